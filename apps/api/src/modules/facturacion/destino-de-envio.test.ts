import { URLS_SUNAT } from '@kipu/peru/sunat/cliente-bill-service';
import { describe, expect, it } from 'vitest';
import { destinoDeEnvio } from './credenciales-envio.ts';
import { vaEnResumen } from './politica-envio.ts';

const SIMULADOR = { url: 'http://127.0.0.1:9/billService', urlConsulta: 'http://127.0.0.1:9/consulta' };
const OSE = 'https://ose.ejemplo.pe/ol-ti-itcpe/billService';

describe('destinoDeEnvio', () => {
  it.each([
    ['simulador', null, SIMULADOR],
    ['beta', null, { url: URLS_SUNAT.beta, urlConsulta: URLS_SUNAT.consultaCdr }],
    ['produccion', null, { url: URLS_SUNAT.produccion, urlConsulta: URLS_SUNAT.consultaCdr }],
    ['ose', OSE, { url: OSE, urlConsulta: OSE }],
  ])('%s sends to its billService', (soapEnvio, urlOse, destino) => {
    expect(destinoDeEnvio({ soapEnvio, urlOse }, SIMULADOR)).toEqual(destino);
  });

  it.each([
    ['ose', null, 'no tiene su URL'],
    ['fax', null, 'El envío por fax no está disponible'],
  ])('%s without a destination answers why', (soapEnvio, urlOse, mensaje) => {
    expect(destinoDeEnvio({ soapEnvio, urlOse }, SIMULADOR)).toContain(mensaje);
  });
});

describe('vaEnResumen', () => {
  const individual = { envioPausado: false, envioBoletas: 'individual' as const };
  const resumen = { envioPausado: false, envioBoletas: 'resumen' as const };
  it.each([
    ['a factura', individual, '01', 'F001', false, false],
    ['a factura of a resumen company', resumen, '01', 'F001', false, false],
    ['a boleta sent one by one', individual, '03', 'B001', false, false],
    ['a boleta of a resumen company', resumen, '03', 'B001', false, true],
    ['a boleta note of a resumen company', resumen, '07', 'B001', false, true],
    ['a factura note of a resumen company', resumen, '07', 'F001', false, false],
    ['a contingency boleta, whatever the company', individual, '03', '0002', true, true],
    ['a contingency factura', individual, '01', '0001', true, false],
  ])('%s: %s', (_, empresa, tipo, serie, contingencia, esperado) => {
    expect(vaEnResumen(empresa, { tipo, serie, contingencia })).toBe(esperado);
  });
});
