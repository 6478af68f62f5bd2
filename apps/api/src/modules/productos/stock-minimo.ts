import { schema } from '@kipu/db';
import { esDecimalNoNegativo, normalizarDecimal } from '@kipu/peru';
import { eq } from 'drizzle-orm';
import type { Dependencias } from '../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../shared/empresa-de-trabajo.ts';
import { entradaInvalida, prohibido } from '../../shared/errores.ts';
import { recortar } from '../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../auth/sesion-activa.ts';
import { consultasProductoPrecargadas } from './productos/consultas-producto.ts';

export type StockMinimoEntrada = { producto_id: string; stock_minimo: string };

/**
 * updateStockMinimo: every row is checked first (products of the company that keep stock, quantity
 * ≥ 0); then all are written in one transaction. Answers how many products changed.
 */
export async function actualizarStockMinimo(
  deps: Dependencias,
  sesion: SesionActiva,
  filas: StockMinimoEntrada[],
): Promise<number> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  if (!filas.length) throw entradaInvalida('No hay productos para actualizar');
  if (filas.length > 10_000) throw entradaInvalida('Se pueden actualizar hasta 10 000 productos a la vez');
  const consultas = await consultasProductoPrecargadas(deps.db, empresaId);
  const cambios = new Map<string, string>();
  for (const f of filas) {
    const id = recortar(f.producto_id);
    const p = await consultas.producto(id);
    if (p.estado === 'ajeno') throw prohibido();
    if (p.estado === 'eliminado') throw entradaInvalida(`El producto ${p.codigo} está eliminado`);
    if (!p.stock) throw entradaInvalida(`El producto ${p.codigo} no controla stock`);
    const minimo = recortar(f.stock_minimo);
    if (!esDecimalNoNegativo(minimo, 4, 14))
      throw entradaInvalida(`El stock mínimo de ${p.codigo} debe ser un número mayor o igual a cero`);
    cambios.set(id, normalizarDecimal(minimo));
  }
  await deps.db.transaction(async (tx) => {
    for (const [id, stockMinimo] of cambios)
      await tx.update(schema.productos).set({ stockMinimo }).where(eq(schema.productos.id, id));
  });
  return cambios.size;
}
