/**
 * A financial report as a table, the one shape the Excel and the PDF are both written from: the on-screen
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

/** '202603' → '03/2026'. */
export const periodoTexto = (p: string) => `${p.slice(4)}/${p.slice(0, 4)}`;

export const rangoTexto = (desde: string, hasta: string) =>
  desde === hasta
    ? `Periodo ${periodoTexto(desde)}`
    : `Periodos ${periodoTexto(desde)} a ${periodoTexto(hasta)}`;
