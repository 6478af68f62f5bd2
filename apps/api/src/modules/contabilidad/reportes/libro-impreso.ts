import type { Content } from 'pdfmake/interfaces';
import type { ColumnaExcel } from '../../../infra/excel/escribir-hoja.ts';
import { escribirLibroExcel } from '../../../infra/excel/escribir-libro.ts';
import { type ArchivoGenerado, archivoExcel } from '../../../shared/archivo-generado.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { documentoPdf, tablaPdf } from '../estados-financieros/archivos-reporte.ts';
import type { ColumnaReporte, FilaReporte } from '../estados-financieros/reporte-tabular.ts';

/**
 * A book or register as SUNAT's printed formats show it: the legal header (format, period, RUC, name),
 * the format's columns and its rows, read as they are written (a large book is never read whole).
 */
export type LibroImpreso = {
  /** 'FORMATO 5.1: LIBRO DIARIO'. */
  formato: string;
  /** The file name's start: `libro-diario-202603`. */
  archivo: string;
  /** '03/2026', or '01/2026 a 03/2026'. */
  periodo: string;
  /** The format's own header lines after the company (entidad financiera, existencia, método…). */
  datos?: readonly string[];
  horizontal?: boolean;
  columnas: readonly ColumnaReporte[];
  filas: AsyncIterable<FilaReporte>;
};

/** Who keeps the book. */
export type Contribuyente = { ruc: string; razonSocial: string };

/** The header lines every printed format carries (Anexo 2 of RS 234-2006/SUNAT). */
export const encabezadoLegal = (l: LibroImpreso, c: Contribuyente) => [
  l.formato,
  `PERIODO: ${l.periodo}`,
  `RUC: ${c.ruc}`,
  `APELLIDOS Y NOMBRES, DENOMINACIÓN O RAZÓN SOCIAL: ${c.razonSocial}`,
  ...(l.datos ?? []),
];

export async function excelDeLibro(l: LibroImpreso, c: Contribuyente): Promise<ArchivoGenerado> {
  const columnas: ColumnaExcel<FilaReporte>[] = l.columnas.map((col, i) => ({
    encabezado: col.encabezado,
    valor: (f) => f.celdas[i],
    tipo: col.monto ? 'monto' : 'texto',
    ancho: col.ancho ?? 14,
  }));
  const hoja = l.formato.replace(/[:\\/?*[\]]/g, '');
  const datos = await escribirLibroExcel(
    hoja,
    encabezadoLegal(l, c),
    columnas,
    l.filas,
    (f) => f.enfasis === true,
  );
  return archivoExcel(l.archivo, datos);
}

/**
 * pdfmake lays a document out whole, so the PDF takes a book up to this many rows; a longer one is
 * refused before it fills the memory, pointing to the Excel, which is written row by row.
 */
export const FILAS_MAXIMAS_PDF = 5000;

export async function pdfDeLibro(l: LibroImpreso, c: Contribuyente): Promise<ArchivoGenerado> {
  const filas: FilaReporte[] = [];
  for await (const f of l.filas) {
    if (filas.length === FILAS_MAXIMAS_PDF)
      throw entradaInvalida(
        `El libro tiene más de ${FILAS_MAXIMAS_PDF.toLocaleString('es-PE')} filas: descárguelo en Excel`,
      );
    filas.push(f);
  }
  const [formato, ...resto] = encabezadoLegal(l, c);
  const contenido: Content[] = [
    { text: formato ?? '', bold: true, fontSize: 12, margin: [0, 0, 0, 4] },
    ...resto.map((t) => ({ text: t, fontSize: 8.5 })),
    { text: '', margin: [0, 0, 0, 6] },
    tablaPdf({ columnas: l.columnas, filas, horizontal: true }),
  ];
  // The registers' two dozen columns need a wider sheet (A3 at least) to stay readable.
  const tamano =
    l.columnas.length > 12 ? { width: Math.max(1191, l.columnas.length * 52 + 56), height: 842 } : 'A4';
  return documentoPdf(l.archivo, `${l.formato} ${c.razonSocial}`, l.horizontal !== false, contenido, tamano);
}
