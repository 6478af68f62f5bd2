import { describe, expect, it } from 'vitest';
import {
  esDecimalNoNegativo,
  normalizarDecimal,
  precioDesdeValor,
  preciosConsistentes,
  valorDesdePrecio,
  valorPorMargen,
} from './precio.ts';

describe('precio unitario ⇄ valor unitario', () => {
  it.each([
    ['100', '18', '118'],
    ['100', '0', '100'],
    ['100', '10.5', '110.5'],
    ['0.1', '18', '0.118'],
    ['33.3333333333', '18', '39.3333333333'],
    ['9999999999.9999999999', '18', '11799999999.9999999999'],
  ])('valor %s at %s%% → precio %s', (valor, tasa, precio) => {
    expect(precioDesdeValor(valor, tasa)).toBe(precio);
  });

  it.each([
    ['118', '18', '100'],
    ['100', '0', '100'],
    ['10', '18', '8.4745762712'],
    ['110.5', '10.5', '100'],
  ])('precio %s at %s%% → valor %s', (precio, tasa, valor) => {
    expect(valorDesdePrecio(precio, tasa)).toBe(valor);
  });

  it('gives the 2-decimal price back from a computed value', () => {
    for (const precio of ['10', '0.5', '19.9', '1234.56'])
      expect(preciosConsistentes(valorDesdePrecio(precio, '18'), precio, '18')).toBe(true);
  });
});

describe('preciosConsistentes (SUNAT tolerance: one cent on the 2-decimal price)', () => {
  it.each([
    ['100', '118', '18', true],
    ['100', '118.01', '18', true],
    ['100', '117.99', '18', true],
    ['100', '118.02', '18', false],
    ['100', '100', '18', false],
    ['100', '100', '0', true],
    ['100', '118', '0', false],
    ['8.4745762712', '10', '18', true],
    ['8.47', '10', '18', true], // 8.47 × 1.18 = 9.9946 → 9.99: one cent off, accepted
    ['8.46', '10', '18', false], // 9.9828 → 9.98: two cents off
  ])('valor %s, precio %s at %s%% → %s', (valor, precio, tasa, ok) => {
    expect(preciosConsistentes(valor, precio, tasa)).toBe(ok);
  });
});

describe('valorPorMargen', () => {
  it.each([
    ['80', '25', 'porcentaje', '100'],
    ['80', '20', 'monto', '100'],
    ['3.3333333333', '50', 'porcentaje', '5'],
    ['10', '0', 'porcentaje', '10'],
  ] as const)('cost %s plus %s (%s) → valor %s', (costo, utilidad, tipo, valor) => {
    expect(valorPorMargen(costo, utilidad, tipo)).toBe(valor);
  });
});

describe('decimal input', () => {
  it.each([
    ['12.5', true],
    ['0', true],
    ['0.0000000001', true],
    ['0.00000000001', false],
    ['-1', false],
    ['1e3', false],
    ['12,5', false],
    ['', false],
    ['12345678901', false],
    ['0001234567890', true],
  ])('%s → %s', (texto, ok) => {
    expect(esDecimalNoNegativo(texto)).toBe(ok);
  });

  it('respects the column of quantities (4 decimals)', () => {
    expect(esDecimalNoNegativo('1.2345', 4, 14)).toBe(true);
    expect(esDecimalNoNegativo('1.23456', 4, 14)).toBe(false);
  });

  it('normalises', () => {
    expect(normalizarDecimal(' 012.50 ')).toBe('12.5');
  });
});
