import type { Content, TableCell } from 'pdfmake/interfaces';
import type { ArchivoGenerado } from '../../shared/archivo-generado.ts';
import { archivoExcel } from '../../shared/archivo-generado.ts';
import type { ColumnaExcel } from '../excel/escribir-hoja.ts';
import { escribirLibroExcel } from '../excel/escribir-libro.ts';
import { formatoMonto } from '../pdf/formato-numeros.ts';
import { type DocumentoPdf, renderizarPdf } from '../pdf/pdf.ts';

/**
 * A report as a table, the one shape the Excel and the PDF are both written from: the on-screen
 * report, its sums and subtotals as emphasised rows, amounts as decimal strings in soles.
 */
export type ColumnaReporte = { encabezado: string; monto?: boolean; ancho?: number };
export type FilaReporte = { celdas: readonly string[]; enfasis?: boolean };
export type ReporteTabular = {
  titulo: string;
  /** The file name's start: `hoja-trabajo-202601-202603`. */
  archivo: string;
  horizontal?: boolean;
  columnas: readonly ColumnaReporte[];
  filas: readonly FilaReporte[];
};

const GRIS = '#e5e7eb';

/** A report's table for pdfmake: grey header repeated on every page, amounts right-aligned es-PE. */
export function tablaPdf(r: Pick<ReporteTabular, 'columnas' | 'filas' | 'horizontal'>): Content {
  const cabecera: TableCell[] = r.columnas.map((col) => ({
    text: col.encabezado,
    bold: true,
    fillColor: GRIS,
    alignment: col.monto ? 'right' : 'left',
  }));
  const cuerpo: TableCell[][] = r.filas.map((f) =>
    r.columnas.map((col, i) => {
      const valor = f.celdas[i] ?? '';
      return {
        text: col.monto && valor !== '' ? formatoMonto(valor) : valor,
        alignment: col.monto ? 'right' : 'left',
        bold: f.enfasis === true,
      };
    }),
  );
  return {
    table: {
      headerRows: 1,
      // Past a dozen columns (the registers) every column shares the width and wraps, or the table overflows.
      widths: r.columnas.map((col) =>
        r.columnas.length > 12 ? '*' : col.monto ? 'auto' : col.ancho && col.ancho > 20 ? '*' : 'auto',
      ),
      body: [cabecera, ...cuerpo],
    },
    layout: 'lightHorizontalLines',
    fontSize: r.columnas.length > 20 ? 5 : r.horizontal ? 6.5 : 9,
  };
}

type Tamano = 'A4' | { width: number; height: number };

/** An A4 (or wider) document of the given content with page numbers. */
export const definicionDocumento = (
  titulo: string,
  horizontal: boolean,
  contenido: Content[],
  tamano: Tamano = 'A4',
): DocumentoPdf => ({
  pageSize: tamano,
  pageOrientation: horizontal ? 'landscape' : 'portrait',
  pageMargins: [28, 28, 28, 36],
  info: { title: titulo },
  content: contenido,
  footer: {
    numeracion: 'Página {pagina} de {paginas}',
    alignment: 'right',
    fontSize: 7,
    margin: [0, 10, 28, 0],
  },
  defaultStyle: { font: 'Roboto' },
});

/** That document as a PDF named `<archivo>.pdf`. */
export async function documentoPdf(
  archivo: string,
  titulo: string,
  horizontal: boolean,
  contenido: Content[],
  tamano: Tamano = 'A4',
): Promise<ArchivoGenerado> {
  const definicion = definicionDocumento(titulo, horizontal, contenido, tamano);
  return {
    nombre: `${archivo}.pdf`,
    mime: 'application/pdf',
    base64: (await renderizarPdf(definicion)).toString('base64'),
  };
}

/** The table's columns as Excel writes them: amounts as numbers, everything else as text. */
export const columnasExcel = (r: ReporteTabular): ColumnaExcel<FilaReporte>[] =>
  r.columnas.map((col, i) => ({
    encabezado: col.encabezado,
    valor: (f) => f.celdas[i],
    tipo: col.monto ? 'monto' : 'texto',
    ancho: col.ancho ?? 15,
  }));

/**
 * The table as an .xlsx: the heading lines on top (company, title, period), then the columns, amounts as
 * numbers Excel can add up and emphasised rows (subtotals, totals) in bold.
 */
export async function excelDeTabla(
  r: ReporteTabular,
  encabezado: readonly string[],
): Promise<ArchivoGenerado> {
  async function* filas() {
    yield* r.filas;
  }
  const datos = await escribirLibroExcel(
    r.titulo.replace(/[\\/?*[\]:]/g, '-'),
    encabezado,
    columnasExcel(r),
    filas(),
    (f) => f.enfasis === true,
  );
  return archivoExcel(r.archivo, datos);
}

/** The table under the same heading lines, the first one bold, as a PDF's content. */
export function contenidoDeTabla(r: ReporteTabular, encabezado: readonly string[]): Content[] {
  const [primera = '', ...resto] = encabezado;
  return [
    { text: primera, bold: true, fontSize: 11 },
    ...resto.map((t): Content => ({ text: t, fontSize: 9 })),
    { text: r.titulo.toUpperCase(), bold: true, fontSize: 13, alignment: 'center', margin: [0, 8, 0, 8] },
    tablaPdf(r),
  ];
}

/** The table as an A4 PDF under the same heading lines. */
export function pdfDeTabla(r: ReporteTabular, encabezado: readonly string[]): Promise<ArchivoGenerado> {
  return documentoPdf(r.archivo, r.titulo, r.horizontal === true, contenidoDeTabla(r, encabezado));
}
