import { type BoletaMensual, escalaQuintaVigente, type RetencionQuinta } from '@kipu/peru';
import { describe, expect, it } from 'vitest';
import { type BoletaQuinta, reporteQuinta } from './reporte-quinta.ts';

const escala = escalaQuintaVigente('2026-01-01');

/** A payslip whose stored quinta detail is the given one (UIT 5,500: 7 UIT = 38,500). */
function conQuinta(
  documento: string,
  quinta: Partial<RetencionQuinta> | null,
  anteriores: string[] = [],
  otros: { ingresos: string; retenciones: string } | null = null,
): BoletaQuinta {
  return {
    documento,
    trabajador: `T${documento}`,
    boleta: {
      quinta: quinta && { deduccion7Uit: '38500.00', ...quinta },
    } as BoletaMensual,
    retencionesAnteriores: anteriores,
    otrosEmpleadores: otros,
  };
}

describe('reporteQuinta', () => {
  it.each([
    [
      // 62,000 projected (20,000 of them elsewhere) − 38,500 = 23,500, all at 8 %: 1,880.00 ÷ 12.
      'a January with another employer’s income',
      conQuinta(
        '1',
        {
          rentaBrutaProyectada: '62000.00',
          rentaNetaProyectada: '23500.00',
          impuestoAnualProyectado: '1880.00',
          retencion: '156.67',
        },
        [],
        { ingresos: '20000', retenciones: '500' },
      ),
      [
        '62000.00',
        '20000.00',
        '38500.00',
        '23500.00',
        '1880.00',
        '0.00',
        '0.00',
        '0.00',
        '0.00',
        '1880.00',
        '0.00',
        '500.00',
        '156.67',
        '656.67',
      ],
    ],
    [
      // 100,000 net: 27,500 × 8 % = 2,200 and 72,500 × 14 % = 10,150.
      'an April after three withheld months',
      conQuinta(
        '2',
        {
          rentaBrutaProyectada: '138500.00',
          rentaNetaProyectada: '100000.00',
          impuestoAnualProyectado: '12350.00',
          retencion: '1029.17',
        },
        ['1029.17', '1029.17', '1029.17'],
      ),
      [
        '138500.00',
        '0.00',
        '38500.00',
        '100000.00',
        '2200.00',
        '10150.00',
        '0.00',
        '0.00',
        '0.00',
        '12350.00',
        '3087.51',
        '0.00',
        '1029.17',
        '4116.68',
      ],
    ],
    ['a payslip without quinta', conQuinta('3', null), Array.from({ length: 14 }, () => '0.00')],
  ])('%s', (_, boleta, montos) => {
    const r = reporteQuinta('202604', [boleta], escala);
    expect(r.filas[0]?.celdas).toEqual([boleta.documento, boleta.trabajador, ...montos]);
    expect(r.filas[1]).toEqual({ celdas: ['', 'TOTALES', ...montos], enfasis: true });
  });

  it('has a column per band of the scale', () => {
    const r = reporteQuinta('202601', [], escala);
    expect(r.columnas.map((c) => c.encabezado).filter((e) => e.startsWith('Tramo'))).toEqual([
      'Tramo 8 %',
      'Tramo 14 %',
      'Tramo 17 %',
      'Tramo 20 %',
      'Tramo 30 %',
    ]);
    expect(r.titulo).toBe('Renta de quinta categoría 01/2026');
  });
});
