import { describe, expect, it } from 'vitest';
import { asientoCostoVentas } from './asiento-costo-ventas.ts';

const lados = (ls: ReturnType<typeof asientoCostoVentas>) => ls.map((l) => [l.cuenta, l.debe, l.haber]);

describe('asientoCostoVentas', () => {
  it('debits each cost account and credits each stock account with its products’ sum', () => {
    expect(
      lados(
        asientoCostoVentas([
          { cuentaCosto: '69111', cuentaExistencia: '20111', importe: '115.00' },
          { cuentaCosto: '69111', cuentaExistencia: '20111', importe: '20.50' },
          { cuentaCosto: '69111', cuentaExistencia: '2411', importe: '10' },
        ]),
      ),
    ).toEqual([
      ['69111', '145.50', '0.00'],
      ['20111', '0.00', '135.50'],
      ['2411', '0.00', '10.00'],
    ]);
  });

  it('credits the cost back when returns outweigh sales, and leaves out what nets to zero', () => {
    expect(
      lados(
        asientoCostoVentas([
          { cuentaCosto: '69111', cuentaExistencia: '20111', importe: '-23.00' },
          { cuentaCosto: '69112', cuentaExistencia: '20112', importe: '5' },
          { cuentaCosto: '69112', cuentaExistencia: '20112', importe: '-5' },
        ]),
      ),
    ).toEqual([
      ['69111', '0.00', '23.00'],
      ['20111', '23.00', '0.00'],
    ]);
  });
});
