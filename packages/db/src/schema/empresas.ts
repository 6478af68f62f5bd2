import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { roles, usuarios } from './acceso.ts';
import { borradoLogico, marcasDeTiempo } from './columnas.ts';

export const empresas = pgTable(
  'empresas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ruc: text('ruc').notNull(),
    razonSocial: text('razon_social').notNull(),
    nombreComercial: text('nombre_comercial'),
    direccion: text('direccion'),
    departamento: text('departamento'),
    provincia: text('provincia'),
    distrito: text('distrito'),
    ubigeo: text('ubigeo'),
    /** SUNAT's taxpayer state (ACTIVO, BAJA…) and domicile condition (HABIDO, NO HABIDO…). */
    estado: text('estado'),
    condicion: text('condicion'),
    email: text('email'),
    telefono: text('telefono'),
    /** SUNAT catálogo 06 code of the company's own identity document (6 = RUC). */
    documentoId: text('documento_id').notNull().default('6'),
    logo: text('logo'),
    representante: text('representante'),
    /** The legal representative's DNI. */
    dni: text('dni'),
    rubro: text('rubro'),
    /**
     * IGV regime of its sales: 'restaurantes_hoteles_mype' for a MYPE restaurant, hotel or alojamiento
     * that applies the reduced rate of Ley 31556 (declared by the company, allowed for those rubros).
     */
    regimenIgv: text('regimen_igv')
      .$type<'general' | 'restaurantes_hoteles_mype'>()
      .notNull()
      .default('general'),
    /** SUNAT sending environment: simulador, beta, produccion, ose. */
    soapEnvio: text('soap_envio').notNull().default('simulador'),
    /**
     * When and by whom test mode (soap_envio simulador or beta) was chosen through configurarEnvioSunat;
     * null for the default. In production a company sends to a test environment only when chosen.
     */
    modoPruebasDesde: timestamp('modo_pruebas_desde', { withTimezone: true }),
    modoPruebasPor: uuid('modo_pruebas_por').references(() => usuarios.id),
    /** The OSE's billService URL when soap_envio is 'ose' (same SOAP protocol as SUNAT's). */
    urlOse: text('url_ose'),
    /** Automatic sending paused (SUNAT outage): documents stay 'pendiente' until resumed or resent. */
    envioPausado: boolean('envio_pausado').notNull().default(false),
    /** How boletas and their notes reach SUNAT: one by one (sendBill) or in the resumen diario. */
    envioBoletas: text('envio_boletas').$type<'individual' | 'resumen'>().notNull().default('individual'),
    periodo: text('periodo'),
    regimenPlanilla: text('regimen_planilla'),
    /** Support companies are seen only by the top administrator. */
    soporte: boolean('soporte').notNull().default(false),
    ...marcasDeTiempo,
    ...borradoLogico,
  },
  (t) => [uniqueIndex('empresas_ruc_uq').on(t.ruc)],
);

export const locales = pgTable(
  'locales',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id),
    /** SUNAT's establishment code (0000 = domicilio fiscal). */
    codigoEstablecimiento: text('codigo_establecimiento').notNull().default('0000'),
    /** The number its series carry (F001, B001 → 001). */
    codigoSerie: text('codigo_serie').notNull().default('001'),
    nombreCorto: text('nombre_corto'),
    descripcion: text('descripcion'),
    direccion: text('direccion'),
    departamento: text('departamento'),
    provincia: text('provincia'),
    distrito: text('distrito'),
    ubigeo: text('ubigeo'),
    correo: text('correo'),
    telefono: text('telefono'),
    /** SUNAT's code of the establishment in the RUC record (anexo). */
    codigoSunat: text('codigo_sunat'),
    enviarXml: boolean('enviar_xml').notNull().default(true),
    enviarEmail: boolean('enviar_email').notNull().default(true),
    formatoPdf: text('formato_pdf').$type<'A4' | 'TICKET'>().notNull().default('A4'),
    disenoPdf: text('diseno_pdf').notNull().default('clasico'),
    widthTicket: integer('width_ticket').notNull().default(80),
    incluirGuiasKardex: boolean('incluir_guias_kardex').notNull().default(false),
    descuentoMax: boolean('descuento_max').notNull().default(false),
    valorDesctMax: numeric('valor_desct_max', { precision: 12, scale: 2 }).notNull().default('0'),
    editarPrecios: boolean('editar_precios').notNull().default(true),
    calculaPorCantidad: boolean('calcula_por_cantidad').notNull().default(false),
    /** What the price a seller types means: unit price with IGV, or unit value without it. */
    calculoComprobante: text('calculo_comprobante')
      .$type<'precio_unitario' | 'valor_unitario'>()
      .notNull()
      .default('precio_unitario'),
    activo: boolean('activo').notNull().default(true),
    ...marcasDeTiempo,
    ...borradoLogico,
  },
  (t) => [
    index('locales_empresa_idx').on(t.empresaId),
    uniqueIndex('locales_establecimiento_uq').on(t.empresaId, t.codigoEstablecimiento),
  ],
);

/**
 * A local's document series and its counter: the next number is taken with UPDATE … RETURNING inside
 * the emission transaction, so numbers never skip nor repeat.
 */
export const series = pgTable(
  'series',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id),
    localId: uuid('local_id')
      .notNull()
      .references(() => locales.id),
    tipoComprobante: text('tipo_comprobante').notNull(),
    serie: text('serie').notNull(),
    ultimo: integer('ultimo').notNull().default(0),
    activa: boolean('activa').notNull().default(true),
    ...marcasDeTiempo,
  },
  (t) => [
    unique('series_empresa_tipo_serie_uq').on(t.empresaId, t.tipoComprobante, t.serie),
    index('series_local_idx').on(t.localId),
  ],
);

/** Which companies (and optionally which local) a user may work in; one active at a time. */
export const usuarioEmpresas = pgTable(
  'usuario_empresas',
  {
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id),
    localId: uuid('local_id').references(() => locales.id),
    activa: boolean('activa').notNull().default(false),
    periodo: text('periodo'),
    /** The member's role in this company; null keeps the user's own (owners and their accountants). */
    rolId: text('rol_id').references(() => roles.id),
    /** Modules the grant opens; null is every module of the role. */
    modulos: text('modulos').array(),
    /** The kitchen a cook works in (its comandas only). */
    cocinaId: uuid('cocina_id'),
    /** Who runs the company: added it, manages its members. */
    propietario: boolean('propietario').notNull().default(false),
    /** A demo grant ends by itself. */
    demoVenceAt: timestamp('demo_vence_at', { withTimezone: true }),
    suspendidaAt: timestamp('suspendida_at', { withTimezone: true }),
    otorgadaPor: uuid('otorgada_por').references(() => usuarios.id),
    ...marcasDeTiempo,
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.empresaId] })],
);

/** UIT by year (peru-facts §1): kept as data, read by payroll and tax rules. */
export const uits = pgTable('uits', {
  anio: text('anio').primaryKey(),
  valor: numeric('valor', { precision: 12, scale: 2 }).notNull(),
  fuente: text('fuente').notNull(),
  ...marcasDeTiempo,
});
