import { builder } from '../../builder.ts';
import { empresaDeTrabajo } from '../../shared/empresa-de-trabajo.ts';
import { ALCANCE } from '../../shared/permisos.ts';
import { LoginResult } from '../auth/auth.schema.ts';
import { exigirLimite, UNA_HORA_S } from '../auth/limites-auth.ts';
import { camposDeConcesion } from './campos-concesion.ts';
import { aceptarInvitacion, registrarConInvitacion } from './commands/aceptar-invitacion.ts';
import { actualizarMiembro, quitarMiembro, suspenderMiembro } from './commands/gestionar-miembro.ts';
import { anularInvitacion, invitarMiembro } from './commands/invitar-miembro.ts';
import {
  actualizarRolEmpresa,
  crearRolEmpresa,
  type RolEmpresaVista,
  rolesDeEmpresa,
} from './commands/roles-empresa.ts';
import { auditoriaDeEmpresa, type RegistroAuditoriaVista } from './queries/auditoria.ts';
import { type InvitacionPublica, verInvitacion } from './queries/invitacion-publica.ts';
import {
  type InvitacionVista,
  invitacionesPendientes,
  type MiembroVista,
  miembrosDeEmpresa,
} from './queries/miembros.ts';
import { type RolAsignable, rolesAsignables } from './roles-asignables.ts';

const Miembro = builder.objectRef<MiembroVista>('Miembro').implement({
  description: 'A person who works in the session company, with what their grant opens.',
  fields: (t) => ({
    usuario_id: t.exposeString('usuario_id'),
    email: t.exposeString('email'),
    nombres: t.exposeString('nombres'),
    rol_id: t.exposeString('rol_id'),
    rol: t.exposeString('rol'),
    local_id: t.exposeString('local_id', { nullable: true }),
    modulos: t.exposeStringList('modulos', { nullable: true }),
    cocina_id: t.exposeString('cocina_id', { nullable: true }),
    propietario: t.exposeBoolean('propietario'),
    demo_vence_at: t.exposeString('demo_vence_at', { nullable: true }),
    suspendido: t.exposeBoolean('suspendido'),
  }),
});

const InvitacionPendiente = builder.objectRef<InvitacionVista>('InvitacionPendiente').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    email: t.exposeString('email'),
    rol_id: t.exposeString('rol_id'),
    rol: t.exposeString('rol'),
    local_id: t.exposeString('local_id', { nullable: true }),
    expira_at: t.exposeString('expira_at'),
  }),
});

const InvitacionEnviada = builder
  .objectRef<{ id: string; email: string; expira_at: string }>('InvitacionEnviada')
  .implement({
    fields: (t) => ({
      id: t.exposeString('id'),
      email: t.exposeString('email'),
      expira_at: t.exposeString('expira_at'),
    }),
  });

const InvitacionPublicaRef = builder.objectRef<InvitacionPublica>('InvitacionPublica').implement({
  description: 'What the invitation link shows before it is accepted.',
  fields: (t) => ({
    email: t.exposeString('email'),
    empresa: t.exposeString('empresa'),
    rol: t.exposeString('rol'),
    invitante: t.exposeString('invitante'),
    cuenta_existente: t.exposeBoolean('cuenta_existente'),
    expira_at: t.exposeString('expira_at'),
  }),
});

const RolAsignableRef = builder.objectRef<RolAsignable>('RolAsignable').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    nombre: t.exposeString('nombre'),
    descripcion: t.exposeString('descripcion'),
    propio: t.exposeBoolean('propio'),
  }),
});

export const RegistroAuditoria = builder
  .objectRef<RegistroAuditoriaVista>('RegistroAuditoriaAcceso')
  .implement({
    fields: (t) => ({
      id: t.exposeString('id'),
      fecha: t.exposeString('fecha'),
      actor: t.exposeString('actor'),
      usuario: t.exposeString('usuario', { nullable: true }),
      accion: t.exposeString('accion'),
      detalle: t.exposeString('detalle', { description: 'JSON of what changed.' }),
    }),
  });

const RolEmpresa = builder.objectRef<RolEmpresaVista>('RolEmpresa').implement({
  description: "A role of the session company's own, made of permissions its author holds.",
  fields: (t) => ({
    id: t.exposeString('id'),
    nombre: t.exposeString('nombre'),
    descripcion: t.exposeString('descripcion'),
    permisos: t.exposeStringList('permisos'),
  }),
});

const RolEmpresaInput = builder.inputType('RolEmpresaInput', {
  fields: (t) => ({
    nombre: t.string(),
    descripcion: t.string({ required: false }),
    permisos: t.stringList(),
  }),
});

const MiembroId = builder
  .objectRef<{ usuario_id: string }>('MiembroId')
  .implement({ fields: (t) => ({ usuario_id: t.exposeString('usuario_id') }) });

const ConcesionInput = builder.inputType('ConcesionInput', {
  description:
    'What a grant opens: a role, optionally one local, some modules, a kitchen, a demo period in days.',
  fields: camposDeConcesion,
});

const InvitacionInput = builder.inputType('InvitacionInput', {
  fields: (t) => ({ email: t.string(), ...camposDeConcesion(t) }),
});

builder.queryFields((t) => ({
  miembrosEmpresa: t.field({
    type: [Miembro],
    description: 'The members of the session company.',
    authScopes: ALCANCE.equipo,
    resolve: async (_, __, ctx) => miembrosDeEmpresa(ctx.deps, await ctx.sesion()),
  }),
  invitacionesEmpresa: t.field({
    type: [InvitacionPendiente],
    description: 'Invitations of the session company still waiting to be accepted.',
    authScopes: ALCANCE.equipo,
    resolve: async (_, __, ctx) => invitacionesPendientes(ctx.deps, await ctx.sesion()),
  }),
  rolesAsignables: t.field({
    type: [RolAsignableRef],
    description: 'Roles the session user may grant in the session company (none with more than they hold).',
    authScopes: ALCANCE.equipo,
    resolve: async (_, __, ctx) => {
      const sesion = await ctx.sesion();
      return rolesAsignables(ctx.deps, sesion, await empresaDeTrabajo(ctx.deps.db, sesion));
    },
  }),
  auditoriaAccesos: t.field({
    type: [RegistroAuditoria],
    description: 'Grants, changes, suspensions and removals in the session company, newest first.',
    authScopes: ALCANCE.equipo,
    args: { limite: t.arg.int({ required: false }) },
    resolve: async (_, a, ctx) => auditoriaDeEmpresa(ctx.deps, await ctx.sesion(), a.limite ?? 100),
  }),
  rolesEmpresa: t.field({
    type: [RolEmpresa],
    description: "The session company's own roles; no other company sees them.",
    authScopes: ALCANCE.equipo,
    resolve: async (_, __, ctx) => rolesDeEmpresa(ctx.deps, await ctx.sesion()),
  }),
  invitacion: t.field({
    type: InvitacionPublicaRef,
    description: 'The invitation behind a mailed link, while it can be accepted.',
    authScopes: ALCANCE.publico,
    args: { token: t.arg.string() },
    resolve: async (_, { token }, ctx) => {
      await exigirLimite(ctx.deps, `invitacion:ip:${ctx.ip}`, ctx.deps.config.limites.porIp);
      return verInvitacion(ctx.deps, token);
    },
  }),
}));

builder.mutationFields((t) => ({
  invitarMiembro: t.field({
    type: InvitacionEnviada,
    description: 'Mails an invitation to work in the session company with a role (single use, 7 days).',
    authScopes: ALCANCE.equipo,
    args: { input: t.arg({ type: InvitacionInput }) },
    resolve: async (_, { input }, ctx) => invitarMiembro(ctx.deps, await ctx.sesion(), input),
  }),
  anularInvitacion: t.field({
    type: InvitacionEnviada,
    authScopes: ALCANCE.equipo,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => anularInvitacion(ctx.deps, await ctx.sesion(), id),
  }),
  aceptarInvitacion: t.field({
    type: builder.objectRef<{ empresa_id: string }>('InvitacionAceptada').implement({
      fields: (f) => ({ empresa_id: f.exposeString('empresa_id') }),
    }),
    description: 'The logged-in user accepts an invitation sent to their address.',
    authScopes: ALCANCE.sesion,
    args: { token: t.arg.string() },
    resolve: async (_, { token }, ctx) => aceptarInvitacion(ctx.deps, await ctx.sesion(), token),
  }),
  registrarConInvitacion: t.field({
    type: LoginResult,
    description: 'Creates the invited account (its address proven by the mail), accepts and logs in.',
    authScopes: ALCANCE.publico,
    args: { token: t.arg.string(), nombres: t.arg.string(), password: t.arg.string() },
    resolve: async (_, a, ctx) => {
      await exigirLimite(ctx.deps, `invitacion:ip:${ctx.ip}`, ctx.deps.config.limites.porIp, UNA_HORA_S);
      return registrarConInvitacion(ctx.deps, a.token, a, { ip: ctx.ip, userAgent: ctx.userAgent });
    },
  }),
  createUserRole: t.field({
    type: RolEmpresa,
    description: 'Creates a role of the session company from permissions the caller holds.',
    authScopes: ALCANCE.equipo,
    args: { input: t.arg({ type: RolEmpresaInput }) },
    resolve: async (_, { input }, ctx) => crearRolEmpresa(ctx.deps, await ctx.sesion(), input),
  }),
  updateUserRole: t.field({
    type: RolEmpresa,
    description: 'Changes a company role; its members get the new permissions on their next request.',
    authScopes: ALCANCE.equipo,
    args: { id: t.arg.string(), input: t.arg({ type: RolEmpresaInput }) },
    resolve: async (_, a, ctx) => actualizarRolEmpresa(ctx.deps, await ctx.sesion(), a.id, a.input),
  }),
  updateMiembro: t.field({
    type: MiembroId,
    description: "Changes what a member's grant opens in the session company.",
    authScopes: ALCANCE.equipo,
    args: { usuario_id: t.arg.string(), input: t.arg({ type: ConcesionInput }) },
    resolve: async (_, a, ctx) => actualizarMiembro(ctx.deps, await ctx.sesion(), a.usuario_id, a.input),
  }),
  suspenderMiembro: t.field({
    type: MiembroId,
    description: 'Suspends (true) or re-activates a member; suspended, their sessions in the company end.',
    authScopes: ALCANCE.equipo,
    args: { usuario_id: t.arg.string(), suspendido: t.arg.boolean() },
    resolve: async (_, a, ctx) => suspenderMiembro(ctx.deps, await ctx.sesion(), a.usuario_id, a.suspendido),
  }),
  deleteSubAccount: t.field({
    type: MiembroId,
    description: 'Removes a member from the session company; their sessions in it end at once.',
    authScopes: ALCANCE.equipo,
    args: { usuario_id: t.arg.string() },
    resolve: async (_, a, ctx) => quitarMiembro(ctx.deps, await ctx.sesion(), a.usuario_id),
  }),
}));
