import { type Db, schema, type Tx } from '@kipu/db';
import { asc, eq, inArray } from 'drizzle-orm';
import { numero } from '../pedidos/pedido-vista.ts';

/** A comanda as the kitchen screen shows it: where it goes, what to prepare, its state and times. */
export type ComandaVista = {
  id: string;
  pedido_id: string;
  cocina_id: string;
  estado: string;
  mesa_codigo: string | null;
  created_at: string;
  en_preparacion_at: string | null;
  listo_at: string | null;
  lineas: {
    descripcion: string;
    cantidad: string;
    nota: string | null;
    componentes: schema.ComponenteLinea[];
  }[];
};

type Comanda = typeof schema.posComandas.$inferSelect;

/** The comandas with their lines and table code, in the order given. */
export async function vistasComandas(db: Db | Tx, comandas: Comanda[]): Promise<ComandaVista[]> {
  if (comandas.length === 0) return [];
  const { posPedidoLineas: l, posPedidos: p, posMesas: m } = schema;
  const ids = comandas.map((c) => c.id);
  const lineas = await db
    .select()
    .from(l)
    .where(inArray(l.comandaId, ids))
    .orderBy(asc(l.createdAt), asc(l.id));
  const mesas = await db
    .select({ pedidoId: p.id, codigo: m.codigo })
    .from(p)
    .innerJoin(m, eq(m.id, p.mesaId))
    .where(
      inArray(
        p.id,
        comandas.map((c) => c.pedidoId),
      ),
    );
  return comandas.map((c) => ({
    id: c.id,
    pedido_id: c.pedidoId,
    cocina_id: c.cocinaId,
    estado: c.estado,
    mesa_codigo: mesas.find((x) => x.pedidoId === c.pedidoId)?.codigo ?? null,
    created_at: c.createdAt.toISOString(),
    en_preparacion_at: c.enPreparacionAt?.toISOString() ?? null,
    listo_at: c.listoAt?.toISOString() ?? null,
    lineas: lineas
      .filter((x) => x.comandaId === c.id)
      .map((x) => ({
        descripcion: x.descripcion,
        cantidad: numero(x.cantidad),
        nota: x.nota,
        componentes: x.componentes ?? [],
      })),
  }));
}

/** Publishes comandas to their kitchens' screens (after the change commits). */
export async function publicarComandas(
  deps: { db: Db; pubsub: { publish(t: 'pos:comanda', id: string, c: ComandaVista): void } },
  comandas: Comanda[],
): Promise<ComandaVista[]> {
  const vistas = await vistasComandas(deps.db, comandas);
  for (const v of vistas) deps.pubsub.publish('pos:comanda', v.cocina_id, v);
  return vistas;
}
