import { builder } from '../../builder.ts';
import { ALCANCE } from '../../shared/permisos.ts';
import {
  anularAsientoVario,
  asientosVarios,
  registrarAsientoVario,
} from './asientos-varios/asientos-varios.ts';
import { Operacion, PaginaOperaciones } from './libro.schema.ts';

/** ANOTACIÓN DE OPERACIONES › Asientos varios. */
const ASIENTOS_VARIOS = { permiso: 'CON002005' };

const LineaAsientoVarioInput = builder.inputType('LineaAsientoVarioInput', {
  description: 'A line of a miscellaneous entry: last-level account, debe or haber in the entry currency.',
  fields: (t) => ({
    cuenta: t.string(),
    debe: t.string({ required: false }),
    haber: t.string({ required: false }),
    glosa: t.string({ required: false }),
    persona_id: t.string({ required: false, description: 'Client or supplier of the company.' }),
    tipo_comprobante: t.string({ required: false, description: 'PLE tabla 10 of the line’s document.' }),
    serie: t.string({ required: false }),
    numero: t.string({ required: false }),
    centro_costo_id: t.string({ required: false }),
  }),
});

const RegistrarAsientoVarioInput = builder.inputType('RegistrarAsientoVarioInput', {
  fields: (t) => ({
    fecha: t.string(),
    glosa: t.string(),
    moneda: t.string({ required: false }),
    tipo_cambio: t.string({ required: false }),
    lineas: t.field({ type: [LineaAsientoVarioInput] }),
  }),
});

builder.queryFields((t) => ({
  asientosVarios: t.field({
    type: PaginaOperaciones,
    description: 'The miscellaneous journal entries (kind 5, libro 050100) of a period, with their lines.',
    authScopes: ALCANCE.leerContabilidad,
    args: {
      periodo: t.arg.string(),
      limite: t.arg.int({ required: false }),
      pagina: t.arg.int({ required: false }),
    },
    resolve: async (_, a, ctx) => asientosVarios(ctx.deps, await ctx.sesion(), a),
  }),
}));

builder.mutationFields((t) => ({
  registrarAsientoVario: t.field({
    type: Operacion,
    description: 'Posts a miscellaneous journal entry; refused unless it balances.',
    authScopes: ASIENTOS_VARIOS,
    args: { input: t.arg({ type: RegistrarAsientoVarioInput }) },
    resolve: async (_, { input }, ctx) => registrarAsientoVario(ctx.deps, await ctx.sesion(), input),
  }),
  anularAsientoVario: t.field({
    type: Operacion,
    description: 'Voids a miscellaneous entry of an open period.',
    authScopes: ASIENTOS_VARIOS,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => anularAsientoVario(ctx.deps, await ctx.sesion(), id),
  }),
}));
