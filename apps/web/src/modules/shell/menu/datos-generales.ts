import type { MenuSection } from './menu-types';

/** Parent permission of the DATOS GENERALES block (the authorization token's `permisos[].id`). */
export const PERMISO_DATOS_GENERALES = 'GEN001';

/** Permission ids of each /app screen (spec 02 §2 "App (/app)"). */
export const PERMISOS_APP = {
  empresas: 'GEN001001',
  clientes: 'GEN001002',
  proveedores: 'GEN001003',
  pcge: 'GEN001004',
  tributos: 'GEN001005',
  centroCostos: 'GEN001006',
  tiposAdjuntos: 'GEN001007',
  responsables: 'GEN001008',
  /** Usuarios y accesos, under the Equipo parent (GEN002). */
  usuarios: 'GEN002001',
} as const;

/**
 * DATOS GENERALES block (spec 02 §2 "Sidebar by module"): the master data every module works with —
 * companies, clients, suppliers, the chart of accounts, tributos, cost centres, attachment types and
 * responsables, and who works in the company (Usuarios y accesos). Shown in every module except the online
 * consultation one (Aplicativos).
 */
export const DATOS_GENERALES_MENU: MenuSection = {
  title: 'DATOS GENERALES',
  permiso: PERMISO_DATOS_GENERALES,
  entries: [
    { label: 'Empresas', icon: 'pi pi-building', route: '/app/empresas', permiso: PERMISOS_APP.empresas },
    { label: 'Clientes', icon: 'pi pi-users', route: '/app/clientes', permiso: PERMISOS_APP.clientes },
    {
      label: 'Proveedores',
      icon: 'pi pi-truck',
      route: '/app/proveedores',
      permiso: PERMISOS_APP.proveedores,
    },
    { label: 'Plan contable', icon: 'pi pi-sitemap', route: '/app/pcge', permiso: PERMISOS_APP.pcge },
    { label: 'Tributos', icon: 'pi pi-percentage', route: '/app/tributos', permiso: PERMISOS_APP.tributos },
    {
      label: 'Centros de costo',
      icon: 'pi pi-th-large',
      route: '/app/centro-costos',
      permiso: PERMISOS_APP.centroCostos,
    },
    {
      label: 'Tipos de adjunto',
      icon: 'pi pi-paperclip',
      route: '/app/tipos-adjuntos',
      permiso: PERMISOS_APP.tiposAdjuntos,
    },
    {
      label: 'Responsables',
      icon: 'pi pi-id-card',
      route: '/app/responsables',
      permiso: PERMISOS_APP.responsables,
    },
    {
      label: 'Usuarios y accesos',
      icon: 'pi pi-user-plus',
      route: '/app/usuarios',
      permiso: PERMISOS_APP.usuarios,
    },
  ],
};
