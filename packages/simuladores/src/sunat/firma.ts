import { X509Certificate } from 'node:crypto';
import { generarCertificadoPrueba, leerPkcs12 } from '@kipu/peru/firma/certificado';
import { leerXml } from '@kipu/peru/sunat/xml';
import { SignedXml } from 'xml-crypto';

/**
 * XMLDSig as SUNAT uses it: one enveloped RSA-SHA256 signature over the whole document (Reference
 * URI=""), placed in the UBL extension, with the signer's X509 certificate in KeyInfo.
 */
const DSIG = 'http://www.w3.org/2000/09/xmldsig#';
const C14N = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';

export type LlaveFirma = { llavePem: string; certificadoPem: string };

/** Signs a UBL document whose (last) ext:ExtensionContent is empty and waiting for the signature. */
export function firmarUbl(xml: string, llave: LlaveFirma, idFirma: string): string {
  const sig = new SignedXml({
    privateKey: llave.llavePem,
    publicCert: llave.certificadoPem,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: C14N,
  });
  sig.addReference({
    xpath: '/*',
    isEmptyUri: true,
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', C14N],
  });
  sig.computeSignature(xml, {
    prefix: 'ds',
    attrs: { Id: idFirma },
    location: { reference: "(//*[local-name()='ExtensionContent'])[last()]", action: 'append' },
  });
  return sig.getSignedXml();
}

export type ResultadoFirma = 'valida' | 'sin-firma' | 'alterada' | 'certificado-no-vigente';

/**
 * Checks the signature with the certificate it carries. Only a single reference to the whole document
 * counts: a signature over a part would leave the rest free to change.
 */
export function verificarFirma(xml: string, ahora = new Date()): ResultadoFirma {
  const doc = leerXml(xml);
  if (!doc) return 'alterada';
  const firmas = doc.getElementsByTagNameNS(DSIG, 'Signature');
  const firma = firmas.item(0);
  if (!firma) return 'sin-firma';
  const referencias = firma.getElementsByTagNameNS(DSIG, 'Reference');
  if (firmas.length > 1 || referencias.length !== 1 || referencias.item(0)?.getAttribute('URI') !== '') {
    return 'alterada';
  }
  const base64 = (firma.getElementsByTagNameNS(DSIG, 'X509Certificate').item(0)?.textContent ?? '').replace(
    /\s+/g,
    '',
  );
  let certificado: X509Certificate;
  try {
    certificado = new X509Certificate(Buffer.from(base64, 'base64'));
  } catch {
    return 'alterada';
  }
  try {
    const sig = new SignedXml({ publicCert: certificado.toString() });
    sig.loadSignature(firma.toString());
    if (!sig.checkSignature(xml)) return 'alterada';
  } catch {
    return 'alterada';
  }
  if (ahora < new Date(certificado.validFrom) || ahora > new Date(certificado.validTo)) {
    return 'certificado-no-vigente';
  }
  return 'valida';
}

/**
 * The RUC the signer's certificate names in its subject (Peruvian certificates carry it in the
 * serialNumber, CN or OU), or null when it names none or there is no readable certificate.
 */
export function rucDelFirmante(xml: string): string | null {
  const base64 = (
    leerXml(xml)?.getElementsByTagNameNS(DSIG, 'X509Certificate').item(0)?.textContent ?? ''
  ).replace(/\s+/g, '');
  let sujeto: string;
  try {
    sujeto = new X509Certificate(Buffer.from(base64, 'base64')).subject;
  } catch {
    return null;
  }
  for (const atributo of sujeto.split('\n')) {
    const m = atributo.match(/(?:^|\D)((?:10|15|16|17|20)\d{9})(?:\D|$)/);
    if (m?.[1]) return m[1];
  }
  return null;
}

/** A self-signed key and certificate (the project's test certificate), ready to sign with. */
export function generarLlavePrueba(ruc: string, razonSocial: string, ahora = new Date()): LlaveFirma {
  const { pfx, password } = generarCertificadoPrueba(ruc, razonSocial, ahora);
  const c = leerPkcs12(pfx, password);
  if ('error' in c) throw new Error(`Certificado de prueba ilegible: ${c.error}`);
  return { llavePem: c.llavePem, certificadoPem: c.certificadoPem };
}
