import { builder } from '../../builder.ts';
import { ArchivoGeneradoRef } from '../../shared/archivo-generado.ts';
import { ALCANCE } from '../../shared/permisos.ts';
import { exportarPersonas } from './exportar-personas.ts';
import {
  actualizarPersona,
  cambiarVigenciaPersona,
  crearPersona,
  crearPersonasMasivo,
  listarPersonas,
  type PersonaVista,
  personaPorNumero,
} from './personas.ts';

const Persona = builder.objectRef<PersonaVista>('Persona').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    tipo: t.exposeString('tipo'),
    documento_id: t.exposeString('documento_id'),
    numero: t.exposeString('numero'),
    razon_social: t.exposeString('razon_social'),
    direccion: t.exposeString('direccion', { nullable: true }),
    ubigeo: t.exposeString('ubigeo', { nullable: true }),
    estado: t.exposeString('estado', { nullable: true }),
    condicion: t.exposeString('condicion', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    telefono: t.exposeString('telefono', { nullable: true }),
    observacion: t.exposeString('observacion', { nullable: true }),
    cuenta_detraccion: t.exposeString('cuenta_detraccion', { nullable: true }),
    is_default: t.exposeBoolean('is_default'),
    deleted_at: t.exposeString('deleted_at', { nullable: true }),
  }),
});

const PaginaPersonas = builder
  .objectRef<{ total: number; filas: PersonaVista[] }>('PaginaPersonas')
  .implement({
    fields: (t) => ({ total: t.exposeInt('total'), filas: t.expose('filas', { type: [Persona] }) }),
  });

const PersonaInput = builder.inputType('PersonaInput', {
  fields: (t) => ({
    tipo: t.string(),
    documento_id: t.string(),
    numero: t.string(),
    razon_social: t.string(),
    direccion: t.string({ required: false }),
    ubigeo: t.string({ required: false }),
    estado: t.string({ required: false }),
    condicion: t.string({ required: false }),
    email: t.string({ required: false }),
    telefono: t.string({ required: false }),
    observacion: t.string({ required: false }),
    cuenta_detraccion: t.string({ required: false }),
  }),
});

builder.queryFields((t) => ({
  personas: t.field({
    type: PaginaPersonas,
    description: 'Clients or suppliers of the session’s company, searched by number or name, paged.',
    authScopes: ALCANCE.leerPersonas,
    args: {
      tipo: t.arg.string(),
      param: t.arg.string({ required: false }),
      limite: t.arg.int({ required: false }),
      desde: t.arg.int({ required: false }),
      eliminados: t.arg.boolean({ required: false }),
    },
    resolve: async (_, args, ctx) => listarPersonas(ctx.deps, await ctx.sesion(), args),
  }),
  excelPersonas: t.field({
    type: ArchivoGeneradoRef,
    description: 'Clients or suppliers, with the list’s filter, as an Excel file.',
    authScopes: ALCANCE.leerPersonas,
    args: {
      tipo: t.arg.string(),
      param: t.arg.string({ required: false }),
      eliminados: t.arg.boolean({ required: false }),
    },
    resolve: async (_, args, ctx) => exportarPersonas(ctx.deps, await ctx.sesion(), args),
  }),
  personaByNumero: t.field({
    type: Persona,
    nullable: true,
    authScopes: ALCANCE.leerPersonas,
    args: { tipo: t.arg.string(), numero: t.arg.string() },
    resolve: async (_, { tipo, numero }, ctx) => personaPorNumero(ctx.deps, await ctx.sesion(), tipo, numero),
  }),
}));

builder.mutationFields((t) => ({
  createPersona: t.field({
    type: Persona,
    authScopes: ALCANCE.escribirPersonas,
    args: { input: t.arg({ type: PersonaInput }) },
    resolve: async (_, { input }, ctx) => crearPersona(ctx.deps, await ctx.sesion(), input),
  }),
  updatePersona: t.field({
    type: Persona,
    authScopes: ALCANCE.escribirPersonas,
    args: { id: t.arg.string(), input: t.arg({ type: PersonaInput }) },
    resolve: async (_, { id, input }, ctx) => actualizarPersona(ctx.deps, await ctx.sesion(), id, input),
  }),
  deletePersona: t.field({
    type: Persona,
    authScopes: ALCANCE.mantenerPersonas,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => cambiarVigenciaPersona(ctx.deps, await ctx.sesion(), id, false),
  }),
  activatePersona: t.field({
    type: Persona,
    authScopes: ALCANCE.mantenerPersonas,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => cambiarVigenciaPersona(ctx.deps, await ctx.sesion(), id, true),
  }),
  createPersonasMasivo: t.int({
    authScopes: ALCANCE.importarPersonas,
    args: { filas: t.arg({ type: [PersonaInput] }) },
    resolve: async (_, { filas }, ctx) => crearPersonasMasivo(ctx.deps, await ctx.sesion(), filas),
  }),
}));
