import { type Db, schema, type Tx } from '@kipu/db';
import type { BoletaMensual, EntradaBoletaMensual } from '@kipu/peru';
import { and, asc, eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { nombreTrabajador } from './entrada-planilla.ts';

export type BoletaVista = {
  trabajador_id: string;
  contrato_id: string;
  trabajador: string;
  numero_documento: string;
  neto: string;
  entrada: EntradaBoletaMensual;
  boleta: BoletaMensual;
};

export type PlanillaVista = {
  id: string;
  periodo: string;
  estado: string;
  total_ingresos: string;
  total_retenciones: string;
  total_descuentos: string;
  total_aportes: string;
  total_neto: string;
  operacion_id: string | null;
  boletas: BoletaVista[];
};

/** The month number of an AAAAMM period. */
export const mesDe = (periodo: string) => Number(periodo.slice(4));
/** An AAAAMM period as messages print it, MM/AAAA. */
export const mesAnio = (periodo: string) => `${periodo.slice(4)}/${periodo.slice(0, 4)}`;

export function validarPeriodo(periodo: string): void {
  if (!/^\d{4}(0[1-9]|1[0-2])$/.test(periodo)) throw entradaInvalida('El periodo no es válido (AAAAMM)');
}

/**
 * The company's planilla of a checked period (locked for the transaction when asked); a period never
 * computed is refused.
 */
export async function planillaDelPeriodo(db: Db | Tx, empresaId: string, periodo: string, bloquear = false) {
  validarPeriodo(periodo);
  const p = schema.planillas;
  const consulta = db
    .select()
    .from(p)
    .where(and(eq(p.empresaId, empresaId), eq(p.periodo, periodo)));
  const [planilla] = await (bloquear ? consulta.for('update') : consulta);
  if (!planilla) throw entradaInvalida(`No hay planilla calculada de ${mesAnio(periodo)}`);
  return planilla;
}

/** The period's planilla with each worker's payslip. */
export async function consultarPlanilla(
  deps: Dependencias,
  sesion: SesionActiva,
  periodo: string,
): Promise<PlanillaVista> {
  const planilla = await planillaDelPeriodo(deps.db, await empresaDeTrabajo(deps.db, sesion), periodo);
  const pt = schema.planillaTrabajadores;
  const w = schema.trabajadores;
  const filas = await deps.db
    .select({ fila: pt, trabajador: w })
    .from(pt)
    .innerJoin(w, eq(w.id, pt.trabajadorId))
    .where(eq(pt.planillaId, planilla.id))
    .orderBy(asc(w.apellidoPaterno), asc(w.apellidoMaterno), asc(w.nombres));
  return {
    id: planilla.id,
    periodo: planilla.periodo,
    estado: planilla.estado,
    total_ingresos: planilla.totalIngresos,
    total_retenciones: planilla.totalRetenciones,
    total_descuentos: planilla.totalDescuentos,
    total_aportes: planilla.totalAportes,
    total_neto: planilla.totalNeto,
    operacion_id: planilla.operacionId,
    boletas: filas.map(({ fila, trabajador }) => ({
      trabajador_id: fila.trabajadorId,
      contrato_id: fila.contratoId,
      trabajador: nombreTrabajador(trabajador),
      numero_documento: trabajador.numeroDocumento,
      neto: fila.neto,
      entrada: fila.entrada as EntradaBoletaMensual,
      boleta: fila.boleta as BoletaMensual,
    })),
  };
}
