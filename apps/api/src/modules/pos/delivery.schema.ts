import { filter, pipe } from 'graphql-yoga';
import { builder } from '../../builder.ts';
import { empresaDeTrabajo } from '../../shared/empresa-de-trabajo.ts';
import { ALCANCE, PERMISO } from '../../shared/permisos.ts';
import { recortar } from '../../shared/tablas-de-empresa.ts';
import { localDe } from './comun.ts';
import {
  buscarClientesDelivery,
  type ClienteDelivery,
  clientesDelivery,
} from './delivery/clientes-delivery.ts';
import type { DeliveryVista } from './delivery/delivery-vista.ts';
import { actualizarDelivery, crearPedidoDelivery, listarDeliveries } from './delivery/pedidos-delivery.ts';
import { LineaPedidoInput, PedidoRef } from './pedidos.schema.ts';

/** Delivery (POS001005): customers, orders with where they go, their state and courier. */
const DELIVERY = { permiso: PERMISO.delivery };

const ClienteDeliveryRef = builder.objectRef<ClienteDelivery>('PosClienteDelivery').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    tipo_documento: t.exposeString('tipoDocumento'),
    numero: t.exposeString('numero'),
    razon_social: t.exposeString('razonSocial'),
    direccion: t.exposeString('direccion'),
    telefono: t.exposeString('telefono'),
  }),
});

const DeliveryRef = builder.objectRef<DeliveryVista>('PosDelivery').implement({
  fields: (t) => ({
    id: t.string({ description: "The order's id (one delivery per order).", resolve: (d) => d.pedido.id }),
    pedido: t.expose('pedido', { type: PedidoRef }),
    cliente_id: t.exposeString('cliente_id', { nullable: true }),
    repartidor_id: t.exposeString('repartidor_id', { nullable: true }),
    nombres: t.exposeString('nombres'),
    telefono: t.exposeString('telefono'),
    direccion: t.exposeString('direccion'),
    referencia: t.exposeString('referencia'),
    nota: t.exposeString('nota'),
    estado: t.exposeString('estado', { description: 'registrado, en_camino, entregado or cancelado' }),
    en_camino_at: t.exposeString('en_camino_at', { nullable: true }),
    entregado_at: t.exposeString('entregado_at', { nullable: true }),
  }),
});

const ClienteDeliveryInput = builder.inputType('PosClienteDeliveryInput', {
  fields: (t) => ({
    tipo_documento: t.string(),
    numero: t.string(),
    razon_social: t.string(),
    direccion: t.string({ required: false }),
    telefono: t.string({ required: false }),
  }),
});

const DeliveryInput = builder.inputType('PosDeliveryInput', {
  fields: (t) => ({
    cliente_id: t.string({ required: false }),
    nombres: t.string({ required: false, description: "Default: the customer's name." }),
    telefono: t.string({ required: false }),
    direccion: t.string({ required: false }),
    referencia: t.string({ required: false }),
    nota: t.string({ required: false }),
    lineas: t.field({ type: [LineaPedidoInput] }),
  }),
});

builder.queryFields((t) => ({
  clientesDelivery: t.field({
    type: [ClienteDeliveryRef],
    authScopes: ALCANCE.leerDelivery,
    args: { param: t.arg.string({ required: false }) },
    resolve: async (_, a, ctx) => buscarClientesDelivery(ctx.deps, await ctx.sesion(), a.param),
  }),
  getAllDelivery: t.field({
    type: [DeliveryRef],
    authScopes: ALCANCE.leerDelivery,
    args: { estado: t.arg.string({ required: false }) },
    resolve: async (_, a, ctx) => listarDeliveries(ctx.deps, await ctx.sesion(), a.estado),
  }),
}));

builder.mutationFields((t) => ({
  createClienteDelivery: t.field({
    type: ClienteDeliveryRef,
    authScopes: DELIVERY,
    args: { input: t.arg({ type: ClienteDeliveryInput }) },
    resolve: async (_, a, ctx) => clientesDelivery.crear(ctx.deps, await ctx.sesion(), a.input),
  }),
  updateClienteDelivery: t.field({
    type: ClienteDeliveryRef,
    authScopes: DELIVERY,
    args: { id: t.arg.string(), input: t.arg({ type: ClienteDeliveryInput }) },
    resolve: async (_, a, ctx) => clientesDelivery.editar(ctx.deps, await ctx.sesion(), a.id, a.input),
  }),
  createPedidoDelivery: t.field({
    type: DeliveryRef,
    authScopes: DELIVERY,
    args: { input: t.arg({ type: DeliveryInput }) },
    resolve: async (_, a, ctx) => crearPedidoDelivery(ctx.deps, await ctx.sesion(), a.input),
  }),
  updateDelivery: t.field({
    type: DeliveryRef,
    description: 'Assigns the courier and/or moves the state one step (or cancels before delivery).',
    authScopes: DELIVERY,
    args: {
      pedido_id: t.arg.string(),
      estado: t.arg.string({ required: false }),
      repartidor_id: t.arg.string({ required: false }),
    },
    resolve: async (_, a, ctx) => actualizarDelivery(ctx.deps, await ctx.sesion(), a.pedido_id, a),
  }),
}));

builder.subscriptionFields((t) => ({
  deliveriesCambio: t.field({
    type: DeliveryRef,
    description:
      'Each delivery order of the company (of one local when given) registered or changed: its state, courier, lines or charge.',
    authScopes: ALCANCE.leerDelivery,
    args: { local_id: t.arg.string({ required: false }) },
    subscribe: async (_, { local_id }, ctx) => {
      // The delivery board follows it, and so does the cash screen's list of deliveries to charge (a
      // vendedor has the till but not the board): the scope lets either through when subscribing.
      const sesion = await ctx.sesion();
      const empresaId = await empresaDeTrabajo(ctx.deps.db, sesion);
      const localId = recortar(local_id) ? await localDe(ctx.deps.db, sesion, empresaId, local_id) : null;
      const cambios = ctx.deps.pubsub.subscribe('pos:delivery', empresaId);
      return localId
        ? pipe(
            cambios,
            filter((d: DeliveryVista) => d.pedido.local_id === localId),
          )
        : cambios;
    },
    resolve: (d) => d,
  }),
}));
