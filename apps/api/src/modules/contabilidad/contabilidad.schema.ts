import { builder } from '../../builder.ts';
import { ArchivoGeneradoRef } from '../../shared/archivo-generado.ts';
import { ALCANCE, PERMISO } from '../../shared/permisos.ts';
import { exportarPcge } from './pcge/exportar-pcge.ts';
import {
  actualizarCuenta,
  type CuentaVista,
  cambiarVigenciaCuenta,
  crearCuenta,
  listarPcge,
} from './pcge/pcge.ts';

const Cuenta = builder.objectRef<CuentaVista>('CuentaPcge').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    codigo: t.exposeString('codigo'),
    denominacion: t.exposeString('denominacion'),
    nivel: t.exposeInt('nivel'),
    codigo_padre: t.exposeString('codigo_padre', { nullable: true }),
    esf: t.exposeBoolean('esf'),
    ern: t.exposeBoolean('ern'),
    erf: t.exposeBoolean('erf'),
    efle: t.exposeBoolean('efle'),
    ecp: t.exposeBoolean('ecp'),
    efe: t.exposeBoolean('efe'),
    smvn: t.exposeBoolean('smvn'),
    smve: t.exposeBoolean('smve'),
    amarre_debe: t.exposeString('amarre_debe', { nullable: true }),
    amarre_haber: t.exposeString('amarre_haber', { nullable: true }),
    deleted_at: t.exposeString('deleted_at', { nullable: true }),
  }),
});

const PaginaPcge = builder.objectRef<{ total: number; filas: CuentaVista[] }>('PaginaPcge').implement({
  fields: (t) => ({ total: t.exposeInt('total'), filas: t.expose('filas', { type: [Cuenta] }) }),
});

const CuentaInput = builder.inputType('CuentaPcgeInput', {
  fields: (t) => ({
    codigo: t.string(),
    denominacion: t.string(),
    amarre_debe: t.string({ required: false }),
    amarre_haber: t.string({ required: false }),
  }),
});

builder.queryFields((t) => ({
  pcge: t.field({
    type: PaginaPcge,
    description: 'The session company’s chart of accounts, by code prefix or name, paged (limite, desde).',
    authScopes: ALCANCE.leerPcge,
    args: {
      param: t.arg.string({ required: false }),
      limite: t.arg.int({ required: false }),
      desde: t.arg.int({ required: false }),
      eliminados: t.arg.boolean({ required: false }),
    },
    resolve: async (_, args, ctx) => listarPcge(ctx.deps, await ctx.sesion(), args),
  }),
  excelPCGE: t.field({
    type: ArchivoGeneradoRef,
    description: 'The chart of accounts, with the list’s filter, as an Excel file.',
    authScopes: ALCANCE.leerPcge,
    args: {
      param: t.arg.string({ required: false }),
      eliminados: t.arg.boolean({ required: false }),
    },
    resolve: async (_, args, ctx) => exportarPcge(ctx.deps, await ctx.sesion(), args),
  }),
}));

builder.mutationFields((t) => ({
  createCuentaPcge: t.field({
    type: Cuenta,
    authScopes: { permiso: PERMISO.pcge },
    args: { input: t.arg({ type: CuentaInput }) },
    resolve: async (_, { input }, ctx) => crearCuenta(ctx.deps, await ctx.sesion(), input),
  }),
  updateCuentaPcge: t.field({
    type: Cuenta,
    authScopes: { permiso: PERMISO.pcge },
    args: { id: t.arg.string(), input: t.arg({ type: CuentaInput }) },
    resolve: async (_, { id, input }, ctx) => actualizarCuenta(ctx.deps, await ctx.sesion(), id, input),
  }),
  deleteCuentaPcge: t.field({
    type: Cuenta,
    authScopes: { permiso: PERMISO.pcge },
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => cambiarVigenciaCuenta(ctx.deps, await ctx.sesion(), id, false),
  }),
  activateCuentaPcge: t.field({
    type: Cuenta,
    authScopes: { permiso: PERMISO.pcge },
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => cambiarVigenciaCuenta(ctx.deps, await ctx.sesion(), id, true),
  }),
}));
