import type { FilaParametrica, TablaParametrica } from '@kipu/db';
import { tablasParametricas } from '@kipu/db';
import { builder } from '../../builder.ts';
import { ALCANCE } from '../../shared/permisos.ts';
import { buscarEnTabla, filasDeTabla } from './parametricas.ts';

const Tabla = builder.objectRef<TablaParametrica>('TablaParametrica').implement({
  fields: (t) => ({ id: t.exposeString('id'), nombre: t.exposeString('nombre') }),
});

const Parametrica = builder.objectRef<FilaParametrica>('Parametrica').implement({
  fields: (t) => ({
    codigo: t.exposeString('codigo'),
    descripcion: t.exposeString('descripcion'),
    extra: t.string({
      description: 'The catalogue’s other columns (flags, rates, applicable documents) as JSON.',
      resolve: (f) => JSON.stringify(f.extra),
    }),
  }),
});

builder.queryFields((t) => ({
  tablasParametricas: t.field({
    type: [Tabla],
    description: 'SUNAT catalogues (cat01…cat60) and PLE tables (ple01…).',
    authScopes: ALCANCE.sesion,
    resolve: () => tablasParametricas(),
  }),
  parametricosbytabla: t.field({
    type: [Parametrica],
    authScopes: ALCANCE.sesion,
    args: { tabla: t.arg.string(), limite: t.arg.int({ required: false }) },
    resolve: (_, { tabla, limite }) =>
      filasDeTabla(tabla).slice(0, Math.min(Math.max(limite ?? 500, 1), 5000)),
  }),
  parametricaByParam: t.field({
    type: [Parametrica],
    authScopes: ALCANCE.sesion,
    args: { tabla: t.arg.string(), param: t.arg.string(), limite: t.arg.int({ required: false }) },
    resolve: (_, { tabla, param, limite }) => buscarEnTabla(tabla, param, limite ?? 20),
  }),
}));
