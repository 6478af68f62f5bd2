import Decimal from 'decimal.js';
import { dec } from './importes.ts';
import type { EscalaQuinta } from './parametros.ts';

/** One band of the art. 53 scale applied to a net income: how much of it falls in the band, and its tax. */
export type TramoAplicado = { tasa: string; hastaUit: string | null; base: Decimal; impuesto: Decimal };

/**
 * The net annual income split over the art. 53 bands, each with the part of the income it taxes and the
 * tax of that part (not rounded). Bands the income does not reach answer zero, so every band is listed.
 */
export function tramosQuinta(
  rentaNeta: Decimal.Value,
  uit: Decimal.Value,
  escala: EscalaQuinta,
): TramoAplicado[] {
  const renta = Decimal.max(dec(rentaNeta), 0);
  let piso = dec(0);
  return escala.tramos.map((tramo) => {
    const techo = tramo.hastaUit === null ? renta : Decimal.min(renta, dec(uit).times(tramo.hastaUit));
    const base = Decimal.max(techo.minus(piso), 0);
    piso = Decimal.max(piso, techo);
    return {
      tasa: tramo.tasa,
      hastaUit: tramo.hastaUit,
      base,
      impuesto: base.times(tramo.tasa).dividedBy(100),
    };
  });
}
