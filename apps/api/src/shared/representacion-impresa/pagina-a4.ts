import type { Content } from 'pdfmake/interfaces';
import type { DocumentoPdf } from '../../infra/pdf/pdf.ts';
import { GRIS } from './cabecera-a4.ts';

/** A test environment's document: a red band above everything, so no copy passes as valid. */
function avisoPruebas(texto: string | undefined): Content[] {
  if (!texto) return [];
  return [
    {
      table: {
        widths: ['*'],
        body: [
          [
            {
              text: texto,
              bold: true,
              fontSize: 11,
              color: '#b91c1c',
              fillColor: '#fee2e2',
              alignment: 'center',
              margin: [0, 3, 0, 3],
            },
          ],
        ],
      },
      layout: 'noBorders',
      margin: [0, 0, 0, 8],
    },
  ];
}

export type PaginaA4 = {
  /** The document's title in the PDF's properties: 'FACTURA ELECTRÓNICA F001-1'. */
  titulo: string;
  autor: string;
  /** Repeated in the footer when the document takes more than one page. */
  serieNumero: string;
  marcaDeAgua: string | undefined;
  /** MODO PRUEBAS — SIN VALOR TRIBUTARIO for a test environment's document. */
  avisoPruebas: string | undefined;
  contenido: Content[];
};

/**
 * The A4 frame every printed representation shares: margins, the mark across the page, the test
 * environment's band on top, page numbers when there is more than one, and the label styles.
 */
export function paginaA4(p: PaginaA4): DocumentoPdf {
  return {
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 40],
    info: { title: p.titulo, author: p.autor },
    ...(p.marcaDeAgua ? { watermark: { text: p.marcaDeAgua, opacity: 0.1, bold: true } } : {}),
    content: [...avisoPruebas(p.avisoPruebas), ...p.contenido],
    footer: {
      numeracion: `${p.serieNumero} · Página {pagina} de {paginas}`,
      soloConVariasPaginas: true,
      alignment: 'right',
      fontSize: 7,
      color: GRIS,
      margin: [36, 10],
    },
    styles: {
      etiqueta: { fontSize: 8, bold: true, color: GRIS },
      valor: { fontSize: 8 },
      cabeceraTabla: { bold: true, color: 'white', fontSize: 8 },
    },
    defaultStyle: { fontSize: 9 },
  };
}

/**
 * The SUNAT QR beside the representation's notice (and details such as the hash); without a QR, the
 * notice alone.
 */
export function validacionA4(qrPng: string | undefined, aviso: string, detalle: Content[] = []): Content {
  if (!qrPng) return { text: aviso, bold: true, fontSize: 9, alignment: 'center', margin: [0, 18, 0, 0] };
  return {
    columns: [
      { image: qrPng, width: 90 },
      {
        width: '*',
        stack: [{ text: aviso, bold: true, margin: [0, 0, 0, 6] }, ...detalle],
        fontSize: 8,
        margin: [8, 18, 0, 0],
      },
    ],
    margin: [0, 18, 0, 0],
    unbreakable: true,
  };
}
