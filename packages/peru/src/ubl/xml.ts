/** Minimal XML writing: the builders control every byte, so escaping is the only rule to keep. */

export const escaparTexto = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const escaparAtributo = (s: string) => escaparTexto(s).replace(/"/g, '&quot;');

export type Atributos = Readonly<Record<string, string | undefined>>;

function atributos(a: Atributos | undefined): string {
  if (!a) return '';
  return Object.entries(a)
    .filter((e): e is [string, string] => e[1] !== undefined)
    .map(([k, v]) => ` ${k}="${escaparAtributo(v)}"`)
    .join('');
}

/** An element with escaped text. */
export function el(nombre: string, texto: string, a?: Atributos): string {
  return `<${nombre}${atributos(a)}>${escaparTexto(texto)}</${nombre}>`;
}

/** An element holding already-built children; empty children give no element at all. */
export function grupo(nombre: string, hijos: readonly (string | undefined | false)[], a?: Atributos): string {
  const contenido = hijos.filter((h): h is string => typeof h === 'string' && h !== '').join('');
  return contenido ? `<${nombre}${atributos(a)}>${contenido}</${nombre}>` : '';
}

/** The element only when the value is present. */
export const opcional = (nombre: string, texto: string | undefined, a?: Atributos) =>
  texto === undefined || texto === '' ? '' : el(nombre, texto, a);
