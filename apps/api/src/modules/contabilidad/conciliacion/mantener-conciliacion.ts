import { schema } from '@kipu/db';
import Decimal from 'decimal.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida, prohibido } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import {
  exigirAbierta,
  type MesDeCuenta,
  mesDeConciliacion,
  vistaConciliacion,
} from './conciliacion-del-mes.ts';
import { bloquearMes } from './emparejar-movimientos.ts';

const c = schema.conciliaciones;
const x = schema.conciliacionExtracto;
const IMPORTE = /^-?\d{1,13}(\.\d{1,2})?$/;

/** The closing balance follows from the opening one and the lines kept. */
const saldoFinal = sql`${c.saldoInicial} + coalesce((select sum(${x.importe}) from ${x} where ${x.conciliacionId} = ${c.id}), 0)`;

/** Removes statement lines (a line repeated, another month's): the closing balance follows. */
export async function eliminarLineas(
  deps: Dependencias,
  sesion: SesionActiva,
  conciliacionId: string,
  ids: readonly string[],
): Promise<MesDeCuenta> {
  const m = await mesDeConciliacion(deps, sesion, conciliacionId);
  exigirAbierta(m.conciliacion);
  if (ids.length === 0) throw entradaInvalida('Seleccione las filas del extracto a eliminar');
  await deps.db.transaction(async (tx) => {
    await bloquearMes(tx, conciliacionId);
    const filas = await tx
      .select({ id: x.id, conciliacionId: x.conciliacionId })
      .from(x)
      .where(inArray(x.id, [...ids]));
    if (filas.length !== new Set(ids).size || filas.some((f) => f.conciliacionId !== conciliacionId))
      throw prohibido();
    await tx.delete(x).where(and(eq(x.conciliacionId, conciliacionId), inArray(x.id, [...ids])));
    await tx.update(c).set({ saldoFinal, updatedAt: new Date() }).where(eq(c.id, conciliacionId));
  });
  return mesDeConciliacion(deps, sesion, conciliacionId);
}

/** Corrects the statement's opening balance (a statement without balances). */
export async function actualizarSaldoInicial(
  deps: Dependencias,
  sesion: SesionActiva,
  conciliacionId: string,
  saldo: string,
): Promise<MesDeCuenta> {
  const m = await mesDeConciliacion(deps, sesion, conciliacionId);
  exigirAbierta(m.conciliacion);
  if (!IMPORTE.test(saldo.trim())) throw entradaInvalida('El saldo inicial no es un importe válido');
  await deps.db
    .update(c)
    .set({ saldoInicial: new Decimal(saldo.trim()).toFixed(2), updatedAt: new Date() })
    .where(eq(c.id, conciliacionId));
  await deps.db.update(c).set({ saldoFinal }).where(eq(c.id, conciliacionId));
  return mesDeConciliacion(deps, sesion, conciliacionId);
}

/** Validates (locks) a month whose difference is zero; reopening unlocks it. */
export async function validarConciliacion(
  deps: Dependencias,
  sesion: SesionActiva,
  conciliacionId: string,
  validada: boolean,
): Promise<MesDeCuenta> {
  const m = await mesDeConciliacion(deps, sesion, conciliacionId);
  if (!m.conciliacion) throw prohibido();
  if (validada) {
    exigirAbierta(m.conciliacion);
    const { resumen } = await vistaConciliacion(deps, m);
    if (!resumen.conciliado)
      throw entradaInvalida(
        `La conciliación tiene una diferencia de ${resumen.diferencia}: explíquela antes de validarla`,
      );
  } else if (!m.conciliacion.validada) throw entradaInvalida('La conciliación no está validada');
  await deps.db
    .update(c)
    .set(
      validada
        ? { validada: true, validadaAt: new Date(), validadaPor: sesion.usuario.id }
        : { validada: false, validadaAt: null, validadaPor: null },
    )
    .where(eq(c.id, conciliacionId));
  return mesDeConciliacion(deps, sesion, conciliacionId);
}
