import { errorDeBaseDatos, schema } from '@kipu/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { activaDeEmpresa, localDe, texto } from '../comun.ts';
import { ESTADOS_VIVOS } from './estados.ts';
import { publicarMesas } from './mapa-mesas.ts';
import { leerPedido, type PedidoVista } from './pedido-vista.ts';

export type AbrirPedidoEntrada = { mesa_id?: string | null; nota?: string | null };

async function pedidoVivoDeMesa(deps: Dependencias, mesaId: string) {
  const p = schema.posPedidos;
  const [vivo] = await deps.db
    .select()
    .from(p)
    .where(and(eq(p.mesaId, mesaId), inArray(p.estado, ESTADOS_VIVOS)));
  return vivo;
}

/**
 * Opens an order on a free table, or a take-away one without table. A table that already has a live
 * order answers that order: two waiters opening the same table at once end up on one order (the unique
 * index on the table's live order decides the race).
 */
export async function abrirPedido(
  deps: Dependencias,
  sesion: SesionActiva,
  e: AbrirPedidoEntrada,
): Promise<PedidoVista> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const nota = texto(e.nota, 'la nota', 200, false) || null;
  const base = { empresaId, usuarioId: sesion.usuario.id, nota };
  if (!e.mesa_id) {
    const localId = await localDe(deps.db, sesion, empresaId, null);
    const [p] = await deps.db
      .insert(schema.posPedidos)
      .values({ ...base, localId, tipo: 'llevar' })
      .returning();
    if (!p) throw new Error('No se pudo abrir el pedido');
    return leerPedido(deps.db, p);
  }
  const mesa = await activaDeEmpresa(deps.db, schema.posMesas, empresaId, e.mesa_id);
  const zona = await activaDeEmpresa(deps.db, schema.posZonas, empresaId, mesa.zonaId);
  const existente = await pedidoVivoDeMesa(deps, mesa.id);
  if (existente) return leerPedido(deps.db, existente);
  try {
    const [p] = await deps.db
      .insert(schema.posPedidos)
      .values({ ...base, localId: zona.localId, tipo: 'mesa', zonaId: zona.id, mesaId: mesa.id })
      .returning();
    if (!p) throw new Error('No se pudo abrir el pedido');
    await publicarMesas(deps, [mesa.id]);
    return leerPedido(deps.db, p);
  } catch (error) {
    if (errorDeBaseDatos(error).code !== '23505') throw error;
    const ganador = await pedidoVivoDeMesa(deps, mesa.id);
    if (!ganador) throw entradaInvalida('La mesa acaba de cambiar de estado: intente nuevamente');
    return leerPedido(deps.db, ganador);
  }
}
