import { builder } from '../../builder.ts';
import { ALCANCE } from '../../shared/permisos.ts';
import { anularCompra } from './compras/anular-compra.ts';
import {
  AsientoPrevioRef,
  asientoPrevio,
  CompraRef,
  CuentaContableRef,
  RegistrarCompraInput,
  RegistroComprasRef,
} from './compras/compra-graphql.ts';
import { consultarCompra, vistaCompra } from './compras/consultar-compra.ts';
import { cuentasContables } from './compras/cuentas-contables.ts';
import { prepararCompra } from './compras/preparar-compra.ts';
import { registrarCompra } from './compras/registrar-compra.ts';
import { registroCompras } from './compras/registro-compras.ts';

/** ANOTACIÓN DE OPERACIONES › Compras. */
const COMPRAS = { permiso: 'CON002001' };

builder.queryFields((t) => ({
  compra: t.field({
    type: CompraRef,
    description: 'A purchase of the session company, with its asiento (voided ones too).',
    authScopes: ALCANCE.leerContabilidad,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => consultarCompra(ctx.deps, await ctx.sesion(), id),
  }),
  registroCompras: t.field({
    type: RegistroComprasRef,
    description: 'Registro de compras of a period (AAAAMM): 080100, or 080200 for non-domiciled suppliers.',
    authScopes: ALCANCE.leerContabilidad,
    args: { periodo: t.arg.string(), libro: t.arg.string({ required: false }) },
    resolve: async (_, a, ctx) => registroCompras(ctx.deps, await ctx.sesion(), a),
  }),
  previsualizarCompra: t.field({
    type: AsientoPrevioRef,
    description: 'Checks a purchase and answers the asiento registrarCompra would post, writing nothing.',
    authScopes: COMPRAS,
    args: { input: t.arg({ type: RegistrarCompraInput }) },
    resolve: async (_, { input }, ctx) =>
      asientoPrevio(await prepararCompra(ctx.deps, await ctx.sesion(), input)),
  }),
  cuentasContables: t.field({
    type: [CuentaContableRef],
    description:
      'The company’s active accounts by code prefix or name (last level only; purchase or sales lines only).',
    authScopes: ALCANCE.leerPcge,
    args: {
      param: t.arg.string({ required: false }),
      ultimo_nivel: t.arg.boolean({ required: false }),
      compras: t.arg.boolean({ required: false }),
      ventas: t.arg.boolean({ required: false }),
      limite: t.arg.int({ required: false }),
    },
    resolve: async (_, a, ctx) =>
      cuentasContables(ctx.deps, await ctx.sesion(), {
        param: a.param,
        ultimoNivel: a.ultimo_nivel,
        compras: a.compras,
        ventas: a.ventas,
        limite: a.limite,
      }),
  }),
}));

builder.mutationFields((t) => ({
  registrarCompra: t.field({
    type: CompraRef,
    description: 'Registers a purchase and posts its asiento (spec createOperacion for compras).',
    authScopes: COMPRAS,
    args: { input: t.arg({ type: RegistrarCompraInput }) },
    resolve: async (_, { input }, ctx) =>
      vistaCompra(ctx.deps.db, await registrarCompra(ctx.deps, await ctx.sesion(), input)),
  }),
  anularCompra: t.field({
    type: CompraRef,
    description: 'Voids a purchase of an open period: it leaves the registers, journal and balances.',
    authScopes: COMPRAS,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => anularCompra(ctx.deps, await ctx.sesion(), id),
  }),
}));
