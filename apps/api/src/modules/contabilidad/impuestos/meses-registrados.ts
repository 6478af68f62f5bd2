import { schema } from '@kipu/db';
import { LIBRO_COMPRAS } from '@kipu/peru/contabilidad/comprobantes-compra';
import { periodosEntre } from '@kipu/peru/contabilidad/impuestos/periodos';
import Decimal from 'decimal.js';
import { and, eq, inArray, isNull, lte, min, or, sql } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { type RegistroCompras, registroCompras } from '../compras/registro-compras.ts';
import { LIBRO_VENTAS } from '../ventas/contabilizar-comprobante.ts';
import { type RegistroVentas, registroVentas } from '../ventas/registro-ventas.ts';

/**
 * What the registers keep no column for is read from the ledger: the period's debits to these IGV
 * accounts (PCGE 2019), posted for instance as asientos varios.
 */
export const CUENTAS_IGV_DEL_LIBRO = {
  noDomiciliados: '40112',
  percepciones: '40113',
  retenciones: '40114',
} as const;

export type CargosIgv = Record<keyof typeof CUENTAS_IGV_DEL_LIBRO, string>;

/** One month as the registers and the ledger show it, in soles. */
export type MesRegistrado = {
  periodo: string;
  ventas: RegistroVentas;
  compras: RegistroCompras;
  cargos: CargosIgv;
};

const SIN_CARGOS: CargosIgv = { noDomiciliados: '0.00', percepciones: '0.00', retenciones: '0.00' };

/** The first period with a purchase or sale of the company: where carried balances start. */
async function primerPeriodo(deps: Dependencias, empresaId: string, hasta: string): Promise<string | null> {
  const o = schema.operaciones;
  const [fila] = await deps.db
    .select({ periodo: min(o.periodo) })
    .from(o)
    .where(
      and(
        eq(o.empresaId, empresaId),
        inArray(o.libro, [LIBRO_COMPRAS, LIBRO_VENTAS]),
        lte(o.periodo, hasta),
        isNull(o.deletedAt),
      ),
    );
  return fila?.periodo ?? null;
}

/** Debits of each period to 40112, 40113 and 40114 (and their sub-accounts), voided operations out. */
async function cargosPorPeriodo(
  deps: Dependencias,
  empresaId: string,
  periodos: readonly string[],
): Promise<Map<string, CargosIgv>> {
  const o = schema.operaciones;
  const l = schema.asientoLineas;
  const cuentas = Object.values(CUENTAS_IGV_DEL_LIBRO);
  const filas = await deps.db
    .select({ periodo: o.periodo, cuenta: l.cuenta, debe: sql<string>`sum(${l.debe})` })
    .from(l)
    .innerJoin(o, eq(o.id, l.operacionId))
    .where(
      and(
        eq(o.empresaId, empresaId),
        inArray(o.periodo, [...periodos]),
        isNull(o.deletedAt),
        or(...cuentas.map((c) => sql`${l.cuenta} like ${`${c}%`}`)),
      ),
    )
    .groupBy(o.periodo, l.cuenta);
  const cargos = new Map<string, CargosIgv>();
  for (const f of filas) {
    const clave = (Object.keys(CUENTAS_IGV_DEL_LIBRO) as (keyof CargosIgv)[]).find((k) =>
      f.cuenta.startsWith(CUENTAS_IGV_DEL_LIBRO[k]),
    );
    if (!clave) continue;
    const actual = cargos.get(f.periodo) ?? { ...SIN_CARGOS };
    actual[clave] = new Decimal(actual[clave]).plus(f.debe).toFixed(2);
    cargos.set(f.periodo, actual);
  }
  return cargos;
}

/**
 * Every month from `desde` (or the company's first purchase or sale, if earlier) up to `hasta`, each with
 * its registro de ventas, registro de compras (8.1) and the ledger's IGV debits — read again on every
 * call, so no figure is ever stale.
 */
export async function mesesRegistrados(
  deps: Dependencias,
  sesion: SesionActiva,
  desde: string,
  hasta: string,
): Promise<MesRegistrado[]> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const primero = await primerPeriodo(deps, empresaId, hasta);
  const periodos = periodosEntre(primero && primero < desde ? primero : desde, hasta);
  const cargos = await cargosPorPeriodo(deps, empresaId, periodos);
  const meses: MesRegistrado[] = [];
  for (const periodo of periodos)
    meses.push({
      periodo,
      ventas: await registroVentas(deps, sesion, periodo),
      compras: await registroCompras(deps, sesion, { periodo, libro: LIBRO_COMPRAS }),
      cargos: cargos.get(periodo) ?? SIN_CARGOS,
    });
  return meses;
}
