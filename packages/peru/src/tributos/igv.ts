/**
 * IGV rates as dated data, and SUNAT catálogo 07 (tipo de afectación del IGV) grouped the way pricing
 * and the e-invoice need it. Percentages are decimal strings: amounts are never computed in floats.
 */

export type RegimenIgv = 'general' | 'restaurantes_hoteles_mype';

/** Confidence of a figure: government text, press or accounting firm, or our own arithmetic. */
export type Confianza = 'oficial' | 'prensa' | 'derivado';

export type TasaIgv = {
  /** First day (YYYY-MM-DD) the rate applies. */
  desde: string;
  /** Impuesto General a las Ventas, in percent. */
  igv: string;
  /** Impuesto de Promoción Municipal, in percent. */
  ipm: string;
  /** What an invoice charges (IGV + IPM, tributo 1000 carries the total), in percent. */
  total: string;
  fuente: string;
  confianza: Confianza;
};

/**
 * General rate: 18% in total. Ley 32387 moves 0.5 points a year from IGV to IPM from 2026 to 2029
 * (peru-facts §2; verify the split against the law's text — it matters for PDT 621, not for the total).
 */
const GENERAL: readonly TasaIgv[] = [
  {
    // The 16% + 2% split since Ley 29666 (IGV 17% → 16% from 01-03-2011); earlier dates are not served.
    desde: '2011-03-01',
    igv: '16',
    ipm: '2',
    total: '18',
    fuente: 'Ley 29666; elcomercio.pe, huachos.com (16% + 2% hasta 2025)',
    confianza: 'prensa',
  },
  {
    desde: '2026-01-01',
    igv: '15.5',
    ipm: '2.5',
    total: '18',
    fuente: 'Ley 32387; gerenciasac.com (IPM 2.5% en 2026)',
    confianza: 'prensa',
  },
  {
    desde: '2027-01-01',
    igv: '15',
    ipm: '3',
    total: '18',
    fuente: 'Ley 32387 (0.5 puntos por año)',
    confianza: 'derivado',
  },
  {
    desde: '2028-01-01',
    igv: '14.5',
    ipm: '3.5',
    total: '18',
    fuente: 'Ley 32387 (0.5 puntos por año)',
    confianza: 'derivado',
  },
  {
    desde: '2029-01-01',
    igv: '14',
    ipm: '4',
    total: '18',
    fuente: 'Ley 32387; revelacion.pe (IGV 14%, IPM 4% al final)',
    confianza: 'prensa',
  },
];

/**
 * Reduced rate of MYPE restaurants, hotels and alojamientos turísticos (Ley 31556, extended by Ley
 * 32219). Outside these dates such companies pay the general rate.
 */
const RESTAURANTES_HOTELES_MYPE: readonly TasaIgv[] = [
  {
    desde: '2022-09-01',
    igv: '8',
    ipm: '2',
    total: '10',
    fuente: 'Ley 31556; gestion.pe, larepublica.pe; prórroga 2025 por Ley 32219 (caretas.pe)',
    confianza: 'prensa',
  },
  {
    desde: '2026-01-01',
    igv: '8',
    ipm: '2.5',
    total: '10.5',
    fuente: 'Ley 32219 + Ley 32387; gerenciasac.com (SEE SUNAT con 10.5%)',
    confianza: 'prensa',
  },
  {
    desde: '2027-01-01',
    igv: '12',
    ipm: '3',
    total: '15',
    fuente: 'Ley 32219 (12%, caretas.pe, larepublica.pe) + IPM de Ley 32387; total derivado',
    confianza: 'derivado',
  },
];

/** From this day the reduced regime ends and the general rate applies again (larepublica.pe). */
const FIN_REGIMEN_MYPE = '2028-01-01';

const vigente = (tabla: readonly TasaIgv[], fecha: string) => tabla.filter((t) => t.desde <= fecha).at(-1);

/** The rubros whose MYPE may take Ley 31556's reduced rate: restaurants, hotels and alojamientos. */
const RUBROS_REGIMEN_MYPE: readonly string[] = ['restaurante', 'hotel'];

/**
 * The regime a company is presumed to apply when it has not declared one: a restaurante or hotel rubro
 * takes Ley 31556's reduced rate (the declaration the company makes on its record overrides it).
 */
export function regimenDeRubro(rubro: string | null | undefined): RegimenIgv {
  return rubro && RUBROS_REGIMEN_MYPE.includes(rubro) ? 'restaurantes_hoteles_mype' : 'general';
}

export const REGIMENES_IGV: readonly RegimenIgv[] = ['general', 'restaurantes_hoteles_mype'];

export const MENSAJE_REGIMEN_SIN_RUBRO =
  'El IGV reducido de la Ley 31556 es solo para MYPE restaurantes, hoteles y alojamientos turísticos: elija ese rubro';

/**
 * The company's IGV regime from its record: the declared one (the reduced rate only with a restaurante
 * or hotel rubro), or the rubro's presumption when none is declared.
 */
export function regimenIgvDeclarado(
  rubro: string | null | undefined,
  declarado: string | null | undefined,
): { regimen: RegimenIgv } | { error: string } {
  if (declarado === null || declarado === undefined || declarado === '')
    return { regimen: regimenDeRubro(rubro) };
  const regimen = REGIMENES_IGV.find((r) => r === declarado);
  if (!regimen) return { error: 'Régimen de IGV no válido' };
  if (regimen === 'restaurantes_hoteles_mype' && !(rubro && RUBROS_REGIMEN_MYPE.includes(rubro)))
    return { error: MENSAJE_REGIMEN_SIN_RUBRO };
  return { regimen };
}

/** The IGV + IPM rate in force on a date (YYYY-MM-DD) for a regime. */
export function tasaIgv(fecha: string, regimen: RegimenIgv = 'general'): TasaIgv {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(fecha)) throw new RangeError(`Fecha no válida: ${fecha}`);
  const reducida =
    regimen === 'restaurantes_hoteles_mype' && fecha < FIN_REGIMEN_MYPE
      ? vigente(RESTAURANTES_HOTELES_MYPE, fecha)
      : undefined;
  const tasa = reducida ?? vigente(GENERAL, fecha);
  if (!tasa) throw new RangeError(`No hay tasa de IGV registrada para ${fecha}`);
  return tasa;
}

/**
 * IVAP (arroz pilado, Ley 28211): 4% on the sale, replacing the IGV. Not in peru-facts; the rate has
 * not changed since the law (verify before relying on it for declarations).
 */
export const TASA_IVAP = '4';

export type GrupoAfectacion = 'gravado' | 'exonerado' | 'inafecto' | 'exportacion';

export type AfectacionIgv = {
  codigo: string;
  grupo: GrupoAfectacion;
  /** Onerosa: the buyer pays. Gratuita: a transfer or withdrawal without charge (valor referencial). */
  onerosa: boolean;
  /** Taxed with IVAP instead of IGV (code 17). */
  ivap: boolean;
};

const afectacion = (codigo: string, grupo: GrupoAfectacion, onerosa: boolean, ivap = false) => ({
  codigo,
  grupo,
  onerosa,
  ivap,
});

/** SUNAT catálogo 07 (Anexo 8 of RS 097-2012/SUNAT as amended): every code and its group. */
export const AFECTACIONES_IGV: readonly AfectacionIgv[] = [
  afectacion('10', 'gravado', true),
  ...['11', '12', '13', '14', '15', '16'].map((c) => afectacion(c, 'gravado', false)),
  afectacion('17', 'gravado', true, true),
  afectacion('20', 'exonerado', true),
  afectacion('21', 'exonerado', false),
  afectacion('30', 'inafecto', true),
  ...['31', '32', '33', '34', '35', '36', '37'].map((c) => afectacion(c, 'inafecto', false)),
  // An export is sold (onerosa) though it carries no IGV.
  afectacion('40', 'exportacion', true),
];

export function afectacionIgv(codigo: string): AfectacionIgv | undefined {
  return AFECTACIONES_IGV.find((a) => a.codigo === codigo);
}

/**
 * The percentage that separates a unit price from its unit value for an affectation: the IGV total
 * for gravado, IVAP for code 17, zero for exonerado, inafecto and exportación.
 */
export function tasaDeAfectacion(codigo: string, fecha: string, regimen: RegimenIgv = 'general'): string {
  const a = afectacionIgv(codigo);
  if (!a) throw new RangeError(`Tipo de afectación del IGV desconocido: ${codigo}`);
  if (a.grupo !== 'gravado') return '0';
  return a.ivap ? TASA_IVAP : tasaIgv(fecha, regimen).total;
}
