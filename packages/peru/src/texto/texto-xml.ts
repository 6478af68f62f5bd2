/**
 * Text that can travel in an XML 1.0 document (and so in a signed UBL, a PostgreSQL text column and
 * SUNAT's rules). XML 1.0 has no escape for C0 controls other than tab, LF and CR, nor for lone
 * surrogates; U+0000 is refused by PostgreSQL; DEL, the C1 controls and the non-characters are allowed
 * by XML but "discouraged", and SUNAT's validator (Java) and the printed PDF choke on them.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it finds.
const NO_PERMITIDO = /[\0-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\p{Noncharacter_Code_Point}\p{Cs}]/u;

/** Line terminators of SUNAT's single-line rules (Java's `.` stops at them; U+0085 is already a C1). */
const SALTO_DE_LINEA = /[\n\r\u2028\u2029]/;

/** The first code point text may not carry, or undefined when it is all allowed. */
export function caracterNoPermitido(texto: string): number | undefined {
  const m = NO_PERMITIDO.exec(texto);
  return m ? m[0].codePointAt(0) : undefined;
}

/** 'U+0007', as the messages name a character the user cannot see. */
export const nombreDeCaracter = (codigo: number) => `U+${codigo.toString(16).toUpperCase().padStart(4, '0')}`;

/** Length in characters (code points), as SUNAT's XSL `string-length` and Java's regex count them. */
export function largoEnCaracteres(texto: string): number {
  let n = 0;
  for (const _ of texto) n++;
  return n;
}

export type ReglaTexto = {
  /** The field as the message names it, with its article: 'La razón social', 'El nombre del cliente'. */
  campo: string;
  maximo?: number;
  /** SUNAT reads the field as one line: line breaks fail its rule. */
  unaLinea?: boolean;
  /** The field is plural ('Las observaciones'): the verbs agree. */
  plural?: boolean;
};

const mayuscula = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The Spanish message of the first problem of one text, or undefined when it may be stored and put in
 * an XML: a character it cannot carry, a line break in a single-line field, more characters than the
 * limit. Absent values pass (whether a field is required is the caller's rule).
 */
export function validarTexto(valor: string | null | undefined, regla: ReglaTexto): string | undefined {
  if (valor === null || valor === undefined || valor === '') return undefined;
  const campo = mayuscula(regla.campo);
  const n = regla.plural ? 'n' : '';
  const malo = caracterNoPermitido(valor);
  if (malo !== undefined)
    return `${campo} contiene${n} un carácter no permitido (${nombreDeCaracter(malo)}): quítelo e intente nuevamente`;
  if (regla.unaLinea && SALTO_DE_LINEA.test(valor)) return `${campo} no admite${n} saltos de línea`;
  // The UTF-16 length bounds the count of code points from above: most texts need no count at all.
  if (regla.maximo !== undefined && valor.length > regla.maximo && largoEnCaracteres(valor) > regla.maximo)
    return `${campo} admite${n} hasta ${regla.maximo} caracteres`;
  return undefined;
}

/** The first message of several texts, checked in order. */
export function primerErrorDeTexto(
  textos: readonly (readonly [string | null | undefined, ReglaTexto])[],
): string | undefined {
  for (const [valor, regla] of textos) {
    const error = validarTexto(valor, regla);
    if (error) return error;
  }
  return undefined;
}
