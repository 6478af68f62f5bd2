import { builder } from '../../builder.ts';
import { ArchivoGeneradoRef } from '../../shared/archivo-generado.ts';
import { ALCANCE } from '../../shared/permisos.ts';
import { excelBeneficio, pdfBeneficio } from './beneficios/archivos-beneficio.ts';
import { calcularBeneficio } from './beneficios/calcular-beneficio.ts';
import type { ColumnaBeneficio } from './beneficios/calculo.ts';
import { cerrarBeneficio, revertirBeneficio } from './beneficios/cerrar-beneficio.ts';
import {
  type BeneficioVista,
  consultarBeneficio,
  type LineaBeneficioVista,
} from './beneficios/consultar-beneficio.ts';
import { pdfLiquidacion } from './beneficios/pdf-liquidacion.ts';
import {
  eliminarVacaciones,
  type GoceVista,
  type RecordVista,
  recordVacacionalTrabajador,
  registrarVacaciones,
} from './beneficios/vacaciones-gozadas.ts';

/** Benefit runs (gratificación, CTS, vacaciones, utilidades, liquidación) and the vacation record. */
const PLANILLA = { permiso: 'PLA001001' };

const ColumnaBeneficioRef = builder.objectRef<ColumnaBeneficio>('ColumnaBeneficio').implement({
  fields: (t) => ({
    encabezado: t.exposeString('encabezado'),
    tipo: t.exposeString('tipo', { description: 'texto, monto or cantidad.' }),
    total: t.boolean({ resolve: (c) => c.total === true }),
  }),
});

const LineaBeneficioRef = builder.objectRef<LineaBeneficioVista>('LineaBeneficio').implement({
  fields: (t) => ({
    trabajador_id: t.exposeString('trabajador_id'),
    contrato_id: t.exposeString('contrato_id'),
    trabajador: t.exposeString('trabajador'),
    numero_documento: t.exposeString('numero_documento'),
    importe: t.exposeString('importe'),
    valores: t.exposeStringList('valores'),
    entrada: t.string({ description: 'The rules’ input (JSON).', resolve: (l) => JSON.stringify(l.entrada) }),
    resultado: t.string({
      description: 'The rules’ answer (JSON).',
      resolve: (l) => JSON.stringify(l.resultado),
    }),
  }),
});

const BeneficioRef = builder.objectRef<BeneficioVista>('Beneficio').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    tipo: t.exposeString('tipo'),
    periodo: t.exposeString('periodo'),
    estado: t.exposeString('estado'),
    total: t.exposeString('total'),
    operacion_id: t.exposeString('operacion_id', { nullable: true }),
    parametros: t.string({
      description: 'What the run was given and computed as a whole (JSON).',
      resolve: (b) => JSON.stringify(b.parametros),
    }),
    columnas: t.field({ type: [ColumnaBeneficioRef], resolve: (b) => [...b.columnas] }),
    lineas: t.expose('lineas', { type: [LineaBeneficioRef] }),
    totales: t.exposeStringList('totales'),
  }),
});

const GoceRef = builder.objectRef<GoceVista>('VacacionGozada').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    desde: t.exposeString('desde'),
    hasta: t.exposeString('hasta'),
    dias: t.exposeInt('dias'),
  }),
});

type PeriodoRecord = RecordVista['periodos'][number];
const PeriodoVacacionalRef = builder.objectRef<PeriodoRecord>('PeriodoVacacional').implement({
  fields: (t) => ({
    desde: t.exposeString('desde'),
    hasta: t.exposeString('hasta'),
    dias_ganados: t.exposeInt('diasGanados'),
    dias_gozados: t.exposeInt('diasGozados'),
    pendientes: t.exposeInt('pendientes'),
    vencido: t.exposeBoolean('vencido'),
  }),
});

const RecordVacacionalRef = builder.objectRef<RecordVista>('RecordVacacional').implement({
  fields: (t) => ({
    fecha: t.exposeString('fecha'),
    remuneracion_computable: t.exposeString('remuneracion_computable'),
    periodos: t.expose('periodos', { type: [PeriodoVacacionalRef] }),
    dias_adelantados: t.exposeInt('diasAdelantados'),
    inicio_record_actual: t.exposeString('inicioRecordActual'),
    truncas_meses: t.int({ resolve: (r) => r.truncas.meses }),
    truncas_dias: t.int({ resolve: (r) => r.truncas.dias }),
    truncas_importe: t.string({ resolve: (r) => r.truncas.importe }),
    goces: t.expose('goces', { type: [GoceRef] }),
  }),
});

const IndemnizacionInput = builder.inputType('IndemnizacionDespidoInput', {
  fields: (t) => ({ trabajador_id: t.string(), importe: t.string() }),
});

const OpcionesBeneficioInput = builder.inputType('OpcionesBeneficioInput', {
  fields: (t) => ({
    renta_neta: t.string({ required: false, description: 'Utilidades: the year’s renta neta imponible.' }),
    actividad: t.string({
      required: false,
      description:
        'Utilidades: pesquera, telecomunicaciones, industrial, minera, comercio_restaurantes, otras.',
    }),
    indemnizaciones: t.field({
      type: [IndemnizacionInput],
      required: false,
      description: 'Liquidación: dismissal indemnities given.',
    }),
  }),
});

const tipoYPeriodo = {
  tipo: 'gratificacion, cts, vacaciones, utilidades or liquidacion.',
  periodo: 'AAAAMM (gratificación AAAA07/AAAA12, CTS AAAA05/AAAA11), AAAA for the utilidades.',
};

builder.queryFields((t) => ({
  beneficio: t.field({
    type: BeneficioRef,
    nullable: true,
    description:
      'The company’s benefit run of a kind and period with one line per worker; null when not computed.',
    authScopes: ALCANCE.planilla,
    args: {
      tipo: t.arg.string({ description: tipoYPeriodo.tipo }),
      periodo: t.arg.string({ description: tipoYPeriodo.periodo }),
    },
    resolve: async (_, { tipo, periodo }, ctx) =>
      consultarBeneficio(ctx.deps, await ctx.sesion(), tipo, periodo),
  }),
  excelBeneficio: t.field({
    type: ArchivoGeneradoRef,
    description: 'The run’s report as Excel.',
    authScopes: ALCANCE.planilla,
    args: { tipo: t.arg.string(), periodo: t.arg.string() },
    resolve: async (_, { tipo, periodo }, ctx) => excelBeneficio(ctx.deps, await ctx.sesion(), tipo, periodo),
  }),
  pdfBeneficio: t.field({
    type: ArchivoGeneradoRef,
    description: 'The run’s report as PDF.',
    authScopes: ALCANCE.planilla,
    args: { tipo: t.arg.string(), periodo: t.arg.string() },
    resolve: async (_, { tipo, periodo }, ctx) => pdfBeneficio(ctx.deps, await ctx.sesion(), tipo, periodo),
  }),
  pdfLiquidacion: t.field({
    type: ArchivoGeneradoRef,
    description:
      'A ceased worker’s Liquidación de beneficios sociales (PDF) from the month’s liquidación run.',
    authScopes: ALCANCE.planilla,
    args: { periodo: t.arg.string(), trabajador_id: t.arg.string() },
    resolve: async (_, { periodo, trabajador_id }, ctx) =>
      pdfLiquidacion(ctx.deps, await ctx.sesion(), periodo, trabajador_id),
  }),
  recordVacacional: t.field({
    type: RecordVacacionalRef,
    description:
      'A worker’s vacation record on a date (YYYY-MM-DD): years earned, days taken, pending, truncas.',
    authScopes: ALCANCE.planilla,
    args: { trabajador_id: t.arg.string(), fecha: t.arg.string() },
    resolve: async (_, { trabajador_id, fecha }, ctx) =>
      recordVacacionalTrabajador(ctx.deps, await ctx.sesion(), trabajador_id, fecha),
  }),
}));

builder.mutationFields((t) => ({
  calcularBeneficio: t.field({
    type: BeneficioRef,
    nullable: true,
    description: 'Computes the run from the contracts and the closed planillas and keeps it as borrador.',
    authScopes: PLANILLA,
    args: {
      tipo: t.arg.string({ description: tipoYPeriodo.tipo }),
      periodo: t.arg.string({ description: tipoYPeriodo.periodo }),
      opciones: t.arg({ type: OpcionesBeneficioInput, required: false }),
    },
    resolve: async (_, { tipo, periodo, opciones }, ctx) =>
      calcularBeneficio(ctx.deps, await ctx.sesion(), tipo, periodo, opciones ?? {}),
  }),
  cerrarBeneficio: t.field({
    type: BeneficioRef,
    nullable: true,
    description: 'Posts the run’s provision through the ledger and closes it.',
    authScopes: PLANILLA,
    args: { tipo: t.arg.string(), periodo: t.arg.string() },
    resolve: async (_, { tipo, periodo }, ctx) =>
      cerrarBeneficio(ctx.deps, await ctx.sesion(), tipo, periodo),
  }),
  rollbackBeneficio: t.field({
    type: BeneficioRef,
    nullable: true,
    description: 'Voids the closed run’s asiento while its period is open and returns it to borrador.',
    authScopes: PLANILLA,
    args: { tipo: t.arg.string(), periodo: t.arg.string() },
    resolve: async (_, { tipo, periodo }, ctx) =>
      revertirBeneficio(ctx.deps, await ctx.sesion(), tipo, periodo),
  }),
  registrarVacaciones: t.field({
    type: GoceRef,
    description: 'Registers vacation days a worker took (both dates included).',
    authScopes: PLANILLA,
    args: { trabajador_id: t.arg.string(), desde: t.arg.string(), hasta: t.arg.string() },
    resolve: async (_, { trabajador_id, desde, hasta }, ctx) =>
      registrarVacaciones(ctx.deps, await ctx.sesion(), trabajador_id, desde, hasta),
  }),
  eliminarVacaciones: t.field({
    type: GoceRef,
    authScopes: PLANILLA,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => eliminarVacaciones(ctx.deps, await ctx.sesion(), id),
  }),
}));
