import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { abrirCdr, estadoPorCodigo, leerCdr } from './cdr.ts';

const cdr = (codigo: string, descripcion: string, notas: string[] = [], encoding = 'UTF-8') =>
  `<?xml version="1.0" encoding="${encoding}"?>
<ar:ApplicationResponse xmlns:ar="urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2"
  xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:ID>1736950000000</cbc:ID>
  ${notas.map((n) => `<cbc:Note>${n}</cbc:Note>`).join('')}
  <cac:DocumentResponse>
    <cac:Response>
      <cbc:ReferenceID>F001-1</cbc:ReferenceID>
      <cbc:ResponseCode>${codigo}</cbc:ResponseCode>
      <cbc:Description>${descripcion}</cbc:Description>
    </cac:Response>
    <cac:DocumentReference><cbc:ID>F001-1</cbc:ID></cac:DocumentReference>
  </cac:DocumentResponse>
</ar:ApplicationResponse>`;

describe('CDR', () => {
  it('reads an accepted CDR', () => {
    expect(leerCdr(cdr('0', 'La Factura numero F001-1, ha sido aceptada'))).toEqual({
      estado: 'aceptado',
      codigo: '0',
      descripcion: 'La Factura numero F001-1, ha sido aceptada',
      notas: [],
      documento: 'F001-1',
    });
  });

  it('reads observations from the notes and rejections from the code', () => {
    const o = leerCdr(
      cdr('0', 'La Factura numero F001-1, ha sido aceptada', [
        '4093 - El ubigeo del emisor no cumple con el formato establecido o no es válido',
      ]),
    );
    expect(o.estado).toBe('observado');
    expect(o.notas).toEqual([
      {
        codigo: '4093',
        descripcion: 'El ubigeo del emisor no cumple con el formato establecido o no es válido',
      },
    ]);
    expect(leerCdr(cdr('2335', 'El documento electrónico ingresado ha sido alterado')).estado).toBe(
      'rechazado',
    );
    expect(estadoPorCodigo('4252', false)).toBe('observado');
    expect(estadoPorCodigo('1033', false)).toBe('rechazado');
  });

  it('refuses what is not a CDR', () => {
    expect(() => leerCdr('<Invoice/>')).toThrow('ApplicationResponse');
    expect(() => leerCdr('no es xml')).toThrow();
    expect(() => leerCdr(cdr('', 'x'))).toThrow('código de respuesta');
  });

  it('opens a CDR zip with a dummy folder and an ISO-8859-1 XML', () => {
    const xml = cdr(
      '2800',
      'El dato ingresado en el tipo de documento no esta permitido (Perú)',
      [],
      'ISO-8859-1',
    );
    const latin1 = Uint8Array.from(Buffer.from(xml, 'latin1'));
    const zip = zipSync({ 'dummy/': new Uint8Array(), 'R-20601234565-01-F001-1.xml': latin1 });
    const r = abrirCdr(zip);
    expect(r.estado).toBe('rechazado');
    expect(r.descripcion).toContain('(Perú)');
    expect(r.cdrZip).toBe(zip);
    expect(() => abrirCdr(zipSync({ 'otro.txt': strToU8('x') }))).toThrow('R-*.xml');
    expect(() => abrirCdr(strToU8('no zip'))).toThrow('zip');
  });
});
