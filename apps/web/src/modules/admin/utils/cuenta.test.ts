import { describe, expect, it } from 'vitest';
import { accionesDeCuenta, ESTADOS_CUENTA, nombreCompleto, OPCIONES_ESTADO } from './cuenta';

describe('what the administrator may do with an account', () => {
  it('offers nothing on their own account', () => {
    const a = accionesDeCuenta('activo', true);
    expect([a.activar, a.desactivar, a.reenviar, a.cambiarRol]).toEqual([false, false, false, false]);
  });

  it('activates a deactivated account and confirms an unconfirmed one, resending its mail too', () => {
    expect(accionesDeCuenta('desactivado', false)).toEqual({
      activar: true,
      textoActivar: 'Activar',
      desactivar: false,
      reenviar: false,
      cambiarRol: true,
    });
    expect(accionesDeCuenta('sin_confirmar', false)).toEqual({
      activar: true,
      textoActivar: 'Confirmar correo',
      desactivar: true,
      reenviar: true,
      cambiarRol: true,
    });
  });

  it('only deactivates an active account or an ended trial', () => {
    for (const estado of ['activo', 'prueba_vencida'] as const) {
      const a = accionesDeCuenta(estado, false);
      expect([a.activar, a.desactivar, a.reenviar]).toEqual([false, true, false]);
    }
  });
});

describe('the account in words', () => {
  it('names every state, and the filter offers them all', () => {
    expect(ESTADOS_CUENTA.prueba_vencida.texto).toBe('Prueba vencida');
    expect(OPCIONES_ESTADO.map((o) => o.label)).toEqual([
      'Activo',
      'Sin confirmar',
      'Prueba vencida',
      'Desactivado',
    ]);
  });

  it('joins names and surnames, without a trailing space when there are none', () => {
    expect(nombreCompleto({ nombres: 'Rosa', apellidos: 'Quispe Mamani' })).toBe('Rosa Quispe Mamani');
    expect(nombreCompleto({ nombres: 'Rosa', apellidos: '' })).toBe('Rosa');
  });
});
