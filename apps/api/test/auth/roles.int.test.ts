import { ROL } from '@kipu/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { CREATE_USER, LOGIN, type Login, USUARIO } from '../helpers/operaciones.ts';
import { crearUsuario } from '../helpers/usuarios-de-prueba.ts';

const CORREOS = '{ correos(limite: 10) { para asunto transporte enviado_at } }';

let t: AppDePrueba;
beforeAll(async () => {
  t = await crearAppDePrueba();
  await crearUsuario(t, 'jefe@kipu.pe', 'Secreta1', { rolId: ROL.administradorGeneral });
  await crearUsuario(t, 'conta@estudio.pe', 'Secreta1', { rolId: ROL.contador });
  await t.gql(CREATE_USER, { input: { ...USUARIO, email: 'nuevo@estudio.pe' } });
});
afterAll(() => t.cerrar());

const token = async (email: string) =>
  (await t.gql<Login>(LOGIN, { email, password: 'Secreta1' })).data?.login?.authentication ?? '';

describe('role-restricted operations', () => {
  it('the top administrator reads the mail outbox', async () => {
    const r = await t.gql<{ correos: { para: string; asunto: string; transporte: string }[] }>(
      CORREOS,
      {},
      { token: await token('jefe@kipu.pe') },
    );
    expect(r.data?.correos).toEqual([
      {
        para: 'nuevo@estudio.pe',
        asunto: 'Confirme su cuenta en Kipu',
        transporte: 'outbox',
        enviado_at: null,
      },
    ]);
  });

  it('any other role gets FORBIDDEN (HTTP 403) and no data', async () => {
    const r = await t.gql(CORREOS, {}, { token: await token('conta@estudio.pe') });
    expect(r.status).toBe(403);
    expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(r.data).toBeNull();
  });

  it('every role of spec 01 §6 is seeded with a readable name', async () => {
    const { roles } = await import('@kipu/db').then((m) => m.schema);
    const filas = await t.deps.db.select().from(roles);
    expect(filas.map((f) => f.id).sort()).toEqual(
      [
        'ea7e35be',
        'f4539214',
        'fd2b32f2',
        '1990d988',
        '129965aa',
        '0f17e438',
        'fc7a149a',
        '203e6a2a',
        '11676146',
        '04a0a9c2',
        '470e28ec',
      ].sort(),
    );
    expect(filas.every((f) => f.nombre.length > 3)).toBe(true);
  });
});
