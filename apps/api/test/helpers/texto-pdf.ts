import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page of a PDF, joined (to assert what a generated document says). */
export async function textoDePdf(datos: Buffer): Promise<string> {
  const doc = await getDocument({
    data: new Uint8Array(datos),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const paginas: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const contenido = await (await doc.getPage(i)).getTextContent();
    paginas.push(contenido.items.map((it) => ('str' in it ? it.str : '')).join(' '));
  }
  await doc.destroy();
  return paginas.join('\n').replace(/\s+/g, ' ');
}
