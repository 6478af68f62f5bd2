import { createHash, verify, X509Certificate } from 'node:crypto';
import { canonicoDirecto } from './c14n-directo.ts';
import { elementoFirma, signedInfoCanonico } from './plantilla-firma.ts';

export type FirmaLeida = { valida: boolean; certificado: X509Certificate };

const B64 = '([A-Za-z0-9+/=]+)';
/** The template with its Id free and its three values (digest, signature value, certificate) as groups. */
const FIRMA = new RegExp(
  `^${escapar(elementoFirma('@id@', '@v@', '@v@', '@v@'))}$`
    .replace('@id@', '[^"<>&]*')
    .replaceAll('@v@', B64),
);
const ABRE = '<ds:Signature ';
const CIERRA = '</ds:Signature>';
/** Where our signers put it; anywhere else (inside an attribute's text, say) is for a real parser to judge. */
const CONTENEDOR = '<ext:ExtensionContent>';
const FIN_CONTENEDOR = '</ext:ExtensionContent>';

function escapar(texto: string): string {
  return texto.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Certificates seen, by their base64: a sender signs thousands of documents with the same one. */
const certificados = new Map<string, X509Certificate>();
const CERTIFICADOS_GUARDADOS = 100;

function certificadoDe(base64: string) {
  let c = certificados.get(base64);
  if (!c) {
    c = new X509Certificate(Buffer.from(base64, 'base64'));
    if (certificados.size >= CERTIFICADOS_GUARDADOS) certificados.clear();
    certificados.set(base64, c);
  }
  return c;
}

/**
 * Verifies, without a DOM, a signature of the exact shape our signers write (plantilla-firma.ts) on a
 * document the one-pass canonicaliser can read: the enveloped transform is the document with the
 * ds:Signature cut out, its canonical form is digested and compared, SignedInfo's canonical form is
 * the template with the root's namespaces, and the RSA value is checked with the certificate it carries.
 * Answers null whenever it cannot prove the reading (another signature shape, two signatures, a document
 * c14n-directo refuses): the caller then verifies through the DOM.
 */
export function verificarDirecto(xml: string): FirmaLeida | null {
  const inicio = xml.indexOf(ABRE);
  const fin = xml.indexOf(CIERRA);
  if (inicio < 0 || fin < inicio || xml.indexOf(ABRE, inicio + 1) >= 0 || xml.indexOf(CIERRA, fin + 1) >= 0)
    return null;
  if (
    !xml.startsWith(CONTENEDOR, inicio - CONTENEDOR.length) ||
    !xml.startsWith(FIN_CONTENEDOR, fin + CIERRA.length)
  )
    return null;
  const m = FIRMA.exec(xml.slice(inicio, fin + CIERRA.length));
  if (!m) return null;
  const [, digest = '', valor = '', base64 = ''] = m;
  const documento = canonicoDirecto(xml.slice(0, inicio) + xml.slice(fin + CIERRA.length));
  if (!documento) return null;
  const signedInfo = signedInfoCanonico(documento.espaciosRaiz, digest);
  if (!signedInfo) return null;
  let certificado: X509Certificate;
  try {
    certificado = certificadoDe(base64);
  } catch {
    return null;
  }
  if (certificado.publicKey.asymmetricKeyType !== 'rsa') return null;
  const digestOk = createHash('sha256').update(documento.texto).digest('base64') === digest;
  const valida =
    digestOk &&
    verify('sha256', Buffer.from(signedInfo, 'utf8'), certificado.publicKey, Buffer.from(valor, 'base64'));
  return { valida, certificado };
}
