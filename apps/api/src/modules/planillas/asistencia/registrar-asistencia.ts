import { schema } from '@kipu/db';
import { esFecha } from '@kipu/peru/ubl/partes';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { exigirDeEmpresa, recortar } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { validarPeriodo } from '../planilla/consultar-planilla.ts';
import { contratosConHorario } from './consultar-asistencia.ts';
import {
  type AsistenciaFila,
  asistenciasDelPeriodo,
  type DiaEntrada,
  type DiaValido,
  exigirPlanillaAbierta,
  guardarDias,
  primeroYUltimo,
  validarDia,
} from './contexto-asistencia.ts';

/** The AAAAMM period of a day's date; a malformed date is refused. */
function periodoDeFecha(fecha: string): string {
  if (!esFecha(recortar(fecha))) throw entradaInvalida('La fecha no es válida (AAAA-MM-DD)');
  return recortar(fecha).slice(0, 7).replace('-', '');
}

/** The worker (of the session's company, live) and the period's open state, before any write. */
async function preparar(deps: Dependencias, sesion: SesionActiva, trabajadorId: string, periodo: string) {
  const trabajador = await exigirDeEmpresa(deps, sesion, schema.trabajadores, trabajadorId);
  if (trabajador.deletedAt) throw entradaInvalida('El trabajador está eliminado');
  validarPeriodo(periodo);
  await exigirPlanillaAbierta(deps, trabajador.empresaId, periodo);
  return {
    empresaId: trabajador.empresaId,
    contratos: await contratosConHorario(deps, trabajador.empresaId, periodo),
  };
}

/** registrarAsistencia: one worker's day, replacing what that date had. */
export async function registrarAsistencia(
  deps: Dependencias,
  sesion: SesionActiva,
  trabajadorId: string,
  d: DiaEntrada,
): Promise<AsistenciaFila> {
  const periodo = periodoDeFecha(d.fecha);
  const { empresaId, contratos } = await preparar(deps, sesion, trabajadorId, periodo);
  const r = validarDia(periodo, contratos, trabajadorId, d);
  if ('error' in r) throw entradaInvalida(r.error);
  await deps.db.transaction((tx) => guardarDias(tx, empresaId, [r.dia], 'manual'));
  const a = schema.asistencias;
  const [fila] = await deps.db
    .select()
    .from(a)
    .where(and(eq(a.trabajadorId, trabajadorId), eq(a.fecha, r.dia.fecha)));
  if (!fila) throw new Error('No se pudo registrar la asistencia');
  return fila;
}

/**
 * registrarAsistenciaMensual: the month's grid of one worker. The days given replace the period's
 * records; a day left out is cleared. Every wrong day is reported (by date) and nothing is written.
 */
export async function registrarAsistenciaMensual(
  deps: Dependencias,
  sesion: SesionActiva,
  periodo: string,
  trabajadorId: string,
  dias: DiaEntrada[],
): Promise<AsistenciaFila[]> {
  const { empresaId, contratos } = await preparar(deps, sesion, trabajadorId, periodo);
  const validos: DiaValido[] = [];
  const errores: string[] = [];
  const vistos = new Set<string>();
  for (const d of dias) {
    const r = validarDia(periodo, contratos, trabajadorId, d);
    if ('error' in r) errores.push(`${recortar(d.fecha)}: ${r.error}`);
    else if (vistos.has(r.dia.fecha)) errores.push(`${r.dia.fecha}: la fecha aparece dos veces`);
    else {
      vistos.add(r.dia.fecha);
      validos.push(r.dia);
    }
  }
  if (errores.length) throw entradaInvalida(errores.join('; '));
  const [desde, hasta] = primeroYUltimo(periodo);
  const a = schema.asistencias;
  await deps.db.transaction(async (tx) => {
    await tx.delete(a).where(and(eq(a.trabajadorId, trabajadorId), gte(a.fecha, desde), lte(a.fecha, hasta)));
    await guardarDias(tx, empresaId, validos, 'manual');
  });
  return asistenciasDelPeriodo(deps, empresaId, periodo, trabajadorId);
}

/** eliminarAsistencia: clears one worker's day. */
export async function eliminarAsistencia(
  deps: Dependencias,
  sesion: SesionActiva,
  trabajadorId: string,
  fecha: string,
): Promise<boolean> {
  const { empresaId } = await preparar(deps, sesion, trabajadorId, periodoDeFecha(fecha));
  const a = schema.asistencias;
  await deps.db
    .delete(a)
    .where(and(eq(a.empresaId, empresaId), eq(a.trabajadorId, trabajadorId), eq(a.fecha, recortar(fecha))));
  return true;
}
