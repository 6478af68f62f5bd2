import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

/**
 * What a company's signing certificate (.pfx/.p12) holds, read with node-forge: both OpenSSL 3's
 * default (AES) and legacy (3DES/RC2) PKCS#12 files. Imported by its own path (not from the package
 * index) so the web bundle never pulls node-forge.
 */
export type Certificado = {
  certificadoPem: string;
  llavePem: string;
  sujeto: string;
  /** The RUC the subject carries (SUNAT certificates put it in the serialNumber or the CN/OU). */
  ruc: string | null;
  emitido: Date;
  vence: Date;
};

// PKCS#12 bag types (RFC 7292 §4.2).
const OID = {
  llave: '1.2.840.113549.1.12.10.1.1',
  llaveCifrada: '1.2.840.113549.1.12.10.1.2',
  certificado: '1.2.840.113549.1.12.10.1.3',
} as const;

export type ErrorCertificado = 'ilegible' | 'password' | 'sin-llave';

function rucDelSujeto(atributos: forge.pki.CertificateField[]): string | null {
  for (const a of atributos) {
    const m = String(a.value ?? '').match(/(?:^|\D)((?:10|15|16|17|20)\d{9})(?:\D|$)/);
    if (m?.[1]) return m[1];
  }
  return null;
}

export function leerPkcs12(datos: Buffer, password: string): Certificado | { error: ErrorCertificado } {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(datos.toString('binary')));
    try {
      p12 = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
    } catch {
      return { error: 'password' };
    }
  } catch {
    return { error: 'ilegible' };
  }
  const bolsas = (oid: string): forge.pkcs12.Bag[] => p12.getBags({ bagType: oid })[oid] ?? [];
  const llaves = [...bolsas(OID.llaveCifrada), ...bolsas(OID.llave)];
  const llave = llaves.find((b) => b.key)?.key;
  const cert = bolsas(OID.certificado).find((b) => b.cert)?.cert;
  if (!llave || !cert) return { error: 'sin-llave' };
  return {
    certificadoPem: forge.pki.certificateToPem(cert),
    llavePem: forge.pki.privateKeyToPem(llave),
    sujeto: cert.subject.attributes
      .map((a: forge.pki.CertificateField) => `${a.shortName ?? a.name}=${a.value}`)
      .join(', '),
    ruc: rucDelSujeto(cert.subject.attributes),
    emitido: cert.validity.notBefore,
    vence: cert.validity.notAfter,
  };
}

/**
 * A self-signed test certificate for a company (RSA 2048, SHA-256, one year), as SUNAT's beta and our
 * simulator accept: lets a demo company sign out of the box. Never valid for production.
 */
export function generarCertificadoPrueba(
  ruc: string,
  razonSocial: string,
  ahora = new Date(),
): { pfx: Buffer; password: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const llave = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const publica = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = publica;
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(ahora.getTime() - 86_400_000);
  cert.validity.notAfter = new Date(ahora.getTime() + 365 * 86_400_000);
  const sujeto = [
    { shortName: 'CN', value: `${razonSocial} (PRUEBA)` },
    { shortName: 'O', value: razonSocial },
    { shortName: 'OU', value: ruc },
    { name: 'serialNumber', value: `RUC${ruc}` },
    { shortName: 'C', value: 'PE' },
  ];
  cert.setSubject(sujeto);
  cert.setIssuer(sujeto);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, keyEncipherment: true },
  ]);
  cert.sign(llave, forge.md.sha256.create());
  const password = randomBytes(12).toString('base64url');
  const p12 = forge.pkcs12.toPkcs12Asn1(llave, [cert], password, { algorithm: '3des', friendlyName: ruc });
  return { pfx: Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'), password };
}
