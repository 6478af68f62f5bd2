import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { horarios } from './asistencia.ts';
import { borradoLogico, marcasDeTiempo } from './columnas.ts';
import { operaciones } from './contabilidad.ts';
import { empresas } from './empresas.ts';

const empresa = () =>
  uuid('empresa_id')
    .notNull()
    .references(() => empresas.id);
const importe = (nombre: string) => numeric(nombre, { precision: 14, scale: 2 }).notNull().default('0');
/** Insurer's rates (SCTR, Vida Ley) in percent. */
const tasa = (nombre: string) => numeric(nombre, { precision: 7, scale: 4 });

/** A company's workers (spec 02 §4 Employee); soft-deleted so past payslips keep their worker. */
export const trabajadores = pgTable(
  'trabajadores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: empresa(),
    /** SUNAT catálogo 06 code (1 DNI, 4 carné de extranjería, 7 pasaporte…). */
    tipoDocumento: text('tipo_documento').notNull(),
    numeroDocumento: text('numero_documento').notNull(),
    apellidoPaterno: text('apellido_paterno').notNull(),
    apellidoMaterno: text('apellido_materno').notNull().default(''),
    nombres: text('nombres').notNull(),
    fechaNacimiento: date('fecha_nacimiento', { mode: 'string' }),
    sexo: text('sexo').$type<'M' | 'F'>(),
    direccion: text('direccion'),
    email: text('email'),
    telefono: text('telefono'),
    banco: text('banco'),
    cuentaBancaria: text('cuenta_bancaria'),
    fechaIngreso: date('fecha_ingreso', { mode: 'string' }).notNull(),
    fechaCese: date('fecha_cese', { mode: 'string' }),
    motivoCese: text('motivo_cese'),
    ...marcasDeTiempo,
    ...borradoLogico,
  },
  (t) => [
    uniqueIndex('trabajadores_documento_uq')
      .on(t.empresaId, t.tipoDocumento, t.numeroDocumento)
      .where(sql`${t.deletedAt} IS NULL`),
    index('trabajadores_busqueda_idx').on(t.empresaId, t.apellidoPaterno),
  ],
);

/** A worker's employment contract: the terms every month's payslip is computed from. */
export const contratos = pgTable(
  'contratos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: empresa(),
    trabajadorId: uuid('trabajador_id')
      .notNull()
      .references(() => trabajadores.id),
    fechaInicio: date('fecha_inicio', { mode: 'string' }).notNull(),
    fechaFin: date('fecha_fin', { mode: 'string' }),
    regimenLaboral: text('regimen_laboral').$type<'general' | 'pequena_empresa' | 'microempresa'>().notNull(),
    cargo: text('cargo').notNull(),
    remuneracionBasica: importe('remuneracion_basica'),
    asignacionFamiliar: boolean('asignacion_familiar').notNull().default(false),
    sistemaPension: text('sistema_pension').$type<'onp' | 'afp' | 'ninguno'>().notNull(),
    afp: text('afp'),
    cuspp: text('cuspp'),
    comisionAfp: text('comision_afp').$type<'flujo' | 'mixta'>(),
    salud: text('salud').$type<'essalud' | 'eps' | 'sis'>().notNull(),
    tasaSctrSalud: tasa('tasa_sctr_salud'),
    tasaSctrPension: tasa('tasa_sctr_pension'),
    /** Hours of the ordinary day. */
    horasDiarias: integer('horas_diarias').notNull().default(8),
    /** The schedule attendance is measured against; the company's default one when null. */
    horarioId: uuid('horario_id').references((): AnyPgColumn => horarios.id),
    ...marcasDeTiempo,
  },
  (t) => [index('contratos_trabajador_idx').on(t.empresaId, t.trabajadorId)],
);

/** A company's monthly payroll: borrador while it may be recomputed, cerrada once posted. */
export const planillas = pgTable(
  'planillas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: empresa(),
    /** AAAAMM. */
    periodo: text('periodo').notNull(),
    estado: text('estado').$type<'borrador' | 'cerrada'>().notNull().default('borrador'),
    totalIngresos: importe('total_ingresos'),
    totalRetenciones: importe('total_retenciones'),
    totalDescuentos: importe('total_descuentos'),
    totalAportes: importe('total_aportes'),
    totalNeto: importe('total_neto'),
    /** The month's asiento, while the planilla is closed. */
    operacionId: uuid('operacion_id').references(() => operaciones.id),
    ...marcasDeTiempo,
  },
  (t) => [uniqueIndex('planillas_periodo_uq').on(t.empresaId, t.periodo)],
);

/** Each worker's payslip of a planilla, with the month's inputs it was computed from. */
export const planillaTrabajadores = pgTable(
  'planilla_trabajadores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planillaId: uuid('planilla_id')
      .notNull()
      .references(() => planillas.id, { onDelete: 'cascade' }),
    trabajadorId: uuid('trabajador_id')
      .notNull()
      .references(() => trabajadores.id),
    contratoId: uuid('contrato_id')
      .notNull()
      .references(() => contratos.id),
    entrada: jsonb('entrada').notNull(),
    boleta: jsonb('boleta').notNull(),
    neto: importe('neto'),
  },
  (t) => [uniqueIndex('planilla_trabajadores_uq').on(t.planillaId, t.contratoId)],
);
