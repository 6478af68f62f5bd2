import { ROL } from '@kipu/db';
import { builder } from '../../builder.ts';
import { ALCANCE } from '../../shared/permisos.ts';
import { type ConsultaDni, type ConsultaRuc, consultarDni, consultarRuc } from './consultar.ts';
import { registrarTipoCambio, type TipoCambioVista, tipoCambioDelDia } from './tipo-cambio.ts';

const Ruc = builder.objectRef<ConsultaRuc>('ConsultaRuc').implement({
  fields: (t) => ({
    ruc: t.exposeString('ruc'),
    razon_social: t.exposeString('razon_social'),
    estado: t.exposeString('estado'),
    condicion: t.exposeString('condicion'),
    ubigeo: t.exposeString('ubigeo', { nullable: true }),
    direccion: t.exposeString('direccion'),
    fuente: t.exposeString('fuente'),
    advertencia: t.exposeString('advertencia', { nullable: true }),
  }),
});

const Dni = builder.objectRef<ConsultaDni>('ConsultaDni').implement({
  fields: (t) => ({
    dni: t.exposeString('dni'),
    nombres: t.exposeString('nombres'),
    apellido_paterno: t.exposeString('apellido_paterno'),
    apellido_materno: t.exposeString('apellido_materno'),
    nombre_completo: t.exposeString('nombre_completo'),
  }),
});

builder.queryFields((t) => ({
  consultarRuc: t.field({
    type: Ruc,
    nullable: true,
    authScopes: ALCANCE.consultarIdentidad,
    args: { ruc: t.arg.string() },
    resolve: (_, { ruc }, ctx) => consultarRuc(ctx.deps, ruc),
  }),
  consultarDni: t.field({
    type: Dni,
    nullable: true,
    authScopes: ALCANCE.consultarIdentidad,
    args: { dni: t.arg.string() },
    resolve: (_, { dni }, ctx) => consultarDni(ctx.deps, dni),
  }),
}));

const TipoCambio = builder.objectRef<TipoCambioVista>('TipoCambio').implement({
  description: 'SUNAT’s published exchange rate of a day (SBS closing), in soles per unit.',
  fields: (t) => ({
    fecha: t.exposeString('fecha'),
    moneda: t.exposeString('moneda'),
    compra: t.exposeString('compra'),
    venta: t.exposeString('venta'),
  }),
});

builder.queryFields((t) => ({
  tipoCambio: t.field({
    type: TipoCambio,
    nullable: true,
    description: 'The day’s dollar rate as stored, or the last one published before it (within ten days).',
    authScopes: ALCANCE.sesion,
    args: { fecha: t.arg.string() },
    resolve: (_, { fecha }, ctx) => tipoCambioDelDia(ctx.deps.db, fecha),
  }),
}));

builder.mutationFields((t) => ({
  registrarTipoCambio: t.field({
    type: TipoCambio,
    description: 'Records or corrects a day’s published dollar rate (top administrator).',
    authScopes: { roles: [ROL.administradorGeneral] },
    args: { fecha: t.arg.string(), compra: t.arg.string(), venta: t.arg.string() },
    resolve: async (_, a, ctx) => registrarTipoCambio(ctx.deps, await ctx.sesion(), a),
  }),
}));
