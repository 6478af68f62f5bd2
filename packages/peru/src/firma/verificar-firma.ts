import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';

/** Whether the document's ds:Signature verifies against the certificate (digest and RSA value). */
export function firmaVerifica(firmado: string, certificadoPem: string): boolean {
  const doc = new DOMParser().parseFromString(firmado, 'text/xml');
  const firma = doc.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature')[0];
  if (!firma) return false;
  const v = new SignedXml({ publicCert: certificadoPem });
  v.loadSignature(firma.toString());
  try {
    return v.checkSignature(firmado);
  } catch {
    // xml-crypto throws, rather than answering false, on a signature value that does not match.
    return false;
  }
}
