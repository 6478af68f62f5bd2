import { describe, expect, it } from 'vitest';
import { validarAsiento } from '../asiento.ts';
import { asientoDeLiquidacionIgv, type ImportesAsientoLiquidacion } from './asiento-liquidacion.ts';

const CUENTAS = { igv: '40111', noDomiciliados: '40112', percepciones: '40113', retenciones: '40114' };
const ceros: ImportesAsientoLiquidacion = {
  igvMixta: '0.00',
  creditoMixta: '0.00',
  noDomiciliados: '0.00',
  percepciones: '0.00',
  retenciones: '0.00',
};
const lados = (i: Partial<ImportesAsientoLiquidacion>) =>
  asientoDeLiquidacionIgv({ ...ceros, ...i }, CUENTAS).map((m) => [m.cuenta, m.debe, m.haber]);

describe('asientoDeLiquidacionIgv', () => {
  it('splits the mixta IGV by the prorrata and empties 40112–40114 into 40111', () => {
    const i = {
      igvMixta: '180.00',
      creditoMixta: '135.00',
      noDomiciliados: '90.00',
      percepciones: '20.00',
      retenciones: '30.00',
    };
    expect(lados(i)).toEqual([
      ['40111', '135.00', '0.00'],
      ['6411', '45.00', '0.00'],
      ['40117', '0.00', '180.00'],
      ['40111', '90.00', '0.00'],
      ['40112', '0.00', '90.00'],
      ['40111', '20.00', '0.00'],
      ['40113', '0.00', '20.00'],
      ['40111', '30.00', '0.00'],
      ['40114', '0.00', '30.00'],
    ]);
    expect(validarAsiento(asientoDeLiquidacionIgv({ ...ceros, ...i }, CUENTAS))).toBeUndefined();
  });

  it('has nothing to move when the month has none of those amounts', () => {
    expect(lados({})).toEqual([]);
  });

  it('reverses the sides for a negative mixta IGV (credit notes)', () => {
    expect(lados({ igvMixta: '-18.00', creditoMixta: '-18.00' })).toEqual([
      ['40111', '0.00', '18.00'],
      ['40117', '18.00', '0.00'],
    ]);
  });
});
