import { errorDeBaseDatos, schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { activaDeEmpresa } from '../comun.ts';
import { publicarDeliveries } from '../delivery/delivery-vista.ts';
import { publicarMesas } from './mapa-mesas.ts';
import { bloquearPedidoAbierto, recalcularTotal } from './pedido-de-empresa.ts';
import { leerPedido, type PedidoVista } from './pedido-vista.ts';

/** Moves an open order to a free table (of any zone of its local); the old table is freed. */
export async function moverPedido(
  deps: Dependencias,
  sesion: SesionActiva,
  pedidoId: string,
  mesaId: string,
): Promise<PedidoVista> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const mesa = await activaDeEmpresa(deps.db, schema.posMesas, empresaId, mesaId);
  const zona = await activaDeEmpresa(deps.db, schema.posZonas, empresaId, mesa.zonaId);
  let origen: string | null = null;
  try {
    const pedido = await deps.db.transaction(async (tx) => {
      const p = await bloquearPedidoAbierto(tx, empresaId, pedidoId);
      if (p.localId !== zona.localId) throw entradaInvalida('La mesa destino es de otro local');
      if (p.mesaId === mesa.id) throw entradaInvalida('El pedido ya está en esa mesa');
      origen = p.mesaId;
      const [movido] = await tx
        .update(schema.posPedidos)
        .set({ mesaId: mesa.id, zonaId: zona.id, tipo: 'mesa' })
        .where(eq(schema.posPedidos.id, pedidoId))
        .returning();
      return movido ?? p;
    });
    await publicarMesas(deps, [origen, mesa.id]);
    await publicarDeliveries(deps, [pedido.id]);
    return leerPedido(deps.db, pedido);
  } catch (error) {
    // The unique index on a table's live order: the destination is taken (maybe just now).
    if (errorDeBaseDatos(error).code === '23505')
      throw entradaInvalida('La mesa destino está ocupada: use unir mesas');
    throw error;
  }
}

/**
 * Merges one open order into another (joining their tables): the lines and comandas pass to the
 * destination, whose total counts them all; the origin order ends 'unido' and its table is freed. Both
 * are locked in id order, so two merges at once cannot deadlock.
 */
export async function unirPedidos(
  deps: Dependencias,
  sesion: SesionActiva,
  origenId: string,
  destinoId: string,
): Promise<PedidoVista> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  if (origenId === destinoId) throw entradaInvalida('Elija dos pedidos distintos');
  const { pedido, mesaOrigen } = await deps.db.transaction(async (tx) => {
    const [primero, segundo] = [origenId, destinoId].sort();
    const bloqueados = [
      await bloquearPedidoAbierto(tx, empresaId, primero ?? ''),
      await bloquearPedidoAbierto(tx, empresaId, segundo ?? ''),
    ];
    const origen = bloqueados.find((p) => p.id === origenId);
    const destino = bloqueados.find((p) => p.id === destinoId);
    if (!origen || !destino) throw entradaInvalida('Elija dos pedidos distintos');
    if (origen.localId !== destino.localId) throw entradaInvalida('Los pedidos son de locales distintos');
    const { posPedidoLineas: l, posComandas: c, posPedidos: p, posCobros: k } = schema;
    // The origin's documents stay its own: merging would take its charged lines away from them.
    const [cobro] = await tx.select({ id: k.id }).from(k).where(eq(k.pedidoId, origenId)).limit(1);
    if (cobro)
      throw entradaInvalida(
        'El pedido de origen ya tiene cobros: únalo en sentido contrario o cobre su saldo',
      );
    await tx.update(l).set({ pedidoId: destinoId }).where(eq(l.pedidoId, origenId));
    await tx.update(c).set({ pedidoId: destinoId }).where(eq(c.pedidoId, origenId));
    await tx
      .update(p)
      .set({ estado: 'unido', total: '0', nota: `Unido al pedido ${destinoId}` })
      .where(eq(p.id, origenId));
    return { pedido: await recalcularTotal(tx, destinoId), mesaOrigen: origen.mesaId };
  });
  await publicarMesas(deps, [mesaOrigen, pedido.mesaId]);
  await publicarDeliveries(deps, [origenId, pedido.id]);
  return leerPedido(deps.db, pedido);
}
