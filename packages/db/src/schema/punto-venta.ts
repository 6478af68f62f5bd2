import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { usuarios } from './acceso.ts';
import { borradoLogico, marcasDeTiempo } from './columnas.ts';
import { comprobantes, documentosInternos } from './comprobantes.ts';
import { operaciones } from './contabilidad.ts';
import { empresas, locales } from './empresas.ts';
import { cuentasFinancieras } from './maestros-contables.ts';
import { categorias, productos } from './productos.ts';

/**
 * Point of sale of restaurants, bars and hotels: the room's setup (zones, tables, cash boxes, kitchens,
 * staff), orders with their lines and kitchen tickets (comandas), cash sessions with their payments, and
 * delivery. Amounts are numeric; a table is occupied exactly while it has an open order.
 */

const empresa = () =>
  uuid('empresa_id')
    .notNull()
    .references(() => empresas.id);
const local = () =>
  uuid('local_id')
    .notNull()
    .references(() => locales.id);
const importe = (nombre: string) => numeric(nombre, { precision: 14, scale: 2 }).notNull().default('0');
const momento = (nombre: string) => timestamp(nombre, { withTimezone: true });

/** A room or area of a local (salón, terraza, barra). `control_mesa`: orders here are taken by table. */
export const posZonas = pgTable(
  'pos_zonas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: empresa(),
    localId: local(),
    codigo: text('codigo').notNull(),
    descripcion: text('descripcion').notNull(),
    controlMesa: boolean('control_mesa').notNull().default(true),
    ...marcasDeTiempo,
    ...borradoLogico,
  },
  (t) => [uniqueIndex('pos_zonas_codigo_uq').on(t.localId, t.codigo).where(sql`${t.deletedAt} IS NULL`)],
);

/** A table of a zone, with its place on the zone's map (set by dragging it). */
export const posMesas = pgTable(
  'pos_mesas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: empresa(),
    zonaId: uuid('zona_id')
      .notNull()
      .references(() => posZonas.id),
    codigo: text('codigo').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    posX: integer('pos_x').notNull().default(0),
    posY: integer('pos_y').notNull().default(0),
    ...marcasDeTiempo,
    ...borradoLogico,
  },
  (t) => [uniqueIndex('pos_mesas_codigo_uq').on(t.zonaId, t.codigo).where(sql`${t.deletedAt} IS NULL`)],
);

/** A cash box of a zone, tied to the company's cash account (cuenta financiera) it is accounted in. */
export const posCajas = pgTable(
  'pos_cajas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: empresa(),
    zonaId: uuid('zona_id')
      .notNull()
      .references(() => posZonas.id),
    codigo: text('codigo').notNull(),
    descripcion: text('descripcion').notNull(),
    /**
     * Required since charges post their collection; null only on boxes saved before, whose collections
     * go to the company's 101 Caja (see modules/pos/caja/cuenta-de-cobro.ts).
     */
    cuentaFinancieraId: uuid('cuenta_financiera_id').references(() => cuentasFinancieras.id),
    habilitada: boolean('habilitada').notNull().default(true),
    ...marcasDeTiempo,
    ...borradoLogico,
  },
  (t) => [uniqueIndex('pos_cajas_codigo_uq').on(t.empresaId, t.codigo).where(sql`${t.deletedAt} IS NULL`)],
);

/** A kitchen (or bar) of a local that prepares comandas. */
export const posCocinas = pgTable(
  'pos_cocinas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: empresa(),
    localId: local(),
    codigo: text('codigo').notNull(),
    nombre: text('nombre').notNull(),
    ...marcasDeTiempo,
    ...borradoLogico,
  },
  (t) => [uniqueIndex('pos_cocinas_codigo_uq').on(t.localId, t.codigo).where(sql`${t.deletedAt} IS NULL`)],
);

export type RolStaff = 'mozo' | 'cocinero' | 'cajero';

/** A user of the company working the room: waiter, cook (of one kitchen) or cashier. */
export const posStaff = pgTable(
  'pos_staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: empresa(),
    localId: local(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    rol: text('rol').$type<RolStaff>().notNull(),
    cocinaId: uuid('cocina_id').references(() => posCocinas.id),
    ...marcasDeTiempo,
    ...borradoLogico,
  },
  (t) => [
    uniqueIndex('pos_staff_usuario_uq').on(t.empresaId, t.usuarioId).where(sql`${t.deletedAt} IS NULL`),
  ],
);

/**
 * Which kitchen of a local prepares a category's or a product's dishes. A product's own route wins over
 * its category's; products stay untouched (a product is sold in every local, each with its kitchens).
 */
export const posRutasCocina = pgTable(
  'pos_rutas_cocina',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: empresa(),
    localId: local(),
    cocinaId: uuid('cocina_id')
      .notNull()
      .references(() => posCocinas.id),
    categoriaId: uuid('categoria_id').references(() => categorias.id),
    productoId: uuid('producto_id').references(() => productos.id),
    ...marcasDeTiempo,
  },
  (t) => [
    check('pos_rutas_cocina_destino_ck', sql`(${t.categoriaId} IS NULL) <> (${t.productoId} IS NULL)`),
    uniqueIndex('pos_rutas_cocina_categoria_uq').on(t.localId, t.categoriaId),
    uniqueIndex('pos_rutas_cocina_producto_uq').on(t.localId, t.productoId),
  ],
);

/** A cashier's shift on a box: opened with a float, closed with the amounts counted per method. */
export const posCajaSesiones = pgTable(
  'pos_caja_sesiones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: empresa(),
    cajaId: uuid('caja_id')
      .notNull()
      .references(() => posCajas.id),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    saldoInicial: importe('saldo_inicial'),
    abiertaAt: momento('abierta_at').notNull().defaultNow(),
    cerradaAt: momento('cerrada_at'),
    cerradaPor: uuid('cerrada_por').references(() => usuarios.id),
    /** At closing, per method: { medio, esperado, contado, diferencia } as decimal strings. */
    arqueo:
      jsonb('arqueo').$type<{ medio: MedioPago; esperado: string; contado: string; diferencia: string }[]>(),
    ...marcasDeTiempo,
  },
  (t) => [
    // One open session per box: the index decides when two cashiers open it at once.
    uniqueIndex('pos_caja_sesiones_abierta_uq').on(t.cajaId).where(sql`${t.cerradaAt} IS NULL`),
    index('pos_caja_sesiones_empresa_idx').on(t.empresaId, t.abiertaAt),
  ],
);

export type TipoPedido = 'mesa' | 'llevar' | 'delivery';
/** 'unido': merged into another order (its lines moved there). */
export type EstadoPedido = 'abierto' | 'cobrando' | 'cobrado' | 'anulado' | 'unido';

/** An order: a table's (or a take-away or delivery) account until it is charged. */
export const posPedidos = pgTable(
  'pos_pedidos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: empresa(),
    localId: local(),
    tipo: text('tipo').$type<TipoPedido>().notNull().default('mesa'),
    zonaId: uuid('zona_id').references(() => posZonas.id),
    mesaId: uuid('mesa_id').references(() => posMesas.id),
    estado: text('estado').$type<EstadoPedido>().notNull().default('abierto'),
    /** Who opened it (the waiter); each line keeps who added it. */
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    nota: text('nota'),
    total: importe('total'),
    cajaSesionId: uuid('caja_sesion_id').references(() => posCajaSesiones.id),
    comprobanteId: uuid('comprobante_id').references(() => comprobantes.id),
    documentoInternoId: uuid('documento_interno_id').references(() => documentosInternos.id),
    cobradoAt: momento('cobrado_at'),
    /**
     * The charge in course (estado 'cobrando'): since when, by whom and for what total, so an order left
     * there by a charge that died can be told apart from one being charged, and its document looked for.
     */
    cobrandoDesde: momento('cobrando_desde'),
    cobrandoPor: uuid('cobrando_por').references(() => usuarios.id),
    cobrandoTotal: numeric('cobrando_total', { precision: 14, scale: 2 }),
    ...marcasDeTiempo,
  },
  (t) => [
    // A table has at most one live order: two waiters opening it at once get the same one.
    uniqueIndex('pos_pedidos_mesa_abierta_uq')
      .on(t.mesaId)
      .where(sql`${t.estado} IN ('abierto', 'cobrando')`),
    index('pos_pedidos_empresa_idx').on(t.empresaId, t.createdAt),
    index('pos_pedidos_sesion_idx').on(t.cajaSesionId),
  ],
);

export type ComponenteLinea = { producto_id: string; descripcion: string; cantidad: string };

/** A line of an order, added by one user; inserted, never rewritten, so concurrent additions all stay. */
export const posPedidoLineas = pgTable(
  'pos_pedido_lineas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: empresa(),
    pedidoId: uuid('pedido_id')
      .notNull()
      .references(() => posPedidos.id),
    productoId: uuid('producto_id')
      .notNull()
      .references(() => productos.id),
    codigo: text('codigo').notNull(),
    descripcion: text('descripcion').notNull(),
    medidaId: text('medida_id').notNull(),
    tipoIgv: text('tipo_igv').notNull(),
    cantidad: numeric('cantidad', { precision: 14, scale: 4 }).notNull(),
    precioUnitario: numeric('precio_unitario', { precision: 20, scale: 10 }).notNull(),
    nota: text('nota'),
    /** A combo's components as sold (the kitchen prepares them). */
    componentes: jsonb('componentes').$type<ComponenteLinea[]>(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    /** Set when sent to the kitchen; null while the waiter may still change it. */
    comandaId: uuid('comanda_id').references(() => posComandas.id),
    enviadaAt: momento('enviada_at'),
    ...marcasDeTiempo,
  },
  (t) => [index('pos_pedido_lineas_pedido_idx').on(t.pedidoId)],
);

export type EstadoComanda = 'pendiente' | 'en_preparacion' | 'listo';

/** The lines of one sending that one kitchen prepares, with the times of its states. */
export const posComandas = pgTable(
  'pos_comandas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: empresa(),
    pedidoId: uuid('pedido_id')
      .notNull()
      .references(() => posPedidos.id),
    cocinaId: uuid('cocina_id')
      .notNull()
      .references(() => posCocinas.id),
    estado: text('estado').$type<EstadoComanda>().notNull().default('pendiente'),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    enPreparacionAt: momento('en_preparacion_at'),
    listoAt: momento('listo_at'),
    ...marcasDeTiempo,
  },
  (t) => [index('pos_comandas_cocina_idx').on(t.cocinaId, t.estado)],
);

/**
 * A charge of an order (all of it, or some lines or part of their quantity when the bill is split):
 * exactly one document (boleta/factura, or nota de venta) and the payments that paid it.
 */
export const posCobros = pgTable(
  'pos_cobros',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: empresa(),
    pedidoId: uuid('pedido_id')
      .notNull()
      .references(() => posPedidos.id),
    cajaSesionId: uuid('caja_sesion_id')
      .notNull()
      .references(() => posCajaSesiones.id),
    /** 01 factura, 03 boleta, 99 nota de venta. */
    tipo: text('tipo').notNull(),
    comprobanteId: uuid('comprobante_id').references(() => comprobantes.id),
    documentoInternoId: uuid('documento_interno_id').references(() => documentosInternos.id),
    importeTotal: importe('importe_total'),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    ...marcasDeTiempo,
  },
  (t) => [
    check('pos_cobros_documento_ck', sql`(${t.comprobanteId} IS NULL) <> (${t.documentoInternoId} IS NULL)`),
    uniqueIndex('pos_cobros_comprobante_uq').on(t.comprobanteId),
    uniqueIndex('pos_cobros_documento_interno_uq').on(t.documentoInternoId),
    index('pos_cobros_pedido_idx').on(t.pedidoId),
    index('pos_cobros_sesion_idx').on(t.cajaSesionId),
    index('pos_cobros_empresa_idx').on(t.empresaId, t.createdAt),
  ],
);

/** How much of each order line a charge's document carries. */
export const posCobroLineas = pgTable(
  'pos_cobro_lineas',
  {
    cobroId: uuid('cobro_id')
      .notNull()
      .references(() => posCobros.id),
    lineaId: uuid('linea_id')
      .notNull()
      .references(() => posPedidoLineas.id),
    cantidad: numeric('cantidad', { precision: 14, scale: 4 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.cobroId, t.lineaId] }), index('pos_cobro_lineas_linea_idx').on(t.lineaId)],
);

export type MedioPago = 'efectivo' | 'tarjeta' | 'yape' | 'plin' | 'transferencia';

/** A payment of an order in a cash session; cash keeps what was handed over and the change given. */
export const posPagos = pgTable(
  'pos_pagos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: empresa(),
    pedidoId: uuid('pedido_id')
      .notNull()
      .references(() => posPedidos.id),
    cajaSesionId: uuid('caja_sesion_id')
      .notNull()
      .references(() => posCajaSesiones.id),
    /** The charge (document) it paid; set on every payment since split bills (older ones backfilled). */
    cobroId: uuid('cobro_id').references(() => posCobros.id),
    medio: text('medio').$type<MedioPago>().notNull(),
    /** What the payment covers of the order. */
    monto: importe('monto'),
    recibido: importe('recibido'),
    vuelto: importe('vuelto'),
    referencia: text('referencia'),
    /**
     * The collection (cobranza) that settled it in the books, posted after the charge; null until then.
     * Set in the collection's own transaction, so a retried posting never collects it twice.
     */
    operacionId: uuid('operacion_id').references(() => operaciones.id),
    ...marcasDeTiempo,
  },
  (t) => [
    index('pos_pagos_sesion_idx').on(t.cajaSesionId),
    index('pos_pagos_pedido_idx').on(t.pedidoId),
    index('pos_pagos_cobro_idx').on(t.cobroId),
  ],
);

/** Delivery customers of a company. */
export const posDeliveryClientes = pgTable(
  'pos_delivery_clientes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: empresa(),
    /** SUNAT catálogo 06 code. */
    tipoDocumento: text('tipo_documento').notNull(),
    numero: text('numero').notNull(),
    razonSocial: text('razon_social').notNull(),
    direccion: text('direccion').notNull().default(''),
    telefono: text('telefono').notNull().default(''),
    ...marcasDeTiempo,
    ...borradoLogico,
  },
  (t) => [
    uniqueIndex('pos_delivery_clientes_doc_uq')
      .on(t.empresaId, t.tipoDocumento, t.numero)
      .where(sql`${t.deletedAt} IS NULL`),
  ],
);

export type EstadoDelivery = 'registrado' | 'en_camino' | 'entregado' | 'cancelado';

/** The delivery side of an order of tipo 'delivery': where it goes and who takes it. */
export const posDeliveries = pgTable(
  'pos_deliveries',
  {
    pedidoId: uuid('pedido_id')
      .notNull()
      .references(() => posPedidos.id),
    empresaId: empresa(),
    clienteId: uuid('cliente_id').references(() => posDeliveryClientes.id),
    repartidorId: uuid('repartidor_id').references(() => usuarios.id),
    nombres: text('nombres').notNull(),
    telefono: text('telefono').notNull().default(''),
    direccion: text('direccion').notNull().default(''),
    referencia: text('referencia').notNull().default(''),
    nota: text('nota').notNull().default(''),
    estado: text('estado').$type<EstadoDelivery>().notNull().default('registrado'),
    enCaminoAt: momento('en_camino_at'),
    entregadoAt: momento('entregado_at'),
    ...marcasDeTiempo,
  },
  (t) => [
    primaryKey({ columns: [t.pedidoId] }),
    index('pos_deliveries_empresa_idx').on(t.empresaId, t.estado),
  ],
);
