import { builder } from '../../builder.ts';
import { ALCANCE } from '../../shared/permisos.ts';
import { anularVenta, consultarVenta, vistaVenta } from './ventas/consultar-venta.ts';
import { prepararVenta } from './ventas/preparar-venta.ts';
import { registrarVenta } from './ventas/registrar-venta.ts';
import { registroVentas } from './ventas/registro-ventas.ts';
import {
  AsientoPrevioVentaRef,
  asientoPrevioVenta,
  RegistrarVentaInput,
  RegistroVentasRef,
  VentaRef,
} from './ventas/venta-graphql.ts';

/** ANOTACIÓN DE OPERACIONES › Ventas. */
const VENTAS = { permiso: 'CON002002' };

builder.queryFields((t) => ({
  venta: t.field({
    type: VentaRef,
    description:
      'A sale of the session company (registered here or posted from invoicing), with its asiento.',
    authScopes: ALCANCE.leerContabilidad,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => consultarVenta(ctx.deps, await ctx.sesion(), id),
  }),
  registroVentas: t.field({
    type: RegistroVentasRef,
    description: 'Registro de ventas 14.1 of a period (AAAAMM) in soles: registered sales and invoicing’s.',
    authScopes: ALCANCE.leerContabilidad,
    args: { periodo: t.arg.string() },
    resolve: async (_, { periodo }, ctx) => registroVentas(ctx.deps, await ctx.sesion(), periodo),
  }),
  previsualizarVenta: t.field({
    type: AsientoPrevioVentaRef,
    description: 'Checks a sale and answers the asiento registrarVenta would post, writing nothing.',
    authScopes: VENTAS,
    args: { input: t.arg({ type: RegistrarVentaInput }) },
    resolve: async (_, { input }, ctx) =>
      asientoPrevioVenta(await prepararVenta(ctx.deps, await ctx.sesion(), input)),
  }),
}));

builder.mutationFields((t) => ({
  registrarVenta: t.field({
    type: VentaRef,
    description:
      'Registers a sale issued outside Kipu and posts its asiento (spec createOperacion for ventas).',
    authScopes: VENTAS,
    args: { input: t.arg({ type: RegistrarVentaInput }) },
    resolve: async (_, { input }, ctx) =>
      vistaVenta(ctx.deps.db, await registrarVenta(ctx.deps, await ctx.sesion(), input)),
  }),
  anularVenta: t.field({
    type: VentaRef,
    description: 'Voids a sale registered here in an open period; invoicing’s documents are voided there.',
    authScopes: VENTAS,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => anularVenta(ctx.deps, await ctx.sesion(), id),
  }),
}));
