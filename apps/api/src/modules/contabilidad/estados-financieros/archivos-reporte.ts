import { escribirHojaExcel } from '../../../infra/excel/escribir-hoja.ts';
import { columnasExcel, documentoPdf, tablaPdf } from '../../../infra/reportes/reporte-tabular.ts';
import { type ArchivoGenerado, archivoExcel } from '../../../shared/archivo-generado.ts';
import type { Cabecera } from './consultar-estados.ts';
import { type ReporteTabular, rangoTexto } from './reporte-tabular.ts';

/** The report as an .xlsx: title and range on the first row, amounts as numbers Excel can add up. */
export async function excelDeReporte(r: ReporteTabular, c: Cabecera): Promise<ArchivoGenerado> {
  // The title names the sheet too, so it carries the periods as digits (Excel refuses '/' in sheet names).
  const datos = await escribirHojaExcel(`${r.titulo} ${c.desde}-${c.hasta}`, columnasExcel(r), r.filas);
  return archivoExcel(r.archivo, datos);
}

export { documentoPdf, tablaPdf };

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
