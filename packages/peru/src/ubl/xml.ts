/**
 * Minimal XML writing. The builders control every byte and write the document already in its
 * canonical form (Canonical XML 1.0): attributes sorted by name, C14N's escapes, no `<a/>`. The signer
 * then digests the text as it is (firma/c14n-directo.ts) instead of rewriting it.
 */

const TEXTO = /[&<>\r]/g;
const ATRIBUTO = /[&<"\t\n\r]/g;
const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '\t': '&#x9;',
  '\n': '&#xA;',
  '\r': '&#xD;',
};
const escapar = (c: string) => ESCAPES[c] ?? c;

/** Text as C14N writes it: &, <, > and CR escaped, nothing else. */
export const escaparTexto = (s: string) => {
  TEXTO.lastIndex = 0;
  return TEXTO.test(s) ? s.replace(TEXTO, escapar) : s;
};

/** An attribute value as C14N writes it: &, <, " and the three blanks a parser would turn into spaces. */
export const escaparAtributo = (s: string) => {
  ATRIBUTO.lastIndex = 0;
  return ATRIBUTO.test(s) ? s.replace(ATRIBUTO, escapar) : s;
};

export type Atributos = Readonly<Record<string, string | undefined>>;

/** Attributes in C14N's order (by name: the builders write no prefixed attribute below the root). */
function atributos(a: Atributos | undefined): string {
  if (!a) return '';
  let escritos = '';
  for (const k of Object.keys(a).sort()) {
    const v = a[k];
    if (v !== undefined) escritos += ` ${k}="${escaparAtributo(v)}"`;
  }
  return escritos;
}

/** An element with escaped text. */
export function el(nombre: string, texto: string, a?: Atributos): string {
  return `<${nombre}${atributos(a)}>${escaparTexto(texto)}</${nombre}>`;
}

/** An element holding already-built children; empty children give no element at all. */
export function grupo(nombre: string, hijos: readonly (string | undefined | false)[], a?: Atributos): string {
  let contenido = '';
  for (const h of hijos) if (typeof h === 'string') contenido += h;
  return contenido ? `<${nombre}${atributos(a)}>${contenido}</${nombre}>` : '';
}

/** The element only when the value is present. */
export const opcional = (nombre: string, texto: string | undefined, a?: Atributos) =>
  texto === undefined || texto === '' ? '' : el(nombre, texto, a);
