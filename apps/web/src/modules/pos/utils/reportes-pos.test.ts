import { describe, expect, it } from 'vitest';
import { rangoDelMes, totalesVentas, totalRanking } from './reportes-pos';

describe('POS reports', () => {
  it('covers from the first of the month to today', () => {
    expect(rangoDelMes('2026-11-24')).toEqual({ desde: '2026-11-01', hasta: '2026-11-24' });
  });

  it('adds orders and amounts exactly, without float drift', () => {
    expect(
      totalesVentas([
        { pedidos: 3, total: '0.10' },
        { pedidos: 2, total: '0.20' },
        { pedidos: 1, total: '1234.5' },
      ]),
    ).toEqual({ pedidos: 6, total: '1234.80' });
    expect(totalesVentas([])).toEqual({ pedidos: 0, total: '0.00' });
    expect(totalRanking([{ importe: '10.10' }, { importe: '5.05' }])).toEqual('15.15');
  });
});
