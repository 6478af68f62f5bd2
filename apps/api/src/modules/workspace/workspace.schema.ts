import { builder } from '../../builder.ts';
import { ArchivoGeneradoRef } from '../../shared/archivo-generado.ts';
import { ALCANCE } from '../../shared/permisos.ts';
import { SesionEmpresa, SesionLocal } from '../auth/auth.schema.ts';
import type { PermisoVista } from '../auth/autorizacion.ts';
import type { ResultadoSeleccion } from './commands/seleccion.ts';
import { seleccionarEmpresa } from './commands/seleccionar-empresa.ts';
import { seleccionarModulo } from './commands/seleccionar-modulo.ts';
import { guardarPreferencias, leerPreferencias, type PreferenciasTema } from './preferencias.ts';
import { type EmpresaDetalle, empresaDetalle, type LocalResumen } from './queries/empresa-detalle.ts';
import { type EmpresaResumen, empresasDelUsuario } from './queries/empresas-usuario.ts';
import { exportarEmpresas } from './queries/exportar-empresas.ts';

const Permiso = builder.objectRef<PermisoVista>('Permiso').implement({
  fields: (t) => ({ id: t.exposeString('id'), otherlocal: t.exposeBoolean('otherlocal') }),
});

const EmpresaResumenRef = builder.objectRef<EmpresaResumen>('EmpresaResumen').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    ruc: t.exposeString('ruc'),
    razon_social: t.exposeString('razon_social'),
    direccion: t.exposeString('direccion', { nullable: true }),
    periodo: t.exposeString('periodo', { nullable: true }),
    activa: t.exposeBoolean('activa'),
    regimen_planilla: t.exposeString('regimen_planilla', { nullable: true }),
    soporte: t.exposeBoolean('soporte'),
    deleted_at: t.exposeString('deleted_at', { nullable: true }),
  }),
});

const LocalResumenRef = builder.objectRef<LocalResumen>('LocalResumen').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    nombre_corto: t.exposeString('nombre_corto', { nullable: true }),
    direccion: t.exposeString('direccion', { nullable: true }),
    activo: t.exposeBoolean('activo'),
    codigo_establecimiento: t.exposeString('codigo_establecimiento'),
    codigo_serie: t.exposeString('codigo_serie'),
    descripcion: t.exposeString('descripcion', { nullable: true }),
    ubigeo: t.exposeString('ubigeo', { nullable: true }),
    correo: t.exposeString('correo', { nullable: true }),
    telefono: t.exposeString('telefono', { nullable: true }),
    codigo_sunat: t.exposeString('codigo_sunat', { nullable: true }),
    enviar_xml: t.exposeBoolean('enviar_xml'),
    enviar_email: t.exposeBoolean('enviar_email'),
    formato_pdf: t.exposeString('formato_pdf'),
    diseno_pdf: t.exposeString('diseno_pdf'),
    width_ticket: t.exposeInt('width_ticket'),
    descuento_max: t.exposeBoolean('descuento_max'),
    valor_desct_max: t.exposeString('valor_desct_max'),
    editar_precios: t.exposeBoolean('editar_precios'),
    calcula_por_cantidad: t.exposeBoolean('calcula_por_cantidad'),
    incluir_guias_kardex: t.exposeBoolean('incluir_guias_kardex'),
    calculo_comprobante: t.exposeString('calculo_comprobante'),
  }),
});

const EmpresaDetalleRef = builder.objectRef<EmpresaDetalle>('EmpresaDetalle').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    ruc: t.exposeString('ruc'),
    razon_social: t.exposeString('razon_social'),
    nombre_comercial: t.exposeString('nombre_comercial', { nullable: true }),
    direccion: t.exposeString('direccion', { nullable: true }),
    ubigeo: t.exposeString('ubigeo', { nullable: true }),
    estado: t.exposeString('estado', { nullable: true }),
    condicion: t.exposeString('condicion', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    telefono: t.exposeString('telefono', { nullable: true }),
    documento_id: t.exposeString('documento_id'),
    dni: t.exposeString('dni', { nullable: true }),
    representante: t.exposeString('representante', { nullable: true }),
    logo: t.exposeString('logo', { nullable: true }),
    rubro: t.exposeString('rubro', { nullable: true }),
    regimen_igv: t.exposeString('regimen_igv'),
    regimen_planilla: t.exposeString('regimen_planilla', { nullable: true }),
    periodo: t.exposeString('periodo', { nullable: true }),
    uit: t.exposeString('uit', { nullable: true }),
    locales: t.expose('locales', { type: [LocalResumenRef] }),
  }),
});

const SeleccionResult = builder.objectRef<ResultadoSeleccion>('SeleccionResult').implement({
  fields: (t) => ({
    authorization: t.exposeString('authorization'),
    permisos: t.expose('permisos', { type: [Permiso] }),
    modulo_id: t.exposeString('modulo_id'),
    company: t.expose('company', { type: SesionEmpresa, nullable: true }),
    local: t.expose('local', { type: SesionLocal, nullable: true }),
    periodo: t.exposeString('periodo', { nullable: true }),
    status: t.exposeBoolean('status', {
      description: 'False when the company’s chart of accounts is incomplete: show the PCGE warning.',
    }),
  }),
});

const campoPreferencias = {
  headerFijo: 'boolean',
  sidebarFijo: 'boolean',
  sidebarCerrado: 'boolean',
  footer: 'boolean',
  sombras: 'boolean',
  menuMovil: 'boolean',
} as const;

const PreferenciasTemaRef = builder.objectRef<PreferenciasTema>('PreferenciasTema').implement({
  fields: (t) => ({
    ...Object.fromEntries(
      Object.keys(campoPreferencias).map((k) => [k, t.exposeBoolean(k as keyof typeof campoPreferencias)]),
    ),
    esquemaColor: t.exposeString('esquemaColor'),
    imagenFondo: t.exposeString('imagenFondo', { nullable: true }),
    opacidad: t.exposeInt('opacidad'),
  }),
});

const PreferenciasTemaInput = builder.inputType('PreferenciasTemaInput', {
  fields: (t) => ({
    headerFijo: t.boolean(),
    sidebarFijo: t.boolean(),
    sidebarCerrado: t.boolean(),
    footer: t.boolean(),
    sombras: t.boolean(),
    menuMovil: t.boolean(),
    esquemaColor: t.string(),
    imagenFondo: t.string({ required: false }),
    opacidad: t.int(),
  }),
});

builder.queryFields((t) => ({
  empresasUsuario: t.field({
    type: [EmpresaResumenRef],
    authScopes: ALCANCE.sesion,
    args: { eliminados: t.arg.boolean({ required: false }) },
    resolve: async (_, { eliminados }, ctx) =>
      empresasDelUsuario(ctx.deps, await ctx.sesion(), eliminados ?? false),
  }),
  excelEmpresas: t.field({
    type: ArchivoGeneradoRef,
    description: 'The companies screen’s list as an Excel file.',
    authScopes: ALCANCE.empresa,
    args: { eliminados: t.arg.boolean({ required: false }) },
    resolve: async (_, { eliminados }, ctx) =>
      exportarEmpresas(ctx.deps, await ctx.sesion(), eliminados ?? false),
  }),
  empresa: t.field({
    type: EmpresaDetalleRef,
    authScopes: ALCANCE.sesion,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => empresaDetalle(ctx.deps, await ctx.sesion(), id),
  }),
  preferencias: t.field({
    type: PreferenciasTemaRef,
    authScopes: ALCANCE.sesion,
    resolve: async (_, __, ctx) => leerPreferencias(ctx.deps, (await ctx.sesion()).usuario.id),
  }),
}));

builder.mutationFields((t) => ({
  getPermission: t.field({
    type: SeleccionResult,
    authScopes: ALCANCE.sesion,
    args: { modulo: t.arg.string() },
    resolve: async (_, { modulo }, ctx) => seleccionarModulo(ctx.deps, await ctx.sesion(), modulo),
  }),
  seleccionarEmpresa: t.field({
    type: SeleccionResult,
    authScopes: ALCANCE.sesion,
    args: {
      empresa_id: t.arg.string(),
      local_id: t.arg.string(),
      periodo: t.arg.string(),
      modulo: t.arg.string({ required: false }),
    },
    resolve: async (_, args, ctx) => seleccionarEmpresa(ctx.deps, await ctx.sesion(), args),
  }),
  guardarPreferencias: t.field({
    type: PreferenciasTemaRef,
    authScopes: ALCANCE.sesion,
    args: { input: t.arg({ type: PreferenciasTemaInput }) },
    resolve: async (_, { input }, ctx) =>
      guardarPreferencias(ctx.deps, (await ctx.sesion()).usuario.id, {
        ...input,
        imagenFondo: input.imagenFondo ?? null,
      }),
  }),
}));
