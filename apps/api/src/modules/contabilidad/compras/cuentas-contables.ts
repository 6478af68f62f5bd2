import { schema } from '@kipu/db';
import { CUENTAS_DE_LINEA_COMPRA } from '@kipu/peru/contabilidad/comprobantes-compra';
import { CUENTAS_DE_LINEA_VENTA } from '@kipu/peru/contabilidad/comprobantes-venta';
import { and, asc, eq, ilike, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { textoDeBusqueda } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { conSubcuentas } from './cuentas-de-compra.ts';

export type CuentaContable = {
  codigo: string;
  denominacion: string;
  amarre_debe: string | null;
  amarre_haber: string | null;
  ultimo_nivel: boolean;
};

export type FiltroCuentasContables = {
  param?: string | null;
  /** Only accounts that take movements (no active sub-accounts). */
  ultimoNivel?: boolean | null;
  /** Only accounts a purchase line may charge. */
  compras?: boolean | null;
  /** Only accounts a sale's income line may credit. */
  ventas?: boolean | null;
  limite?: number | null;
};

/** The session company's active accounts by code prefix or name, for the account pickers. */
export async function cuentasContables(
  deps: Dependencias,
  sesion: SesionActiva,
  f: FiltroCuentasContables,
): Promise<CuentaContable[]> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const c = schema.pcgeCuentas;
  const texto = textoDeBusqueda(f.param);
  const condiciones: (SQL | undefined)[] = [eq(c.empresaId, empresaId), isNull(c.deletedAt)];
  if (texto) condiciones.push(or(ilike(c.codigo, `${texto}%`), ilike(c.denominacion, `%${texto}%`)));
  if (f.ultimoNivel) condiciones.push(not(conSubcuentas));
  if (f.compras) condiciones.push(sql`${c.codigo} ~ ${CUENTAS_DE_LINEA_COMPRA.source}`);
  if (f.ventas) condiciones.push(sql`${c.codigo} ~ ${CUENTAS_DE_LINEA_VENTA.source}`);
  const filas = await deps.db
    .select({
      codigo: c.codigo,
      denominacion: c.denominacion,
      amarre_debe: c.amarreDebe,
      amarre_haber: c.amarreHaber,
      conSubcuentas,
    })
    .from(c)
    .where(and(...condiciones))
    .orderBy(asc(c.codigo))
    .limit(Math.min(Math.max(f.limite ?? 50, 1), 200));
  return filas.map(({ conSubcuentas: padre, ...cuenta }) => ({ ...cuenta, ultimo_nivel: !padre }));
}
