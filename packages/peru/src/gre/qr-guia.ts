import { en, leerXml, textoEn } from '../sunat/xml.ts';

/**
 * The QR printed on a GRE's representation. Unlike an invoice's (RUC|tipo|serie|…), SUNAT does not let the
 * issuer compose it: when it accepts a guide, its CDR carries in
 * cac:DocumentResponse/cac:DocumentReference/cbc:DocumentDescription a link to SUNAT's own copy of the
 * guide, `https://e-factura.sunat.gob.pe/v1/contribuyente/gre/comprobantes/descargaqr?hashqr=<token>`,
 * and the QR is that link. The token is SUNAT's, not the XML's digest, so a guide SUNAT has not accepted
 * has no QR. (Sources: greenter's CDR reader and GRE template, thegreenter/greenter
 * packages/ws/src/Ws/Reader/DomCdrReader.php and packages/report/src/Report/Templates/despatch.html.twig;
 * the same link appears in Nubefact's GRE API answers as `cadena_para_codigo_qr`.)
 */
export const URL_QR_GRE = 'https://e-factura.sunat.gob.pe/v1/contribuyente/gre/comprobantes/descargaqr';

/** The QR's link from SUNAT's token (as kept when only the token was stored). */
export function urlQrGuia(hashqr: string): string {
  const token = hashqr.trim();
  if (!token) throw new RangeError('Falta el código (hashqr) que SUNAT asignó a la guía');
  return `${URL_QR_GRE}?hashqr=${encodeURIComponent(token)}`;
}

/** The QR's link a GRE's CDR carries, or undefined when it has none (or it does not point to SUNAT). */
export function qrDelCdrGuia(cdrXml: string): string | undefined {
  const raiz = leerXml(cdrXml)?.documentElement;
  if (raiz?.localName !== 'ApplicationResponse') return undefined;
  const enlace = textoEn(en(raiz, 'DocumentResponse', 'DocumentReference'), 'DocumentDescription');
  return enlace?.startsWith(`${URL_QR_GRE}?hashqr=`) ? enlace : undefined;
}

/**
 * SUNAT's token inside a QR link, for storing it apart from the URL. SUNAT writes its base64 token raw
 * ('+' included), so it is read by hand: URLSearchParams would turn each '+' into a blank.
 */
export function hashqrDe(url: string): string | undefined {
  const m = url.match(
    /^https:\/\/e-factura\.sunat\.gob\.pe\/v1\/contribuyente\/gre\/comprobantes\/descargaqr\?hashqr=([^&#]+)/,
  );
  return m?.[1] ? decodeURIComponent(m[1]) : undefined;
}
