// The GraphQL calls a module's home and the renta de quinta page make on a first visit, as the web app
// writes them (apps/web/src/modules/home/**, auth/graphql, calendario/graphql, planillas/graphql/salidas).

export type Llamada = { nombre: string; query: string; variables: Record<string, unknown> };

const ME = `query Me { me { user { id email nombres role_id } company { id ruc razon_social }
  local { id nombre_corto } periodo modulo_id } }`;
const MODULOS = 'query Modulos { modulos { id codigo descripcion detalle } }';
const CALENDARIO = `query CalendarioTributario($anio: Int!, $tipo: String!) {
  calendarioTributario(anio: $anio, tipo: $tipo) { anio tipo cargado verificado fuente grupos
    filas { periodo grupo vence } } }`;
const COMPRAS_VENTAS = `query ComprasVentasByMonths($include_notes: Boolean, $anio: Int) {
  comprasVentasByMonths(include_notes: $include_notes, anio: $anio) { anio labels series { nombre datos } } }`;
const RANKING = `query RankingProductos($fecha_Inicio: String!, $fecha_Fin: String!, $tipo: String!) {
  rankingProductos(fecha_Inicio: $fecha_Inicio, fecha_Fin: $fecha_Fin, tipo: $tipo) { labels series } }`;
const REPORTE = `query ReportePlanilla($tipo: TipoReportePlanilla!, $periodo: String!) {
  reportePlanilla(tipo: $tipo, periodo: $periodo) { titulo columnas { encabezado monto } filas { celdas enfasis } } }`;

/** Today in Lima, YYYY-MM-DD (the business time zone, as the web app computes its periods). */
export const hoyLima = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date());

/** The month of a YYYY-MM-DD date as its first and last day. */
export function rangoDelMes(fecha: string): { inicio: string; fin: string } {
  const [anio = 0, mes = 1] = fecha.split('-').map(Number);
  const ultimo = new Date(Date.UTC(anio, mes, 0)).getUTCDate();
  const m = fecha.slice(0, 7);
  return { inicio: `${m}-01`, fin: `${m}-${String(ultimo).padStart(2, '0')}` };
}

/**
 * What the homes ask on a first visit: the session and the modules (header and welcome), this year's
 * tax calendar (CON, FAC, PLA), the purchases and sales chart (CON) and the period's ranking of
 * products (FAC, PLA; the card opens on products).
 */
export function llamadasHome(hoy = hoyLima()): Llamada[] {
  const { inicio, fin } = rangoDelMes(hoy);
  return [
    { nombre: 'Me', query: ME, variables: {} },
    { nombre: 'Modulos', query: MODULOS, variables: {} },
    {
      nombre: 'CalendarioTributario',
      query: CALENDARIO,
      variables: { anio: Number(hoy.slice(0, 4)), tipo: 'mensual' },
    },
    { nombre: 'ComprasVentasByMonths', query: COMPRAS_VENTAS, variables: { include_notes: true } },
    {
      nombre: 'RankingProductos',
      query: RANKING,
      variables: { fecha_Inicio: inicio, fecha_Fin: fin, tipo: 'productos' },
    },
  ];
}

/** The renta de quinta report of a period (AAAAMM), as /pla/reporte-rentaquinta asks it. */
export const llamadaQuinta = (periodo: string): Llamada => ({
  nombre: `ReportePlanilla QUINTA ${periodo}`,
  query: REPORTE,
  variables: { tipo: 'QUINTA', periodo },
});
