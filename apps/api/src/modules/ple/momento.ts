import type { MomentoAsiento } from '@kipu/peru/ple/index';

/** Operation kinds 6 (opening inventory) and 7 (closing) are the year's opening and closing asientos. */
export const momentoDe = (tipoOperacion: number): MomentoAsiento =>
  tipoOperacion === 6 ? 'apertura' : tipoOperacion === 7 ? 'cierre' : 'movimiento';

/**
 * The period field 1 of a line carries: the operation's, except for estados 8 and 9 (an operation of an
 * earlier period, noted late or adjusted), which carry the month of the document when it is earlier.
 */
export function periodoDeLinea(op: {
  periodo: string;
  estadoPle: string;
  fechaEmision: string | null;
}): string {
  if (op.estadoPle !== '8' && op.estadoPle !== '9') return op.periodo;
  const delDocumento = op.fechaEmision?.slice(0, 7).replace('-', '');
  return delDocumento && delDocumento < op.periodo ? delDocumento : op.periodo;
}

/** SUNAT's estados of the journal: 8 and 9 as the operation has them, otherwise 1. */
export const estadoDiario = (estadoPle: string): string =>
  estadoPle === '8' || estadoPle === '9' ? estadoPle : '1';
