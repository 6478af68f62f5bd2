import type { SaldoCuenta } from './saldos.ts';

/**
 * A month worked by hand, for the tests: capital of 10,000 paid into the bank; goods bought for 1,000 +
 * IGV (to stock: 20111 / 6111); electricity for 200 + IGV with its destination 94 / 791; a sale of
 * 1,500 + IGV; the goods sold cost 600 (6911 / 20111). Result: 1,500 − 600 − 200 = 700.
 */
export const MES: readonly SaldoCuenta[] = [
  { cuenta: '1041', denominacion: 'Cuentas corrientes operativas', debe: '10000.00', haber: '0.00' },
  { cuenta: '1212', denominacion: 'Emitidas en cartera', debe: '1770.00', haber: '0.00' },
  { cuenta: '20111', denominacion: 'Mercaderías manufacturadas', debe: '1000.00', haber: '600.00' },
  { cuenta: '40111', denominacion: 'IGV - Cuenta propia', debe: '216.00', haber: '270.00' },
  { cuenta: '4212', denominacion: 'Emitidas', debe: '0.00', haber: '1416.00' },
  { cuenta: '501', denominacion: 'Capital social', debe: '0.00', haber: '10000.00' },
  { cuenta: '6011', denominacion: 'Mercaderías manufacturadas', debe: '1000.00', haber: '0.00' },
  { cuenta: '6111', denominacion: 'Mercaderías manufacturadas', debe: '0.00', haber: '1000.00' },
  { cuenta: '6361', denominacion: 'Energía eléctrica', debe: '200.00', haber: '0.00' },
  { cuenta: '6911', denominacion: 'Mercaderías manufacturadas', debe: '600.00', haber: '0.00' },
  { cuenta: '70121', denominacion: 'Mercaderías manufacturadas - Terceros', debe: '0.00', haber: '1500.00' },
  {
    cuenta: '791',
    denominacion: 'Cargas imputables a cuentas de costos y gastos',
    debe: '0.00',
    haber: '200.00',
  },
  { cuenta: '94', denominacion: 'Gastos administrativos', debe: '200.00', haber: '0.00' },
];

export const saldo = (cuenta: string, debe: string, haber = '0.00'): SaldoCuenta => ({
  cuenta,
  denominacion: cuenta,
  debe,
  haber,
});
