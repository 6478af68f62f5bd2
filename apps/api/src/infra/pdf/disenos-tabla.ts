import type { CustomTableLayout } from 'pdfmake/interfaces';

/**
 * Table layouts by name. A document goes to the rendering thread as plain data, and functions do not
 * cross threads, so a table names its layout (`layout: 'recuadroRuc'`) and the thread looks it up here.
 */
const AZUL = '#1e3a8a';
const BORDE = '#9ca3af';

export const DISENOS_TABLA = {
  /** The RUC box of a printed comprobante: a thick blue frame. */
  recuadroRuc: {
    hLineWidth: () => 1.2,
    vLineWidth: () => 1.2,
    hLineColor: () => AZUL,
    vLineColor: () => AZUL,
  },
  /** The customer block of a comprobante: a thin grey frame, no line between its two halves. */
  datosCliente: {
    hLineWidth: () => 0.5,
    vLineWidth: (i) => (i === 1 ? 0 : 0.5),
    hLineColor: () => BORDE,
    vLineColor: () => BORDE,
    paddingTop: () => 4,
    paddingBottom: () => 4,
  },
  /** A comprobante's lines: blue header row, firmer rules around the header and under the last line. */
  lineasComprobante: {
    fillColor: (fila) => (fila === 0 ? AZUL : null),
    hLineWidth: (i, nodo) => (i === 0 || i === 1 || i === nodo.table.body.length ? 0.8 : 0.3),
    vLineWidth: () => 0,
    hLineColor: () => BORDE,
    paddingTop: () => 3,
    paddingBottom: () => 3,
  },
  /** A comprobante's totals: one blue rule above the last (the total to pay). */
  totalesComprobante: {
    hLineWidth: (i, nodo) => (i === nodo.table.body.length - 1 ? 0.8 : 0),
    vLineWidth: () => 0,
    hLineColor: () => AZUL,
  },
  /** A ticket's lines: no rules and almost no padding, for an 80 mm roll. */
  lineasTicket: {
    hLineWidth: () => 0,
    vLineWidth: () => 0,
    paddingLeft: () => 0,
    paddingRight: () => 0,
    paddingTop: () => 0.5,
    paddingBottom: () => 0.5,
  },
  /** A payslip's blocks (ingresos, descuentos, aportes): thin grey grid. */
  bloqueBoleta: {
    hLineColor: () => BORDE,
    vLineColor: () => BORDE,
    hLineWidth: () => 0.5,
    vLineWidth: () => 0.5,
  },
} satisfies Record<string, CustomTableLayout>;

export type NombreDiseno = keyof typeof DISENOS_TABLA;

/** pdfmake's own named layouts. */
export const DISENOS_PDFMAKE = ['noBorders', 'headerLineOnly', 'lightHorizontalLines'] as const;
