import type { ComprobanteCalculado } from '@kipu/peru';
import { montoQr } from './formato.ts';

/**
 * The SUNAT QR of a printed representation:
 * RUC|TIPO|SERIE|NUMERO|MTO IGV|MTO TOTAL|FECHA EMISION|TIPO DOC ADQUIRENTE|NUM DOC ADQUIRENTE|HASH|
 * (amounts with two decimals and no grouping, date YYYY-MM-DD, closed by a pipe).
 */
export function textoQrSunat(calculado: ComprobanteCalculado, rucEmisor: string, hash: string): string {
  const e = calculado.entrada;
  const campos = [
    rucEmisor,
    e.tipo,
    e.serie,
    String(e.numero),
    montoQr(calculado.igv),
    montoQr(calculado.importeTotal),
    e.fecha,
    e.cliente.tipoDocumento,
    e.cliente.numero,
    hash,
  ];
  // A pipe inside a value would shift every later field for whoever reads the code.
  return `${campos.map((c) => c.replaceAll('|', '').trim()).join('|')}|`;
}
