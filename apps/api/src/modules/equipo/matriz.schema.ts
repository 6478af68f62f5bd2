import { ROL } from '@kipu/db';
import { builder } from '../../builder.ts';
import {
  guardarPermisosRol,
  type MatrizPermisos,
  matrizPermisos,
  type PermisoCatalogo,
  type RolMatriz,
} from './commands/matriz-permisos.ts';

const SOLO_ADMINISTRADOR = { roles: [ROL.administradorGeneral] } as const;

const PermisoCatalogoRef = builder.objectRef<PermisoCatalogo>('PermisoCatalogo').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    nombre: t.exposeString('nombre'),
    padre_id: t.exposeString('padre_id', { nullable: true }),
    modulo_id: t.exposeString('modulo_id', { nullable: true }),
  }),
});

const RolMatrizRef = builder.objectRef<RolMatriz>('RolMatriz').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    nombre: t.exposeString('nombre'),
    descripcion: t.exposeString('descripcion'),
    permisos: t.exposeStringList('permisos'),
  }),
});

const MatrizRef = builder.objectRef<MatrizPermisos>('MatrizPermisos').implement({
  fields: (t) => ({
    permisos: t.expose('permisos', { type: [PermisoCatalogoRef] }),
    roles: t.expose('roles', { type: [RolMatrizRef] }),
  }),
});

builder.queryFields((t) => ({
  matrizPermisos: t.field({
    type: MatrizRef,
    description: "The platform roles' permissions (/admin/roles): every permission and each role's.",
    authScopes: SOLO_ADMINISTRADOR,
    resolve: (_, __, ctx) => matrizPermisos(ctx.deps.db),
  }),
}));

builder.mutationFields((t) => ({
  guardarPermisosRol: t.field({
    type: RolMatrizRef,
    description:
      "Sets a platform role's permissions; members get them on their next request, and the seed never gives back one taken away.",
    authScopes: SOLO_ADMINISTRADOR,
    args: { rol_id: t.arg.string(), permisos: t.arg.stringList() },
    resolve: async (_, a, ctx) => guardarPermisosRol(ctx.deps, await ctx.sesion(), a.rol_id, a.permisos),
  }),
}));
