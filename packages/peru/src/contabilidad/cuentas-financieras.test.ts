import { describe, expect, it } from 'vitest';
import { esCuentaDeEfectivo, validarCuentaFinanciera } from './cuentas-financieras.ts';

const BANCO = {
  tipo: 'banco',
  moneda_id: 'PEN',
  banco_id: '11',
  cuenta: '0011-0123-0100012345',
  detraccion: false,
};

describe('financial accounts', () => {
  it('accepts a cash box without bank and a bank account with bank and number', () => {
    expect(validarCuentaFinanciera({ ...BANCO, tipo: 'caja', banco_id: null, cuenta: null })).toBeUndefined();
    expect(validarCuentaFinanciera(BANCO)).toBeUndefined();
  });

  it('keeps detracciones to Banco de la Nación accounts in soles', () => {
    const bn = { ...BANCO, banco_id: '18', cuenta: '00-000-123456', detraccion: true };
    expect(validarCuentaFinanciera(bn)).toBeUndefined();
    const mensaje = 'La cuenta de detracciones debe ser una cuenta bancaria del Banco de la Nación en soles';
    expect(validarCuentaFinanciera({ ...bn, banco_id: '11' })).toBe(mensaje);
    expect(validarCuentaFinanciera({ ...bn, moneda_id: 'USD' })).toBe(mensaje);
    expect(validarCuentaFinanciera({ ...bn, tipo: 'caja', banco_id: null, cuenta: null })).toBe(mensaje);
  });

  it.each([
    [{ tipo: 'tarjeta' }, 'Indique si la cuenta es de caja o de banco'],
    [{ moneda_id: 'EUR' }, 'La moneda debe ser soles (PEN) o dólares (USD)'],
    [{ banco_id: null }, 'Seleccione el banco de la cuenta'],
    [{ cuenta: null }, 'Ingrese el número de la cuenta bancaria'],
    [{ cuenta: '12ab' }, 'El número de cuenta tiene de 6 a 30 dígitos (puede llevar guiones)'],
  ])('refuses %o', (cambio, mensaje) => {
    expect(validarCuentaFinanciera({ ...BANCO, ...cambio })).toBe(mensaje);
  });

  it('takes element 10 accounts only', () => {
    expect(esCuentaDeEfectivo('1041')).toBe(true);
    expect(esCuentaDeEfectivo('101')).toBe(true);
    expect(esCuentaDeEfectivo('10')).toBe(false);
    expect(esCuentaDeEfectivo('121')).toBe(false);
  });
});
