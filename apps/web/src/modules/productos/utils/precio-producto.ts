import {
  esDecimalNoNegativo,
  esMayorQue,
  precioDesdeValor,
  type TipoUtilidad,
  valorDesdePrecio,
  valorPorMargen,
} from '@kipu/peru/productos/precio';
import { type RegimenIgv, tasaDeAfectacion } from '@kipu/peru/tributos/igv';
import { limpiarDecimal } from '../../../ui/utils/decimal-texto';

/** Which of the two amounts the user typed: the other one follows from it. */
export type OrigenPrecio = 'valor' | 'precio';

/** The amounts of the 'Precios' tab, as typed (decimal strings). */
export interface PreciosForm {
  tipo_igv: string;
  valor_unitario: string;
  precio_unitario: string;
  origen: OrigenPrecio;
  margen_utilidad: boolean;
  adquisicion: string;
  utilidad: string;
  tipo_utilidad: TipoUtilidad;
}

/** A new product's amounts: gravado (catálogo 07 10), nothing typed yet, no margin. */
export const PRECIOS_VACIOS: PreciosForm = {
  tipo_igv: '10',
  valor_unitario: '',
  precio_unitario: '',
  origen: 'precio',
  margen_utilidad: false,
  adquisicion: '0',
  utilidad: '0',
  tipo_utilidad: 'porcentaje',
};

/** The percentage between value and price for an affectation on a date; null for an unknown code. */
export function tasaProducto(tipoIgv: string, fecha: string, regimen: RegimenIgv): string | null {
  try {
    return tasaDeAfectacion(tipoIgv, fecha, regimen);
  } catch {
    return null;
  }
}

/** A non-negative decimal of up to 10 decimals, as the API accepts for amounts. */
export function esMontoValido(texto: string): boolean {
  return esDecimalNoNegativo(texto);
}

/** The other amount from the typed one, or '' while the typed one is not a valid amount. */
function derivado(origen: OrigenPrecio, monto: string, tasa: string | null): string {
  if (tasa === null || !esMontoValido(monto)) return '';
  return origen === 'valor' ? precioDesdeValor(monto, tasa) : valorDesdePrecio(monto, tasa);
}

/** Both amounts again from the one the user typed (after the affectation or the typed amount changed). */
export function recalcularPrecios(p: PreciosForm, tasa: string | null): PreciosForm {
  if (p.origen === 'valor') return { ...p, precio_unitario: derivado('valor', p.valor_unitario, tasa) };
  return { ...p, valor_unitario: derivado('precio', p.precio_unitario, tasa) };
}

/** The user typed one of the amounts: it becomes the origin and the other follows. */
export function escribirMonto(
  p: PreciosForm,
  campo: OrigenPrecio,
  texto: string,
  tasa: string | null,
): PreciosForm {
  const monto = limpiarDecimal(texto);
  const siguiente: PreciosForm =
    campo === 'valor'
      ? { ...p, valor_unitario: monto, origen: 'valor' }
      : { ...p, precio_unitario: monto, origen: 'precio' };
  return recalcularPrecios(siguiente, tasa);
}

/**
 * With a margin on, the unit value is the acquisition cost plus the margin (a percentage of the cost or
 * an amount); the price follows. Unchanged while the cost is not a positive amount (turning the
 * margin on before typing the cost keeps the price already typed) or the margin is not valid.
 */
export function aplicarMargen(p: PreciosForm, tasa: string | null): PreciosForm {
  if (!p.margen_utilidad) return p;
  const costo = p.adquisicion.trim();
  const margen = p.utilidad.trim() || '0';
  if (!esMontoValido(costo) || !esMayorQue(costo, '0') || !esDecimalNoNegativo(margen, 4, 14)) return p;
  const valor = valorPorMargen(costo, margen, p.tipo_utilidad);
  return recalcularPrecios({ ...p, valor_unitario: valor, origen: 'valor' }, tasa);
}

/**
 * The amounts the API receives: only the one typed, exactly as typed; the server derives the other with
 * the rate in force, so a rate change between page load and saving cannot make them disagree.
 */
export function montosDeEntrada(p: PreciosForm): {
  valor_unitario: string | null;
  precio_unitario: string | null;
} {
  return p.origen === 'valor'
    ? { valor_unitario: p.valor_unitario.trim() || null, precio_unitario: null }
    : { valor_unitario: null, precio_unitario: p.precio_unitario.trim() || null };
}
