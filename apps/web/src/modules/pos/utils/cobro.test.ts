import { describe, expect, it } from 'vitest';
import {
  clienteDe,
  cobroInicial,
  contadoInicial,
  entradaCobro,
  entradaContado,
  revisarCobro,
  revisarContado,
} from './cobro';

describe('cobro de la mesa', () => {
  it('cobra en efectivo con vuelto, en decimal', () => {
    const f = cobroInicial('89.89');
    expect(
      revisarCobro({ ...f, pagos: [{ medio: 'efectivo', monto: '89.89', recibido: '100' }] }, '89.89'),
    ).toEqual({
      vuelto: '10.11',
    });
  });

  it('divide el pago entre efectivo y Yape y exige que sume el total', () => {
    const f = cobroInicial('50.00');
    const pagos = [
      { medio: 'efectivo', monto: '20.10', recibido: '' },
      { medio: 'yape', monto: '29.90', recibido: '' },
    ];
    expect(revisarCobro({ ...f, pagos }, '50.00')).toEqual({ vuelto: '0.00' });
    expect(revisarCobro({ ...f, pagos: pagos.slice(0, 1) }, '50.00')).toEqual({
      error: 'Los pagos suman 20.10 y el total a cobrar es 50.00',
    });
  });

  it('pide el RUC para una factura', () => {
    const f = { ...cobroInicial('10.00'), tipo: '01', cliente: clienteDe('01') };
    expect(revisarCobro(f, '10.00')).toEqual({ error: 'Ingrese el RUC del cliente (11 dígitos)' });
  });

  it('envía la boleta a clientes varios', () => {
    expect(entradaCobro(cobroInicial('10.00'), 's1')).toEqual({
      sesion_caja_id: 's1',
      tipo: '03',
      cliente: { tipo_documento: '-', numero: '-', nombre: 'CLIENTES VARIOS' },
      pagos: [{ medio: 'efectivo', monto: '10.00', recibido: null }],
    });
  });
});

describe('cierre de caja', () => {
  it('toma en cero lo que no se contó y rechaza montos no válidos', () => {
    const c = { ...contadoInicial(), efectivo: '150.50' };
    expect(revisarContado(c)).toBeUndefined();
    expect(entradaContado(c)[0]).toEqual({ medio: 'efectivo', monto: '150.50' });
    expect(entradaContado(c)[1]).toEqual({ medio: 'tarjeta', monto: '0' });
    expect(revisarContado({ ...c, yape: '-3' })).toBe(
      'El monto contado en yape debe ser un monto mayor o igual a cero con hasta 2 decimales',
    );
  });
});
