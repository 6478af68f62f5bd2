import { type Db, pcgeReferencia, schema } from '@kipu/db';
import { banderasPorDefecto } from '@kipu/peru';
import { inArray, sql } from 'drizzle-orm';
import { activasDeEmpresa } from '../../../shared/tablas-de-empresa.ts';

const LOTE = 500;

/** Copies the whole PCGE 2019 into a new company's chart, with each account's default report flags. */
export async function copiarPcge(db: Db, empresaId: string): Promise<void> {
  const filas = pcgeReferencia().map((c) => ({ ...c, ...banderasPorDefecto(c.codigo), empresaId }));
  for (let i = 0; i < filas.length; i += LOTE)
    await db.insert(schema.pcgeCuentas).values(filas.slice(i, i + LOTE));
}

/**
 * A company's chart is complete when every two-digit account of the PCGE is there and active: ledgers
 * and statements rely on them. An incomplete one shows 'Contactar con soporte para verificar su PCGE'.
 */
export async function pcgeCompleto(db: Db, empresaId: string): Promise<boolean> {
  const cuentas = pcgeReferencia()
    .filter((c) => c.nivel === 2)
    .map((c) => c.codigo);
  const { pcgeCuentas } = schema;
  const [fila] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pcgeCuentas)
    .where(activasDeEmpresa(pcgeCuentas, empresaId, inArray(pcgeCuentas.codigo, cuentas)));
  return (fila?.n ?? 0) === cuentas.length;
}
