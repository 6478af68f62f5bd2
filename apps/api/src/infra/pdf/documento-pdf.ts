import type { Margins, Style, TDocumentDefinitions } from 'pdfmake/interfaces';

/**
 * A page footer as data: `numeracion` with `{pagina}` and `{paginas}` replaced on each page
 * ('Página {pagina} de {paginas}'), optionally only when the document has more than one page.
 */
export type PieNumerado = Pick<Style, 'alignment' | 'fontSize' | 'color' | 'bold'> & {
  numeracion: string;
  soloConVariasPaginas?: boolean;
  margin?: Margins;
};

/**
 * A pdfmake document as plain data, so it can be rendered on another thread: no functions anywhere.
 * Tables name their layout (see disenos-tabla.ts), the footer is a `PieNumerado`, and the other
 * function-valued options of pdfmake (header, background, pageBreakBefore) are not offered.
 */
export type DocumentoPdf = Omit<
  TDocumentDefinitions,
  'footer' | 'header' | 'background' | 'pageBreakBefore'
> & {
  footer?: PieNumerado;
};
