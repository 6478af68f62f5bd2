import { OPERACIONES_ADJUNTO, TIPOS_CENTRO_COSTO } from '@kipu/peru';
import { builder } from '../../builder.ts';
import { ALCANCE } from '../../shared/permisos.ts';
import { registrarMaestro } from '../../shared/registrar-maestro.ts';
import {
  type AmarreEntrada,
  type AmarreVista,
  amarres,
  type LineaAmarreVista,
} from './centros-costo/amarres.ts';
import {
  type CentroCostoEntrada,
  type CentroCostoVista,
  centrosCosto,
} from './centros-costo/centros-costo.ts';
import {
  type CuentaFinancieraEntrada,
  type CuentaFinancieraVista,
  cuentasFinancieras,
} from './cuentas-financieras/cuentas-financieras.ts';
import { type ResponsableEntrada, type ResponsableVista, responsables } from './responsables/responsables.ts';
import {
  type TipoAdjuntoEntrada,
  type TipoAdjuntoVista,
  tiposAdjunto,
} from './tipos-adjunto/tipos-adjunto.ts';
import {
  crearTributosPorDefecto,
  duplicadoTributo,
  type TributoEntrada,
  type TributoVista,
  tributos,
} from './tributos/tributos.ts';

/** Fixed option lists the forms offer (value → Spanish label). */
const Opcion = builder.objectRef<{ value: string; label: string }>('OpcionMaestro').implement({
  fields: (t) => ({ value: t.exposeString('value'), label: t.exposeString('label') }),
});
const opciones = (o: Record<string, string>) => Object.entries(o).map(([value, label]) => ({ value, label }));

builder.queryFields((t) => ({
  tiposCentroCosto: t.field({
    type: [Opcion],
    authScopes: ALCANCE.leerCentrosCosto,
    resolve: () => opciones(TIPOS_CENTRO_COSTO),
  }),
  operacionesTipoAdjunto: t.field({
    type: [Opcion],
    authScopes: ALCANCE.leerTiposAdjunto,
    resolve: () => opciones(OPERACIONES_ADJUNTO),
  }),
}));

// --- Cost centres (GEN001006) ---

const CentroCosto = builder.objectRef<CentroCostoVista>('CentroCosto').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    codigo: t.exposeString('codigo'),
    nombre: t.exposeString('nombre'),
    tipo: t.exposeString('tipo'),
    tipo_nombre: t.exposeString('tipo_nombre'),
    deleted_at: t.exposeString('deleted_at', { nullable: true }),
  }),
});

registrarMaestro<CentroCostoVista, CentroCostoEntrada>({
  ...centrosCosto,
  nombre: 'CentroCosto',
  lista: 'centrosCosto',
  excel: 'excelCentrosCosto',
  pagina: 'PaginaCentrosCosto',
  descripcion: 'Cost centres',
  permiso: 'GEN001006',
  lectura: ALCANCE.leerCentrosCosto,
  tipo: CentroCosto,
  entrada: builder.inputType('CentroCostoInput', {
    fields: (t) => ({ codigo: t.string(), nombre: t.string(), tipo: t.string() }),
  }),
});

const LineaAmarre = builder.objectRef<LineaAmarreVista>('LineaAmarreCentroCosto').implement({
  fields: (t) => ({
    centro_costo_id: t.exposeString('centro_costo_id'),
    codigo: t.exposeString('codigo'),
    nombre: t.exposeString('nombre'),
    porcentaje: t.exposeString('porcentaje', { description: 'Decimal string, e.g. "33.33".' }),
  }),
});

const Amarre = builder.objectRef<AmarreVista>('AmarreCentroCosto').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    codigo: t.exposeString('codigo'),
    nombre: t.exposeString('nombre'),
    detalle: t.expose('detalle', { type: [LineaAmarre] }),
    deleted_at: t.exposeString('deleted_at', { nullable: true }),
  }),
});

const LineaAmarreInput = builder.inputType('LineaAmarreCentroCostoInput', {
  fields: (t) => ({ centro_costo_id: t.string(), porcentaje: t.string() }),
});

registrarMaestro<AmarreVista, AmarreEntrada>({
  ...amarres,
  nombre: 'AmarreCentroCosto',
  lista: 'amarresCentroCosto',
  excel: 'excelAmarresCentroCosto',
  pagina: 'PaginaAmarresCentroCosto',
  descripcion: 'Cost-centre distributions (amarres)',
  permiso: 'GEN001006',
  lectura: ALCANCE.leerCentrosCosto,
  tipo: Amarre,
  entrada: builder.inputType('AmarreCentroCostoInput', {
    fields: (t) => ({
      codigo: t.string(),
      nombre: t.string(),
      detalle: t.field({ type: [LineaAmarreInput] }),
    }),
  }),
});

// --- Financial accounts (CON001001) ---

const CuentaFinanciera = builder.objectRef<CuentaFinancieraVista>('CuentaFinanciera').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    codigo: t.exposeString('codigo'),
    tipo: t.exposeString('tipo'),
    moneda_id: t.exposeString('moneda_id'),
    descripcion: t.exposeString('descripcion'),
    banco_id: t.exposeString('banco_id', { nullable: true }),
    banco_nombre: t.exposeString('banco_nombre', { nullable: true }),
    cuenta: t.exposeString('cuenta', { nullable: true }),
    detraccion: t.exposeBoolean('detraccion'),
    pcge_id: t.exposeString('pcge_id'),
    pcge_codigo: t.exposeString('pcge_codigo'),
    pcge_denominacion: t.exposeString('pcge_denominacion'),
    control: t.exposeBoolean('control'),
    deleted_at: t.exposeString('deleted_at', { nullable: true }),
  }),
});

registrarMaestro<CuentaFinancieraVista, CuentaFinancieraEntrada>({
  ...cuentasFinancieras,
  nombre: 'CuentaFinanciera',
  lista: 'cuentasFinancieras',
  excel: 'excelCuentasFinancieras',
  pagina: 'PaginaCuentasFinancieras',
  descripcion: 'Cash boxes and bank accounts',
  permiso: 'CON001001',
  lectura: ALCANCE.leerCuentasFinancieras,
  tipo: CuentaFinanciera,
  entrada: builder.inputType('CuentaFinancieraInput', {
    fields: (t) => ({
      codigo: t.string(),
      tipo: t.string({ description: 'caja | banco' }),
      moneda_id: t.string({ description: 'PEN | USD' }),
      descripcion: t.string(),
      banco_id: t.string({ required: false, description: 'PLE tabla 3 code (bank accounts)' }),
      cuenta: t.string({ required: false }),
      detraccion: t.boolean(),
      pcge_id: t.string({ description: 'An element-10 account of the company’s PCGE' }),
      control: t.boolean(),
    }),
  }),
});

// --- Tributos (GEN001005) ---

const Tributo = builder.objectRef<TributoVista>('Tributo').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    tributo_codigo: t.exposeString('tributo_codigo', { description: 'SUNAT catálogo 05 code' }),
    tributo_nombre: t.exposeString('tributo_nombre'),
    tributo_descripcion: t.exposeString('tributo_descripcion'),
    cuenta_id: t.exposeString('cuenta_id'),
    cuenta_codigo: t.exposeString('cuenta_codigo'),
    cuenta_denominacion: t.exposeString('cuenta_denominacion'),
    deleted_at: t.exposeString('deleted_at', { nullable: true }),
  }),
});

registrarMaestro<TributoVista, TributoEntrada>({
  ...tributos,
  nombre: 'Tributo',
  lista: 'tributos',
  excel: 'excelTributos',
  pagina: 'PaginaTributos',
  descripcion: 'Tributos (catálogo 05) and their PCGE accounts',
  permiso: 'GEN001005',
  lectura: ALCANCE.leerTributos,
  tipo: Tributo,
  entrada: builder.inputType('TributoInput', {
    fields: (t) => ({ tributo_codigo: t.string(), cuenta_id: t.string() }),
  }),
});

builder.queryFields((t) => ({
  duplicatedTributo: t.boolean({
    description: 'Whether an active tributo of the company already has this code (other than `id`).',
    authScopes: ALCANCE.leerTributos,
    args: { tributo_codigo: t.arg.string(), id: t.arg.string({ required: false }) },
    resolve: async (_, a, ctx) => duplicadoTributo(ctx.deps, await ctx.sesion(), a.tributo_codigo, a.id),
  }),
}));

builder.mutationFields((t) => ({
  tributosPorDefecto: t.field({
    type: [Tributo],
    description:
      'Creates the standard tributos (IGV → 40111, ICBPER → 40189) the company lacks; answers those created.',
    authScopes: { permiso: 'GEN001005' },
    resolve: async (_, __, ctx) => crearTributosPorDefecto(ctx.deps, await ctx.sesion()),
  }),
}));

// --- Attachment types (GEN001007) ---

const TipoAdjunto = builder.objectRef<TipoAdjuntoVista>('TipoAdjunto').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    codigo: t.exposeString('codigo'),
    descripcion: t.exposeString('descripcion'),
    tipo_operacion: t.exposeStringList('tipo_operacion'),
    deleted_at: t.exposeString('deleted_at', { nullable: true }),
  }),
});

registrarMaestro<TipoAdjuntoVista, TipoAdjuntoEntrada>({
  ...tiposAdjunto,
  nombre: 'TipoAdjunto',
  lista: 'tiposAdjunto',
  excel: 'excelTiposAdjunto',
  pagina: 'PaginaTiposAdjunto',
  descripcion: 'Attachment types',
  permiso: 'GEN001007',
  lectura: ALCANCE.leerTiposAdjunto,
  tipo: TipoAdjunto,
  entrada: builder.inputType('TipoAdjuntoInput', {
    fields: (t) => ({ codigo: t.string(), descripcion: t.string(), tipo_operacion: t.stringList() }),
  }),
});

// --- Responsables (GEN001008) ---

const Responsable = builder.objectRef<ResponsableVista>('Responsable').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    documento_id: t.exposeString('documento_id'),
    numero: t.exposeString('numero'),
    nombres: t.exposeString('nombres'),
    cargo: t.exposeString('cargo'),
    email: t.exposeString('email', { nullable: true }),
    telefono: t.exposeString('telefono', { nullable: true }),
    deleted_at: t.exposeString('deleted_at', { nullable: true }),
  }),
});

registrarMaestro<ResponsableVista, ResponsableEntrada>({
  ...responsables,
  nombre: 'Responsable',
  lista: 'responsables',
  excel: 'excelResponsables',
  pagina: 'PaginaResponsables',
  descripcion: 'People in charge (responsables)',
  permiso: 'GEN001008',
  lectura: ALCANCE.leerResponsables,
  tipo: Responsable,
  entrada: builder.inputType('ResponsableInput', {
    fields: (t) => ({
      documento_id: t.string(),
      numero: t.string(),
      nombres: t.string(),
      cargo: t.string(),
      email: t.string({ required: false }),
      telefono: t.string({ required: false }),
    }),
  }),
});
