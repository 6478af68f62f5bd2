import type { MenuSection } from './menu-types';

/** Permission ids of the /contable screens (the seeded menu permissions CON001…). */
export const PERMISOS_CONTABLE = {
  mantenimiento: 'CON001',
  cuentasFinancieras: 'CON001001',
} as const;

/**
 * Sidebar of the module Sistema Contable (spec 02 §2: mantenimiento, ANOTACIÓN DE OPERACIONES, HOJA DE
 * TRABAJO, SIRE SUNAT, REPORTES CONTABLES...). Sections are added here, with their permission ids, as
 * their screens arrive: today the maintenance one with the financial accounts.
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
];
