import type { MenuSection } from './menu-types';

/** Parent permission of the DATOS GENERALES block (the authorization token's `permisos[].id`). */
export const PERMISO_DATOS_GENERALES = 'GEN001';

/** Permission ids of each /app screen (spec 02 §2 "App (/app)"). */
export const PERMISOS_APP = {
  empresas: 'GEN001001',
  clientes: 'GEN001002',
  proveedores: 'GEN001003',
  pcge: 'GEN001004',
} as const;

/**
 * DATOS GENERALES block (spec 02 §2 "Sidebar by module"): the master data every module works with —
 * companies, clients, suppliers and the chart of accounts. Shown in every module except the online
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
  ],
};
