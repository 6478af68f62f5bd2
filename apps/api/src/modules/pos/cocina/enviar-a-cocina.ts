import { schema } from '@kipu/db';
import { agruparPorCocina } from '@kipu/peru/pos/servicio';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { rutasDeLocal } from '../configuracion/rutas-cocina.ts';
import { conPedidoAbierto } from '../pedidos/pedido-de-empresa.ts';
import { type ComandaVista, publicarComandas } from './comanda-vista.ts';

/**
 * Sends the order's lines not yet sent: one comanda per kitchen that prepares them (the product's route,
 * else its category's). Lines no kitchen prepares (served from the counter) are marked sent with no
 * comanda. Under the order's lock, so a line is never sent twice.
 */
export async function enviarACocina(
  deps: Dependencias,
  sesion: SesionActiva,
  pedidoId: string,
): Promise<ComandaVista[]> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const { resultado: comandas } = await conPedidoAbierto(deps, empresaId, pedidoId, async (tx, pedido) => {
    const { posPedidoLineas: l, productos: p } = schema;
    const pendientes = await tx
      .select({ id: l.id, productoId: l.productoId, categoriaId: p.categoriaId })
      .from(l)
      .innerJoin(p, eq(p.id, l.productoId))
      .where(and(eq(l.pedidoId, pedidoId), isNull(l.enviadaAt)));
    if (pendientes.length === 0) throw entradaInvalida('No hay productos nuevos para enviar a cocina');
    const grupos = agruparPorCocina(await rutasDeLocal(tx, empresaId, pedido.localId), pendientes);
    const ahora = new Date();
    const creadas = [];
    for (const [cocinaId, lineas] of grupos) {
      const [c] = await tx
        .insert(schema.posComandas)
        .values({ empresaId, pedidoId, cocinaId, usuarioId: sesion.usuario.id })
        .returning();
      if (!c) throw new Error('No se pudo registrar la comanda');
      await tx
        .update(l)
        .set({ comandaId: c.id, enviadaAt: ahora })
        .where(
          inArray(
            l.id,
            lineas.map((x) => x.id),
          ),
        );
      creadas.push(c);
    }
    await tx
      .update(l)
      .set({ enviadaAt: ahora })
      .where(and(eq(l.pedidoId, pedidoId), isNull(l.enviadaAt)));
    return creadas;
  });
  return publicarComandas(deps, comandas);
}
