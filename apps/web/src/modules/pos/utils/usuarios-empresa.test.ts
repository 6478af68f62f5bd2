import { describe, expect, it } from 'vitest';
import { opcionUsuario, sinStaffActivo } from './usuarios-empresa';

describe('opcionUsuario', () => {
  it("labels a user with its name, e-mail and role, valued by the user's id", () => {
    expect(opcionUsuario({ id: 'u1', nombres: 'Rosa Quispe', email: 'rosa@resto.pe', rol: 'Mozo' })).toEqual({
      value: 'u1',
      label: 'Rosa Quispe (rosa@resto.pe) - Mozo',
    });
  });
});

describe('sinStaffActivo', () => {
  it('leaves out the users of the active staff and offers again the ones retired from it', () => {
    const opciones = [
      { value: 'u1', label: 'Rosa' },
      { value: 'u2', label: 'Luis' },
      { value: 'u3', label: 'Ana' },
    ];
    const staff = [
      { usuario_id: 'u1', deleted_at: null },
      { usuario_id: 'u3', deleted_at: '2026-11-20T10:00:00.000Z' },
    ];
    expect(sinStaffActivo(opciones, staff).map((o) => o.value)).toEqual(['u2', 'u3']);
  });
});
