import { schema } from '@kipu/db';
import { errorDeHorario, type Horario, NOMBRES_DIA, normalizarHora } from '@kipu/peru';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import {
  escribirUnico,
  exigirDeEmpresa,
  fijarVigencia,
  filtroDeEmpresa,
  recortar,
  todas,
} from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';

export type HorarioFila = typeof schema.horarios.$inferSelect;
type JornadaHorario = HorarioFila['dias'][number];

/** A working weekday of the input (0 = domingo); the days not listed are rest days. */
export type DiaHorarioEntrada = { dia: number; entrada: string; salida: string };

export type HorarioEntrada = {
  nombre: string;
  atipico?: boolean | null;
  dias: DiaHorarioEntrada[];
  refrigerio_minutos?: number | null;
  tolerancia_minutos?: number | null;
  predeterminado?: boolean | null;
};

const DUPLICADO = 'Ya existe un horario con ese nombre';

/** The stored schedule as the attendance rules read it. */
export const horarioDeFila = (
  h: Pick<HorarioFila, 'dias' | 'refrigerioMinutos' | 'toleranciaMinutos'>,
): Horario => ({
  dias: h.dias,
  refrigerioMinutos: h.refrigerioMinutos,
  toleranciaMinutos: h.toleranciaMinutos,
});

/** Checks a schedule's input (a normal one has the same hours on every working day) and maps it to columns. */
function validado(e: HorarioEntrada) {
  const nombre = recortar(e.nombre).toUpperCase();
  if (!nombre) throw entradaInvalida('Ingrese el nombre del horario');
  const dias: JornadaHorario[] = NOMBRES_DIA.map(() => null);
  for (const d of e.dias) {
    if (!Number.isInteger(d.dia) || d.dia < 0 || d.dia > 6)
      throw entradaInvalida('Los días de la semana van de 0 (domingo) a 6 (sábado)');
    if (dias[d.dia]) throw entradaInvalida(`El ${NOMBRES_DIA[d.dia]} aparece dos veces`);
    const entrada = normalizarHora(d.entrada);
    const salida = normalizarHora(d.salida);
    if (!entrada || !salida)
      throw entradaInvalida(`Las horas del ${NOMBRES_DIA[d.dia]} deben tener el formato HH:MM`);
    dias[d.dia] = { entrada, salida };
  }
  const columnas = {
    nombre,
    atipico: e.atipico ?? false,
    dias,
    refrigerioMinutos: e.refrigerio_minutos ?? 60,
    toleranciaMinutos: e.tolerancia_minutos ?? 0,
    predeterminado: e.predeterminado ?? false,
  };
  const error = errorDeHorario(horarioDeFila(columnas));
  if (error) throw entradaInvalida(error);
  const horas = new Set(dias.flatMap((j) => (j ? [`${j.entrada}-${j.salida}`] : [])));
  if (!columnas.atipico && horas.size > 1)
    throw entradaInvalida('Un horario normal tiene las mismas horas todos sus días: márquelo como atípico');
  return columnas;
}

/**
 * Inserts (no id) or updates a schedule. Only one default per company: marking one unmarks the
 * previous in the same transaction, so a refused write leaves the old default in place.
 */
async function guardarHorario(
  deps: Dependencias,
  empresaId: string,
  columnas: ReturnType<typeof validado>,
  id?: string,
): Promise<HorarioFila> {
  const h = schema.horarios;
  return escribirUnico(DUPLICADO, () =>
    deps.db.transaction(async (tx) => {
      if (columnas.predeterminado)
        await tx
          .update(h)
          .set({ predeterminado: false })
          .where(and(eq(h.empresaId, empresaId), eq(h.predeterminado, true), id ? ne(h.id, id) : undefined));
      const [fila] = id
        ? await tx.update(h).set(columnas).where(eq(h.id, id)).returning()
        : await tx
            .insert(h)
            .values({ ...columnas, empresaId })
            .returning();
      if (!fila) throw new Error('No se pudo guardar el horario');
      return fila;
    }),
  );
}

export async function crearHorario(deps: Dependencias, sesion: SesionActiva, e: HorarioEntrada) {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  return guardarHorario(deps, empresaId, validado(e));
}

export async function editarHorario(deps: Dependencias, sesion: SesionActiva, id: string, e: HorarioEntrada) {
  const actual = await exigirDeEmpresa(deps, sesion, schema.horarios, id);
  return guardarHorario(deps, actual.empresaId, validado(e), id);
}

/** Soft delete: contracts that point at it keep it for the months already measured. */
export async function eliminarHorario(deps: Dependencias, sesion: SesionActiva, id: string) {
  await exigirDeEmpresa(deps, sesion, schema.horarios, id);
  await deps.db.update(schema.horarios).set({ predeterminado: false }).where(eq(schema.horarios.id, id));
  return fijarVigencia(deps, schema.horarios, id, false, DUPLICADO);
}

export async function listarHorarios(deps: Dependencias, sesion: SesionActiva, eliminados?: boolean | null) {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const h = schema.horarios;
  return todas(deps, h, filtroDeEmpresa(h, empresaId, eliminados), asc(h.nombre));
}

/** The company's default schedule, if it has one. */
export async function horarioPredeterminado(deps: Dependencias, empresaId: string) {
  const h = schema.horarios;
  const [fila] = await deps.db
    .select()
    .from(h)
    .where(and(eq(h.empresaId, empresaId), eq(h.predeterminado, true), isNull(h.deletedAt)));
  return fila;
}
