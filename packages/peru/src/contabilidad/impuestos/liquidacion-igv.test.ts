import { describe, expect, it } from 'vitest';
import {
  type EntradaLiquidacionIgv,
  liquidarIgv,
  liquidarMeses,
  prorrataDeVentas,
  SIN_SALDOS,
} from './liquidacion-igv.ts';

const mes = (m: Partial<EntradaLiquidacionIgv>): EntradaLiquidacionIgv => ({
  debitoFiscal: '0.00',
  creditoGravadas: '0.00',
  igvMixta: '0.00',
  prorrata: '1',
  creditoNoDomiciliados: '0.00',
  percepciones: '0.00',
  retenciones: '0.00',
  anterior: SIN_SALDOS,
  ...m,
});

describe('liquidarIgv', () => {
  it.each<[string, Partial<EntradaLiquidacionIgv>, string, string, string]>([
    // débito, crédito → resultante, a pagar, crédito que pasa
    [
      'débito mayor que crédito',
      { debitoFiscal: '360.00', creditoGravadas: '234.00' },
      '126.00',
      '126.00',
      '0.00',
    ],
    [
      'crédito mayor: saldo a favor',
      { debitoFiscal: '180.00', creditoGravadas: '234.00' },
      '-54.00',
      '0.00',
      '54.00',
    ],
    [
      'saldo anterior aplicado en parte',
      { debitoFiscal: '360.00', creditoGravadas: '200.00', anterior: { ...SIN_SALDOS, credito: '100.00' } },
      '160.00',
      '60.00',
      '0.00',
    ],
    [
      'saldo anterior mayor que el tributo',
      { debitoFiscal: '360.00', creditoGravadas: '200.00', anterior: { ...SIN_SALDOS, credito: '500.00' } },
      '160.00',
      '0.00',
      '340.00',
    ],
    [
      'no domiciliados suman al crédito',
      { debitoFiscal: '360.00', creditoGravadas: '100.00', creditoNoDomiciliados: '90.00' },
      '170.00',
      '170.00',
      '0.00',
    ],
  ])('%s', (_caso, e, resultante, pagar, credito) => {
    const l = liquidarIgv(mes(e));
    expect([l.tributoResultante, l.igvAPagar, l.siguiente.credito]).toEqual([resultante, pagar, credito]);
  });

  it('applies the saldo a favor, then percepciones, then retenciones, carrying what is left of each', () => {
    const l = liquidarIgv(
      mes({
        debitoFiscal: '1000.00',
        creditoGravadas: '600.00',
        percepciones: '150.00',
        retenciones: '300.00',
        anterior: { credito: '100.00', percepciones: '20.00', retenciones: '0.00' },
      }),
    );
    // 1000 − 600 = 400; − 100 saldo = 300; − 170 percepciones = 130; − 130 of 300 retenciones = 0.
    expect(l).toMatchObject({
      tributoResultante: '400.00',
      creditoAplicado: '100.00',
      percepcionesAplicadas: '170.00',
      retencionesAplicadas: '130.00',
      igvAPagar: '0.00',
      siguiente: { credito: '0.00', percepciones: '0.00', retenciones: '170.00' },
    });
  });

  it('keeps percepciones for later when the month leaves a saldo a favor', () => {
    const l = liquidarIgv(mes({ debitoFiscal: '100.00', creditoGravadas: '150.00', percepciones: '40.00' }));
    expect(l.siguiente).toEqual({ credito: '50.00', percepciones: '40.00', retenciones: '0.00' });
    expect(l.percepcionesAplicadas).toBe('0.00');
  });

  it('credits the mixta IGV by the prorrata; the rest is not credit', () => {
    const l = liquidarIgv(
      mes({ debitoFiscal: '500.00', creditoGravadas: '100.00', igvMixta: '180.00', prorrata: '0.7500' }),
    );
    expect([l.creditoMixta, l.igvMixtaSinCredito, l.creditoFiscal, l.igvAPagar]).toEqual([
      '135.00',
      '45.00',
      '235.00',
      '265.00',
    ]);
  });
});

describe('prorrataDeVentas', () => {
  it.each<[string, { gravadas: string; exportaciones: string; noGravadas: string }[], string]>([
    ['solo gravadas', [{ gravadas: '1000', exportaciones: '0', noGravadas: '0' }], '1.0000'],
    ['3 de 4', [{ gravadas: '3000', exportaciones: '0', noGravadas: '1000' }], '0.7500'],
    [
      'exportaciones cuentan como gravadas, doce meses sumados',
      [
        { gravadas: '1000', exportaciones: '0', noGravadas: '500' },
        { gravadas: '0', exportaciones: '1000', noGravadas: '500' },
      ],
      '0.6667',
    ],
    ['sin ventas', [], '0.0000'],
    ['solo no gravadas', [{ gravadas: '0', exportaciones: '0', noGravadas: '800' }], '0.0000'],
  ])('%s → %s', (_caso, meses, esperado) => {
    expect(prorrataDeVentas(meses)).toBe(esperado);
  });
});

describe('liquidarMeses', () => {
  it('carries the credit of one month into the next', () => {
    const [enero, febrero, marzo] = liquidarMeses([
      mes({ debitoFiscal: '180.00', creditoGravadas: '450.00' }),
      mes({ debitoFiscal: '360.00', creditoGravadas: '36.00' }),
      mes({ debitoFiscal: '90.00' }),
    ]);
    expect([enero?.igvAPagar, enero?.siguiente.credito]).toEqual(['0.00', '270.00']);
    // 360 − 36 = 324; − 270 carried = 54 to pay.
    expect([febrero?.creditoAplicado, febrero?.igvAPagar, febrero?.siguiente.credito]).toEqual([
      '270.00',
      '54.00',
      '0.00',
    ]);
    expect(marzo?.igvAPagar).toBe('90.00');
  });
});
