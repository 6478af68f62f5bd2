import { builder } from '../../builder.ts';
import type { ColumnaReporte, FilaReporte, ReporteTabular } from '../../infra/reportes/reporte-tabular.ts';
import { ArchivoGeneradoRef } from '../../shared/archivo-generado.ts';
import { ALCANCE } from '../../shared/permisos.ts';
import { pdfBoletasPago } from './boleta/pdf-boleta.ts';
import { archivoReportePlanilla, reporteDePlanilla } from './reportes/reportes-planilla.ts';
import { type EnlaceWhatsapp, enlaceWhatsappBoleta } from './salidas/enlace-whatsapp.ts';
import {
  type BoletaEnviada,
  type BoletaOmitida,
  type EnvioBoletas,
  enviarBoletaPago,
  enviarBoletasPago,
} from './salidas/enviar-boletas.ts';

/** What leaves the payroll: the payslips in bulk, by e-mail and WhatsApp, and the month's reports. */
const PLANILLA = { permiso: 'PLA001001' };

const BoletaEnviadaRef = builder.objectRef<BoletaEnviada>('BoletaEnviada').implement({
  description: 'A payslip mailed to its worker.',
  fields: (t) => ({
    trabajador_id: t.exposeString('trabajador_id'),
    trabajador: t.exposeString('trabajador'),
    para: t.exposeString('para'),
    archivo: t.exposeString('archivo', { description: 'The attached PDF, by name.' }),
  }),
});

const BoletaOmitidaRef = builder.objectRef<BoletaOmitida>('BoletaOmitida').implement({
  description: 'A payslip not mailed, and why.',
  fields: (t) => ({
    trabajador_id: t.exposeString('trabajador_id'),
    trabajador: t.exposeString('trabajador'),
    motivo: t.exposeString('motivo'),
  }),
});

const EnvioBoletasRef = builder.objectRef<EnvioBoletas>('EnvioBoletas').implement({
  fields: (t) => ({
    enviados: t.exposeInt('enviados'),
    correos: t.expose('correos', { type: [BoletaEnviadaRef] }),
    omitidos: t.expose('omitidos', { type: [BoletaOmitidaRef] }),
  }),
});

const EnlaceWhatsappRef = builder.objectRef<EnlaceWhatsapp>('EnlaceWhatsappBoleta').implement({
  fields: (t) => ({
    enlace: t.exposeString('enlace', { description: 'https://wa.me/51…?text=…' }),
    telefono: t.exposeString('telefono', { description: 'The worker’s mobile, +51…' }),
    texto: t.exposeString('texto'),
  }),
});

const TipoReporteRef = builder.enumType('TipoReportePlanilla', {
  values: {
    PLANILLA: {
      description: 'One row per payslip: days, each income, withholding, discount, contribution, net.',
    },
    TRANSFERENCIAS: { description: 'Net pay per bank and account; workers without an account apart.' },
    QUINTA: { description: 'The renta de quinta of each payslip: projection, bands, withheld, this month.' },
  } as const,
});

const ColumnaReporteRef = builder.objectRef<ColumnaReporte>('ColumnaReportePlanilla').implement({
  fields: (t) => ({
    encabezado: t.exposeString('encabezado'),
    monto: t.boolean({ resolve: (c) => c.monto === true }),
  }),
});

const FilaReporteRef = builder.objectRef<FilaReporte>('FilaReportePlanilla').implement({
  fields: (t) => ({
    celdas: t.stringList({ resolve: (f) => [...f.celdas] }),
    enfasis: t.boolean({ description: 'Subtotals and totals.', resolve: (f) => f.enfasis === true }),
  }),
});

const ReporteRef = builder.objectRef<ReporteTabular>('ReportePlanilla').implement({
  description: 'A payroll report as the screen, the Excel and the PDF show it; amounts as decimal strings.',
  fields: (t) => ({
    titulo: t.exposeString('titulo'),
    columnas: t.field({ type: [ColumnaReporteRef], resolve: (r) => [...r.columnas] }),
    filas: t.field({ type: [FilaReporteRef], resolve: (r) => [...r.filas] }),
  }),
});

builder.queryFields((t) => {
  const reporte = { tipo: t.arg({ type: TipoReporteRef }), periodo: t.arg.string() };
  const archivo = (formato: 'excel' | 'pdf') =>
    t.field({
      type: ArchivoGeneradoRef,
      description: `A payroll report of the period as ${formato === 'excel' ? '.xlsx' : 'PDF'}.`,
      authScopes: ALCANCE.planilla,
      args: reporte,
      resolve: async (_, a, ctx) =>
        archivoReportePlanilla(ctx.deps, await ctx.sesion(), a.tipo, a.periodo, formato),
    });
  return {
    pdfBoletasPago: t.field({
      type: ArchivoGeneradoRef,
      description: 'Every payslip of the period’s computed planilla in one PDF, workers in name order.',
      authScopes: ALCANCE.planilla,
      args: { periodo: t.arg.string() },
      resolve: async (_, { periodo }, ctx) => pdfBoletasPago(ctx.deps, await ctx.sesion(), periodo),
    }),
    enlaceWhatsappBoleta: t.field({
      type: EnlaceWhatsappRef,
      description: 'A wa.me link to the worker’s mobile with the period, the net pay and the payslip.',
      authScopes: ALCANCE.planilla,
      args: { periodo: t.arg.string(), trabajador_id: t.arg.string() },
      resolve: async (_, a, ctx) =>
        enlaceWhatsappBoleta(ctx.deps, await ctx.sesion(), a.periodo, a.trabajador_id),
    }),
    reportePlanilla: t.field({
      type: ReporteRef,
      description: 'A report of the period’s computed planilla (borrador or cerrada).',
      authScopes: ALCANCE.planilla,
      args: reporte,
      resolve: async (_, a, ctx) => reporteDePlanilla(ctx.deps, await ctx.sesion(), a.tipo, a.periodo),
    }),
    excelReportePlanilla: archivo('excel'),
    pdfReportePlanilla: archivo('pdf'),
  };
});

builder.mutationFields((t) => ({
  enviarBoletaPago: t.field({
    type: BoletaEnviadaRef,
    description: 'Mails the worker’s payslip PDF to their registered e-mail.',
    authScopes: PLANILLA,
    args: { periodo: t.arg.string(), trabajador_id: t.arg.string() },
    resolve: async (_, a, ctx) => enviarBoletaPago(ctx.deps, await ctx.sesion(), a.periodo, a.trabajador_id),
  }),
  enviarBoletasPago: t.field({
    type: EnvioBoletasRef,
    description: 'Mails every payslip of the period; workers without a valid e-mail are skipped.',
    authScopes: PLANILLA,
    args: { periodo: t.arg.string() },
    resolve: async (_, { periodo }, ctx) => enviarBoletasPago(ctx.deps, await ctx.sesion(), periodo),
  }),
}));
