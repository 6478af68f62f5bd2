import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { facturaPrueba, resumenPrueba, zipDocumento } from './documento-prueba.ts';
import { firmarUbl, generarLlavePrueba } from './firma.ts';
import { abrirEnvio, type Envio, revisarComprobante, revisarResumen } from './revision.ts';

const RUC = '20601234565';
const BASE = `${RUC}-01-F001-1`;
const llave = generarLlavePrueba(RUC, 'COMERCIAL ANDINA DEMO S.A.C.');
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const firmada = (xml: string) => firmarUbl(xml, llave, 'SignKipu');

function envio(base: string, xml: string): Envio {
  const e = abrirEnvio(
    `${base}.zip`,
    b64(zipDocumento(base, xml)),
    RUC,
    base.includes('-R') ? 'resumen' : 'comprobante',
  );
  if ('falla' in e) throw new Error(e.falla);
  return e;
}

describe('what the simulated SUNAT refuses in a file', () => {
  it.each([
    ['a name without .zip', `${BASE}.xml`, zipDocumento(BASE, '<a/>'), '0151'],
    ['a summary through sendBill', `${RUC}-RC-20250115-1.zip`, zipDocumento(BASE, '<a/>'), '0152'],
    ['another RUC', '20100070970-01-F001-1.zip', zipDocumento(BASE, '<a/>'), '0154'],
    ['no content', `${BASE}.zip`, new Uint8Array(), '0155'],
    ['bytes that are not a zip', `${BASE}.zip`, strToU8('no es un zip'), '0156'],
    [
      'two files',
      `${BASE}.zip`,
      zipSync({ [`${BASE}.xml`]: strToU8('<a/>'), 'otro.xml': strToU8('<a/>') }),
      '0158',
    ],
    ['an empty XML', `${BASE}.zip`, zipSync({ [`${BASE}.xml`]: new Uint8Array() }), '0160'],
    ['text that is not XML', `${BASE}.zip`, zipDocumento(BASE, '<Invoice><cbc:ID>'), '0306'],
  ])('refuses %s', (_, nombre, zip, falla) => {
    expect(abrirEnvio(nombre, b64(zip), RUC, 'comprobante')).toEqual({ falla });
  });

  it('checks the document against its name before its signature', () => {
    expect(revisarComprobante(envio(BASE, resumenPrueba({ tipo: 'RC' })))).toEqual({ falla: '0301' });
    const boleta = facturaPrueba({ tipo: '03', serie: 'F001' });
    expect(revisarComprobante(envio(BASE, boleta))).toEqual({ falla: '1003' });
    expect(revisarComprobante(envio(BASE, facturaPrueba({ ruc: '20100070970' })))).toEqual({ falla: '1034' });
    expect(revisarComprobante(envio(BASE, facturaPrueba()))).toEqual({ falla: '1059' });
    expect(revisarComprobante(envio(BASE, firmada(facturaPrueba())))).toMatchObject({
      codigo: '0',
      notas: [],
      receptor: '6-20100070970',
    });
  });

  it('answers summaries with their own codes', () => {
    const base = `${RUC}-RC-20250115-1`;
    const bueno = envio(base, firmada(resumenPrueba({ tipo: 'RC' })));
    expect(revisarResumen(bueno, false)).toMatchObject({ codigo: '0', documento: 'RC-20250115-1' });
    expect(revisarResumen(bueno, true)).toMatchObject({ codigo: '2223' });
    expect(
      revisarResumen(envio(base, firmada(resumenPrueba({ tipo: 'RC', correlativo: 2 }))), false),
    ).toMatchObject({
      codigo: '2220',
    });
    expect(revisarResumen(envio(base, resumenPrueba({ tipo: 'RC' })), false)).toEqual({ falla: '1059' });
    expect(revisarResumen(envio(base, firmada(resumenPrueba({ tipo: 'RA' }))), false)).toEqual({
      falla: '0301',
    });
  });
});
