import { schema } from '@kipu/db';
import { esFecha } from '@kipu/peru/ubl/partes';
import Decimal from 'decimal.js';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { hoyEnLima } from '../../../shared/fecha-lima.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { CERO, kardexDelPeriodo, kardexDeMovimientos } from './kardex.ts';
import { movimientosHasta } from './movimientos-vivos.ts';
import { llevaKardex, type ProductoKardex, productoDeKardex } from './productos-kardex.ts';

export type StockProducto = {
  producto: ProductoKardex;
  cantidad: string;
  costoUnitario: string;
  costoTotal: string;
};

/** controlStockProducto: a product's units and value at the weighted average on a date (today by default). */
export async function stockDeProducto(
  deps: Dependencias,
  sesion: SesionActiva,
  productoId: string,
  fecha?: string | null,
): Promise<StockProducto> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const producto = await productoDeKardex(deps.db, empresaId, productoId);
  const dia = fecha?.trim() || hoyEnLima();
  if (!esFecha(dia)) throw entradaInvalida('La fecha no es válida (AAAA-MM-DD)');
  const movimientos = await movimientosHasta(deps.db, empresaId, dia, producto.id);
  const k = movimientos.length
    ? kardexDeMovimientos(producto, dia.slice(0, 7).replace('-', ''), movimientos).final
    : CERO;
  return { producto, cantidad: k.cantidad, costoUnitario: k.costoUnitario, costoTotal: k.costoTotal };
}

/**
 * stockMinimoProductos: the products whose stock at the end of the period is at or below their
 * minimum (productos.stock_minimo above zero), lowest first against the minimum.
 */
export async function stockMinimoProductos(
  deps: Dependencias,
  sesion: SesionActiva,
  periodo: string,
): Promise<StockProducto[]> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  if (!/^\d{4}(0[1-9]|1[0-2])$/.test(periodo)) throw entradaInvalida('El periodo no es válido (AAAAMM)');
  const p = schema.productos;
  const conMinimo = (
    await deps.db
      .select()
      .from(p)
      .where(and(eq(p.empresaId, empresaId), isNull(p.deletedAt), gt(p.stockMinimo, '0')))
      .orderBy(asc(p.codigo))
  ).filter(llevaKardex);
  const finales = new Map(
    (await kardexDelPeriodo(deps.db, empresaId, periodo)).map((k) => [k.producto.id, k.final]),
  );
  return conMinimo
    .map((producto) => ({ producto, ...(finales.get(producto.id) ?? CERO) }))
    .filter((s) => new Decimal(s.cantidad).lte(s.producto.stockMinimo));
}
