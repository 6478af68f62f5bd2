import { schema } from '@kipu/db';
import type { ResultadoCdr } from '@kipu/peru/sunat/cdr';
import { ErrorSunat } from '@kipu/peru/sunat/cliente-bill-service';
import { idResumen, nombreResumen } from '@kipu/peru/sunat/nombres';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { mensajeDe } from '../../../shared/errores.ts';
import {
  CREDENCIALES_DE_EMPRESA,
  clienteParaEnviar,
  EMPRESA_DE_ENVIO,
  mensajeDeCredenciales,
} from '../cliente-de-envio.ts';
import { publicarComprobanteEmitido } from '../events/comprobante-emitido.ts';

/** Thrown while SUNAT answers 98: the queue comes back later with its backoff. */
export class TicketEnProceso extends Error {}

/**
 * The `envio_resumen` job: a resumen diario (RC) or comunicación de baja (RA) goes by sendSummary, its
 * ticket is kept, and getStatus is asked until SUNAT has processed it:
 * - 98 (en proceso), a transient fault: noted and thrown, so pg-boss comes back with backoff; the
 *   ticket is kept, so a retry only asks again, never sends twice;
 * - the CDR: the summary's state, code and zip; accepted, its documents become 'anulado' (an RA, or an
 *   RC line with condition 3) or take its state (condition 1 and 2); rejected, the boletas it added are
 *   'rechazado' and a voiding leaves its documents as they were, with SUNAT's reason;
 * - wrong SOL credentials: the summary waits with the message until resent;
 * - any other fault: SUNAT refuses this file whatever the retries: 'rechazado' like a rejection CDR.
 * While the company's sending is paused nothing is sent; resuming queues the summary again.
 */
export async function enviarResumen(deps: Dependencias, resumenId: string): Promise<void> {
  const { resumenes, empresas } = schema;
  const [leida] = await deps.db
    .select({
      id: resumenes.id,
      tipo: resumenes.tipo,
      fechaGeneracion: resumenes.fechaGeneracion,
      correlativo: resumenes.correlativo,
      estado: resumenes.estado,
      ticket: resumenes.ticket,
      zipBase64: resumenes.zipBase64,
      empresa: EMPRESA_DE_ENVIO,
    })
    .from(resumenes)
    .innerJoin(empresas, eq(empresas.id, resumenes.empresaId))
    .leftJoin(schema.empresaCredenciales, CREDENCIALES_DE_EMPRESA)
    .where(eq(resumenes.id, resumenId));
  if (!leida || (leida.estado !== 'pendiente' && leida.estado !== 'enviado')) return;
  const fila = leida;

  const anotar = (valores: Partial<typeof resumenes.$inferInsert>) =>
    deps.db.update(resumenes).set(valores).where(eq(resumenes.id, fila.id));
  const cliente = await clienteParaEnviar(deps, fila.empresa);
  if (typeof cliente === 'string') return void (await anotar({ ultimoError: cliente }));

  /** A fault: transient ones are retried, credentials wait, the rest reject the file. */
  async function falla(e: unknown): Promise<void> {
    if (!(e instanceof ErrorSunat) || e.tipo === 'transitorio') {
      await anotar({ ultimoError: mensajeDe(e) });
      throw e;
    }
    if (e.tipo === 'credenciales')
      return void (await anotar({ ultimoError: mensajeDeCredenciales(e, fila.empresa) }));
    await aplicarRespuesta(deps, fila.id, {
      estado: 'rechazado',
      codigo: e.codigo,
      descripcion: e.message,
      notas: [],
    });
  }

  let ticket = fila.ticket;
  if (!ticket) {
    await deps.db
      .update(resumenes)
      .set({ intentos: sql`${resumenes.intentos} + 1`, enviadoAt: new Date() })
      .where(eq(resumenes.id, fila.id));
    const nombre = `${nombreResumen(fila.empresa.ruc, fila.tipo, fila.fechaGeneracion, fila.correlativo)}.zip`;
    try {
      ticket = await cliente.enviarResumen(nombre, Buffer.from(fila.zipBase64, 'base64'));
    } catch (e) {
      return falla(e);
    }
    await anotar({ ticket, estado: 'enviado', ultimoError: null });
    await marcarEnviados(deps, fila.id, fila.empresa.soapEnvio);
  }

  let respuesta: Awaited<ReturnType<typeof cliente.consultarTicket>>;
  try {
    respuesta = await cliente.consultarTicket(ticket);
  } catch (e) {
    return falla(e);
  }
  if (respuesta.estado === 'en-proceso') {
    const id = idResumen(fila.tipo, fila.fechaGeneracion, fila.correlativo);
    throw new TicketEnProceso(`SUNAT aún procesa el ticket ${ticket} de ${id}`);
  }
  await aplicarRespuesta(deps, fila.id, respuesta);
}

/** The boletas a summary adds are on their way once SUNAT (or a test environment) has it (a ticket). */
async function marcarEnviados(deps: Dependencias, resumenId: string, entornoEnvio: string) {
  const { comprobantes, resumenItems } = schema;
  const agregados = deps.db
    .select({ id: resumenItems.comprobanteId })
    .from(resumenItems)
    .where(and(eq(resumenItems.resumenId, resumenId), eq(resumenItems.condicion, '1')));
  await deps.db
    .update(comprobantes)
    .set({ estado: 'enviado', enviadoAt: new Date(), entornoEnvio })
    .where(and(inArray(comprobantes.id, agregados), eq(comprobantes.estado, 'pendiente')));
}

type Respuesta = Pick<ResultadoCdr, 'estado' | 'codigo' | 'descripcion' | 'notas'> & { cdrZip?: Uint8Array };

/**
 * SUNAT's final answer on the summary and on each of its documents, in one transaction; then the
 * documents it voided go back to accounting (the same durable job as an emission) to leave the books.
 */
async function aplicarRespuesta(deps: Dependencias, resumenId: string, r: Respuesta): Promise<void> {
  const anulados = await guardarRespuesta(deps, resumenId, r);
  for (const id of anulados) await publicarComprobanteEmitido(deps, id);
}

async function guardarRespuesta(deps: Dependencias, resumenId: string, r: Respuesta): Promise<string[]> {
  const { resumenes, resumenItems, comprobantes } = schema;
  const ahora = new Date();
  return deps.db.transaction(async (tx) => {
    const [resumen] = await tx
      .update(resumenes)
      .set({
        estado: r.estado,
        codigoSunat: r.codigo,
        descripcionSunat: r.descripcion,
        notasSunat: r.notas,
        cdrBase64: r.cdrZip ? Buffer.from(r.cdrZip).toString('base64') : null,
        respuestaAt: ahora,
        ultimoError: null,
      })
      .where(eq(resumenes.id, resumenId))
      .returning();
    if (!resumen) return [];
    const id = idResumen(resumen.tipo, resumen.fechaGeneracion, resumen.correlativo);
    const items = await tx.select().from(resumenItems).where(eq(resumenItems.resumenId, resumenId));
    const anula = (i: (typeof items)[number]) => resumen.tipo === 'RA' || i.condicion === '3';
    const ids = (filtro: (i: (typeof items)[number]) => boolean) =>
      items.filter(filtro).map((i) => i.comprobanteId);
    const aceptado = r.estado !== 'rechazado';
    const anulados = ids(anula);
    const informados = ids((i) => !anula(i));
    if (anulados.length) {
      await tx
        .update(comprobantes)
        .set(
          aceptado
            ? { estado: 'anulado', ultimoError: null }
            : { ultimoError: `SUNAT rechazó la baja (${id}): ${r.codigo} ${r.descripcion}` },
        )
        .where(inArray(comprobantes.id, anulados));
    }
    if (informados.length) {
      await tx
        .update(comprobantes)
        .set({
          estado: r.estado,
          codigoSunat: r.codigo,
          descripcionSunat: `${id}: ${r.descripcion}`,
          notasSunat: r.notas,
          respuestaAt: ahora,
          ultimoError: null,
        })
        .where(inArray(comprobantes.id, informados));
    }
    return aceptado ? anulados : [];
  });
}
