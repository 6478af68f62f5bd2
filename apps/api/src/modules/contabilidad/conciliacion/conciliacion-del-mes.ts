import { schema, type Tx } from '@kipu/db';
import { type ResumenConciliacion, resumirConciliacion } from '@kipu/peru/conciliacion/resumen-conciliacion';
import { and, asc, eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { exigirDeEmpresa } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { type CuentaFinanciera, cuentaFinanciera } from '../pagos/registrar-pago.ts';
import {
  type CuentaDelMes,
  type MovimientoLibroConciliacion,
  movimientosDelLibro,
  saldoDelLibro,
} from './movimientos-libro.ts';

export type Conciliacion = typeof schema.conciliaciones.$inferSelect;
export type LineaExtractoGuardada = typeof schema.conciliacionExtracto.$inferSelect;

/** A month of a bank account: its reconciliation row when one was started, and the account. */
export type MesDeCuenta = {
  empresaId: string;
  cuenta: CuentaFinanciera;
  periodo: string;
  conciliacion: Conciliacion | null;
};

/** A statement line; matched only while its ledger line stands (a voided payment frees it). */
export type LineaExtractoVista = LineaExtractoGuardada & { movimiento: MovimientoLibroConciliacion | null };

export type ConciliacionVista = MesDeCuenta & {
  extracto: LineaExtractoVista[];
  movimientos: MovimientoLibroConciliacion[];
  resumen: ResumenConciliacion;
};

const PERIODO = /^\d{4}(0[1-9]|1[0-2])$/;

/** The company's bank account (a cash box is not reconciled against a statement) and the month. */
export async function mesDeCuenta(
  deps: Dependencias,
  sesion: SesionActiva,
  cuentaFinancieraId: string,
  periodo: string,
): Promise<MesDeCuenta> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const cuenta = await cuentaFinanciera(deps, sesion, cuentaFinancieraId);
  if (cuenta.tipo !== 'banco')
    throw entradaInvalida(
      `La cuenta ${cuenta.codigo} es una caja: la conciliación bancaria es de cuentas de banco`,
    );
  if (!PERIODO.test(periodo)) throw entradaInvalida('El periodo no es válido (AAAAMM)');
  const c = schema.conciliaciones;
  const [conciliacion] = await deps.db
    .select()
    .from(c)
    .where(and(eq(c.empresaId, empresaId), eq(c.cuentaFinancieraId, cuenta.id), eq(c.periodo, periodo)));
  return { empresaId, cuenta, periodo, conciliacion: conciliacion ?? null };
}

/** A reconciliation of the session's company by id (another company's answers FORBIDDEN). */
export async function mesDeConciliacion(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
): Promise<MesDeCuenta> {
  const c = await exigirDeEmpresa(deps, sesion, schema.conciliaciones, id);
  return mesDeCuenta(deps, sesion, c.cuentaFinancieraId, c.periodo);
}

/** A validated month is locked: nothing of it changes until it is reopened. */
export function exigirAbierta(c: Conciliacion | null): asserts c is Conciliacion {
  if (!c) throw entradaInvalida('Importe primero el extracto bancario del mes');
  if (c.validada)
    throw entradaInvalida(
      `La conciliación de ${c.periodo.slice(4)}/${c.periodo.slice(0, 4)} está validada: reábrala para modificarla`,
    );
}

export const cuentaDelMes = (m: MesDeCuenta): CuentaDelMes => ({
  empresaId: m.empresaId,
  conciliacionId: m.conciliacion?.id ?? null,
  cuentaFinancieraId: m.cuenta.id,
  pcge: m.cuenta.pcge,
  moneda: m.cuenta.monedaId,
  periodo: m.periodo,
});

/** The statement's lines in date and file order. */
export const lineasDelExtracto = (db: Dependencias['db'] | Tx, conciliacionId: string) => {
  const x = schema.conciliacionExtracto;
  return db.select().from(x).where(eq(x.conciliacionId, conciliacionId)).orderBy(asc(x.fecha), asc(x.fila));
};

/** The month with both sides and the reconciliation statement. */
export async function vistaConciliacion(deps: Dependencias, m: MesDeCuenta): Promise<ConciliacionVista> {
  const lineas = m.conciliacion ? await lineasDelExtracto(deps.db, m.conciliacion.id) : [];
  const movimientos = await movimientosDelLibro(deps.db, cuentaDelMes(m));
  const porId = new Map(movimientos.map((v) => [v.id, v]));
  const extracto = lineas.map((l) => ({
    ...l,
    movimiento: (l.asientoLineaId && porId.get(l.asientoLineaId)) || null,
  }));
  const resumen = resumirConciliacion({
    saldoLibros: await saldoDelLibro(deps.db, cuentaDelMes(m)),
    saldoExtracto: m.conciliacion?.saldoFinal ?? '0',
    libroPendiente: movimientos.filter((v) => !v.extractoLineaId).map((v) => v.importe),
    extractoPendiente: extracto.filter((l) => !l.movimiento).map((l) => l.importe),
  });
  return { ...m, extracto, movimientos, resumen };
}
