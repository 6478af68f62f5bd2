import { schema } from '@kipu/db';
import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { type ArchivoExtracto, leerArchivoExtracto, mensajeDeErrores } from './archivo-extracto.ts';
import { exigirAbierta, type MesDeCuenta, mesDeCuenta } from './conciliacion-del-mes.ts';

export type EntradaExtracto = ArchivoExtracto & {
  cuenta_financiera_id: string;
  periodo: string;
  /** When the statement prints no balances: its opening balance (else the previous month's closing). */
  saldo_inicial?: string | null;
};

const IMPORTE = /^-?\d{1,13}(\.\d{1,2})?$/;

/** The opening balance: the file's, the one typed, or the previous reconciled month's closing balance. */
async function saldoInicial(
  deps: Dependencias,
  m: MesDeCuenta,
  delArchivo: string | null,
  tecleado?: string | null,
) {
  if (delArchivo !== null) return delArchivo;
  if (tecleado) {
    if (!IMPORTE.test(tecleado.trim())) throw entradaInvalida('El saldo inicial no es un importe válido');
    return new Decimal(tecleado.trim()).toFixed(2);
  }
  const c = schema.conciliaciones;
  const [anterior] = await deps.db
    .select({ saldo: c.saldoFinal })
    .from(c)
    .where(
      and(
        eq(c.empresaId, m.empresaId),
        eq(c.cuentaFinancieraId, m.cuenta.id),
        sql`${c.periodo} < ${m.periodo}`,
      ),
    )
    .orderBy(sql`${c.periodo} desc`)
    .limit(1);
  if (!anterior) throw entradaInvalida('El extracto no trae saldos: indique el saldo inicial del mes');
  return anterior.saldo;
}

/** The file's rows, read and checked, without writing anything (the screen's preview). */
export async function previsualizarExtracto(deps: Dependencias, sesion: SesionActiva, e: EntradaExtracto) {
  const m = await mesDeCuenta(deps, sesion, e.cuenta_financiera_id, e.periodo);
  return leerArchivoExtracto(e, m.periodo);
}

/**
 * Imports a month's statement: every row checked first — any wrong row refuses the whole file with the
 * rows and their problems, nothing written — then, in one transaction, the month's reconciliation is
 * started (or its earlier statement and matches replaced) with the opening and closing balances.
 */
export async function importarExtracto(
  deps: Dependencias,
  sesion: SesionActiva,
  e: EntradaExtracto,
): Promise<MesDeCuenta> {
  const m = await mesDeCuenta(deps, sesion, e.cuenta_financiera_id, e.periodo);
  if (m.conciliacion) exigirAbierta(m.conciliacion);
  const leido = await leerArchivoExtracto(e, m.periodo);
  if (leido.errores.length > 0) throw entradaInvalida(mensajeDeErrores(leido));
  const inicial = await saldoInicial(deps, m, leido.saldoInicial, e.saldo_inicial);
  const final = leido.lineas.reduce((s, l) => s.plus(l.importe), new Decimal(inicial)).toFixed(2);
  const c = schema.conciliaciones;
  const x = schema.conciliacionExtracto;
  await deps.db.transaction(async (tx) => {
    const [fila] = await tx
      .insert(c)
      .values({
        empresaId: m.empresaId,
        cuentaFinancieraId: m.cuenta.id,
        periodo: m.periodo,
        saldoInicial: inicial,
        saldoFinal: final,
        archivo: e.nombre_archivo.slice(0, 200),
      })
      .onConflictDoUpdate({
        target: [c.empresaId, c.cuentaFinancieraId, c.periodo],
        set: {
          saldoInicial: inicial,
          saldoFinal: final,
          archivo: e.nombre_archivo.slice(0, 200),
          updatedAt: new Date(),
        },
        // A month validated meanwhile keeps its statement.
        setWhere: sql`${c.validada} = false`,
      })
      .returning({ id: c.id });
    if (!fila)
      throw entradaInvalida('La conciliación del mes fue validada mientras se importaba el extracto');
    await tx.delete(x).where(eq(x.conciliacionId, fila.id));
    await tx.insert(x).values(
      leido.lineas.map((l) => ({
        empresaId: m.empresaId,
        conciliacionId: fila.id,
        fila: l.fila,
        fecha: l.fecha,
        descripcion: l.descripcion,
        numeroOperacion: l.numeroOperacion,
        importe: l.importe,
        saldo: l.saldo,
      })),
    );
  });
  return mesDeCuenta(deps, sesion, e.cuenta_financiera_id, e.periodo);
}
