import { type Db, schema } from '@kipu/db';
import Decimal from 'decimal.js';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { exigirDeEmpresa } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { exigirEmpresa } from '../../workspace/alcance.ts';
import type { EntradaTrabajadorPlanilla } from '../planilla/entrada-planilla.ts';
import {
  type IngresoOtroEmpleadorEntrada,
  validarIngresoOtroEmpleador,
} from './validar-ingreso-otro-empleador.ts';

export type IngresoOtroEmpleador = typeof schema.ingresosOtrosEmpleadores.$inferSelect;
const tabla = schema.ingresosOtrosEmpleadores;

/** The checked columns, for a live worker of the session company. */
async function validado(deps: Dependencias, sesion: SesionActiva, e: IngresoOtroEmpleadorEntrada) {
  const trabajador = await exigirDeEmpresa(deps, sesion, schema.trabajadores, e.trabajador_id);
  if (trabajador.deletedAt) throw entradaInvalida('El trabajador está eliminado');
  const { empresa } = await exigirEmpresa(deps.db, sesion, trabajador.empresaId);
  const v = validarIngresoOtroEmpleador(e, empresa.ruc);
  if ('error' in v) throw entradaInvalida(v.error);
  return { ...v.columnas, empresaId: trabajador.empresaId, trabajadorId: trabajador.id };
}

/** A worker's other-employer income of a year (AAAA), by month. */
export async function listarIngresosOtrosEmpleadores(
  deps: Dependencias,
  sesion: SesionActiva,
  trabajadorId: string,
  anio: string,
): Promise<IngresoOtroEmpleador[]> {
  const trabajador = await exigirDeEmpresa(deps, sesion, schema.trabajadores, trabajadorId);
  if (!/^\d{4}$/.test(anio)) throw entradaInvalida('El año no es válido (AAAA)');
  return deps.db
    .select()
    .from(tabla)
    .where(
      and(
        eq(tabla.trabajadorId, trabajador.id),
        gte(tabla.periodo, `${anio}01`),
        lte(tabla.periodo, `${anio}12`),
      ),
    )
    .orderBy(asc(tabla.periodo), asc(tabla.createdAt));
}

export async function crearIngresoOtroEmpleador(
  deps: Dependencias,
  sesion: SesionActiva,
  e: IngresoOtroEmpleadorEntrada,
): Promise<IngresoOtroEmpleador> {
  const [fila] = await deps.db
    .insert(tabla)
    .values(await validado(deps, sesion, e))
    .returning();
  if (!fila) throw new Error('No se pudo registrar el ingreso');
  return fila;
}

export async function editarIngresoOtroEmpleador(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
  e: IngresoOtroEmpleadorEntrada,
): Promise<IngresoOtroEmpleador> {
  await exigirDeEmpresa(deps, sesion, tabla, id);
  const valores = await validado(deps, sesion, e);
  const [fila] = await deps.db.update(tabla).set(valores).where(eq(tabla.id, id)).returning();
  if (!fila) throw new Error('No se pudo actualizar el ingreso');
  return fila;
}

export async function eliminarIngresoOtroEmpleador(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
): Promise<IngresoOtroEmpleador> {
  const fila = await exigirDeEmpresa(deps, sesion, tabla, id);
  await deps.db.delete(tabla).where(eq(tabla.id, id));
  return fila;
}

/** Per worker, the other employers' income and withholdings of the period's year declared up to it. */
export async function otrosEmpleadoresDelAnio(
  db: Db,
  empresaId: string,
  periodo: string,
): Promise<Map<string, { ingresos: string; retenciones: string }>> {
  const filas = await db
    .select()
    .from(tabla)
    .where(
      and(
        eq(tabla.empresaId, empresaId),
        gte(tabla.periodo, `${periodo.slice(0, 4)}01`),
        lte(tabla.periodo, periodo),
      ),
    );
  const suma = new Map<string, { ingresos: Decimal; retenciones: Decimal }>();
  for (const f of filas) {
    const s = suma.get(f.trabajadorId) ?? { ingresos: new Decimal(0), retenciones: new Decimal(0) };
    suma.set(f.trabajadorId, {
      ingresos: s.ingresos.plus(f.ingresos),
      retenciones: s.retenciones.plus(f.retenciones),
    });
  }
  return new Map(
    [...suma].map(([id, s]) => [
      id,
      { ingresos: s.ingresos.toFixed(2), retenciones: s.retenciones.toFixed(2) },
    ]),
  );
}

/**
 * The month's entry with the registered other-employer income for the quinta, unless the entry brings
 * its own figures (they override the register for that month).
 */
export function conOtrosEmpleadores(
  trabajadorId: string,
  e: EntradaTrabajadorPlanilla | undefined,
  otros: { ingresos: string; retenciones: string } | undefined,
): EntradaTrabajadorPlanilla | undefined {
  if (!otros || e?.otros_ingresos || e?.otras_retenciones) return e;
  return {
    ...(e ?? { trabajador_id: trabajadorId }),
    otros_ingresos: otros.ingresos,
    otras_retenciones: otros.retenciones,
  };
}
