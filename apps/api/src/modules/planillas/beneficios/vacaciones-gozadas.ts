import { schema } from '@kipu/db';
import {
  calcularVacacionesTruncas,
  diasCalendario,
  type RecordVacacional,
  recordVacacional,
  type VacacionesTruncas,
} from '@kipu/peru';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { exigirDeEmpresa } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { tablasPlanilla } from '../parametros/tablas-planilla.ts';
import { computableDe } from './calculo.ts';
import { boletasCerradas, boletasDe, contratosEnRango } from './datos-planilla.ts';
import { seisMesesHasta } from './periodo-beneficio.ts';

const FECHA = /^\d{4}-\d{2}-\d{2}$/;
const esFecha = (f: string) => FECHA.test(f) && !Number.isNaN(Date.parse(`${f}T00:00:00Z`));

export type GoceVista = { id: string; desde: string; hasta: string; dias: number };

export type RecordVista = RecordVacacional & {
  fecha: string;
  remuneracion_computable: string;
  truncas: VacacionesTruncas;
  goces: GoceVista[];
};

const gocesDe = async (deps: Dependencias, empresaId: string, trabajadorId: string): Promise<GoceVista[]> => {
  const g = schema.vacacionesGozadas;
  return deps.db
    .select({ id: g.id, desde: g.desde, hasta: g.hasta, dias: g.dias })
    .from(g)
    .where(and(eq(g.empresaId, empresaId), eq(g.trabajadorId, trabajadorId)))
    .orderBy(asc(g.desde));
};

/**
 * Registers vacation days a worker took: dates inside the employment, from before to, not overlapping
 * another goce of the worker. The record assigns them to the oldest year with days left.
 */
export async function registrarVacaciones(
  deps: Dependencias,
  sesion: SesionActiva,
  trabajadorId: string,
  desde: string,
  hasta: string,
): Promise<GoceVista> {
  const w = await exigirDeEmpresa(deps, sesion, schema.trabajadores, trabajadorId);
  if (!esFecha(desde) || !esFecha(hasta))
    throw entradaInvalida('Las fechas de las vacaciones no son válidas');
  if (hasta < desde) throw entradaInvalida('Las vacaciones terminan antes de empezar');
  if (desde < w.fechaIngreso)
    throw entradaInvalida('Las vacaciones empiezan antes del ingreso del trabajador');
  if (w.fechaCese && hasta > w.fechaCese)
    throw entradaInvalida('Las vacaciones terminan después del cese del trabajador');
  const g = schema.vacacionesGozadas;
  const [cruce] = await deps.db
    .select({ desde: g.desde })
    .from(g)
    .where(and(eq(g.trabajadorId, w.id), lte(g.desde, hasta), gte(g.hasta, desde)));
  if (cruce) throw entradaInvalida(`Las vacaciones se cruzan con las registradas desde el ${cruce.desde}`);
  const [fila] = await deps.db
    .insert(g)
    .values({ empresaId: w.empresaId, trabajadorId: w.id, desde, hasta, dias: diasCalendario(desde, hasta) })
    .returning({ id: g.id, desde: g.desde, hasta: g.hasta, dias: g.dias });
  if (!fila) throw new Error('No se registraron las vacaciones');
  return fila;
}

/** Deletes a goce registered by mistake. */
export async function eliminarVacaciones(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
): Promise<GoceVista> {
  const fila = await exigirDeEmpresa(deps, sesion, schema.vacacionesGozadas, id);
  await deps.db.delete(schema.vacacionesGozadas).where(eq(schema.vacacionesGozadas.id, fila.id));
  return fila;
}

/**
 * A worker's vacation record on a date: the years of service with the days earned, taken and pending,
 * the truncas of the running year at the remuneración computable, and the goces registered.
 */
export async function recordVacacionalTrabajador(
  deps: Dependencias,
  sesion: SesionActiva,
  trabajadorId: string,
  fecha: string,
): Promise<RecordVista> {
  const w = await exigirDeEmpresa(deps, sesion, schema.trabajadores, trabajadorId);
  if (!esFecha(fecha)) throw entradaInvalida('La fecha no es válida');
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const [vinculo] = (await contratosEnRango(deps.db, empresaId, w.fechaIngreso, fecha)).filter(
    (v) => v.trabajador.id === w.id,
  );
  if (!vinculo) throw entradaInvalida('El trabajador no tiene contrato hasta esa fecha');
  const corte = vinculo.fechaCese && vinculo.fechaCese < fecha ? vinculo.fechaCese : fecha;
  const meses = seisMesesHasta(corte);
  const computable = computableDe(
    vinculo,
    corte,
    await tablasPlanilla(deps.db),
    boletasDe(await boletasCerradas(deps.db, empresaId, meses), w.id, meses),
  );
  const goces = await gocesDe(deps, empresaId, w.id);
  const record = recordVacacional({
    fechaIngreso: w.fechaIngreso,
    fecha: corte,
    regimenLaboral: vinculo.contrato.regimenLaboral,
    goces,
  });
  return {
    ...record,
    fecha: corte,
    remuneracion_computable: computable.computable,
    truncas: calcularVacacionesTruncas({
      regimenLaboral: vinculo.contrato.regimenLaboral,
      remuneracionComputable: computable.computable,
      inicioRecord: record.inicioRecordActual,
      fechaCese: corte,
    }),
    goces,
  };
}
