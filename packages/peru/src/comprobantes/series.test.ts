import { describe, expect, it } from 'vitest';
import { seriesIniciales, validarSerie } from './series.ts';

describe('validarSerie', () => {
  it.each([
    ['01', 'F001', undefined],
    ['01', 'FC01', undefined],
    ['01', 'B001', 'La serie de una factura debe empezar con F (por ejemplo F001)'],
    ['03', 'B001', undefined],
    ['03', 'F001', 'La serie de una boleta debe empezar con B (por ejemplo B001)'],
    ['07', 'BC01', undefined],
    ['08', 'T001', 'La serie de una nota debe empezar con F (de factura) o B (de boleta)'],
    ['09', 'T001', undefined],
    ['31', 'V001', undefined],
    ['31', 'T001', 'La serie de una guía de remisión transportista debe empezar con V (por ejemplo V001)'],
    ['01', 'F01', 'La serie debe tener 4 caracteres alfanuméricos'],
    ['99', 'NV01', undefined],
    ['05', 'F001', 'Tipo de comprobante no válido'],
  ])('%s %s', (tipo, serie, error) => expect(validarSerie(tipo, serie)).toBe(error));

  it('gives every initial series a valid form', () => {
    const series = seriesIniciales(1);
    expect(series.map((s) => s.serie)).toEqual([
      'F001',
      'B001',
      'F001',
      'B001',
      'F001',
      'B001',
      'T001',
      'NV01',
    ]);
    for (const s of series) expect(validarSerie(s.tipo, s.serie)).toBeUndefined();
  });
});
