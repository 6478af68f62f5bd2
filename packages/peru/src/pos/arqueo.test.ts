import { describe, expect, it } from 'vitest';
import { arqueoDeCaja, errorDeMonto, totalesArqueo } from './arqueo.ts';

describe('arqueoDeCaja', () => {
  const pagos = [
    { medio: 'efectivo', monto: '46.50' },
    { medio: 'efectivo', monto: '20.00' },
    { medio: 'tarjeta', monto: '50.00' },
    { medio: 'yape', monto: '30.00' },
  ] as const;

  it('expects the float plus cash payments in cash, and each method its payments', () => {
    const lineas = arqueoDeCaja('100', pagos, { efectivo: '165', tarjeta: '50', yape: '30' });
    expect(lineas).toEqual([
      { medio: 'efectivo', esperado: '166.50', contado: '165.00', diferencia: '-1.50' },
      { medio: 'tarjeta', esperado: '50.00', contado: '50.00', diferencia: '0.00' },
      { medio: 'yape', esperado: '30.00', contado: '30.00', diferencia: '0.00' },
      { medio: 'plin', esperado: '0.00', contado: '0.00', diferencia: '0.00' },
      { medio: 'transferencia', esperado: '0.00', contado: '0.00', diferencia: '0.00' },
    ]);
    expect(totalesArqueo(lineas)).toEqual({ esperado: '246.50', contado: '245.00', diferencia: '-1.50' });
  });

  it.each([
    ['no sales, float counted', '50', [], { efectivo: '50' }, '0.00'],
    ['surplus', '0', [{ medio: 'efectivo', monto: '10' }], { efectivo: '12.5' }, '2.50'],
    ['nothing counted', '20', [], {}, '-20.00'],
  ] as const)('%s', (_caso, inicial, ps, contado, diferencia) => {
    expect(arqueoDeCaja(inicial, ps, contado)[0]?.diferencia).toBe(diferencia);
  });

  it.each([
    ['0', undefined],
    ['150.5', undefined],
    ['-1', 'El saldo inicial debe ser un monto mayor o igual a cero con hasta 2 decimales'],
    ['1.234', 'El saldo inicial debe ser un monto mayor o igual a cero con hasta 2 decimales'],
  ])('errorDeMonto(%s)', (monto, error) => {
    expect(errorDeMonto(monto, 'El saldo inicial')).toBe(error);
  });
});
