import { describe, expect, it } from 'vitest';
import { SignedXml } from 'xml-crypto';
import { facturaPrueba } from './documento-prueba.ts';
import { firmarUbl, generarLlavePrueba, verificarFirma } from './firma.ts';

const llave = generarLlavePrueba('20601234565', 'COMERCIAL ANDINA DEMO S.A.C.');

describe('XMLDSig of UBL documents', () => {
  it('verifies a signature with the certificate it carries, and notices any change', () => {
    const firmado = firmarUbl(facturaPrueba(), llave, 'SignKipu');
    expect(firmado).toMatch(/<ext:ExtensionContent><ds:Signature Id="SignKipu"/);
    expect(verificarFirma(firmado)).toBe('valida');
    expect(verificarFirma(firmado.replace('SERVICIO DE PRUEBA', 'OTRO SERVICIO'))).toBe('alterada');
    expect(verificarFirma(facturaPrueba())).toBe('sin-firma');
    expect(verificarFirma(firmado, new Date(Date.now() + 2 * 365 * 86_400_000))).toBe(
      'certificado-no-vigente',
    );
  });

  it('does not take a signature over part of the document', () => {
    const sig = new SignedXml({
      privateKey: llave.llavePem,
      publicCert: llave.certificadoPem,
      signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
      canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
    });
    sig.addReference({
      xpath: "//*[local-name()='InvoiceLine']",
      digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
      transforms: ['http://www.w3.org/2001/10/xml-exc-c14n#'],
    });
    sig.computeSignature(facturaPrueba(), {
      prefix: 'ds',
      location: { reference: "//*[local-name()='ExtensionContent']", action: 'append' },
    });
    expect(verificarFirma(sig.getSignedXml())).toBe('alterada');
  });
});
