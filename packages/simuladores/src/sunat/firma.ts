import { createPrivateKey, X509Certificate } from 'node:crypto';
import { generarCertificadoPrueba, leerPkcs12 } from '@kipu/peru/firma/certificado';
import { type CredencialFirma, firmarXml } from '@kipu/peru/firma/firmar-xml';
import { DS } from '@kipu/peru/firma/plantilla-firma';
import { verificarDirecto } from '@kipu/peru/firma/verificar-directo';
import { leerXml } from '@kipu/peru/sunat/xml';
import { SignedXml } from 'xml-crypto';

/**
 * XMLDSig as SUNAT uses it: one enveloped RSA-SHA256 signature over the whole document (Reference
 * URI=""), placed in the UBL extension, with the signer's X509 certificate in KeyInfo.
 */

export type LlaveFirma = { llavePem: string; certificadoPem: string };

/** The signer's credential per key, so the key is parsed once however many CDRs it signs. */
const credenciales = new WeakMap<LlaveFirma, CredencialFirma>();

/** Signs a UBL document whose ext:ExtensionContent is empty and waiting for the signature. */
export function firmarUbl(xml: string, llave: LlaveFirma, idFirma: string): string {
  let credencial = credenciales.get(llave);
  if (!credencial) {
    credencial = { certificadoPem: llave.certificadoPem, llave: createPrivateKey(llave.llavePem) };
    credenciales.set(llave, credencial);
  }
  return firmarXml(xml, credencial, idFirma).xml;
}

export type ResultadoFirma = 'valida' | 'sin-firma' | 'alterada' | 'certificado-no-vigente';
export type RevisionFirma = { resultado: ResultadoFirma; certificado?: X509Certificate };

/**
 * Checks the signature with the certificate it carries. Only a single reference to the whole document
 * counts: a signature over a part would leave the rest free to change. A signature of the shape Kipu
 * writes on a document the one-pass reader proves canonical is checked without a DOM (verificarDirecto);
 * any other goes through xml-crypto.
 */
export function revisarFirmaXml(xml: string, ahora = new Date()): RevisionFirma {
  const directa = verificarDirecto(xml);
  const revision = directa
    ? {
        resultado: directa.valida ? ('valida' as const) : ('alterada' as const),
        certificado: directa.certificado,
      }
    : revisarConDom(xml);
  const { certificado } = revision;
  if (revision.resultado !== 'valida' || !certificado) return revision;
  if (ahora < new Date(certificado.validFrom) || ahora > new Date(certificado.validTo))
    return { resultado: 'certificado-no-vigente', certificado };
  return revision;
}

function revisarConDom(xml: string): RevisionFirma {
  const doc = leerXml(xml);
  if (!doc) return { resultado: 'alterada' };
  const firmas = doc.getElementsByTagNameNS(DS, 'Signature');
  const firma = firmas.item(0);
  if (!firma) return { resultado: 'sin-firma' };
  const referencias = firma.getElementsByTagNameNS(DS, 'Reference');
  if (firmas.length > 1 || referencias.length !== 1 || referencias.item(0)?.getAttribute('URI') !== '') {
    return { resultado: 'alterada' };
  }
  const base64 = (firma.getElementsByTagNameNS(DS, 'X509Certificate').item(0)?.textContent ?? '').replace(
    /\s+/g,
    '',
  );
  let certificado: X509Certificate;
  try {
    certificado = new X509Certificate(Buffer.from(base64, 'base64'));
  } catch {
    return { resultado: 'alterada' };
  }
  try {
    const sig = new SignedXml({ publicCert: certificado.toString() });
    sig.loadSignature(firma.toString());
    if (!sig.checkSignature(xml)) return { resultado: 'alterada', certificado };
  } catch {
    return { resultado: 'alterada', certificado };
  }
  return { resultado: 'valida', certificado };
}

export function verificarFirma(xml: string, ahora = new Date()): ResultadoFirma {
  return revisarFirmaXml(xml, ahora).resultado;
}

/**
 * The RUC a certificate names in its subject (Peruvian certificates carry it in the serialNumber, CN or
 * OU), or null when it names none.
 */
export function rucDelCertificado(certificado: X509Certificate): string | null {
  for (const atributo of certificado.subject.split('\n')) {
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

let llaveSunat: LlaveFirma | undefined;

/**
 * The key SUNAT's simulators sign their CDRs with, made once per process: SUNAT signs with one key, and
 * the test suites start both simulators for every application they create (an RSA key and a PKCS#12
 * each time cost more than most tests).
 */
export function llaveDeSunat(): LlaveFirma {
  llaveSunat ??= generarLlavePrueba(
    '20131312955',
    'SUPERINTENDENCIA NACIONAL DE ADUANAS Y DE ADMINISTRACION TRIBUTARIA',
  );
  return llaveSunat;
}
