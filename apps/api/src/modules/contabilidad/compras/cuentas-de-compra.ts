import { type Db, schema } from '@kipu/db';
import type { AmarreCuenta } from '@kipu/peru';
import {
  amarreDeCompraPorDefecto,
  CUENTAS_COMPRA_POR_DEFECTO,
  type CuentasCompra,
} from '@kipu/peru/contabilidad/asiento-compra';
import { esCuentaDeLineaCompra } from '@kipu/peru/contabilidad/comprobantes-compra';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { entradaInvalida } from '../../../shared/errores.ts';
import { cuentasDeTributos, TRIBUTOS } from '../documentos/cuentas-de-tributos.ts';
import type { CompraValidada } from './entrada-compra.ts';

export type CuentaLeida = {
  codigo: string;
  denominacion: string;
  amarreDebe: string | null;
  amarreHaber: string | null;
  /** Has active sub-accounts: movements go to the last level. */
  conSubcuentas: boolean;
};

const { pcgeCuentas } = schema;

/**
 * Whether an account of the chart has active sub-accounts (it cannot take movements). The outer row is
 * named by its table: drizzle writes a single table's columns unqualified, which the subquery would take
 * as its own.
 */
export const conSubcuentas: SQL<boolean> = sql<boolean>`exists (
  select 1 from pcge_cuentas as hija
  where hija.empresa_id = pcge_cuentas.empresa_id and hija.codigo_padre = pcge_cuentas.codigo
    and hija.deleted_at is null)`;

/** The company's active accounts with these codes, by code. */
export async function cuentasPorCodigo(
  db: Db,
  empresaId: string,
  codigos: readonly string[],
): Promise<Map<string, CuentaLeida>> {
  const unicos = [...new Set(codigos)];
  if (unicos.length === 0) return new Map();
  const filas = await db
    .select({
      codigo: pcgeCuentas.codigo,
      denominacion: pcgeCuentas.denominacion,
      amarreDebe: pcgeCuentas.amarreDebe,
      amarreHaber: pcgeCuentas.amarreHaber,
      conSubcuentas,
    })
    .from(pcgeCuentas)
    .where(
      and(
        eq(pcgeCuentas.empresaId, empresaId),
        inArray(pcgeCuentas.codigo, unicos),
        isNull(pcgeCuentas.deletedAt),
      ),
    );
  return new Map(filas.map((f) => [f.codigo, f]));
}

/**
 * The company's accounts of a document's lines, each of the last level (else `Línea n: …` in Spanish),
 * by code.
 */
export async function cuentasDeLineas(
  db: Db,
  empresaId: string,
  codigos: readonly string[],
): Promise<Map<string, CuentaLeida>> {
  const leidas = await cuentasPorCodigo(db, empresaId, codigos);
  for (const [i, codigo] of codigos.entries()) {
    const problema = problemaDeCuenta(codigo, leidas.get(codigo));
    if (problema) throw entradaInvalida(`Línea ${i + 1}: ${problema}`);
  }
  return leidas;
}

/** The problem of an account that cannot take a movement, or undefined. */
export function problemaDeCuenta(codigo: string, cuenta: CuentaLeida | undefined): string | undefined {
  if (!cuenta) return `la cuenta ${codigo} no existe en el plan de cuentas de la empresa`;
  if (cuenta.conSubcuentas) return `la cuenta ${codigo} tiene subcuentas: elija una cuenta de último nivel`;
  return undefined;
}

export type CuentasDeCompra = {
  cuentas: CuentasCompra;
  /** Destination of the lines' accounts: the account's own amarre, or the stock entry of class 60. */
  amarres: Map<string, AmarreCuenta>;
  leidas: Map<string, CuentaLeida>;
};

/**
 * The accounts of a purchase: every line's account must be the company's, of the last level and of a kind
 * purchases charge; the IGV account is the tributos master's when set; payables are 424 for honorarios
 * and 4212 otherwise.
 */
export async function cuentasDeCompra(
  db: Db,
  empresaId: string,
  v: CompraValidada,
): Promise<CuentasDeCompra> {
  const d = CUENTAS_COMPRA_POR_DEFECTO;
  const cuentas: CuentasCompra = {
    igv: (await cuentasDeTributos(db, empresaId)).get(TRIBUTOS.igv) ?? d.igv,
    igvMixta: d.igvMixta,
    icbper: d.icbper,
    porPagar: v.regla.honorarios ? d.honorarios : d.facturas,
    retencionRenta: d.retencionRenta,
  };
  const lineas = v.calculo.lineas;
  for (const [i, l] of lineas.entries())
    if (!esCuentaDeLineaCompra(l.cuenta))
      throw entradaInvalida(
        `Línea ${i + 1}: la cuenta ${l.cuenta} no es de compras, gastos ni activos (60, 62–68, 20–28, 33–39 o 18)`,
      );
  const leidas = await cuentasDeLineas(
    db,
    empresaId,
    lineas.map((l) => l.cuenta),
  );
  const amarres = new Map<string, AmarreCuenta>();
  for (const c of leidas.values()) {
    const propio = c.amarreDebe && c.amarreHaber ? { debe: c.amarreDebe, haber: c.amarreHaber } : undefined;
    const amarre = propio ?? amarreDeCompraPorDefecto(c.codigo);
    if (amarre) amarres.set(c.codigo, amarre);
  }
  return { cuentas, amarres, leidas };
}

/** Every other account the asiento uses (taxes, payable, destinations) must be able to take it too. */
export async function exigirCuentasDelAsiento(
  db: Db,
  empresaId: string,
  codigos: readonly string[],
  leidas: Map<string, CuentaLeida>,
  documento = 'la compra',
): Promise<void> {
  const faltan = [...new Set(codigos)].filter((c) => !leidas.has(c));
  for (const [codigo, cuenta] of await cuentasPorCodigo(db, empresaId, faltan)) leidas.set(codigo, cuenta);
  for (const codigo of codigos) {
    const problema = problemaDeCuenta(codigo, leidas.get(codigo));
    if (problema) throw entradaInvalida(`El asiento de ${documento} usa ${problema}`);
  }
}
