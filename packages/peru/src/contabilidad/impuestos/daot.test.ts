import { describe, expect, it } from 'vitest';
import { type OperacionDaot, tercerosDaot } from './daot.ts';

const UIT = '5500.00'; // 2 UIT = 11,000
const op = (numero: string, base: string, igv: string, noGravada = '0.00', tipo = '6'): OperacionDaot => ({
  tipoDocumento: tipo,
  numeroDocumento: numero,
  nombre: `Tercero ${numero}`,
  base,
  igv,
  noGravada,
});

describe('tercerosDaot', () => {
  it('sums each third party’s documents and keeps those above 2 UIT, largest first', () => {
    const terceros = tercerosDaot(
      [
        op('20100070970', '6000.00', '1080.00'),
        op('20100070970', '5000.01', '900.00'),
        op('20131312955', '11000.00', '1980.00'), // exactly 2 UIT: not above
        op('20601234565', '8000.00', '1440.00', '4000.00'),
        op('20601234565', '-500.00', '-90.00'), // a credit note subtracts
      ],
      UIT,
    );
    expect(terceros.map((t) => [t.numeroDocumento, t.documentos, t.monto, t.igv, t.total])).toEqual([
      ['20601234565', 2, '11500.00', '1350.00', '12850.00'],
      ['20100070970', 2, '11000.01', '1980.00', '12980.01'],
    ]);
  });

  it('leaves out documents without the third party’s identity', () => {
    expect(
      tercerosDaot(
        [op('00000000', '20000.00', '0.00', '0.00', '0'), op('', '20000.00', '0.00', '0.00', '1')],
        UIT,
      ),
    ).toEqual([]);
  });

  it('counts non-taxed values in the amount compared, never the IGV', () => {
    expect(tercerosDaot([op('46779354', '0.00', '0.00', '11000.01', '1')], UIT)).toHaveLength(1);
    expect(tercerosDaot([op('46779354', '10000.00', '1800.00', '0.00', '1')], UIT)).toHaveLength(0);
  });
});
