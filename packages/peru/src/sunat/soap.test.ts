import { describe, expect, it } from 'vitest';
import {
  codigoDeFalla,
  leerRespuestaSoap,
  sobreFalla,
  sobreRespuesta,
  sobreSoap,
  valorEnCuerpo,
} from './soap.ts';
import { leerXml, textoEn } from './xml.ts';

describe('SUNAT SOAP envelopes', () => {
  it('writes the WS-Security header and escapes every value', () => {
    const sobre = sobreSoap('20601234565MODDATOS', 'a<b&"c\'', 'sendBill', [
      ['fileName', '20601234565-01-F001-1.zip'],
      ['contentFile', 'UEsDBA=='],
    ]);
    const raiz = leerXml(sobre)?.documentElement;
    expect(textoEn(raiz, 'Header', 'Security', 'UsernameToken', 'Username')).toBe('20601234565MODDATOS');
    expect(textoEn(raiz, 'Header', 'Security', 'UsernameToken', 'Password')).toBe('a<b&"c\'');
    expect(textoEn(raiz, 'Body', 'sendBill', 'fileName')).toBe('20601234565-01-F001-1.zip');
    expect(sobre).toContain('<ser:sendBill><fileName>');
  });

  it('reads the code of a fault wherever SUNAT puts it', () => {
    expect(codigoDeFalla('soap-env:Client.0102', 'Usuario o contraseña incorrectos')).toBe('0102');
    expect(codigoDeFalla('soap-env:Client.102', '')).toBe('0102');
    expect(codigoDeFalla('soap-env:Server', '0130')).toBe('0130');
    expect(codigoDeFalla('S:Server', '0109 - El sistema no puede responder')).toBe('0109');
    expect(codigoDeFalla('soap-env:Server', 'Internal Error')).toBeNull();
  });

  it('reads faults and answers', () => {
    expect(
      leerRespuestaSoap(sobreFalla('1033', 'El comprobante fue registrado previamente con otros datos')),
    ).toEqual({
      tipo: 'fault',
      falla: { codigo: '1033', mensaje: 'El comprobante fue registrado previamente con otros datos' },
    });
    const soloCodigo = sobreFalla('0130', '0130', 'Server').replace('Server.0130', 'Server');
    expect(leerRespuestaSoap(soloCodigo)).toMatchObject({
      falla: { codigo: '0130', mensaje: expect.stringContaining('No se pudo obtener el ticket') },
    });
    const ok = leerRespuestaSoap(sobreRespuesta('sendSummary', '<ticket>1736950000123</ticket>'));
    if (ok?.tipo !== 'ok') throw new Error('sin cuerpo');
    expect(valorEnCuerpo(ok.cuerpo, 'ticket')).toBe('1736950000123');
    expect(leerRespuestaSoap('<html>Mantenimiento</html>')).toBeNull();
    expect(leerRespuestaSoap('')).toBeNull();
  });
});
