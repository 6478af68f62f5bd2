import { schema } from '@kipu/db';
import { type EstadoDelivery, errorDeTransicionDelivery } from '@kipu/peru/pos/delivery';
import { and, desc, eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { recortar } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { activaDeEmpresa, localDe, texto, usuarioDeEmpresa } from '../comun.ts';
import { insertarLineas, type LineaEntrada, validarLineas } from '../pedidos/lineas-pedido.ts';
import { pedidoDeEmpresa, recalcularTotal } from '../pedidos/pedido-de-empresa.ts';
import { type DeliveryVista, publicarDelivery, vistaDelivery } from './delivery-vista.ts';

export type DeliveryEntrada = {
  cliente_id?: string | null;
  nombres?: string | null;
  telefono?: string | null;
  direccion?: string | null;
  referencia?: string | null;
  nota?: string | null;
  lineas: LineaEntrada[];
};

/**
 * Registers a delivery order of the session's local: the customer (a delivery customer of the company,
 * whose name, phone and address fill what is not given), where it goes, and its lines — all checked
 * before anything is written, then written in one transaction.
 */
export async function crearPedidoDelivery(
  deps: Dependencias,
  sesion: SesionActiva,
  e: DeliveryEntrada,
): Promise<DeliveryVista> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const localId = await localDe(deps.db, sesion, empresaId, null);
  const cliente = recortar(e.cliente_id)
    ? await activaDeEmpresa(deps.db, schema.posDeliveryClientes, empresaId, recortar(e.cliente_id))
    : undefined;
  const datos = {
    nombres: texto(e.nombres || cliente?.razonSocial, 'el nombre de quien recibe', 200),
    telefono: texto(e.telefono || cliente?.telefono, 'el teléfono', 30),
    direccion: texto(e.direccion || cliente?.direccion, 'la dirección de entrega', 250),
    referencia: texto(e.referencia, 'la referencia', 250, false),
    nota: texto(e.nota, 'la nota', 250, false),
  };
  const validas = await validarLineas(deps, empresaId, e.lineas);
  const usuarioId = sesion.usuario.id;
  const pedido = await deps.db.transaction(async (tx) => {
    const [p] = await tx
      .insert(schema.posPedidos)
      .values({ empresaId, localId, usuarioId, tipo: 'delivery' })
      .returning();
    if (!p) throw new Error('No se pudo registrar el pedido');
    await tx
      .insert(schema.posDeliveries)
      .values({ pedidoId: p.id, empresaId, clienteId: cliente?.id ?? null, ...datos });
    await insertarLineas(tx, validas, { empresaId, pedidoId: p.id, usuarioId });
    return recalcularTotal(tx, p.id);
  });
  const [d] = await deps.db
    .select()
    .from(schema.posDeliveries)
    .where(eq(schema.posDeliveries.pedidoId, pedido.id));
  if (!d) throw new Error('Delivery sin fila');
  return publicarDelivery(deps, d);
}

/**
 * Assigns the courier and/or moves the state (registrado → en_camino → entregado, or cancelado before
 * delivery), stamping the times. Cancelling an order not yet charged voids it.
 */
export async function actualizarDelivery(
  deps: Dependencias,
  sesion: SesionActiva,
  pedidoId: string,
  e: { estado?: string | null; repartidor_id?: string | null },
): Promise<DeliveryVista> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  await pedidoDeEmpresa(deps.db, empresaId, pedidoId);
  const d = schema.posDeliveries;
  const [actual] = await deps.db.select().from(d).where(eq(d.pedidoId, pedidoId));
  if (!actual) throw entradaInvalida('El pedido no es de delivery');
  const repartidorId = recortar(e.repartidor_id)
    ? await usuarioDeEmpresa(deps.db, empresaId, recortar(e.repartidor_id))
    : undefined;
  const estado = recortar(e.estado) as EstadoDelivery | '';
  if (estado) {
    const error = errorDeTransicionDelivery(actual.estado, estado);
    if (error) throw entradaInvalida(error);
  }
  if (!estado && !repartidorId) throw entradaInvalida('Indique el estado o el repartidor');
  const ahora = new Date();
  const fila = await deps.db.transaction(async (tx) => {
    const [nueva] = await tx
      .update(d)
      .set({
        ...(repartidorId ? { repartidorId } : {}),
        ...(estado ? { estado } : {}),
        ...(estado === 'en_camino' ? { enCaminoAt: ahora } : {}),
        ...(estado === 'entregado' ? { entregadoAt: ahora } : {}),
      })
      // Only from the state read: two updates at once cannot both move it.
      .where(and(eq(d.pedidoId, pedidoId), eq(d.estado, actual.estado)))
      .returning();
    if (!nueva) throw entradaInvalida('El delivery acaba de cambiar de estado: actualice la pantalla');
    if (estado === 'cancelado')
      await tx
        .update(schema.posPedidos)
        .set({ estado: 'anulado' })
        .where(and(eq(schema.posPedidos.id, pedidoId), eq(schema.posPedidos.estado, 'abierto')));
    return nueva;
  });
  return publicarDelivery(deps, fila);
}

/** The company's delivery orders, newest first, of one state when given (getAllDelivery). */
export async function listarDeliveries(
  deps: Dependencias,
  sesion: SesionActiva,
  estado: string | null | undefined,
): Promise<DeliveryVista[]> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const d = schema.posDeliveries;
  const filas = await deps.db
    .select()
    .from(d)
    .where(
      and(
        eq(d.empresaId, empresaId),
        recortar(estado) ? eq(d.estado, recortar(estado) as EstadoDelivery) : undefined,
      ),
    )
    .orderBy(desc(d.createdAt))
    .limit(200);
  return Promise.all(filas.map((f) => vistaDelivery(deps, f)));
}
