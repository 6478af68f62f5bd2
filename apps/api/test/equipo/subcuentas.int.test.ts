import { schema } from '@kipu/db';
import { eq, sql } from 'drizzle-orm';
import { buildSchema, type GraphQLObjectType, printSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { camposRaiz } from '../../src/alcances-declarados.ts';
import { schema as esquema } from '../../src/schema.ts';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { operacionMinima } from '../helpers/operacion-minima.ts';
import { type UsuarioConEmpresa, usuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';

const CREAR = `mutation ($i: SubcuentaInput!) {
  createSubAccount(input: $i) { usuario_id email password_temporal } }`;
const LOGIN = `mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { authentication } }`;
const ME = '{ me { user { id } debe_cambiar_password } }';
const MI_PERFIL = '{ miPerfil { email } }';
const CAMBIAR = 'mutation ($a: String!, $n: String!) { cambiarMiPassword(actual: $a, nueva: $n) }';
const CAJAS = '{ cajas { id } }';
const PERSONAS = '{ personas(tipo: "cliente") { __typename } }';
const AUDITORIA = '{ auditoriaAccesos { accion usuario detalle } }';
const CAJERO = '129965aa';

type Creada = { createSubAccount: { usuario_id: string; email: string; password_temporal: string } };
type R = { errors?: { message: string; extensions?: { code?: string } }[] };
const codigo = (r: R) => r.errors?.[0]?.extensions?.code;

let t: AppDePrueba;
let duena: UsuarioConEmpresa;

beforeAll(async () => {
  t = await crearAppDePrueba();
  duena = await usuarioConEmpresa(t, 'duena@andina.pe', { ruc: '20600000711', razonSocial: 'ANDINA SAC' });
});
afterAll(() => t.cerrar());

async function login(email: string, password: string): Promise<string> {
  const r = await t.gql<{ login: { authentication: string } | null }>(LOGIN, { e: email, p: password });
  return r.data?.login?.authentication ?? '';
}

/** Every row of every table as text: where a secret kept in clear would show. */
async function textoDeLaBase(salvo: string[]): Promise<string> {
  const { rows } = (await t.deps.db.execute(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { table_name: string }[] };
  const partes: string[] = [];
  for (const { table_name } of rows) {
    if (salvo.includes(table_name)) continue;
    const r = (await t.deps.db.execute(
      sql`SELECT string_agg(f::text, ' ') AS texto FROM ${sql.identifier(table_name)} f`,
    )) as unknown as { rows: { texto: string | null }[] };
    partes.push(r.rows[0]?.texto ?? '');
  }
  return partes.join('\n');
}

describe('a manager creates a sub-account with a temporary password', () => {
  let creada: Creada['createSubAccount'];
  let token = '';

  it('answers the temporary password once and mails it with the login address; the database keeps only its hash', async () => {
    const r = await t.gql<Creada>(
      CREAR,
      {
        i: {
          email: ' Rosa.Quispe@Correo.pe ',
          nombres: 'Rosa',
          a_paterno: 'Quispe',
          telefono: '987654321',
          rol_id: CAJERO,
          local_id: duena.localId,
        },
      },
      { token: duena.token },
    );
    expect(r.errors).toBeUndefined();
    creada = (r.data as Creada).createSubAccount;
    expect(creada.email).toBe('rosa.quispe@correo.pe');
    expect(creada.password_temporal).toMatch(/^[A-Za-z2-9]{14}$/);

    const correo = (await t.outbox()).find((c) => c.to === 'rosa.quispe@correo.pe');
    expect(correo?.text).toContain(creada.password_temporal);
    expect(correo?.text).toContain('http://kipu.test/login');
    expect(correo?.text).toContain('ANDINA SAC');

    const [u] = await t.deps.db
      .select()
      .from(schema.usuarios)
      .where(eq(schema.usuarios.id, creada.usuario_id));
    expect(u).toMatchObject({
      nombres: 'Rosa',
      aPaterno: 'Quispe',
      rolId: CAJERO,
      debeCambiarPassword: true,
    });
    expect(u?.passwordHash.startsWith('$argon2id$')).toBe(true);
    // The outbox keeps the mail as sent; nothing else anywhere holds the password in clear.
    expect(await textoDeLaBase(['correos'])).not.toContain(creada.password_temporal);
  });

  it('the temporary password logs in, `me` says it must change, and every operation of a permission is FORBIDDEN', async () => {
    const r = await t.gql<{ login: { authentication: string; authorization: string } }>(
      'mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { authentication authorization } }',
      { e: 'rosa.quispe@correo.pe', p: creada.password_temporal },
    );
    token = r.data?.login.authentication ?? '';
    expect(token).not.toBe('');
    // The menus' token opens nothing either.
    const menus = JSON.parse(
      Buffer.from(r.data?.login.authorization.split('.')[1] ?? '', 'base64url').toString(),
    );
    expect({ permisos: menus.permisos, modulos: menus.modulos }).toEqual({ permisos: [], modulos: [] });
    expect((await t.gql(ME, {}, { token })).data).toEqual({
      me: { user: { id: creada.usuario_id }, debe_cambiar_password: true },
    });
    expect((await t.gql(MI_PERFIL, {}, { token })).errors).toBeUndefined();
    expect(codigo(await t.gql(CAJAS, {}, { token }))).toBe('FORBIDDEN');
    expect(codigo(await t.gql(PERSONAS, {}, { token }))).toBe('FORBIDDEN');

    // Walk the printed schema: whatever is not public nor of the session alone is refused.
    const impreso = buildSchema(printSchema(esquema));
    const declarados = new Map(camposRaiz(esquema).map((c) => [`${c.tipo}.${c.nombre}`, c]));
    const abiertas: string[] = [];
    for (const tipo of ['Query', 'Mutation'] as const) {
      for (const campo of Object.values((impreso.getType(tipo) as GraphQLObjectType).getFields())) {
        const alcances = declarados.get(`${tipo}.${campo.name}`)?.alcances;
        if (alcances?.publico || alcances?.sesion) continue;
        const r = await t.gql(operacionMinima(tipo === 'Query' ? 'query' : 'mutation', campo), {}, { token });
        if (codigo(r) !== 'FORBIDDEN') abiertas.push(`${campo.name}: ${codigo(r) ?? r.status}`);
      }
    }
    expect(abiertas).toEqual([]);
  });

  it('after changing the password the grant works and the flag is gone', async () => {
    const r = await t.gql(CAMBIAR, { a: creada.password_temporal, n: 'RosaCaja26' }, { token });
    expect(r.errors).toBeUndefined();
    expect((await t.gql(ME, {}, { token })).data).toMatchObject({ me: { debe_cambiar_password: false } });
    expect((await t.gql(CAJAS, {}, { token })).errors).toBeUndefined();
    expect(codigo(await t.gql(AUDITORIA, {}, { token }))).toBe('FORBIDDEN');
    expect(await login('rosa.quispe@correo.pe', creada.password_temporal)).toBe('');
    expect(await login('rosa.quispe@correo.pe', 'RosaCaja26')).not.toBe('');
  });

  it('the creation is in the access log, without the password', async () => {
    const r = await t.gql<{ auditoriaAccesos: { accion: string; usuario: string; detalle: string }[] }>(
      AUDITORIA,
      {},
      { token: duena.token },
    );
    const registro = r.data?.auditoriaAccesos.find((a) => a.accion === 'subcuenta_creada');
    expect(registro?.usuario).toBe('rosa.quispe@correo.pe');
    expect(JSON.parse(registro?.detalle ?? '{}')).toMatchObject({ rol_id: CAJERO, local_id: duena.localId });
    expect(registro?.detalle).not.toContain(creada.password_temporal);
  });
});

describe('what a sub-account cannot be', () => {
  const cuenta = async (): Promise<number> =>
    (await t.deps.db.select({ id: schema.usuarios.id }).from(schema.usuarios)).length;

  it('an address already registered is refused with the advice to invite, and nothing is written', async () => {
    const antes = { usuarios: await cuenta(), correos: (await t.outbox()).length };
    const r = await t.gql(
      CREAR,
      { i: { email: 'DUENA@andina.pe', nombres: 'Otra', rol_id: CAJERO } },
      { token: duena.token },
    );
    expect(r.errors?.[0]?.message).toBe(
      'Ese correo ya tiene una cuenta en Kipu: invítelo a la empresa en lugar de crearle otra cuenta',
    );
    expect({ usuarios: await cuenta(), correos: (await t.outbox()).length }).toEqual(antes);
  });

  it('bad input (address, name, phone, a role the manager cannot grant) changes nothing', async () => {
    const antes = await cuenta();
    const casos: [Record<string, unknown>, string][] = [
      [
        { email: 'no-es-correo', nombres: 'A', rol_id: CAJERO },
        'La dirección de email "no-es-correo" es incorrecta',
      ],
      [{ email: 'a@correo.pe', nombres: '  ', rol_id: CAJERO }, 'Ingrese el nombre del usuario'],
      [
        { email: 'a@correo.pe', nombres: 'A', telefono: '12', rol_id: CAJERO },
        'Ingrese un número de celular válido (9 dígitos que empiezan con 9)',
      ],
      [
        { email: 'a@correo.pe', nombres: 'A', rol_id: 'ea7e35be' },
        'Seleccione un rol que usted pueda asignar en esta empresa',
      ],
    ];
    for (const [i, mensaje] of casos) {
      const r = await t.gql(CREAR, { i }, { token: duena.token });
      expect(r.errors?.[0]?.message).toBe(mensaje);
    }
    expect(await cuenta()).toBe(antes);
  });

  it('a member without the team permission cannot create one', async () => {
    const r = await t.gql<Creada>(
      CREAR,
      { i: { email: 'caja2@correo.pe', nombres: 'Caja', rol_id: CAJERO } },
      { token: duena.token },
    );
    const cajero = await login('caja2@correo.pe', r.data?.createSubAccount.password_temporal ?? '');
    await t.gql(
      CAMBIAR,
      { a: r.data?.createSubAccount.password_temporal, n: 'Caja2026x' },
      { token: cajero },
    );
    const intento = await t.gql(
      CREAR,
      { i: { email: 'amigo@correo.pe', nombres: 'Amigo', rol_id: CAJERO } },
      { token: cajero },
    );
    expect(codigo(intento)).toBe('FORBIDDEN');
  });
});
