import { builder } from '../../builder.ts';
import { ArchivoGeneradoRef } from '../../shared/archivo-generado.ts';
import { ALCANCE } from '../../shared/permisos.ts';
import { resumenAsistencia } from './asistencia/consultar-asistencia.ts';
import type { AsistenciaFila } from './asistencia/contexto-asistencia.ts';
import {
  crearFeriado,
  editarFeriado,
  eliminarFeriado,
  type FeriadoEmpresaFila,
  type FeriadoVista,
  feriadosDeEmpresa,
} from './asistencia/feriados.ts';
import {
  crearHorario,
  editarHorario,
  eliminarHorario,
  type HorarioFila,
  listarHorarios,
} from './asistencia/horarios.ts';
import {
  importarAsistencia,
  plantillaAsistencia,
  type ResultadoImportacionAsistencia,
} from './asistencia/importar-asistencia.ts';
import {
  eliminarAsistencia,
  registrarAsistencia,
  registrarAsistenciaMensual,
} from './asistencia/registrar-asistencia.ts';
import { excelAsistencia, pdfAsistencia } from './asistencia/reporte-asistencia.ts';
import type { DiaAsistenciaVista, ResumenAsistenciaVista } from './asistencia/resumen-asistencia.ts';

/** Schedules, holidays and attendance (/pla/horario, /pla/operation/assistance). */
const PLANILLA = { permiso: 'PLA001001' };

const NOMBRES = ['DOMINGO', 'LUNES', 'MARTES', 'MIÉRCOLES', 'JUEVES', 'VIERNES', 'SÁBADO'];

const DiaHorarioRef = builder
  .objectRef<{ dia: number; entrada: string; salida: string }>('DiaHorario')
  .implement({
    fields: (t) => ({
      dia: t.exposeInt('dia', { description: '0 = domingo … 6 = sábado.' }),
      nombre: t.string({ resolve: (d) => NOMBRES[d.dia] ?? '' }),
      entrada: t.exposeString('entrada'),
      salida: t.exposeString('salida'),
    }),
  });

const HorarioRef = builder.objectRef<HorarioFila>('Horario').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    nombre: t.exposeString('nombre'),
    atipico: t.exposeBoolean('atipico'),
    dias: t.field({
      type: [DiaHorarioRef],
      description: 'The working weekdays with their hours; the others are rest days.',
      resolve: (h) => h.dias.flatMap((j, dia) => (j ? [{ dia, ...j }] : [])),
    }),
    refrigerio_minutos: t.exposeInt('refrigerioMinutos'),
    tolerancia_minutos: t.exposeInt('toleranciaMinutos'),
    predeterminado: t.exposeBoolean('predeterminado'),
    deleted_at: t.string({ nullable: true, resolve: (h) => h.deletedAt?.toISOString() ?? null }),
  }),
});

const DiaHorarioInput = builder.inputType('DiaHorarioInput', {
  fields: (t) => ({ dia: t.int(), entrada: t.string(), salida: t.string() }),
});

const HorarioInput = builder.inputType('HorarioInput', {
  fields: (t) => ({
    nombre: t.string(),
    atipico: t.boolean({ required: false }),
    dias: t.field({ type: [DiaHorarioInput] }),
    refrigerio_minutos: t.int({ required: false }),
    tolerancia_minutos: t.int({ required: false }),
    predeterminado: t.boolean({ required: false }),
  }),
});

const FeriadoEmpresaRef = builder.objectRef<FeriadoVista>('FeriadoEmpresa').implement({
  fields: (t) => ({
    id: t.exposeString('id', { nullable: true, description: 'Null for a national holiday.' }),
    fecha: t.exposeString('fecha'),
    descripcion: t.exposeString('descripcion'),
    nacional: t.exposeBoolean('nacional'),
  }),
});

const vistaDeFeriado = (f: FeriadoEmpresaFila): FeriadoVista => ({
  id: f.id,
  fecha: f.fecha,
  descripcion: f.descripcion,
  nacional: false,
});

const FeriadoInput = builder.inputType('FeriadoInput', {
  fields: (t) => ({ fecha: t.string(), descripcion: t.string() }),
});

const AsistenciaRef = builder.objectRef<AsistenciaFila>('Asistencia').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    trabajador_id: t.exposeString('trabajadorId'),
    fecha: t.exposeString('fecha'),
    entrada: t.exposeString('entrada', { nullable: true }),
    salida: t.exposeString('salida', { nullable: true }),
    marca: t.exposeString('marca', { nullable: true }),
    origen: t.exposeString('origen'),
  }),
});

const DiaAsistenciaRef = builder.objectRef<DiaAsistenciaVista>('DiaAsistencia').implement({
  fields: (t) => ({
    fecha: t.exposeString('fecha'),
    entrada: t.exposeString('entrada', { nullable: true }),
    salida: t.exposeString('salida', { nullable: true }),
    marca: t.exposeString('marca', { nullable: true }),
    origen: t.exposeString('origen'),
    feriado: t.exposeBoolean('feriado'),
    minutos_trabajados: t.int({ resolve: (d) => d.evaluado?.minutosTrabajados ?? 0 }),
    minutos_tardanza: t.int({ resolve: (d) => d.evaluado?.minutosTardanza ?? 0 }),
    minutos_25: t.int({ resolve: (d) => d.evaluado?.minutos25 ?? 0 }),
    minutos_35: t.int({ resolve: (d) => d.evaluado?.minutos35 ?? 0 }),
    feriado_trabajado: t.boolean({ resolve: (d) => d.evaluado?.feriadoTrabajado ?? false }),
  }),
});

const ResumenAsistenciaRef = builder.objectRef<ResumenAsistenciaVista>('ResumenAsistencia').implement({
  fields: (t) => {
    type Resumen = NonNullable<ResumenAsistenciaVista['resumen']>;
    const entero = (campo: (r: Resumen) => number) =>
      t.int({ resolve: (v: ResumenAsistenciaVista) => (v.resumen ? campo(v.resumen) : 0) });
    const horas = (campo: (r: Resumen) => string) =>
      t.string({ resolve: (v: ResumenAsistenciaVista) => (v.resumen ? campo(v.resumen) : '0.00') });
    return {
      trabajador_id: t.exposeString('trabajador_id'),
      contrato_id: t.exposeString('contrato_id'),
      trabajador: t.exposeString('trabajador'),
      numero_documento: t.exposeString('numero_documento'),
      horario: t.exposeString('horario', { nullable: true, description: 'Null: no schedule, no summary.' }),
      dias_calendario: entero((r) => r.diasCalendario),
      dias_laborados: entero((r) => r.diasLaborados),
      horas_25: horas((r) => r.horas25),
      horas_35: horas((r) => r.horas35),
      minutos_tardanza: entero((r) => r.minutosTardanza),
      dias_tardanza: entero((r) => r.diasTardanza),
      faltas: entero((r) => r.faltas),
      dias_vacaciones: entero((r) => r.diasVacaciones),
      dias_subsidiados: entero((r) => r.diasSubsidiados),
      dias_suspension: entero((r) => r.diasSuspension),
      feriados_trabajados: entero((r) => r.feriadosTrabajados),
      dias: t.expose('dias', { type: [DiaAsistenciaRef] }),
    };
  },
});

const DiaAsistenciaInput = builder.inputType('DiaAsistenciaInput', {
  fields: (t) => ({
    fecha: t.string(),
    entrada: t.string({ required: false }),
    salida: t.string({ required: false }),
    marca: t.string({ required: false }),
  }),
});

const ResultadoImportacionRef = builder
  .objectRef<ResultadoImportacionAsistencia>('ResultadoImportacionAsistencia')
  .implement({
    fields: (t) => ({ registros: t.exposeInt('registros'), trabajadores: t.exposeInt('trabajadores') }),
  });

builder.queryFields((t) => ({
  horarios: t.field({
    type: [HorarioRef],
    description: 'The company’s work schedules by name.',
    authScopes: ALCANCE.planilla,
    args: { eliminados: t.arg.boolean({ required: false }) },
    resolve: async (_, { eliminados }, ctx) => listarHorarios(ctx.deps, await ctx.sesion(), eliminados),
  }),
  feriadosEmpresa: t.field({
    type: [FeriadoEmpresaRef],
    description: 'The year’s holidays: the national ones and the company’s own.',
    authScopes: ALCANCE.planilla,
    args: { anio: t.arg.int() },
    resolve: async (_, { anio }, ctx) => feriadosDeEmpresa(ctx.deps, await ctx.sesion(), anio),
  }),
  resumenAsistencia: t.field({
    type: [ResumenAsistenciaRef],
    description: 'The month’s attendance per contract: the summary and the registered days.',
    authScopes: ALCANCE.planilla,
    args: { periodo: t.arg.string() },
    resolve: async (_, { periodo }, ctx) => resumenAsistencia(ctx.deps, await ctx.sesion(), periodo),
  }),
  plantillaAsistencia: t.field({
    type: ArchivoGeneradoRef,
    description: 'The Excel template of importarAsistencia.',
    authScopes: ALCANCE.planilla,
    args: { periodo: t.arg.string({ required: false }) },
    resolve: (_, { periodo }) => plantillaAsistencia(periodo),
  }),
  excelAsistencia: t.field({
    type: ArchivoGeneradoRef,
    authScopes: ALCANCE.planilla,
    args: { periodo: t.arg.string() },
    resolve: async (_, { periodo }, ctx) => excelAsistencia(ctx.deps, await ctx.sesion(), periodo),
  }),
  pdfAsistencia: t.field({
    type: ArchivoGeneradoRef,
    authScopes: ALCANCE.planilla,
    args: { periodo: t.arg.string() },
    resolve: async (_, { periodo }, ctx) => pdfAsistencia(ctx.deps, await ctx.sesion(), periodo),
  }),
}));

builder.mutationFields((t) => ({
  createHorario: t.field({
    type: HorarioRef,
    authScopes: PLANILLA,
    args: { input: t.arg({ type: HorarioInput }) },
    resolve: async (_, { input }, ctx) => crearHorario(ctx.deps, await ctx.sesion(), input),
  }),
  editHorario: t.field({
    type: HorarioRef,
    authScopes: PLANILLA,
    args: { id: t.arg.string(), input: t.arg({ type: HorarioInput }) },
    resolve: async (_, { id, input }, ctx) => editarHorario(ctx.deps, await ctx.sesion(), id, input),
  }),
  deleteHorario: t.field({
    type: HorarioRef,
    authScopes: PLANILLA,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => eliminarHorario(ctx.deps, await ctx.sesion(), id),
  }),
  createFeriado: t.field({
    type: FeriadoEmpresaRef,
    authScopes: PLANILLA,
    args: { input: t.arg({ type: FeriadoInput }) },
    resolve: async (_, { input }, ctx) =>
      vistaDeFeriado(await crearFeriado(ctx.deps, await ctx.sesion(), input)),
  }),
  editFeriado: t.field({
    type: FeriadoEmpresaRef,
    authScopes: PLANILLA,
    args: { id: t.arg.string(), input: t.arg({ type: FeriadoInput }) },
    resolve: async (_, { id, input }, ctx) =>
      vistaDeFeriado(await editarFeriado(ctx.deps, await ctx.sesion(), id, input)),
  }),
  deleteFeriado: t.field({
    type: FeriadoEmpresaRef,
    authScopes: PLANILLA,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) =>
      vistaDeFeriado(await eliminarFeriado(ctx.deps, await ctx.sesion(), id)),
  }),
  registrarAsistencia: t.field({
    type: AsistenciaRef,
    description: 'One worker’s day (times or a mark), replacing what the date had.',
    authScopes: PLANILLA,
    args: { trabajador_id: t.arg.string(), dia: t.arg({ type: DiaAsistenciaInput }) },
    resolve: async (_, { trabajador_id, dia }, ctx) =>
      registrarAsistencia(ctx.deps, await ctx.sesion(), trabajador_id, dia),
  }),
  registrarAsistenciaMensual: t.field({
    type: [AsistenciaRef],
    description: 'One worker’s month: the days given replace the period’s records.',
    authScopes: PLANILLA,
    args: {
      periodo: t.arg.string(),
      trabajador_id: t.arg.string(),
      dias: t.arg({ type: [DiaAsistenciaInput] }),
    },
    resolve: async (_, { periodo, trabajador_id, dias }, ctx) =>
      registrarAsistenciaMensual(ctx.deps, await ctx.sesion(), periodo, trabajador_id, dias),
  }),
  eliminarAsistencia: t.field({
    type: 'Boolean',
    authScopes: PLANILLA,
    args: { trabajador_id: t.arg.string(), fecha: t.arg.string() },
    resolve: async (_, { trabajador_id, fecha }, ctx) =>
      eliminarAsistencia(ctx.deps, await ctx.sesion(), trabajador_id, fecha),
  }),
  importarAsistencia: t.field({
    type: ResultadoImportacionRef,
    description:
      'A month’s attendance from an .xlsx in base64 (dni, fecha, entrada, salida, marca): all rows or none.',
    authScopes: PLANILLA,
    args: { periodo: t.arg.string(), excel: t.arg.string() },
    resolve: async (_, { periodo, excel }, ctx) =>
      importarAsistencia(ctx.deps, await ctx.sesion(), periodo, excel),
  }),
}));
