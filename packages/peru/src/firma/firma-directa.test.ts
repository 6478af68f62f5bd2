import { createPrivateKey } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { C14nCanonicalization } from 'xml-crypto';
import { calcularComprobante, type EntradaComprobante } from '../comprobantes/calculo.ts';
import { construirXml } from '../ubl/comprobante.ts';
import { construirComunicacionBaja } from '../ubl/comunicacion-baja.ts';
import { BAJAS, EMISOR_PRUEBA, ESCENARIOS, RESUMENES } from '../ubl/escenarios.ts';
import { construirResumenDiario } from '../ubl/resumen-diario.ts';
import { el, grupo } from '../ubl/xml.ts';
import { canonicoDirecto } from './c14n-directo.ts';
import { generarCertificadoPrueba, leerPkcs12 } from './certificado.ts';
import { firmarDirecto, firmarXml, firmarXmlDom } from './firmar-xml.ts';
import { verificarDirecto } from './verificar-directo.ts';
import { firmaVerifica } from './verificar-firma.ts';

/**
 * The one-pass signer against the DOM one (xml-crypto): RSA PKCS#1 v1.5 is deterministic, so the same
 * document signed both ways must give the same bytes — every UBL scenario, summary and voiding, invoices
 * of 1 to 100 lines, and documents full of awkward text.
 */

const { pfx, password } = generarCertificadoPrueba(EMISOR_PRUEBA.ruc, EMISOR_PRUEBA.razonSocial);
const leido = leerPkcs12(pfx, password);
if ('error' in leido) throw new Error(leido.error);
const cert = leido;
const credencial = { certificadoPem: cert.certificadoPem, llave: createPrivateKey(cert.llavePem) };

/** The DOM verifier's answer; the one-pass verifier, wherever it reads the document, must agree. */
function verifica(firmado: string): boolean {
  const dom = firmaVerifica(firmado, cert.certificadoPem);
  const directo = verificarDirecto(firmado);
  if (directo) expect(directo.valida).toBe(dom);
  return dom;
}

/** Signs both ways and answers the one-pass result, after checking it is the DOM path's bytes. */
function igualQueDom(xml: string) {
  const directo = firmarDirecto(xml, credencial);
  expect(directo).not.toBeNull();
  expect(directo?.xml).toBe(firmarXmlDom(xml, credencial).xml);
  expect(verificarDirecto(directo?.xml ?? '')?.valida).toBe(true);
  return directo;
}

/** A factura of `n` lines of goods and services, by value or price, taxed and exonerated. */
function factura(n: number, texto: (i: number) => string = (i) => `PRODUCTO ${i}`): EntradaComprobante {
  return {
    tipo: '01',
    serie: 'F001',
    numero: n,
    fecha: '2026-11-23',
    hora: '10:15:00',
    moneda: 'PEN',
    cliente: { tipoDocumento: '6', numero: '20100070970', nombre: texto(0) || 'CLIENTE' },
    lineas: Array.from({ length: n }, (_, i) => ({
      codigo: `P${i + 1}`,
      descripcion: texto(i + 1) || 'ITEM',
      unidad: i % 5 === 4 ? 'ZZ' : 'NIU',
      cantidad: String((i % 3) + 1),
      ...(i % 2 === 0 ? { precioUnitario: `${(i % 17) + 10}.50` } : { valorUnitario: `${(i % 11) + 5}.25` }),
      afectacion: i % 7 === 6 ? '20' : '10',
    })),
    formaPago: { tipo: 'contado' },
  };
}

/** A small seeded generator, so a failing text can be found again. */
function generador(semilla: number) {
  let s = semilla >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIEZAS = [
  'ñ',
  'Ñandú',
  '&',
  '<',
  '>',
  '"',
  "'",
  '&amp;',
  '😀',
  '\n',
  'á é í ó ú',
  ' ',
  'Ü',
  'ABC',
  '123',
  '½',
  '\t',
];

/** Texts of 1 to `largo` random pieces. */
const textoAzar = (azar: () => number, largo: number) => () =>
  Array.from(
    { length: 1 + Math.floor(azar() * largo) },
    () => PIEZAS[Math.floor(azar() * PIEZAS.length)],
  ).join('');

describe('the one-pass signer gives the DOM signer’s bytes', () => {
  it.each(Object.keys(ESCENARIOS))('UBL scenario: %s', (nombre) => {
    const entrada = ESCENARIOS[nombre];
    if (!entrada) throw new Error(nombre);
    igualQueDom(construirXml(calcularComprobante(entrada), EMISOR_PRUEBA));
  });

  it.each(Object.keys(RESUMENES))('resumen diario: %s', (nombre) => {
    const r = RESUMENES[nombre];
    if (!r) throw new Error(nombre);
    igualQueDom(construirResumenDiario(r, EMISOR_PRUEBA));
  });

  it.each(Object.keys(BAJAS))('comunicación de baja: %s', (nombre) => {
    const b = BAJAS[nombre];
    if (!b) throw new Error(nombre);
    igualQueDom(construirComunicacionBaja(b, EMISOR_PRUEBA));
  });

  it.each([1, 5, 20, 100])('a factura of %i lines, and its signature verifies', (n) => {
    const firmado = igualQueDom(construirXml(calcularComprobante(factura(n)), EMISOR_PRUEBA));
    expect(verifica(firmado?.xml ?? '')).toBe(true);
  });

  it('documents whose names and descriptions hold ñ, &, <, >, quotes, emoji, tabs and newlines', () => {
    const texto = textoAzar(generador(20261129), 6);
    let directos = 0;
    for (let caso = 0; caso < 40; caso++) {
      const xml = construirXml(calcularComprobante(factura(1 + (caso % 4), texto)), EMISOR_PRUEBA);
      // A text of blanks leaves an empty element, which only the DOM path writes as it writes it.
      if (firmarDirecto(xml, credencial)) directos++;
      const firmado = firmarXml(xml, credencial);
      expect(firmado.xml).toBe(firmarXmlDom(xml, credencial).xml);
      expect(verifica(firmado.xml)).toBe(true);
    }
    expect(directos).toBeGreaterThan(30);
  });
});

describe('what the one-pass signer leaves to the DOM path', () => {
  const base = construirXml(calcularComprobante(factura(2)), EMISOR_PRUEBA);

  it.each([
    ['a comment', base.replace('<cbc:UBLVersionID>', '<!-- nota --><cbc:UBLVersionID>')],
    ['a carriage return', base.replace('PRODUCTO 1', 'PRODUCTO\r1')],
    ['CDATA', base.replace('PRODUCTO 1', '<![CDATA[PRODUCTO 1]]>')],
    ['a character reference', base.replace('PRODUCTO 1', 'PRODUCTO&#32;1')],
    [
      'a namespace declared below the root',
      base.replace('<cbc:UBLVersionID>', '<cbc:UBLVersionID xmlns:x="urn:x">'),
    ],
    [
      'a newline inside an attribute',
      base.replace('schemeAgencyName="PE:SUNAT"', 'schemeAgencyName="PE:\nSUNAT"'),
    ],
    ['a prefixed attribute', base.replace('<cbc:UBLVersionID>', '<cbc:UBLVersionID xml:lang="es">')],
  ])('%s: not read directly, still signed and verified through the DOM', (_, xml) => {
    expect(canonicoDirecto(xml)).toBeNull();
    expect(firmarDirecto(xml, credencial)).toBeNull();
    expect(verifica(firmarXml(xml, credencial).xml)).toBe(true);
  });

  it('an empty element (a description of blanks): left to the DOM path, which writes it <a/>', () => {
    const xml = base.replace(
      '<cbc:Description>PRODUCTO 1</cbc:Description>',
      '<cbc:Description></cbc:Description>',
    );
    expect(xml).not.toBe(base);
    expect(firmarDirecto(xml, credencial)).toBeNull();
    expect(firmarXml(xml, credencial).xml).toContain('<cbc:Description/>');
  });

  it.each([
    ['a self-closing element', '<r xmlns="urn:a"><e a="1"/></r>'],
    ['attributes out of order', '<r xmlns="urn:a"><e z="1" a="2">x</e></r>'],
    ['namespaces out of order on the root', '<r xmlns:b="urn:b" xmlns="urn:a"><e>x</e></r>'],
    ['&gt; inside an attribute (C14N writes it raw)', '<r xmlns="urn:a"><e a="&gt;">x</e></r>'],
    ['a raw > in text (C14N writes &gt;)', '<r xmlns="urn:a"><e>a > b</e></r>'],
    ['&quot; in text (C14N writes it raw)', '<r xmlns="urn:a"><e>&quot;</e></r>'],
    ['two spaces between attributes', '<r xmlns="urn:a"><e a="1"  b="2">x</e></r>'],
    ['a tag closed by another name', '<r xmlns="urn:a"><e>x</f></r>'],
    ['an element left open', '<r xmlns="urn:a"><e>x</e>'],
    ['text after the root', '<r xmlns="urn:a"><e>x</e></r>y'],
  ])('%s: not canonical as written, so not read directly', (_, cuerpo) => {
    expect(canonicoDirecto(`<?xml version="1.0" encoding="UTF-8"?>${cuerpo}`)).toBeNull();
  });

  it('attributes out of order in a whole invoice: still signed and verified through the DOM', () => {
    const xml = base.replace('<cbc:InvoiceTypeCode ', '<cbc:InvoiceTypeCode zz="1" ');
    expect(xml).not.toBe(base);
    expect(firmarDirecto(xml, credencial)).toBeNull();
    expect(verifica(firmarXml(xml, credencial).xml)).toBe(true);
  });
});

describe('what the builders write is already canonical', () => {
  const c14n = (xml: string) => {
    const doc = new DOMParser().parseFromString(xml, 'text/xml');
    return new C14nCanonicalization().process(doc.documentElement as unknown as Node, {}).toString();
  };

  it('elements of awkward text and attribute values read the same through a parser and C14N', () => {
    const texto = textoAzar(generador(1129), 5);
    for (let caso = 0; caso < 200; caso++) {
      const xml =
        '<?xml version="1.0" encoding="UTF-8"?>' +
        grupo('r', [el('cbc:B', texto(), { z: texto(), a: texto(), m: texto() }), el('c', texto())], {
          xmlns: 'urn:a',
          'xmlns:cbc': 'urn:c',
        });
      const directo = canonicoDirecto(xml);
      expect(directo?.texto).toBe(c14n(xml));
    }
  });
});

describe('the one-pass verifier', () => {
  const firmado = firmarXml(construirXml(calcularComprobante(factura(3)), EMISOR_PRUEBA), credencial).xml;
  const otro = generarCertificadoPrueba('20100070970', 'SUPERMERCADOS PERUANOS S.A.');
  const ajeno = leerPkcs12(otro.pfx, otro.password);
  if ('error' in ajeno) throw new Error(ajeno.error);
  const base64 = (pem: string) => pem.replace(/-----(BEGIN|END) CERTIFICATE-----|\s+/g, '');

  it('reads our signature and names the certificate that made it', () => {
    const leida = verificarDirecto(firmado);
    expect(leida?.valida).toBe(true);
    expect(leida?.certificado.subject).toContain(EMISOR_PRUEBA.ruc);
  });

  it.each([
    ['a changed description', firmado.replace('PRODUCTO 2', 'PRODUCTO 9')],
    [
      'a changed amount',
      firmado.replace('<cbc:PayableAmount currencyID="PEN">', '<cbc:PayableAmount currencyID="USD">'),
    ],
    ['a changed digest', firmado.replace(/<ds:DigestValue>./, '<ds:DigestValue>A')],
    ['a changed signature value', firmado.replace(/<ds:SignatureValue>../, '<ds:SignatureValue>AB')],
  ])('%s does not verify, as the DOM path says', (_, alterado) => {
    expect(alterado).not.toBe(firmado);
    expect(verificarDirecto(alterado)?.valida).toBe(false);
    expect(firmaVerifica(alterado, cert.certificadoPem)).toBe(false);
  });

  it('a signature whose KeyInfo carries another certificate does not verify with it', () => {
    const alterado = firmado.replace(base64(cert.certificadoPem), base64(ajeno.certificadoPem));
    expect(verificarDirecto(alterado)?.valida).toBe(false);
    expect(firmaVerifica(alterado, ajeno.certificadoPem)).toBe(false);
  });

  it.each([
    [
      'two signatures',
      firmado.replace(
        '</ext:UBLExtensions>',
        `<ext:UBLExtension>${firmado.slice(firmado.indexOf('<ext:ExtensionContent>'), firmado.indexOf('</ext:UBLExtension>'))}</ext:UBLExtension></ext:UBLExtensions>`,
      ),
    ],
    ['a comment', firmado.replace('<cbc:UBLVersionID>', '<!-- x --><cbc:UBLVersionID>')],
    ['a signature of another shape', firmado.replace('<ds:SignedInfo>', '<ds:SignedInfo Id="x">')],
    ['no signature', construirXml(calcularComprobante(factura(1)), EMISOR_PRUEBA)],
  ])('%s: left to the DOM path', (_, xml) => {
    expect(verificarDirecto(xml)).toBeNull();
  });
});
