import type { Db } from '@kipu/db';
import type { RevisionDestinos } from '@kipu/peru/contabilidad/cierre-ejercicio';
import { builder } from '../../builder.ts';
import { ALCANCE } from '../../shared/permisos.ts';
import { anularApertura, asientosApertura, registrarApertura } from './cierre/apertura.ts';
import {
  type AsientoDelCierre,
  anularCierre,
  type CierreEjercicio,
  cierreGenerado,
  generarCierre,
  previsualizarCierre,
} from './cierre/cierre-ejercicio.ts';
import { conLineas } from './cierre/con-lineas.ts';
import { type CuosReprocesados, reprocesarCuos, type UltimoCuo, ultimoCuo } from './cierre/cuos.ts';
import {
  cerrarPeriodo,
  type LibroConOperaciones,
  type PeriodoDelAnio,
  periodosDelAnio,
  reabrirPeriodo,
} from './cierre/periodos.ts';
import type { OperacionVista } from './libro/consultar-operaciones.ts';
import type { MovimientoLibro } from './libro/registrar-operacion.ts';
import { Operacion, PaginaOperaciones } from './libro.schema.ts';

const LECTURA = ALCANCE.leerContabilidad;
/** CIERRE CONTABLE › Cierre y apertura: closing months and the year, opening balances, CUOs. */
const CIERRE = { permiso: 'CON003001' };

const LibroConOperacionesRef = builder.objectRef<LibroConOperaciones>('LibroConOperaciones').implement({
  fields: (t) => ({ libro: t.exposeString('libro'), operaciones: t.exposeInt('operaciones') }),
});

const PeriodoContableRef = builder.objectRef<PeriodoDelAnio>('PeriodoContable').implement({
  description: 'A month of the books: closed or open, its operations per book and its recorded PLE books.',
  fields: (t) => ({
    periodo: t.exposeString('periodo'),
    cerrado: t.exposeBoolean('cerrado'),
    libros: t.expose('libros', { type: [LibroConOperacionesRef] }),
    libros_generados: t.exposeStringList('librosGenerados'),
  }),
});

const LineaCierreRef = builder.objectRef<MovimientoLibro>('LineaAsientoCierre').implement({
  fields: (t) => ({
    cuenta: t.exposeString('cuenta'),
    debe: t.exposeString('debe'),
    haber: t.exposeString('haber'),
    persona_id: t.string({ nullable: true, resolve: (m) => m.personaId ?? null }),
    tipo_comprobante: t.string({ nullable: true, resolve: (m) => m.tipoComprobante ?? null }),
    serie: t.string({ nullable: true, resolve: (m) => m.serie ?? null }),
    numero: t.string({ nullable: true, resolve: (m) => m.numero ?? null }),
  }),
});

const AsientoCierreRef = builder.objectRef<AsientoDelCierre>('AsientoCierre').implement({
  description: 'An entry of the year-end closing before it is posted.',
  fields: (t) => ({
    paso: t.exposeString('paso'),
    glosa: t.exposeString('glosa'),
    tipo_operacion: t.exposeInt('tipoOperacion'),
    fecha: t.exposeString('fecha'),
    periodo: t.exposeString('periodo'),
    lineas: t.expose('movimientos', { type: [LineaCierreRef] }),
  }),
});

const RevisionDestinosRef = builder.objectRef<RevisionDestinos>('RevisionDestinos').implement({
  description: 'The year’s result by nature and by function; a difference means incomplete destinations.',
  fields: (t) => ({
    resultado_naturaleza: t.exposeString('resultadoNaturaleza'),
    resultado_funcion: t.exposeString('resultadoFuncion'),
    diferencia: t.exposeString('diferencia'),
  }),
});

type CierreVista = Omit<CierreEjercicio, 'operaciones'> & { operaciones: OperacionVista[] };

const vista = async (db: Db, c: CierreEjercicio): Promise<CierreVista> => ({
  ...c,
  operaciones: await conLineas(db, c.operaciones),
});

const CierreEjercicioRef = builder.objectRef<CierreVista>('CierreEjercicio').implement({
  fields: (t) => ({
    anio: t.exposeInt('anio'),
    revision: t.expose('revision', { type: RevisionDestinosRef }),
    resultado: t.exposeString('resultado', {
      description: 'The year’s result reaching 59 (utilidad positive).',
    }),
    asientos: t.expose('asientos', { type: [AsientoCierreRef] }),
    operaciones: t.expose('operaciones', { type: [Operacion] }),
  }),
});

const UltimoCuoRef = builder.objectRef<UltimoCuo>('UltimoCuo').implement({
  fields: (t) => ({
    libro: t.exposeString('libro'),
    periodo: t.exposeString('periodo'),
    numero: t.exposeInt('numero'),
    cuo: t.exposeString('cuo', { nullable: true }),
  }),
});

const CuosReprocesadosRef = builder.objectRef<CuosReprocesados>('CuosReprocesados').implement({
  fields: (t) => ({
    periodo: t.exposeString('periodo'),
    libros: t.expose('libros', { type: [LibroConOperacionesRef] }),
  }),
});

const LineaAperturaInput = builder.inputType('LineaAperturaInput', {
  description: 'An opening balance: last-level account, debe or haber in soles, person and document.',
  fields: (t) => ({
    cuenta: t.string(),
    debe: t.string({ required: false }),
    haber: t.string({ required: false }),
    glosa: t.string({ required: false }),
    persona_id: t.string({ required: false }),
    tipo_comprobante: t.string({ required: false }),
    serie: t.string({ required: false }),
    numero: t.string({ required: false }),
  }),
});

const RegistrarAperturaInput = builder.inputType('RegistrarAperturaInput', {
  fields: (t) => ({
    fecha: t.string(),
    glosa: t.string(),
    lineas: t.field({ type: [LineaAperturaInput] }),
  }),
});

builder.queryFields((t) => ({
  periodosContables: t.field({
    type: [PeriodoContableRef],
    description: 'The twelve months of a year with their state and operations per book.',
    authScopes: LECTURA,
    args: { anio: t.arg.int() },
    resolve: async (_, { anio }, ctx) => periodosDelAnio(ctx.deps, await ctx.sesion(), anio),
  }),
  previsualizarCierre: t.field({
    type: CierreEjercicioRef,
    description: 'The entries the year-end closing would post, and the destination check; nothing written.',
    authScopes: CIERRE,
    args: { anio: t.arg.int() },
    resolve: async (_, { anio }, ctx) =>
      vista(ctx.deps.db, await previsualizarCierre(ctx.deps, await ctx.sesion(), anio)),
  }),
  cierreEjercicio: t.field({
    type: [Operacion],
    description: 'The posted closing of a year (kind 7) and the opening it produced (kind 6).',
    authScopes: LECTURA,
    args: { anio: t.arg.int() },
    resolve: async (_, { anio }, ctx) =>
      conLineas(ctx.deps.db, await cierreGenerado(ctx.deps, await ctx.sesion(), anio)),
  }),
  asientosApertura: t.field({
    type: PaginaOperaciones,
    description: 'The opening entries (kind 6) dated in a year.',
    authScopes: LECTURA,
    args: { anio: t.arg.int() },
    resolve: async (_, { anio }, ctx) => asientosApertura(ctx.deps, await ctx.sesion(), anio),
  }),
  lastCuo: t.field({
    type: UltimoCuoRef,
    description: 'The last CUO taken in a book and period.',
    authScopes: LECTURA,
    args: { libro: t.arg.string(), periodo: t.arg.string() },
    resolve: async (_, a, ctx) => ultimoCuo(ctx.deps, await ctx.sesion(), a),
  }),
}));

builder.mutationFields((t) => ({
  cerrarPeriodo: t.field({
    type: PeriodoContableRef,
    description: 'Closes a month: nothing is posted, changed or voided in it afterwards.',
    authScopes: CIERRE,
    args: { periodo: t.arg.string() },
    resolve: async (_, { periodo }, ctx) => cerrarPeriodo(ctx.deps, await ctx.sesion(), periodo),
  }),
  reabrirPeriodo: t.field({
    type: PeriodoContableRef,
    description: 'Reopens a month; refused while a later month is closed.',
    authScopes: CIERRE,
    args: { periodo: t.arg.string() },
    resolve: async (_, { periodo }, ctx) => reabrirPeriodo(ctx.deps, await ctx.sesion(), periodo),
  }),
  generarCierre: t.field({
    type: CierreEjercicioRef,
    description: 'Posts the year-end closing (31 December) and the next year’s opening (1 January).',
    authScopes: CIERRE,
    args: { anio: t.arg.int() },
    resolve: async (_, { anio }, ctx) =>
      vista(ctx.deps.db, await generarCierre(ctx.deps, await ctx.sesion(), anio)),
  }),
  anularCierre: t.field({
    type: [Operacion],
    description: 'Voids a year’s closing and its opening while December and January are open.',
    authScopes: CIERRE,
    args: { anio: t.arg.int() },
    resolve: async (_, { anio }, ctx) =>
      conLineas(ctx.deps.db, await anularCierre(ctx.deps, await ctx.sesion(), anio)),
  }),
  registrarApertura: t.field({
    type: Operacion,
    description: 'Posts typed opening balances (asiento de apertura, kind 6); refused unless it balances.',
    authScopes: CIERRE,
    args: { input: t.arg({ type: RegistrarAperturaInput }) },
    resolve: async (_, { input }, ctx) => registrarApertura(ctx.deps, await ctx.sesion(), input),
  }),
  anularApertura: t.field({
    type: Operacion,
    description: 'Voids a typed opening entry of an open period.',
    authScopes: CIERRE,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => anularApertura(ctx.deps, await ctx.sesion(), id),
  }),
  reProcesarCuos: t.field({
    type: CuosReprocesadosRef,
    description: 'Numbers a period’s CUOs again per book in date order (open period, no PLE book recorded).',
    authScopes: CIERRE,
    args: { periodo: t.arg.string() },
    resolve: async (_, { periodo }, ctx) => reprocesarCuos(ctx.deps, await ctx.sesion(), periodo),
  }),
}));
