import { ROLES } from '../../workspace/utils/role-rules';
import type { MenuSection } from './menu-types';

/**
 * ADMINISTRADOR block (spec 02 §2 "Sidebar by module"): only the top administrator sees it, in every
 * module. Only the screens that exist are listed.
 */
export const ADMINISTRADOR_MENU: MenuSection = {
  title: 'ADMINISTRADOR',
  onlyRole: ROLES.administradorGeneral,
  entries: [
    { label: 'Bandeja de correos', icon: 'pi pi-envelope', route: '/admin/correos', permiso: 'ADM001001' },
    {
      label: 'Cronogramas tributarios',
      icon: 'pi pi-calendar',
      route: '/admin/cronogramas',
      permiso: 'ADM001002',
    },
    {
      label: 'Libro de reclamaciones',
      icon: 'pi pi-book',
      route: '/admin/libro',
      permiso: 'ADM001003',
    },
    { label: 'Usuarios', icon: 'pi pi-users', route: '/admin/users', permiso: 'ADM001004' },
    { label: 'Roles y permisos', icon: 'pi pi-lock', route: '/admin/roles', permiso: 'ADM001005' },
  ],
};
