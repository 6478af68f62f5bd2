import { describe, expect, it } from 'vitest';
import { validarDocumentoIdentidad } from './documento.ts';

describe('validarDocumentoIdentidad', () => {
  it.each([
    ['1', '45678912', undefined],
    ['1', '4567891', 'El DNI debe tener 8 dígitos'],
    ['6', '20100070970', undefined],
    ['6', '20100070971', 'RUC no válido'],
    ['4', '001234567', undefined],
    ['4', 'CE-1234567890', 'El carné de extranjería tiene hasta 12 letras o dígitos'],
    ['7', 'AB1234567', undefined],
    ['0', '00000000', undefined],
    ['9', '123', 'Tipo de documento no válido'],
  ])('%s %s', (tipo, numero, error) => expect(validarDocumentoIdentidad(tipo, numero)).toBe(error));
});
