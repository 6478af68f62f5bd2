import { tareaDeReporte } from '../hilos/hilos-reportes.ts';
import type { DocumentoPdf } from './documento-pdf.ts';

export type { DocumentoPdf, PieNumerado } from './documento-pdf.ts';

/** Renders a document on a rendering thread: laying out a long table never stalls the API's event loop. */
export function renderizarPdf(definicion: DocumentoPdf): Promise<Buffer> {
  return tareaDeReporte('pdf', definicion);
}
