import { schema } from '@kipu/db';
import { idResumen } from '@kipu/peru/sunat/nombres';
import { eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { exigirDeEmpresa } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { exigirEmpresa } from '../../workspace/alcance.ts';
import { exigirEnvioActivo } from '../pendientes-de-envio.ts';
import { encolarResumen } from '../politica-envio.ts';
import { COLUMNAS_RESUMEN, type ResumenVista, vistasDeResumenes } from '../resumen-vista.ts';

/**
 * Queues again a summary SUNAT has not answered (retries exhausted, SOL credentials fixed): unsent, it
 * goes by sendSummary; with a ticket, the ticket is asked for again.
 */
export async function reenviarResumen(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
): Promise<ResumenVista> {
  const fila = await exigirDeEmpresa(deps, sesion, schema.resumenes, id);
  const { empresa } = await exigirEmpresa(deps.db, sesion, fila.empresaId);
  if (fila.estado !== 'pendiente' && fila.estado !== 'enviado')
    throw entradaInvalida(
      `El resumen ${idResumen(fila.tipo, fila.fechaGeneracion, fila.correlativo)} ya tiene respuesta de SUNAT (${fila.estado})`,
    );
  exigirEnvioActivo(empresa);
  await deps.db.update(schema.resumenes).set({ ultimoError: null }).where(eq(schema.resumenes.id, fila.id));
  await encolarResumen(deps, empresa, fila.id);
  const [vista] = await deps.db
    .select(COLUMNAS_RESUMEN)
    .from(schema.resumenes)
    .where(eq(schema.resumenes.id, fila.id));
  const [r] = await vistasDeResumenes(deps.db, vista ? [vista] : []);
  if (!r) throw new Error('Resumen no encontrado');
  return r;
}
