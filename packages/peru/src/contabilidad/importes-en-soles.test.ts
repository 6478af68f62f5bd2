import { describe, expect, it } from 'vitest';
import { importesEnSoles } from './importes-en-soles.ts';

describe('importesEnSoles', () => {
  it('keeps soles as they are', () => {
    expect(importesEnSoles({ base: '100.00', igv: '18.00', total: '118.00' }, 'total', '1')).toEqual({
      base: '100.00',
      igv: '18.00',
      total: '118.00',
    });
  });

  it('converts each amount and lets the largest part absorb the rounding cent', () => {
    // 33.33 × 3.755 = 125.154 → 125.15; 6 × 3.755 = 22.53; 39.33 × 3.755 = 147.684 → 147.68.
    expect(importesEnSoles({ base: '33.33', igv: '6.00', total: '39.33' }, 'total', '3.755')).toEqual({
      base: '125.15',
      igv: '22.53',
      total: '147.68',
    });
    // 0.05 × 3.333 = 0.16665 → 0.17 twice = 0.34, but 0.10 × 3.333 = 0.33: the first largest part gives a cent back.
    expect(importesEnSoles({ a: '0.05', b: '0.05', total: '0.10' }, 'total', '3.333')).toEqual({
      a: '0.16',
      b: '0.17',
      total: '0.33',
    });
  });

  it('compares amounts as numbers, not as text', () => {
    // 2 × 3.333 = 6.666 → 6.67 and 3.02 × 3.333 = 10.06566 → 10.07 add 16.74, the total 16.73: 10.07 gives the cent.
    expect(importesEnSoles({ a: '2.00', b: '3.02', total: '5.02' }, 'total', '3.333')).toEqual({
      a: '6.67',
      b: '10.06',
      total: '16.73',
    });
  });

  it('converts a credit note’s negative amounts the same way', () => {
    expect(importesEnSoles({ base: '-33.33', igv: '-6.00', total: '-39.33' }, 'total', '3.755')).toEqual({
      base: '-125.15',
      igv: '-22.53',
      total: '-147.68',
    });
  });
});
