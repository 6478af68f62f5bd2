import type { Content } from 'pdfmake/interfaces';
import type { DocumentoPdf } from '../../infra/pdf/pdf.ts';
import { type CabeceraA4, cabeceraA4, GRIS } from './cabecera-a4.ts';

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

/** What the frame takes from the document: its header's data and, in a test environment, its band. */
export type DocumentoA4 = CabeceraA4 & {
  /** MODO PRUEBAS — SIN VALOR TRIBUTARIO for a test environment's document. */
  avisoPruebas?: string | undefined;
};

/**
 * The A4 frame every printed representation shares: the test environment's band on top, the issuer's
 * header with the RUC box, then `cuerpo`; the mark across the page, page numbers when there is more than
 * one, and the label styles.
 */
export function paginaA4(d: DocumentoA4, marcaDeAgua: string | undefined, cuerpo: Content[]): DocumentoPdf {
  return {
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 40],
    info: { title: `${d.nombreDocumento} ${d.serieNumero}`, author: d.emisor.razonSocial },
    ...(marcaDeAgua ? { watermark: { text: marcaDeAgua, opacity: 0.1, bold: true } } : {}),
    content: [...avisoPruebas(d.avisoPruebas), cabeceraA4(d), ...cuerpo],
    footer: {
      numeracion: `${d.serieNumero} · Página {pagina} de {paginas}`,
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
