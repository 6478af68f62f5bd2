import { describe, expect, it } from 'vitest';
import { esCero, formatoDecimal, formatoMonto, montoQr } from '../../src/modules/facturacion/pdf/formato.ts';

describe('formato of the printed representation', () => {
  it('formats decimal strings es-PE with two decimals, rounding half up without floats', () => {
    expect(formatoMonto('1180')).toBe('1,180.00');
    expect(formatoMonto('1234567.895')).toBe('1,234,567.90');
    expect(formatoMonto('0.005')).toBe('0.01');
    expect(formatoMonto('-12.5')).toBe('-12.50');
    expect(formatoMonto('-0.001')).toBe('0.00');
    expect(formatoMonto('999.999')).toBe('1,000.00');
  });

  it('prints unit values with 2 to 4 decimals and QR amounts without grouping', () => {
    expect(formatoDecimal('13.1355932203', 2, 4)).toBe('13.1356');
    expect(formatoDecimal('50.0000000000', 2, 4)).toBe('50.00');
    expect(formatoDecimal('10.5', 0, 2)).toBe('10.5');
    expect(formatoDecimal('18', 0, 2)).toBe('18');
    expect(montoQr('1180')).toBe('1180.00');
  });

  it('tells zero amounts apart', () => {
    expect(esCero('0.00')).toBe(true);
    expect(esCero('0')).toBe(true);
    expect(esCero(undefined)).toBe(true);
    expect(esCero('0.01')).toBe(false);
  });
});
