import type { InputObjectRef, ObjectRef } from '@pothos/core';
import { builder } from '../builder.ts';
import type { SesionActiva } from '../modules/auth/sesion-activa.ts';
import { type ArchivoGenerado, ArchivoGeneradoRef } from './archivo-generado.ts';
import type { Contexto } from './contexto.ts';
import type { Dependencias } from './dependencias.ts';
import type { FiltroLista, Pagina } from './tablas-de-empresa.ts';

type Tipos = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

export type Maestro<V, E> = {
  /** createX / updateX / deleteX / activateX. */
  nombre: string;
  /** The list query (param, limite, desde, eliminados → { total, filas }). */
  lista: string;
  /** The Excel export of the list, with the same filter. */
  excel: string;
  pagina: string;
  descripcion: string;
  /** Menu permission of the screen: every mutation needs it. */
  permiso: string;
  /** Who reads the list and its export: the screen and the others that pick from it. */
  lectura: { permiso: string | readonly string[] };
  tipo: ObjectRef<Tipos, V>;
  entrada: InputObjectRef<Tipos, E>;
  listar: (deps: Dependencias, sesion: SesionActiva, f: FiltroLista) => Promise<Pagina<V>>;
  exportar: (deps: Dependencias, sesion: SesionActiva, f: FiltroLista) => Promise<ArchivoGenerado>;
  crear: (deps: Dependencias, sesion: SesionActiva, e: E) => Promise<V>;
  actualizar: (deps: Dependencias, sesion: SesionActiva, id: string, e: E) => Promise<V>;
  vigencia: (deps: Dependencias, sesion: SesionActiva, id: string, vigente: boolean) => Promise<V>;
};

/**
 * The list, its Excel export and the four mutations every master-data screen uses (the accounting
 * masters; the carriers, vehicles and drivers of the guides).
 * Pothos cannot resolve its conditional argument and result types for a generic V and E, so the
 * resolvers below name them (`conEntrada`, `enSesion`); each call site is checked by `Maestro<V, E>`.
 */
export function registrarMaestro<V, E>(m: Maestro<V, E>) {
  const PaginaRef = builder.objectRef<Pagina<V>>(m.pagina).implement({
    fields: (t) => ({ total: t.exposeInt('total'), filas: t.expose('filas', { type: [m.tipo] }) }),
  });
  builder.queryFields((t) => ({
    [m.lista]: t.field({
      type: PaginaRef,
      description: `${m.descripcion} of the session’s company, searched by code or name, paged.`,
      authScopes: m.lectura,
      args: {
        param: t.arg.string({ required: false }),
        limite: t.arg.int({ required: false }),
        desde: t.arg.int({ required: false }),
        eliminados: t.arg.boolean({ required: false }),
      },
      resolve: async (_, args, ctx) => m.listar(ctx.deps, await ctx.sesion(), args),
    }),
    [m.excel]: t.field({
      type: ArchivoGeneradoRef,
      description: `${m.descripcion}, with the list’s filter, as an Excel file.`,
      authScopes: m.lectura,
      args: { param: t.arg.string({ required: false }), eliminados: t.arg.boolean({ required: false }) },
      resolve: async (_, args, ctx) => m.exportar(ctx.deps, await ctx.sesion(), args),
    }),
  }));
  const permiso = { permiso: m.permiso };
  const conEntrada = (args: unknown) => args as { id: string; input: E };
  const enSesion = (ctx: Contexto, f: (sesion: SesionActiva) => Promise<V>) => ctx.sesion().then(f) as never;
  builder.mutationFields((t) => ({
    [`create${m.nombre}`]: t.field({
      type: m.tipo,
      authScopes: permiso,
      args: { input: t.arg({ type: m.entrada }) },
      resolve: (_, args, ctx) => enSesion(ctx, (s) => m.crear(ctx.deps, s, conEntrada(args).input)),
    }),
    [`update${m.nombre}`]: t.field({
      type: m.tipo,
      authScopes: permiso,
      args: { id: t.arg.string(), input: t.arg({ type: m.entrada }) },
      resolve: (_, args, ctx) => {
        const { id, input } = conEntrada(args);
        return enSesion(ctx, (s) => m.actualizar(ctx.deps, s, id, input));
      },
    }),
    [`delete${m.nombre}`]: t.field({
      type: m.tipo,
      authScopes: permiso,
      args: { id: t.arg.string() },
      resolve: (_, { id }, ctx) => enSesion(ctx, (s) => m.vigencia(ctx.deps, s, id, false)),
    }),
    [`activate${m.nombre}`]: t.field({
      type: m.tipo,
      authScopes: permiso,
      args: { id: t.arg.string() },
      resolve: (_, { id }, ctx) => enSesion(ctx, (s) => m.vigencia(ctx.deps, s, id, true)),
    }),
  }));
}
