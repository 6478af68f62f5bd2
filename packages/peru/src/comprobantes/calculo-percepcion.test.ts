import { describe, expect, it } from 'vitest';
import { tasaPercepcion, tasaRetencionIgv } from '../tributos/percepcion-retencion.ts';
import { ESCENARIOS } from '../ubl/escenarios.ts';
import { calcularComprobante, type EntradaComprobante } from './calculo.ts';

const escenario = (nombre: string): EntradaComprobante => {
  const e = ESCENARIOS[nombre];
  if (!e) throw new Error(`Escenario desconocido: ${nombre}`);
  return e;
};

const gravada = (valorUnitario: string) => [
  { descripcion: 'Mercadería', cantidad: '1', valorUnitario, afectacion: '10' },
];
const mensajes = (e: EntradaComprobante) => calcularComprobante(e).errores.map((x) => x.mensaje);

describe('percepción del IGV', () => {
  const casos: [string, Partial<EntradaComprobante>, { factor: string; monto: string; total: string }][] = [
    // 40 × 25 = 1,000 + IGV 180 = 1,180.00; 2% = 23.60.
    ['51 venta interna', {}, { factor: '0.02', monto: '23.60', total: '1203.60' }],
    [
      '52 combustible',
      { percepcion: { codigo: '52' } },
      { factor: '0.01', monto: '11.80', total: '1191.80' },
    ],
    [
      '53 agente con tasa especial',
      { percepcion: { codigo: '53' } },
      { factor: '0.005', monto: '5.90', total: '1185.90' },
    ],
    [
      // 100.50 + IGV 18.09 = 118.59; 2% = 2.3718 → 2.37.
      '51 rounded down',
      { lineas: gravada('100.50') },
      { factor: '0.02', monto: '2.37', total: '120.96' },
    ],
    [
      // 101.00 exonerado; 0.5% = 0.505 → 0.51 (half up).
      '53 rounded half up',
      {
        percepcion: { codigo: '53' },
        lineas: [{ descripcion: 'Libro', cantidad: '1', valorUnitario: '101', afectacion: '20' }],
      },
      { factor: '0.005', monto: '0.51', total: '101.51' },
    ],
  ];

  it.each(casos)('%s', (_, cambio, esperado) => {
    const c = calcularComprobante({ ...escenario('factura percepcion'), ...cambio });
    expect(c.errores).toEqual([]);
    expect(c.tipoOperacion).toBe('2001');
    expect(c.percepcion).toMatchObject({
      cargo: true,
      factor: esperado.factor,
      monto: esperado.monto,
      base: c.importeTotal,
    });
    expect(c.totalConPercepcion).toBe(esperado.total);
    // The percepción is collected on top: the importe total and the pending amount do not change.
    expect(c.montoPendiente).toBe(c.importeTotal);
    expect(c.leyendas.map((l) => l.codigo)).toEqual(['1000', '2000']);
    expect(c.leyendas[1]?.texto).toBe('COMPROBANTE DE PERCEPCIÓN');
  });

  const errores: [string, Partial<EntradaComprobante>, string][] = [
    [
      'in a boleta',
      {
        tipo: '03',
        serie: 'B001',
        formaPago: undefined,
        cliente: { tipoDocumento: '1', numero: '46779354', nombre: 'MARIA' },
      },
      'La percepción solo se consigna en facturas',
    ],
    ['in dollars', { moneda: 'USD', tipoCambio: '3.70' }, 'La percepción solo se consigna en soles'],
    [
      'with a detracción',
      { detraccion: { codigo: '037', porcentaje: '12', cuentaBancoNacion: '00-000-1' } },
      'Una operación sujeta a detracción no lleva percepción',
    ],
    [
      'with another operation type',
      { tipoOperacion: '0101' },
      'La percepción requiere el tipo de operación 2001',
    ],
    [
      'with an unknown regime',
      { percepcion: { codigo: '54' as '51' } },
      'Régimen de percepción no válido (51, 52 o 53)',
    ],
    [
      'operation 2001 without it',
      { percepcion: undefined, tipoOperacion: '2001' },
      'El tipo de operación 2001 requiere indicar el régimen de percepción',
    ],
  ];

  it.each(errores)('refuses it %s', (_, cambio, mensaje) => {
    expect(mensajes({ ...escenario('factura percepcion'), ...cambio })).toContain(mensaje);
  });
});

describe('retención del IGV', () => {
  const casos: [string, Partial<EntradaComprobante>, { monto: string; pendiente: string }][] = [
    // 1,000 + IGV 180 = 1,180.00; 3% = 35.40.
    ['3% of the total', {}, { monto: '35.40', pendiente: '1144.60' }],
    // 1,000.50 + IGV 180.09 = 1,180.59; 3% = 35.4177 → 35.42.
    ['rounded to céntimos', { lineas: gravada('1000.50') }, { monto: '35.42', pendiente: '1145.17' }],
    // USD 300 + IGV 54 = 354.00 (S/ 1,309.80 at 3.70): withheld in the document's currency.
    [
      'in dollars above S/ 700',
      { moneda: 'USD', tipoCambio: '3.70', lineas: gravada('300') },
      { monto: '10.62', pendiente: '343.38' },
    ],
  ];

  it.each(casos)('%s', (_, cambio, esperado) => {
    const c = calcularComprobante({ ...escenario('factura retencion'), ...cambio });
    expect(c.errores).toEqual([]);
    expect(c.tipoOperacion).toBe('0101');
    expect(c.retencion).toMatchObject({
      codigo: '62',
      cargo: false,
      factor: '0.03',
      monto: esperado.monto,
      base: c.importeTotal,
    });
    expect(c.montoPendiente).toBe(esperado.pendiente);
    expect(c.leyendas.map((l) => l.codigo)).toEqual(['1000']);
  });

  it('nets the cuotas of a sale on credit', () => {
    const c = calcularComprobante(escenario('factura credito retencion'));
    expect(c.errores).toEqual([]);
    expect(c).toMatchObject({ importeTotal: '1180.00', montoPendiente: '1144.60', montoCredito: '1144.60' });
    const brutas = {
      tipo: 'credito' as const,
      cuotas: [
        { monto: '590', vencimiento: '2025-04-10' },
        { monto: '590', vencimiento: '2025-05-10' },
      ],
    };
    expect(mensajes({ ...escenario('factura credito retencion'), formaPago: brutas })).toContain(
      'Las cuotas suman 1180.00 y deben sumar el monto pendiente de pago (1144.60)',
    );
  });

  const errores: [string, Partial<EntradaComprobante>, string][] = [
    [
      'at S/ 700 or less',
      { lineas: gravada('593.22') },
      'La retención del IGV no aplica: el importe total (S/ 700.00) no supera S/ 700.00',
    ],
    [
      'on exonerated sales',
      { lineas: [{ descripcion: 'Libros', cantidad: '1', valorUnitario: '1000', afectacion: '20' }] },
      'La retención del IGV solo se aplica a operaciones gravadas',
    ],
    [
      'in a nota de crédito',
      {
        tipo: '07',
        formaPago: undefined,
        afectado: { tipo: '01', serie: 'F001', numero: 13 },
        motivo: { codigo: '01', descripcion: 'Anulación' },
      },
      'La retención del IGV solo se consigna en facturas',
    ],
    [
      'in dollars without the exchange rate',
      { moneda: 'USD' },
      'Indique el tipo de cambio del día: el comprobante en dólares se lleva a soles con él',
    ],
    [
      'before the 3% rate',
      { fecha: '2013-12-10' },
      'No hay tasa de retención del IGV registrada para la fecha de emisión',
    ],
  ];

  it.each(errores)('refuses it %s', (_, cambio, mensaje) => {
    expect(mensajes({ ...escenario('factura retencion'), ...cambio })).toContain(mensaje);
  });
});

describe('percepción and retención rates by date', () => {
  it.each([
    ['51', '2025-03-10', '2'],
    ['52', '2025-03-10', '1'],
    ['53', '2026-01-01', '0.5'],
    ['54', '2025-03-10', undefined],
  ])('percepción %s on %s: %s%', (codigo, fecha, porcentaje) => {
    expect(tasaPercepcion(codigo, fecha)?.porcentaje).toBe(porcentaje);
  });

  it.each([
    ['2014-02-28', undefined],
    ['2014-03-01', '3'],
    ['2026-06-30', '3'],
  ])('retención on %s: %s%', (fecha, porcentaje) => {
    expect(tasaRetencionIgv(fecha)?.porcentaje).toBe(porcentaje);
  });
});
