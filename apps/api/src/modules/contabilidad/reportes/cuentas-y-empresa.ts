import { type Db, schema } from '@kipu/db';
import { and, eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { exigirEmpresa } from '../../workspace/alcance.ts';
import type { Contribuyente } from './libro-impreso.ts';

const PERIODO = /^\d{4}(0[1-9]|1[0-2])$/;

export function exigirPeriodo(periodo: string): void {
  if (!PERIODO.test(periodo)) throw entradaInvalida('El periodo no es válido (AAAAMM)');
}

export function exigirRango(desde: string, hasta: string): void {
  if (!PERIODO.test(desde) || !PERIODO.test(hasta) || desde > hasta)
    throw entradaInvalida('Indique un rango de periodos válido (AAAAMM)');
}

/** The session's company (FORBIDDEN when not reachable) with what the legal header prints of it. */
export async function empresaDelLibro(
  deps: Dependencias,
  sesion: SesionActiva,
): Promise<{ empresaId: string; contribuyente: Contribuyente }> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const { empresa } = await exigirEmpresa(deps.db, sesion, empresaId);
  return { empresaId, contribuyente: { ruc: empresa.ruc, razonSocial: empresa.razonSocial } };
}

/** The company's chart as code → denominación (a few thousand rows at most), to name each account. */
export async function denominaciones(db: Db, empresaId: string): Promise<Map<string, string>> {
  const c = schema.pcgeCuentas;
  const filas = await db
    .select({ codigo: c.codigo, denominacion: c.denominacion })
    .from(c)
    .where(and(eq(c.empresaId, empresaId)));
  return new Map(filas.map((f) => [f.codigo, f.denominacion]));
}

/** '202603' → '03/2026'. */
export const periodoImpreso = (p: string) => `${p.slice(4)}/${p.slice(0, 4)}`;
