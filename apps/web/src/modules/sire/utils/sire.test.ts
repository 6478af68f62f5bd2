import { describe, expect, it } from 'vitest';
import { comprobanteSire, esTolerancia, importeDe, importesNoCero, nombreCampoSire } from './sire';

describe('SIRE screen helpers', () => {
  it('reads the amount of a field and keeps only the sums that are not zero', () => {
    const lista = [
      { campo: 'baseGravada', importe: '300.00' },
      { campo: 'exportacion', importe: '0.00' },
      { campo: 'total', importe: '-354.01' },
    ];
    expect(importeDe(lista, 'total')).toBe('-354.01');
    expect(importeDe(lista, 'igv')).toBe('0.00');
    expect(importesNoCero(lista).map((i) => i.campo)).toEqual(['baseGravada', 'total']);
  });

  it('names a comprobante or a range of boletas and the fields of a difference', () => {
    expect(comprobanteSire({ serie: 'F001', numero: '2' })).toBe('F001-2');
    expect(comprobanteSire({ serie: 'B001', numero: '1', numero_final: '20' })).toBe('B001-1 al 20');
    expect(nombreCampoSire('total')).toBe('Total');
    expect(nombreCampoSire('campoNuevo')).toBe('campoNuevo');
  });

  it('accepts an empty or non-negative tolerance with up to two decimals', () => {
    expect(['', '0', '0.05', '1.5'].every(esTolerancia)).toBe(true);
    expect(['-1', 'abc', '0.001'].some(esTolerancia)).toBe(false);
  });
});
