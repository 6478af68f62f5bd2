import type { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { usuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';

/**
 * Two accountants in two companies (both hold FAC003001) and a seller (role 203e6a2a: emits documents
 * only, without the guides' masters) in a third one.
 */
export type EscenarioGuias = {
  t: AppDePrueba;
  ana: string;
  beto: string;
  vendedor: string;
  /** ana's company RUC: a carrier may not be the company itself. */
  rucAna: string;
};

const VENDEDOR = '203e6a2a';

export async function prepararEscenarioGuias(): Promise<EscenarioGuias> {
  const t = await crearAppDePrueba();
  const rucAna = '20601234565';
  const ana = await usuarioConEmpresa(t, 'ana@guias.pe', { ruc: rucAna, razonSocial: 'ANDINA S.A.C.' });
  const beto = await usuarioConEmpresa(t, 'beto@guias.pe', { ruc: '20131312955', razonSocial: 'BETA S.A.' });
  const vendedor = await usuarioConEmpresa(
    t,
    'vende@guias.pe',
    { ruc: '20100070970', razonSocial: 'GAMMA S.A.' },
    VENDEDOR,
  );
  return { t, ana: ana.token, beto: beto.token, vendedor: vendedor.token, rucAna };
}

/** The rows of a table as stored, to prove a refused operation changed nothing. */
export const filas = async (t: AppDePrueba, tabla: PgTable) =>
  JSON.stringify(await t.deps.db.select().from(tabla));

/**
 * Each input is refused with its Spanish message and the table is left as it was. `documento` takes
 * the input as `$i` (and `extra`, e.g. the id of an update).
 */
export async function esperarRechazos(
  e: EscenarioGuias,
  tabla: PgTable,
  documento: string,
  casos: readonly (readonly [Record<string, unknown>, string])[],
  extra: Record<string, unknown> = {},
): Promise<void> {
  const antes = await filas(e.t, tabla);
  const mensajes: string[] = [];
  for (const [i] of casos)
    mensajes.push((await e.t.gql(documento, { ...extra, i }, { token: e.ana })).errors?.[0]?.message ?? '');
  expect(mensajes).toEqual(casos.map(([, m]) => m));
  expect(await filas(e.t, tabla)).toBe(antes);
}
