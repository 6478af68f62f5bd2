import { createRequire } from 'node:module';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

type PdfMake = {
  setFonts(fuentes: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(politica: (url: string) => boolean): void;
  setLocalAccessPolicy(politica: (ruta: string) => boolean): void;
  createPdf(def: TDocumentDefinitions): { getBuffer(): Promise<Buffer> };
};

// pdfmake 0.3 is CommonJS and ships its Roboto files. Documents never fetch URLs and read no local
// file but those fonts (images go in as data URLs).
const require = createRequire(import.meta.url);
const pdfmake = require('pdfmake') as PdfMake;
const fuentes = require('pdfmake/fonts/Roboto.js') as Record<string, Record<string, string>>;
const archivosDeFuente = new Set(Object.values(fuentes).flatMap((f) => Object.values(f)));
pdfmake.setFonts(fuentes);
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((ruta) => archivosDeFuente.has(ruta));

export function renderizarPdf(definicion: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake.createPdf(definicion).getBuffer();
}
