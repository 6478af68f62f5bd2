import { describe, expect, it } from 'vitest';
import { type PagoTrabajador, reporteTransferencias } from './reporte-transferencias.ts';

const pago = (
  documento: string,
  banco: string | null,
  cuenta: string | null,
  neto: string,
): PagoTrabajador => ({
  documento,
  trabajador: `T${documento}`,
  banco,
  cuenta,
  neto,
});

const filas = (pagos: PagoTrabajador[]) =>
  reporteTransferencias('202601', pagos).filas.map((f) => [f.enfasis === true, ...f.celdas]);

describe('reporteTransferencias', () => {
  it.each([
    [
      'banks in alphabetical order, each with its total, then the whole',
      [
        pago('2', 'INTERBANK', '200', '100.10'),
        pago('1', 'BCP', '191', '50'),
        pago('3', 'BCP', '192', '0.90'),
      ],
      [
        [true, 'BCP', '', '', '', ''],
        [false, 'BCP', '1', 'T1', '191', '50'],
        [false, 'BCP', '3', 'T3', '192', '0.90'],
        [true, 'Total BCP', '', '2 trabajador(es)', '', '50.90'],
        [true, 'INTERBANK', '', '', '', ''],
        [false, 'INTERBANK', '2', 'T2', '200', '100.10'],
        [true, 'Total INTERBANK', '', '1 trabajador(es)', '', '100.10'],
        [true, 'TOTAL', '', '3 trabajador(es)', '', '151.00'],
      ],
    ],
    [
      'a bank without account, or an account without bank, is listed apart',
      [pago('1', 'BCP', null, '10'), pago('2', null, '123', '20'), pago('3', '  ', '  ', '30')],
      [
        [true, 'SIN CUENTA BANCARIA', '', '', '', ''],
        [false, 'BCP', '1', 'T1', '', '10'],
        [false, '', '2', 'T2', '123', '20'],
        [false, '  ', '3', 'T3', '  ', '30'],
        [true, 'Total SIN CUENTA BANCARIA', '', '3 trabajador(es)', '', '60.00'],
        [true, 'TOTAL', '', '3 trabajador(es)', '', '60.00'],
      ],
    ],
    ['no workers: only the total', [], [[true, 'TOTAL', '', '0 trabajador(es)', '', '0.00']]],
  ])('%s', (_, pagos, esperado) => expect(filas(pagos)).toEqual(esperado));

  it('names the report by the period', () => {
    const r = reporteTransferencias('202603', []);
    expect([r.titulo, r.archivo]).toEqual(['Transferencias bancarias 03/2026', 'transferencias-202603']);
  });
});
