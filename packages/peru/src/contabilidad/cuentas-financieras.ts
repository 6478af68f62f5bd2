/** Rules of a company's cash boxes and bank accounts (cuentas financieras). */

export type TipoCuentaFinanciera = 'caja' | 'banco';
export type MonedaCuentaFinanciera = 'PEN' | 'USD';

export const TIPOS_CUENTA_FINANCIERA: Record<TipoCuentaFinanciera, string> = { caja: 'Caja', banco: 'Banco' };
export const MONEDAS_CUENTA_FINANCIERA: Record<MonedaCuentaFinanciera, string> = {
  PEN: 'Soles',
  USD: 'Dólares americanos',
};

/** PLE tabla 3 code of the Banco de la Nación, the only bank that keeps detracciones (SPOT) accounts. */
export const BANCO_DE_LA_NACION = '18';

/** Cash and banks are element 10 of the PCGE (101 Caja, 104 Cuentas corrientes, 106 Depósitos…). */
export function esCuentaDeEfectivo(codigoPcge: string): boolean {
  return /^10\d{1,4}$/.test(codigoPcge);
}

export type CuentaFinancieraDatos = {
  tipo: string;
  moneda_id: string;
  banco_id: string | null;
  cuenta: string | null;
  detraccion: boolean;
};

/**
 * Checks what does not depend on stored data: tipo and currency, the bank and account number of a bank
 * account, and that a detracciones account is a Banco de la Nación account in soles. Answers the Spanish
 * message of the first problem, or undefined.
 */
export function validarCuentaFinanciera(c: CuentaFinancieraDatos): string | undefined {
  if (c.tipo !== 'caja' && c.tipo !== 'banco') return 'Indique si la cuenta es de caja o de banco';
  if (c.moneda_id !== 'PEN' && c.moneda_id !== 'USD') return 'La moneda debe ser soles (PEN) o dólares (USD)';
  if (c.tipo === 'banco') {
    if (!c.banco_id) return 'Seleccione el banco de la cuenta';
    if (!c.cuenta) return 'Ingrese el número de la cuenta bancaria';
    if (!/^[0-9-]{6,30}$/.test(c.cuenta))
      return 'El número de cuenta tiene de 6 a 30 dígitos (puede llevar guiones)';
  }
  if (c.detraccion) {
    if (c.tipo !== 'banco' || c.banco_id !== BANCO_DE_LA_NACION || c.moneda_id !== 'PEN')
      return 'La cuenta de detracciones debe ser una cuenta bancaria del Banco de la Nación en soles';
  }
  return undefined;
}
