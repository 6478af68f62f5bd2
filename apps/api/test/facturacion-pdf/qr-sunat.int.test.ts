import { calcularComprobante } from '@kipu/peru';
import { EMISOR_PRUEBA, ESCENARIOS } from '@kipu/peru/ubl/escenarios';
import { describe, expect, it } from 'vitest';
import { textoQrSunat } from '../../src/modules/facturacion/pdf/qr-sunat.ts';

const HASH = 'qn3BpXcD1gmQ4xfZZ0wK5o8ABDhbiJk1bP1mvv4q9yQ=';

describe('textoQrSunat', () => {
  it('lists the ten SUNAT values in order, two-decimal amounts, ISO date and a closing pipe', () => {
    const calculado = calcularComprobante(ESCENARIOS['factura gravada']!);
    const texto = textoQrSunat(calculado, EMISOR_PRUEBA.ruc, HASH);
    expect(texto).toBe(`20601234565|01|F001|1|36.00|236.00|2025-03-10|6|20100070970|${HASH}|`);
    const campos = texto.split('|');
    expect(campos).toHaveLength(11);
    expect(campos[10]).toBe('');
  });

  it('prints large amounts without grouping and the customer of a boleta by its DNI', () => {
    const detraccion = calcularComprobante(ESCENARIOS['factura detraccion']!);
    expect(textoQrSunat(detraccion, EMISOR_PRUEBA.ruc, HASH).split('|').slice(4, 6)).toEqual([
      '180.00',
      '1180.00',
    ]);
    const boleta = calcularComprobante(ESCENARIOS['boleta gravada']!);
    expect(textoQrSunat(boleta, EMISOR_PRUEBA.ruc, HASH).split('|').slice(0, 9)).toEqual([
      '20601234565',
      '03',
      'B001',
      '1',
      '7.09',
      '46.50',
      '2025-03-10',
      '1',
      '46779354',
    ]);
  });

  it('drops pipes inside values so the fields never shift', () => {
    const calculado = calcularComprobante(ESCENARIOS['factura gravada']!);
    expect(textoQrSunat(calculado, EMISOR_PRUEBA.ruc, 'ab|cd').split('|')).toHaveLength(11);
  });
});
