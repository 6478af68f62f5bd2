/** The report table lives in infra, shared by every area's Excel and PDF. */
export type { ColumnaReporte, FilaReporte, ReporteTabular } from '../../../infra/reportes/reporte-tabular.ts';

/** '202603' → '03/2026'. */
export const periodoTexto = (p: string) => `${p.slice(4)}/${p.slice(0, 4)}`;

export const rangoTexto = (desde: string, hasta: string) =>
  desde === hasta
    ? `Periodo ${periodoTexto(desde)}`
    : `Periodos ${periodoTexto(desde)} a ${periodoTexto(hasta)}`;
