import { schema, type Tx } from '@kipu/db';
import {
  asientoApertura,
  asientoCierreBalance,
  asientosCierreResultados,
  cuentasUsadas,
  type RevisionDestinos,
  revisarDestinos,
} from '@kipu/peru/contabilidad/cierre-ejercicio';
import { esDeResultado } from '@kipu/peru/contabilidad/estados-financieros/index';
import Decimal from 'decimal.js';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { LIBRO_DIARIO } from '../asientos-varios/asientos-varios.ts';
import { bloquearDocumento } from '../documentos/operacion-de-empresa.ts';
import { type MovimientoLibro, type Operacion, registrarOperacion } from '../libro/registrar-operacion.ts';
import { cuentasDeCierre, exigirCuentas } from './cuentas-cierre.ts';
import { exigirAnio, mesAnio, periodoBloqueado } from './periodos.ts';
import { type DocumentoSaldo, porCuenta, saldosPorDocumento } from './saldos-cierre.ts';

/** Spec 02 §4: 6 opening inventory (apertura), 7 closing. */
export const OPERACION_APERTURA = 6;
export const OPERACION_CIERRE = 7;

/** An entry of the closing as it will be posted (or was): the journal, kind, date and period. */
export type AsientoDelCierre = {
  paso: string;
  glosa: string;
  tipoOperacion: typeof OPERACION_APERTURA | typeof OPERACION_CIERRE;
  fecha: string;
  periodo: string;
  movimientos: MovimientoLibro[];
};

export type CierreEjercicio = {
  anio: number;
  revision: RevisionDestinos;
  /** The year's result (positive: utilidad) that reaches 59. */
  resultado: string;
  asientos: AsientoDelCierre[];
  /** The closing's operations when it is posted. */
  operaciones: Operacion[];
};

const o = schema.operaciones;

const periodosDe = (anio: number) => ({
  enero: `${anio}01`,
  diciembre: `${anio}12`,
  apertura: `${anio + 1}01`,
});

/**
 * The closing's posted operations: kind 7 of December and the opening of the next January it produced
 * (`datos.cierre` = the year), voided ones left out.
 */
async function operacionesDelCierre(db: Dependencias['db'] | Tx, empresaId: string, anio: number) {
  const p = periodosDe(anio);
  return db
    .select()
    .from(o)
    .where(
      and(
        eq(o.empresaId, empresaId),
        isNull(o.deletedAt),
        eq(o.libro, LIBRO_DIARIO),
        sql`${o.datos}->>'cierre' = ${String(anio)}`,
        or(
          and(eq(o.periodo, p.diciembre), eq(o.tipoOperacion, OPERACION_CIERRE)),
          and(eq(o.periodo, p.apertura), eq(o.tipoOperacion, OPERACION_APERTURA)),
        ),
      ),
    )
    .orderBy(o.periodo, o.numeroCuo);
}

/** The entries of a year's closing from the books as they stand, checked; nothing is written. */
async function prepararCierre(
  db: Dependencias['db'] | Tx,
  empresaId: string,
  anio: number,
  cuentasCierre: Awaited<ReturnType<typeof cuentasDeCierre>>,
): Promise<Omit<CierreEjercicio, 'operaciones'>> {
  const p = periodosDe(anio);
  const anteriores = porCuenta(await saldosPorDocumento(db, empresaId, '000000', `${anio - 1}12`));
  const pendiente = anteriores.find((s) => esDeResultado(s.cuenta) && !new Decimal(s.debe).eq(s.haber));
  if (pendiente)
    throw entradaInvalida(
      `Hay resultados de ejercicios anteriores sin cerrar (cuenta ${pendiente.cuenta}): genere primero el cierre del ejercicio anterior`,
    );
  const acumulado = await saldosPorDocumento(db, empresaId, '000000', p.diciembre);
  const delAnio = porCuenta(await saldosPorDocumento(db, empresaId, p.enero, p.diciembre));
  const resultados = asientosCierreResultados(delAnio, cuentasCierre.cuentas);
  if ('error' in resultados) throw entradaInvalida(resultados.error);
  exigirCuentas(cuentasCierre.faltan, cuentasUsadas(resultados));

  // Balance-sheet balances after the results are closed: 59 takes the year's result.
  const cierre59 = resultados.flatMap((a) => a.movimientos).filter((m) => !esDeResultado(m.cuenta));
  const balance = asientoCierreBalance<DocumentoSaldo>([
    ...acumulado.filter((s) => !esDeResultado(s.cuenta)),
    ...cierre59.map((m) => ({ cuenta: m.cuenta, debe: m.debe, haber: m.haber })),
  ]);
  const juntar = (movs: typeof balance): MovimientoLibro[] => {
    // The 59 line the results closing adds merges with 59's earlier balance into one line per account.
    const porClave = new Map<string, MovimientoLibro>();
    for (const m of movs) {
      const clave = m.detalle ? JSON.stringify([m.cuenta, m.detalle]) : m.cuenta;
      const previo = porClave.get(clave);
      const neto = new Decimal(m.debe)
        .minus(m.haber)
        .plus(previo ? new Decimal(previo.debe).minus(previo.haber) : 0);
      porClave.set(clave, {
        cuenta: m.cuenta,
        debe: neto.gt(0) ? neto.toFixed(2) : '0.00',
        haber: neto.lt(0) ? neto.negated().toFixed(2) : '0.00',
        debeMe: '0.00',
        haberMe: '0.00',
        ...(m.detalle ?? {}),
      });
    }
    return [...porClave.values()].filter((m) => !new Decimal(m.debe).eq(m.haber));
  };
  const cierreBalance = juntar(balance);
  const apertura = asientoApertura(cierreBalance);
  const asientos: AsientoDelCierre[] = resultados.map((a) => ({
    ...a,
    tipoOperacion: OPERACION_CIERRE,
    fecha: `${anio}-12-31`,
    periodo: p.diciembre,
  }));
  if (cierreBalance.length > 0)
    asientos.push(
      {
        paso: 'cierre_balance',
        glosa: `Cierre de las cuentas de balance del ejercicio ${anio}`,
        tipoOperacion: OPERACION_CIERRE,
        fecha: `${anio}-12-31`,
        periodo: p.diciembre,
        movimientos: cierreBalance,
      },
      {
        paso: 'apertura',
        glosa: `Asiento de apertura del ejercicio ${anio + 1}`,
        tipoOperacion: OPERACION_APERTURA,
        fecha: `${anio + 1}-01-01`,
        periodo: p.apertura,
        movimientos: apertura,
      },
    );
  const revision = revisarDestinos(delAnio);
  return { anio, revision, resultado: revision.resultadoNaturaleza, asientos };
}

/** previsualizarCierre: the entries the closing would post ('Ver asientos'), or the posted closing. */
export async function previsualizarCierre(
  deps: Dependencias,
  sesion: SesionActiva,
  anio: number,
): Promise<CierreEjercicio> {
  exigirAnio(anio);
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const hechas = await operacionesDelCierre(deps.db, empresaId, anio);
  if (hechas.length > 0)
    throw entradaInvalida(
      `El cierre del ejercicio ${anio} ya está generado; anúlelo para volver a generarlo`,
    );
  const cuentas = await cuentasDeCierre(deps.db, empresaId);
  return { ...(await prepararCierre(deps.db, empresaId, anio, cuentas)), operaciones: [] };
}

async function exigirAbierto(tx: Tx, empresaId: string, periodo: string): Promise<void> {
  if ((await periodoBloqueado(tx, empresaId, periodo)).cerrado)
    throw entradaInvalida(`El periodo ${mesAnio(periodo)} está cerrado`);
}

/**
 * generarCierre: posts the year's closing (kind 7, 31 December, libro diario 050100: destination entries,
 * the results through 80–89 into 59, the balance-sheet accounts) and the next year's opening (kind 6,
 * 1 January) through the ledger service, in one transaction under the company's closing lock. Twice is
 * refused; so is a closed December or January.
 */
export async function generarCierre(
  deps: Dependencias,
  sesion: SesionActiva,
  anio: number,
): Promise<CierreEjercicio> {
  exigirAnio(anio);
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const cuentas = await cuentasDeCierre(deps.db, empresaId);
  return deps.db.transaction(async (tx) => {
    await bloquearDocumento(tx, ['cierre', empresaId]);
    const p = periodosDe(anio);
    await exigirAbierto(tx, empresaId, p.diciembre);
    await exigirAbierto(tx, empresaId, p.apertura);
    if ((await operacionesDelCierre(tx, empresaId, anio)).length > 0)
      throw entradaInvalida(`El cierre del ejercicio ${anio} ya está generado`);
    const cierre = await prepararCierre(tx, empresaId, anio, cuentas);
    if (cierre.asientos.length === 0)
      throw entradaInvalida(`El ejercicio ${anio} no tiene saldos que cerrar`);
    const operaciones: Operacion[] = [];
    for (const a of cierre.asientos)
      operaciones.push(
        await registrarOperacion(
          tx,
          {
            empresaId,
            libro: LIBRO_DIARIO,
            tipoOperacion: a.tipoOperacion,
            fechaContable: a.fecha,
            fechaEmision: a.fecha,
            periodo: a.periodo,
            glosa: a.glosa,
            datos: { cierre: String(anio), paso: a.paso },
            usuarioId: sesion.usuario.id,
          },
          a.movimientos,
        ),
      );
    return { ...cierre, operaciones };
  });
}

/** anularCierre: voids the closing's operations and its opening while December and January are open. */
export async function anularCierre(
  deps: Dependencias,
  sesion: SesionActiva,
  anio: number,
): Promise<Operacion[]> {
  exigirAnio(anio);
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  return deps.db.transaction(async (tx) => {
    await bloquearDocumento(tx, ['cierre', empresaId]);
    const p = periodosDe(anio);
    const hechas = await operacionesDelCierre(tx, empresaId, anio);
    if (hechas.length === 0) throw entradaInvalida(`El ejercicio ${anio} no tiene un cierre generado`);
    await exigirAbierto(tx, empresaId, p.diciembre);
    await exigirAbierto(tx, empresaId, p.apertura);
    const ahora = new Date();
    return tx
      .update(o)
      .set({ deletedAt: ahora, updatedAt: ahora })
      .where(
        inArray(
          o.id,
          hechas.map((h) => h.id),
        ),
      )
      .returning();
  });
}

/** The posted closing of a year, if any: its operations in period and CUO order. */
export async function cierreGenerado(
  deps: Dependencias,
  sesion: SesionActiva,
  anio: number,
): Promise<Operacion[]> {
  exigirAnio(anio);
  return operacionesDelCierre(deps.db, await empresaDeTrabajo(deps.db, sesion), anio);
}
