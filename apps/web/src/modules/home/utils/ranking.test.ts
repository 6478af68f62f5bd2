import { describe, expect, it } from 'vitest';
import { datosDelRanking, etiquetaCorta, rangoDelPeriodo } from './ranking';

describe('dashboard rankings', () => {
  it('covers the whole month of the company period, leap years included', () => {
    expect(rangoDelPeriodo('2028-02')).toEqual({ inicio: '2028-02-01', fin: '2028-02-29' });
    expect(rangoDelPeriodo('2026-02')).toEqual({ inicio: '2026-02-01', fin: '2026-02-28' });
    expect(rangoDelPeriodo('2026-11')).toEqual({ inicio: '2026-11-01', fin: '2026-11-30' });
    expect(rangoDelPeriodo('2026-13')).toBeNull();
    expect(rangoDelPeriodo(null)).toBeNull();
  });

  it('cuts labels at 15 characters and keeps the full ones for the tooltip', () => {
    expect(etiquetaCorta('P1 Arroz extra 5 kg')).toBe('P1 Arroz extra …');
    expect(etiquetaCorta('Aceite')).toBe('Aceite');
    const d = datosDelRanking({ labels: ['SUPERMERCADOS PERUANOS S.A.'], series: ['256.06'] }, 'Ventas');
    expect(d.labels).toEqual(['SUPERMERCADOS P…']);
    expect(d.completas).toEqual(['SUPERMERCADOS PERUANOS S.A.']);
    expect(d.datasets[0]?.data).toEqual([256.06]);
  });
});
