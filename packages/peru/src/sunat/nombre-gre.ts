/**
 * The name of a guía de remisión electrónica sent to SUNAT's GRE API: `RUC-TT-SERIE-NUMERO`, TT 09
 * (remitente, series T###) or 31 (transportista, series V###), number of 1 to 8 digits; the zip is
 * `<name>.zip` holding `<name>.xml`, and the name without extension is the send URL's last segment
 * (greenter's gre-api openapi.yaml, "Estructura: RRRRRRRRRRR-TT-SSSS-NNNNNNNN.zip", and SUNAT's
 * Manual de Servicios Web Plataforma Nueva GRE it cites).
 */
export type TipoGre = '09' | '31';
export type NombreGre = { ruc: string; tipo: TipoGre; serie: string; numero: number; base: string };

const SERIE_POR_TIPO: Record<TipoGre, RegExp> = { '09': /^T[A-Z0-9]{3}$/, '31': /^V[A-Z0-9]{3}$/ };

/** Reads a name with or without `.zip`/`.xml`; null when it is not a GRE name. */
export function leerNombreGre(nombre: string): NombreGre | null {
  const base = nombre.replace(/\.(zip|xml)$/i, '');
  const m = base.match(/^(\d{11})-(09|31)-([A-Z0-9]{4})-(\d{1,8})$/);
  if (!m) return null;
  const [, ruc = '', tipo = '', serie = '', numero = ''] = m;
  const t = tipo as TipoGre;
  if (!SERIE_POR_TIPO[t].test(serie) || Number(numero) < 1) return null;
  return { ruc, tipo: t, serie, numero: Number(numero), base };
}

/** The cbc:ID the DespatchAdvice must carry: `T001-1`. */
export const idGre = (n: NombreGre) => `${n.serie}-${n.numero}`;
