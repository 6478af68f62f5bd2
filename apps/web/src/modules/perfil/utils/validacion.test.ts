import { describe, expect, it } from 'vitest';
import {
  MENSAJE_CELULAR,
  nombreCompleto,
  validarCambioCorreo,
  validarCambioPassword,
  validarDatosPersonales,
} from './validacion';

describe('validarDatosPersonales', () => {
  it('needs a name and takes an empty phone or a Peruvian mobile only', () => {
    expect(validarDatosPersonales({ nombres: 'Rosa', a_paterno: '', a_materno: '', telefono: '' })).toEqual(
      {},
    );
    expect(
      validarDatosPersonales({ nombres: ' ', a_paterno: '', a_materno: '', telefono: '987654321' }),
    ).toEqual({
      nombres: 'Ingrese su nombre',
    });
    expect(
      validarDatosPersonales({ nombres: 'Rosa', a_paterno: '', a_materno: '', telefono: '4567890' }),
    ).toEqual({
      telefono: MENSAJE_CELULAR,
    });
  });
});

describe('validarCambioPassword', () => {
  it('asks for the current one, the sign-up length, a different one and the same twice', () => {
    expect(validarCambioPassword({ actual: '', nueva: '123', repetir: '12' })).toEqual({
      actual: 'Ingrese su contraseña actual',
      nueva: 'La contraseña debe tener entre 5 y 20 caracteres',
      repetir: 'Las contraseñas no son iguales',
    });
    expect(validarCambioPassword({ actual: 'Clave1', nueva: 'Clave1', repetir: 'Clave1' })).toEqual({
      nueva: 'La nueva contraseña debe ser distinta de la actual',
    });
    expect(validarCambioPassword({ actual: 'Clave1', nueva: 'Nueva2026', repetir: 'Nueva2026' })).toEqual({});
  });
});

describe('validarCambioCorreo', () => {
  it('needs a valid, different address and the password', () => {
    expect(validarCambioCorreo({ email: 'Rosa@Estudio.pe', password: '' }, 'rosa@estudio.pe')).toEqual({
      email: 'El nuevo correo es igual al actual',
      password: 'Ingrese su contraseña actual',
    });
    expect(validarCambioCorreo({ email: 'rosa@', password: 'x' }, 'a@b.pe').email).toBe(
      'La dirección de email "rosa@" es incorrecta',
    );
    expect(validarCambioCorreo({ email: 'nueva@estudio.pe', password: 'x' }, 'a@b.pe')).toEqual({});
  });
});

it('nombreCompleto skips missing surnames', () => {
  expect(nombreCompleto({ nombres: 'Rosa', a_paterno: 'Huamán', a_materno: null })).toBe('Rosa Huamán');
});
