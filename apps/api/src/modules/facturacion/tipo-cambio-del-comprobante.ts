import type { Db } from '@kipu/db';
import { entradaInvalida } from '../../shared/errores.ts';
import { tipoCambioDelDia } from '../consultas/tipo-cambio.ts';
import type { EmitirComprobanteInput } from './entrada-comprobante.ts';

const aDdMmAaaa = (fecha: string) => fecha.split('-').reverse().join('/');

/**
 * A document in dollars carries its exchange rate: the one the user gave, else SUNAT's venta rate of its
 * date as stored; with neither it cannot be read in soles (S/ 700 rule, detracción, the books).
 */
export async function conTipoCambio(
  db: Db,
  input: EmitirComprobanteInput,
  fecha: string,
): Promise<EmitirComprobanteInput> {
  if ((input.moneda ?? 'PEN') === 'PEN' || input.tipo_cambio?.trim()) return input;
  const publicado = await tipoCambioDelDia(db, fecha, input.moneda ?? 'USD');
  if (!publicado)
    throw entradaInvalida(
      `No hay tipo de cambio registrado para el ${aDdMmAaaa(fecha)}: indíquelo en el comprobante`,
    );
  return { ...input, tipo_cambio: publicado.venta };
}
