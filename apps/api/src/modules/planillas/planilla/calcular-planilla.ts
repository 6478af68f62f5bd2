import { schema, type Tx } from '@kipu/db';
import { type BoletaMensual, calcularBoletaMensual, type EntradaBoletaMensual } from '@kipu/peru';
import Decimal from 'decimal.js';
import { and, eq, gte, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { exigirDeEmpresa } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { conAsistencia, entradasDeAsistencia } from '../asistencia/resumen-asistencia.ts';
import {
  conOtrosEmpleadores,
  otrosEmpleadoresDelAnio,
} from '../otros-empleadores/ingresos-otros-empleadores.ts';
import { parametrosDelPeriodo } from '../parametros/tablas-planilla.ts';
import {
  consultarPlanilla,
  mesAnio,
  mesDe,
  type PlanillaVista,
  validarPeriodo,
} from './consultar-planilla.ts';
import {
  type EntradaTrabajadorPlanilla,
  entradaDeBoleta,
  nombreTrabajador,
  type Vigente,
} from './entrada-planilla.ts';

/** The last calendar day of an AAAAMM period, YYYY-MM-DD. */
export const ultimoDia = (periodo: string) => {
  const anio = Number(periodo.slice(0, 4));
  const mes = Number(periodo.slice(4));
  return `${periodo.slice(0, 4)}-${periodo.slice(4)}-${String(new Date(Date.UTC(anio, mes, 0)).getUTCDate()).padStart(2, '0')}`;
};

/** Contracts of live workers that cover some day of the month, with their worker. */
export async function vigentes(deps: Dependencias, empresaId: string, periodo: string): Promise<Vigente[]> {
  const k = schema.contratos;
  const w = schema.trabajadores;
  const primero = `${periodo.slice(0, 4)}-${periodo.slice(4)}-01`;
  const filas = await deps.db
    .select({ contrato: k, trabajador: w })
    .from(k)
    .innerJoin(w, eq(w.id, k.trabajadorId))
    .where(
      and(
        eq(k.empresaId, empresaId),
        isNull(w.deletedAt),
        lte(k.fechaInicio, ultimoDia(periodo)),
        or(isNull(k.fechaFin), gte(k.fechaFin, primero)),
        or(isNull(w.fechaCese), gte(w.fechaCese, primero)),
      ),
    );
  return filas.sort((a, b) => nombreTrabajador(a.trabajador).localeCompare(nombreTrabajador(b.trabajador)));
}

/** This employer's 5ta income and withholdings of the year's earlier closed months, per worker. */
async function quintaPrevia(deps: Dependencias, empresaId: string, periodo: string, trabajadores: string[]) {
  const p = schema.planillas;
  const pt = schema.planillaTrabajadores;
  const filas = await deps.db
    .select({ periodo: p.periodo, trabajadorId: pt.trabajadorId, boleta: pt.boleta })
    .from(pt)
    .innerJoin(p, eq(p.id, pt.planillaId))
    .where(
      and(
        eq(p.empresaId, empresaId),
        eq(p.estado, 'cerrada'),
        gte(p.periodo, `${periodo.slice(0, 4)}01`),
        lt(p.periodo, periodo),
        inArray(pt.trabajadorId, trabajadores),
      ),
    );
  const previa = new Map<string, { remuneraciones: string; retenciones: string[] }>();
  for (const f of filas) {
    const b = f.boleta as BoletaMensual;
    const actual = previa.get(f.trabajadorId) ?? {
      remuneraciones: '0',
      retenciones: Array.from({ length: mesDe(periodo) - 1 }, () => '0'),
    };
    actual.remuneraciones = new Decimal(actual.remuneraciones).plus(b.bases.quinta).toFixed(2);
    actual.retenciones[mesDe(f.periodo) - 1] =
      b.retenciones.find((r) => r.codigo === 'renta_quinta')?.importe ?? '0';
    previa.set(f.trabajadorId, actual);
  }
  return previa;
}

const sumaDe = (boletas: BoletaMensual[], campo: (b: BoletaMensual) => string) =>
  boletas.reduce((s, b) => s.plus(campo(b)), new Decimal(0)).toFixed(2);

/**
 * Computes every current contract's month with calcularBoletaMensual and keeps it as the period's
 * borrador: recomputing replaces the borrador's payslips; a closed planilla is refused. Nothing is
 * written when any entry is wrong.
 */
export async function calcularPlanilla(
  deps: Dependencias,
  sesion: SesionActiva,
  periodo: string,
  entradas: EntradaTrabajadorPlanilla[],
): Promise<PlanillaVista> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  validarPeriodo(periodo);
  const contratos = await vigentes(deps, empresaId, periodo);
  if (contratos.length === 0) throw entradaInvalida(`No hay contratos vigentes en ${mesAnio(periodo)}`);
  const porTrabajador = new Map<string, EntradaTrabajadorPlanilla>();
  for (const e of entradas) {
    if (!contratos.some((v) => v.trabajador.id === e.trabajador_id)) {
      // Another company's worker is FORBIDDEN; one of ours without a contract this month is an input error.
      await exigirDeEmpresa(deps, sesion, schema.trabajadores, e.trabajador_id);
      throw entradaInvalida(
        `El trabajador ${e.trabajador_id} no tiene un contrato vigente en ${mesAnio(periodo)}`,
      );
    }
    if (porTrabajador.has(e.trabajador_id))
      throw entradaInvalida('Un trabajador aparece dos veces en las entradas');
    porTrabajador.set(e.trabajador_id, e);
  }
  // The figures in force in the month, from the administrator's tables (not stored in each entrada).
  const parametros = await parametrosDelPeriodo(deps.db, periodo);
  // The month's attendance, when registered, fills what a worker's entry leaves empty.
  const asistencia = await entradasDeAsistencia(deps, empresaId, periodo, contratos);
  const previa = await quintaPrevia(
    deps,
    empresaId,
    periodo,
    contratos.map((v) => v.trabajador.id),
  );
  // Other employers' certified 5ta income of the year, unless the month's entry brings its own figures.
  const otros = await otrosEmpleadoresDelAnio(deps.db, empresaId, periodo);
  const calculadas: { vigente: Vigente; entrada: EntradaBoletaMensual; boleta: BoletaMensual }[] = [];
  for (const v of contratos) {
    const entrada = conAsistencia(asistencia.get(v.contrato.id), porTrabajador.get(v.trabajador.id));
    const r = entradaDeBoleta(
      periodo,
      v,
      conOtrosEmpleadores(v.trabajador.id, entrada, otros.get(v.trabajador.id)),
      previa.get(v.trabajador.id),
    );
    if ('error' in r) throw entradaInvalida(r.error);
    try {
      calculadas.push({
        vigente: v,
        entrada: r.entrada,
        boleta: calcularBoletaMensual({ ...r.entrada, parametros }),
      });
    } catch (e) {
      if (e instanceof RangeError) throw entradaInvalida(`${nombreTrabajador(v.trabajador)}: ${e.message}`);
      throw e;
    }
  }
  const boletas = calculadas.map((c) => c.boleta);
  await deps.db.transaction(async (tx) => {
    const planillaId = await borradorBloqueado(tx, empresaId, periodo);
    await tx
      .delete(schema.planillaTrabajadores)
      .where(eq(schema.planillaTrabajadores.planillaId, planillaId));
    await tx.insert(schema.planillaTrabajadores).values(
      calculadas.map((c) => ({
        planillaId,
        trabajadorId: c.vigente.trabajador.id,
        contratoId: c.vigente.contrato.id,
        entrada: c.entrada,
        boleta: c.boleta,
        neto: c.boleta.neto,
      })),
    );
    await tx
      .update(schema.planillas)
      .set({
        totalIngresos: sumaDe(boletas, (b) => b.totalIngresos),
        totalRetenciones: sumaDe(boletas, (b) => b.totalRetenciones),
        totalDescuentos: sumaDe(boletas, (b) => b.totalDescuentos),
        totalAportes: sumaDe(boletas, (b) => b.totalAportesEmpleador),
        totalNeto: sumaDe(boletas, (b) => b.neto),
      })
      .where(eq(schema.planillas.id, planillaId));
  });
  return consultarPlanilla(deps, sesion, periodo);
}

/** The period's planilla row locked for the transaction (made when missing); a closed one is refused. */
async function borradorBloqueado(tx: Tx, empresaId: string, periodo: string): Promise<string> {
  const p = schema.planillas;
  await tx.insert(p).values({ empresaId, periodo }).onConflictDoNothing();
  const [fila] = await tx
    .select()
    .from(p)
    .where(and(eq(p.empresaId, empresaId), eq(p.periodo, periodo)))
    .for('update');
  if (!fila) throw new Error('No se pudo registrar la planilla');
  if (fila.estado === 'cerrada')
    throw entradaInvalida(
      `La planilla de ${mesAnio(periodo)} está cerrada: revierta el cierre para recalcularla`,
    );
  return fila.id;
}
