import { createRequire } from 'node:module';
import type { DynamicContent, TableLayout, TDocumentDefinitions } from 'pdfmake/interfaces';
import { DISENOS_PDFMAKE, DISENOS_TABLA } from './disenos-tabla.ts';
import type { DocumentoPdf, PieNumerado } from './documento-pdf.ts';

type PdfMake = {
  setFonts(fuentes: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(politica: (url: string) => boolean): void;
  setLocalAccessPolicy(politica: (ruta: string) => boolean): void;
  addTableLayouts(disenos: Record<string, TableLayout>): void;
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
pdfmake.addTableLayouts(DISENOS_TABLA);

const conocidos = new Set<string>([...DISENOS_PDFMAKE, ...Object.keys(DISENOS_TABLA)]);

/** pdfmake draws a table with an unknown layout name as the default one; a typo must not pass. */
function exigirDisenosConocidos(nodo: unknown): void {
  if (Array.isArray(nodo)) {
    for (const n of nodo) exigirDisenosConocidos(n);
    return;
  }
  if (typeof nodo !== 'object' || nodo === null) return;
  const layout = (nodo as { layout?: unknown }).layout;
  if (typeof layout === 'string' && !conocidos.has(layout))
    throw new Error(`Diseño de tabla desconocido: ${layout}`);
  for (const valor of Object.values(nodo)) if (typeof valor === 'object') exigirDisenosConocidos(valor);
}

function pieDePagina({ numeracion, soloConVariasPaginas, ...estilo }: PieNumerado): DynamicContent {
  return (pagina, paginas) =>
    soloConVariasPaginas && paginas <= 1
      ? null
      : {
          ...estilo,
          text: numeracion.replace('{pagina}', String(pagina)).replace('{paginas}', String(paginas)),
        };
}

/** Lays the document out and writes the PDF: the CPU-bound part, run on a rendering thread. */
export async function pdfDeDocumento(documento: DocumentoPdf): Promise<Buffer> {
  exigirDisenosConocidos(documento.content);
  const { footer, ...resto } = documento;
  return pdfmake.createPdf({ ...resto, ...(footer ? { footer: pieDePagina(footer) } : {}) }).getBuffer();
}
