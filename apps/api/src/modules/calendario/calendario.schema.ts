import { ROL } from '@kipu/db';
import { type Feriado, feriadosDelAnio } from '@kipu/peru';
import { builder } from '../../builder.ts';
import { ALCANCE } from '../../shared/permisos.ts';
import { cargarCronograma } from './commands/cargar-cronograma.ts';
import { type CronogramaVista, calendarioTributario } from './queries/calendario-tributario.ts';

const FilaCronograma = builder.objectRef<CronogramaVista['filas'][number]>('FilaCronograma').implement({
  fields: (t) => ({
    periodo: t.exposeString('periodo'),
    grupo: t.exposeString('grupo'),
    vence: t.exposeString('vence'),
  }),
});

const Cronograma = builder.objectRef<CronogramaVista>('Cronograma').implement({
  fields: (t) => ({
    anio: t.exposeInt('anio'),
    tipo: t.exposeString('tipo'),
    cargado: t.exposeBoolean('cargado'),
    verificado: t.exposeBoolean('verificado'),
    fuente: t.exposeString('fuente', { nullable: true }),
    grupos: t.exposeStringList('grupos'),
    filas: t.expose('filas', { type: [FilaCronograma] }),
  }),
});

const FeriadoRef = builder.objectRef<Feriado>('Feriado').implement({
  fields: (t) => ({ fecha: t.exposeString('fecha'), nombre: t.exposeString('nombre') }),
});

builder.queryFields((t) => ({
  calendarioTributario: t.field({
    type: Cronograma,
    authScopes: ALCANCE.sesion,
    args: { anio: t.arg.int(), tipo: t.arg.string() },
    resolve: (_, { anio, tipo }, ctx) => calendarioTributario(ctx.deps, anio, tipo),
  }),
  feriados: t.field({
    type: [FeriadoRef],
    authScopes: ALCANCE.sesion,
    args: { anio: t.arg.int() },
    resolve: (_, { anio }) => feriadosDelAnio(anio),
  }),
}));

builder.mutationFields((t) => ({
  cargarCronograma: t.field({
    type: Cronograma,
    authScopes: { roles: [ROL.administradorGeneral] },
    description: 'Loads a year from CSV text or from an .xlsx file in base64 (header periodo, grupo, vence).',
    args: {
      anio: t.arg.int(),
      tipo: t.arg.string(),
      csv: t.arg.string({ required: false }),
      excel: t.arg.string({ required: false }),
    },
    resolve: (_, { anio, tipo, csv, excel }, ctx) =>
      cargarCronograma(ctx.deps, anio, tipo, { csv, excelBase64: excel }),
  }),
}));
