import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { type ColumnaExcel, escribirHojaExcel } from '../../../infra/excel/escribir-hoja.ts';
import { renderizarPdf } from '../../../infra/pdf/pdf.ts';
import { type ArchivoGenerado, archivoExcel } from '../../../shared/archivo-generado.ts';
import { formatoMonto } from '../../facturacion/pdf/formato.ts';
import type { Cabecera } from './consultar-estados.ts';
import { type FilaReporte, type ReporteTabular, rangoTexto } from './reporte-tabular.ts';

/** The report as an .xlsx: title and range on the first row, amounts as numbers Excel can add up. */
export async function excelDeReporte(r: ReporteTabular, c: Cabecera): Promise<ArchivoGenerado> {
  const columnas: ColumnaExcel<FilaReporte>[] = r.columnas.map((col, i) => ({
    encabezado: col.encabezado,
    valor: (f) => f.celdas[i],
    tipo: col.monto ? 'monto' : 'texto',
    ancho: col.ancho ?? 15,
  }));
  // The title names the sheet too, so it carries the periods as digits (Excel refuses '/' in sheet names).
  const datos = await escribirHojaExcel(`${r.titulo} ${c.desde}-${c.hasta}`, columnas, r.filas);
  return archivoExcel(r.archivo, datos);
}

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

/** An A4 (or wider) PDF of the given content with page numbers, named `<archivo>.pdf`. */
export async function documentoPdf(
  archivo: string,
  titulo: string,
  horizontal: boolean,
  contenido: Content[],
  tamano: 'A4' | { width: number; height: number } = 'A4',
): Promise<ArchivoGenerado> {
  const definicion: TDocumentDefinitions = {
    pageSize: tamano,
    pageOrientation: horizontal ? 'landscape' : 'portrait',
    pageMargins: [28, 28, 28, 36],
    info: { title: titulo },
    content: contenido,
    footer: (pagina, paginas) => ({
      text: `Página ${pagina} de ${paginas}`,
      alignment: 'right',
      fontSize: 7,
      margin: [0, 10, 28, 0],
    }),
    defaultStyle: { font: 'Roboto' },
  };
  return {
    nombre: `${archivo}.pdf`,
    mime: 'application/pdf',
    base64: (await renderizarPdf(definicion)).toString('base64'),
  };
}

/** The report as an A4 PDF (landscape for the worksheet's twelve columns) headed by the company. */
export function pdfDeReporte(r: ReporteTabular, c: Cabecera): Promise<ArchivoGenerado> {
  return documentoPdf(r.archivo, `${r.titulo} ${c.razonSocial}`, r.horizontal === true, [
    { text: c.razonSocial, bold: true, fontSize: 11 },
    { text: `RUC ${c.ruc}`, fontSize: 9 },
    { text: r.titulo.toUpperCase(), bold: true, fontSize: 13, alignment: 'center', margin: [0, 8, 0, 2] },
    {
      text: `${rangoTexto(c.desde, c.hasta)} · Expresado en soles${c.incluirCierre ? ' · Incluye el cierre del ejercicio' : ''}`,
      fontSize: 9,
      alignment: 'center',
    },
    { text: '', margin: [0, 0, 0, 8] },
    tablaPdf(r),
  ]);
}
