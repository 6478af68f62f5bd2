import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { copiarPcge } from '../../src/modules/contabilidad/pcge/copiar-pcge.ts';
import { type AppDePrueba, crearAppDePrueba, type RespuestaGql } from '../helpers/app-de-prueba.ts';
import { filasDeExcel } from '../helpers/excel.ts';
import { usuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';

/**
 * Two accountants in two companies, each with the PCGE 2019 copied, and an invoicing clerk (a role
 * without the accounting master-data permissions) in a third one.
 */
export type Escenario = {
  t: AppDePrueba;
  ana: string;
  beto: string;
  facturador: string;
  empresaAna: string;
  empresaBeto: string;
};

const FACTURADOR = 'fd2b32f2';

export async function prepararEscenario(): Promise<Escenario> {
  const t = await crearAppDePrueba();
  const ana = await usuarioConEmpresa(t, 'ana@estudio.pe', {
    ruc: '20601234565',
    razonSocial: 'ANDINA S.A.C.',
  });
  const beto = await usuarioConEmpresa(t, 'beto@estudio.pe', {
    ruc: '20131312955',
    razonSocial: 'BETA S.A.',
  });
  const caja = await usuarioConEmpresa(
    t,
    'caja@estudio.pe',
    { ruc: '20100070970', razonSocial: 'GAMMA S.A.' },
    FACTURADOR,
  );
  await copiarPcge(t.deps.db, ana.empresaId);
  await copiarPcge(t.deps.db, beto.empresaId);
  return {
    t,
    ana: ana.token,
    beto: beto.token,
    facturador: caja.token,
    empresaAna: ana.empresaId,
    empresaBeto: beto.empresaId,
  };
}

export const mensaje = (r: RespuestaGql<unknown>) => r.errors?.[0]?.message;
export const codigo = (r: RespuestaGql<unknown>) => r.errors?.[0]?.extensions?.code;

/** The id of a company's PCGE account by code. */
export async function cuentaPcge(t: AppDePrueba, empresaId: string, codigoCuenta: string): Promise<string> {
  const filas = await t.deps.db
    .select()
    .from(schema.pcgeCuentas)
    .where(eq(schema.pcgeCuentas.empresaId, empresaId));
  const c = filas.find((f) => f.codigo === codigoCuenta);
  if (!c) throw new Error(`No existe la cuenta ${codigoCuenta}`);
  return c.id;
}

/** Every operation, sent by someone who may not run it, answers FORBIDDEN. */
export async function esperarProhibido(
  t: AppDePrueba,
  token: string,
  operaciones: readonly (readonly [string, Record<string, unknown>])[],
) {
  for (const [op, vars] of operaciones) {
    const r = await t.gql(op, vars, { token });
    expect(codigo(r), op).toBe('FORBIDDEN');
  }
}

/** The sheet an export answered: its name pattern, title and header, then the data rows. */
export async function hojaExportada(
  r: RespuestaGql<Record<string, { nombre: string; base64: string }>>,
  campo: string,
  base: string,
  titulo: string,
): Promise<{ cabecera: string[]; filas: string[][] }> {
  const archivo = r.data?.[campo];
  expect(archivo?.nombre).toMatch(new RegExp(`^${base}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
  const filas = await filasDeExcel(archivo?.base64 ?? '');
  expect(filas[0]).toEqual([titulo]);
  return { cabecera: filas[1] ?? [], filas: filas.slice(2) };
}

/**
 * The GraphQL documents of a master-data screen, as the web client sends them: `tipo` names the
 * mutations (createX, updateX…) and the input (XInput), `lista` the paged list query and its export.
 */
export function operacionesMaestro(tipo: string, lista: string, campos: string) {
  const excel = `excel${lista.charAt(0).toUpperCase()}${lista.slice(1)}`;
  return {
    lista,
    excel,
    CREAR: `mutation($i: ${tipo}Input!) { create${tipo}(input: $i) { ${campos} } }`,
    ACTUALIZAR: `mutation($id: String!, $i: ${tipo}Input!) { update${tipo}(id: $id, input: $i) { ${campos} } }`,
    BORRAR: `mutation($id: String!) { delete${tipo}(id: $id) { ${campos} } }`,
    ACTIVAR: `mutation($id: String!) { activate${tipo}(id: $id) { ${campos} } }`,
    LISTA: `query($p: String, $l: Int, $d: Int, $e: Boolean) { ${lista}(param: $p, limite: $l, desde: $d, eliminados: $e) { total filas { ${campos} } } }`,
    EXCEL: `query($p: String, $e: Boolean) { ${excel}(param: $p, eliminados: $e) { nombre base64 } }`,
  };
}

export type OperacionesMaestro = ReturnType<typeof operacionesMaestro>;

/** The list's total as `token` sees it (`{ e: true }` counts deleted rows too). */
export async function totalDe(
  e: Pick<Escenario, 't' | 'ana'>,
  op: OperacionesMaestro,
  variables: Record<string, unknown> = {},
  token = e.ana,
): Promise<number | undefined> {
  const r = await e.t.gql<Record<string, { total: number }>>(op.LISTA, variables, { token });
  return r.data?.[op.lista]?.total;
}

/**
 * Soft-deletes a row and re-activates it, answering what each step showed: the deleted_at the delete
 * answered, the totals without and with deleted rows in between, and the deleted_at after activating.
 */
export async function bajaYAlta(e: Escenario, op: OperacionesMaestro, id: string | undefined) {
  const deletedAt = async (documento: string) => {
    const r = await e.t.gql<Record<string, { deleted_at: string | null }>>(
      documento,
      { id },
      { token: e.ana },
    );
    return Object.values(r.data ?? {})[0]?.deleted_at;
  };
  const borrado = await deletedAt(op.BORRAR);
  const sinEliminados = await totalDe(e, op);
  const conEliminados = await totalDe(e, op, { e: true });
  return { borrado, sinEliminados, conEliminados, activado: await deletedAt(op.ACTIVAR) };
}

/** The sheet ana's export answers with these variables (name pattern and title already checked). */
export async function exportar(
  e: Pick<Escenario, 't' | 'ana'>,
  op: OperacionesMaestro,
  variables: Record<string, unknown>,
  base: string,
  titulo: string,
) {
  const r = await e.t.gql<Record<string, { nombre: string; base64: string }>>(op.EXCEL, variables, {
    token: e.ana,
  });
  return hojaExportada(r, op.excel, base, titulo);
}
