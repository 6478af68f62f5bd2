import { describe, expect, it } from 'vitest';
import {
  cambioDeEntorno,
  envioBloqueado,
  esModoPruebas,
  MENSAJE_SIN_ENTORNO,
  mensajeCredenciales,
  usuarioSolDeEnvio,
} from './modo-pruebas.ts';

const ELEGIDO = new Date('2026-11-20T15:00:00Z');

describe('test mode', () => {
  it('is the simulator and SUNAT beta, not production nor an OSE', () => {
    expect(['simulador', 'beta', 'produccion', 'ose', null].map(esModoPruebas)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('refuses, in production only, a test environment nobody chose', () => {
    expect(envioBloqueado({ soapEnvio: 'simulador', modoPruebasDesde: null }, true)).toBe(
      MENSAJE_SIN_ENTORNO,
    );
    expect(envioBloqueado({ soapEnvio: 'beta', modoPruebasDesde: null }, true)).toBe(MENSAJE_SIN_ENTORNO);
    expect(envioBloqueado({ soapEnvio: 'simulador', modoPruebasDesde: ELEGIDO }, true)).toBeNull();
    expect(envioBloqueado({ soapEnvio: 'produccion', modoPruebasDesde: null }, true)).toBeNull();
    expect(envioBloqueado({ soapEnvio: 'ose', modoPruebasDesde: null }, true)).toBeNull();
    // Outside production the simulator is every company's default, as the demo's.
    expect(envioBloqueado({ soapEnvio: 'simulador', modoPruebasDesde: null }, false)).toBeNull();
    expect(MENSAJE_SIN_ENTORNO).toContain('La empresa no tiene configurado su envío a SUNAT');
  });

  it("signs in with the company's own SOL user, else MODDATOS in a test environment only", () => {
    const propio = { usuario: 'VENTAS01', clave: 'Clave123' };
    expect(usuarioSolDeEnvio('produccion', propio)).toEqual(propio);
    expect(usuarioSolDeEnvio('simulador', propio)).toEqual(propio);
    expect(usuarioSolDeEnvio('simulador', undefined)).toEqual({ usuario: 'MODDATOS', clave: 'moddatos' });
    expect(usuarioSolDeEnvio('beta', undefined)).toEqual({ usuario: 'MODDATOS', clave: 'moddatos' });
    expect(usuarioSolDeEnvio('produccion', undefined)).toBeUndefined();
    expect(usuarioSolDeEnvio('ose', undefined)).toBeUndefined();
  });

  it('turns a refused SOL sign-in into what to fix and where', () => {
    expect(mensajeCredenciales('0102', 'Usuario o contraseña incorrectos', 'simulador')).toBe(
      'SUNAT rechazó el usuario SOL (0102: Usuario o contraseña incorrectos): revise el usuario y la clave SOL ' +
        'en Datos generales › Empresas › Credenciales SUNAT (en el entorno de pruebas use MODDATOS / moddatos)',
    );
    // Production has no test user to suggest.
    expect(mensajeCredenciales('0104', 'La Clave ingresada es incorrecta', 'produccion')).toBe(
      'SUNAT rechazó el usuario SOL (0104: La Clave ingresada es incorrecta): revise el usuario y la clave SOL ' +
        'en Datos generales › Empresas › Credenciales SUNAT',
    );
    expect(
      mensajeCredenciales('0111', 'No tiene el perfil para enviar comprobantes electrónicos', 'produccion'),
    ).toContain('use un usuario secundario con el perfil de facturación electrónica');
  });

  it('keeps a document sent to a test environment from a real one after a change, and the other way round', () => {
    expect(cambioDeEntorno(null, 'produccion')).toBeNull();
    expect(cambioDeEntorno('simulador', 'beta')).toBeNull();
    expect(cambioDeEntorno('produccion', 'ose')).toBeNull();
    expect(cambioDeEntorno('simulador', 'produccion')).toBe(
      'El comprobante se envió en modo pruebas (el simulador) y no tiene valor tributario: no se envía a ' +
        'SUNAT producción; emita uno nuevo',
    );
    expect(cambioDeEntorno('ose', 'beta')).toBe(
      'El comprobante ya se envió a su OSE: no se envía a la beta de SUNAT, que es un entorno de pruebas',
    );
  });
});
