/**
 * Percepción and retención del IGV rates as dated data (peru-facts §5). Percentages are decimal
 * strings; the amounts are computed in comprobantes/calculo.ts.
 */

/** Confidence of a figure: as in igv.ts, plus SUNAT catalogues read from public repositories. */
export type ConfianzaRegimen = 'oficial' | 'prensa' | 'derivado' | 'repositorio';

export type TasaRegimen = {
  /** First day (YYYY-MM-DD) the rate applies; absent when the source gives no date. */
  desde?: string;
  /** In percent. */
  porcentaje: string;
  fuente: string;
  confianza: ConfianzaRegimen;
};

/** Catálogo 53 codes of the percepción charge (catálogo 22 regimes 01, 02, 03). */
export type CodigoPercepcion = '51' | '52' | '53';

export const CODIGOS_PERCEPCION: readonly CodigoPercepcion[] = ['51', '52', '53'];

const CATALOGO_22 = 'Catálogo 22 de SUNAT (copias del XSL de validación; openfact TipoRegimenPercepcion)';

/** Percepción del IGV (Ley 29173) by catálogo 53 code. The catalogue gives no start date. */
export const PERCEPCION: Readonly<
  Record<CodigoPercepcion, { descripcion: string; tasas: readonly TasaRegimen[] }>
> = {
  '51': {
    descripcion: 'Percepción venta interna',
    tasas: [{ porcentaje: '2', fuente: CATALOGO_22, confianza: 'repositorio' }],
  },
  '52': {
    descripcion: 'Percepción a la adquisición de combustible',
    tasas: [{ porcentaje: '1', fuente: CATALOGO_22, confianza: 'repositorio' }],
  },
  '53': {
    descripcion: 'Percepción realizada al agente de percepción con tasa especial',
    tasas: [{ porcentaje: '0.5', fuente: CATALOGO_22, confianza: 'repositorio' }],
  },
};

/**
 * Retención del IGV (RS 037-2002/SUNAT art. 6). It was 6% before March 2014; that rate's start is not
 * recorded, so earlier dates are not served.
 */
export const RETENCION_IGV: readonly TasaRegimen[] = [
  {
    desde: '2014-03-01',
    porcentaje: '3',
    fuente: 'RS 033-2014/SUNAT; blog.pucp.edu.pe (augustolamcontabilidad)',
    confianza: 'prensa',
  },
];

/** The retención applies only to operations above S/ 700 (peru-facts §5). */
export const UMBRAL_RETENCION = '700';

const vigente = (tabla: readonly TasaRegimen[], fecha: string) =>
  tabla.filter((t) => t.desde === undefined || t.desde <= fecha).at(-1);

/** The percepción rate of a catálogo 53 code on a date (YYYY-MM-DD), or undefined. */
export function tasaPercepcion(codigo: string, fecha: string): TasaRegimen | undefined {
  const regimen = CODIGOS_PERCEPCION.find((c) => c === codigo);
  return regimen ? vigente(PERCEPCION[regimen].tasas, fecha) : undefined;
}

/** The retención del IGV rate on a date (YYYY-MM-DD), or undefined before the recorded one. */
export function tasaRetencionIgv(fecha: string): TasaRegimen | undefined {
  return vigente(RETENCION_IGV, fecha);
}
