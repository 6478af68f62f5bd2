import { builder } from '../../builder.ts';
import { ALCANCE } from '../../shared/permisos.ts';
import {
  type EstadoCredencialesGre,
  estadoCredencialesGre,
  guardarCredencialesGre,
} from './commands/credenciales-gre.ts';
import { BAJA_EN_SOL, darBajaGuia } from './commands/dar-baja-guia.ts';
import { reconstruirGuia } from './commands/reconstruir-guia.ts';
import { Guia } from './guias.schema.ts';
import { consultarCdrGuia, type EstadoGuiaSunat, estadoGuiaSunat } from './queries/estado-guia-sunat.ts';

const CredencialesGre = builder.objectRef<EstadoCredencialesGre>('CredencialesGre').implement({
  description: 'Whether a company has its GRE API application and SOL user (never the secrets).',
  fields: (t) => ({ tiene_gre: t.exposeBoolean('tiene_gre'), tiene_sol: t.exposeBoolean('tiene_sol') }),
});

const EstadoGuiaSunatRef = builder.objectRef<EstadoGuiaSunat>('EstadoGuiaSunat').implement({
  description: "A guide's way through SUNAT's GRE API: its ticket, SUNAT's answer and the CDR.",
  fields: (t) => ({
    id: t.exposeString('id'),
    serie: t.exposeString('serie'),
    numero: t.exposeInt('numero'),
    estado: t.exposeString('estado', {
      description: 'pendiente, enviado, aceptado, observado, rechazado or anulado.',
    }),
    ticket: t.exposeString('ticket', { nullable: true }),
    codigo_sunat: t.exposeString('codigo_sunat', { nullable: true }),
    descripcion_sunat: t.exposeString('descripcion_sunat', { nullable: true }),
    ultimo_error: t.exposeString('ultimo_error', { nullable: true }),
    intentos: t.exposeInt('intentos'),
    cdr_base64: t.exposeString('cdr_base64', { nullable: true, description: "SUNAT's CDR zip, base64." }),
    reemplazada_por_id: t.exposeString('reemplazada_por_id', {
      nullable: true,
      description: 'The guide issued again from this rejected one (reconstruirGuia).',
    }),
  }),
});

// The credentials are the company's settings (like SOL and SIRE's); the guides, the guide screen's.
builder.queryFields((t) => ({
  credencialesGre: t.field({
    type: CredencialesGre,
    authScopes: ALCANCE.empresa,
    args: { empresa_id: t.arg.string() },
    resolve: async (_, { empresa_id }, ctx) =>
      estadoCredencialesGre(ctx.deps, await ctx.sesion(), empresa_id),
  }),
  getEstadoGuiaSunat: t.field({
    type: EstadoGuiaSunatRef,
    description: "The guide's state with SUNAT as last stored (no call to SUNAT).",
    authScopes: ALCANCE.guias,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => estadoGuiaSunat(ctx.deps, await ctx.sesion(), id),
  }),
}));

builder.mutationFields((t) => ({
  guardarCredencialesGre: t.field({
    type: CredencialesGre,
    description:
      'Stores a company’s GRE API client_id and client_secret (Credenciales de API SUNAT), encrypted.',
    authScopes: ALCANCE.empresa,
    args: { empresa_id: t.arg.string(), client_id: t.arg.string(), client_secret: t.arg.string() },
    resolve: async (_, { empresa_id, ...a }, ctx) =>
      guardarCredencialesGre(ctx.deps, await ctx.sesion(), empresa_id, a),
  }),
  consultarCDRGuia: t.field({
    type: EstadoGuiaSunatRef,
    description:
      "Asks SUNAT for the guide's ticket now and answers its state; unless onlyTicket, a pendiente guide without a ticket is queued again.",
    authScopes: ALCANCE.guias,
    args: { id_guia: t.arg.string(), onlyTicket: t.arg.boolean({ required: false }) },
    resolve: async (_, { id_guia, onlyTicket }, ctx) =>
      consultarCdrGuia(ctx.deps, await ctx.sesion(), id_guia, onlyTicket ?? false),
  }),
  darBajaGuia: t.field({
    type: Guia,
    description: `Gives an accepted guide de baja (anulado) before its transfer starts, when no live sale cites it. SUNAT's GRE API takes no bajas: it is registered in ${BAJA_EN_SOL} as well.`,
    authScopes: ALCANCE.guias,
    args: { id: t.arg.string(), motivo: t.arg.string() },
    resolve: async (_, { id, motivo }, ctx) => darBajaGuia(ctx.deps, await ctx.sesion(), id, motivo),
  }),
  reconstruirGuia: t.field({
    type: Guia,
    description:
      'Issues a rejected guide again with the next number of its series (SUNAT never accepts a rejected number again) and queues it.',
    authScopes: ALCANCE.guias,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => reconstruirGuia(ctx.deps, await ctx.sesion(), id),
  }),
}));
