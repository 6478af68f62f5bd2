import { ROL, schema } from '@kipu/db';
import { normalizarEmail } from '@kipu/peru';
import { asc, eq, ilike, or } from 'drizzle-orm';
import { builder } from '../../builder.ts';
import { ALCANCE } from '../../shared/permisos.ts';
import { usuarioPorEmail } from '../auth/usuarios.ts';
import { avanzarReclamo } from './commands/avanzar-reclamo.ts';
import { generarVistaPrevia } from './commands/generar-vista-previa.ts';
import { registrarReclamo } from './commands/registrar-reclamo.ts';
import { listarReclamos, type ReclamoAdmin, reclamoPorId, vistaAdmin } from './queries/listar-reclamos.ts';
import {
  buscarSeguimiento,
  type ReclamoResumen,
  resumenReclamo,
  type SeguimientoVista,
  seguimientosDe,
} from './queries/seguimiento-publico.ts';

const TipoDocumento = builder
  .objectRef<{ id: string; codigo: string; nombre: string }>('TipoDocumento')
  .implement({
    fields: (t) => ({
      id: t.exposeString('id'),
      codigo: t.exposeString('codigo'),
      nombre: t.exposeString('nombre'),
    }),
  });

const Ubigeo = builder
  .objectRef<{ value: string; label: string; code: string; name: string }>('Ubigeo')
  .implement({
    fields: (t) => ({
      value: t.exposeString('value'),
      label: t.exposeString('label'),
      code: t.exposeString('code'),
      name: t.exposeString('name'),
    }),
  });

const Seguimiento = builder.objectRef<SeguimientoVista>('ReclamoSeguimiento').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    status: t.exposeString('status'),
    description: t.exposeString('description'),
    created_at: t.exposeString('created_at'),
    updated_at: t.exposeString('updated_at'),
  }),
});

const Resumen = builder.objectRef<ReclamoResumen>('ReclamoResumen').implement({
  fields: (t) => ({
    codigo: t.exposeString('codigo'),
    namefull: t.exposeString('namefull'),
    address: t.exposeString('address'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone'),
    nro: t.exposeString('nro'),
    opcion0: t.exposeString('opcion0'),
    opcion1: t.exposeString('opcion1'),
    option2: t.exposeString('option2'),
    dates: t.exposeString('dates'),
  }),
});

const Reclamo = builder.objectRef<ReclamoAdmin>('Reclamo').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    codigo: t.exposeString('codigo'),
    fecha: t.exposeString('fecha'),
    nombres: t.exposeString('nombres'),
    email: t.exposeString('email'),
    telefono: t.exposeString('telefono'),
    tipo_documento: t.exposeString('tipo_documento'),
    numero_documento: t.exposeString('numero_documento'),
    bien: t.exposeString('bien'),
    tipo: t.exposeString('tipo'),
    descripcion: t.exposeString('descripcion'),
    direccion: t.exposeString('direccion'),
    ciudad: t.string({
      resolve: async (r, _, ctx) => {
        const [u] = await ctx.deps.db
          .select()
          .from(schema.ubigeos)
          .where(eq(schema.ubigeos.codigo, r.ubigeo));
        return u ? `${u.distrito} - ${u.provincia} - ${u.departamento}` : r.ubigeo;
      },
    }),
    seguimientos: t.field({
      type: [Seguimiento],
      resolve: (r, _, ctx) => seguimientosDe(ctx.deps, r.id),
    }),
    estado: t.exposeString('estado'),
    fecha_limite: t.exposeString('fecha_limite'),
    dias_restantes: t.exposeInt('dias_restantes', { nullable: true }),
    vencido: t.exposeBoolean('vencido'),
    respuesta: t.exposeString('respuesta', { nullable: true }),
    respondido_at: t.exposeString('respondido_at', { nullable: true }),
    pdf: t.exposeString('pdf'),
    adjunto: t.exposeString('adjunto', { nullable: true }),
  }),
});

const ReclamoInput = builder.inputType('ReclamoInput', {
  fields: (t) => ({
    namefull: t.string(),
    ubicate: t.string(),
    address: t.string(),
    email: t.string(),
    phone: t.string(),
    description: t.string(),
    nro: t.string(),
    opcion0: t.string(),
    opcion1: t.string(),
    option2: t.string(),
    firma: t.string(),
    archivos: t.string({ required: false }),
  }),
});

const RegistroResult = builder.objectRef<{ id: string; codigo: string }>('ReclamoRegistrado').implement({
  fields: (t) => ({ id: t.exposeString('id'), codigo: t.exposeString('codigo') }),
});

builder.queryFields((t) => ({
  documentoslist: t.field({
    authScopes: ALCANCE.publico,
    type: [TipoDocumento],
    resolve: async (_, __, ctx) =>
      (await ctx.deps.db.select().from(schema.tiposDocumento).orderBy(asc(schema.tiposDocumento.codigo))).map(
        (d) => ({
          id: d.codigo,
          codigo: d.codigo,
          nombre: d.nombre,
        }),
      ),
  }),
  ubigeoByParam: t.field({
    authScopes: ALCANCE.publico,
    type: [Ubigeo],
    args: { param: t.arg.string() },
    resolve: async (_, { param }, ctx) => {
      const texto = param.trim();
      if (texto.length < 2) return [];
      const { ubigeos } = schema;
      const patron = `%${texto.replace(/[%_\\]/g, '')}%`;
      const filas = await ctx.deps.db
        .select()
        .from(ubigeos)
        .where(
          or(ilike(ubigeos.distrito, patron), ilike(ubigeos.provincia, patron), eq(ubigeos.codigo, texto)),
        )
        .orderBy(asc(ubigeos.departamento), asc(ubigeos.provincia), asc(ubigeos.distrito))
        .limit(20);
      return filas.map((u) => ({
        value: u.codigo,
        code: u.codigo,
        name: u.distrito,
        label: `${u.distrito} - ${u.provincia} - ${u.departamento}`,
      }));
    },
  }),
  getGmail: t.boolean({
    authScopes: ALCANCE.publico,
    args: { email: t.arg.string() },
    resolve: async (_, { email }, ctx) => Boolean(await usuarioPorEmail(ctx.deps.db, normalizarEmail(email))),
  }),
  searchReclamation: t.field({
    authScopes: ALCANCE.publico,
    type: [Seguimiento],
    args: { nro: t.arg.string(), phone: t.arg.string() },
    resolve: (_, { nro, phone }, ctx) => buscarSeguimiento(ctx.deps, nro, phone, ctx.ip),
  }),
  filterReclamation: t.field({
    authScopes: ALCANCE.publico,
    type: Resumen,
    nullable: true,
    args: { nro: t.arg.string(), phone: t.arg.string() },
    resolve: (_, { nro, phone }, ctx) => resumenReclamo(ctx.deps, nro, phone, ctx.ip),
  }),
  reclamos: t.field({
    type: [Reclamo],
    authScopes: { roles: [ROL.administradorGeneral] },
    args: {
      estado: t.arg.string({ required: false }),
      desde: t.arg.string({ required: false }),
      hasta: t.arg.string({ required: false }),
      codigo: t.arg.string({ required: false }),
    },
    resolve: (_, args, ctx) => listarReclamos(ctx.deps, args),
  }),
  reclamo: t.field({
    type: Reclamo,
    authScopes: { roles: [ROL.administradorGeneral] },
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => vistaAdmin(await reclamoPorId(ctx.deps, id)),
  }),
}));

builder.mutationFields((t) => ({
  createPdfReclamation: t.string({
    authScopes: ALCANCE.publico,
    args: { input: t.arg({ type: ReclamoInput }) },
    resolve: (_, { input }, ctx) => generarVistaPrevia(ctx.deps, input, ctx.host, ctx.ip),
  }),
  createReclamation: t.field({
    authScopes: ALCANCE.publico,
    type: RegistroResult,
    args: {
      input: t.arg({ type: ReclamoInput }),
      pdf: t.arg.string({ required: false }),
      captcha: t.arg.string({ required: false }),
    },
    resolve: (_, { input, captcha }, ctx) =>
      registrarReclamo(ctx.deps, { ...input, captcha }, ctx.host, ctx.ip),
  }),
  avanzarReclamo: t.field({
    type: Reclamo,
    authScopes: { roles: [ROL.administradorGeneral] },
    args: { id: t.arg.string(), estado: t.arg.string(), descripcion: t.arg.string() },
    resolve: async (_, args, ctx) => avanzarReclamo(ctx.deps, (await ctx.sesion()).usuario.id, args),
  }),
}));
