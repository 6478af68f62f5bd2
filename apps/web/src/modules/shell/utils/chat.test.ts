import { describe, expect, it } from 'vitest';
import { visitanteChat } from './chat';

describe('live-chat visitor', () => {
  it('tags the visitor with id, name, company, RUC, e-mail and role', () => {
    expect(
      visitanteChat({
        userId: 'u-1',
        nombres: 'Carla Quispe',
        email: 'contador@kipu.pe',
        roleId: '04a0a9c2',
        empresa: 'COMERCIAL ANDINA DEMO S.A.C.',
        ruc: '20601234565',
      }),
    ).toEqual({
      visitor: { name: 'Carla Quispe', email: 'contador@kipu.pe' },
      atributos: { id: 'u-1', empresa: 'COMERCIAL ANDINA DEMO S.A.C.', ruc: '20601234565', rol: '04a0a9c2' },
    });
  });

  it('leaves out what is not known yet (no company chosen)', () => {
    const v = visitanteChat({
      userId: 'u-2',
      nombres: null,
      email: 'a@b.pe',
      roleId: null,
      empresa: null,
      ruc: ' ',
    });
    expect(v.visitor.name).toBe('a@b.pe');
    expect(v.atributos).toEqual({ id: 'u-2' });
  });
});
