import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearUsuario } from '../helpers/usuarios-de-prueba.ts';
import { USUARIOS_EMPRESA } from './consultas-pos.ts';
import { crearEscenarioPos, type EscenarioPos, errorDe, exigir, personal } from './escenario-pos.ts';

let e: EscenarioPos;
beforeAll(async () => {
  e = await crearEscenarioPos();
});
afterAll(() => e.t.cerrar());

type Usuarios = {
  usuariosEmpresa: { id: string; email: string; nombres: string; rol_id: string; rol: string }[];
};
const correos = (d: Usuarios) => d.usuariosEmpresa.map((u) => u.email);

describe('users of the company for the pickers', () => {
  it("lists the company's users by name with their role, never another company's or a deleted one", async () => {
    const baja = await crearUsuario(e.t, 'baja@restaurante.pe', 'Secreta1');
    await e.t.deps.db
      .insert(schema.usuarioEmpresas)
      .values({ usuarioId: baja.id, empresaId: e.ana.empresaId });
    await e.t.deps.db
      .update(schema.usuarios)
      .set({ deletedAt: new Date() })
      .where(eq(schema.usuarios.id, baja.id));

    const d = await exigir<Usuarios>(e.t, e.ana.token, USUARIOS_EMPRESA);
    expect(correos(d)).toEqual([
      'ana@restaurante.pe',
      'cajero@restaurante.pe',
      'cocinero@restaurante.pe',
      'mozo1@restaurante.pe',
      'mozo2@restaurante.pe',
    ]);
    const mozo = d.usuariosEmpresa.find((u) => u.email === 'mozo1@restaurante.pe');
    expect(mozo).toMatchObject({
      id: e.mozo1.id,
      nombres: 'Usuario mozo1@restaurante.pe',
      rol_id: '1990d988',
    });
    expect(mozo?.rol).toBeTruthy();

    const otro = await exigir<Usuarios>(e.t, e.beto.token, USUARIOS_EMPRESA);
    expect(correos(otro)).toEqual(['beto@otro.pe']);
  });

  it('answers the setup permission or the delivery one, and refuses a waiter', async () => {
    const cajero = await exigir<Usuarios>(e.t, e.cajero.token, USUARIOS_EMPRESA);
    expect(correos(cajero)).toContain('mozo2@restaurante.pe');

    // A role with the room's setup only (no delivery) still picks the staff's users.
    await e.t.deps.db
      .insert(schema.roles)
      .values({ id: 'a5e7c0f1', nombre: 'Jefe de sala', descripcion: 'Sala' });
    await e.t.deps.db.insert(schema.rolPermisos).values({ rolId: 'a5e7c0f1', permisoId: 'POS001001' });
    const jefe = await personal(e.t, e.ana, 'jefe@restaurante.pe', 'a5e7c0f1');
    const d = await exigir<Usuarios>(e.t, jefe.token, USUARIOS_EMPRESA);
    expect(d.usuariosEmpresa.find((u) => u.id === jefe.id)?.rol).toBe('Jefe de sala');

    expect(errorDe(await e.t.gql(USUARIOS_EMPRESA, {}, { token: e.mozo1.token }))).toMatchObject({
      codigo: 'FORBIDDEN',
    });
  });
});
