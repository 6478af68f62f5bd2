import { tasaIgv } from '@kipu/peru/tributos/igv';
import { esFecha } from '@kipu/peru/ubl/partes';
import Decimal from 'decimal.js';
import { entradaInvalida } from '../../../shared/errores.ts';

/** What registering a purchase and a sale check alike in the document typed. */

export const texto = (v: string | null | undefined) => (v ?? '').trim();
export const SERIE = /^[A-Z0-9-]{1,20}$/;

/** Numbers are compared without leading zeros: 00000123 and 123 are the same document. */
export const numeroNormalizado = (numero: string) => {
  const n = texto(numero).toUpperCase();
  return /^\d+$/.test(n) ? n.replace(/^0+(?=\d)/, '') : n;
};

/** IGV + IPM of the date: the general rate, or the reduced one of MYPE restaurants and hotels. */
export function tasaDe(pedida: string | null | undefined, fecha: string): string {
  const general = tasaIgv(fecha).total;
  const t = texto(pedida);
  if (!t) return general;
  const reducida = tasaIgv(fecha, 'restaurantes_hoteles_mype').total;
  const valida = [general, reducida].find((v) => /^\d+(\.\d+)?$/.test(t) && new Decimal(v).eq(t));
  if (!valida)
    throw entradaInvalida(
      `La tasa del IGV del ${fecha} es ${general}%${reducida === general ? '' : ` (o ${reducida}% de restaurantes y hoteles MYPE)`}`,
    );
  return valida;
}

/** The document's currency and its rate to soles (three decimals, SUNAT's); 1 for soles. */
export function monedaYCambio(
  moneda: string | null | undefined,
  tipoCambio: string | null | undefined,
): { moneda: 'PEN' | 'USD'; tipoCambio: string } {
  const m = texto(moneda) || 'PEN';
  if (m !== 'PEN' && m !== 'USD') throw entradaInvalida('La moneda debe ser PEN o USD');
  const tc = texto(tipoCambio);
  if (m === 'USD' && (!/^\d{1,4}(\.\d{1,3})?$/.test(tc) || new Decimal(tc).lte(0)))
    throw entradaInvalida('Indique el tipo de cambio del comprobante en dólares (hasta 3 decimales)');
  return { moneda: m, tipoCambio: m === 'USD' ? new Decimal(tc).toFixed(3) : '1.000' };
}

/** The accounting date: the emission's in its own month, else the first day of the period noted in. */
export const fechaContableDe = (fechaEmision: string, periodo: string) =>
  periodo === `${fechaEmision.slice(0, 4)}${fechaEmision.slice(5, 7)}`
    ? fechaEmision
    : `${periodo.slice(0, 4)}-${periodo.slice(4)}-01`;

/** The emission date: a real date, not after today in Lima. */
export function fechaEmisionDe(valor: string | null | undefined, hoy: string): string {
  const fecha = texto(valor);
  if (!esFecha(fecha)) throw entradaInvalida('La fecha de emisión no es válida');
  if (fecha > hoy) throw entradaInvalida('La fecha de emisión no puede ser posterior a hoy');
  return fecha;
}

/** The due date: empty, or a date on or after the emission. */
export function fechaVencimientoDe(valor: string | null | undefined, fechaEmision: string): string | null {
  const fecha = texto(valor);
  if (fecha && (!esFecha(fecha) || fecha < fechaEmision))
    throw entradaInvalida('La fecha de vencimiento no es válida o es anterior a la emisión');
  return fecha || null;
}
