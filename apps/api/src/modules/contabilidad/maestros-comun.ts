import { schema } from '@kipu/db';
import { eq, inArray } from 'drizzle-orm';
import type { Dependencias } from '../../shared/dependencias.ts';
import { entradaInvalida, prohibido } from '../../shared/errores.ts';
import { esUuid, recortar } from '../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../auth/sesion-activa.ts';

type CuentaPcge = typeof schema.pcgeCuentas.$inferSelect;

/**
 * The PCGE account a master-data row points at: an account of the company (another company's id is
 * FORBIDDEN) that is not deleted. `faltante` is the message when none was chosen.
 */
export async function exigirCuentaPcge(
  deps: Dependencias,
  empresaId: string,
  id: string | null | undefined,
  faltante: string,
): Promise<CuentaPcge> {
  const cuentaId = recortar(id);
  if (!cuentaId) throw entradaInvalida(faltante);
  if (!esUuid(cuentaId)) throw prohibido();
  const [c] = await deps.db.select().from(schema.pcgeCuentas).where(eq(schema.pcgeCuentas.id, cuentaId));
  if (!c || c.empresaId !== empresaId) throw prohibido();
  if (c.deletedAt) throw entradaInvalida(`La cuenta contable ${c.codigo} está eliminada`);
  return c;
}

/** The PCGE accounts rows point at, by id (to answer their code and name). */
export async function cuentasPcgePorId(deps: Dependencias, ids: string[]): Promise<Map<string, CuentaPcge>> {
  const unicos = [...new Set(ids)];
  if (unicos.length === 0) return new Map();
  const { pcgeCuentas } = schema;
  const filas = await deps.db.select().from(pcgeCuentas).where(inArray(pcgeCuentas.id, unicos));
  return new Map(filas.map((c) => [c.id, c]));
}

export type { Dependencias, SesionActiva };
