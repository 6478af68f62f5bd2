/**
 * The lines of the estado de situación financiera (PCGE 2019, NIC 1), as data. A ledger account goes to
 * the line of its longest matching prefix; contra accounts (19, 29, 36, 39) subtract inside the line of
 * what they correct. Asset lines show debe − haber; liability and equity lines haber − debe.
 *
 * Sign rules: an account whose balance is on the other side of its nature is not netted against the rest
 * but shown where it belongs (`otroLado`), account by account:
 * - 10 with a credit balance (a bank overdraft) is an obligación financiera;
 * - 12–13 with a credit balance (advances from customers, 122) and 14, 16, 17 with one are otras cuentas
 *   por pagar;
 * - 40–44, 46, 47 with a debit balance (IGV in favour, advances to suppliers 422…) are otras cuentas por
 *   cobrar.
 * Assumptions: the ledger keeps no maturities, so 45 is shown as current (its long-term part cannot be
 * told apart) and 48, 49 as non-current; 27 is shown on its own (NIIF 5) rather than among inventories.
 * Element-level prefixes catch accounts a company created outside the published chart.
 */
export type SeccionSituacion =
  | 'activo_corriente'
  | 'activo_no_corriente'
  | 'pasivo_corriente'
  | 'pasivo_no_corriente'
  | 'patrimonio';

export type LineaSituacionDef = {
  codigo: string;
  titulo: string;
  seccion: SeccionSituacion;
  prefijos: readonly string[];
  /** Where an account of these prefixes goes when its balance is on the other side. */
  otroLado?: { prefijos: readonly string[]; linea: string };
};

export const SECCIONES_SITUACION: readonly { codigo: SeccionSituacion; titulo: string }[] = [
  { codigo: 'activo_corriente', titulo: 'Activo corriente' },
  { codigo: 'activo_no_corriente', titulo: 'Activo no corriente' },
  { codigo: 'pasivo_corriente', titulo: 'Pasivo corriente' },
  { codigo: 'pasivo_no_corriente', titulo: 'Pasivo no corriente' },
  { codigo: 'patrimonio', titulo: 'Patrimonio' },
];

export const esSeccionDeActivo = (s: SeccionSituacion) =>
  s === 'activo_corriente' || s === 'activo_no_corriente';

const AC = 'activo_corriente';
const ANC = 'activo_no_corriente';
const PC = 'pasivo_corriente';

export const LINEAS_SITUACION: readonly LineaSituacionDef[] = [
  {
    codigo: 'efectivo',
    titulo: 'Efectivo y equivalentes de efectivo',
    seccion: AC,
    prefijos: ['10'],
    otroLado: { prefijos: ['10'], linea: 'obligaciones_financieras' },
  },
  { codigo: 'inversiones_financieras', titulo: 'Inversiones financieras', seccion: AC, prefijos: ['11'] },
  {
    codigo: 'cxc_comerciales',
    titulo: 'Cuentas por cobrar comerciales',
    seccion: AC,
    prefijos: ['12', '13', '191', '192'],
    otroLado: { prefijos: ['12', '13'], linea: 'otras_cxp' },
  },
  {
    codigo: 'otras_cxc',
    titulo: 'Otras cuentas por cobrar',
    seccion: AC,
    prefijos: ['14', '16', '17', '19', '1'],
    otroLado: { prefijos: ['14', '16', '17'], linea: 'otras_cxp' },
  },
  {
    codigo: 'inventarios',
    titulo: 'Inventarios',
    seccion: AC,
    prefijos: ['20', '21', '22', '23', '24', '25', '26', '28', '29', '2'],
  },
  {
    codigo: 'mantenidos_venta',
    titulo: 'Activos no corrientes mantenidos para la venta',
    seccion: AC,
    prefijos: ['27'],
  },
  {
    codigo: 'gastos_anticipados',
    titulo: 'Servicios y otros contratados por anticipado',
    seccion: AC,
    prefijos: ['18'],
  },
  {
    codigo: 'inversiones_mobiliarias',
    titulo: 'Inversiones mobiliarias',
    seccion: ANC,
    prefijos: ['30', '367'],
  },
  {
    codigo: 'propiedades_inversion',
    titulo: 'Propiedades de inversión',
    seccion: ANC,
    prefijos: ['31', '361', '362', '391', '392'],
  },
  { codigo: 'derecho_uso', titulo: 'Activos por derecho de uso', seccion: ANC, prefijos: ['32', '394'] },
  {
    codigo: 'ppe',
    titulo: 'Propiedades, planta y equipo (neto)',
    seccion: ANC,
    prefijos: ['33', '36', '39', '363', '364', '393', '395'],
  },
  { codigo: 'intangibles', titulo: 'Intangibles (neto)', seccion: ANC, prefijos: ['34', '365', '396'] },
  {
    codigo: 'activos_biologicos',
    titulo: 'Activos biológicos',
    seccion: ANC,
    prefijos: ['35', '366', '398'],
  },
  { codigo: 'activos_diferidos', titulo: 'Activos diferidos', seccion: ANC, prefijos: ['37'] },
  { codigo: 'otros_activos', titulo: 'Otros activos', seccion: ANC, prefijos: ['38', '3'] },
  {
    codigo: 'obligaciones_financieras',
    titulo: 'Obligaciones financieras y sobregiros',
    seccion: PC,
    prefijos: ['45'],
  },
  {
    codigo: 'tributos',
    titulo: 'Tributos y aportes por pagar',
    seccion: PC,
    prefijos: ['40'],
    otroLado: { prefijos: ['40'], linea: 'otras_cxc' },
  },
  {
    codigo: 'remuneraciones',
    titulo: 'Remuneraciones y participaciones por pagar',
    seccion: PC,
    prefijos: ['41'],
    otroLado: { prefijos: ['41'], linea: 'otras_cxc' },
  },
  {
    codigo: 'cxp_comerciales',
    titulo: 'Cuentas por pagar comerciales',
    seccion: PC,
    prefijos: ['42', '43'],
    otroLado: { prefijos: ['42', '43'], linea: 'otras_cxc' },
  },
  {
    codigo: 'otras_cxp',
    titulo: 'Otras cuentas por pagar',
    seccion: PC,
    prefijos: ['44', '46', '47', '4'],
    otroLado: { prefijos: ['44', '46', '47'], linea: 'otras_cxc' },
  },
  { codigo: 'provisiones', titulo: 'Provisiones', seccion: 'pasivo_no_corriente', prefijos: ['48'] },
  {
    codigo: 'pasivo_diferido',
    titulo: 'Pasivos diferidos',
    seccion: 'pasivo_no_corriente',
    prefijos: ['49'],
  },
  { codigo: 'capital', titulo: 'Capital', seccion: 'patrimonio', prefijos: ['50'] },
  { codigo: 'acciones_inversion', titulo: 'Acciones de inversión', seccion: 'patrimonio', prefijos: ['51'] },
  { codigo: 'capital_adicional', titulo: 'Capital adicional', seccion: 'patrimonio', prefijos: ['52', '5'] },
  {
    codigo: 'resultados_no_realizados',
    titulo: 'Resultados no realizados',
    seccion: 'patrimonio',
    prefijos: ['56'],
  },
  {
    codigo: 'excedente_revaluacion',
    titulo: 'Excedente de revaluación',
    seccion: 'patrimonio',
    prefijos: ['57'],
  },
  { codigo: 'reservas', titulo: 'Reservas', seccion: 'patrimonio', prefijos: ['58'] },
  {
    codigo: 'resultados_acumulados',
    titulo: 'Resultados acumulados',
    seccion: 'patrimonio',
    prefijos: ['59'],
  },
];

/** Computed equity lines: results of periods before the statement's range not yet closed into 59, and the range's. */
export const RESULTADOS_ANTERIORES = {
  codigo: 'resultados_no_cerrados',
  titulo: 'Resultados de periodos anteriores no cerrados',
};
export const RESULTADO_PERIODO = { codigo: 'resultado_periodo', titulo: 'Resultado del periodo' };
