import { builder } from '../../builder.ts';
import type { Contexto } from '../../shared/contexto.ts';
import { ALCANCE } from '../../shared/permisos.ts';
import { actualizarDatosPersonales } from './commands/actualizar-datos.ts';
import { cambiarAvatar } from './commands/cambiar-avatar.ts';
import { confirmarCambioEmail, solicitarCambioEmail } from './commands/cambiar-email.ts';
import { cambiarPassword } from './commands/cambiar-password.ts';
import { miPerfil, type PerfilVista } from './queries/mi-perfil.ts';

// My Profile (/admin/user/{id}): every operation acts on the session's own user, so none takes an id.

const Perfil = builder.objectRef<PerfilVista>('Perfil').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    email: t.exposeString('email'),
    nombres: t.exposeString('nombres'),
    a_paterno: t.exposeString('a_paterno', { nullable: true }),
    a_materno: t.exposeString('a_materno', { nullable: true }),
    telefono: t.exposeString('telefono', { nullable: true }),
    avatar: t.exposeString('avatar', { nullable: true }),
    avatar_url: t.string({
      nullable: true,
      description: 'Where the server serves the picture (GET /storage/avatars/…), relative to the site.',
      resolve: (p) => (p.avatar ? `/storage/${p.avatar}` : null),
    }),
    rol: t.exposeString('rol'),
    empresas: t.exposeInt('empresas'),
  }),
});

const CambioEmail = builder.objectRef<{ email: string }>('CambioEmail').implement({
  fields: (t) => ({ email: t.exposeString('email') }),
});

const DatosPersonalesInput = builder.inputType('DatosPersonalesInput', {
  fields: (t) => ({
    nombres: t.string(),
    a_paterno: t.string({ required: false }),
    a_materno: t.string({ required: false }),
    telefono: t.string({ required: false }),
  }),
});

const usuarioId = async (ctx: Contexto) => (await ctx.sesion()).usuario.id;

builder.queryFields((t) => ({
  miPerfil: t.field({
    authScopes: ALCANCE.sesion,
    type: Perfil,
    resolve: async (_, __, ctx) => miPerfil(ctx.deps.db, await usuarioId(ctx)),
  }),
}));

builder.mutationFields((t) => ({
  actualizarMiPerfil: t.field({
    authScopes: ALCANCE.sesion,
    type: Perfil,
    args: { input: t.arg({ type: DatosPersonalesInput }) },
    resolve: async (_, { input }, ctx) => {
      const id = await usuarioId(ctx);
      await actualizarDatosPersonales(ctx.deps, id, input);
      return miPerfil(ctx.deps.db, id);
    },
  }),
  cambiarMiAvatar: t.field({
    authScopes: ALCANCE.sesion,
    type: Perfil,
    description: 'The name POST /upload (type avatar) answered, or null to remove the picture.',
    args: { avatar: t.arg.string({ required: false }) },
    resolve: async (_, { avatar }, ctx) => {
      const id = await usuarioId(ctx);
      await cambiarAvatar(ctx.deps, id, avatar);
      return miPerfil(ctx.deps.db, id);
    },
  }),
  cambiarMiPassword: t.boolean({
    authScopes: ALCANCE.sesion,
    args: { actual: t.arg.string(), nueva: t.arg.string() },
    resolve: async (_, args, ctx) => {
      const sesion = await ctx.sesion();
      return cambiarPassword(ctx.deps, { id: sesion.id, usuarioId: sesion.usuario.id }, args);
    },
  }),
  solicitarCambioEmail: t.field({
    authScopes: ALCANCE.sesion,
    type: CambioEmail,
    args: { email: t.arg.string(), password: t.arg.string() },
    resolve: async (_, args, ctx) => solicitarCambioEmail(ctx.deps, await usuarioId(ctx), args),
  }),
  confirmarCambioEmail: t.field({
    authScopes: ALCANCE.publico,
    type: CambioEmail,
    args: { token: t.arg.string() },
    resolve: (_, { token }, ctx) => confirmarCambioEmail(ctx.deps, token),
  }),
}));
