import { schema } from '@kipu/db';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { exigirDeEmpresa } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { pasoDeGuia } from '../commands/enviar-guia.ts';
import { encolarGuia } from '../encolar-guia.ts';

/** Where a guide is with SUNAT: its ticket, answer and CDR (the zip, base64). */
export type EstadoGuiaSunat = {
  id: string;
  serie: string;
  numero: number;
  estado: string;
  ticket: string | null;
  codigo_sunat: string | null;
  descripcion_sunat: string | null;
  ultimo_error: string | null;
  intentos: number;
  cdr_base64: string | null;
  reemplazada_por_id: string | null;
};

const vista = (f: typeof schema.guias.$inferSelect): EstadoGuiaSunat => ({
  id: f.id,
  serie: f.serie,
  numero: f.numero,
  estado: f.estado,
  ticket: f.ticket,
  codigo_sunat: f.codigoSunat,
  descripcion_sunat: f.descripcionSunat,
  ultimo_error: f.ultimoError,
  intentos: f.intentos,
  cdr_base64: f.cdrBase64,
  reemplazada_por_id: f.reemplazadaPorId,
});

export async function estadoGuiaSunat(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
): Promise<EstadoGuiaSunat> {
  return vista(await exigirDeEmpresa(deps, sesion, schema.guias, id));
}

/**
 * Asks SUNAT now for the ticket of a guide on its way, instead of waiting for the job's next retry, and
 * answers what it holds. A guide without a ticket is never sent from here (the job may be sending it at
 * this moment, and a second send would waste the number): unless `soloTicket`, a 'pendiente' one — say
 * after its GRE credentials were fixed — is queued again.
 */
export async function consultarCdrGuia(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
  soloTicket: boolean,
): Promise<EstadoGuiaSunat> {
  const guia = await exigirDeEmpresa(deps, sesion, schema.guias, id);
  if (guia.ticket) await pasoDeGuia(deps, guia.id, { enviar: false });
  else if (!soloTicket && guia.estado === 'pendiente') await encolarGuia(deps, guia.id);
  return estadoGuiaSunat(deps, sesion, id);
}
