import { schema } from '@kipu/db';
import type { BoletaMensual } from '@kipu/peru';
import { and, eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { LIBRO_DIARIO } from '../../contabilidad/asientos-varios/asientos-varios.ts';
import { anularOperacion } from '../../contabilidad/documentos/operacion-de-empresa.ts';
import { registrarOperacion } from '../../contabilidad/libro/registrar-operacion.ts';
import { asientoDePlanilla } from './asiento-planilla.ts';
import { ultimoDia } from './calcular-planilla.ts';
import { consultarPlanilla, mesAnio, type PlanillaVista, planillaDelPeriodo } from './consultar-planilla.ts';

/** Operation kind 3 of spec 02 §4: payroll. */
export const OPERACION_PLANILLA = 3;

/**
 * Closes the period's borrador: posts the month's asiento to the libro diario through the ledger
 * service (dated the month's last day) and marks the planilla cerrada, in one transaction. The row is
 * locked, so a second close or a recomputation running at once waits and is then refused.
 */
export async function cerrarPlanilla(
  deps: Dependencias,
  sesion: SesionActiva,
  periodo: string,
): Promise<PlanillaVista> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  await deps.db.transaction(async (tx) => {
    const p = schema.planillas;
    const planilla = await planillaDelPeriodo(tx, empresaId, periodo, true);
    if (planilla.estado === 'cerrada')
      throw entradaInvalida(`La planilla de ${mesAnio(periodo)} ya está cerrada`);
    const filas = await tx
      .select({ boleta: schema.planillaTrabajadores.boleta })
      .from(schema.planillaTrabajadores)
      .where(eq(schema.planillaTrabajadores.planillaId, planilla.id));
    const glosa = `Planilla de remuneraciones ${mesAnio(periodo)}`;
    const fecha = ultimoDia(periodo);
    const operacion = await registrarOperacion(
      tx,
      {
        empresaId,
        libro: LIBRO_DIARIO,
        tipoOperacion: OPERACION_PLANILLA,
        fechaContable: fecha,
        fechaEmision: fecha,
        glosa,
        moneda: 'PEN',
        tipoCambio: '1',
        usuarioId: sesion.usuario.id,
      },
      asientoDePlanilla(
        filas.map((f) => f.boleta as BoletaMensual),
        glosa,
      ),
    );
    await tx.update(p).set({ estado: 'cerrada', operacionId: operacion.id }).where(eq(p.id, planilla.id));
  });
  return consultarPlanilla(deps, sesion, periodo);
}

/** Voids the closed planilla's asiento (only while its accounting period is open) and returns it to borrador. */
export async function revertirPlanilla(
  deps: Dependencias,
  sesion: SesionActiva,
  periodo: string,
): Promise<PlanillaVista> {
  const p = schema.planillas;
  const planilla = await planillaDelPeriodo(deps.db, await empresaDeTrabajo(deps.db, sesion), periodo);
  if (!planilla.operacionId || planilla.estado !== 'cerrada')
    throw entradaInvalida(`La planilla de ${mesAnio(periodo)} no está cerrada`);
  const [operacion] = await deps.db
    .select()
    .from(schema.operaciones)
    .where(eq(schema.operaciones.id, planilla.operacionId));
  if (!operacion) throw new Error('La planilla cerrada no tiene su asiento');
  await anularOperacion(deps, operacion, 'El asiento de la planilla ya está anulado');
  await deps.db
    .update(p)
    .set({ estado: 'borrador', operacionId: null })
    .where(and(eq(p.id, planilla.id), eq(p.estado, 'cerrada')));
  return consultarPlanilla(deps, sesion, periodo);
}
