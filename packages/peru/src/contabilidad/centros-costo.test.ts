import { describe, expect, it } from 'vitest';
import { totalPorcentajes, validarDistribucion } from './centros-costo.ts';

const l = (centro_costo_id: string, porcentaje: string) => ({ centro_costo_id, porcentaje });

describe('cost-centre distribution', () => {
  it('accepts thirds that add up to exactly 100 in decimal arithmetic', () => {
    expect(validarDistribucion([l('a', '33.33'), l('b', '33.33'), l('c', '33.34')])).toBeUndefined();
    // 0.1 + 0.2 style sums: floats would give 99.99999999999999.
    expect(validarDistribucion([l('a', '70.1'), l('b', '29.9')])).toBeUndefined();
  });

  it.each([
    [[], 'Agregue al menos un centro de costo a la distribución'],
    [[l('a', '50'), l('a', '50')], 'Línea 2: el centro de costo está repetido'],
    [[l('', '100')], 'Línea 1: seleccione el centro de costo'],
    [
      [l('a', '0'), l('b', '100')],
      'Línea 1: el porcentaje debe ser un número mayor que 0 (hasta 4 decimales)',
    ],
    [
      [l('a', '-5'), l('b', '105')],
      'Línea 1: el porcentaje debe ser un número mayor que 0 (hasta 4 decimales)',
    ],
    [[l('a', '1e2')], 'Línea 1: el porcentaje debe ser un número mayor que 0 (hasta 4 decimales)'],
    [
      [l('a', '33.33'), l('b', '33.33'), l('c', '33.33')],
      'Los porcentajes suman 99.99%: deben sumar exactamente 100%',
    ],
  ])('refuses %o', (lineas, mensaje) => {
    expect(validarDistribucion(lineas)).toBe(mensaje);
  });

  it('totals what was typed so far, ignoring what is not a number yet', () => {
    expect(totalPorcentajes(['33.33', '33.33', '33.34'])).toBe('100.00');
    expect(totalPorcentajes(['12.5', '', 'abc'])).toBe('12.50');
  });
});
