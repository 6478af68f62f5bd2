import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { urlQrGuia } from '@kipu/peru/gre/qr-guia';
import { RUTA_GRE, SCOPE_GRE } from '@kipu/peru/sunat/cliente-gre';
import { generarConstancia } from '../sunat/constancia.ts';
import { type LlaveFirma, llaveDeSunat } from '../sunat/firma.ts';
import { type DictamenGre, type PedidoGre, revisarGuia, revisarPedido } from './revision-gre.ts';
import { type CuentaApiSunat, crearEmisorTokens, type RespuestaJson } from './tokens-simulados.ts';

/**
 * Local SUNAT GRE API (cliente-gre.ts describes the protocol and its sources): the api-seguridad token
 * and the api-cpe send and ticket status on one loopback server. A send is checked at once (422) or
 * gets a ticket; the ticket answers 98 (en proceso) for its first queries, then 0 with a signed CDR,
 * or 99 with SUNAT's code (and a CDR for a 2xxx rejection). It keeps the first answer for each number
 * (1033/1032 on a resend) and fails on demand so tests can drive the client's retries.
 */
export type CredencialesGre = CuentaApiSunat;

export const CREDENCIALES_GRE_DEMO: CredencialesGre = {
  clientId: '3f1c2b7a-9d4e-4c61-8a20-5e7b6d9c0a14',
  clientSecret: 'kipu-secreto-gre-demo',
  ruc: '20601234565',
  usuario: 'MODDATOS',
  clave: 'moddatos',
};

/** How many received guides `recibidas()` keeps, the latest. */
export const GUIAS_GUARDADAS = 1000;

export type GuiaRecibida = {
  nombre: string;
  ticket: string;
  codigo: string;
  descripcion: string;
  xml?: string;
};

/** 'http-500': SUNAT's 500 body; 'red': the connection is dropped without an answer. */
export type FallaGre = 'http-500' | 'red';

export type OpcionesSimuladorGre = {
  credenciales?: CredencialesGre[];
  puerto?: number;
  vidaTokenSegundos?: number;
  /** Status queries a ticket answers 98 before its result (1 unless told). */
  consultasEnProceso?: number;
};

export type SimuladorGre = {
  /** Base of api-seguridad and of api-cpe (the simulator serves both). */
  url: string;
  /** Makes every token issued so far invalid, as when SUNAT drops them before expires_in. */
  caducarTokens(): void;
  vidaToken(segundos: number): void;
  tokensEmitidos(): number;
  /** The next n API calls (send or status) fail that way. */
  fallar(n: number, falla?: FallaGre): void;
  /** While on, every ticket answers 98 however often it is asked. */
  retenerTickets(retener?: boolean): void;
  /** The last guides received (up to GUIAS_GUARDADAS), oldest first, with SUNAT's answer. */
  recibidas(): GuiaRecibida[];
  aceptadas(): GuiaRecibida[];
  cerrar(): Promise<void>;
};

type Ticket = { ruc: string; consultas: number; dictamen: DictamenGre; cdrZip?: Uint8Array };
type Respuesta = RespuestaJson | { status: 'cortar' };

const TAMANO_MAXIMO = 20 * 1024 * 1024;
const noEncontrado: RespuestaJson = {
  status: 404,
  cuerpo: { cod: '404', msg: 'Not Found - Recurso no encontrado' },
};
const noAutorizado: RespuestaJson = {
  status: 401,
  cuerpo: { cod: '401', msg: 'Unauthorized - El token de acceso no es válido o expiró' },
};
const falloInterno: RespuestaJson = {
  status: 500,
  cuerpo: {
    cod: '500',
    msg: 'Internal Server Error - Se presento una condicion inesperada que impidio completar el Request',
  },
};
const ticketInvalido = (cod: string, msg: string): RespuestaJson => ({
  status: 422,
  cuerpo: { cod: '422', msg: 'Unprocessable Entity', errors: [{ cod, msg }] },
});

/** The body as text, or null past the size limit. */
async function leerCuerpo(req: IncomingMessage): Promise<string | null> {
  const partes: Buffer[] = [];
  let total = 0;
  for await (const parte of req as AsyncIterable<Buffer>) {
    total += parte.length;
    if (total > TAMANO_MAXIMO) return null;
    partes.push(parte);
  }
  return Buffer.concat(partes).toString('utf8');
}

const clave = (p: PedidoGre) => `${p.nombre.ruc}-${p.nombre.tipo}-${p.nombre.serie}-${p.nombre.numero}`;

export async function iniciarSimuladorGre(opciones: OpcionesSimuladorGre = {}): Promise<SimuladorGre> {
  const tokens = crearEmisorTokens(
    opciones.credenciales ?? [CREDENCIALES_GRE_DEMO],
    SCOPE_GRE,
    opciones.vidaTokenSegundos,
  );
  const enProceso = opciones.consultasEnProceso ?? 1;
  const llave: LlaveFirma = llaveDeSunat();
  const registro = new Map<string, 'aceptado' | 'rechazado'>();
  const tickets = new Map<string, Ticket>();
  const recibidas: GuiaRecibida[] = [];
  let fallos = 0;
  let falla: FallaGre = 'http-500';
  let retener = false;

  function enviar(ruc: string, nombreUrl: string, texto: string): RespuestaJson {
    let cuerpo: unknown;
    try {
      cuerpo = JSON.parse(texto);
    } catch {
      cuerpo = undefined;
    }
    const pedido = revisarPedido(nombreUrl, ruc, cuerpo);
    if ('status' in pedido) return pedido;
    const dictamen = revisarGuia(pedido, registro.get(clave(pedido)));
    const ticket = randomUUID();
    let cdrZip: Uint8Array | undefined;
    if (dictamen.conCdr) {
      registro.set(clave(pedido), dictamen.codigo === '0' ? 'aceptado' : 'rechazado');
      cdrZip = generarConstancia(
        {
          base: pedido.nombre.base,
          rucEmisor: pedido.nombre.ruc,
          documento: dictamen.documento,
          codigo: dictamen.codigo,
          descripcion: dictamen.descripcion,
          notas: [],
          // SUNAT's token for its copy of an accepted guide, which the printed guide's QR carries.
          ...(dictamen.codigo === '0' ? { enlace: urlQrGuia(randomBytes(24).toString('base64')) } : {}),
        },
        llave,
      );
    }
    tickets.set(ticket, { ruc, consultas: 0, dictamen, ...(cdrZip ? { cdrZip } : {}) });
    if (recibidas.length >= GUIAS_GUARDADAS) recibidas.shift();
    const { codigo, descripcion, xml } = dictamen;
    recibidas.push({ nombre: pedido.nombre.base, ticket, codigo, descripcion, ...(xml ? { xml } : {}) });
    return { status: 200, cuerpo: { numTicket: ticket, fecRecepcion: new Date().toISOString() } };
  }

  function estado(ruc: string, numero: string): RespuestaJson {
    const t = tickets.get(numero);
    if (!t) return ticketInvalido('0127', 'El ticket no existe');
    if (t.ruc !== ruc) return ticketInvalido('0126', 'El ticket no le pertenece al usuario');
    t.consultas++;
    if (retener || t.consultas <= enProceso) {
      return { status: 200, cuerpo: { codRespuesta: '98', indCdrGenerado: '0' } };
    }
    const { codigo, descripcion } = t.dictamen;
    const cdr = t.cdrZip ? { arcCdr: Buffer.from(t.cdrZip).toString('base64'), indCdrGenerado: '1' } : {};
    if (codigo === '0') return { status: 200, cuerpo: { codRespuesta: '0', ...cdr } };
    return {
      status: 200,
      cuerpo: {
        codRespuesta: '99',
        error: { numError: codigo, desError: descripcion },
        indCdrGenerado: '0',
        ...cdr,
      },
    };
  }

  async function atender(req: IncomingMessage): Promise<Respuesta> {
    const { pathname } = new URL(req.url ?? '/', 'http://simulador');
    const rutaToken = /^\/v1\/clientessol\/([^/]+)\/oauth2\/token\/?$/.exec(pathname);
    const texto = await leerCuerpo(req);
    if (texto === null) return falloInterno;
    if (rutaToken && req.method === 'POST') {
      return tokens.emitir(decodeURIComponent(rutaToken[1] ?? ''), new URLSearchParams(texto));
    }
    if (!pathname.startsWith(`${RUTA_GRE}/`)) return noEncontrado;
    if (fallos > 0) {
      fallos--;
      return falla === 'red' ? { status: 'cortar' } : falloInterno;
    }
    const ruc = tokens.rucDe(req.headers.authorization);
    if (!ruc) return noAutorizado;
    const ruta = pathname.slice(RUTA_GRE.length + 1);
    const consulta = /^envios\/([^/]+)$/.exec(ruta);
    if (consulta && req.method === 'GET') return estado(ruc, decodeURIComponent(consulta[1] ?? ''));
    if (/^[^/]+$/.test(ruta) && req.method === 'POST') return enviar(ruc, decodeURIComponent(ruta), texto);
    return noEncontrado;
  }

  function responder(req: IncomingMessage, res: ServerResponse, r: Respuesta) {
    if (r.status === 'cortar') return req.socket.destroy();
    res.writeHead(r.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(r.cuerpo));
  }

  const servidor: Server = createServer((req, res) => {
    atender(req)
      .then((r) => responder(req, res, r))
      .catch(() => responder(req, res, falloInterno));
  });
  await new Promise<void>((listo) => servidor.listen(opciones.puerto ?? 0, '127.0.0.1', listo));
  const { port } = servidor.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    caducarTokens: tokens.caducar,
    vidaToken: tokens.vida,
    tokensEmitidos: tokens.emitidos,
    fallar(n, tipo = 'http-500') {
      fallos = n;
      falla = tipo;
    },
    retenerTickets(si = true) {
      retener = si;
    },
    recibidas: () => [...recibidas],
    aceptadas: () => recibidas.filter((g) => g.codigo === '0'),
    cerrar: () =>
      new Promise((listo) => {
        servidor.closeAllConnections();
        servidor.close(() => listo());
      }),
  };
}
