import { createPrivateKey, type KeyObject } from 'node:crypto';
import { SignedXml } from 'xml-crypto';
import { ID_FIRMA } from '../ubl/comprobante.ts';

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

function llavePem(llave: string | KeyObject): string {
  const k = typeof llave === 'string' ? createPrivateKey(llave) : llave;
  return k.export({ type: 'pkcs8', format: 'pem' }).toString();
}

function valorDe(xml: string, etiqueta: string): string {
  const m = xml.match(new RegExp(`<ds:${etiqueta}>([^<]*)</ds:${etiqueta}>`));
  if (!m?.[1]) throw new Error(`La firma no tiene ${etiqueta}`);
  return m[1];
}

export function firmarXml(xml: string, credencial: CredencialFirma): XmlFirmado {
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
