import { schema } from '@kipu/db';
import type { EstadoGre } from '@kipu/peru/sunat/cliente-gre';
import { ErrorGre } from '@kipu/peru/sunat/error-gre';
import { eq, sql } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { mensajeDe } from '../../../shared/errores.ts';
import { avisarGuia } from '../avisar-guia.ts';
import { clienteGreDeEmpresa, mensajeCredencialesGre } from '../cliente-gre-de-empresa.ts';

const g = schema.guias;

/** States a send or a ticket may still change; SUNAT's answer (or a voiding) is final. */
const POR_ENVIAR: readonly string[] = ['pendiente', 'enviado'];

/** What one step left: SUNAT's answer is stored, it is still processing, or a transient fault to retry. */
export type PasoGuia = { resultado: 'hecho' } | { resultado: 'reintentar'; motivo: string };

/** Thrown by the job while SUNAT answers 98 or a fault is transient: the queue comes back with backoff. */
export class GuiaEnProceso extends Error {}

/**
 * The `envio_guia` job: one step of `pasoDeGuia`; while it is not done, thrown, so pg-boss retries it
 * with its backoff (the ticket is kept, so a retry only asks again).
 */
export async function enviarGuia(deps: Dependencias, guiaId: string): Promise<void> {
  const paso = await pasoDeGuia(deps, guiaId, { enviar: true });
  if (paso.resultado === 'reintentar') throw new GuiaEnProceso(paso.motivo);
}

/**
 * Sends a guide to SUNAT's GRE API (when `enviar` and it has no ticket yet) and asks its ticket once:
 * - no GRE application or SOL user, or SUNAT refuses them: the guide waits 'pendiente' with what to fix;
 * - the ticket is stored before it is asked, so a crash after the send never sends the guide twice;
 * - 98 (en proceso) or a transient fault (network, HTTP 5xx): noted, 'reintentar';
 * - the answer: 'aceptado' ('observado' when its CDR has notes) or 'rechazado', with SUNAT's code,
 *   message and CDR when there is one;
 * - any other fault refuses this file whatever the retries: 'rechazado' with it.
 */
export async function pasoDeGuia(
  deps: Dependencias,
  guiaId: string,
  opciones: { enviar: boolean },
): Promise<PasoGuia> {
  const [fila] = await deps.db
    .select({
      id: g.id,
      tipo: g.tipo,
      serie: g.serie,
      numero: g.numero,
      estado: g.estado,
      ticket: g.ticket,
      zipBase64: g.zipBase64,
      empresaId: g.empresaId,
      usuarioId: g.usuarioId,
      empresa: { id: schema.empresas.id, ruc: schema.empresas.ruc, soapEnvio: schema.empresas.soapEnvio },
    })
    .from(g)
    .innerJoin(schema.empresas, eq(schema.empresas.id, g.empresaId))
    .where(eq(g.id, guiaId));
  // A retry after the answer was stored (a crash between both) does nothing.
  if (!fila || !POR_ENVIAR.includes(fila.estado)) return { resultado: 'hecho' };
  const anotar = (valores: Partial<typeof g.$inferInsert>) =>
    deps.db.update(g).set(valores).where(eq(g.id, fila.id));
  if (!fila.ticket && !opciones.enviar) return { resultado: 'hecho' };
  const cliente = await clienteGreDeEmpresa(deps, fila.empresa);
  if (typeof cliente === 'string') {
    await anotar({ ultimoError: cliente });
    await avisarGuia(deps, fila, 'sin_enviar', cliente);
    return { resultado: 'hecho' };
  }

  let ticket = fila.ticket;
  try {
    if (!ticket) {
      await deps.db
        .update(g)
        .set({ estado: 'enviado', intentos: sql`${g.intentos} + 1` })
        .where(eq(g.id, fila.id));
      const nombre = `${fila.empresa.ruc}-${fila.tipo}-${fila.serie}-${fila.numero}`;
      ticket = (await cliente.enviar(nombre, Buffer.from(fila.zipBase64, 'base64'))).ticket;
      await anotar({ ticket, ultimoError: null });
    }
    const respuesta = await cliente.consultarTicket(ticket);
    if (respuesta.estado === 'en_proceso')
      return {
        resultado: 'reintentar',
        motivo: `SUNAT aún procesa el ticket ${ticket} de ${fila.serie}-${fila.numero}`,
      };
    const estado = await guardarRespuesta(deps, fila.id, respuesta);
    const motivo = respuesta.error ?? {
      codigo: respuesta.cdr?.codigo ?? '',
      mensaje: respuesta.cdr?.descripcion ?? '',
    };
    if (estado === 'rechazado')
      await avisarGuia(deps, fila, 'rechazada', `${motivo.codigo} - ${motivo.mensaje}`);
    return { resultado: 'hecho' };
  } catch (e) {
    if (!(e instanceof ErrorGre) || e.reintentable) {
      await anotar({ ultimoError: mensajeDe(e) });
      return { resultado: 'reintentar', motivo: mensajeDe(e) };
    }
    // Refused credentials: nothing was sent (the token comes first), so the guide goes back to wait.
    if (e.tipo === 'credenciales') {
      const mensaje = mensajeCredencialesGre(e);
      await anotar({ ultimoError: mensaje, ...(ticket ? {} : { estado: 'pendiente' }) });
      await avisarGuia(deps, fila, 'sin_enviar', mensaje);
      return { resultado: 'hecho' };
    }
    await anotar({
      estado: 'rechazado',
      codigoSunat: e.codigo,
      descripcionSunat: e.message,
      ultimoError: e.message,
    });
    await avisarGuia(deps, fila, 'rechazada', e.codigo ? `${e.codigo} - ${e.message}` : e.message);
    return { resultado: 'hecho' };
  }
}

/**
 * 1033 answers a number SUNAT already registered. Numbers are unique per company here, so it can only be
 * this very guide sent again after an answer was lost (a crash between the send and storing its ticket):
 * the guide is registered, though this answer brings no CDR (the GRE API has no query by number).
 */
const YA_REGISTRADA = '1033';

/**
 * SUNAT's final answer: the CDR's own state when there is one (notes make an acceptance 'observado').
 * Answers the state stored.
 */
async function guardarRespuesta(deps: Dependencias, guiaId: string, r: EstadoGre): Promise<string> {
  const registrada = !r.cdr && r.error?.codigo === YA_REGISTRADA;
  const estado = r.cdr?.estado ?? (r.estado === 'aceptado' || registrada ? 'aceptado' : 'rechazado');
  await deps.db
    .update(g)
    .set({
      estado,
      codigoSunat: r.error?.codigo ?? r.cdr?.codigo ?? null,
      descripcionSunat: registrada
        ? `SUNAT ya tenía registrada la guía (${r.error?.mensaje}); esta respuesta no trae su CDR`
        : (r.error?.mensaje ?? r.cdr?.descripcion ?? null),
      cdrBase64: r.cdrZip ? Buffer.from(r.cdrZip).toString('base64') : null,
      ultimoError: null,
    })
    .where(eq(g.id, guiaId));
  return estado;
}
