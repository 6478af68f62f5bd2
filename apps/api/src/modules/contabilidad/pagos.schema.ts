import { builder } from '../../builder.ts';
import { ArchivoGeneradoRef } from '../../shared/archivo-generado.ts';
import { ALCANCE } from '../../shared/permisos.ts';
import { anularCobroPago } from './pagos/anular-pago.ts';
import { cuotasDeOperacion, exigirPago, pagosDeDocumento, vistaPago } from './pagos/consultar-pagos.ts';
import { documentosPendientes, porPersona } from './pagos/documentos-pendientes.ts';
import { exportarPendientes, pdfPendientes } from './pagos/exportar-pendientes.ts';
import {
  CobroPagoRef,
  CuotaPendienteRef,
  PaginaCxPxRef,
  PendientePorPersonaRef,
  RegistrarPagoInput,
  tipoCuentas,
} from './pagos/pago-graphql.ts';
import { registrarCobroPago } from './pagos/registrar-pago.ts';

/** ANOTACIÓN DE OPERACIONES › Cuentas por cobrar / Cuentas por pagar. */
const COBRAR = { permiso: 'CON002003' };
const PAGAR = { permiso: 'CON002004' };
const LIMITE_MAXIMO = 500;

builder.queryFields((t) => {
  const filtro = {
    tipo: t.arg.string({ description: "'cobrar' or 'pagar'." }),
    persona_id: t.arg.string({ required: false }),
    fecha_desde: t.arg.string({ required: false, description: 'Emission from (YYYY-MM-DD).' }),
    fecha_hasta: t.arg.string({ required: false }),
    moneda: t.arg.string({ required: false }),
    buscar: t.arg.string({ required: false, description: 'Document, RUC/DNI or name.' }),
    fecha_corte: t.arg.string({
      required: false,
      description: 'Balances and aging at this day; today by default.',
    }),
  };
  const pendientesComo = (formato: 'Excel' | 'PDF') =>
    t.field({
      type: ArchivoGeneradoRef,
      description: `The pending list as ${formato}, with the list’s own filter.`,
      authScopes: ALCANCE.leerContabilidad,
      args: filtro,
      resolve: async (_, a, ctx) =>
        (formato === 'Excel' ? exportarPendientes : pdfPendientes)(
          ctx.deps,
          await ctx.sesion(),
          tipoCuentas(a.tipo),
          deArgs(a),
        ),
    });
  type Filtro = {
    persona_id?: string | null;
    fecha_desde?: string | null;
    fecha_hasta?: string | null;
    moneda?: string | null;
    buscar?: string | null;
    fecha_corte?: string | null;
  };
  const deArgs = (a: Filtro) => ({
    personaId: a.persona_id,
    fechaDesde: a.fecha_desde,
    fechaHasta: a.fecha_hasta,
    moneda: a.moneda,
    buscar: a.buscar,
    fechaCorte: a.fecha_corte,
  });
  return {
    operacionesByCxPx: t.field({
      type: PaginaCxPxRef,
      description: 'Pending documents to collect or pay of the session company, with totals and aging.',
      authScopes: ALCANCE.leerContabilidad,
      args: { ...filtro, limite: t.arg.int({ required: false }), pagina: t.arg.int({ required: false }) },
      resolve: async (_, a, ctx) => {
        const r = await documentosPendientes(ctx.deps, await ctx.sesion(), tipoCuentas(a.tipo), deArgs(a));
        const limite = Math.min(Math.max(a.limite ?? 50, 1), LIMITE_MAXIMO);
        const pagina = Math.max(a.pagina ?? 1, 1);
        return { ...r, total: r.filas.length, filas: r.filas.slice((pagina - 1) * limite, pagina * limite) };
      },
    }),
    countCxPx: t.int({
      description: 'How many pending documents the filter takes.',
      authScopes: ALCANCE.leerContabilidad,
      args: filtro,
      resolve: async (_, a, ctx) =>
        (await documentosPendientes(ctx.deps, await ctx.sesion(), tipoCuentas(a.tipo), deArgs(a))).filas
          .length,
    }),
    cuentasByParamCxPx: t.field({
      type: [PendientePorPersonaRef],
      description: 'Pending balances per client or supplier (name or document containing `buscar`).',
      authScopes: ALCANCE.leerContabilidad,
      args: filtro,
      resolve: async (_, a, ctx) =>
        porPersona(
          (await documentosPendientes(ctx.deps, await ctx.sesion(), tipoCuentas(a.tipo), deArgs(a))).filas,
        ),
    }),
    excelByCxPx: pendientesComo('Excel'),
    pdfByCxPx: pendientesComo('PDF'),
    pagosDeDocumento: t.field({
      type: [CobroPagoRef],
      description: 'The collections or payments of a document (DocumentoCxPx id), voided ones too.',
      authScopes: ALCANCE.leerContabilidad,
      args: { documento_id: t.arg.string() },
      resolve: async (_, a, ctx) => pagosDeDocumento(ctx.deps, await ctx.sesion(), a.documento_id),
    }),
    pago: t.field({
      type: CobroPagoRef,
      description: 'A collection or payment of the session company.',
      authScopes: ALCANCE.leerContabilidad,
      args: { id: t.arg.string() },
      resolve: async (_, a, ctx) =>
        vistaPago(ctx.deps.db, await exigirPago(ctx.deps, await ctx.sesion(), a.id)),
    }),
    cuotasPendientes: t.field({
      type: [CuotaPendienteRef],
      description: 'The instalments of a purchase or sale with what is pending of each.',
      authScopes: ALCANCE.leerContabilidad,
      args: { operacion_id: t.arg.string() },
      resolve: async (_, a, ctx) => cuotasDeOperacion(ctx.deps, await ctx.sesion(), a.operacion_id),
    }),
  };
});

builder.mutationFields((t) => ({
  registrarCobro: t.field({
    type: CobroPagoRef,
    description: 'Collects one or many receivables into a cash box or bank account (cargo 10x / abono 12x…).',
    authScopes: COBRAR,
    args: { input: t.arg({ type: RegistrarPagoInput }) },
    resolve: async (_, { input }, ctx) =>
      vistaPago(ctx.deps.db, await registrarCobroPago(ctx.deps, await ctx.sesion(), 'cobrar', input)),
  }),
  registrarPago: t.field({
    type: CobroPagoRef,
    description: 'Pays one or many payables (cargo 42x… / abono 10x), or deposits a purchase’s detracción.',
    authScopes: PAGAR,
    args: { input: t.arg({ type: RegistrarPagoInput }) },
    resolve: async (_, { input }, ctx) =>
      vistaPago(ctx.deps.db, await registrarCobroPago(ctx.deps, await ctx.sesion(), 'pagar', input)),
  }),
  anularCobro: t.field({
    type: CobroPagoRef,
    description: 'Voids a collection of an open period: its documents owe again.',
    authScopes: COBRAR,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => anularCobroPago(ctx.deps, await ctx.sesion(), 'cobrar', id),
  }),
  anularPago: t.field({
    type: CobroPagoRef,
    description: 'Voids a payment of an open period (a detracción deposit loses its constancia).',
    authScopes: PAGAR,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => anularCobroPago(ctx.deps, await ctx.sesion(), 'pagar', id),
  }),
}));
