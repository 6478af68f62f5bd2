import { describe, expect, it } from 'vitest';
import { opcionUsuario } from './usuarios-empresa';

describe('opcionUsuario', () => {
  it("labels a user with its name, e-mail and role, valued by the user's id", () => {
    expect(opcionUsuario({ id: 'u1', nombres: 'Rosa Quispe', email: 'rosa@resto.pe', rol: 'Mozo' })).toEqual({
      value: 'u1',
      label: 'Rosa Quispe (rosa@resto.pe) - Mozo',
    });
  });
});
