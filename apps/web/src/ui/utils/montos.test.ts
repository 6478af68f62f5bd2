import { describe, expect, it } from 'vitest';
import { aCentimos, desdeCentimos, formatMonto, formatSoles, sumarMontos } from './montos';

describe('montos', () => {
  it('formats decimal strings with two decimals in es-PE', () => {
    expect(formatMonto('1234567.5')).toBe('1,234,567.50');
    expect(formatMonto('0')).toBe('0.00');
    expect(formatMonto('-12.345')).toBe('-12.35');
    expect(formatMonto('.5')).toBe('0.50');
    expect(formatMonto(' 10 ')).toBe('10.00');
    expect(formatSoles('1500')).toBe('S/ 1,500.00');
  });

  it('keeps every digit of large amounts (no float rounding)', () => {
    expect(formatMonto('90071992547409.93')).toBe('90,071,992,547,409.93');
  });

  it('gives an empty text for what is not an amount', () => {
    expect(formatMonto('')).toBe('');
    expect(formatMonto('abc')).toBe('');
    expect(formatMonto('1,5')).toBe('');
    expect(formatMonto(null)).toBe('');
  });

  it('adds exactly in céntimos', () => {
    expect(sumarMontos(['0.10', '0.20'])).toBe('0.30');
    expect(sumarMontos(['1500.005', '-0.01', 'x'])).toBe('1500.00');
    expect(aCentimos('12.345')).toBe(1235n);
    expect(aCentimos('-0.004')).toBe(0n);
    expect(desdeCentimos(-5n)).toBe('-0.05');
    expect(desdeCentimos(123456n)).toBe('1234.56');
  });
});
