import type {
  ColumnasHoja,
  EstadoResultados,
  EstadoResultadosSmv,
  EstadoSituacion,
  EstadoSituacionSmv,
  FilaHoja,
  HojaTrabajo,
  LineaResultados,
  LineaSituacion,
  SeccionSituacionVista,
  SeccionSmvVista,
} from '@kipu/peru/contabilidad/estados-financieros/index';
import { builder } from '../../builder.ts';
import { type ArchivoGenerado, ArchivoGeneradoRef } from '../../shared/archivo-generado.ts';
import type { Contexto } from '../../shared/contexto.ts';
import { ALCANCE } from '../../shared/permisos.ts';
import { excelDeReporte, pdfDeReporte } from './estados-financieros/archivos-reporte.ts';
import {
  balanceDelRango,
  cabeceraDe,
  consultarEstadoResultados,
  consultarEstadoSituacion,
  consultarHojaTrabajo,
  consultarResultadosSmv,
  consultarSituacionSmv,
  type Rango,
} from './estados-financieros/consultar-estados.ts';
import type { ReporteTabular } from './estados-financieros/reporte-tabular.ts';
import {
  reporteBalanceComprobacion,
  reporteEstadoResultados,
  reporteEstadoSituacion,
  reporteHojaTrabajo,
  reporteResultadosSmv,
  reporteSituacionSmv,
} from './estados-financieros/reportes-estados.ts';

const LECTURA = ALCANCE.leerContabilidad;

// Totals, result and sums of the worksheet have the same columns as each account's row.
const ColumnasHojaRef = builder.interfaceRef<ColumnasHoja>('ColumnasHojaTrabajo').implement({
  fields: (t) => ({
    debe: t.exposeString('debe'),
    haber: t.exposeString('haber'),
    deudor: t.exposeString('deudor'),
    acreedor: t.exposeString('acreedor'),
    activo: t.exposeString('activo'),
    pasivo: t.exposeString('pasivo', { description: 'Pasivo y patrimonio.' }),
    perdidas_naturaleza: t.exposeString('perdidasNaturaleza'),
    ganancias_naturaleza: t.exposeString('gananciasNaturaleza'),
    perdidas_funcion: t.exposeString('perdidasFuncion'),
    ganancias_funcion: t.exposeString('gananciasFuncion'),
  }),
});

const FilaHojaRef = builder.objectRef<FilaHoja>('FilaHojaTrabajo').implement({
  interfaces: [ColumnasHojaRef],
  fields: (t) => ({ cuenta: t.exposeString('cuenta'), denominacion: t.exposeString('denominacion') }),
});

const TotalesHojaRef = builder.objectRef<ColumnasHoja>('TotalesHojaTrabajo').implement({
  interfaces: [ColumnasHojaRef],
  fields: () => ({}),
});

const HojaTrabajoRef = builder.objectRef<HojaTrabajo>('HojaTrabajo').implement({
  description:
    'Worksheet: sums, balances, inventario and results by nature and by function, each pair closed.',
  fields: (t) => ({
    filas: t.expose('filas', { type: [FilaHojaRef] }),
    totales: t.expose('totales', { type: TotalesHojaRef }),
    resultado: t.expose('resultado', {
      type: TotalesHojaRef,
      description: 'Each pair’s result on the side that balances it.',
    }),
    sumas_iguales: t.expose('sumasIguales', { type: TotalesHojaRef }),
    resultado_inventario: t.exposeString('resultadoInventario', { description: 'Positive: utilidad.' }),
    resultado_naturaleza: t.exposeString('resultadoNaturaleza'),
    resultado_funcion: t.exposeString('resultadoFuncion'),
  }),
});

const LineaSituacionRef = builder.objectRef<LineaSituacion>('LineaEstadoSituacion').implement({
  fields: (t) => ({
    codigo: t.exposeString('codigo'),
    titulo: t.exposeString('titulo'),
    cuentas: t.exposeString('cuentas'),
    importe: t.exposeString('importe'),
  }),
});

const SeccionSituacionRef = builder.objectRef<SeccionSituacionVista>('SeccionEstadoSituacion').implement({
  fields: (t) => ({
    codigo: t.exposeString('codigo'),
    titulo: t.exposeString('titulo'),
    lineas: t.expose('lineas', { type: [LineaSituacionRef] }),
    total: t.exposeString('total'),
  }),
});

const EstadoSituacionRef = builder.objectRef<EstadoSituacion>('EstadoSituacionFinanciera').implement({
  description: 'Balance sheet at the end of the range; the range’s result is in equity.',
  fields: (t) => ({
    secciones: t.expose('secciones', { type: [SeccionSituacionRef] }),
    total_activo: t.exposeString('totalActivo'),
    total_pasivo: t.exposeString('totalPasivo'),
    total_patrimonio: t.exposeString('totalPatrimonio'),
    total_pasivo_patrimonio: t.exposeString('totalPasivoPatrimonio'),
    resultado_periodo: t.exposeString('resultadoPeriodo'),
    diferencia: t.exposeString('diferencia', { description: 'activo − (pasivo + patrimonio).' }),
  }),
});

const TipoEstadoResultadosRef = builder.enumType('TipoEstadoResultados', {
  values: ['naturaleza', 'funcion'] as const,
});

const LineaResultadosRef = builder.objectRef<LineaResultados>('LineaEstadoResultados').implement({
  fields: (t) => ({
    codigo: t.exposeString('codigo'),
    titulo: t.exposeString('titulo'),
    cuentas: t.exposeString('cuentas'),
    subtotal: t.exposeBoolean('subtotal'),
    importe: t.exposeString('importe', { description: 'Income positive, expenses negative.' }),
  }),
});

const EstadoResultadosRef = builder.objectRef<EstadoResultados>('EstadoResultados').implement({
  fields: (t) => ({
    tipo: t.expose('tipo', { type: TipoEstadoResultadosRef }),
    lineas: t.expose('lineas', { type: [LineaResultadosRef] }),
    resultado: t.exposeString('resultado'),
  }),
});

const SeccionSmvRef = builder.objectRef<SeccionSmvVista>('SeccionEstadoSituacionSmv').implement({
  fields: (t) => ({
    codigo: t.exposeString('codigo', { description: 'SMV number: 1.100, 1.200, 1.300, 1.400, 1.700.' }),
    titulo: t.exposeString('titulo'),
    lineas: t.expose('lineas', {
      type: [LineaSituacionRef],
      description: 'The rubros (codigo 1.101…); cuentas are the accounts that fed each one.',
    }),
    total: t.exposeString('total'),
  }),
});

const EstadoSituacionSmvRef = builder.objectRef<EstadoSituacionSmv>('EstadoSituacionSmv').implement({
  description: 'The balance sheet in the rubros of SMV’s manual; same totals as the estado de situación.',
  fields: (t) => ({
    secciones: t.expose('secciones', { type: [SeccionSmvRef] }),
    total_activo: t.exposeString('totalActivo'),
    total_pasivo: t.exposeString('totalPasivo'),
    total_patrimonio: t.exposeString('totalPatrimonio'),
    total_pasivo_patrimonio: t.exposeString('totalPasivoPatrimonio'),
    diferencia: t.exposeString('diferencia', { description: 'activo − (pasivo + patrimonio).' }),
  }),
});

const EstadoResultadosSmvRef = builder.objectRef<EstadoResultadosSmv>('EstadoResultadosSmv').implement({
  description: 'The estado de resultados por función in SMV’s rubros; same net result.',
  fields: (t) => ({
    lineas: t.expose('lineas', { type: [LineaResultadosRef] }),
    resultado: t.exposeString('resultado'),
  }),
});

const rango = (a: {
  periodo_desde: string;
  periodo_hasta: string;
  incluirCierre?: boolean | null;
}): Rango => ({
  desde: a.periodo_desde,
  hasta: a.periodo_hasta,
  incluirCierre: a.incluirCierre,
});

/** Excel and PDF of a report, both written from the table the report prints. */
async function archivo(
  ctx: Contexto,
  r: Rango,
  formato: 'excel' | 'pdf',
  reporte: (ctx: Contexto, r: Rango) => Promise<ReporteTabular>,
): Promise<ArchivoGenerado> {
  const sesion = await ctx.sesion();
  const tabla = await reporte(ctx, r);
  const cabecera = await cabeceraDe(ctx.deps, sesion, r);
  return formato === 'excel' ? excelDeReporte(tabla, cabecera) : pdfDeReporte(tabla, cabecera);
}

const REPORTES: Record<string, (ctx: Contexto, r: Rango) => Promise<ReporteTabular>> = {
  HojaTrabajo: async (ctx, r) =>
    reporteHojaTrabajo(await consultarHojaTrabajo(ctx.deps, await ctx.sesion(), r), r),
  BalanceComprobacion: async (ctx, r) =>
    reporteBalanceComprobacion(await balanceDelRango(ctx.deps, await ctx.sesion(), r), r),
  EstadoSituacionFinanciera: async (ctx, r) =>
    reporteEstadoSituacion(await consultarEstadoSituacion(ctx.deps, await ctx.sesion(), r), r),
  SmvEsf: async (ctx, r) =>
    reporteSituacionSmv(await consultarSituacionSmv(ctx.deps, await ctx.sesion(), r), r),
  SmvEdr: async (ctx, r) =>
    reporteResultadosSmv(await consultarResultadosSmv(ctx.deps, await ctx.sesion(), r), r),
};

builder.queryFields((t) => {
  const periodos = {
    periodo_desde: t.arg.string(),
    periodo_hasta: t.arg.string(),
    incluirCierre: t.arg.boolean({
      required: false,
      defaultValue: false,
      description: 'Include the year-end closing entries (kind 7); left out by default.',
    }),
  };
  const exportaciones = Object.entries(REPORTES).flatMap(([nombre, reporte]) =>
    (['excel', 'pdf'] as const).map((formato) => [
      `${formato}${nombre}`,
      t.field({
        type: ArchivoGeneradoRef,
        description: `The ${nombre} report of a range of periods (AAAAMM) as ${formato === 'excel' ? '.xlsx' : 'PDF'}.`,
        authScopes: LECTURA,
        args: periodos,
        resolve: (_, a, ctx) => archivo(ctx, rango(a), formato, reporte),
      }),
    ]),
  );
  const resultados = (formato: 'excel' | 'pdf') =>
    t.field({
      type: ArchivoGeneradoRef,
      description: `The estado de resultados by nature or by function as ${formato === 'excel' ? '.xlsx' : 'PDF'}.`,
      authScopes: LECTURA,
      args: { tipo: t.arg({ type: TipoEstadoResultadosRef }), ...periodos },
      resolve: (_, a, ctx) =>
        archivo(ctx, rango(a), formato, async (c, r) =>
          reporteEstadoResultados(await consultarEstadoResultados(c.deps, await c.sesion(), a.tipo, r), r),
        ),
    });
  return {
    ...Object.fromEntries(exportaciones),
    excelEstadoResultados: resultados('excel'),
    pdfEstadoResultados: resultados('pdf'),
    hojaTrabajo: t.field({
      type: HojaTrabajoRef,
      description: 'Hoja de trabajo of the session company between two periods (AAAAMM), in soles.',
      authScopes: LECTURA,
      args: periodos,
      resolve: async (_, a, ctx) => consultarHojaTrabajo(ctx.deps, await ctx.sesion(), rango(a)),
    }),
    estadoSituacionFinanciera: t.field({
      type: EstadoSituacionRef,
      description: 'Estado de situación financiera at the end of periodo_hasta, with the range’s result.',
      authScopes: LECTURA,
      args: periodos,
      resolve: async (_, a, ctx) => consultarEstadoSituacion(ctx.deps, await ctx.sesion(), rango(a)),
    }),
    lFsmvEsf: t.field({
      type: EstadoSituacionSmvRef,
      description: 'The estado de situación financiera in SMV’s format at the end of periodo_hasta.',
      authScopes: LECTURA,
      args: periodos,
      resolve: async (_, a, ctx) => consultarSituacionSmv(ctx.deps, await ctx.sesion(), rango(a)),
    }),
    lFsmvEdr: t.field({
      type: EstadoResultadosSmvRef,
      description: 'The estado de resultados por función in SMV’s format between two periods (AAAAMM).',
      authScopes: LECTURA,
      args: periodos,
      resolve: async (_, a, ctx) => consultarResultadosSmv(ctx.deps, await ctx.sesion(), rango(a)),
    }),
    estadoResultados: t.field({
      type: EstadoResultadosRef,
      description: 'Estado de resultados by nature or by function between two periods (AAAAMM).',
      authScopes: LECTURA,
      args: { tipo: t.arg({ type: TipoEstadoResultadosRef }), ...periodos },
      resolve: async (_, a, ctx) => consultarEstadoResultados(ctx.deps, await ctx.sesion(), a.tipo, rango(a)),
    }),
  };
});
