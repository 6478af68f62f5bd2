import { describe, expect, it } from 'vitest';
import { ROLES } from '../../workspace/utils/role-rules';
import {
  type ConcesionForm,
  concesionVacia,
  diasRestantes,
  entradaConcesion,
  entradaInvitacion,
  formDeMiembro,
  validarConcesion,
  validarInvitacion,
} from './concesion';

const form = (cambios: Partial<ConcesionForm>): ConcesionForm => ({ ...concesionVacia(), ...cambios });

describe('the grant form', () => {
  it('asks for a role and demo days of 1 to 90 whole days', () => {
    expect(validarConcesion(form({}))).toEqual({ rol_id: 'Seleccione un rol' });
    expect(validarConcesion(form({ rol_id: ROLES.cajero, demo_dias: '' }))).toEqual({});
    expect(validarConcesion(form({ rol_id: ROLES.cajero, demo_dias: '90' }))).toEqual({});
    for (const demo_dias of ['0', '91', '1.5', '-3', 'siete'])
      expect(validarConcesion(form({ rol_id: ROLES.cajero, demo_dias })).demo_dias).toBe(
        'Los días de demostración van de 1 a 90',
      );
  });

  it('asks an invitation for a valid address', () => {
    expect(validarInvitacion(form({ rol_id: ROLES.cajero })).email).toBe(
      'Ingrese el correo de la persona que invita',
    );
    expect(validarInvitacion(form({ rol_id: ROLES.cajero, email: 'no-es-correo' })).email).toBe(
      'La dirección de email "no-es-correo" es incorrecta',
    );
    expect(validarInvitacion(form({ rol_id: ROLES.cajero, email: ' Ana@Estudio.PE ' }))).toEqual({});
  });

  it('sends no modules as every module of the role, and a kitchen only for a cook', () => {
    const base = { local_id: 'l1', cocina_id: 'k1', demo_dias: ' 7 ' };
    expect(entradaConcesion(form({ ...base, rol_id: ROLES.mozo }))).toEqual({
      rol_id: ROLES.mozo,
      local_id: 'l1',
      modulos: null,
      cocina_id: null,
      demo_dias: 7,
    });
    expect(entradaConcesion(form({ ...base, rol_id: ROLES.cocinero, modulos: ['facturacion'] }))).toEqual({
      rol_id: ROLES.cocinero,
      local_id: 'l1',
      modulos: ['facturacion'],
      cocina_id: 'k1',
      demo_dias: 7,
    });
    expect(entradaInvitacion(form({ rol_id: ROLES.practicante, email: ' Ana@Estudio.PE ' }))).toEqual({
      email: 'ana@estudio.pe',
      rol_id: ROLES.practicante,
      local_id: null,
      modulos: null,
      cocina_id: null,
      demo_dias: null,
    });
  });

  it('opens a member with their grant, a demo as the days it has left', () => {
    const ahora = new Date('2026-11-29T12:00:00Z');
    expect(
      formDeMiembro(
        {
          rol_id: ROLES.cocinero,
          local_id: 'l1',
          modulos: ['facturacion'],
          cocina_id: 'k1',
          demo_vence_at: '2026-12-02T11:00:00Z',
        },
        ahora,
      ),
    ).toEqual({
      email: '',
      rol_id: ROLES.cocinero,
      local_id: 'l1',
      modulos: ['facturacion'],
      cocina_id: 'k1',
      demo_dias: '3',
    });
    expect(formDeMiembro({ rol_id: ROLES.mozo }, ahora).demo_dias).toBe('');
    // An ended demo stays a demo (one more day) unless the owner clears it.
    expect(diasRestantes('2026-11-01T00:00:00Z', ahora)).toBe('1');
    expect(diasRestantes('no es fecha', ahora)).toBe('');
  });
});
