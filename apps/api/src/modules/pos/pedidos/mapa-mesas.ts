import { type Db, schema } from '@kipu/db';
import { colorMesa, estadoMesa } from '@kipu/peru/pos/servicio';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { activaDeEmpresa } from '../comun.ts';
import { ESTADOS_VIVOS } from './estados.ts';

/** A table on its zone's map: where it is, whether it is taken (red) or free (green), its order. */
export type MesaEstado = {
  id: string;
  zona_id: string;
  codigo: string;
  descripcion: string;
  pos_x: number;
  pos_y: number;
  estado: 'libre' | 'ocupada';
  color: string;
  pedido_id: string | null;
  total: string | null;
};

type Mesa = typeof schema.posMesas.$inferSelect;
type Vivo = { id: string; mesaId: string | null; total: string };

const vista = (m: Mesa, pedido: Vivo | undefined): MesaEstado => {
  const estado = estadoMesa(!!pedido);
  return {
    id: m.id,
    zona_id: m.zonaId,
    codigo: m.codigo,
    descripcion: m.descripcion,
    pos_x: m.posX,
    pos_y: m.posY,
    estado,
    color: colorMesa(estado),
    pedido_id: pedido?.id ?? null,
    total: pedido?.total ?? null,
  };
};

async function conEstado(db: Db, mesas: Mesa[]): Promise<MesaEstado[]> {
  if (mesas.length === 0) return [];
  const p = schema.posPedidos;
  const vivos = await db
    .select({ id: p.id, mesaId: p.mesaId, total: p.total })
    .from(p)
    .where(
      and(
        inArray(
          p.mesaId,
          mesas.map((m) => m.id),
        ),
        inArray(p.estado, ESTADOS_VIVOS),
      ),
    );
  return mesas.map((m) =>
    vista(
      m,
      vivos.find((v) => v.mesaId === m.id),
    ),
  );
}

/** The zone's map: its active tables with their state, in code order. */
export async function mapaDeZona(
  deps: Dependencias,
  sesion: SesionActiva,
  zonaId: string,
): Promise<MesaEstado[]> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  await activaDeEmpresa(deps.db, schema.posZonas, empresaId, zonaId);
  const m = schema.posMesas;
  const mesas = await deps.db
    .select()
    .from(m)
    .where(and(eq(m.zonaId, zonaId), isNull(m.deletedAt)))
    .orderBy(m.codigo);
  return conEstado(deps.db, mesas);
}

/**
 * Publishes the tables' current state to their zones' subscribers. Called after the change commits, so
 * every phone of the room repaints what the database holds.
 */
export async function publicarMesas(deps: Dependencias, mesaIds: (string | null)[]): Promise<void> {
  const ids = [...new Set(mesaIds.filter((id): id is string => !!id))];
  if (ids.length === 0) return;
  const mesas = await deps.db.select().from(schema.posMesas).where(inArray(schema.posMesas.id, ids));
  for (const mesa of await conEstado(deps.db, mesas)) deps.pubsub.publish('pos:mesa', mesa.zona_id, mesa);
}
