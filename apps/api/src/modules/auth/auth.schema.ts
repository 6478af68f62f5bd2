import { normalizarEmail } from '@kipu/peru';
import { builder } from '../../builder.ts';
import type { Contexto } from '../../shared/contexto.ts';
import { ALCANCE } from '../../shared/permisos.ts';
import { cerrarSesion } from './commands/cerrar-sesion.ts';
import { confirmarEmail } from './commands/confirmar-email.ts';
import { iniciarSesion } from './commands/iniciar-sesion.ts';
import { reenviarPorEmail, reenviarPorToken } from './commands/reenviar-verificacion.ts';
import { refrescarSesion } from './commands/refrescar-sesion.ts';
import { registrarUsuario } from './commands/registrar-usuario.ts';
import { restablecerPassword, solicitarReset } from './commands/restablecer-password.ts';
import { exigirLimite } from './limites-auth.ts';
import { type ModuloVista, modulosDelUsuario } from './queries/modulos-del-usuario.ts';
import { sesionActual, type Yo } from './queries/sesion-actual.ts';
import type { EmpresaSesion, LocalSesion, ResultadoLogin } from './sesiones.ts';
import { usuarioPorEmail } from './usuarios.ts';

const meta = (ctx: Contexto) => ({ ip: ctx.ip, userAgent: ctx.userAgent });

export const SesionEmpresa = builder.objectRef<EmpresaSesion>('SesionEmpresa').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    ruc: t.exposeString('ruc'),
    razon_social: t.exposeString('razon_social'),
    soap_envio: t.exposeString('soap_envio', { nullable: true }),
    periodo: t.exposeString('periodo', { nullable: true }),
    rubro: t.exposeString('rubro', { nullable: true }),
    regimen_igv: t.exposeString('regimen_igv', {
      description:
        "The IGV regime its documents are computed with ('general' or 'restaurantes_hoteles_mype').",
    }),
    uit: t.exposeString('uit', { nullable: true }),
  }),
});

export const SesionLocal = builder.objectRef<LocalSesion>('SesionLocal').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    direccion: t.exposeString('direccion', { nullable: true }),
    nombre_corto: t.exposeString('nombre_corto', { nullable: true }),
  }),
});

export const LoginResult = builder.objectRef<ResultadoLogin>('LoginResult').implement({
  fields: (t) => ({
    authentication: t.exposeString('authentication', { nullable: true }),
    authorization: t.exposeString('authorization', { nullable: true }),
    refresh: t.exposeString('refresh', { nullable: true }),
    company: t.expose('company', { type: SesionEmpresa, nullable: true }),
    local: t.expose('local', { type: SesionLocal, nullable: true }),
    modulo_id: t.exposeString('modulo_id', { nullable: true }),
  }),
});

const IdResult = builder.objectRef<{ id: string }>('IdResult').implement({
  fields: (t) => ({ id: t.exposeString('id') }),
});
const CreateUserResult = builder.objectRef<{ id: string }>('CreateUserResult').implement({
  fields: (t) => ({ id: t.exposeString('id') }),
});
const EmailResult = builder.objectRef<{ email: string }>('EmailResult').implement({
  fields: (t) => ({ email: t.exposeString('email') }),
});
const ResetResult = builder.objectRef<{ authentication: string }>('ResetResult').implement({
  fields: (t) => ({ authentication: t.exposeString('authentication') }),
});
const RefreshResult = builder
  .objectRef<{ authentication: string; refresh: string }>('RefreshResult')
  .implement({
    fields: (t) => ({ authentication: t.exposeString('authentication'), refresh: t.exposeString('refresh') }),
  });

const Usuario = builder.objectRef<Yo['user']>('Usuario').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    email: t.exposeString('email'),
    nombres: t.exposeString('nombres'),
    role_id: t.exposeString('role_id'),
  }),
});

const Me = builder.objectRef<Yo>('Me').implement({
  fields: (t) => ({
    user: t.expose('user', { type: Usuario }),
    company: t.expose('company', { type: SesionEmpresa, nullable: true }),
    local: t.expose('local', { type: SesionLocal, nullable: true }),
    periodo: t.exposeString('periodo', { nullable: true }),
    modulo_id: t.exposeString('modulo_id', { nullable: true }),
    debe_cambiar_password: t.exposeBoolean('debe_cambiar_password', {
      description: 'The account still has its temporary password: nothing opens until it is changed.',
    }),
  }),
});

const Modulo = builder.objectRef<ModuloVista>('Modulo').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    codigo: t.exposeString('codigo'),
    descripcion: t.exposeString('descripcion'),
    detalle: t.exposeString('detalle', { nullable: true }),
  }),
});

const CreateUserInput = builder.inputType('CreateUserInput', {
  fields: (t) => ({
    nombres: t.string(),
    email: t.string(),
    telefono: t.string({ required: false }),
    password: t.string(),
    contactar: t.boolean(),
  }),
});

builder.mutationFields((t) => ({
  login: t.field({
    authScopes: ALCANCE.publico,
    type: LoginResult,
    nullable: true,
    args: { email: t.arg.string(), password: t.arg.string(), captcha: t.arg.string({ required: false }) },
    resolve: (_, args, ctx) => iniciarSesion(ctx.deps, args, meta(ctx)),
  }),
  createUser: t.field({
    authScopes: ALCANCE.publico,
    type: CreateUserResult,
    nullable: true,
    args: { input: t.arg({ type: CreateUserInput }), captcha: t.arg.string({ required: false }) },
    resolve: (_, { input, captcha }, ctx) => registrarUsuario(ctx.deps, input, { ip: ctx.ip, captcha }),
  }),
  emailConfirmation: t.field({
    authScopes: ALCANCE.publico,
    type: LoginResult,
    nullable: true,
    args: { token: t.arg.string() },
    resolve: (_, { token }, ctx) => confirmarEmail(ctx.deps, token, meta(ctx)),
  }),
  verify: t.field({
    authScopes: ALCANCE.publico,
    type: EmailResult,
    nullable: true,
    args: { token: t.arg.string() },
    resolve: (_, { token }, ctx) => reenviarPorToken(ctx.deps, token, ctx.ip),
  }),
  sendVerific: t.field({
    authScopes: ALCANCE.publico,
    type: IdResult,
    nullable: true,
    args: { email: t.arg.string() },
    resolve: (_, { email }, ctx) => reenviarPorEmail(ctx.deps, email, ctx.ip),
  }),
  reset: t.field({
    authScopes: ALCANCE.publico,
    type: ResetResult,
    nullable: true,
    args: { email: t.arg.string() },
    resolve: (_, { email }, ctx) => solicitarReset(ctx.deps, email, ctx.ip),
  }),
  passwordReset: t.field({
    authScopes: ALCANCE.publico,
    type: LoginResult,
    nullable: true,
    args: { email: t.arg.string(), password: t.arg.string(), token: t.arg.string() },
    resolve: (_, args, ctx) => restablecerPassword(ctx.deps, args, meta(ctx)),
  }),
  refresh: t.field({
    authScopes: ALCANCE.publico,
    type: RefreshResult,
    nullable: true,
    args: { refresh: t.arg.string() },
    resolve: (_, { refresh }, ctx) => refrescarSesion(ctx.deps, refresh),
  }),
  logout: t.boolean({
    authScopes: ALCANCE.sesion,
    resolve: async (_, __, ctx) => cerrarSesion(ctx.deps, (await ctx.sesion()).id),
  }),
}));

builder.queryFields((t) => ({
  me: t.field({
    type: Me,
    authScopes: ALCANCE.sesion,
    resolve: async (_, __, ctx) => sesionActual(ctx.deps, await ctx.sesion()),
  }),
  modulos: t.field({
    type: [Modulo],
    authScopes: ALCANCE.sesion,
    resolve: async (_, __, ctx) => modulosDelUsuario(ctx.deps, (await ctx.sesion()).usuario.rolId),
  }),
  verifyemail: t.field({
    authScopes: ALCANCE.publico,
    type: EmailResult,
    nullable: true,
    args: { email: t.arg.string() },
    resolve: async (_, { email }, ctx) => {
      // It tells whether an address is registered: limited per IP so nobody harvests addresses with it.
      await exigirLimite(ctx.deps, `verifyemail:ip:${ctx.ip}`, ctx.deps.config.limites.porIp);
      const usuario = await usuarioPorEmail(ctx.deps.db, normalizarEmail(email));
      return usuario ? { email: usuario.email } : null;
    },
  }),
}));
