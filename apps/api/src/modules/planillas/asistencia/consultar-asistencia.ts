import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { vigentes } from '../planilla/calcular-planilla.ts';
import { validarPeriodo } from '../planilla/consultar-planilla.ts';
import { conHorario } from './contexto-asistencia.ts';
import { type ResumenAsistenciaVista, resumenes } from './resumen-asistencia.ts';

/** The period's contracts with their schedules, for the session's company. */
export async function contratosConHorario(deps: Dependencias, empresaId: string, periodo: string) {
  return conHorario(deps, empresaId, await vigentes(deps, empresaId, periodo));
}

/** resumenAsistencia: the period's summary of every contract of the session's company. */
export async function resumenAsistencia(
  deps: Dependencias,
  sesion: SesionActiva,
  periodo: string,
): Promise<ResumenAsistenciaVista[]> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  validarPeriodo(periodo);
  return resumenes(deps, empresaId, periodo, await contratosConHorario(deps, empresaId, periodo));
}
