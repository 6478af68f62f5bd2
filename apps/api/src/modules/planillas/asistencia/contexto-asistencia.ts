import { schema, type Tx } from '@kipu/db';
import {
  errorDeRegistro,
  esMarcaAsistencia,
  fechasDelPeriodo,
  type Horario,
  type MarcaAsistencia,
  normalizarHora,
} from '@kipu/peru';
import { esFecha } from '@kipu/peru/ubl/partes';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { recortar } from '../../../shared/tablas-de-empresa.ts';
import { mesAnio } from '../planilla/consultar-planilla.ts';
import { finDeContrato, type Vigente } from '../planilla/entrada-planilla.ts';
import { horarioDeFila } from './horarios.ts';

export type AsistenciaFila = typeof schema.asistencias.$inferSelect;

/** A contract of the period with the schedule its attendance is measured against (null: none). */
export type ContratoAsistencia = Vigente & {
  horario: Horario | null;
  horarioNombre: string | null;
  /** The contract's days: from its start to the earlier of its end and the worker's cese. */
  desde: string;
  hasta: string | null;
};

/** The contracts given with their schedule: the contract's own, else the company's default. */
export async function conHorario(
  deps: Dependencias,
  empresaId: string,
  contratos: Vigente[],
): Promise<ContratoAsistencia[]> {
  const filas = await deps.db.select().from(schema.horarios).where(eq(schema.horarios.empresaId, empresaId));
  const porId = new Map(filas.map((h) => [h.id, h]));
  const predeterminado = filas.find((h) => h.predeterminado && !h.deletedAt);
  return contratos.map((v) => {
    const h = (v.contrato.horarioId && porId.get(v.contrato.horarioId)) || predeterminado;
    return {
      ...v,
      horario: h ? horarioDeFila(h) : null,
      horarioNombre: h?.nombre ?? null,
      desde: v.contrato.fechaInicio,
      hasta: finDeContrato(v),
    };
  });
}

/** The worker's contract that covers the date. */
export const contratoEnFecha = (contratos: ContratoAsistencia[], trabajadorId: string, fecha: string) =>
  contratos.find(
    (c) => c.trabajador.id === trabajadorId && c.desde <= fecha && (!c.hasta || fecha <= c.hasta),
  );

/** A day as it is typed (screen or Excel): times and mark as text, possibly empty. */
export type DiaEntrada = {
  fecha: string;
  entrada?: string | null;
  salida?: string | null;
  marca?: string | null;
};

/** A checked day, ready to store. */
export type DiaValido = {
  trabajadorId: string;
  fecha: string;
  entrada: string | null;
  salida: string | null;
  marca: MarcaAsistencia | null;
};

/**
 * Checks one day of a worker: a date of the period, covered by a contract with a schedule, with valid
 * times (exit after entry) or a known mark. Answers the Spanish message of its first problem.
 */
export function validarDia(
  periodo: string,
  contratos: ContratoAsistencia[],
  trabajadorId: string,
  d: DiaEntrada,
): { error: string } | { dia: DiaValido } {
  const fecha = recortar(d.fecha);
  if (!esFecha(fecha)) return { error: `La fecha "${fecha}" no es válida (AAAA-MM-DD o DD/MM/AAAA)` };
  if (fecha.slice(0, 7).replace('-', '') !== periodo)
    return { error: `La fecha ${fecha} no es del periodo ${mesAnio(periodo)}` };
  const contrato = contratoEnFecha(contratos, trabajadorId, fecha);
  if (!contrato) return { error: `El trabajador no tiene un contrato vigente el ${fecha}` };
  if (!contrato.horario)
    return {
      error: 'El trabajador no tiene horario: asigne uno a su contrato o marque un horario predeterminado',
    };
  // 'Descanso médico' as typed is the mark descanso_medico.
  const marca = recortar(d.marca)
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, '_');
  const campos = { entrada: recortar(d.entrada), salida: recortar(d.salida), marca };
  const error = errorDeRegistro(campos);
  if (error) return { error };
  return {
    dia: {
      trabajadorId,
      fecha,
      entrada: normalizarHora(campos.entrada),
      salida: normalizarHora(campos.salida),
      marca: esMarcaAsistencia(marca) ? marca : null,
    },
  };
}

/** Attendance of a closed month is its payslips' evidence: it changes only after reverting the planilla. */
export async function exigirPlanillaAbierta(deps: Dependencias, empresaId: string, periodo: string) {
  const p = schema.planillas;
  const [fila] = await deps.db
    .select({ estado: p.estado })
    .from(p)
    .where(and(eq(p.empresaId, empresaId), eq(p.periodo, periodo)));
  if (fila?.estado === 'cerrada')
    throw entradaInvalida(
      `La planilla de ${mesAnio(periodo)} está cerrada: revierta el cierre para cambiar la asistencia`,
    );
}

/** Writes the days, replacing any record of the same worker and date. */
export async function guardarDias(
  tx: Tx,
  empresaId: string,
  dias: DiaValido[],
  origen: 'manual' | 'importacion',
): Promise<void> {
  const a = schema.asistencias;
  const porTrabajador = new Map<string, string[]>();
  for (const d of dias)
    porTrabajador.set(d.trabajadorId, [...(porTrabajador.get(d.trabajadorId) ?? []), d.fecha]);
  for (const [trabajadorId, fechas] of porTrabajador)
    await tx.delete(a).where(and(eq(a.trabajadorId, trabajadorId), inArray(a.fecha, fechas)));
  if (dias.length) await tx.insert(a).values(dias.map((d) => ({ ...d, empresaId, origen })));
}

/** The first and last dates of an AAAAMM period. */
export const primeroYUltimo = (periodo: string) => {
  const fechas = fechasDelPeriodo(periodo);
  return [fechas[0] ?? '', fechas.at(-1) ?? ''] as const;
};

/** The period's records of the company (of one worker when given), by worker and date. */
export async function asistenciasDelPeriodo(
  deps: Dependencias,
  empresaId: string,
  periodo: string,
  trabajadorId?: string | null,
): Promise<AsistenciaFila[]> {
  const a = schema.asistencias;
  const [desde, hasta] = primeroYUltimo(periodo);
  return deps.db
    .select()
    .from(a)
    .where(
      and(
        eq(a.empresaId, empresaId),
        gte(a.fecha, desde),
        lte(a.fecha, hasta),
        trabajadorId ? eq(a.trabajadorId, trabajadorId) : undefined,
      ),
    )
    .orderBy(a.trabajadorId, a.fecha);
}
