import type { BoletaMensual, LineaBoleta } from '@kipu/peru';
import { builder } from '../../builder.ts';
import { ArchivoGeneradoRef } from '../../shared/archivo-generado.ts';
import { ALCANCE } from '../../shared/permisos.ts';
import { pdfBoletaPago } from './boleta/pdf-boleta.ts';
import { type ContratoFila, crearContrato, editarContrato, filtrarContratos } from './contratos/contratos.ts';
import { calcularPlanilla } from './planilla/calcular-planilla.ts';
import { cerrarPlanilla, revertirPlanilla } from './planilla/cerrar-planilla.ts';
import { type BoletaVista, consultarPlanilla, type PlanillaVista } from './planilla/consultar-planilla.ts';
import {
  crearTrabajador,
  editarTrabajador,
  eliminarTrabajador,
  listarTrabajadores,
  type Trabajador,
} from './trabajadores/trabajadores.ts';

/** Workers, contracts and the monthly planilla. */
const PLANILLA = { permiso: 'PLA001001' };

const TrabajadorRef = builder.objectRef<Trabajador>('Trabajador').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    tipo_documento: t.exposeString('tipoDocumento'),
    numero_documento: t.exposeString('numeroDocumento'),
    apellido_paterno: t.exposeString('apellidoPaterno'),
    apellido_materno: t.exposeString('apellidoMaterno'),
    nombres: t.exposeString('nombres'),
    fecha_nacimiento: t.exposeString('fechaNacimiento', { nullable: true }),
    sexo: t.exposeString('sexo', { nullable: true }),
    direccion: t.exposeString('direccion', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    telefono: t.exposeString('telefono', { nullable: true }),
    banco: t.exposeString('banco', { nullable: true }),
    cuenta_bancaria: t.exposeString('cuentaBancaria', { nullable: true }),
    fecha_ingreso: t.exposeString('fechaIngreso'),
    fecha_cese: t.exposeString('fechaCese', { nullable: true }),
    motivo_cese: t.exposeString('motivoCese', { nullable: true }),
    deleted_at: t.string({ nullable: true, resolve: (w) => w.deletedAt?.toISOString() ?? null }),
  }),
});

const PaginaTrabajadores = builder
  .objectRef<{ total: number; filas: Trabajador[] }>('PaginaTrabajadores')
  .implement({
    fields: (t) => ({ total: t.exposeInt('total'), filas: t.expose('filas', { type: [TrabajadorRef] }) }),
  });

const TrabajadorInput = builder.inputType('TrabajadorInput', {
  fields: (t) => ({
    tipo_documento: t.string(),
    numero_documento: t.string(),
    apellido_paterno: t.string(),
    apellido_materno: t.string({ required: false }),
    nombres: t.string(),
    fecha_nacimiento: t.string({ required: false }),
    sexo: t.string({ required: false }),
    direccion: t.string({ required: false }),
    email: t.string({ required: false }),
    telefono: t.string({ required: false }),
    banco: t.string({ required: false }),
    cuenta_bancaria: t.string({ required: false }),
    fecha_ingreso: t.string(),
    fecha_cese: t.string({ required: false }),
    motivo_cese: t.string({ required: false }),
  }),
});

const ContratoRef = builder.objectRef<ContratoFila>('Contrato').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    trabajador_id: t.exposeString('trabajadorId'),
    fecha_inicio: t.exposeString('fechaInicio'),
    fecha_fin: t.exposeString('fechaFin', { nullable: true }),
    regimen_laboral: t.exposeString('regimenLaboral'),
    cargo: t.exposeString('cargo'),
    remuneracion_basica: t.exposeString('remuneracionBasica'),
    asignacion_familiar: t.exposeBoolean('asignacionFamiliar'),
    sistema_pension: t.exposeString('sistemaPension'),
    afp: t.exposeString('afp', { nullable: true }),
    cuspp: t.exposeString('cuspp', { nullable: true }),
    comision_afp: t.exposeString('comisionAfp', { nullable: true }),
    salud: t.exposeString('salud'),
    tasa_sctr_salud: t.exposeString('tasaSctrSalud', { nullable: true }),
    tasa_sctr_pension: t.exposeString('tasaSctrPension', { nullable: true }),
    horas_diarias: t.exposeInt('horasDiarias'),
    horario_id: t.exposeString('horarioId', { nullable: true }),
  }),
});

const ContratoInput = builder.inputType('ContratoInput', {
  fields: (t) => ({
    trabajador_id: t.string(),
    fecha_inicio: t.string(),
    fecha_fin: t.string({ required: false }),
    regimen_laboral: t.string(),
    cargo: t.string(),
    remuneracion_basica: t.string(),
    asignacion_familiar: t.boolean({ required: false }),
    sistema_pension: t.string(),
    afp: t.string({ required: false }),
    cuspp: t.string({ required: false }),
    comision_afp: t.string({ required: false }),
    salud: t.string(),
    tasa_sctr_salud: t.string({ required: false }),
    tasa_sctr_pension: t.string({ required: false }),
    horas_diarias: t.int({ required: false }),
    horario_id: t.string({ required: false }),
  }),
});

const LineaBoletaRef = builder.objectRef<LineaBoleta>('LineaBoleta').implement({
  fields: (t) => ({
    codigo: t.exposeString('codigo'),
    nombre: t.exposeString('nombre'),
    plame: t.exposeString('plame', { nullable: true }),
    importe: t.exposeString('importe'),
    detalle: t.exposeString('detalle', { nullable: true }),
  }),
});

const BoletaRef = builder.objectRef<BoletaVista>('BoletaPlanilla').implement({
  fields: (t) => {
    const de = (campo: (b: BoletaMensual) => string) =>
      t.string({ resolve: (v: BoletaVista) => campo(v.boleta) });
    const lineas = (campo: (b: BoletaMensual) => LineaBoleta[]) =>
      t.field({ type: [LineaBoletaRef], resolve: (v: BoletaVista) => campo(v.boleta) });
    return {
      trabajador_id: t.exposeString('trabajador_id'),
      contrato_id: t.exposeString('contrato_id'),
      trabajador: t.exposeString('trabajador'),
      numero_documento: t.exposeString('numero_documento'),
      dias_vinculo: t.int({ resolve: (v) => v.boleta.diasVinculo }),
      dias_laborados: t.int({ resolve: (v) => v.boleta.diasLaborados }),
      remuneracion_mensual: de((b) => b.remuneracionMensual),
      ingresos: lineas((b) => b.ingresos),
      retenciones: lineas((b) => b.retenciones),
      descuentos: lineas((b) => b.descuentos),
      aportes_empleador: lineas((b) => b.aportesEmpleador),
      base_essalud: de((b) => b.bases.essalud),
      base_pension: de((b) => b.bases.pension),
      base_quinta: de((b) => b.bases.quinta),
      total_ingresos: de((b) => b.totalIngresos),
      total_retenciones: de((b) => b.totalRetenciones),
      total_descuentos: de((b) => b.totalDescuentos),
      total_aportes: de((b) => b.totalAportesEmpleador),
      neto: t.exposeString('neto'),
      advertencias: t.stringList({ resolve: (v) => v.boleta.advertencias }),
      entrada: t.string({
        description: 'The inputs the payslip was computed from (JSON).',
        resolve: (v) => JSON.stringify(v.entrada),
      }),
    };
  },
});

const PlanillaRef = builder.objectRef<PlanillaVista>('Planilla').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    periodo: t.exposeString('periodo'),
    estado: t.exposeString('estado'),
    total_ingresos: t.exposeString('total_ingresos'),
    total_retenciones: t.exposeString('total_retenciones'),
    total_descuentos: t.exposeString('total_descuentos'),
    total_aportes: t.exposeString('total_aportes'),
    total_neto: t.exposeString('total_neto'),
    operacion_id: t.exposeString('operacion_id', { nullable: true }),
    boletas: t.expose('boletas', { type: [BoletaRef] }),
  }),
});

const ConceptoInput = builder.inputType('ConceptoPlanillaInput', {
  fields: (t) => ({
    codigo: t.string(),
    importe: t.string(),
    recurrente: t.boolean({ required: false }),
  }),
});

const EntradaPlanillaInput = builder.inputType('EntradaPlanillaInput', {
  fields: (t) => ({
    trabajador_id: t.string(),
    faltas: t.int({ required: false }),
    minutos_tardanza: t.int({ required: false }),
    horas_extras_25: t.float({ required: false }),
    horas_extras_35: t.float({ required: false }),
    dias_suspension: t.int({ required: false }),
    dias_vacaciones: t.int({ required: false }),
    dias_feriado_trabajados: t.int({ required: false }),
    conceptos: t.field({ type: [ConceptoInput], required: false }),
    adelanto: t.string({ required: false }),
    otros_ingresos: t.string({ required: false }),
    otras_retenciones: t.string({ required: false }),
  }),
});

builder.queryFields((t) => ({
  listTrabajadores: t.field({
    type: PaginaTrabajadores,
    description: 'The company’s workers by document or name, paged.',
    authScopes: ALCANCE.planilla,
    args: {
      param: t.arg.string({ required: false }),
      limite: t.arg.int({ required: false }),
      desde: t.arg.int({ required: false }),
      eliminados: t.arg.boolean({ required: false }),
    },
    resolve: async (_, args, ctx) => listarTrabajadores(ctx.deps, await ctx.sesion(), args),
  }),
  filterContract: t.field({
    type: [ContratoRef],
    description: 'The company’s contracts, of one worker when given, latest first.',
    authScopes: ALCANCE.planilla,
    args: { trabajador_id: t.arg.string({ required: false }) },
    resolve: async (_, { trabajador_id }, ctx) =>
      filtrarContratos(ctx.deps, await ctx.sesion(), trabajador_id),
  }),
  planilla: t.field({
    type: PlanillaRef,
    description: 'The period’s planilla with every payslip.',
    authScopes: ALCANCE.planilla,
    args: { periodo: t.arg.string() },
    resolve: async (_, { periodo }, ctx) => consultarPlanilla(ctx.deps, await ctx.sesion(), periodo),
  }),
  pdfBoletaPago: t.field({
    type: ArchivoGeneradoRef,
    description:
      'The boleta de pago (PDF) of a worker in the period’s computed planilla, borrador or cerrada.',
    authScopes: ALCANCE.planilla,
    args: { periodo: t.arg.string(), trabajador_id: t.arg.string() },
    resolve: async (_, { periodo, trabajador_id }, ctx) =>
      pdfBoletaPago(ctx.deps, await ctx.sesion(), periodo, trabajador_id),
  }),
}));

builder.mutationFields((t) => ({
  createEmployee: t.field({
    type: TrabajadorRef,
    authScopes: PLANILLA,
    args: { input: t.arg({ type: TrabajadorInput }) },
    resolve: async (_, { input }, ctx) => crearTrabajador(ctx.deps, await ctx.sesion(), input),
  }),
  editEmployee: t.field({
    type: TrabajadorRef,
    authScopes: PLANILLA,
    args: { id: t.arg.string(), input: t.arg({ type: TrabajadorInput }) },
    resolve: async (_, { id, input }, ctx) => editarTrabajador(ctx.deps, await ctx.sesion(), id, input),
  }),
  deleteEmployee: t.field({
    type: TrabajadorRef,
    authScopes: PLANILLA,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => eliminarTrabajador(ctx.deps, await ctx.sesion(), id),
  }),
  createContract: t.field({
    type: ContratoRef,
    authScopes: PLANILLA,
    args: { input: t.arg({ type: ContratoInput }) },
    resolve: async (_, { input }, ctx) => crearContrato(ctx.deps, await ctx.sesion(), input),
  }),
  editContract: t.field({
    type: ContratoRef,
    authScopes: PLANILLA,
    args: { id: t.arg.string(), input: t.arg({ type: ContratoInput }) },
    resolve: async (_, { id, input }, ctx) => editarContrato(ctx.deps, await ctx.sesion(), id, input),
  }),
  calcularPlanilla: t.field({
    type: PlanillaRef,
    description: 'Computes every current contract’s month and keeps it as the period’s borrador.',
    authScopes: PLANILLA,
    args: { periodo: t.arg.string(), entradas: t.arg({ type: [EntradaPlanillaInput], required: false }) },
    resolve: async (_, { periodo, entradas }, ctx) =>
      calcularPlanilla(ctx.deps, await ctx.sesion(), periodo, entradas ?? []),
  }),
  cerrarPlanilla: t.field({
    type: PlanillaRef,
    description: 'Posts the month’s asiento through the ledger and closes the planilla.',
    authScopes: PLANILLA,
    args: { periodo: t.arg.string() },
    resolve: async (_, { periodo }, ctx) => cerrarPlanilla(ctx.deps, await ctx.sesion(), periodo),
  }),
  rollbackPlanilla: t.field({
    type: PlanillaRef,
    description: 'Voids the closed planilla’s asiento while its period is open and returns it to borrador.',
    authScopes: PLANILLA,
    args: { periodo: t.arg.string() },
    resolve: async (_, { periodo }, ctx) => revertirPlanilla(ctx.deps, await ctx.sesion(), periodo),
  }),
}));
