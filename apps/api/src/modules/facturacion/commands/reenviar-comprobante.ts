import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { exigirDeEmpresa } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { exigirEmpresa } from '../../workspace/alcance.ts';
import { type ComprobanteVista, vistaComprobante } from '../comprobante-vista.ts';
import { exigirEnvioActivo } from '../pendientes-de-envio.ts';
import { vaEnResumen } from '../politica-envio.ts';

/**
 * Queues a document SUNAT has not answered yet (retries exhausted, SOL credentials fixed since). The
 * same signed XML goes again; if SUNAT had it after all, the job recovers its CDR (1033).
 */
export async function reenviarComprobante(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
): Promise<ComprobanteVista> {
  const fila = await exigirDeEmpresa(deps, sesion, schema.comprobantes, id);
  if (fila.estado !== 'pendiente' && fila.estado !== 'enviado')
    throw entradaInvalida(
      `El comprobante ${fila.serie}-${fila.numero} ya tiene respuesta de SUNAT (${fila.estado})`,
    );
  const { empresa } = await exigirEmpresa(deps.db, sesion, fila.empresaId);
  if (vaEnResumen(empresa, fila))
    throw entradaInvalida(
      `La boleta ${fila.serie}-${fila.numero} se informa en el resumen diario: genere el resumen de su fecha`,
    );
  exigirEnvioActivo(empresa);
  await deps.cola.enviar('envio_sunat', { comprobanteId: fila.id });
  await deps.db
    .update(schema.comprobantes)
    .set({ ultimoError: null })
    .where(eq(schema.comprobantes.id, fila.id));
  return vistaComprobante({ ...fila, ultimoError: null, tieneCdr: fila.cdrBase64 !== null });
}
