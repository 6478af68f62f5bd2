import { describe, expect, it } from 'vitest';
import { limpiarDecimal } from './decimal-texto';

describe('limpiarDecimal', () => {
  it('keeps digits and one point; a comma is the point', () => {
    expect(limpiarDecimal('1,5')).toBe('1.5');
    expect(limpiarDecimal('1.2.3')).toBe('1.23');
    expect(limpiarDecimal('S/ 12a')).toBe('12');
    expect(limpiarDecimal('.5')).toBe('.5');
  });
});
