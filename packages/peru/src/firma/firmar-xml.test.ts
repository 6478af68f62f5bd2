import { createHash, createPrivateKey } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { calcularComprobante } from '../comprobantes/calculo.ts';
import { nombreComprobante } from '../sunat/nombres.ts';
import { construirXml } from '../ubl/comprobante.ts';
import { EMISOR_PRUEBA, ESCENARIOS } from '../ubl/escenarios.ts';
import { generarCertificadoPrueba, leerPkcs12 } from './certificado.ts';
import { firmarXml } from './firmar-xml.ts';
import { firmaVerifica } from './verificar-firma.ts';
import { zipComprobante } from './zip-comprobante.ts';

const { pfx, password } = generarCertificadoPrueba(EMISOR_PRUEBA.ruc, EMISOR_PRUEBA.razonSocial);
const leido = leerPkcs12(pfx, password);
if ('error' in leido) throw new Error(leido.error);
const cert = leido;

const entrada = ESCENARIOS['factura gravada'];
if (!entrada) throw new Error('falta el escenario');
const xml = construirXml(calcularComprobante(entrada), EMISOR_PRUEBA);

const verifica = (firmado: string) => firmaVerifica(firmado, cert.certificadoPem);

describe('firmarXml', () => {
  const firmado = firmarXml(xml, { certificadoPem: cert.certificadoPem, llave: cert.llavePem });

  it('puts one RSA-SHA256 enveloped signature with the certificate inside the first ExtensionContent', () => {
    expect(firmado.xml).toMatch(/<ext:ExtensionContent><ds:Signature [^>]*Id="SignatureKipu"/);
    expect(firmado.xml).toContain('<ds:Reference URI="">');
    expect(firmado.xml).toContain('xmldsig#enveloped-signature');
    expect(firmado.xml).toContain('xmldsig-more#rsa-sha256');
    expect(firmado.xml).toContain('<ds:X509Certificate>');
    expect(firmado.xml.match(/<ds:Signature /g)).toHaveLength(1);
    expect(Buffer.from(firmado.digestValue, 'base64')).toHaveLength(32);
  });

  it('verifies, and fails once a byte of the document changes', () => {
    expect(verifica(firmado.xml)).toBe(true);
    expect(
      verifica(
        firmado.xml.replace(
          '<cbc:PayableAmount currencyID="PEN">236.00',
          '<cbc:PayableAmount currencyID="PEN">236.10',
        ),
      ),
    ).toBe(false);
  });

  it('signs the same with a KeyObject loaded once', () => {
    const otra = firmarXml(xml, {
      certificadoPem: cert.certificadoPem,
      llave: createPrivateKey(cert.llavePem),
    });
    // RSA PKCS#1 v1.5 is deterministic: same document, same key, same signature.
    expect(otra.digestValue).toBe(firmado.digestValue);
    expect(otra.signatureValue).toBe(firmado.signatureValue);
  });

  it('refuses a document without ext:ExtensionContent', () => {
    expect(() =>
      firmarXml('<Invoice/>', { certificadoPem: cert.certificadoPem, llave: cert.llavePem }),
    ).toThrow('ext:ExtensionContent');
  });

  it('zips the signed XML under SUNAT name', () => {
    const nombre = nombreComprobante(EMISOR_PRUEBA.ruc, '01', 'F001', 1);
    const { nombre: archivo, zip } = zipComprobante(nombre, firmado.xml);
    expect(archivo).toBe('20601234565-01-F001-1.zip');
    const contenido = unzipSync(zip);
    expect(Object.keys(contenido)).toEqual(['20601234565-01-F001-1.xml']);
    const dentro = contenido['20601234565-01-F001-1.xml'];
    if (!dentro) throw new Error('zip vacío');
    expect(strFromU8(dentro)).toBe(firmado.xml);
    // Same document, same bytes: the zip's hash is stable for re-sends.
    const otra = zipComprobante(nombre, firmado.xml).zip;
    expect(createHash('sha256').update(otra).digest('hex')).toBe(
      createHash('sha256').update(zip).digest('hex'),
    );
  });
});
