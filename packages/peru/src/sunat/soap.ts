import type { Element } from '@xmldom/xmldom';
import { mensajeSunat, normalizarCodigo } from './codigos.ts';
import { buscar, escaparXml, hijos, leerXml, textoEn } from './xml.ts';

/**
 * SOAP 1.1 of SUNAT's billService / billConsultService (namespace http://service.sunat.gob.pe):
 * operation elements are qualified, their parameters are not (the WSDL's schema is unqualified), and
 * the SOL credentials travel in a WS-Security UsernameToken with a plain-text password.
 */
export const NS_SOAP = 'http://schemas.xmlsoap.org/soap/envelope/';
export const NS_SERVICIO = 'http://service.sunat.gob.pe';
export const NS_WSSE = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';
const PASSWORD_TEXT =
  'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText';

export type OperacionSunat = 'sendBill' | 'sendSummary' | 'getStatus' | 'getStatusCdr';

export function sobreSoap(
  usuario: string,
  clave: string,
  operacion: OperacionSunat,
  parametros: [string, string][],
): string {
  const campos = parametros.map(([n, v]) => `<${n}>${escaparXml(v)}</${n}>`).join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    `<soapenv:Envelope xmlns:soapenv="${NS_SOAP}" xmlns:ser="${NS_SERVICIO}" xmlns:wsse="${NS_WSSE}">` +
    '<soapenv:Header><wsse:Security><wsse:UsernameToken>' +
    `<wsse:Username>${escaparXml(usuario)}</wsse:Username>` +
    `<wsse:Password Type="${PASSWORD_TEXT}">${escaparXml(clave)}</wsse:Password>` +
    '</wsse:UsernameToken></wsse:Security></soapenv:Header>' +
    `<soapenv:Body><ser:${operacion}>${campos}</ser:${operacion}></soapenv:Body></soapenv:Envelope>`
  );
}

export type FallaSoap = { codigo: string; mensaje: string };
export type RespuestaSoap = { tipo: 'fault'; falla: FallaSoap } | { tipo: 'ok'; cuerpo: Element };

/**
 * The four-digit code of a fault: SUNAT puts it after the fault code (`soap-env:Client.0102`) or, for
 * some services, alone or first in the fault string (`0109`, `0130 - ...`).
 */
export function codigoDeFalla(faultcode: string, faultstring: string): string | null {
  const enCodigo = faultcode.match(/\.(\d{1,4})\s*$/)?.[1];
  const enTexto = faultstring.match(/^\s*(\d{3,4})\b/)?.[1];
  const codigo = enCodigo ?? enTexto;
  return codigo ? normalizarCodigo(codigo) : null;
}

/** Reads a SOAP answer; null when the text is not a SOAP envelope with a body. */
export function leerRespuestaSoap(texto: string): RespuestaSoap | null {
  const raiz = leerXml(texto)?.documentElement;
  if (raiz?.localName !== 'Envelope') return null;
  const cuerpo = hijos(raiz, 'Body')[0];
  if (!cuerpo) return null;
  const fault = hijos(cuerpo, 'Fault')[0];
  if (!fault) return { tipo: 'ok', cuerpo };
  const faultcode = textoEn(fault, 'faultcode') ?? '';
  const faultstring = textoEn(fault, 'faultstring') ?? '';
  const codigo = codigoDeFalla(faultcode, faultstring) ?? 'respuesta';
  const soloCodigo = /^\s*\d{1,4}\s*$/.test(faultstring);
  return {
    tipo: 'fault',
    falla: { codigo, mensaje: faultstring && !soloCodigo ? faultstring : mensajeSunat(codigo) },
  };
}

/** Text of the first element with that local name in the body (`applicationResponse`, `ticket`…). */
export function valorEnCuerpo(cuerpo: Element, nombre: string): string | undefined {
  const e = buscar(cuerpo, nombre);
  return e ? (e.textContent ?? '').trim() : undefined;
}

/** A SOAP fault as SUNAT writes it (`soap-env:Client.0102`), for the simulator and tests. */
export function sobreFalla(codigo: string, mensaje: string, lado: 'Client' | 'Server' = 'Client'): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    `<soap-env:Envelope xmlns:soap-env="${NS_SOAP}"><soap-env:Header/><soap-env:Body><soap-env:Fault>` +
    `<faultcode>soap-env:${lado}.${escaparXml(codigo)}</faultcode>` +
    `<faultstring>${escaparXml(mensaje)}</faultstring>` +
    '</soap-env:Fault></soap-env:Body></soap-env:Envelope>'
  );
}

/** A successful answer: `<br:sendBillResponse><applicationResponse>…</applicationResponse>…`. */
export function sobreRespuesta(operacion: OperacionSunat, contenido: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    `<soap-env:Envelope xmlns:soap-env="${NS_SOAP}"><soap-env:Header/><soap-env:Body>` +
    `<br:${operacion}Response xmlns:br="${NS_SERVICIO}">${contenido}</br:${operacion}Response>` +
    '</soap-env:Body></soap-env:Envelope>'
  );
}
