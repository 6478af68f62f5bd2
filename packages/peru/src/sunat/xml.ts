import { DOMParser, type Document, type Element } from '@xmldom/xmldom';

/**
 * Small DOM helpers for SUNAT's XML (SOAP answers, CDRs, UBL documents). Elements are matched by local
 * name: SUNAT's answers use several prefixes for the same namespaces (soap-env, S, ns2, br…).
 */

/** Parses XML; null for anything that is not well-formed, so callers answer with their own code. */
export function leerXml(texto: string): Document | null {
  try {
    const doc = new DOMParser({
      onError: (nivel, mensaje) => {
        if (nivel !== 'warning') throw new Error(mensaje);
      },
    }).parseFromString(texto, 'text/xml');
    return doc.documentElement ? doc : null;
  } catch {
    return null;
  }
}

export function hijos(el: Element, nombre: string): Element[] {
  const r: Element[] = [];
  for (let n = el.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 1 && (n as Element).localName === nombre) r.push(n as Element);
  }
  return r;
}

/** Follows a path of child local names: `en(factura, 'AccountingSupplierParty', 'Party')`. */
export function en(el: Element | null | undefined, ...ruta: string[]): Element | undefined {
  let actual = el ?? undefined;
  for (const nombre of ruta) {
    if (!actual) return undefined;
    actual = hijos(actual, nombre)[0];
  }
  return actual;
}

export function textoEn(el: Element | null | undefined, ...ruta: string[]): string | undefined {
  const r = en(el, ...ruta);
  return r ? (r.textContent ?? '').trim() : undefined;
}

/** First element with that local name anywhere below `el`. */
export function buscar(el: Element, nombre: string): Element | undefined {
  const todos = el.getElementsByTagName('*');
  for (let i = 0; i < todos.length; i++) {
    const e = todos.item(i);
    if (e && e.localName === nombre) return e;
  }
  return undefined;
}

/** Escapes text and attribute values for XML written by hand. */
export function escaparXml(valor: string): string {
  return valor
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * Decodes XML bytes by their declared encoding: SUNAT's CDRs and many issuers' documents are
 * ISO-8859-1, and reading them as UTF-8 would garble every accented letter.
 */
export function decodificarXml(bytes: Uint8Array): string {
  const cabecera = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const declarada = cabecera.match(/^\s*<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/)?.[1];
  let decodificador: TextDecoder;
  try {
    decodificador = new TextDecoder(declarada ?? 'utf-8');
  } catch {
    decodificador = new TextDecoder('utf-8');
  }
  return decodificador.decode(bytes).replace(/^\uFEFF/, '');
}
