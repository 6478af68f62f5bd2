/**
 * The ds:Signature every signer here writes (the one-pass signer and xml-crypto give the same bytes):
 * enveloped, Reference URI="", canonical XML 1.0, RSA-SHA256, the certificate in KeyInfo. Shared by
 * the signer and the one-pass verifier, which recognises a signature by this exact shape.
 */
export const DS = 'http://www.w3.org/2000/09/xmldsig#';
export const C14N = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
export const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
export const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
export const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';

/** SignedInfo's children around the digest; `cerrar` writes an empty element (`<a/>` or `<a></a>`). */
export const hijosSignedInfo = (cerrar: (e: string) => string, digest: string) =>
  `${cerrar(`ds:CanonicalizationMethod Algorithm="${C14N}"`)}${cerrar(`ds:SignatureMethod Algorithm="${RSA_SHA256}"`)}` +
  `<ds:Reference URI=""><ds:Transforms>${cerrar(`ds:Transform Algorithm="${ENVELOPED}"`)}` +
  `${cerrar(`ds:Transform Algorithm="${C14N}"`)}</ds:Transforms>${cerrar(`ds:DigestMethod Algorithm="${SHA256}"`)}` +
  `<ds:DigestValue>${digest}</ds:DigestValue></ds:Reference>`;
export const autocerrada = (e: string) => `<${e}/>`;
export const canonica = (e: string) => `<${e}></${e.slice(0, e.indexOf(' '))}>`;

type Atributo = { nombre: string; valor: string };

/**
 * SignedInfo as C14N writes it: its in-scope namespaces are the root's and ds, which the Signature
 * declares when the root does not ('xmlns' sorts before every 'xmlns:p', so by name is C14N's order).
 * Null when the root binds ds to another namespace (the Signature's own declaration would win: not a
 * case the template covers).
 */
export function signedInfoCanonico(espaciosRaiz: readonly Atributo[], digest: string): string | null {
  const ds = espaciosRaiz.find((a) => a.nombre === 'xmlns:ds');
  if (ds && ds.valor !== DS) return null;
  const espacios = ds
    ? espaciosRaiz
    : [...espaciosRaiz, { nombre: 'xmlns:ds', valor: DS }].sort((a, b) => (a.nombre < b.nombre ? -1 : 1));
  const declaraciones = espacios.map((a) => ` ${a.nombre}="${a.valor}"`).join('');
  return `<ds:SignedInfo${declaraciones}>${hijosSignedInfo(canonica, digest)}</ds:SignedInfo>`;
}

/** The ds:Signature element as written into the document. */
export function elementoFirma(id: string, digest: string, valor: string, certificado: string): string {
  return (
    `<ds:Signature Id="${id}" xmlns:ds="${DS}"><ds:SignedInfo>${hijosSignedInfo(autocerrada, digest)}</ds:SignedInfo>` +
    `<ds:SignatureValue>${valor}</ds:SignatureValue><ds:KeyInfo><ds:X509Data>` +
    `<ds:X509Certificate>${certificado}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></ds:Signature>`
  );
}
