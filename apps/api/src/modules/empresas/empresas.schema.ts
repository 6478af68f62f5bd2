import { builder } from '../../builder.ts';
import { ALCANCE } from '../../shared/permisos.ts';
import { actualizarEmpresa, cambiarVigenciaEmpresa } from './commands/actualizar-empresa.ts';
import { crearEmpresa } from './commands/crear-empresa.ts';
import {
  type EstadoCredenciales,
  estadoCredenciales,
  guardarCredencialesSol,
  subirCertificado,
  usarCertificadoDePruebas,
  type VerificacionCertificado,
  verificarCertificado,
} from './commands/credenciales-sunat.ts';
import { actualizarLocal, cambiarVigenciaLocal, crearLocal } from './commands/locales.ts';
import { crearSerie, type SerieVista, seriesDelLocal } from './commands/series.ts';
import {
  type PasoPreparacion,
  type PreparacionEmpresa,
  preparacionEmpresa,
} from './queries/preparacion-empresa.ts';

const Id = builder
  .objectRef<{ id: string }>('IdEntidad')
  .implement({ fields: (t) => ({ id: t.exposeString('id') }) });

const Serie = builder.objectRef<SerieVista>('Serie').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    tipo_comprobante: t.exposeString('tipo_comprobante'),
    serie: t.exposeString('serie'),
    ultimo: t.exposeInt('ultimo'),
    activa: t.exposeBoolean('activa'),
  }),
});

const Credenciales = builder.objectRef<EstadoCredenciales>('CredencialesSunat').implement({
  fields: (t) => ({
    usuario_sol: t.exposeString('usuario_sol', { nullable: true }),
    tiene_password_sol: t.exposeBoolean('tiene_password_sol'),
    tiene_certificado: t.exposeBoolean('tiene_certificado'),
    certificado_sujeto: t.exposeString('certificado_sujeto', { nullable: true }),
    certificado_ruc: t.exposeString('certificado_ruc', { nullable: true }),
    certificado_vence: t.exposeString('certificado_vence', { nullable: true }),
  }),
});

const Verificacion = builder.objectRef<VerificacionCertificado>('VerificacionCertificado').implement({
  fields: (t) => ({
    legible: t.exposeBoolean('legible'),
    vigente: t.exposeBoolean('vigente'),
    ruc_coincide: t.exposeBoolean('ruc_coincide'),
    dias_para_vencer: t.exposeInt('dias_para_vencer', { nullable: true }),
    sujeto: t.exposeString('sujeto', { nullable: true }),
    vence: t.exposeString('vence', { nullable: true }),
    mensaje: t.exposeString('mensaje'),
  }),
});

const Paso = builder.objectRef<PasoPreparacion>('PasoPreparacion').implement({
  fields: (t) => ({
    clave: t.exposeString('clave'),
    titulo: t.exposeString('titulo'),
    para: t.exposeString('para', { description: 'emitir, contabilizar or pagar.' }),
    listo: t.exposeBoolean('listo'),
    detalle: t.exposeString('detalle', { description: 'What is there, or what is missing and where.' }),
  }),
});

const Preparacion = builder.objectRef<PreparacionEmpresa>('PreparacionEmpresa').implement({
  description: 'What a company still needs to emit, post and pay: the first-run checklist.',
  fields: (t) => ({
    empresa_id: t.exposeString('empresa_id'),
    modo_pruebas: t.exposeBoolean('modo_pruebas'),
    puede_emitir: t.exposeBoolean('puede_emitir'),
    pasos: t.expose('pasos', { type: [Paso] }),
  }),
});

const EmpresaInput = builder.inputType('EmpresaInput', {
  fields: (t) => ({
    ruc: t.string(),
    razon_social: t.string(),
    nombre_comercial: t.string(),
    direccion: t.string(),
    ubigeo: t.string(),
    estado: t.string(),
    condicion: t.string(),
    email: t.string(),
    telefono: t.string(),
    documento_id: t.string(),
    dni: t.string(),
    representante: t.string(),
    logo: t.string({ required: false }),
    rubro: t.string({ required: false }),
    regimen_igv: t.string({
      required: false,
      description:
        "'restaurantes_hoteles_mype': the company applies Ley 31556's reduced IGV (restaurante or hotel rubro); 'general'; absent: presumed from the rubro.",
    }),
    regimen_planilla: t.string({ required: false }),
  }),
});

const LocalInput = builder.inputType('LocalInput', {
  fields: (t) => ({
    codigo_establecimiento: t.string(),
    codigo_serie: t.string(),
    nombre_corto: t.string(),
    descripcion: t.string({ required: false }),
    direccion: t.string(),
    ubigeo: t.string(),
    correo: t.string({ required: false }),
    telefono: t.string({ required: false }),
    codigo_sunat: t.string({ required: false }),
    enviar_xml: t.boolean(),
    enviar_email: t.boolean(),
    formato_pdf: t.string(),
    diseno_pdf: t.string(),
    width_ticket: t.int({ required: false }),
    descuento_max: t.boolean({ required: false }),
    valor_desct_max: t.string({ required: false }),
    editar_precios: t.boolean({ required: false }),
    calcula_por_cantidad: t.boolean({ required: false }),
    calculo_comprobante: t.string({ required: false }),
    incluir_guias_kardex: t.boolean({
      required: false,
      description: "The local's guías de remisión move stock (its sales citing them then do not).",
    }),
  }),
});

const SerieInput = builder.inputType('SerieInput', {
  fields: (t) => ({
    local_id: t.string(),
    tipo_comprobante: t.string(),
    serie: t.string(),
    desde: t.int({ required: false }),
  }),
});

builder.queryFields((t) => ({
  credencialesSunat: t.field({
    type: Credenciales,
    authScopes: ALCANCE.empresa,
    args: { empresa_id: t.arg.string() },
    resolve: async (_, { empresa_id }, ctx) => estadoCredenciales(ctx.deps, await ctx.sesion(), empresa_id),
  }),
  preparacionEmpresa: t.field({
    type: Preparacion,
    authScopes: ALCANCE.empresa,
    args: { empresa_id: t.arg.string() },
    resolve: async (_, { empresa_id }, ctx) => preparacionEmpresa(ctx.deps, await ctx.sesion(), empresa_id),
  }),
  verificarCertificado: t.field({
    type: Verificacion,
    authScopes: ALCANCE.empresa,
    args: { empresa_id: t.arg.string() },
    resolve: async (_, { empresa_id }, ctx) => verificarCertificado(ctx.deps, await ctx.sesion(), empresa_id),
  }),
  series: t.field({
    type: [Serie],
    authScopes: ALCANCE.leerSeries,
    args: { local_id: t.arg.string() },
    resolve: async (_, { local_id }, ctx) => seriesDelLocal(ctx.deps, await ctx.sesion(), local_id),
  }),
}));

builder.mutationFields((t) => ({
  createEmpresa: t.field({
    type: Id,
    authScopes: ALCANCE.empresa,
    args: { input: t.arg({ type: EmpresaInput }) },
    resolve: async (_, { input }, ctx) => crearEmpresa(ctx.deps, await ctx.sesion(), input),
  }),
  updateEmpresa: t.field({
    type: Id,
    authScopes: ALCANCE.empresa,
    args: { id: t.arg.string(), input: t.arg({ type: EmpresaInput }) },
    resolve: async (_, { id, input }, ctx) => actualizarEmpresa(ctx.deps, await ctx.sesion(), id, input),
  }),
  deleteEmpresa: t.field({
    type: Id,
    authScopes: ALCANCE.empresa,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => cambiarVigenciaEmpresa(ctx.deps, await ctx.sesion(), id, false),
  }),
  activateEmpresa: t.field({
    type: Id,
    authScopes: ALCANCE.empresa,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => cambiarVigenciaEmpresa(ctx.deps, await ctx.sesion(), id, true),
  }),
  createLocal: t.field({
    type: Id,
    authScopes: ALCANCE.empresa,
    args: { empresa_id: t.arg.string(), input: t.arg({ type: LocalInput }) },
    resolve: async (_, { empresa_id, input }, ctx) =>
      crearLocal(ctx.deps, await ctx.sesion(), empresa_id, input),
  }),
  updateLocal: t.field({
    type: Id,
    authScopes: ALCANCE.empresa,
    args: { id: t.arg.string(), input: t.arg({ type: LocalInput }) },
    resolve: async (_, { id, input }, ctx) => actualizarLocal(ctx.deps, await ctx.sesion(), id, input),
  }),
  deleteLocal: t.field({
    type: Id,
    authScopes: ALCANCE.empresa,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => cambiarVigenciaLocal(ctx.deps, await ctx.sesion(), id, false),
  }),
  guardarCredencialesSol: t.field({
    type: Credenciales,
    authScopes: ALCANCE.empresa,
    args: { empresa_id: t.arg.string(), usuario_sol: t.arg.string(), password_sol: t.arg.string() },
    resolve: async (_, args, ctx) => guardarCredencialesSol(ctx.deps, await ctx.sesion(), args),
  }),
  subirCertificado: t.field({
    type: Verificacion,
    description:
      'Uploads the company’s .pfx/.p12 (base64) with its password; stored encrypted only when valid.',
    authScopes: ALCANCE.empresa,
    args: { empresa_id: t.arg.string(), pfx_base64: t.arg.string(), password: t.arg.string() },
    resolve: async (_, args, ctx) => subirCertificado(ctx.deps, await ctx.sesion(), args),
  }),
  usarCertificadoDePruebas: t.field({
    type: Verificacion,
    description:
      'A company in test mode signs with a generated certificate of its RUC; refused over an uploaded one or outside test mode.',
    authScopes: ALCANCE.empresa,
    args: { empresa_id: t.arg.string() },
    resolve: async (_, { empresa_id }, ctx) =>
      usarCertificadoDePruebas(ctx.deps, await ctx.sesion(), empresa_id),
  }),
  createSerie: t.field({
    type: Serie,
    authScopes: ALCANCE.empresa,
    args: { input: t.arg({ type: SerieInput }) },
    resolve: async (_, { input }, ctx) => crearSerie(ctx.deps, await ctx.sesion(), input),
  }),
}));
