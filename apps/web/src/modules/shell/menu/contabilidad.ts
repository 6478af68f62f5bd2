import type { MenuSection } from './menu-types';

/** Permission ids of the /contable screens (the seeded menu permissions CON001…). */
export const PERMISOS_CONTABLE = {
  mantenimiento: 'CON001',
  cuentasFinancieras: 'CON001001',
  anotacion: 'CON002',
  compras: 'CON002001',
  /** The books read what was posted: any permission of the module shows them (the server needs a session). */
  reportes: 'CON',
} as const;

/**
 * Sidebar of the module Sistema Contable (spec 02 §2: mantenimiento, ANOTACIÓN DE OPERACIONES, HOJA DE
 * TRABAJO, SIRE SUNAT, REPORTES CONTABLES...). Sections are added here, with their permission ids, as
 * their screens arrive.
 */
export const CONTABILIDAD_MENU: MenuSection[] = [
  {
    title: 'MANTENIMIENTO',
    permiso: PERMISOS_CONTABLE.mantenimiento,
    entries: [
      {
        label: 'Cuentas financieras',
        icon: 'pi pi-wallet',
        route: '/contable/cuentas_financieras',
        permiso: PERMISOS_CONTABLE.cuentasFinancieras,
      },
    ],
  },
  {
    title: 'ANOTACIÓN DE OPERACIONES',
    permiso: PERMISOS_CONTABLE.anotacion,
    entries: [
      {
        label: 'Compras',
        icon: 'pi pi-shopping-cart',
        route: '/contable/compras',
        permiso: PERMISOS_CONTABLE.compras,
      },
      {
        label: 'Registrar compra',
        icon: 'pi pi-cart-plus',
        route: '/contable/compra/create',
        permiso: PERMISOS_CONTABLE.compras,
      },
    ],
  },
  {
    title: 'REPORTES CONTABLES',
    permiso: PERMISOS_CONTABLE.reportes,
    entries: [
      { label: 'Libro diario', icon: 'pi pi-book', route: '/repo/ldiario' },
      { label: 'Libro mayor', icon: 'pi pi-list', route: '/repo/mayor' },
    ],
  },
];
