import { schema } from '@kipu/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida, prohibido } from '../../../shared/errores.ts';
import { escribirUnico, exigirDeEmpresa, fijarVigencia } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { type ProductoVista, vistaProducto } from './producto-vista.ts';
import type { ProductoValidado } from './validar-producto.ts';

export type Fila = typeof schema.productos.$inferSelect;
export type ComponenteColumnas = { productoId: string; cantidad: string };

const DUPLICADO = 'Ya existe un producto activo con ese código';

/** A product of the session's company; any other id is FORBIDDEN. */
export const exigirProducto = (deps: Dependencias, sesion: SesionActiva, id: string): Promise<Fila> =>
  exigirDeEmpresa(deps, sesion, schema.productos, id);

/**
 * Writes a validated product (new when `id` is missing) with its price-list prices and, for a combo,
 * its components, in one transaction. Null prices or components leave the stored ones as they are.
 */
export async function guardarProducto(
  deps: Dependencias,
  destino: { empresaId: string; id?: string; esCombo: boolean },
  v: ProductoValidado,
  componentes: ComponenteColumnas[] | null = null,
): Promise<ProductoVista> {
  const { productos, productoPrecios, comboComponentes } = schema;
  const fila = await escribirUnico(DUPLICADO, () =>
    deps.db.transaction(async (tx) => {
      const [p] = destino.id
        ? await tx.update(productos).set(v.producto).where(eq(productos.id, destino.id)).returning()
        : await tx
            .insert(productos)
            .values({ ...v.producto, empresaId: destino.empresaId, esCombo: destino.esCombo })
            .returning();
      if (!p) throw new Error('No se pudo guardar el producto');
      if (v.precios) {
        await tx.delete(productoPrecios).where(eq(productoPrecios.productoId, p.id));
        if (v.precios.length)
          await tx.insert(productoPrecios).values(v.precios.map((x) => ({ ...x, productoId: p.id })));
      }
      if (componentes) {
        await tx.delete(comboComponentes).where(eq(comboComponentes.comboId, p.id));
        await tx.insert(comboComponentes).values(componentes.map((c) => ({ ...c, comboId: p.id })));
      }
      return p;
    }),
  );
  return vistaProducto(deps.db, fila);
}

/**
 * Soft delete or re-activation. A product inside an active combo cannot be deleted: invoicing the
 * combo would move its stock.
 */
export async function cambiarVigenciaProducto(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
  vigente: boolean,
  /** Through the combos screen (its own permission): only combos. */
  soloCombos = false,
): Promise<ProductoVista> {
  const actual = await exigirProducto(deps, sesion, id);
  if (soloCombos && !actual.esCombo) throw prohibido();
  const { productos, comboComponentes } = schema;
  if (!vigente) {
    const [combo] = await deps.db
      .select({ codigo: productos.codigo })
      .from(comboComponentes)
      .innerJoin(productos, eq(productos.id, comboComponentes.comboId))
      .where(and(eq(comboComponentes.productoId, id), isNull(productos.deletedAt)))
      .limit(1);
    if (combo) throw entradaInvalida(`El producto es parte del combo ${combo.codigo}`);
  }
  return vistaProducto(deps.db, await fijarVigencia(deps, productos, id, vigente, DUPLICADO));
}
