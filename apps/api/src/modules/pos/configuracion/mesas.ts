import { schema } from '@kipu/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { activasDeEmpresa } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { activaDeEmpresa, maestroPos, texto } from '../comun.ts';
import { ESTADOS_VIVOS } from '../pedidos/estados.ts';

export type Mesa = typeof schema.posMesas.$inferSelect;
export type MesaEntrada = {
  zona_id: string;
  codigo: string;
  descripcion?: string | null;
  pos_x?: number | null;
  pos_y?: number | null;
};
export type PosicionMesa = { id: string; pos_x: number; pos_y: number };

/** A map coordinate in pixels: whole, not negative, within a large canvas. */
function coordenada(v: number | null | undefined): number {
  const n = v ?? 0;
  if (!Number.isInteger(n) || n < 0 || n > 10000)
    throw entradaInvalida('La posición de la mesa debe ser un entero entre 0 y 10000');
  return n;
}

export const mesas = maestroPos(
  schema.posMesas,
  'Ya existe una mesa con ese código en la zona',
  async (deps, _sesion, empresaId, e: MesaEntrada) => ({
    zonaId: (await activaDeEmpresa(deps.db, schema.posZonas, empresaId, e.zona_id)).id,
    codigo: texto(e.codigo, 'el código', 20).toUpperCase(),
    descripcion: texto(e.descripcion, 'la descripción', 100, false),
    posX: coordenada(e.pos_x),
    posY: coordenada(e.pos_y),
  }),
  async (deps, mesa) => {
    const { posPedidos } = schema;
    const [vivo] = await deps.db
      .select({ id: posPedidos.id })
      .from(posPedidos)
      .where(and(eq(posPedidos.mesaId, mesa.id), inArray(posPedidos.estado, ESTADOS_VIVOS)));
    if (vivo) throw entradaInvalida('La mesa tiene un pedido abierto: no se puede eliminar');
  },
);

/**
 * Saves the places of tables dragged on a zone's map, all or none: every id must be an active table of
 * the company.
 */
export async function moverMesas(
  deps: Dependencias,
  sesion: SesionActiva,
  posiciones: PosicionMesa[],
): Promise<Mesa[]> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  if (posiciones.length === 0 || posiciones.length > 500)
    throw entradaInvalida('Indique entre 1 y 500 mesas a ubicar');
  const valores = posiciones.map((p) => ({ id: p.id, posX: coordenada(p.pos_x), posY: coordenada(p.pos_y) }));
  for (const p of valores) await activaDeEmpresa(deps.db, schema.posMesas, empresaId, p.id);
  return deps.db.transaction(async (tx) => {
    const movidas: Mesa[] = [];
    for (const p of valores) {
      const [m] = await tx
        .update(schema.posMesas)
        .set({ posX: p.posX, posY: p.posY })
        .where(eq(schema.posMesas.id, p.id))
        .returning();
      if (m) movidas.push(m);
    }
    return movidas;
  });
}

/** The active tables of a zone of the company, in code order. */
export async function mesasDeZona(deps: Dependencias, sesion: SesionActiva, zonaId: string): Promise<Mesa[]> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  await activaDeEmpresa(deps.db, schema.posZonas, empresaId, zonaId);
  const m = schema.posMesas;
  return deps.db
    .select()
    .from(m)
    .where(activasDeEmpresa(m, empresaId, eq(m.zonaId, zonaId)))
    .orderBy(m.codigo);
}
