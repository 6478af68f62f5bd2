import { ROL } from '@kipu/db';
import { builder } from '../../builder.ts';
import { ALCANCE } from '../../shared/permisos.ts';
import { actualizarCurso, type Curso, cambiarVigenciaCurso, crearCurso, cursosDelModulo } from './cursos.ts';

const CursoRef = builder.objectRef<Curso>('Curso').implement({
  description: 'A course of the virtual classroom.',
  fields: (t) => ({
    id: t.exposeString('id'),
    modulo: t.exposeString('modulo', {
      description: 'contable, facturacion, planillas, aplicativos or webinars.',
    }),
    titulo: t.exposeString('titulo'),
    descripcion: t.exposeString('descripcion', { description: 'Sanitised HTML.' }),
    enlace: t.exposeString('enlace', { description: 'An https page or a route of the product.' }),
    orden: t.exposeInt('orden'),
    activo: t.boolean({ resolve: (c) => c.deletedAt === null }),
  }),
});

const CursoInput = builder.inputType('CursoInput', {
  fields: (t) => ({
    modulo: t.string(),
    titulo: t.string(),
    descripcion: t.string({ required: false }),
    enlace: t.string(),
    orden: t.int(),
  }),
});

const SOLO_ADMINISTRADOR = { roles: [ROL.administradorGeneral] } as const;

builder.queryFields((t) => ({
  cursoModulo_id: t.field({
    type: [CursoRef],
    description: "A classroom tab's active courses in their order; `buscar` filters by title.",
    authScopes: ALCANCE.sesion,
    args: { modulo: t.arg.string(), buscar: t.arg.string({ required: false }) },
    resolve: (_, args, ctx) => cursosDelModulo(ctx.deps, args),
  }),
  cursos: t.field({
    type: [CursoRef],
    description: "The administrator's list of a tab's courses, the hidden ones with `eliminados`.",
    authScopes: SOLO_ADMINISTRADOR,
    args: { modulo: t.arg.string(), eliminados: t.arg.boolean({ required: false }) },
    resolve: (_, args, ctx) => cursosDelModulo(ctx.deps, args),
  }),
}));

builder.mutationFields((t) => ({
  createCurso: t.field({
    type: CursoRef,
    authScopes: SOLO_ADMINISTRADOR,
    args: { input: t.arg({ type: CursoInput }) },
    resolve: (_, { input }, ctx) => crearCurso(ctx.deps, input),
  }),
  updateCurso: t.field({
    type: CursoRef,
    authScopes: SOLO_ADMINISTRADOR,
    args: { id: t.arg.string(), input: t.arg({ type: CursoInput }) },
    resolve: (_, { id, input }, ctx) => actualizarCurso(ctx.deps, id, input),
  }),
  deleteCurso: t.field({
    type: CursoRef,
    description: 'Hides the course from the classroom (restorable with activateCurso).',
    authScopes: SOLO_ADMINISTRADOR,
    args: { id: t.arg.string() },
    resolve: (_, { id }, ctx) => cambiarVigenciaCurso(ctx.deps, id, false),
  }),
  activateCurso: t.field({
    type: CursoRef,
    authScopes: SOLO_ADMINISTRADOR,
    args: { id: t.arg.string() },
    resolve: (_, { id }, ctx) => cambiarVigenciaCurso(ctx.deps, id, true),
  }),
}));
