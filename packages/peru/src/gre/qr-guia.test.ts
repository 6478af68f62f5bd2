import { describe, expect, it } from 'vitest';
import { hashqrDe, qrDelCdrGuia, URL_QR_GRE, urlQrGuia } from './qr-guia.ts';

const TOKEN =
  'jNMQfx+wgqSxczqDe4SlHskqSTID3PdKjQzkoRtlthPyL7fQS57FJatUY+XowvZS/DrcTX0rEak2M86+9CAwX6Fk177abLLPRihrA=';

const cdr = (descripcion: string) =>
  '<?xml version="1.0" encoding="UTF-8"?><ar:ApplicationResponse xmlns:ar="urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">' +
  '<cac:DocumentResponse><cac:Response><cbc:ReferenceID>T001-25</cbc:ReferenceID><cbc:ResponseCode>0</cbc:ResponseCode></cac:Response>' +
  `<cac:DocumentReference><cbc:ID>T001-25</cbc:ID><cbc:DocumentDescription>${descripcion}</cbc:DocumentDescription></cac:DocumentReference></cac:DocumentResponse></ar:ApplicationResponse>`;

describe('QR of a GRE', () => {
  it("is the link SUNAT's CDR gives, token untouched", () => {
    const enlace = `${URL_QR_GRE}?hashqr=${TOKEN}`;
    expect(qrDelCdrGuia(cdr(enlace))).toBe(enlace);
    expect(hashqrDe(enlace)).toBe(TOKEN);
  });

  it('is absent when the CDR has no link of SUNAT', () => {
    expect(qrDelCdrGuia(cdr('https://example.com/descargaqr?hashqr=x'))).toBeUndefined();
    expect(qrDelCdrGuia('<no-es-cdr/>')).toBeUndefined();
    expect(hashqrDe('https://example.com/?hashqr=x')).toBeUndefined();
  });

  it('is rebuilt from a stored token, escaped for a URL', () => {
    const url = urlQrGuia(TOKEN);
    expect(url.startsWith(`${URL_QR_GRE}?hashqr=jNMQfx%2BwgqSx`)).toBe(true);
    expect(hashqrDe(url)).toBe(TOKEN);
    expect(() => urlQrGuia(' ')).toThrow(RangeError);
  });
});
