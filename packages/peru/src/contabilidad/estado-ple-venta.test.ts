import { describe, expect, it } from 'vitest';
import { estadoPleVenta } from './estado-ple-venta.ts';

describe('estadoPleVenta', () => {
  it.each<[string, string, string, boolean, ReturnType<typeof estadoPleVenta>]>([
    ['noted in its month', '2025-03-31', '202503', false, '1'],
    ['noted the next month, not noted before', '2025-03-31', '202504', false, '8'],
    ['noted across the year end', '2025-11-15', '202601', false, '8'],
    ['noted years later', '2023-01-10', '202512', false, '8'],
    ['an adjustment of a document already noted', '2025-03-10', '202505', true, '9'],
    [
      'an adjustment in the document’s own month',
      '2025-03-10',
      '202503',
      true,
      { error: 'Un ajuste (estado 9) se anota en un periodo posterior al mes de emisión del comprobante' },
    ],
    [
      'a period before the document',
      '2025-03-10',
      '202502',
      false,
      { error: 'El periodo no puede ser anterior al mes de emisión del comprobante' },
    ],
    ['a malformed period', '2025-03-10', '202500', false, { error: 'El periodo no es válido (AAAAMM)' }],
    ['a malformed date', '2025-3-10', '202503', false, { error: 'La fecha de emisión no es válida' }],
  ])('%s', (_caso, fecha, periodo, ajuste, esperado) => {
    expect(estadoPleVenta(fecha, periodo, ajuste)).toEqual(esperado);
  });
});
