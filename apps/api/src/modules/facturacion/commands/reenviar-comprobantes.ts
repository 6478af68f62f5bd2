import { schema } from '@kipu/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida, prohibido } from '../../../shared/errores.ts';
import { esUuid } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { encolarPendientes, exigirEnvioActivo } from '../pendientes-de-envio.ts';

/**
 * Queues again, in bulk, the documents SUNAT has not answered: those given (every one must be the
 * session company's, else FORBIDDEN and nothing is queued), or all of them. Answered documents and
 * boletas informed by resumen diario are counted as left out.
 */
export async function reenviarComprobantes(
  deps: Dependencias,
  sesion: SesionActiva,
  ids: readonly string[] | null | undefined,
): Promise<{ encolados: number; omitidos: number }> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const [empresa] = await deps.db.select().from(schema.empresas).where(eq(schema.empresas.id, empresaId));
  if (!empresa) throw prohibido();
  if (ids) {
    const unicos = [...new Set(ids)];
    if (unicos.length === 0) throw entradaInvalida('Seleccione los comprobantes a reenviar');
    if (unicos.length > 1000) throw entradaInvalida('Reenvíe hasta 1000 comprobantes a la vez');
    if (!unicos.every(esUuid)) throw prohibido();
    const c = schema.comprobantes;
    const propios = await deps.db
      .select({ id: c.id })
      .from(c)
      .where(and(eq(c.empresaId, empresaId), inArray(c.id, unicos)));
    if (propios.length !== unicos.length) throw prohibido();
    exigirEnvioActivo(empresa);
    return encolarPendientes(deps, empresa, unicos);
  }
  exigirEnvioActivo(empresa);
  return encolarPendientes(deps, empresa);
}
