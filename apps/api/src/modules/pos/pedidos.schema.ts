import { schema } from '@kipu/db';
import { builder } from '../../builder.ts';
import { empresaDeTrabajo } from '../../shared/empresa-de-trabajo.ts';
import { ALCANCE, PERMISO } from '../../shared/permisos.ts';
import type { ComandaVista } from './cocina/comanda-vista.ts';
import { cambiarEstadoComanda, comandasDeCocina } from './cocina/comandas.ts';
import { enviarACocina } from './cocina/enviar-a-cocina.ts';
import { activaDeEmpresa, cocinaDeSesion } from './comun.ts';
import { abrirPedido } from './pedidos/abrir-pedido.ts';
import type { CobroDocumento } from './pedidos/cuenta-pedido.ts';
import { agregarLineas, quitarLinea } from './pedidos/lineas-pedido.ts';
import { type MesaEstado, mapaDeZona } from './pedidos/mapa-mesas.ts';
import { moverPedido, unirPedidos } from './pedidos/mover-pedido.ts';
import type { LineaPedidoVista, PedidoVista } from './pedidos/pedido-vista.ts';
import { type PrecuentaVista, pedidoPorId, precuenta } from './pedidos/precuenta.ts';

/** Order taking (POS001002), the kitchen screen (POS001003) and their live updates. */
const PEDIDOS = { permiso: PERMISO.pedidos };
const COCINA = { permiso: PERMISO.cocina };

const Componente = builder.objectRef<schema.ComponenteLinea>('PosComponente').implement({
  fields: (t) => ({
    producto_id: t.exposeString('producto_id'),
    descripcion: t.exposeString('descripcion'),
    cantidad: t.exposeString('cantidad'),
  }),
});

const LineaPedido = builder.objectRef<LineaPedidoVista>('PosLineaPedido').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    producto_id: t.exposeString('producto_id'),
    codigo: t.exposeString('codigo'),
    descripcion: t.exposeString('descripcion'),
    cantidad: t.exposeString('cantidad'),
    precio_unitario: t.exposeString('precio_unitario'),
    afectacion: t.exposeString('afectacion', { description: 'Catálogo 07 IGV affectation.' }),
    importe: t.exposeString('importe', {
      description: 'The whole line, as one document of the order prints it.',
    }),
    cantidad_cobrada: t.exposeString('cantidad_cobrada', { description: 'Carried by earlier charges.' }),
    cantidad_pendiente: t.exposeString('cantidad_pendiente', { description: 'Still to charge.' }),
    importe_pendiente: t.exposeString('importe_pendiente', {
      description: 'What remains of the line, as the next document prints it.',
    }),
    nota: t.exposeString('nota', { nullable: true }),
    componentes: t.expose('componentes', { type: [Componente] }),
    usuario_id: t.exposeString('usuario_id', { description: 'Who added the line.' }),
    comanda_id: t.exposeString('comanda_id', { nullable: true }),
    enviada: t.exposeBoolean('enviada', { description: 'Sent to the kitchen (cannot be removed).' }),
  }),
});

const CobroDocumentoRef = builder.objectRef<CobroDocumento>('PosCobroDocumento').implement({
  description: 'A charge of an order (all of it, or part when the bill is split) and its document.',
  fields: (t) => ({
    id: t.exposeString('id'),
    tipo: t.exposeString('tipo', { description: '01 factura, 03 boleta, 99 nota de venta' }),
    documento_id: t.exposeString('documento_id', {
      description: "comprobante(id) for 01/03; the nota de venta's id for 99.",
    }),
    serie: t.exposeString('serie'),
    numero: t.exposeInt('numero'),
    importe_total: t.exposeString('importe_total'),
    caja_sesion_id: t.exposeString('caja_sesion_id'),
    created_at: t.exposeString('created_at'),
  }),
});

export const PedidoRef = builder.objectRef<PedidoVista>('PosPedido').implement({
  description: "A table's (or take-away) order; amounts are decimal strings.",
  fields: (t) => ({
    id: t.exposeString('id'),
    tipo: t.exposeString('tipo', { description: 'mesa, llevar or delivery' }),
    estado: t.exposeString('estado', { description: 'abierto, cobrando, cobrado, anulado or unido' }),
    local_id: t.exposeString('local_id'),
    zona_id: t.exposeString('zona_id', { nullable: true }),
    mesa_id: t.exposeString('mesa_id', { nullable: true }),
    usuario_id: t.exposeString('usuario_id'),
    nota: t.exposeString('nota', { nullable: true }),
    total: t.exposeString('total', {
      description: 'The documents emitted plus what remains; once charged, the sum of its documents.',
    }),
    cobrado: t.exposeString('cobrado', { description: 'The sum of its documents so far.' }),
    pendiente: t.exposeString('pendiente', { description: 'What remains to charge, as one more document.' }),
    comprobante_id: t.exposeString('comprobante_id', {
      nullable: true,
      description: 'Once charged: the last document (all of them are in cobros).',
    }),
    documento_interno_id: t.exposeString('documento_interno_id', { nullable: true }),
    created_at: t.exposeString('created_at'),
    cobrando_desde: t.exposeString('cobrando_desde', {
      nullable: true,
      description: 'While estado is cobrando: since when (liberarCobro releases it after some minutes).',
    }),
    lineas: t.expose('lineas', { type: [LineaPedido] }),
    cobros: t.expose('cobros', { type: [CobroDocumentoRef] }),
  }),
});

const MesaEstadoRef = builder.objectRef<MesaEstado>('PosMesaEstado').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    zona_id: t.exposeString('zona_id'),
    codigo: t.exposeString('codigo'),
    descripcion: t.exposeString('descripcion'),
    pos_x: t.exposeInt('pos_x'),
    pos_y: t.exposeInt('pos_y'),
    estado: t.exposeString('estado', { description: 'libre (green) or ocupada (red)' }),
    color: t.exposeString('color'),
    pedido_id: t.exposeString('pedido_id', { nullable: true }),
    total: t.exposeString('total', { nullable: true }),
  }),
});

const LineaComanda = builder.objectRef<ComandaVista['lineas'][number]>('PosLineaComanda').implement({
  fields: (t) => ({
    descripcion: t.exposeString('descripcion'),
    cantidad: t.exposeString('cantidad'),
    nota: t.exposeString('nota', { nullable: true }),
    componentes: t.expose('componentes', { type: [Componente] }),
  }),
});

const ComandaRef = builder.objectRef<ComandaVista>('PosComanda').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    pedido_id: t.exposeString('pedido_id'),
    cocina_id: t.exposeString('cocina_id'),
    estado: t.exposeString('estado', { description: 'pendiente, en_preparacion or listo' }),
    mesa_codigo: t.exposeString('mesa_codigo', { nullable: true }),
    created_at: t.exposeString('created_at'),
    en_preparacion_at: t.exposeString('en_preparacion_at', { nullable: true }),
    listo_at: t.exposeString('listo_at', { nullable: true }),
    lineas: t.expose('lineas', { type: [LineaComanda] }),
  }),
});

const Precuenta = builder.objectRef<PrecuentaVista>('PosPrecuenta').implement({
  fields: (t) => ({
    ruc: t.exposeString('ruc'),
    razon_social: t.exposeString('razon_social'),
    local: t.exposeString('local'),
    direccion: t.exposeString('direccion'),
    zona: t.exposeString('zona', { nullable: true }),
    mesa: t.exposeString('mesa', { nullable: true }),
    mozo: t.exposeString('mozo'),
    fecha: t.exposeString('fecha'),
    pedido: t.expose('pedido', { type: PedidoRef }),
  }),
});

export const LineaPedidoInput = builder.inputType('PosLineaPedidoInput', {
  fields: (t) => ({
    producto_id: t.string(),
    cantidad: t.string({ description: 'Decimal, up to 4 places.' }),
    nota: t.string({ required: false }),
  }),
});

builder.queryFields((t) => ({
  mesasZona: t.field({
    type: [MesaEstadoRef],
    description: "The zone's table map with each table's state.",
    authScopes: ALCANCE.leerSala,
    args: { zona_id: t.arg.string() },
    resolve: async (_, { zona_id }, ctx) => mapaDeZona(ctx.deps, await ctx.sesion(), zona_id),
  }),
  pedido: t.field({
    type: PedidoRef,
    authScopes: ALCANCE.leerPedidos,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => pedidoPorId(ctx.deps, await ctx.sesion(), id),
  }),
  precuenta: t.field({
    type: Precuenta,
    description: "The precuenta ticket's data (80 mm).",
    authScopes: ALCANCE.leerPedidos,
    args: { pedido_id: t.arg.string() },
    resolve: async (_, { pedido_id }, ctx) => precuenta(ctx.deps, await ctx.sesion(), pedido_id),
  }),
  comandasCocina: t.field({
    type: [ComandaRef],
    description: "The kitchen's comandas to prepare, oldest first (with the ready ones when asked).",
    authScopes: ALCANCE.cocina,
    args: { cocina_id: t.arg.string(), incluir_listas: t.arg.boolean({ required: false }) },
    resolve: async (_, a, ctx) =>
      comandasDeCocina(ctx.deps, await ctx.sesion(), a.cocina_id, !!a.incluir_listas),
  }),
}));

builder.mutationFields((t) => ({
  abrirPedido: t.field({
    type: PedidoRef,
    description:
      'Opens an order on a free table (a taken table answers its open order); no table: take-away.',
    authScopes: PEDIDOS,
    args: { mesa_id: t.arg.string({ required: false }), nota: t.arg.string({ required: false }) },
    resolve: async (_, a, ctx) => abrirPedido(ctx.deps, await ctx.sesion(), a),
  }),
  agregarLineasPedido: t.field({
    type: PedidoRef,
    authScopes: PEDIDOS,
    args: { pedido_id: t.arg.string(), lineas: t.arg({ type: [LineaPedidoInput] }) },
    resolve: async (_, a, ctx) => agregarLineas(ctx.deps, await ctx.sesion(), a.pedido_id, a.lineas),
  }),
  quitarLineaPedido: t.field({
    type: PedidoRef,
    authScopes: PEDIDOS,
    args: { pedido_id: t.arg.string(), linea_id: t.arg.string() },
    resolve: async (_, a, ctx) => quitarLinea(ctx.deps, await ctx.sesion(), a.pedido_id, a.linea_id),
  }),
  enviarACocina: t.field({
    type: [ComandaRef],
    description: "Sends the order's new lines: one comanda per kitchen.",
    authScopes: PEDIDOS,
    args: { pedido_id: t.arg.string() },
    resolve: async (_, a, ctx) => enviarACocina(ctx.deps, await ctx.sesion(), a.pedido_id),
  }),
  moverPedido: t.field({
    type: PedidoRef,
    authScopes: PEDIDOS,
    args: { pedido_id: t.arg.string(), mesa_id: t.arg.string() },
    resolve: async (_, a, ctx) => moverPedido(ctx.deps, await ctx.sesion(), a.pedido_id, a.mesa_id),
  }),
  unirPedidos: t.field({
    type: PedidoRef,
    description: 'Merges the origin order into the destination (joins their tables).',
    authScopes: PEDIDOS,
    args: { origen_id: t.arg.string(), destino_id: t.arg.string() },
    resolve: async (_, a, ctx) => unirPedidos(ctx.deps, await ctx.sesion(), a.origen_id, a.destino_id),
  }),
  cambiarEstadoComanda: t.field({
    type: ComandaRef,
    description: 'pendiente → en_preparacion → listo, one step at a time, stamped with the time.',
    authScopes: COCINA,
    args: { id: t.arg.string(), estado: t.arg.string() },
    resolve: async (_, a, ctx) => cambiarEstadoComanda(ctx.deps, await ctx.sesion(), a.id, a.estado),
  }),
}));

builder.subscriptionFields((t) => ({
  mesasZonaCambio: t.field({
    type: MesaEstadoRef,
    description: 'Each change of a table of the zone (taken, freed, moved, its total).',
    authScopes: ALCANCE.leerSala,
    subscribe: async (_, { zona_id }, ctx) => {
      const sesion = await ctx.sesion();
      await activaDeEmpresa(
        ctx.deps.db,
        schema.posZonas,
        await empresaDeTrabajo(ctx.deps.db, sesion),
        zona_id,
      );
      return ctx.deps.pubsub.subscribe('pos:mesa', zona_id);
    },
    args: { zona_id: t.arg.string() },
    resolve: (m) => m,
  }),
  comandasCocinaCambio: t.field({
    type: ComandaRef,
    description: 'Each comanda that arrives at the kitchen or changes state.',
    authScopes: ALCANCE.cocina,
    args: { cocina_id: t.arg.string() },
    subscribe: async (_, { cocina_id }, ctx) => {
      const sesion = await ctx.sesion();
      await cocinaDeSesion(ctx.deps.db, sesion, await empresaDeTrabajo(ctx.deps.db, sesion), cocina_id);
      return ctx.deps.pubsub.subscribe('pos:comanda', cocina_id);
    },
    resolve: (c) => c,
  }),
}));
