import { describe, expect, it } from 'vitest';
import { resumirConciliacion } from './resumen-conciliacion.ts';

describe('reconciliation summary', () => {
  it.each([
    {
      caso: 'a cheque not cashed and a commission not posted explain the difference',
      entrada: {
        saldoLibros: '4590.00',
        saldoExtracto: '5165.00',
        libroPendiente: ['-590.00'],
        extractoPendiente: ['-15.00'],
      },
      esperado: {
        chequesNoCobrados: '590.00',
        cargosNoRegistrados: '15.00',
        saldoLibrosConciliado: '4575.00',
        saldoExtractoConciliado: '4575.00',
        diferencia: '0.00',
        conciliado: true,
      },
    },
    {
      caso: 'a deposit in transit and interest credited by the bank',
      entrada: {
        saldoLibros: '1500.00',
        saldoExtracto: '1002.50',
        libroPendiente: ['500.00'],
        extractoPendiente: ['2.50'],
      },
      esperado: {
        depositosEnTransito: '500.00',
        abonosNoRegistrados: '2.50',
        diferencia: '0.00',
        conciliado: true,
      },
    },
    {
      caso: 'an unexplained difference is left',
      entrada: { saldoLibros: '100.00', saldoExtracto: '90.00', libroPendiente: [], extractoPendiente: [] },
      esperado: { diferencia: '10.00', conciliado: false },
    },
    {
      caso: 'everything matched: the balances agree',
      entrada: { saldoLibros: '-0.00', saldoExtracto: '0', libroPendiente: [], extractoPendiente: [] },
      esperado: {
        saldoLibros: '0.00',
        depositosEnTransito: '0.00',
        cargosNoRegistrados: '0.00',
        diferencia: '0.00',
      },
    },
  ])('$caso', ({ entrada, esperado }) => {
    expect(resumirConciliacion(entrada)).toMatchObject(esperado);
  });
});
