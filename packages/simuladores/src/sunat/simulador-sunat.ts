import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NotaCdr } from '@kipu/peru/sunat/cdr';
import { USUARIO_SOL_PRUEBAS } from '@kipu/peru/sunat/cliente-bill-service';
import { mensajeSunat } from '@kipu/peru/sunat/codigos';
import { leerNombreArchivo } from '@kipu/peru/sunat/nombres';
import { type OperacionSunat, sobreFalla, sobreRespuesta } from '@kipu/peru/sunat/soap';
import { en, hijos, leerXml, textoEn } from '@kipu/peru/sunat/xml';
import type { Element } from '@xmldom/xmldom';
import { generarConstancia } from './constancia.ts';
import { type LlaveFirma, llaveDeSunat } from './firma.ts';
import { claveDocumento, type EstadoRegistrado, efectoDelResumen, type Registrado } from './registro.ts';
import { abrirEnvio, type Dictamen, type Envio, revisarComprobante, revisarResumen } from './revision.ts';

/**
 * Local SUNAT billService + billConsultService: the same SOAP on loopback, the embedded default and the
 * counterpart of the real client in tests. Like SUNAT's beta it lets any RUC in with the public test
 * user (RUC + MODDATOS / moddatos), besides the accounts it is given; it checks the zip and its name,
 * the XML's identity and XMLDSig signature by a certificate of the issuer, answers signed CDRs with
 * SUNAT's codes, keeps what it received (1033 on a repeat, getStatusCdr to recover it) and processes
 * summaries by ticket (98, then 0 or 99).
 */

/** How many received documents `documentos()` keeps, the latest. */
export const RECIBIDOS_GUARDADOS = 1000;
export type UsuarioSol = { ruc: string; usuario: string; clave: string };
export type FallaSimulada = '0100' | '0109' | '0130' | 'http-503';

export type DocumentoRecibido = {
  nombre: string;
  operacion: 'sendBill' | 'sendSummary';
  xml: string;
  codigo: string;
  descripcion: string;
  notas: NotaCdr[];
  ticket?: string;
};

export type SimuladorSunat = {
  /** billService (sendBill, sendSummary, getStatus); the simulator answers getStatusCdr here too. */
  url: string;
  /** billConsultService (getStatusCdr). */
  urlConsulta: string;
  /** Makes the next n requests fail: a SOAP fault with that transient code, or HTTP 503. */
  fallar(n: number, codigo?: FallaSimulada): void;
  /** The last documents received (up to RECIBIDOS_GUARDADOS), oldest first. */
  documentos(): DocumentoRecibido[];
  /** What SUNAT holds of a document (after sendBill, a resumen or a baja), undefined if nothing. */
  estadoDe(ruc: string, tipo: string, serie: string, numero: number): EstadoRegistrado | undefined;
  cerrar(): Promise<void>;
};

/** The SOAP username is the RUC followed by the SOL user. */
const RUC_DEL_USUARIO = /^(\d{11})(.+)$/;

type Ticket = { ruc: string; consultas: number; cdrZip: Uint8Array; aceptado: boolean };

const TAMANO_MAXIMO = 20 * 1024 * 1024;

function leerCuerpo(req: IncomingMessage): Promise<string | null> {
  return new Promise((ok, mal) => {
    const partes: Buffer[] = [];
    let total = 0;
    req.on('data', (p: Buffer) => {
      total += p.length;
      if (total <= TAMANO_MAXIMO) partes.push(p);
    });
    req.on('end', () => ok(total > TAMANO_MAXIMO ? null : Buffer.concat(partes).toString('utf8')));
    req.on('error', mal);
  });
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const esFalla = (r: object): r is { falla: string } => 'falla' in r;

/**
 * `usuarios`: SOL accounts known besides the beta's test user, as SUNAT knows a taxpayer's own users
 * (a wrong password for them, or for MODDATOS, is refused with 0102 all the same).
 */
export async function iniciarSimuladorSunat(
  opciones: { usuarios?: UsuarioSol[]; puerto?: number } = {},
): Promise<SimuladorSunat> {
  const usuarios = opciones.usuarios ?? [];
  /** The RUC a SOAP username and password sign in for, or undefined when SUNAT would refuse them. */
  function rucDeCuenta(usuario: string, clave: string): string | undefined {
    const m = usuario.match(RUC_DEL_USUARIO);
    if (!m?.[1]) return undefined;
    const [, ruc, sol] = m;
    if (sol === USUARIO_SOL_PRUEBAS.usuario && clave === USUARIO_SOL_PRUEBAS.clave) return ruc;
    return usuarios.some((u) => u.ruc === ruc && u.usuario === sol && u.clave === clave) ? ruc : undefined;
  }
  const llave: LlaveFirma = llaveDeSunat();
  const registrados = new Map<string, Registrado>();
  const resumenesAceptados = new Set<string>();
  const tickets = new Map<string, Ticket>();
  // What a test inspects of the last documents sent; bounded, so an embedded simulator serving a long-running
  // product does not keep every XML it ever received (the registry of numbers keeps what SUNAT keeps).
  const recibidos: DocumentoRecibido[] = [];
  let fallos = 0;
  let codigoFallo: FallaSimulada = '0130';
  let ultimoTicket = 0;

  function constancia(envio: Envio, d: Dictamen): Uint8Array {
    return generarConstancia(
      {
        base: envio.nombre.base,
        rucEmisor: envio.nombre.ruc,
        documento: d.documento,
        codigo: d.codigo,
        descripcion: d.descripcion,
        notas: d.notas,
        ...(d.receptor ? { receptor: d.receptor } : {}),
      },
      llave,
    );
  }

  function registrar(envio: Envio, d: Dictamen, operacion: DocumentoRecibido['operacion'], ticket?: string) {
    if (recibidos.length >= RECIBIDOS_GUARDADOS) recibidos.shift();
    recibidos.push({
      nombre: envio.nombre.base,
      operacion,
      xml: envio.xml,
      codigo: d.codigo,
      descripcion: d.descripcion,
      notas: d.notas,
      ...(ticket ? { ticket } : {}),
    });
  }

  type Respuesta = { status: number; cuerpo: string };
  const falla = (codigo: string): Respuesta => ({
    status: 500,
    cuerpo: sobreFalla(codigo, mensajeSunat(codigo)),
  });
  const ok = (operacion: OperacionSunat, contenido: string): Respuesta => ({
    status: 200,
    cuerpo: sobreRespuesta(operacion, contenido),
  });

  const abrir = (ruc: string, parametros: Element, clase: 'comprobante' | 'resumen') =>
    abrirEnvio(textoEn(parametros, 'fileName') ?? '', textoEn(parametros, 'contentFile') ?? '', ruc, clase);

  function enviarFactura(ruc: string, parametros: Element): Respuesta {
    const envio = abrir(ruc, parametros, 'comprobante');
    if (esFalla(envio)) return falla(envio.falla);
    const dictamen = revisarComprobante(envio);
    if (esFalla(dictamen)) return falla(dictamen.falla);
    const n = envio.nombre;
    if (n.clase !== 'comprobante') return falla('0151');
    const k = claveDocumento(n.ruc, n.tipo, n.serie, n.numero);
    // SUNAT keeps the first answer for a number, accepted or rejected; a resend is refused with 1033.
    if (registrados.has(k)) return falla('1033');
    const cdrZip = constancia(envio, dictamen);
    registrados.set(k, {
      estado: dictamen.codigo === '0' ? 'aceptado' : 'rechazado',
      fecha: textoEn(envio.raiz, 'IssueDate') ?? '',
      cdrZip,
    });
    registrar(envio, dictamen, 'sendBill');
    return ok('sendBill', `<applicationResponse>${base64(cdrZip)}</applicationResponse>`);
  }

  function enviarResumen(ruc: string, parametros: Element): Respuesta {
    const envio = abrir(ruc, parametros, 'resumen');
    if (esFalla(envio)) return falla(envio.falla);
    let dictamen = revisarResumen(envio, resumenesAceptados.has(envio.nombre.base));
    if (esFalla(dictamen)) return falla(dictamen.falla);
    if (dictamen.codigo === '0') {
      // The documents it adds or voids change only when the whole summary is accepted.
      const efecto = efectoDelResumen(envio, registrados);
      if ('rechazo' in efecto) {
        dictamen = {
          ...dictamen,
          codigo: efecto.rechazo,
          descripcion: `${mensajeSunat(efecto.rechazo)}: ${efecto.documento}`,
        };
      } else for (const [k, r] of efecto.cambios) registrados.set(k, r);
    }
    ultimoTicket = Math.max(ultimoTicket + 1, Date.now());
    const ticket = String(ultimoTicket);
    const aceptado = dictamen.codigo === '0';
    if (aceptado) resumenesAceptados.add(envio.nombre.base);
    tickets.set(ticket, { ruc, consultas: 0, cdrZip: constancia(envio, dictamen), aceptado });
    registrar(envio, dictamen, 'sendSummary', ticket);
    return ok('sendSummary', `<ticket>${ticket}</ticket>`);
  }

  function consultarTicket(ruc: string, parametros: Element): Respuesta {
    const t = tickets.get(textoEn(parametros, 'ticket') ?? '');
    if (!t) return falla('0127');
    if (t.ruc !== ruc) return falla('0126');
    t.consultas++;
    // The first look finds it still in process, as SUNAT's queue usually does.
    if (t.consultas === 1) return ok('getStatus', '<status><statusCode>98</statusCode></status>');
    const codigo = t.aceptado ? '0' : '99';
    return ok(
      'getStatus',
      `<status><content>${base64(t.cdrZip)}</content><statusCode>${codigo}</statusCode></status>`,
    );
  }

  function consultarCdr(ruc: string, parametros: Element): Respuesta {
    const [rucComprobante, tipo, serie, numero] = [
      'rucComprobante',
      'tipoComprobante',
      'serieComprobante',
      'numeroComprobante',
    ].map((c) => textoEn(parametros, c) ?? '');
    const nombre = leerNombreArchivo(`${rucComprobante}-${tipo}-${serie}-${numero}`);
    const cdrZip =
      nombre?.clase === 'comprobante' && nombre.ruc === ruc
        ? registrados.get(claveDocumento(nombre.ruc, nombre.tipo, nombre.serie, nombre.numero))?.cdrZip
        : undefined;
    if (!cdrZip) {
      return ok(
        'getStatusCdr',
        '<statusCdr><statusCode>0011</statusCode><statusMessage>El comprobante de pago electrónico no existe.</statusMessage></statusCdr>',
      );
    }
    return ok(
      'getStatusCdr',
      `<statusCdr><content>${base64(cdrZip)}</content><statusCode>0004</statusCode><statusMessage>La constancia existe</statusMessage></statusCdr>`,
    );
  }

  function atender(texto: string): Respuesta {
    const raiz = leerXml(texto)?.documentElement;
    const cuerpo = raiz?.localName === 'Envelope' ? hijos(raiz, 'Body')[0] : undefined;
    const pedido = cuerpo ? primerElemento(cuerpo) : undefined;
    if (!raiz || !pedido)
      return { status: 500, cuerpo: sobreFalla('0305', 'El sistema no puede procesar el archivo xml') };
    const token = en(raiz, 'Header', 'Security', 'UsernameToken');
    if (!token) return falla('0101');
    const usuario = textoEn(token, 'Username') ?? '';
    const password = textoEn(token, 'Password') ?? '';
    const ruc = rucDeCuenta(usuario, password);
    if (!ruc) return falla('0102');
    switch (pedido.localName) {
      case 'sendBill':
        return enviarFactura(ruc, pedido);
      case 'sendSummary':
        return enviarResumen(ruc, pedido);
      case 'getStatus':
        return consultarTicket(ruc, pedido);
      case 'getStatusCdr':
        return consultarCdr(ruc, pedido);
      default:
        return { status: 500, cuerpo: sobreFalla('0100', `Operación desconocida: ${pedido.localName}`) };
    }
  }

  const servidor: Server = createServer(async (req, res) => {
    const responder = ({ status, cuerpo }: Respuesta) => {
      res.writeHead(status, { 'content-type': 'text/xml;charset=UTF-8' });
      res.end(cuerpo);
    };
    const texto = await leerCuerpo(req).catch(() => null);
    if (req.method !== 'POST' || texto === null) return responder(falla('0100'));
    if (fallos > 0) {
      fallos--;
      if (codigoFallo === 'http-503') {
        res.writeHead(503, { 'content-type': 'text/html' });
        return res.end('<html><body>Service Unavailable</body></html>');
      }
      return responder({ status: 500, cuerpo: sobreFalla(codigoFallo, mensajeSunat(codigoFallo), 'Server') });
    }
    try {
      responder(atender(texto));
    } catch {
      responder({ status: 500, cuerpo: sobreFalla('0200', mensajeSunat('0200'), 'Server') });
    }
  });
  await new Promise<void>((listo) => servidor.listen(opciones.puerto ?? 0, '127.0.0.1', listo));
  const { port } = servidor.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    url: `${base}/ol-ti-itcpfegem-beta/billService`,
    urlConsulta: `${base}/ol-it-wsconscpegem/billConsultService`,
    fallar(n, codigo = '0130') {
      fallos = n;
      codigoFallo = codigo;
    },
    documentos: () => [...recibidos],
    estadoDe: (ruc, tipo, serie, numero) => registrados.get(claveDocumento(ruc, tipo, serie, numero))?.estado,
    cerrar: () =>
      new Promise((listo) => {
        servidor.closeAllConnections();
        servidor.close(() => listo());
      }),
  };
}

function primerElemento(el: Element): Element | undefined {
  for (let n = el.firstChild; n; n = n.nextSibling) if (n.nodeType === 1) return n as Element;
  return undefined;
}
