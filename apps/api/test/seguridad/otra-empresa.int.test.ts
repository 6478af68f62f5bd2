import { schema as tablas } from '@kipu/db';
import { eq } from 'drizzle-orm';
import {
  buildSchema,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  printSchema,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../src/schema.ts';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { LOGIN, type Login } from '../helpers/operaciones.ts';
import { type UsuarioConEmpresa, usuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';
import { crearUsuario } from '../helpers/usuarios-de-prueba.ts';

// Every operation of the printed schema, called by another company's owner (who holds every permission of
// an accountant) and by a member of that company (a cashier's grant) with this company's ids wherever an
// argument names an id: nothing of it may come back, and nothing of it may change.
const impreso = buildSchema(printSchema(schema));
const SIN_LLAMAR = new Set(['logout', 'cambiarMiPassword', 'solicitarCambioEmail']);

let t: AppDePrueba;
let duena: UsuarioConEmpresa;
let ajeno: UsuarioConEmpresa;
/** A cashier of the other company: a member by grant, not its owner. */
let miembroAjeno = '';
const CAJERO = '129965aa';
let personaId = '';

const idPara = (nombre: string): string | undefined => {
  if (nombre === 'empresa_id' || nombre === 'empresa') return duena.empresaId;
  if (nombre === 'local_id') return duena.localId;
  if (nombre === 'id' || nombre.endsWith('_id')) return personaId;
  return undefined;
};

function literal(nombre: string, tipo: GraphQLInputType): string {
  if (isNonNullType(tipo)) return literal(nombre, tipo.ofType);
  if (isListType(tipo)) return `[${literal(nombre, tipo.ofType)}]`;
  if (isEnumType(tipo)) return tipo.getValues()[0]?.name ?? 'null';
  if (isInputObjectType(tipo)) {
    const campos = Object.values(tipo.getFields()).filter((c) => isNonNullType(c.type) || idPara(c.name));
    return `{ ${campos.map((c) => `${c.name}: ${literal(c.name, c.type)}`).join(', ')} }`;
  }
  if (tipo.name === 'Int' || tipo.name === 'Float') return '1';
  if (tipo.name === 'Boolean') return 'false';
  return JSON.stringify(idPara(nombre) ?? '2026-11');
}

/** The field's scalar sub-fields, so whatever data comes back is there to be read. */
function seleccion(campo: GraphQLField<unknown, unknown>): string {
  const tipo = getNamedType(campo.type);
  if (isLeafType(tipo)) return '';
  if (!isObjectType(tipo)) return ' { __typename }';
  const hojas = Object.values(tipo.getFields())
    .filter((f) => isLeafType(getNamedType(f.type)) && !f.args.some((a) => isNonNullType(a.type)))
    .map((f) => f.name);
  return ` { __typename ${hojas.join(' ')} }`;
}

function operacion(tipo: 'query' | 'mutation', campo: GraphQLField<unknown, unknown>): string {
  const args = campo.args.filter((a) => isNonNullType(a.type) || idPara(a.name));
  const conArgs = args.length
    ? `(${args.map((a) => `${a.name}: ${literal(a.name, a.type)}`).join(', ')})`
    : '';
  return `${tipo} { ${campo.name}${conArgs}${seleccion(campo)} }`;
}

beforeAll(async () => {
  t = await crearAppDePrueba();
  duena = await usuarioConEmpresa(t, 'duena@secreta.pe', {
    ruc: '20600000881',
    razonSocial: 'EMPRESA SECRETA SAC',
  });
  ajeno = await usuarioConEmpresa(t, 'ajeno@otra.pe', { ruc: '20600000891', razonSocial: 'OTRA SAC' });
  const [persona] = await t.deps.db
    .insert(tablas.personas)
    .values({
      empresaId: duena.empresaId,
      tipo: 'cliente',
      documentoId: '6',
      numero: '20100070970',
      razonSocial: 'CLIENTE SECRETO SAC',
    })
    .returning();
  personaId = persona?.id ?? '';
  const cajero = await crearUsuario(t, 'cajero@otra.pe', 'Secreta1');
  await t.deps.db.insert(tablas.usuarioEmpresas).values({
    usuarioId: cajero.id,
    empresaId: ajeno.empresaId,
    localId: ajeno.localId,
    rolId: CAJERO,
    activa: true,
  });
  const login = await t.gql<Login>(LOGIN, { email: 'cajero@otra.pe', password: 'Secreta1' });
  miembroAjeno = login.data?.login?.authentication ?? '';
});
afterAll(() => t.cerrar());

/** Calls every query and mutation with this company's ids as the holder of `token`. */
async function recorrer(token: string) {
  const fugas: string[] = [];
  let llamadas = 0;
  let prohibidas = 0;
  for (const tipo of ['query', 'mutation'] as const) {
    const raiz = impreso.getType(tipo === 'query' ? 'Query' : 'Mutation') as GraphQLObjectType;
    for (const campo of Object.values(raiz.getFields())) {
      if (SIN_LLAMAR.has(campo.name)) continue;
      const r = await t.gql(operacion(tipo, campo), {}, { token });
      llamadas++;
      if (r.errors?.[0]?.extensions?.code === 'FORBIDDEN') prohibidas++;
      const datos = JSON.stringify(r.data ?? null);
      if (
        /SECRET/.test(datos) ||
        [duena.empresaId, duena.localId, personaId].some((id) => datos.includes(id))
      )
        fugas.push(`${campo.name}: ${datos.slice(0, 200)}`);
    }
  }
  return { fugas, llamadas, prohibidas };
}

const filaEmpresa = async () =>
  JSON.stringify(
    await t.deps.db.select().from(tablas.empresas).where(eq(tablas.empresas.id, duena.empresaId)),
  );

async function nadaCambio(antes: string) {
  expect(await filaEmpresa()).toBe(antes);
  const [persona] = await t.deps.db.select().from(tablas.personas).where(eq(tablas.personas.id, personaId));
  expect(persona?.razonSocial).toBe('CLIENTE SECRETO SAC');
  expect(persona?.deletedAt).toBeNull();
}

describe('another company’s people walk every operation with this company’s ids', () => {
  it('its owner gets FORBIDDEN, an error or its own data — never this company’s — and changes nothing here', async () => {
    const antes = await filaEmpresa();
    const { fugas, llamadas, prohibidas } = await recorrer(ajeno.token);
    expect(fugas).toEqual([]);
    expect(llamadas).toBeGreaterThan(400);
    // The ids reach the checks: every operation that takes this company's or its client's id refuses it.
    expect(prohibidas).toBeGreaterThan(100);
    await nadaCambio(antes);
  });

  it('its cashier, a member by grant, neither; most operations stop at the cashier’s permission', async () => {
    expect(miembroAjeno).not.toBe('');
    const antes = await filaEmpresa();
    const { fugas, prohibidas } = await recorrer(miembroAjeno);
    expect(fugas).toEqual([]);
    // The cashier's grant opens the point of sale only: most operations stop at the permission.
    expect(prohibidas).toBeGreaterThan(300);
    await nadaCambio(antes);
  });
});
