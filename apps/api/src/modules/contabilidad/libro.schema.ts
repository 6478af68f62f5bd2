import { builder } from '../../builder.ts';
import { ALCANCE, PERMISO } from '../../shared/permisos.ts';
import {
  type BalanceComprobacion,
  balanceComprobacion,
  type FilaBalance,
} from './libro/balance-comprobacion.ts';
import { listarOperaciones, type OperacionVista } from './libro/consultar-operaciones.ts';
import { contabilizarPendientes, type ResultadoContabilizacion } from './ventas/contabilizar-pendientes.ts';

type Linea = OperacionVista['lineas'][number];

export const AsientoLinea = builder.objectRef<Linea>('AsientoLinea').implement({
  description: 'A line of an asiento: debe/haber in soles, debe_me/haber_me in the foreign currency.',
  fields: (t) => ({
    linea: t.exposeInt('linea'),
    cuenta: t.exposeString('cuenta'),
    debe: t.exposeString('debe'),
    haber: t.exposeString('haber'),
    debe_me: t.exposeString('debeMe'),
    haber_me: t.exposeString('haberMe'),
    glosa: t.exposeString('glosa', { nullable: true }),
    centro_costo_id: t.exposeString('centroCostoId', { nullable: true }),
    persona_id: t.exposeString('personaId', { nullable: true }),
    tipo_comprobante: t.exposeString('tipoComprobante', { nullable: true }),
    serie: t.exposeString('serie', { nullable: true }),
    numero: t.exposeString('numero', { nullable: true }),
    destino: t.exposeBoolean('destino'),
  }),
});

export const Operacion = builder.objectRef<OperacionVista>('OperacionContable').implement({
  description: 'An accounting operation (its CUO per company, period and book) with its asiento.',
  fields: (t) => ({
    id: t.exposeString('id'),
    periodo: t.exposeString('periodo'),
    libro: t.exposeString('libro'),
    tipo_operacion: t.exposeInt('tipoOperacion'),
    cuo: t.exposeString('cuo'),
    fecha_contable: t.exposeString('fechaContable'),
    fecha_emision: t.exposeString('fechaEmision', { nullable: true }),
    glosa: t.exposeString('glosa'),
    moneda: t.exposeString('moneda'),
    tipo_cambio: t.exposeString('tipoCambio'),
    persona_numero_documento: t.exposeString('personaNumeroDocumento', { nullable: true }),
    persona_nombre: t.exposeString('personaNombre', { nullable: true }),
    tipo_comprobante: t.exposeString('tipoComprobante', { nullable: true }),
    serie: t.exposeString('serie', { nullable: true }),
    numero: t.exposeString('numero', { nullable: true }),
    comprobante_id: t.exposeString('comprobanteId', { nullable: true }),
    base_gravada: t.exposeString('baseGravada'),
    igv: t.exposeString('igv'),
    exonerada: t.exposeString('exonerada'),
    inafecta: t.exposeString('inafecta'),
    exportacion: t.exposeString('exportacion'),
    icbper: t.exposeString('icbper'),
    total: t.exposeString('total'),
    estado_ple: t.exposeString('estadoPle'),
    lineas: t.expose('lineas', { type: [AsientoLinea] }),
  }),
});

export const PaginaOperaciones = builder
  .objectRef<{ total: number; filas: OperacionVista[] }>('PaginaOperaciones')
  .implement({
    fields: (t) => ({ total: t.exposeInt('total'), filas: t.expose('filas', { type: [Operacion] }) }),
  });

const FilaBalanceRef = builder.objectRef<FilaBalance>('FilaBalanceComprobacion').implement({
  fields: (t) => ({
    cuenta: t.exposeString('cuenta'),
    denominacion: t.exposeString('denominacion'),
    debe: t.exposeString('debe'),
    haber: t.exposeString('haber'),
    saldo_deudor: t.exposeString('saldo_deudor'),
    saldo_acreedor: t.exposeString('saldo_acreedor'),
  }),
});

const BalanceRef = builder.objectRef<BalanceComprobacion>('BalanceComprobacion').implement({
  fields: (t) => ({
    filas: t.expose('filas', { type: [FilaBalanceRef] }),
    total_debe: t.exposeString('total_debe'),
    total_haber: t.exposeString('total_haber'),
    total_deudor: t.exposeString('total_deudor'),
    total_acreedor: t.exposeString('total_acreedor'),
  }),
});

const ResultadoRef = builder.objectRef<ResultadoContabilizacion>('ResultadoContabilizacion').implement({
  fields: (t) => ({
    contabilizados: t.exposeInt('contabilizados'),
    errores: t.exposeStringList('errores'),
  }),
});

builder.queryFields((t) => ({
  operacionesByLibro: t.field({
    type: PaginaOperaciones,
    description: 'The session company’s operations of a book (140100, 080100, 050100…) by period or dates.',
    authScopes: ALCANCE.leerContabilidad,
    args: {
      libro: t.arg.string({ required: false }),
      periodo: t.arg.string({ required: false }),
      fecha_desde: t.arg.string({ required: false }),
      fecha_hasta: t.arg.string({ required: false }),
      buscar: t.arg.string({ required: false }),
      limite: t.arg.int({ required: false }),
      pagina: t.arg.int({ required: false }),
    },
    resolve: async (_, a, ctx) =>
      listarOperaciones(ctx.deps, await ctx.sesion(), {
        libro: a.libro,
        periodo: a.periodo,
        desde: a.fecha_desde,
        hasta: a.fecha_hasta,
        buscar: a.buscar,
        limite: a.limite,
        pagina: a.pagina,
      }),
  }),
  balanceComprobacion: t.field({
    type: BalanceRef,
    description: 'Sums and balances of every account moved between two periods (AAAAMM), in soles.',
    authScopes: ALCANCE.leerContabilidad,
    args: {
      periodo_desde: t.arg.string(),
      periodo_hasta: t.arg.string(),
      incluirCierre: t.arg.boolean({
        required: false,
        defaultValue: false,
        description: 'Include the year-end closing entries (kind 7); left out by default.',
      }),
    },
    resolve: async (_, a, ctx) =>
      balanceComprobacion(ctx.deps, await ctx.sesion(), {
        desde: a.periodo_desde,
        hasta: a.periodo_hasta,
        sinCierresDesde: a.incluirCierre ? null : a.periodo_desde,
      }),
  }),
}));

builder.mutationFields((t) => ({
  contabilizarComprobantesPendientes: t.field({
    type: ResultadoRef,
    description: 'Posts the company’s electronic documents that have no asiento yet; answers what failed.',
    authScopes: { permiso: PERMISO.ventas },
    resolve: async (_, _a, ctx) => contabilizarPendientes(ctx.deps, await ctx.sesion()),
  }),
}));
