/**
 * Catálogo 06 (identity documents) in plain Spanish. SUNAT's catalogue names them in its own
 * abbreviations ('DOC.TRIB.NO.DOM.SIN.RUC', 'REG. UNICO DE CONTRIBUYENTES') and a few half in English
 * ('Tax Identification Number - TIN – Doc Trib PP.NN'): a person choosing a document reads `nombre`, a
 * printed document or a narrow column shows `abreviatura`.
 */
const DOCUMENTOS_IDENTIDAD: Readonly<Record<string, { abreviatura: string; nombre: string }>> = {
  '0': {
    abreviatura: 'Doc. trib. no dom. sin RUC',
    nombre: 'Documento tributario de no domiciliado sin RUC',
  },
  '1': { abreviatura: 'DNI', nombre: 'DNI - Documento nacional de identidad' },
  '4': { abreviatura: 'Carné de extranjería', nombre: 'Carné de extranjería' },
  '6': { abreviatura: 'RUC', nombre: 'RUC - Registro único de contribuyentes' },
  '7': { abreviatura: 'Pasaporte', nombre: 'Pasaporte' },
  A: { abreviatura: 'Cédula diplomática', nombre: 'Cédula diplomática de identidad' },
  B: {
    abreviatura: 'Doc. ident. país residencia',
    nombre: 'Documento de identidad del país de residencia (no domiciliado)',
  },
  C: {
    abreviatura: 'TIN',
    nombre: 'TIN - Número de identificación tributaria (persona natural del exterior)',
  },
  D: {
    abreviatura: 'IN',
    nombre: 'IN - Número de identificación (persona jurídica del exterior)',
  },
  E: { abreviatura: 'TAM', nombre: 'TAM - Tarjeta andina de migración' },
};

/** The Spanish name of a catálogo 06 document ('6' → 'RUC - Registro único de contribuyentes'), or undefined. */
export function nombreDocumentoIdentidad(codigo: string): string | undefined {
  return DOCUMENTOS_IDENTIDAD[codigo.trim().toUpperCase()]?.nombre;
}

/** Its short form ('6' → 'RUC', '4' → 'Carné de extranjería'), or undefined for a code not in the catalogue. */
export function abreviaturaDocumentoIdentidad(codigo: string): string | undefined {
  return DOCUMENTOS_IDENTIDAD[codigo.trim().toUpperCase()]?.abreviatura;
}

/** The catálogo 06 codes named here. */
export const CODIGOS_DOCUMENTO_IDENTIDAD: readonly string[] = Object.keys(DOCUMENTOS_IDENTIDAD);
