/**
 * Canonical XML 1.0 (REC-xml-c14n-20010315, without comments) of a document our builders wrote, without
 * a DOM: the builders write the canonical form themselves (ubl/xml.ts: attributes in order, C14N's
 * escapes, no `<a/>`), so the canonical document is the text without its declaration, once one pass
 * proves that nothing in it would read differently through a parser.
 *
 * The pass refuses (null) whatever it would have to interpret like a real parser or whatever C14N would
 * rewrite: a CR, a comment, CDATA, a processing instruction, a DOCTYPE, an entity or character reference
 * C14N writes otherwise, a raw `>` in text, a tab or newline inside an attribute value, `<a/>`, attributes
 * out of order, a namespace declared below the root, a prefixed attribute, mismatched tags. So does an
 * empty element other than the signature's container: the DOM path writes it back as `<a/>`, and both
 * paths must give the same bytes. The caller then canonicalises through the DOM.
 */

type Atributo = { nombre: string; valor: string };

export type Canonico = {
  /** The canonical document (what the enveloped Reference URI="" digests while the signature is absent). */
  texto: string;
  /** The root's namespace declarations, `xmlns[:p]="uri"`, in canonical order. */
  espaciosRaiz: readonly Atributo[];
};

const MENOR = 60; // <
const MAYOR = 62; // >
const AMP = 38; // &
const COMILLA = 34; // "
const BARRA = 47; // /
const ESPACIO = 32;
const IGUAL = 61; // =
const DOS_PUNTOS = 58;
const TAB = 9;
const NL = 10;

/** References C14N writes as they are: in text and inside attribute values. */
const REFERENCIAS_TEXTO = ['amp;', 'lt;', 'gt;', '#xD;'];
const REFERENCIAS_ATRIBUTO = ['amp;', 'lt;', 'quot;', '#x9;', '#xA;', '#xD;'];
const CONTENEDOR_FIRMA = 'ext:ExtensionContent';
/** Text C14N writes as it is: no markup, no reference, no control character but tab and newline. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it stops at.
const TEXTO_LLANO = /[^<>&\x00-\x08\x0B-\x1F]+/y;
/** The same inside an attribute value, where '>' stays raw and tab and newline do not. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it stops at.
const VALOR_LLANO = /[^<&"\x00-\x1F]+/y;

const esNombre = (c: number) =>
  (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 46 || c === 45;
const esInicioNombre = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95;
const esBlanco = (c: number) => c === ESPACIO || c === TAB || c === NL || c === 13;

/** Where the reference after the '&' at `p` ends, or -1 when it is not one of `admitidas`. */
function finReferencia(t: string, p: number, admitidas: readonly string[]): number {
  for (const r of admitidas) if (t.startsWith(r, p + 1)) return p + 1 + r.length;
  return -1;
}

/** Whether the name t[a, a+la) sorts before t[b, b+lb), by code unit as C14N orders attribute names. */
function antes(t: string, a: number, la: number, b: number, lb: number): boolean {
  const n = Math.min(la, lb);
  for (let k = 0; k < n; k++) {
    const d = t.charCodeAt(a + k) - t.charCodeAt(b + k);
    if (d !== 0) return d < 0;
  }
  return la < lb;
}

/** Whether t[a, a+largo) and t[b, b+largo) are the same name. */
function mismoNombre(t: string, a: number, b: number, largo: number): boolean {
  for (let k = 0; k < largo; k++) if (t.charCodeAt(a + k) !== t.charCodeAt(b + k)) return false;
  return true;
}

/** C14N's order for the root's namespace declarations: the default first, then by prefix. */
const prefijo = (nombre: string) => (nombre === 'xmlns' ? '' : nombre.slice(6));

/**
 * Reads the start tag at `p` (just after '<'), checking its attributes are canonical. Answers the
 * position after '>', or -1. The root's namespace declarations go into `raiz`; below it none may appear.
 */
function etiquetaInicial(t: string, p: number, largoNombre: number, raiz: Atributo[] | null): number {
  let q = p + largoNombre;
  let previo = -1;
  let largoPrevio = 0;
  let prefijoPrevio: string | null = null;
  while (t.charCodeAt(q) === ESPACIO) {
    const ini = q + 1;
    q = ini;
    if (!esInicioNombre(t.charCodeAt(q))) return -1;
    let dosPuntos = -1;
    while (esNombre(t.charCodeAt(q)) || t.charCodeAt(q) === DOS_PUNTOS) {
      if (t.charCodeAt(q) === DOS_PUNTOS) {
        if (dosPuntos >= 0) return -1;
        dosPuntos = q;
      }
      q++;
    }
    const largo = q - ini;
    if (t.charCodeAt(q) !== IGUAL || t.charCodeAt(q + 1) !== COMILLA) return -1;
    q += 2;
    const inicioValor = q;
    for (;;) {
      VALOR_LLANO.lastIndex = q;
      if (VALOR_LLANO.test(t)) q = VALOR_LLANO.lastIndex;
      const c = t.charCodeAt(q);
      if (c === COMILLA) break;
      if (c === AMP) {
        q = finReferencia(t, q, REFERENCIAS_ATRIBUTO);
        if (q < 0) return -1;
        continue;
      }
      if (c === MENOR || c < ESPACIO || Number.isNaN(c)) return -1;
      q++;
    }
    const esEspacio = t.startsWith('xmlns', ini) && (largo === 5 || dosPuntos === ini + 5);
    if (raiz) {
      // The root: only namespace declarations, in C14N's order (our builders write no other attribute there).
      if (!esEspacio) return -1;
      const nombre = t.slice(ini, ini + largo);
      const p2 = prefijo(nombre);
      if (prefijoPrevio !== null && !(prefijoPrevio < p2)) return -1;
      prefijoPrevio = p2;
      raiz.push({ nombre, valor: t.slice(inicioValor, q) });
    } else {
      if (esEspacio || dosPuntos >= 0) return -1;
      if (previo >= 0 && !antes(t, previo, largoPrevio, ini, largo)) return -1;
      previo = ini;
      largoPrevio = largo;
    }
    q++;
  }
  return t.charCodeAt(q) === MAYOR ? q + 1 : -1;
}

/** The canonical form of `xml`, or null when the document is not one this shortcut may read. */
export function canonicoDirecto(xml: string): Canonico | null {
  let inicio = 0;
  if (xml.startsWith('<?xml')) {
    const fin = xml.indexOf('?>');
    if (fin < 0) return null;
    inicio = fin + 2;
  }
  let fin = xml.length;
  while (inicio < fin && esBlanco(xml.charCodeAt(inicio))) inicio++;
  while (fin > inicio && esBlanco(xml.charCodeAt(fin - 1))) fin--;
  const t = xml.slice(inicio, fin);
  const n = t.length;
  if (t.charCodeAt(0) !== MENOR) return null;

  const raiz: Atributo[] = [];
  /** Open elements: where each name starts and its length. */
  const abiertos: number[] = [];
  let p = 0;
  while (p < n) {
    const c = t.charCodeAt(p);
    if (c === MENOR) {
      if (t.charCodeAt(p + 1) === BARRA) {
        const largo = abiertos.pop();
        const ini = abiertos.pop();
        if (largo === undefined || ini === undefined) return null;
        if (!mismoNombre(t, ini, p + 2, largo) || t.charCodeAt(p + 2 + largo) !== MAYOR) return null;
        p += largo + 3;
        if (abiertos.length === 0) return p === n ? { texto: t, espaciosRaiz: raiz } : null;
        continue;
      }
      const ini = p + 1;
      if (!esInicioNombre(t.charCodeAt(ini))) return null;
      let q = ini + 1;
      let dosPuntos = 0;
      while (esNombre(t.charCodeAt(q)) || t.charCodeAt(q) === DOS_PUNTOS) {
        if (t.charCodeAt(q) === DOS_PUNTOS) dosPuntos++;
        q++;
      }
      const largo = q - ini;
      if (dosPuntos > 1) return null;
      const despues = etiquetaInicial(t, ini, largo, abiertos.length === 0 ? raiz : null);
      if (despues < 0) return null;
      // An empty element: only the signature's container may be one (the DOM path writes others `<a/>`).
      if (
        t.charCodeAt(despues) === MENOR &&
        t.charCodeAt(despues + 1) === BARRA &&
        !(largo === CONTENEDOR_FIRMA.length && t.startsWith(CONTENEDOR_FIRMA, ini))
      ) {
        return null;
      }
      abiertos.push(ini, largo);
      p = despues;
      continue;
    }
    if (abiertos.length === 0) return null;
    // A run of plain text at once: the regular expression engine skips it faster than this loop.
    TEXTO_LLANO.lastIndex = p;
    if (TEXTO_LLANO.test(t)) {
      p = TEXTO_LLANO.lastIndex;
      continue;
    }
    if (c === AMP) {
      p = finReferencia(t, p, REFERENCIAS_TEXTO);
      if (p < 0) return null;
      continue;
    }
    if (c === MAYOR || (c < ESPACIO && c !== TAB && c !== NL)) return null;
    p++;
  }
  return null;
}
