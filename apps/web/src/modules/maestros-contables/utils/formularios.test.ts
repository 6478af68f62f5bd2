import { describe, expect, it } from 'vitest';
import {
  amarreFormDe,
  cuentaFinancieraFormDe,
  entradaAmarre,
  entradaCuentaFinanciera,
  entradaResponsable,
  responsableFormDe,
  totalAmarre,
  validarAmarreForm,
  validarCuentaFinancieraForm,
  validarResponsableForm,
} from './formularios';

describe('amarre form', () => {
  const lineas = (...p: string[]) => ({
    ...amarreFormDe(null),
    codigo: 'AM1',
    nombre: 'Reparto',
    detalle: p.map((porcentaje, i) => ({ centro_costo_id: `c${i}`, porcentaje })),
  });

  it('starts with one line at 100% and totals in decimals while typing', () => {
    expect(totalAmarre(amarreFormDe(null))).toBe('100.00');
    expect(totalAmarre(lineas('33.33', '33.33', '33.34'))).toBe('100.00');
    expect(totalAmarre(lineas('70.1', '29.9'))).toBe('100.00');
    expect(totalAmarre(lineas('50', ''))).toBe('50.00');
  });

  it('says what is wrong with the distribution and maps the lines to the input', () => {
    expect(validarAmarreForm(lineas('50', '49.99')).detalle).toBe(
      'Los porcentajes suman 99.99%: deben sumar exactamente 100%',
    );
    expect(validarAmarreForm(lineas('60', '40'))).toEqual({});
    expect(entradaAmarre(lineas(' 60 ', '40')).detalle).toEqual([
      { centro_costo_id: 'c0', porcentaje: '60' },
      { centro_costo_id: 'c1', porcentaje: '40' },
    ]);
  });
});

describe('financial account form', () => {
  const banco = {
    ...cuentaFinancieraFormDe(null),
    codigo: ' BN1 ',
    descripcion: 'Detracciones',
    banco_id: '18',
    cuenta: '00-000-123456',
    detraccion: true,
    pcge: { value: 'id-1041', label: '1041 - Cuentas corrientes operativas' },
  };

  it('asks for bank and number only for a bank account', () => {
    expect(validarCuentaFinancieraForm({ ...banco, banco_id: null, cuenta: '' })).toEqual({
      banco_id: 'Seleccione el banco',
      cuenta: 'Ingrese el número de cuenta',
    });
    expect(validarCuentaFinancieraForm({ ...banco, tipo: 'caja', banco_id: null, cuenta: '' })).toEqual({});
  });

  it('sends the PCGE id, and no bank, number or detracción for a cash box', () => {
    expect(entradaCuentaFinanciera(banco)).toMatchObject({
      codigo: 'BN1',
      pcge_id: 'id-1041',
      detraccion: true,
    });
    expect(entradaCuentaFinanciera({ ...banco, tipo: 'caja' })).toMatchObject({
      banco_id: null,
      cuenta: null,
      detraccion: false,
    });
  });
});

describe('responsable form', () => {
  it('checks the number by document type and sends an empty e-mail as null', () => {
    const f = { ...responsableFormDe(null), numero: '1234567', nombres: 'Rosa', cargo: 'Contadora' };
    expect(validarResponsableForm(f)).toEqual({ numero: 'El DNI debe tener 8 dígitos' });
    expect(entradaResponsable({ ...f, numero: '12345678' }).email).toBeNull();
  });
});
