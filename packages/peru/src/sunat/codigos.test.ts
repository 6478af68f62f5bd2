import { describe, expect, it } from 'vitest';
import { clasificarFalla, mensajeSunat, normalizarCodigo } from './codigos.ts';

describe('SUNAT fault classification', () => {
  it.each([
    ['0100', 'transitorio'],
    ['0109', 'transitorio'],
    ['0130', 'transitorio'],
    ['0138', 'transitorio'],
    ['0200', 'transitorio'],
    ['http-503', 'transitorio'],
    ['http-500', 'transitorio'],
    ['http-429', 'transitorio'],
    ['timeout', 'transitorio'],
    ['red', 'transitorio'],
    ['0102', 'credenciales'],
    ['0104', 'credenciales'],
    ['0111', 'credenciales'],
    ['http-401', 'credenciales'],
    ['1033', 'ya-registrado'],
    ['0402', 'ya-registrado'],
    ['0127', 'definitivo'],
    ['0151', 'definitivo'],
    ['0154', 'definitivo'],
    ['0156', 'definitivo'],
    ['0306', 'definitivo'],
    ['1049', 'definitivo'],
    ['2335', 'definitivo'],
    ['http-404', 'definitivo'],
  ])('%s is %s', (codigo, tipo) => {
    expect(clasificarFalla(codigo)).toBe(tipo);
  });

  it('pads codes and knows the messages it uses', () => {
    expect(normalizarCodigo('102')).toBe('0102');
    expect(normalizarCodigo(1033)).toBe('1033');
    expect(mensajeSunat('0102')).toBe('Usuario o contraseña incorrectos');
    expect(mensajeSunat('9999')).toBe('Código 9999 de SUNAT');
  });
});
