import { createHash, createPrivateKey, type KeyObject, sign } from 'node:crypto';
import { SignedXml } from 'xml-crypto';
import { ID_FIRMA } from '../ubl/comprobante.ts';
import { canonicoDirecto } from './c14n-directo.ts';
import { C14N, ENVELOPED, elementoFirma, RSA_SHA256, SHA256, signedInfoCanonico } from './plantilla-firma.ts';

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

const CONTENEDOR = '<ext:ExtensionContent></ext:ExtensionContent>';
const ABRE_CONTENEDOR = '<ext:ExtensionContent>';

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
export function firmarDirecto(xml: string, credencial: CredencialFirma, id = ID_FIRMA): XmlFirmado | null {
  const donde = xml.indexOf(ABRE_CONTENEDOR);
  if (donde < 0 || !xml.startsWith(CONTENEDOR, donde)) return null;
  const c = canonicoDirecto(xml);
  if (!c) return null;
  const { llave, certificado } = preparar(credencial);
  const digestValue = createHash('sha256').update(c.texto).digest('base64');
  const signedInfo = signedInfoCanonico(c.espaciosRaiz, digestValue);
  if (!signedInfo) return null;
  const signatureValue = sign('sha256', Buffer.from(signedInfo, 'utf8'), llave).toString('base64');
  const corte = donde + ABRE_CONTENEDOR.length;
  const firma = elementoFirma(id, digestValue, signatureValue, certificado);
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
export function firmarXml(xml: string, credencial: CredencialFirma, id = ID_FIRMA): XmlFirmado {
  return firmarDirecto(xml, credencial, id) ?? firmarXmlDom(xml, credencial, id);
}

/** The general path: xml-crypto over a DOM, for any document. */
export function firmarXmlDom(xml: string, credencial: CredencialFirma, id = ID_FIRMA): XmlFirmado {
  if (!/<ext:ExtensionContent\s*\/?>/.test(xml))
    throw new Error('El documento no tiene ext:ExtensionContent');
  const firma = new SignedXml({
    privateKey: llavePem(credencial.llave),
    publicCert: credencial.certificadoPem,
    signatureAlgorithm: RSA_SHA256,
    canonicalizationAlgorithm: C14N,
  });
  firma.addReference({
    xpath: '/*',
    transforms: [ENVELOPED, C14N],
    digestAlgorithm: SHA256,
    uri: '',
    isEmptyUri: true,
  });
  firma.computeSignature(xml, {
    prefix: 'ds',
    attrs: { Id: id },
    location: { reference: "(//*[local-name()='ExtensionContent'])[1]", action: 'append' },
  });
  const firmado = firma.getSignedXml();
  return {
    xml: firmado,
    digestValue: valorDe(firmado, 'DigestValue'),
    signatureValue: valorDe(firmado, 'SignatureValue'),
  };
}
