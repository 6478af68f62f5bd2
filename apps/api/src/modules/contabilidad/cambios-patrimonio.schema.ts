import type {
  CambiosPatrimonio,
  FilaCambiosPatrimonio,
} from '@kipu/peru/contabilidad/estados-financieros/index';
import { COLUMNAS_PATRIMONIO } from '@kipu/peru/contabilidad/estados-financieros/index';
import { builder } from '../../builder.ts';
import { ArchivoGeneradoRef } from '../../shared/archivo-generado.ts';
import { ALCANCE } from '../../shared/permisos.ts';
import { excelDeReporte, pdfDeReporte } from './estados-financieros/archivos-reporte.ts';
import { consultarCambiosPatrimonio, rangoDelAnio } from './estados-financieros/cambios-patrimonio.ts';
import { cabeceraDe } from './estados-financieros/consultar-estados.ts';
import type { ReporteTabular } from './estados-financieros/reporte-tabular.ts';

const LECTURA = ALCANCE.leerContabilidad;

type ImporteColumna = { columna: string; importe: string };

const ImporteColumnaRef = builder.objectRef<ImporteColumna>('ImporteCambioPatrimonio').implement({
  fields: (t) => ({ columna: t.exposeString('columna'), importe: t.exposeString('importe') }),
});

const ColumnaRef = builder
  .objectRef<(typeof COLUMNAS_PATRIMONIO)[number]>('ColumnaCambioPatrimonio')
  .implement({
    fields: (t) => ({
      codigo: t.exposeString('codigo'),
      titulo: t.exposeString('titulo'),
      cuentas: t.exposeString('cuentas'),
    }),
  });

const FilaRef = builder.objectRef<FilaCambiosPatrimonio>('FilaCambioPatrimonio').implement({
  fields: (t) => ({
    codigo: t.exposeString('codigo', {
      description: 'inicial, aportes, distribuciones, resultado, reservas, otros, final.',
    }),
    titulo: t.exposeString('titulo'),
    importes: t.field({
      type: [ImporteColumnaRef],
      description: 'One amount per column, in the columns’ order; increases positive.',
      resolve: (f) => COLUMNAS_PATRIMONIO.map((c) => ({ columna: c.codigo, importe: f.importes[c.codigo] })),
    }),
    total: t.exposeString('total'),
  }),
});

const CambiosRef = builder.objectRef<CambiosPatrimonio>('CambiosPatrimonio').implement({
  description: 'Estado de cambios en el patrimonio neto of a year; the final total is the ESF’s patrimonio.',
  fields: (t) => ({
    columnas: t.field({ type: [ColumnaRef], resolve: (c) => [...c.columnas] }),
    filas: t.expose('filas', { type: [FilaRef] }),
  }),
});

function reporte(c: CambiosPatrimonio, anio: number): ReporteTabular {
  return {
    titulo: 'Estado de cambios en el patrimonio neto',
    archivo: `cambios-patrimonio-${anio}`,
    horizontal: true,
    columnas: [
      { encabezado: 'Concepto', ancho: 34 },
      ...c.columnas.map((col) => ({ encabezado: `${col.titulo} (${col.cuentas})`, monto: true })),
      { encabezado: 'Total', monto: true },
    ],
    filas: c.filas.map((f) => ({
      celdas: [f.titulo, ...c.columnas.map((col) => f.importes[col.codigo]), f.total],
      enfasis: f.codigo === 'inicial' || f.codigo === 'final',
    })),
  };
}

builder.queryFields((t) => {
  const archivo = (formato: 'excel' | 'pdf') =>
    t.field({
      type: ArchivoGeneradoRef,
      description: `The estado de cambios en el patrimonio neto of a year as ${formato === 'excel' ? '.xlsx' : 'PDF'}.`,
      authScopes: LECTURA,
      args: { anio: t.arg.int() },
      resolve: async (_, { anio }, ctx) => {
        const sesion = await ctx.sesion();
        const tabla = reporte(await consultarCambiosPatrimonio(ctx.deps, sesion, anio), anio);
        const cabecera = await cabeceraDe(ctx.deps, sesion, rangoDelAnio(anio));
        return formato === 'excel' ? excelDeReporte(tabla, cabecera) : pdfDeReporte(tabla, cabecera);
      },
    });
  return {
    cambiosPatrimonio: t.field({
      type: CambiosRef,
      description: 'Estado de cambios en el patrimonio neto of the session company for a year.',
      authScopes: LECTURA,
      args: { anio: t.arg.int() },
      resolve: async (_, { anio }, ctx) => consultarCambiosPatrimonio(ctx.deps, await ctx.sesion(), anio),
    }),
    excelCambiosPatrimonio: archivo('excel'),
    pdfCambiosPatrimonio: archivo('pdf'),
  };
});
