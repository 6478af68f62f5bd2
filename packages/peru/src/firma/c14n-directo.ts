/**
 * Canonical XML 1.0 (REC-xml-c14n-20010315, without comments) of a document our builders wrote, taken
 * straight from its text instead of a DOM: the builders control every byte (ubl/xml.ts), so only what
 * C14N changes needs doing — the declaration dropped, `<a/>` written `<a></a>`, namespace declarations
 * and then attributes in canonical order, `&gt;` inside attribute values written as `>`.
 *
 * Anything the builders never write, and that this shortcut would have to interpret like a real parser
 * (a CR, a comment, CDATA, a processing instruction, a DOCTYPE, a character reference, a namespace
 * declared below the root, a prefixed attribute, a tab or newline inside an attribute value) answers
 * null: the caller then canonicalises through the DOM path. So does an empty element other than the
 * signature's container: the DOM path writes it back as `<a/>`, and both paths must give the same bytes.
 */

/**
 * The start tags C14N rewrites: those with attributes (their order) and those that close themselves.
 * A tag with neither is already canonical and is left alone, which spares most of a UBL document.
 */
const ETIQUETA = /<([A-Za-z_][\w.:-]*)((?:\s+[^\s=<>/]+="[^"]*")+\s*|\s*(?=\/))(\/?)>/g;
const ATRIBUTO = /\s+([^\s=<>/]+)="([^"]*)"/g;
const UNO = /^\s+([^\s=<>/]+)="([^"]*)"\s*$/;
/** Entities C14N keeps as written in text (it writes &, < and > escaped, and nothing else). */
const ENTIDAD_NO_ADMITIDA = /&(?!amp;|lt;|gt;|quot;|apos;)/;
const ENTIDAD_COMILLA_EN_TEXTO = />[^<]*&(?:quot|apos);/;
/**
 * What may stand between two rewritten tags: text without '<' or a raw '>' (C14N writes it `&gt;`, as
 * the builders do), end tags and start tags without attributes. Anything else means the tag pattern
 * skipped something it cannot read.
 */
const VACIO = /<([A-Za-z_][\w.:-]*)(?:\s[^<>]*)?><\/\1>/g;
const CONTENEDOR_FIRMA = '<ext:ExtensionContent></ext:ExtensionContent>';
const ENTRE_ETIQUETAS = /^[^<>]*(?:<\/?[A-Za-z_][\w.:-]*>[^<>]*)*$/;

type Atributo = { nombre: string; valor: string };

/** The attribute's value as C14N writes it, or null when it holds what only a parser may judge. */
function valorCanonico(valor: string): string | null {
  if (/[\t\n\r<]/.test(valor)) return null;
  return valor.replace(/&gt;/g, '>').replace(/&apos;/g, "'");
}

/** C14N's order: namespace declarations by prefix (the default first), then attributes by name. */
const porNombre = (a: Atributo, b: Atributo) => (a.nombre < b.nombre ? -1 : a.nombre > b.nombre ? 1 : 0);
const prefijo = (nombre: string) => (nombre === 'xmlns' ? '' : nombre.slice(6));
const porPrefijo = (a: Atributo, b: Atributo) => {
  const pa = prefijo(a.nombre);
  const pb = prefijo(b.nombre);
  return pa < pb ? -1 : pa > pb ? 1 : 0;
};

export type Canonico = {
  /** The canonical document (what the enveloped Reference URI="" digests while the signature is absent). */
  texto: string;
  /** The root's namespace declarations, `xmlns[:p]="uri"`, in canonical order. */
  espaciosRaiz: readonly Atributo[];
};

/** The canonical form of `xml`, or null when the document is not one this shortcut may read. */
export function canonicoDirecto(xml: string): Canonico | null {
  let cuerpo = xml;
  if (cuerpo.startsWith('<?xml')) {
    const fin = cuerpo.indexOf('?>');
    if (fin < 0) return null;
    cuerpo = cuerpo.slice(fin + 2);
  }
  cuerpo = cuerpo.trim();
  if (
    cuerpo.includes('\r') ||
    cuerpo.includes('<!') ||
    cuerpo.includes('<?') ||
    ENTIDAD_NO_ADMITIDA.test(cuerpo) ||
    ENTIDAD_COMILLA_EN_TEXTO.test(cuerpo)
  ) {
    return null;
  }

  let valido = true;
  let raiz: Atributo[] | null = null;
  let consumido = 0;
  const texto = cuerpo.replace(
    ETIQUETA,
    (etiqueta: string, nombre: string, atributos: string, sola: string, en: number) => {
      if (!ENTRE_ETIQUETAS.test(cuerpo.slice(consumido, en))) valido = false;
      consumido = en + etiqueta.length;
      const uno = raiz !== null && !atributos.includes('&') ? UNO.exec(atributos) : null;
      if (uno) {
        // One plain attribute: nothing to sort, nothing to rewrite (the common UBL case).
        const [, n = '', v = ''] = uno;
        if (n.includes(':') || n === 'xmlns' || /[\t\n\r<]/.test(v)) valido = false;
        return sola ? `<${nombre} ${n}="${v}"></${nombre}>` : `<${nombre} ${n}="${v}">`;
      }
      const espacios: Atributo[] = [];
      const otros: Atributo[] = [];
      for (const [, n = '', v = ''] of atributos.matchAll(ATRIBUTO)) {
        const canonico = valorCanonico(v);
        if (canonico === null) valido = false;
        if (n === 'xmlns' || n.startsWith('xmlns:')) espacios.push({ nombre: n, valor: canonico ?? '' });
        else if (n.includes(':')) valido = false;
        else otros.push({ nombre: n, valor: canonico ?? '' });
      }
      if (raiz === null) raiz = espacios.sort(porPrefijo);
      else if (espacios.length > 0) valido = false;
      const escritos = [...(raiz === espacios ? espacios : []), ...otros.sort(porNombre)]
        .map((a) => ` ${a.nombre}="${a.valor}"`)
        .join('');
      return sola ? `<${nombre}${escritos}></${nombre}>` : `<${nombre}${escritos}>`;
    },
  );
  if (!valido || raiz === null) return null;
  if (!ENTRE_ETIQUETAS.test(cuerpo.slice(consumido))) return null;
  for (const [vacio] of cuerpo.matchAll(VACIO)) if (vacio !== CONTENEDOR_FIRMA) return null;
  return { texto, espaciosRaiz: raiz };
}
