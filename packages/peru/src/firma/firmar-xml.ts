import { createHash, createPrivateKey, type KeyObject, sign } from 'node:crypto';
import { SignedXml } from 'xml-crypto';
import { ID_FIRMA } from '../ubl/comprobante.ts';
import { canonicoDirecto } from './c14n-directo.ts';

/**
 * XMLDSig enveloped signature of a UBL document as SUNAT verifies it: canonical XML 1.0 (20010315),
 * enveloped-signature transform, Reference URI="" (the whole document), RSA-SHA256, the X509
 * certificate in KeyInfo, and the ds:Signature appended into the first ext:ExtensionContent.
 * Imported by its own path (`@kipu/peru/firma/firmar-xml`): it needs node:crypto.
 */

export type CredencialFirma = {
  certificadoPem: string;
  /** PEM text or a KeyObject loaded once per certificate. */
  llave: string | KeyObject;
};

export type XmlFirmado = {
  xml: string;
  /** The document's hash (DigestValue), printed on the representation and kept with the document. */
  digestValue: string;
  signatureValue: string;
};

const C14N = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
const CONTENEDOR = '<ext:ExtensionContent></ext:ExtensionContent>';
const ABRE_CONTENEDOR = '<ext:ExtensionContent>';

/** SignedInfo's children as the signature writes them, around the digest. */
const hijosSignedInfo = (cerrar: (e: string) => string, digest: string) =>
  `${cerrar(`ds:CanonicalizationMethod Algorithm="${C14N}"`)}${cerrar(`ds:SignatureMethod Algorithm="${RSA_SHA256}"`)}` +
  `<ds:Reference URI=""><ds:Transforms>${cerrar(`ds:Transform Algorithm="${ENVELOPED}"`)}` +
  `${cerrar(`ds:Transform Algorithm="${C14N}"`)}</ds:Transforms>${cerrar(`ds:DigestMethod Algorithm="${SHA256}"`)}` +
  `<ds:DigestValue>${digest}</ds:DigestValue></ds:Reference>`;
const autocerrada = (e: string) => `<${e}/>`;
const canonica = (e: string) => `<${e}></${e.slice(0, e.indexOf(' '))}>`;

/** What a credential gives every signature, worked out once per credential. */
type Preparada = { llave: KeyObject; certificado: string };
const preparadas = new WeakMap<CredencialFirma, Preparada>();

function preparar(credencial: CredencialFirma): Preparada {
  let p = preparadas.get(credencial);
  if (!p) {
    const llave =
      typeof credencial.llave === 'string' ? createPrivateKey(credencial.llave) : credencial.llave;
    const certificado = credencial.certificadoPem
      .replace(/-----(BEGIN|END) CERTIFICATE-----/g, '')
      .replace(/\s+/g, '');
    p = { llave, certificado };
    preparadas.set(credencial, p);
  }
  return p;
}

/**
 * The signature of a document our builders wrote, in one pass and without a DOM: the document's
 * canonical form is its text with a few rewrites (c14n-directo.ts); with Reference URI="" and the
 * enveloped transform its digest is taken while ExtensionContent is still empty; SignedInfo's canonical
 * form is the template with the root's namespaces in scope; one RSA signature; the ds:Signature spliced
 * into the first ExtensionContent. The same bytes as the DOM path (RSA PKCS#1 v1.5 is deterministic),
 * which the tests check; null when the document is not one this path may read.
 */
export function firmarDirecto(xml: string, credencial: CredencialFirma): XmlFirmado | null {
  const donde = xml.indexOf(ABRE_CONTENEDOR);
  if (donde < 0 || !xml.startsWith(CONTENEDOR, donde)) return null;
  const c = canonicoDirecto(xml);
  if (!c) return null;
  const { llave, certificado } = preparar(credencial);
  const digestValue = createHash('sha256').update(c.texto).digest('base64');
  // SignedInfo's in-scope namespaces: the root's, and ds from the Signature when the root lacks it.
  // ('xmlns' sorts before every 'xmlns:p', so by name is C14N's order: the default first, then by prefix.)
  const espacios = c.espaciosRaiz.some((a) => a.nombre === 'xmlns:ds')
    ? c.espaciosRaiz
    : [...c.espaciosRaiz, { nombre: 'xmlns:ds', valor: DS }].sort((a, b) => (a.nombre < b.nombre ? -1 : 1));
  const declaraciones = espacios.map((a) => ` ${a.nombre}="${a.valor}"`).join('');
  const signedInfoCanonico = `<ds:SignedInfo${declaraciones}>${hijosSignedInfo(canonica, digestValue)}</ds:SignedInfo>`;
  const signatureValue = sign('sha256', Buffer.from(signedInfoCanonico, 'utf8'), llave).toString('base64');
  const firma =
    `<ds:Signature Id="${ID_FIRMA}" xmlns:ds="${DS}"><ds:SignedInfo>${hijosSignedInfo(autocerrada, digestValue)}</ds:SignedInfo>` +
    `<ds:SignatureValue>${signatureValue}</ds:SignatureValue><ds:KeyInfo><ds:X509Data>` +
    `<ds:X509Certificate>${certificado}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></ds:Signature>`;
  const corte = donde + ABRE_CONTENEDOR.length;
  return { xml: xml.slice(0, corte) + firma + xml.slice(corte), digestValue, signatureValue };
}

function llavePem(llave: string | KeyObject): string {
  const k = typeof llave === 'string' ? createPrivateKey(llave) : llave;
  return k.export({ type: 'pkcs8', format: 'pem' }).toString();
}

function valorDe(xml: string, etiqueta: string): string {
  const m = xml.match(new RegExp(`<ds:${etiqueta}>([^<]*)</ds:${etiqueta}>`));
  if (!m?.[1]) throw new Error(`La firma no tiene ${etiqueta}`);
  return m[1];
}

/** Signs in one pass when the document allows it (firmarDirecto), else through the DOM (xml-crypto). */
export function firmarXml(xml: string, credencial: CredencialFirma): XmlFirmado {
  return firmarDirecto(xml, credencial) ?? firmarXmlDom(xml, credencial);
}

/** The general path: xml-crypto over a DOM, for any document. */
export function firmarXmlDom(xml: string, credencial: CredencialFirma): XmlFirmado {
  if (!xml.includes('<ext:ExtensionContent>')) throw new Error('El documento no tiene ext:ExtensionContent');
  const firma = new SignedXml({
    privateKey: llavePem(credencial.llave),
    publicCert: credencial.certificadoPem,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: C14N,
  });
  firma.addReference({
    xpath: '/*',
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', C14N],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    uri: '',
    isEmptyUri: true,
  });
  firma.computeSignature(xml, {
    prefix: 'ds',
    attrs: { Id: ID_FIRMA },
    location: { reference: "(//*[local-name()='ExtensionContent'])[1]", action: 'append' },
  });
  const firmado = firma.getSignedXml();
  return {
    xml: firmado,
    digestValue: valorDe(firmado, 'DigestValue'),
    signatureValue: valorDe(firmado, 'SignatureValue'),
  };
}
