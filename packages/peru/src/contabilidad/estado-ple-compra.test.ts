import { describe, expect, it } from 'vitest';
import { estadoPleCompra, periodoDeFecha } from './estado-ple-compra.ts';

describe('estadoPleCompra', () => {
  it.each<[string, string, string, ReturnType<typeof estadoPleCompra>]>([
    ['noted in its month', '2025-03-31', '202503', '1'],
    ['noted the next month', '2025-03-31', '202504', '6'],
    ['noted across the year end', '2025-11-15', '202601', '6'],
    ['noted in the twelfth month after', '2025-03-01', '202603', '6'],
    ['noted in the thirteenth month after', '2025-03-01', '202604', '7'],
    ['noted years later', '2023-01-10', '202512', '7'],
    [
      'a period before the document',
      '2025-03-10',
      '202502',
      { error: 'El periodo no puede ser anterior al mes de emisión del comprobante' },
    ],
    ['a malformed period', '2025-03-10', '202513', { error: 'El periodo no es válido (AAAAMM)' }],
    ['a malformed date', '10/03/2025', '202503', { error: 'La fecha de emisión no es válida' }],
  ])('%s', (_caso, fecha, periodo, esperado) => {
    expect(estadoPleCompra(fecha, periodo)).toEqual(esperado);
  });

  it('reads the period of a date', () => {
    expect(periodoDeFecha('2026-01-31')).toBe('202601');
  });
});
