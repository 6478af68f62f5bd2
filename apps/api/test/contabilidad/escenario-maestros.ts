import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { copiarPcge } from '../../src/modules/contabilidad/pcge/copiar-pcge.ts';
import { type AppDePrueba, crearAppDePrueba, type RespuestaGql } from '../helpers/app-de-prueba.ts';
import { filasDeExcel } from '../helpers/excel.ts';
import { LOGIN, type Login } from '../helpers/operaciones.ts';
import { crearUsuario } from '../helpers/usuarios-de-prueba.ts';

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
  const empresas: string[] = [];
  for (const [email, ruc, razonSocial, rolId] of [
    ['ana@estudio.pe', '20601234565', 'ANDINA S.A.C.', undefined],
    ['beto@estudio.pe', '20131312955', 'BETA S.A.', undefined],
    ['caja@estudio.pe', '20100070970', 'GAMMA S.A.', FACTURADOR],
  ] as const) {
    const u = await crearUsuario(t, email, 'Secreta1', { empresa: { ruc, razonSocial }, rolId });
    const [g] = await t.deps.db
      .select()
      .from(schema.usuarioEmpresas)
      .where(eq(schema.usuarioEmpresas.usuarioId, u.id));
    empresas.push(g?.empresaId ?? '');
  }
  const [empresaAna = '', empresaBeto = ''] = empresas;
  await copiarPcge(t.deps.db, empresaAna);
  await copiarPcge(t.deps.db, empresaBeto);
  const token = async (email: string) =>
    (await t.gql<Login>(LOGIN, { email, password: 'Secreta1' })).data?.login?.authentication ?? '';
  return {
    t,
    ana: await token('ana@estudio.pe'),
    beto: await token('beto@estudio.pe'),
    facturador: await token('caja@estudio.pe'),
    empresaAna,
    empresaBeto,
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
