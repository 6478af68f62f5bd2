import type { MenuSection } from './menu-types';

/** Permission ids of the /contable screens (the seeded menu permissions CON001…). */
export const PERMISOS_CONTABLE = {
  mantenimiento: 'CON001',
  cuentasFinancieras: 'CON001001',
  anotacion: 'CON002',
  compras: 'CON002001',
  ventas: 'CON002002',
  cuentasCobrar: 'CON002003',
  cuentasPagar: 'CON002004',
  asientosVarios: 'CON002005',
  cierreContable: 'CON003',
  cierre: 'CON003001',
  inventarios: 'CON005',
  tesoreria: 'CON004',
  conciliacion: 'CON004001',
  /** The books and financial statements read what was posted: any permission of the module shows them (the server checks it for the statements). */
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
      {
        label: 'Ventas',
        icon: 'pi pi-shopping-bag',
        route: '/contable/ventas',
        permiso: PERMISOS_CONTABLE.ventas,
      },
      {
        label: 'Registrar venta',
        icon: 'pi pi-file-plus',
        route: '/contable/venta/create',
        permiso: PERMISOS_CONTABLE.ventas,
      },
      {
        label: 'Asientos varios',
        icon: 'pi pi-pencil',
        route: '/contable/asientos_varios',
        permiso: PERMISOS_CONTABLE.asientosVarios,
      },
      {
        label: 'Asientos prediseñados',
        icon: 'pi pi-copy',
        route: '/contable/asientos_predisenados',
        permiso: PERMISOS_CONTABLE.asientosVarios,
      },
      {
        label: 'Cuentas por cobrar',
        icon: 'pi pi-arrow-circle-down',
        route: '/contable/cuentas/cobrar',
        permiso: PERMISOS_CONTABLE.cuentasCobrar,
      },
      {
        label: 'Cuentas por pagar',
        icon: 'pi pi-arrow-circle-up',
        route: '/contable/cuentas/pagar',
        permiso: PERMISOS_CONTABLE.cuentasPagar,
      },
    ],
  },
  {
    title: 'CIERRE CONTABLE',
    permiso: PERMISOS_CONTABLE.cierreContable,
    entries: [
      {
        label: 'Inventarios iniciales',
        icon: 'pi pi-flag',
        route: '/contable/inventarios_iniciales',
        permiso: PERMISOS_CONTABLE.cierre,
      },
      {
        label: 'Cierre contable',
        icon: 'pi pi-lock',
        route: '/contable/cierre/contable',
        permiso: PERMISOS_CONTABLE.cierre,
      },
      {
        label: 'Reprocesar CUO',
        icon: 'pi pi-sort-numeric-down',
        route: '/util/reprocesar-cuos',
        permiso: PERMISOS_CONTABLE.cierre,
      },
    ],
  },
  {
    title: 'TESORERÍA',
    permiso: PERMISOS_CONTABLE.tesoreria,
    entries: [
      {
        label: 'Conciliación bancaria',
        icon: 'pi pi-sync',
        route: '/util/conciliacion_bancaria',
        permiso: PERMISOS_CONTABLE.conciliacion,
      },
    ],
  },
  {
    title: 'INVENTARIOS',
    permiso: PERMISOS_CONTABLE.inventarios,
    entries: [
      { label: 'Kardex en unidades', icon: 'pi pi-box', route: '/repo/kardex12' },
      { label: 'Kardex valorizado', icon: 'pi pi-dollar', route: '/repo/kardex13' },
    ],
  },
  {
    title: 'HOJA DE TRABAJO',
    permiso: PERMISOS_CONTABLE.reportes,
    entries: [
      { label: 'Hoja de trabajo', icon: 'pi pi-table', route: '/repo/hoja-trabajo' },
      { label: 'Balance de comprobación', icon: 'pi pi-check-square', route: '/repo/balance' },
    ],
  },
  {
    // SIRE works on the registers, so each entry asks for its register's permission, as the server does.
    title: 'SIRE SUNAT',
    permiso: PERMISOS_CONTABLE.anotacion,
    entries: [
      {
        label: 'SIRE Ventas (RVIE)',
        icon: 'pi pi-cloud-download',
        route: '/sire/rvie/comparar',
        permiso: PERMISOS_CONTABLE.ventas,
      },
      {
        label: 'SIRE Compras (RCE)',
        icon: 'pi pi-cloud-download',
        route: '/sire/rce/comparar',
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
      { label: 'Libro caja', icon: 'pi pi-money-bill', route: '/repo/lf/caja' },
      { label: 'Libro bancos', icon: 'pi pi-building-columns', route: '/repo/lf/bancos' },
    ],
  },
  {
    // Spec 02 §2 puts the electronic books after REPORTES CONTABLES; the PLE reads what was posted. Each
    // entry carries its PLE format, apart from the report of the same name above.
    title: 'LIBROS ELECTRÓNICOS (PLE)',
    permiso: PERMISOS_CONTABLE.reportes,
    entries: [
      { label: 'Todos los libros del periodo', icon: 'pi pi-folder-open', route: '/sleple5.1', exacta: true },
      { label: '8.1 Registro de compras', icon: 'pi pi-file-import', route: '/sleple5.1/compras/8.1' },
      { label: '14.1 Registro de ventas', icon: 'pi pi-file-export', route: '/sleple5.1/ventas/14.1' },
      { label: '5.1 Libro diario', icon: 'pi pi-book', route: '/sleple5.1/diario/5.1' },
      { label: '5.2 Diario simplificado', icon: 'pi pi-bookmark', route: '/sleple5.1/simplificado/5.2' },
      { label: '6.1 Libro mayor', icon: 'pi pi-list', route: '/sleple5.1/mayor/6.1' },
    ],
  },
  {
    title: 'ESTADOS FINANCIEROS',
    permiso: PERMISOS_CONTABLE.reportes,
    entries: [
      { label: 'Estado de situación financiera', icon: 'pi pi-building', route: '/repo/ef/bgc' },
      { label: 'Estado de resultados por naturaleza', icon: 'pi pi-chart-bar', route: '/repo/ef/ern' },
      { label: 'Estado de resultados por función', icon: 'pi pi-chart-line', route: '/repo/ef/erf' },
      { label: 'Estado de situación (formato SMV)', icon: 'pi pi-briefcase', route: '/repo/ef/smv/esf' },
      { label: 'Estado de resultados (formato SMV)', icon: 'pi pi-chart-pie', route: '/repo/ef/edr' },
      { label: 'Cambios en el patrimonio neto', icon: 'pi pi-sitemap', route: '/repo/ef/cambios-pn' },
    ],
  },
  {
    title: 'DECLARACIONES E IMPUESTOS',
    permiso: PERMISOS_CONTABLE.reportes,
    entries: [
      { label: 'Liquidación de impuestos', icon: 'pi pi-calculator', route: '/util/liquidacion-impuestos' },
      { label: 'DAOT', icon: 'pi pi-users', route: '/pdts/daot/costos' },
    ],
  },
];
