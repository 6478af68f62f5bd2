import { describe, expect, it } from 'vitest';
import { saldoTexto } from './saldo';

describe('saldoTexto', () => {
  it('writes a debit balance with D, a credit balance with A and zero bare', () => {
    expect(saldoTexto('1234.50')).toBe('1,234.50 D');
    expect(saldoTexto('-27.00')).toBe('27.00 A');
    expect(saldoTexto('0.00')).toBe('0.00');
    expect(saldoTexto('-0.00')).toBe('0.00');
  });
});
