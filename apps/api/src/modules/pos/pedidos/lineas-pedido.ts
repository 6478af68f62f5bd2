import { schema, type Tx } from '@kipu/db';
import { errorDeCantidad } from '@kipu/peru/pos/pedido';
import Decimal from 'decimal.js';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida, prohibido } from '../../../shared/errores.ts';
import { esUuid, recortar } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { texto } from '../comun.ts';
import { publicarDeliveries } from '../delivery/delivery-vista.ts';
import { publicarMesas } from './mapa-mesas.ts';
import { conPedidoAbierto } from './pedido-de-empresa.ts';
import { leerPedido, type PedidoVista } from './pedido-vista.ts';

export type LineaEntrada = { producto_id: string; cantidad: string; nota?: string | null };

type Producto = typeof schema.productos.$inferSelect;

/** A combo's components with their descriptions, as the kitchen will prepare them. */
async function componentesDe(deps: Dependencias, combos: Producto[]) {
  if (combos.length === 0) return new Map<string, schema.ComponenteLinea[]>();
  const { comboComponentes: c, productos: p } = schema;
  const filas = await deps.db
    .select({
      comboId: c.comboId,
      productoId: c.productoId,
      cantidad: c.cantidad,
      descripcion: p.descripcion,
    })
    .from(c)
    .innerJoin(p, eq(p.id, c.productoId))
    .where(
      inArray(
        c.comboId,
        combos.map((x) => x.id),
      ),
    );
  const porCombo = new Map<string, schema.ComponenteLinea[]>();
  for (const f of filas)
    porCombo.set(f.comboId, [
      ...(porCombo.get(f.comboId) ?? []),
      { producto_id: f.productoId, descripcion: f.descripcion, cantidad: new Decimal(f.cantidad).toString() },
    ]);
  return porCombo;
}

/** Checks every line first (nothing is written on error); a product of another company is FORBIDDEN. */
export async function validarLineas(deps: Dependencias, empresaId: string, lineas: LineaEntrada[]) {
  if (lineas.length === 0) throw entradaInvalida('Agregue al menos un producto');
  if (lineas.length > 100) throw entradaInvalida('Se admiten hasta 100 líneas por vez');
  for (const [i, l] of lineas.entries()) {
    const error = errorDeCantidad(recortar(l.cantidad));
    if (error) throw entradaInvalida(`Línea ${i + 1}: ${error}`);
    if (!esUuid(l.producto_id)) throw prohibido();
  }
  const p = schema.productos;
  const ids = [...new Set(lineas.map((l) => l.producto_id))];
  const productos = await deps.db
    .select()
    .from(p)
    .where(and(inArray(p.id, ids), eq(p.empresaId, empresaId), isNull(p.deletedAt)));
  if (productos.length !== ids.length) throw prohibido();
  const componentes = await componentesDe(
    deps,
    productos.filter((x) => x.esCombo),
  );
  return lineas.map((l) => {
    const producto = productos.find((x) => x.id === l.producto_id) as Producto;
    return {
      producto,
      cantidad: recortar(l.cantidad),
      nota: texto(l.nota, 'la nota', 200, false) || null,
      componentes: componentes.get(producto.id) ?? null,
    };
  });
}

export type LineaValida = Awaited<ReturnType<typeof validarLineas>>[number];

/** Writes validated lines of an order (inside the order's transaction). */
export function insertarLineas(
  tx: Tx,
  validas: LineaValida[],
  de: { empresaId: string; pedidoId: string; usuarioId: string },
) {
  const ahora = Date.now();
  return tx.insert(schema.posPedidoLineas).values(
    // One statement shares now(): a millisecond apart, the lines keep the order they were typed in.
    validas.map((l, i) => ({
      ...de,
      createdAt: new Date(ahora + i),
      productoId: l.producto.id,
      codigo: l.producto.codigo,
      descripcion: l.producto.descripcion,
      medidaId: l.producto.medidaId,
      tipoIgv: l.producto.tipoIgv,
      cantidad: l.cantidad,
      precioUnitario: l.producto.precioUnitario,
      nota: l.nota,
      componentes: l.componentes,
    })),
  );
}

/**
 * Adds lines to an open order. Each line is a row of its own, inserted under the order's lock, so two
 * waiters adding to one table at once both keep their lines and the total counts all of them.
 */
export async function agregarLineas(
  deps: Dependencias,
  sesion: SesionActiva,
  pedidoId: string,
  lineas: LineaEntrada[],
): Promise<PedidoVista> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const validas = await validarLineas(deps, empresaId, lineas);
  const { pedido } = await conPedidoAbierto(deps, empresaId, pedidoId, (tx) =>
    insertarLineas(tx, validas, { empresaId, pedidoId, usuarioId: sesion.usuario.id }),
  );
  await publicarMesas(deps, [pedido.mesaId]);
  await publicarDeliveries(deps, [pedido.id]);
  return leerPedido(deps.db, pedido);
}

/** Removes a line not yet sent to the kitchen (a sent one is being prepared). */
export async function quitarLinea(
  deps: Dependencias,
  sesion: SesionActiva,
  pedidoId: string,
  lineaId: string,
): Promise<PedidoVista> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  if (!esUuid(lineaId)) throw prohibido();
  const l = schema.posPedidoLineas;
  const { pedido } = await conPedidoAbierto(deps, empresaId, pedidoId, async (tx) => {
    const [linea] = await tx
      .select()
      .from(l)
      .where(and(eq(l.id, lineaId), eq(l.pedidoId, pedidoId)));
    if (!linea) throw prohibido();
    if (linea.enviadaAt) throw entradaInvalida('La línea ya fue enviada a cocina: no se puede quitar');
    const [cobrada] = await tx
      .select({ cobroId: schema.posCobroLineas.cobroId })
      .from(schema.posCobroLineas)
      .where(eq(schema.posCobroLineas.lineaId, lineaId))
      .limit(1);
    if (cobrada) throw entradaInvalida('La línea ya fue cobrada (en parte o toda): no se puede quitar');
    await tx.delete(l).where(eq(l.id, lineaId));
  });
  await publicarMesas(deps, [pedido.mesaId]);
  await publicarDeliveries(deps, [pedido.id]);
  return leerPedido(deps.db, pedido);
}
