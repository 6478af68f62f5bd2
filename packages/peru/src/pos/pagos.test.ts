import { describe, expect, it } from 'vitest';
import { aplicarPagos } from './pagos.ts';

describe('aplicarPagos', () => {
  it('takes a single cash payment with change', () => {
    expect(aplicarPagos('46.50', [{ medio: 'efectivo', monto: '46.50', recibido: '50' }])).toEqual({
      pagos: [{ medio: 'efectivo', monto: '46.50', recibido: '50.00', vuelto: '3.50', referencia: null }],
      vuelto: '3.50',
    });
  });

  it('splits one bill over cash, card and Yape', () => {
    const r = aplicarPagos('100.00', [
      { medio: 'efectivo', monto: '20', recibido: '50' },
      { medio: 'tarjeta', monto: '50', referencia: ' VISA 4421 ' },
      { medio: 'yape', monto: '30' },
    ]);
    expect(r).toEqual({
      pagos: [
        { medio: 'efectivo', monto: '20.00', recibido: '50.00', vuelto: '30.00', referencia: null },
        { medio: 'tarjeta', monto: '50.00', recibido: '50.00', vuelto: '0.00', referencia: 'VISA 4421' },
        { medio: 'yape', monto: '30.00', recibido: '30.00', vuelto: '0.00', referencia: null },
      ],
      vuelto: '30.00',
    });
  });

  it.each([
    ['no payments', '10', [], 'Ingrese al menos un pago'],
    [
      'short',
      '10',
      [{ medio: 'efectivo', monto: '9.99' }],
      'Los pagos suman 9.99 y el total a cobrar es 10.00',
    ],
    [
      'over',
      '10',
      [
        { medio: 'tarjeta', monto: '5' },
        { medio: 'plin', monto: '6' },
      ],
      'Los pagos suman 11.00 y el total a cobrar es 10.00',
    ],
    ['unknown method', '10', [{ medio: 'cheque', monto: '10' }], 'Medio de pago no válido: cheque'],
    ['zero', '10', [{ medio: 'tarjeta', monto: '0' }], 'Cada pago debe tener un monto mayor que cero'],
    [
      'three decimals',
      '10',
      [{ medio: 'tarjeta', monto: '9.999' }],
      'Cada pago debe tener un monto mayor que cero',
    ],
    [
      'received less',
      '10',
      [{ medio: 'efectivo', monto: '10', recibido: '5' }],
      'El monto recibido no puede ser menor que el pago',
    ],
    [
      'change on a card',
      '10',
      [{ medio: 'tarjeta', monto: '10', recibido: '20' }],
      'Solo el pago en efectivo puede recibir más que su monto (vuelto)',
    ],
  ])('refuses %s', (_caso, total, pagos, error) => {
    expect(aplicarPagos(total, pagos)).toEqual({ error });
  });
});
