import { formatMonto } from '../../../ui/utils/montos';

/** A balance as accountants write it: the amount with D (deudor) or A (acreedor). */
export function saldoTexto(saldo: string): string {
  if (/^-?0(\.0+)?$/.test(saldo)) return '0.00';
  return saldo.startsWith('-') ? `${formatMonto(saldo.slice(1))} A` : `${formatMonto(saldo)} D`;
}
