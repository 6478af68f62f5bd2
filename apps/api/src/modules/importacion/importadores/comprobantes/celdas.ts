import { esDecimalNoNegativo, normalizarDecimal } from '@kipu/peru';
import { PLAZOS_SUNAT } from '@kipu/peru/sunat/plazos';
import { GraphQLError } from 'graphql';
import { leerFecha } from '../../../../infra/excel/leer-celdas.ts';
import { validarFechaEmision } from '../../../facturacion/guardar-comprobante.ts';

/** A cell read: its value, or the Spanish message of what is wrong with it. */
export type Celda<T> = { valor: T } | { error: string };

/** A cell typed in a General (not text) cell loses its leading zero: 1 is the factura's 01. */
const TIPOS: Readonly<Record<string, '01' | '03'>> = {
  '01': '01',
  '1': '01',
  FACTURA: '01',
  '03': '03',
  '3': '03',
  BOLETA: '03',
};

export function tipoDeComprobante(texto: string): Celda<'01' | '03'> {
  if (!texto) return { error: 'Indique el tipo de comprobante: 01 factura o 03 boleta' };
  const tipo = TIPOS[texto.toUpperCase()];
  return tipo ? { valor: tipo } : { error: `El tipo "${texto}" no es válido: use 01 factura o 03 boleta` };
}

/** The issue date: today when empty; then emission's own rule (never future, within SUNAT's deadline). */
export function fechaDeEmision(texto: string, hoy: string): Celda<string> {
  if (!texto) return { valor: hoy };
  const fecha = leerFecha(texto);
  if (!fecha) return { error: `La fecha de emisión "${texto}" no es válida (use AAAA-MM-DD o DD/MM/AAAA)` };
  try {
    return { valor: validarFechaEmision(fecha, hoy, PLAZOS_SUNAT.factura) };
  } catch (e) {
    if (e instanceof GraphQLError) return { error: e.message };
    throw e;
  }
}

export function moneda(texto: string): Celda<'PEN' | 'USD'> {
  const m = texto.toUpperCase() || 'PEN';
  return m === 'PEN' || m === 'USD'
    ? { valor: m }
    : { error: `La moneda "${texto}" no es válida: use PEN o USD` };
}

/** An amount typed with a decimal point; `cero` says whether zero is allowed. */
export function importe(texto: string, nombre: string, cero = true): Celda<string> {
  const valor = esDecimalNoNegativo(texto) ? normalizarDecimal(texto) : undefined;
  if (valor === undefined || (!cero && valor === '0'))
    return {
      error: `${nombre} debe ser un número ${cero ? 'no negativo' : 'mayor que cero'} con punto decimal (dice "${texto}")`,
    };
  return { valor };
}

const sinTildes = (t: string) =>
  t
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export type FormaPagoDeCelda =
  | { tipo: 'contado' }
  | { tipo: 'credito'; cuotas: { monto: string; vencimiento: string }[] };

/**
 * The payment form and its instalments: 'contado' (the default for facturas) or 'credito' with
 * `cuotas` written as vencimiento:monto pairs separated by ';' (2026-12-31:500.00; 2027-01-31:500.00).
 */
export function formaDePago(texto: string, cuotas: string): Celda<FormaPagoDeCelda> {
  const tipo = sinTildes(texto) || 'contado';
  if (tipo === 'contado') {
    return cuotas ? { error: 'Las cuotas solo se indican con forma de pago crédito' } : { valor: { tipo } };
  }
  if (tipo !== 'credito') return { error: `La forma de pago "${texto}" no es válida: use contado o crédito` };
  if (!cuotas) return { error: 'El pago al crédito requiere sus cuotas (vencimiento:monto; …)' };
  const leidas: { monto: string; vencimiento: string }[] = [];
  for (const [i, parte] of cuotas.split(';').entries()) {
    const [fecha = '', monto = ''] = parte.trim().split(/\s*:\s*/);
    const vencimiento = leerFecha(fecha);
    if (!vencimiento || !esDecimalNoNegativo(monto))
      return {
        error: `Cuota ${i + 1} "${parte.trim()}" no es válida: escriba vencimiento:monto separadas por punto y coma (2026-12-31:500.00; 2027-01-31:500.00)`,
      };
    leidas.push({ vencimiento, monto: normalizarDecimal(monto) });
  }
  return { valor: { tipo, cuotas: leidas } };
}
