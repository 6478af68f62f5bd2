import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { validarAsiento } from './asiento.ts';
import { asientoDeCobroPago, type CobroPago, montoMeDeSoles } from './asiento-cobro-pago.ts';

const lados = (r: ReturnType<typeof asientoDeCobroPago>) =>
  'error' in r ? r : r.map((m) => [m.cuenta, m.debe, m.haber, m.debeMe, m.haberMe]);

const FACTURA = { documento: '01 F001-1', cuenta: '4212', saldo: '1416.00', saldoMe: '0.00' };
const DOLARES = { documento: '01 F001-2', cuenta: '4212', saldo: '3700.00', saldoMe: '1000.00' };
const COBRO_USD = { documento: '01 F001-3', cuenta: '1212', saldo: '3755.00', saldoMe: '1000.00' };

describe('asientoDeCobroPago', () => {
  it.each<[string, CobroPago, unknown]>([
    [
      'a partial payment in soles',
      {
        tipo: 'pagar',
        moneda: 'PEN',
        tipoCambio: '1',
        cuentaEfectivo: '1041',
        documentos: [{ ...FACTURA, monto: '400' }],
      },
      [
        ['4212', '400.00', '0.00', '0.00', '0.00'],
        ['1041', '0.00', '400.00', '0.00', '0.00'],
      ],
    ],
    [
      'two documents paid at once',
      {
        tipo: 'pagar',
        moneda: 'PEN',
        tipoCambio: '1',
        cuentaEfectivo: '101',
        documentos: [
          { ...FACTURA, monto: '1416.00' },
          { ...FACTURA, documento: '02 E001-5', cuenta: '424', saldo: '920.00', monto: '920.00' },
        ],
      },
      [
        ['4212', '1416.00', '0.00', '0.00', '0.00'],
        ['424', '920.00', '0.00', '0.00', '0.00'],
        ['101', '0.00', '2336.00', '0.00', '0.00'],
      ],
    ],
    [
      'a dollar invoice paid in full at a higher rate: loss to 676',
      {
        tipo: 'pagar',
        moneda: 'USD',
        tipoCambio: '3.750',
        cuentaEfectivo: '1041',
        documentos: [{ ...DOLARES, monto: '1000' }],
      },
      [
        ['4212', '3700.00', '0.00', '1000.00', '0.00'],
        ['676', '50.00', '0.00', '0.00', '0.00'],
        ['1041', '0.00', '3750.00', '0.00', '1000.00'],
      ],
    ],
    [
      'a dollar invoice paid in part at a lower rate: gain to 776 on the part',
      {
        tipo: 'pagar',
        moneda: 'USD',
        tipoCambio: '3.650',
        cuentaEfectivo: '1041',
        documentos: [{ ...DOLARES, monto: '400' }],
      },
      [
        ['4212', '1480.00', '0.00', '400.00', '0.00'],
        ['776', '0.00', '20.00', '0.00', '0.00'],
        ['1041', '0.00', '1460.00', '0.00', '400.00'],
      ],
    ],
    [
      'a dollar receivable collected at a higher rate: gain to 776',
      {
        tipo: 'cobrar',
        moneda: 'USD',
        tipoCambio: '3.801',
        cuentaEfectivo: '1041',
        documentos: [{ ...COBRO_USD, monto: '1000.00' }],
      },
      [
        ['1041', '3801.00', '0.00', '1000.00', '0.00'],
        ['1212', '0.00', '3755.00', '0.00', '1000.00'],
        ['776', '0.00', '46.00', '0.00', '0.00'],
      ],
    ],
    [
      'a dollar receivable collected at a lower rate: loss to 676',
      {
        tipo: 'cobrar',
        moneda: 'USD',
        tipoCambio: '3.700',
        cuentaEfectivo: '1041',
        documentos: [{ ...COBRO_USD, monto: '1000.00' }],
      },
      [
        ['1041', '3700.00', '0.00', '1000.00', '0.00'],
        ['1212', '0.00', '3755.00', '0.00', '1000.00'],
        ['676', '55.00', '0.00', '0.00', '0.00'],
      ],
    ],
    [
      'a detracción deposited in soles on a dollar invoice',
      {
        tipo: 'pagar',
        moneda: 'USD',
        tipoCambio: '3.750',
        cuentaEfectivo: '1041',
        documentos: [{ ...DOLARES, monto: montoMeDeSoles('444', '3.750', '1000'), soles: '444' }],
      },
      [
        ['4212', '438.08', '0.00', '118.40', '0.00'],
        ['676', '5.92', '0.00', '0.00', '0.00'],
        ['1041', '0.00', '444.00', '0.00', '118.40'],
      ],
    ],
    [
      'more than the balance',
      {
        tipo: 'pagar',
        moneda: 'PEN',
        tipoCambio: '1',
        cuentaEfectivo: '101',
        documentos: [{ ...FACTURA, monto: '1416.01' }],
      },
      { error: '01 F001-1: el monto 1416.01 excede el saldo pendiente 1416.00' },
    ],
    [
      'more than the dollar balance',
      {
        tipo: 'pagar',
        moneda: 'USD',
        tipoCambio: '3.7',
        cuentaEfectivo: '101',
        documentos: [{ ...DOLARES, monto: '1000.50' }],
      },
      { error: '01 F001-2: el monto 1000.50 excede el saldo pendiente 1000.00' },
    ],
    [
      'a zero amount',
      {
        tipo: 'pagar',
        moneda: 'PEN',
        tipoCambio: '1',
        cuentaEfectivo: '101',
        documentos: [{ ...FACTURA, monto: '0' }],
      },
      { error: '01 F001-1: el monto debe ser mayor que cero con hasta 2 decimales' },
    ],
    [
      'three decimals',
      {
        tipo: 'pagar',
        moneda: 'PEN',
        tipoCambio: '1',
        cuentaEfectivo: '101',
        documentos: [{ ...FACTURA, monto: '1.005' }],
      },
      { error: '01 F001-1: el monto debe ser mayor que cero con hasta 2 decimales' },
    ],
    [
      'a settled document',
      {
        tipo: 'pagar',
        moneda: 'PEN',
        tipoCambio: '1',
        cuentaEfectivo: '101',
        documentos: [{ ...FACTURA, saldo: '0.00', monto: '1' }],
      },
      { error: '01 F001-1: el documento no tiene saldo pendiente' },
    ],
    [
      'dollars without a rate',
      {
        tipo: 'pagar',
        moneda: 'USD',
        tipoCambio: '',
        cuentaEfectivo: '101',
        documentos: [{ ...DOLARES, monto: '1' }],
      },
      { error: 'Indique el tipo de cambio del día del pago' },
    ],
    [
      'no documents',
      { tipo: 'cobrar', moneda: 'PEN', tipoCambio: '1', cuentaEfectivo: '101', documentos: [] },
      { error: 'Seleccione al menos un documento' },
    ],
  ])('%s', (_caso, entrada, esperado) => {
    const r = asientoDeCobroPago(entrada);
    expect(lados(r)).toEqual(esperado);
    if (!('error' in r)) expect(validarAsiento(r)).toBeUndefined();
  });

  it('leaves a dollar document at zero in both currencies after partial payments at several rates', () => {
    let saldo = '3700.00';
    let saldoMe = '1000.00';
    for (const [monto, tc] of [
      ['333.33', '3.712'],
      ['333.33', '3.689'],
      ['333.34', '3.801'],
    ] as const) {
      const r = asientoDeCobroPago({
        tipo: 'pagar',
        moneda: 'USD',
        tipoCambio: tc,
        cuentaEfectivo: '1041',
        documentos: [{ ...DOLARES, saldo, saldoMe, monto }],
      });
      if ('error' in r) throw new Error(r.error);
      expect(validarAsiento(r)).toBeUndefined();
      const doc = r.find((m) => m.documento === 0);
      saldo = new Decimal(saldo).minus(doc?.debe ?? 0).toFixed(2);
      saldoMe = new Decimal(saldoMe).minus(doc?.debeMe ?? 0).toFixed(2);
    }
    expect([saldo, saldoMe]).toEqual(['0.00', '0.00']);
  });
});

describe('montoMeDeSoles', () => {
  it.each([
    ['444', '3.750', '1000', '118.40'],
    ['100', '3.333', '1000', '30.00'],
    ['5000', '3.750', '1000', '1000.00'],
    ['10', '0', '1000', '0.00'],
  ])('S/ %s at %s (balance %s) → %s', (soles, tc, saldoMe, esperado) => {
    expect(montoMeDeSoles(soles, tc, saldoMe)).toBe(esperado);
  });
});
