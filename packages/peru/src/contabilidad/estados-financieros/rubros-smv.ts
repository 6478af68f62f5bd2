import type { SeccionSituacion } from './lineas-situacion.ts';

/**
 * The rubros of the SMV formats (Manual para la Preparación de Información Financiera, SMV/CONASEV), as
 * data over the lines the estado de situación financiera and the estado de resultados por función already
 * compute: a rubro takes one or more of those lines, or only the accounts of a line under some prefixes
 * (the longest prefix wins, a source without prefixes takes the rest of its line). So each amount is
 * computed once, by the existing statements' rules, and only regrouped here.
 *
 * Assumptions, stated because the ledger does not say them:
 * - Related parties are told apart by the PCGE accounts that name them: 13, 17, 192, 195 (receivables),
 *   43, 47 (payables); a balance on the other side of its nature follows the ESF's sign rules first.
 * - The ledger keeps no maturities: receivables, payables and loans are current, so the non-current
 *   rubros 1.203, 1.204, 1.206, 1.207, 1.402, 1.403, 1.404, 1.406 stay at zero, as do 1.108, 1.117,
 *   1.309 and 1.312, which no PCGE account feeds on its own; provisions (48) are non-current as in the ESF.
 * - 4017 (impuesto a la renta) and 413 (participaciones por pagar) are 1.305; 371, 372, 491, 492 the
 *   deferred tax and participations; 347 and 3657 the goodwill and its impairment.
 * - Excedente de revaluación (57) is shown within resultados no realizados; the results not yet closed
 *   into 59 (earlier periods' and the range's) within resultados acumulados.
 */
export type FuenteSmv = { linea: string; prefijos?: readonly string[] };

export type RubroSmv = { codigo: string; titulo: string; de: readonly FuenteSmv[] };

export type SeccionSmv = {
  codigo: string;
  titulo: string;
  seccion: SeccionSituacion;
  rubros: readonly RubroSmv[];
};

/** Related parties' accounts, wherever the ESF's sign rules put their balance. */
const RELACIONADAS = ['13', '17', '192', '195', '43', '47'];

export const SECCIONES_SMV_ESF: readonly SeccionSmv[] = [
  {
    codigo: '1.100',
    titulo: 'Activos corrientes',
    seccion: 'activo_corriente',
    rubros: [
      { codigo: '1.101', titulo: 'Efectivo y equivalentes de efectivo', de: [{ linea: 'efectivo' }] },
      { codigo: '1.102', titulo: 'Inversiones financieras', de: [{ linea: 'inversiones_financieras' }] },
      {
        codigo: '1.103',
        titulo: 'Cuentas por cobrar comerciales (neto)',
        de: [{ linea: 'cxc_comerciales' }],
      },
      {
        codigo: '1.104',
        titulo: 'Otras cuentas por cobrar a partes relacionadas',
        de: [
          { linea: 'cxc_comerciales', prefijos: RELACIONADAS },
          { linea: 'otras_cxc', prefijos: RELACIONADAS },
        ],
      },
      { codigo: '1.106', titulo: 'Otras cuentas por cobrar (neto)', de: [{ linea: 'otras_cxc' }] },
      { codigo: '1.107', titulo: 'Existencias (neto)', de: [{ linea: 'inventarios' }] },
      { codigo: '1.108', titulo: 'Activos biológicos', de: [] },
      {
        codigo: '1.112',
        titulo: 'Activos no corrientes mantenidos para la venta',
        de: [{ linea: 'mantenidos_venta' }],
      },
      { codigo: '1.116', titulo: 'Gastos contratados por anticipado', de: [{ linea: 'gastos_anticipados' }] },
      { codigo: '1.117', titulo: 'Otros activos', de: [] },
    ],
  },
  {
    codigo: '1.200',
    titulo: 'Activos no corrientes',
    seccion: 'activo_no_corriente',
    rubros: [
      { codigo: '1.202', titulo: 'Inversiones financieras', de: [{ linea: 'inversiones_mobiliarias' }] },
      { codigo: '1.203', titulo: 'Cuentas por cobrar comerciales', de: [] },
      { codigo: '1.204', titulo: 'Otras cuentas por cobrar a partes relacionadas', de: [] },
      {
        codigo: '1.205',
        titulo: 'Activos por impuesto a la renta y participaciones diferidos',
        de: [{ linea: 'activos_diferidos', prefijos: ['371', '372'] }],
      },
      { codigo: '1.206', titulo: 'Otras cuentas por cobrar', de: [] },
      { codigo: '1.207', titulo: 'Existencias', de: [] },
      { codigo: '1.208', titulo: 'Activos biológicos', de: [{ linea: 'activos_biologicos' }] },
      { codigo: '1.210', titulo: 'Inversiones inmobiliarias', de: [{ linea: 'propiedades_inversion' }] },
      {
        codigo: '1.213',
        titulo: 'Inmuebles, maquinaria y equipo (neto)',
        de: [{ linea: 'ppe' }, { linea: 'derecho_uso' }],
      },
      { codigo: '1.214', titulo: 'Activos intangibles (neto)', de: [{ linea: 'intangibles' }] },
      {
        codigo: '1.216',
        titulo: 'Crédito mercantil',
        de: [{ linea: 'intangibles', prefijos: ['347', '3657'] }],
      },
      {
        codigo: '1.217',
        titulo: 'Otros activos',
        de: [{ linea: 'otros_activos' }, { linea: 'activos_diferidos' }],
      },
    ],
  },
  {
    codigo: '1.300',
    titulo: 'Pasivos corrientes',
    seccion: 'pasivo_corriente',
    rubros: [
      {
        codigo: '1.301',
        titulo: 'Sobregiros bancarios',
        de: [{ linea: 'obligaciones_financieras', prefijos: ['10'] }],
      },
      { codigo: '1.302', titulo: 'Obligaciones financieras', de: [{ linea: 'obligaciones_financieras' }] },
      { codigo: '1.303', titulo: 'Cuentas por pagar comerciales', de: [{ linea: 'cxp_comerciales' }] },
      {
        codigo: '1.304',
        titulo: 'Otras cuentas por pagar a partes relacionadas',
        de: [
          { linea: 'cxp_comerciales', prefijos: RELACIONADAS },
          { linea: 'otras_cxp', prefijos: RELACIONADAS },
        ],
      },
      {
        codigo: '1.305',
        titulo: 'Impuesto a la renta y participaciones corrientes',
        de: [
          { linea: 'tributos', prefijos: ['4017'] },
          { linea: 'remuneraciones', prefijos: ['413'] },
        ],
      },
      {
        codigo: '1.306',
        titulo: 'Otras cuentas por pagar',
        de: [{ linea: 'tributos' }, { linea: 'remuneraciones' }, { linea: 'otras_cxp' }],
      },
      { codigo: '1.309', titulo: 'Provisiones', de: [] },
      { codigo: '1.312', titulo: 'Pasivos mantenidos para la venta', de: [] },
    ],
  },
  {
    codigo: '1.400',
    titulo: 'Pasivos no corrientes',
    seccion: 'pasivo_no_corriente',
    rubros: [
      { codigo: '1.402', titulo: 'Obligaciones financieras', de: [] },
      { codigo: '1.403', titulo: 'Cuentas por pagar comerciales', de: [] },
      { codigo: '1.404', titulo: 'Otras cuentas por pagar a partes relacionadas', de: [] },
      {
        codigo: '1.405',
        titulo: 'Pasivos por impuesto a la renta y participaciones diferidos',
        de: [{ linea: 'pasivo_diferido', prefijos: ['491', '492'] }],
      },
      { codigo: '1.406', titulo: 'Otras cuentas por pagar', de: [] },
      { codigo: '1.409', titulo: 'Provisiones', de: [{ linea: 'provisiones' }] },
      { codigo: '1.416', titulo: 'Ingresos diferidos', de: [{ linea: 'pasivo_diferido' }] },
    ],
  },
  {
    codigo: '1.700',
    titulo: 'Patrimonio neto',
    seccion: 'patrimonio',
    rubros: [
      { codigo: '1.701', titulo: 'Capital', de: [{ linea: 'capital' }] },
      { codigo: '1.702', titulo: 'Acciones de inversión', de: [{ linea: 'acciones_inversion' }] },
      { codigo: '1.703', titulo: 'Capital adicional', de: [{ linea: 'capital_adicional' }] },
      {
        codigo: '1.704',
        titulo: 'Resultados no realizados',
        de: [{ linea: 'resultados_no_realizados' }, { linea: 'excedente_revaluacion' }],
      },
      { codigo: '1.705', titulo: 'Reservas legales', de: [{ linea: 'reservas', prefijos: ['582'] }] },
      { codigo: '1.706', titulo: 'Otras reservas', de: [{ linea: 'reservas' }] },
      {
        codigo: '1.707',
        titulo: 'Resultados acumulados',
        de: [
          { linea: 'resultados_acumulados' },
          { linea: 'resultados_no_cerrados' },
          { linea: 'resultado_periodo' },
        ],
      },
    ],
  },
];

/** A rubro of the EDR: detail rubros take lines of the ER por función; a subtotal is the running sum. */
export type RubroResultadosSmv = RubroSmv & { subtotal?: boolean; opcional?: boolean };

/**
 * The estado de resultados por función as SMV presents it (NIC 1). 75 (otros ingresos de gestión) is an
 * ordinary income; 776 and 976 (exchange differences, when the company keeps them in a 97 sub-account)
 * are netted apart from the other financial income and expenses; the year-end closing's 80–87 and 89
 * are shown only when they have a balance, as in the ER.
 */
export const RUBROS_SMV_EDR: readonly RubroResultadosSmv[] = [
  {
    codigo: 'ventas_netas',
    titulo: 'Ventas netas (ingresos operacionales)',
    de: [{ linea: 'ventas' }, { linea: 'descuentos_concedidos' }],
  },
  {
    codigo: 'otros_ingresos_operacionales',
    titulo: 'Otros ingresos operacionales',
    de: [{ linea: 'otros_ingresos', prefijos: ['75'] }],
  },
  {
    codigo: 'ingresos_ordinarios',
    titulo: 'Total de ingresos de actividades ordinarias',
    de: [],
    subtotal: true,
  },
  { codigo: 'costo_ventas', titulo: 'Costo de ventas', de: [{ linea: 'costo_ventas' }] },
  { codigo: 'ganancia_bruta', titulo: 'Ganancia (pérdida) bruta', de: [], subtotal: true },
  { codigo: 'gastos_ventas', titulo: 'Gastos de ventas y distribución', de: [{ linea: 'gastos_ventas' }] },
  {
    codigo: 'gastos_administracion',
    titulo: 'Gastos de administración',
    de: [{ linea: 'gastos_administracion' }],
  },
  {
    codigo: 'otros_ingresos_operativos',
    titulo: 'Otros ingresos operativos',
    de: [{ linea: 'otros_ingresos' }],
  },
  { codigo: 'otros_gastos_operativos', titulo: 'Otros gastos operativos', de: [{ linea: 'otros_gastos' }] },
  { codigo: 'ganancia_operativa', titulo: 'Ganancia (pérdida) operativa', de: [], subtotal: true },
  { codigo: 'ingresos_financieros', titulo: 'Ingresos financieros', de: [{ linea: 'ingresos_financieros' }] },
  { codigo: 'gastos_financieros', titulo: 'Gastos financieros', de: [{ linea: 'gastos_financieros' }] },
  {
    codigo: 'diferencia_cambio',
    titulo: 'Diferencias de cambio neto',
    de: [
      { linea: 'ingresos_financieros', prefijos: ['776'] },
      { linea: 'gastos_financieros', prefijos: ['976'] },
    ],
  },
  {
    codigo: 'ganancia_antes_impuestos',
    titulo: 'Ganancia (pérdida) antes de impuestos',
    de: [],
    subtotal: true,
  },
  { codigo: 'impuesto', titulo: 'Gasto por impuesto a las ganancias', de: [{ linea: 'impuesto_renta' }] },
  {
    codigo: 'cierre',
    titulo: 'Saldos intermediarios y determinación del resultado',
    de: [{ linea: 'cierre' }],
    opcional: true,
  },
  { codigo: 'ganancia_neta', titulo: 'Ganancia (pérdida) neta del ejercicio', de: [], subtotal: true },
];
