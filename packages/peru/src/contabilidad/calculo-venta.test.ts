import { describe, expect, it } from 'vitest';
import { REGLAS_COMPROBANTE } from '../ple/reglas-comprobantes.ts';
import { asientoDeDocumento } from './asiento.ts';
import { CUENTAS_VENTA_POR_DEFECTO, documentoContableDeVentaRegistrada } from './asiento-venta.ts';
import { calcularVenta, type EntradaCalculoVenta } from './calculo-venta.ts';
import { COMPROBANTES_VENTA } from './comprobantes-venta.ts';

const base: EntradaCalculoVenta = {
  tasaIgv: '18',
  lineas: [{ cuenta: '70121', importe: '1000', afectacion: 'gravada' }],
  total: '1180',
};

describe('calcularVenta', () => {
  it('splits the bases by how they are taxed and takes the IGV on the taxed base plus ISC', () => {
    const c = calcularVenta({
      tasaIgv: '18',
      lineas: [
        { cuenta: '70121', importe: '100', afectacion: 'gravada' },
        { cuenta: '70122', importe: '40', afectacion: 'exonerada' },
        { cuenta: '70321', importe: '30', afectacion: 'inafecta' },
        { cuenta: '70111', importe: '200', afectacion: 'exportacion' },
      ],
      isc: '10',
      icbper: '0.50',
      otros: '2',
      total: '402.30',
    });
    expect(c.errores).toEqual([]);
    expect(c.importes).toEqual({
      exportacion: '200.00',
      baseGravada: '100.00',
      igv: '19.80',
      exonerada: '40.00',
      inafecta: '30.00',
      isc: '10.00',
      icbper: '0.50',
      otros: '2.00',
      total: '402.30',
    });
  });

  it('takes the IGV the document prints and absorbs a cent of the total in it', () => {
    const c = calcularVenta({
      ...base,
      lineas: [{ cuenta: '70121', importe: '10.05', afectacion: 'gravada' }],
      igv: '1.80',
      total: '11.86',
    });
    expect(c.errores).toEqual([]);
    expect(c.suma).toBe('11.85');
    expect(c.importes).toMatchObject({ baseGravada: '10.05', igv: '1.81', total: '11.86' });
  });

  it('puts the cent in the largest line when nothing is taxed', () => {
    const c = calcularVenta({
      tasaIgv: '18',
      lineas: [
        { cuenta: '70111', importe: '50', afectacion: 'exportacion' },
        { cuenta: '70311', importe: '80', afectacion: 'exportacion' },
      ],
      total: '130.01',
    });
    expect(c.errores).toEqual([]);
    expect(c.lineas.map((l) => l.importe)).toEqual(['50.00', '80.01']);
    expect(c.importes).toMatchObject({ exportacion: '130.01', igv: '0.00', total: '130.01' });
  });

  it.each<[string, Partial<EntradaCalculoVenta>, string]>([
    [
      'a total off by more than a cent',
      { total: '1180.02' },
      'El total 1180.02 no coincide con la suma de bases, IGV y otros tributos (1180.00)',
    ],
    [
      'an IGV far from the rate',
      { igv: '170', total: '1170' },
      'El IGV 170.00 no corresponde al 18% de la base 1000.00 (180.00)',
    ],
    ['no lines', { lineas: [] }, 'Agregue al menos una línea con su cuenta e importe'],
    [
      'a line without amount',
      { lineas: [{ cuenta: '70121', importe: '0', afectacion: 'gravada' }] },
      'Línea 1: el importe debe ser mayor que cero con hasta 2 decimales',
    ],
    [
      'IGV on an exonerated sale',
      { lineas: [{ cuenta: '70121', importe: '100', afectacion: 'exonerada' }], igv: '18', total: '118' },
      'Una venta sin bases gravadas no lleva IGV',
    ],
    [
      'ISC without a taxed base',
      { lineas: [{ cuenta: '70121', importe: '100', afectacion: 'inafecta' }], isc: '5', total: '105' },
      'El ISC solo se aplica a operaciones gravadas',
    ],
    ['a malformed charge', { otros: '1,5' }, 'El OTROS debe ser un importe positivo con hasta 2 decimales'],
    ['no total', { total: '' }, 'Indique el importe total del comprobante (hasta 2 decimales)'],
  ])('refuses %s', (_caso, cambio, esperado) => {
    expect(calcularVenta({ ...base, ...cambio }).errores[0]).toBe(esperado);
  });
});

describe('documentoContableDeVentaRegistrada', () => {
  it('posts the receivable against income by account and taxes, in soles at the rate', () => {
    const c = calcularVenta({
      tasaIgv: '18',
      lineas: [
        { cuenta: '70121', importe: '100', afectacion: 'gravada' },
        { cuenta: '70121', importe: '50', afectacion: 'gravada' },
        { cuenta: '70321', importe: '33.33', afectacion: 'gravada' },
      ],
      icbper: '0.50',
      total: '216.83',
    });
    expect(c.errores).toEqual([]);
    const asiento = asientoDeDocumento(
      documentoContableDeVentaRegistrada(
        c,
        { moneda: 'USD', tipoCambio: '3.755', reverso: false },
        CUENTAS_VENTA_POR_DEFECTO,
      ),
    );
    if ('error' in asiento) throw new Error(asiento.error);
    expect(asiento.map((m) => [m.cuenta, m.debe, m.haber, m.debeMe, m.haberMe])).toEqual([
      ['1212', '814.20', '0.00', '216.83', '0.00'],
      ['70121', '0.00', '563.25', '0.00', '150.00'],
      ['70321', '0.00', '125.15', '0.00', '33.33'],
      ['40111', '0.00', '123.92', '0.00', '33.00'],
      ['40189', '0.00', '1.88', '0.00', '0.50'],
    ]);
  });

  it('reverses a credit note', () => {
    const c = calcularVenta(base);
    const asiento = asientoDeDocumento(
      documentoContableDeVentaRegistrada(
        c,
        { moneda: 'PEN', tipoCambio: '1', reverso: true },
        CUENTAS_VENTA_POR_DEFECTO,
      ),
    );
    if ('error' in asiento) throw new Error(asiento.error);
    expect(asiento.map((m) => [m.cuenta, m.debe, m.haber])).toEqual([
      ['1212', '0.00', '1180.00'],
      ['70121', '1000.00', '0.00'],
      ['40111', '180.00', '0.00'],
    ]);
  });
});

describe('COMPROBANTES_VENTA', () => {
  it('offers only types the 14.1 admits, with their ranges where SUNAT allows a final number', () => {
    for (const r of COMPROBANTES_VENTA) expect(REGLAS_COMPROBANTE[r.codigo]?.ventas, r.codigo).toBeDefined();
    expect(COMPROBANTES_VENTA.filter((r) => r.rango).map((r) => r.codigo)).toEqual([
      '00',
      '03',
      '12',
      '13',
      '87',
    ]);
  });
});
