import { ROL } from '@kipu/db';
import { builder } from '../../builder.ts';
import { ALCANCE } from '../../shared/permisos.ts';
import { enviarNotificacion } from './commands/enviar-notificacion.ts';
import { marcarLeida } from './commands/marcar-leida.ts';
import type { NotificacionVista } from './notificacion-vista.ts';
import { noLeidas, notificacionesDelUsuario } from './queries/notificaciones-usuario.ts';

const Notificacion = builder.objectRef<NotificacionVista>('Notificacion').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    titulo: t.exposeString('titulo'),
    mensaje: t.exposeString('mensaje'),
    link: t.exposeString('link', { nullable: true }),
    created_at: t.exposeString('created_at'),
    readed_at: t.exposeString('readed_at', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  notificaciones: t.field({
    type: [Notificacion],
    authScopes: ALCANCE.sesion,
    args: { limite: t.arg.int({ required: false }) },
    resolve: async (_, { limite }, ctx) =>
      notificacionesDelUsuario(ctx.deps, (await ctx.sesion()).usuario.id, limite ?? 20),
  }),
  notificacionesNoLeidas: t.int({
    authScopes: ALCANCE.sesion,
    resolve: async (_, __, ctx) => noLeidas(ctx.deps, (await ctx.sesion()).usuario.id),
  }),
}));

builder.mutationFields((t) => ({
  marcarNotificacionLeida: t.field({
    type: Notificacion,
    authScopes: ALCANCE.sesion,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => marcarLeida(ctx.deps, (await ctx.sesion()).usuario.id, id),
  }),
}));

const EnviarNotificacionInput = builder.inputType('EnviarNotificacionInput', {
  fields: (t) => ({
    email: t.string({ required: false }),
    rol_id: t.string({ required: false }),
    titulo: t.string(),
    mensaje: t.string(),
    link: t.string({ required: false }),
  }),
});

builder.mutationFields((t) => ({
  enviarNotificacion: t.int({
    description:
      'Sends a notification to one user (by e-mail) or to every user of a role; answers how many got it.',
    authScopes: { roles: [ROL.administradorGeneral] },
    args: { input: t.arg({ type: EnviarNotificacionInput }) },
    resolve: (_, { input }, ctx) => enviarNotificacion(ctx.deps, input),
  }),
}));

builder.subscriptionFields((t) => ({
  notificacionNueva: t.field({
    type: Notificacion,
    authScopes: ALCANCE.sesion,
    subscribe: async (_, __, ctx) =>
      ctx.deps.pubsub.subscribe('notificacion:nueva', (await ctx.sesion()).usuario.id),
    resolve: (n) => n,
  }),
}));
