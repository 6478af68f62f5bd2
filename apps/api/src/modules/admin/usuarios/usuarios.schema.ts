import { ROL } from '@kipu/db';
import { builder } from '../../../builder.ts';
import type { Pagina } from '../../../shared/tablas-de-empresa.ts';
import { RegistroAuditoria } from '../../equipo/equipo.schema.ts';
import { buscarUsuarios, type UsuarioListado } from './buscar-usuarios.ts';
import { type ConcesionDeUsuario, type DetalleUsuario, detalleUsuario } from './detalle-usuario.ts';
import { ESTADOS_USUARIO } from './estado-usuario.ts';
import {
  activarUsuario,
  cambiarRolPlataforma,
  desactivarUsuario,
  reenviarConfirmacion,
} from './gestionar-cuenta.ts';

/** The platform's accounts (/admin/users): the top administrator's alone. */
const SOLO_ADMINISTRADOR = { roles: [ROL.administradorGeneral] } as const;

const EstadoUsuarioRef = builder.enumType('EstadoUsuario', { values: ESTADOS_USUARIO });

const UsuarioListadoRef = builder.objectRef<UsuarioListado>('UsuarioPlataforma').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    email: t.exposeString('email'),
    nombres: t.exposeString('nombres'),
    apellidos: t.exposeString('apellidos'),
    telefono: t.exposeString('telefono', { nullable: true }),
    rol_id: t.exposeString('rol_id'),
    estado: t.expose('estado', { type: EstadoUsuarioRef }),
    created_at: t.exposeString('created_at'),
  }),
});

const PaginaUsuariosRef = builder.objectRef<Pagina<UsuarioListado>>('PaginaUsuariosPlataforma').implement({
  fields: (t) => ({
    total: t.exposeInt('total'),
    filas: t.expose('filas', { type: [UsuarioListadoRef] }),
  }),
});

const ConcesionRef = builder.objectRef<ConcesionDeUsuario>('ConcesionDeUsuario').implement({
  description: 'A company the account works in, with what its grant opens there.',
  fields: (t) => ({
    empresa_id: t.exposeString('empresa_id'),
    ruc: t.exposeString('ruc'),
    razon_social: t.exposeString('razon_social'),
    rol_id: t.exposeString('rol_id'),
    rol: t.exposeString('rol'),
    local: t.exposeString('local', { nullable: true }),
    modulos: t.exposeStringList('modulos', { nullable: true }),
    propietario: t.exposeBoolean('propietario'),
    suspendida_at: t.exposeString('suspendida_at', { nullable: true }),
    demo_vence_at: t.exposeString('demo_vence_at', { nullable: true }),
  }),
});

const DetalleUsuarioRef = builder.objectRef<DetalleUsuario>('DetalleUsuarioPlataforma').implement({
  fields: (t) => ({
    usuario: t.field({ type: UsuarioListadoRef, resolve: (d) => d }),
    rol: t.exposeString('rol'),
    email_verificado_at: t.exposeString('email_verificado_at', { nullable: true }),
    prueba_vence_at: t.exposeString('prueba_vence_at', { nullable: true }),
    desactivado_at: t.exposeString('desactivado_at', { nullable: true }),
    debe_cambiar_password: t.exposeBoolean('debe_cambiar_password'),
    sesiones_abiertas: t.exposeInt('sesiones_abiertas'),
    ultimo_ingreso: t.exposeString('ultimo_ingreso', { nullable: true }),
    concesiones: t.expose('concesiones', { type: [ConcesionRef] }),
    auditoria: t.expose('auditoria', { type: [RegistroAuditoria] }),
  }),
});

const ActualizacionUsuarioRef = builder.inputType('ActualizacionUsuarioPlataforma', {
  fields: (t) => ({ rol_id: t.string() }),
});

builder.queryFields((t) => ({
  users: t.field({
    type: PaginaUsuariosRef,
    description:
      "The platform's accounts by name, e-mail or a company's RUC, platform role and state, paged.",
    authScopes: SOLO_ADMINISTRADOR,
    args: {
      param: t.arg.string({ required: false }),
      rol_id: t.arg.string({ required: false }),
      estado: t.arg({ type: EstadoUsuarioRef, required: false }),
      limite: t.arg.int({ required: false }),
      desde: t.arg.int({ required: false }),
    },
    resolve: (_, args, ctx) => buscarUsuarios(ctx.deps, args),
  }),
  user: t.field({
    type: DetalleUsuarioRef,
    description: 'An account with its companies and grants, sessions and access-log entries.',
    authScopes: SOLO_ADMINISTRADOR,
    args: { id: t.arg.string() },
    resolve: (_, { id }, ctx) => detalleUsuario(ctx.deps, id),
  }),
}));

// Each change answers the account as it stands after it, so the screen redraws from the server.
builder.mutationFields((t) => ({
  activateUser: t.field({
    type: DetalleUsuarioRef,
    description: 'Re-activates a deactivated account, or confirms one whose confirmation mail never arrived.',
    authScopes: SOLO_ADMINISTRADOR,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) =>
      detalleUsuario(ctx.deps, await activarUsuario(ctx.deps, await ctx.sesion(), id)),
  }),
  deactivateUser: t.field({
    type: DetalleUsuarioRef,
    description: 'The account can no longer log in and its sessions end at once; nothing of it is erased.',
    authScopes: SOLO_ADMINISTRADOR,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) =>
      detalleUsuario(ctx.deps, await desactivarUsuario(ctx.deps, await ctx.sesion(), id)),
  }),
  updateUser: t.field({
    type: DetalleUsuarioRef,
    description: "Changes an account's platform role (a company grant's role still rules in that company).",
    authScopes: SOLO_ADMINISTRADOR,
    args: { id: t.arg.string(), update: t.arg({ type: ActualizacionUsuarioRef }) },
    resolve: async (_, { id, update }, ctx) =>
      detalleUsuario(ctx.deps, await cambiarRolPlataforma(ctx.deps, await ctx.sesion(), id, update.rol_id)),
  }),
  resendConfirmation: t.field({
    type: DetalleUsuarioRef,
    description: 'Mails a fresh confirmation link to an account that has not confirmed its address.',
    authScopes: SOLO_ADMINISTRADOR,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) =>
      detalleUsuario(ctx.deps, await reenviarConfirmacion(ctx.deps, await ctx.sesion(), id)),
  }),
}));
