import { describe, expect, it } from 'vitest';
import {
  banderasPorDefecto,
  codigoPadre,
  esCuentaDeCompras,
  esCuentaDeVentas,
  requiereAmarre,
  validarCodigoCuenta,
} from './pcge.ts';

describe('PCGE rules', () => {
  it('finds the parent account', () => {
    expect(codigoPadre('1041')).toBe('104');
    expect(codigoPadre('10')).toBe('1');
    expect(codigoPadre('1')).toBeNull();
  });

  it('reports by element', () => {
    expect(banderasPorDefecto('1041')).toMatchObject({ esf: true, ern: false, efle: true });
    expect(banderasPorDefecto('6211')).toMatchObject({ esf: false, ern: true, erf: false });
    expect(banderasPorDefecto('941')).toMatchObject({ erf: true, ern: false });
  });

  it('validates codes and knows which expenses need destination entries', () => {
    expect(validarCodigoCuenta('1041')).toBeUndefined();
    expect(validarCodigoCuenta('1')).toBe('El código de cuenta tiene de 2 a 6 dígitos');
    expect(validarCodigoCuenta('10411a')).toBe('El código de cuenta tiene de 2 a 6 dígitos');
    expect(requiereAmarre('6211')).toBe(true);
    expect(requiereAmarre('6011')).toBe(false);
    expect(requiereAmarre('691')).toBe(false);
  });

  it('keeps a product’s sales under 70 and its purchases under 60, 20–28, or 63 for a service', () => {
    expect(esCuentaDeVentas('7011')).toBe(true);
    expect(esCuentaDeVentas('7511')).toBe(false);
    expect(esCuentaDeCompras('6011', true)).toBe(true);
    expect(esCuentaDeCompras('2011', true)).toBe(true);
    expect(esCuentaDeCompras('2911', true)).toBe(false);
    expect(esCuentaDeCompras('6311', true)).toBe(false);
    expect(esCuentaDeCompras('6311', false)).toBe(true);
  });
});
