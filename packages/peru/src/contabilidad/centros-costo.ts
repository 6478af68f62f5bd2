import Decimal from 'decimal.js';

/** Kinds of cost centre (spec 02 §3 "Cost centre: codigo, nombre, tipo"), with their Spanish labels. */
export const TIPOS_CENTRO_COSTO = {
  produccion: 'Producción',
  administracion: 'Administración',
  ventas: 'Ventas',
  financiero: 'Financiero',
  otros: 'Otros',
} as const;

export type TipoCentroCosto = keyof typeof TIPOS_CENTRO_COSTO;

export function esTipoCentroCosto(tipo: string): tipo is TipoCentroCosto {
  return Object.hasOwn(TIPOS_CENTRO_COSTO, tipo);
}

export type LineaDistribucion = { centro_costo_id: string; porcentaje: string };

const PORCENTAJE = /^\d{1,3}(\.\d{1,4})?$/;

/** The sum of the percentages typed so far (empty or malformed lines count as 0), as a decimal string. */
export function totalPorcentajes(porcentajes: readonly string[]): string {
  return porcentajes
    .reduce((suma, p) => (PORCENTAJE.test(p.trim()) ? suma.plus(p.trim()) : suma), new Decimal(0))
    .toFixed(2);
}

/**
 * A cost-centre distribution (amarre): at least one line, no centre twice, each percentage a positive
 * decimal with up to 4 places, all adding up to exactly 100 (decimal arithmetic: 33.33 + 33.33 + 33.34).
 * Answers the Spanish message of the first problem, or undefined.
 */
export function validarDistribucion(lineas: readonly LineaDistribucion[]): string | undefined {
  if (lineas.length === 0) return 'Agregue al menos un centro de costo a la distribución';
  const vistos = new Set<string>();
  let suma = new Decimal(0);
  for (const [i, l] of lineas.entries()) {
    if (!l.centro_costo_id) return `Línea ${i + 1}: seleccione el centro de costo`;
    if (vistos.has(l.centro_costo_id)) return `Línea ${i + 1}: el centro de costo está repetido`;
    vistos.add(l.centro_costo_id);
    const p = l.porcentaje.trim();
    if (!PORCENTAJE.test(p) || new Decimal(p).lte(0))
      return `Línea ${i + 1}: el porcentaje debe ser un número mayor que 0 (hasta 4 decimales)`;
    suma = suma.plus(p);
  }
  if (!suma.eq(100)) return `Los porcentajes suman ${suma.toFixed(2)}%: deben sumar exactamente 100%`;
  return undefined;
}

/** The lines as stored: each percentage in its shortest decimal form ('50.00' → '50'). */
export function normalizarDistribucion(lineas: readonly LineaDistribucion[]): LineaDistribucion[] {
  return lineas.map((l) => ({
    centro_costo_id: l.centro_costo_id,
    porcentaje: new Decimal(l.porcentaje.trim()).toString(),
  }));
}
