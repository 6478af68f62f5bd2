/**
 * The lines of the estado de resultados (PCGE 2019), as data. Each detail line sums the accounts that
 * start with its prefixes (the longest prefix wins); a subtotal is the running sum of the lines above it;
 * the last line is the period's result. Amounts are haber − debe: income positive, expenses negative.
 *
 * Assumptions, stated because the PCGE leaves them to each company:
 * - Inventory is permanent: a purchase to stock posts 60 and its destination 20 / 61, and a sale's cost
 *   posts 69 / 20. By nature, the goods consumed are then 60 + 61 + 69, so 69 is shown by nature too.
 * - 79 (cargas imputables) only offsets the 9x destination entries: it is left out of both statements.
 * - Element 9 by function: 94 administración, 95 ventas, 97 financieros; 96, 98 and 99 are other
 *   expenses. 90–93 are production costs, capitalised into stock through 71 and reaching the result
 *   through 69, so they are left out.
 * - 80–87 and 89 only move when the year-end closing is posted; they are shown if they have a balance.
 */
export type TipoEstadoResultados = 'naturaleza' | 'funcion';

export type LineaResultadosDef = {
  codigo: string;
  titulo: string;
  /** Account prefixes of a detail line; empty for a subtotal. */
  prefijos: readonly string[];
  subtotal?: boolean;
  /** Shown only when it has an amount. */
  opcional?: boolean;
};

const CIERRE: LineaResultadosDef = {
  codigo: 'cierre',
  titulo: 'Saldos intermediarios y determinación del resultado',
  prefijos: ['80', '81', '82', '83', '84', '85', '86', '87', '89'],
  opcional: true,
};
const IMPUESTO: LineaResultadosDef = {
  codigo: 'impuesto_renta',
  titulo: 'Impuesto a las ganancias',
  prefijos: ['88'],
};
const ANTES_DE_IMPUESTOS: LineaResultadosDef = {
  codigo: 'resultado_antes_impuestos',
  titulo: 'Resultado antes de impuesto a las ganancias',
  prefijos: [],
  subtotal: true,
};
const RESULTADO: LineaResultadosDef = {
  codigo: 'resultado',
  titulo: 'Resultado del ejercicio',
  prefijos: [],
  subtotal: true,
};

export const LINEAS_RESULTADOS: Record<TipoEstadoResultados, readonly LineaResultadosDef[]> = {
  naturaleza: [
    { codigo: 'ventas', titulo: 'Ventas', prefijos: ['70'] },
    {
      codigo: 'descuentos_concedidos',
      titulo: 'Descuentos, rebajas y bonificaciones concedidos',
      prefijos: ['74'],
    },
    {
      codigo: 'variacion_produccion',
      titulo: 'Variación de la producción almacenada y producción de activo inmovilizado',
      prefijos: ['71', '72'],
    },
    { codigo: 'compras', titulo: 'Compras', prefijos: ['60'] },
    { codigo: 'variacion_inventarios', titulo: 'Variación de inventarios', prefijos: ['61'] },
    { codigo: 'costo_ventas', titulo: 'Costo de ventas (inventario permanente)', prefijos: ['69'] },
    {
      codigo: 'descuentos_obtenidos',
      titulo: 'Descuentos, rebajas y bonificaciones obtenidos',
      prefijos: ['73'],
    },
    { codigo: 'margen', titulo: 'Margen comercial y de producción', prefijos: [], subtotal: true },
    { codigo: 'servicios', titulo: 'Gastos de servicios prestados por terceros', prefijos: ['63'] },
    { codigo: 'valor_agregado', titulo: 'Valor agregado', prefijos: [], subtotal: true },
    { codigo: 'personal', titulo: 'Gastos de personal y directores', prefijos: ['62'] },
    { codigo: 'tributos', titulo: 'Gastos por tributos', prefijos: ['64'] },
    { codigo: 'excedente_bruto', titulo: 'Excedente bruto de explotación', prefijos: [], subtotal: true },
    { codigo: 'otros_gastos', titulo: 'Otros gastos de gestión', prefijos: ['65'] },
    { codigo: 'provisiones', titulo: 'Valuación y deterioro de activos y provisiones', prefijos: ['68'] },
    { codigo: 'otros_ingresos', titulo: 'Otros ingresos de gestión', prefijos: ['75'] },
    { codigo: 'cargas_cubiertas', titulo: 'Cargas cubiertas por provisiones', prefijos: ['78'] },
    { codigo: 'resultado_explotacion', titulo: 'Resultado de explotación', prefijos: [], subtotal: true },
    { codigo: 'ingresos_financieros', titulo: 'Ingresos financieros', prefijos: ['77'] },
    { codigo: 'gastos_financieros', titulo: 'Gastos financieros', prefijos: ['67'] },
    {
      codigo: 'valor_razonable',
      titulo: 'Medición de activos no financieros al valor razonable',
      prefijos: ['66', '76'],
    },
    ANTES_DE_IMPUESTOS,
    IMPUESTO,
    CIERRE,
    RESULTADO,
  ],
  funcion: [
    { codigo: 'ventas', titulo: 'Ventas', prefijos: ['70'] },
    {
      codigo: 'descuentos_concedidos',
      titulo: 'Descuentos, rebajas y bonificaciones concedidos',
      prefijos: ['74'],
    },
    { codigo: 'ventas_netas', titulo: 'Ventas netas', prefijos: [], subtotal: true },
    { codigo: 'costo_ventas', titulo: 'Costo de ventas', prefijos: ['69'] },
    { codigo: 'utilidad_bruta', titulo: 'Resultado bruto', prefijos: [], subtotal: true },
    { codigo: 'gastos_ventas', titulo: 'Gastos de ventas', prefijos: ['95'] },
    { codigo: 'gastos_administracion', titulo: 'Gastos de administración', prefijos: ['94'] },
    { codigo: 'otros_ingresos', titulo: 'Otros ingresos', prefijos: ['73', '75', '76', '78'] },
    { codigo: 'otros_gastos', titulo: 'Otros gastos', prefijos: ['96', '98', '99'] },
    { codigo: 'resultado_operacion', titulo: 'Resultado de operación', prefijos: [], subtotal: true },
    { codigo: 'ingresos_financieros', titulo: 'Ingresos financieros', prefijos: ['77'] },
    { codigo: 'gastos_financieros', titulo: 'Gastos financieros', prefijos: ['97'] },
    ANTES_DE_IMPUESTOS,
    IMPUESTO,
    CIERRE,
    RESULTADO,
  ],
};
