import { schema } from '@kipu/db';
import type { ClienteSire, LibroSire, TicketSire } from '@kipu/peru/sire/cliente-sire';
import { leerPropuestaSire } from '@kipu/peru/sire/index';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { clienteSireDeEmpresa, conSunat } from '../cliente-de-empresa.ts';
import { empresaSire, exigirPeriodo, exigirRegistro } from '../registro-y-periodo.ts';
import { type ResumenPropuestaSire, resumenDe } from '../resumen-propuesta.ts';

/** SUNAT builds the export in seconds; beyond this the user is told to come back rather than kept waiting. */
const CONSULTAS_TICKET = 10;
const ESPERA_TICKET_MS = 400;

const esperar = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

/** Follows a ticket until SUNAT finishes it, a bounded number of times. */
export async function ticketTerminado(
  sire: ClienteSire,
  ticket: string,
  periodo: string,
): Promise<TicketSire> {
  for (let i = 0; i < CONSULTAS_TICKET; i++) {
    if (i > 0) await esperar(ESPERA_TICKET_MS);
    const estado = await sire.consultarTicket(ticket, periodo);
    if (estado.terminado) return estado;
  }
  throw entradaInvalida(`SUNAT aún procesa el ticket ${ticket}: vuelva a intentarlo en unos minutos`);
}

/**
 * Downloads SUNAT's proposal of a register and period (token, export, ticket, ZIP), reads it and keeps
 * it as the company's proposal of that period, replacing an earlier download. Nothing is kept when SUNAT
 * refuses or the report holds no proposal file.
 */
export async function descargarPropuestaSire(
  deps: Dependencias,
  sesion: SesionActiva,
  args: { registro: string; periodo: string },
): Promise<ResumenPropuestaSire> {
  const registro = exigirRegistro(args.registro);
  const periodo = exigirPeriodo(args.periodo);
  const empresa = await empresaSire(deps, sesion);
  const sire = await clienteSireDeEmpresa(deps, empresa);
  const libro: LibroSire = registro === 'RVIE' ? 'rvie' : 'rce';
  const { ticket, reporte } = await conSunat(async () => {
    const numero = await sire.exportarPropuesta(libro, periodo);
    const estado = await ticketTerminado(sire, numero, periodo);
    return { ticket: numero, reporte: await sire.descargarReporte(libro, estado) };
  });
  const txt = reporte.archivos.find((a) => a.nombre.toUpperCase().endsWith('.TXT'));
  if (!txt) throw entradaInvalida(`El reporte ${reporte.nombre} de SUNAT no trae el archivo de la propuesta`);
  const leida = leerPropuestaSire(registro, txt.texto);
  const valores = {
    ticket,
    archivo: txt.nombre,
    contenido: txt.texto,
    filas: leida.filas,
    errores: leida.errores,
    descargada: new Date(),
    aceptacionTicket: null,
    aceptacionEstado: null,
    aceptada: null,
  };
  const t = schema.sirePropuestas;
  const [guardada] = await deps.db
    .insert(t)
    .values({ empresaId: empresa.id, registro, periodo, ...valores })
    .onConflictDoUpdate({ target: [t.empresaId, t.registro, t.periodo], set: valores })
    .returning();
  if (!guardada) throw new Error('La propuesta no se guardó');
  return resumenDe(guardada);
}
