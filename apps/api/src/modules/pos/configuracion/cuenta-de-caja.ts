import { type Db, errorDeBaseDatos, schema } from '@kipu/db';
import { esCuentaDeEfectivo } from '@kipu/peru';
import { and, asc, eq, isNull, like, or, sql } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { recortar } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { activaDeEmpresa } from '../comun.ts';

/**
 * A cash box's account. Collections are posted through accounting's cobranza, which takes a cuenta
 * financiera (cash box or bank account tied to a 10x account), so a box is tied to one of the company's
 * in soles. A company starts with none, so the form also offers the chart's own cash accounts (101 Caja,
 * 102 Fondos fijos, at their last level): choosing one ties the box to the company's cuenta financiera
 * of that account, made (as a caja in soles) when there is none yet.
 */
export type CuentaCajaOpcion = {
  /** The cuenta financiera, or null for a cash account of the chart that has none yet. */
  cuenta_financiera_id: string | null;
  pcge_id: string;
  pcge_codigo: string;
  descripcion: string;
  tipo: 'caja' | 'banco';
};

/** The chart's accounts that can hold a box's cash without a bank: 101 Caja and 102 Fondos fijos. */
const esCuentaDeCaja = (codigo: string) => /^10[12]\d*$/.test(codigo);

const MENSAJE_FALTA =
  'Seleccione la cuenta de la caja: una cuenta de efectivo o bancos en soles (101 Caja, 104 Cuentas corrientes…)';

const { cuentasFinancieras: cf, pcgeCuentas: pc } = schema;

/** No active sub-account hangs from the account: the ledger posts to the last level only. */
const sinSubcuentas = sql`not exists (select 1 from ${pc} h where h.empresa_id = ${pc.empresaId}
  and h.codigo_padre = ${pc.codigo} and h.deleted_at is null)`;

/** What the box form offers: the company's cuentas financieras in soles, then the chart's cash accounts without one. */
export async function cuentasParaCaja(deps: Dependencias, sesion: SesionActiva): Promise<CuentaCajaOpcion[]> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const financieras = await deps.db
    .select({
      id: cf.id,
      descripcion: cf.descripcion,
      tipo: cf.tipo,
      pcgeId: pc.id,
      codigo: pc.codigo,
    })
    .from(cf)
    .innerJoin(pc, eq(pc.id, cf.pcgeId))
    .where(
      and(eq(cf.empresaId, empresaId), isNull(cf.deletedAt), eq(cf.monedaId, 'PEN'), isNull(pc.deletedAt)),
    )
    .orderBy(asc(pc.codigo), asc(cf.codigo));
  const conFinanciera = new Set(financieras.map((f) => f.pcgeId));
  const deCaja = await deps.db
    .select({ id: pc.id, codigo: pc.codigo, denominacion: pc.denominacion })
    .from(pc)
    .where(
      and(
        eq(pc.empresaId, empresaId),
        isNull(pc.deletedAt),
        or(like(pc.codigo, '101%'), like(pc.codigo, '102%')),
        sinSubcuentas,
      ),
    )
    .orderBy(asc(pc.codigo));
  return [
    ...financieras.map((f) => ({
      cuenta_financiera_id: f.id,
      pcge_id: f.pcgeId,
      pcge_codigo: f.codigo,
      descripcion: f.descripcion,
      tipo: f.tipo,
    })),
    ...deCaja
      .filter((c) => !conFinanciera.has(c.id))
      .map((c) => ({
        cuenta_financiera_id: null,
        pcge_id: c.id,
        pcge_codigo: c.codigo,
        descripcion: c.denominacion,
        tipo: 'caja' as const,
      })),
  ];
}

type CuentaPcge = typeof pc.$inferSelect;

/**
 * The company's cuenta financiera in soles of a chart account (a caja before a bank one), or a new caja
 * in soles 'CAJA-<código>' for a cash account that has none. Two boxes saved at once make it once: the
 * code's unique index decides and the loser takes the winner's row.
 */
export async function financieraDeCuentaContable(
  db: Db,
  empresaId: string,
  cuenta: CuentaPcge,
): Promise<string> {
  const existente = async () => {
    const [f] = await db
      .select({ id: cf.id })
      .from(cf)
      .where(
        and(
          eq(cf.empresaId, empresaId),
          eq(cf.pcgeId, cuenta.id),
          eq(cf.monedaId, 'PEN'),
          isNull(cf.deletedAt),
        ),
      )
      .orderBy(sql`${cf.tipo} = 'caja' desc`, asc(cf.codigo))
      .limit(1);
    return f?.id;
  };
  const hay = await existente();
  if (hay) return hay;
  if (!esCuentaDeCaja(cuenta.codigo))
    throw entradaInvalida(
      `La cuenta ${cuenta.codigo} es de bancos: regístrela en Contabilidad › Cuentas financieras con su banco y número, y elíjala para la caja`,
    );
  const codigo = `CAJA-${cuenta.codigo}`;
  try {
    const [nueva] = await db
      .insert(cf)
      .values({
        empresaId,
        codigo,
        tipo: 'caja',
        monedaId: 'PEN',
        descripcion: cuenta.denominacion.toUpperCase().slice(0, 150),
        pcgeId: cuenta.id,
      })
      .returning({ id: cf.id });
    if (!nueva) throw new Error('No se pudo registrar la cuenta financiera de la caja');
    return nueva.id;
  } catch (e) {
    if (errorDeBaseDatos(e).code !== '23505') throw e;
    const ganadora = await existente();
    if (ganadora) return ganadora;
    throw entradaInvalida(
      `Ya existe la cuenta financiera ${codigo} con otra cuenta contable: elija una cuenta financiera de la lista`,
    );
  }
}

/** A chart account of the company for a box: active, of element 10 and of the last level. */
async function cuentaContableDeCaja(db: Db, empresaId: string, id: string): Promise<CuentaPcge> {
  const cuenta = await activaDeEmpresa(db, pc, empresaId, id);
  if (!esCuentaDeEfectivo(cuenta.codigo))
    throw entradaInvalida(
      `La cuenta ${cuenta.codigo} no es de efectivo y equivalentes: elija una cuenta del elemento 10 (101 Caja, 104…)`,
    );
  const [hija] = await db
    .select({ codigo: pc.codigo })
    .from(pc)
    .where(and(eq(pc.empresaId, empresaId), eq(pc.codigoPadre, cuenta.codigo), isNull(pc.deletedAt)))
    .orderBy(asc(pc.codigo))
    .limit(1);
  if (hija)
    throw entradaInvalida(
      `La cuenta ${cuenta.codigo} tiene subcuentas: elija una de último nivel (${hija.codigo}…)`,
    );
  return cuenta;
}

/**
 * The cuenta financiera a box is saved with, from the form's choice: one of the company's cuentas
 * financieras in soles (cash or bank), or a cash account of its chart. Required: a charge posts its
 * collection to it.
 */
export async function cuentaDeCajaElegida(
  deps: Dependencias,
  empresaId: string,
  e: { cuenta_financiera_id?: string | null; cuenta_contable_id?: string | null },
): Promise<string> {
  const financiera = recortar(e.cuenta_financiera_id);
  const contable = recortar(e.cuenta_contable_id);
  if (!financiera && !contable) throw entradaInvalida(MENSAJE_FALTA);
  if (financiera && contable)
    throw entradaInvalida('Indique la cuenta financiera o la cuenta contable de la caja, no ambas');
  if (contable)
    return financieraDeCuentaContable(
      deps.db,
      empresaId,
      await cuentaContableDeCaja(deps.db, empresaId, contable),
    );
  const cuenta = await activaDeEmpresa(deps.db, cf, empresaId, financiera);
  if (cuenta.monedaId !== 'PEN')
    throw entradaInvalida(
      `La cuenta ${cuenta.descripcion} es en dólares: los cobros del punto de venta son en soles, elija una cuenta en soles`,
    );
  return cuenta.id;
}

/**
 * Where a box without a usable account collects (one saved before the account was required, or whose
 * cuenta financiera was deleted since): the company's 101 Caja — its first last-level account when the
 * company opened sub-accounts of it.
 */
export async function financieraPorDefecto(db: Db, empresaId: string): Promise<string> {
  const [caja] = await db
    .select()
    .from(pc)
    .where(and(eq(pc.empresaId, empresaId), isNull(pc.deletedAt), like(pc.codigo, '101%'), sinSubcuentas))
    .orderBy(asc(pc.codigo))
    .limit(1);
  if (!caja) throw new Error('La empresa no tiene la cuenta 101 Caja en su plan de cuentas');
  return financieraDeCuentaContable(db, empresaId, caja);
}
