import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LIBROS_SIRE, type LibroSire, SCOPE_SIRE } from '@kipu/peru/sire/cliente-sire';
import { type PropuestaSembrada, zipPropuesta } from './sire-propuesta.ts';

/**
 * Local SUNAT SIRE: the OAuth2 token of api-seguridad and the api-sire calls the real client uses
 * (periods, proposal export, ticket status, report download, RVIE acceptance) on one loopback server.
 * It checks the client id/secret and the SOL user it was started with, answers SUNAT's error bodies
 * ({error, error_description} for the token, {cod, msg, errors} for the API) and builds the proposal
 * ZIP from the rows a test seeds per RUC and period. A ticket is still in process at its first status
 * query and finished from the second on.
 */
export type CredencialesSire = {
  clientId: string;
  clientSecret: string;
  ruc: string;
  usuario: string;
  clave: string;
};

export const CREDENCIALES_SIRE_DEMO: CredencialesSire = {
  clientId: '6c3a4f1e-5b7d-4e2a-9f80-1d2c3b4a5e6f',
  clientSecret: 'kipu-secreto-demo',
  ruc: '20601234565',
  usuario: 'MODDATOS',
  clave: 'moddatos',
};

export type SimuladorSire = {
  /** Base of api-seguridad and of api-sire (the simulator serves both). */
  url: string;
  sembrar(propuesta: PropuestaSembrada): void;
  /** Makes every token issued so far invalid, as when SUNAT drops them before expires_in. */
  caducarTokens(): void;
  /** Lifetime of the tokens issued from now on (0: dead on arrival). */
  vidaToken(segundos: number): void;
  tokensEmitidos(): number;
  aceptadas(): { ruc: string; periodo: string }[];
  cerrar(): Promise<void>;
};

type Libro = LibroSire;
const CODIGO_LIBRO: Record<string, Libro> = { [LIBROS_SIRE.rvie]: 'rvie', [LIBROS_SIRE.rce]: 'rce' };
const BASE_LIBROS = '/v1/contribuyente/migeigv/libros';

type Ticket = {
  numero: string;
  ruc: string;
  periodo: string;
  codProceso: string;
  desProceso: string;
  consultas: number;
  inicio: string;
  reporte?: { nombre: string; zip: Uint8Array };
};

type Respuesta = { status: number; cuerpo: unknown } | { status: 200; zip: Uint8Array; nombre: string };

/** SUNAT's 422: the generic message plus the list of validation errors. */
const observado = (cod: string, msg: string): Respuesta => ({
  status: 422,
  cuerpo: {
    cod: '422',
    msg: 'Unprocessable Entity - Se presentaron errores de validacion que impidieron completar el Request',
    errors: [{ cod, msg }],
  },
});
const noAutorizado: Respuesta = {
  status: 401,
  cuerpo: { cod: '401', msg: 'Unauthorized - El token de acceso no es válido o expiró' },
};
const esPeriodo = (p: string) => /^\d{4}(0[1-9]|1[0-2])$/.test(p);

function leerCuerpo(req: IncomingMessage): Promise<string> {
  return new Promise((ok, mal) => {
    const partes: Buffer[] = [];
    req.on('data', (p: Buffer) => partes.push(p));
    req.on('end', () => ok(Buffer.concat(partes).toString('utf8')));
    req.on('error', mal);
  });
}

export async function iniciarSimuladorSire(
  opciones: { credenciales?: CredencialesSire[]; puerto?: number; vidaTokenSegundos?: number } = {},
): Promise<SimuladorSire> {
  const credenciales = opciones.credenciales ?? [CREDENCIALES_SIRE_DEMO];
  let vida = opciones.vidaTokenSegundos ?? 3600;
  const tokens = new Map<string, { ruc: string; vence: number }>();
  let emitidos = 0;
  const propuestas = new Map<string, PropuestaSembrada>();
  const aceptadas: { ruc: string; periodo: string }[] = [];
  const tickets = new Map<string, Ticket>();
  let correlativo = 0;
  const clave = (ruc: string, libro: Libro, periodo: string) => `${ruc}|${libro}|${periodo}`;

  function emitirToken(clientId: string, form: URLSearchParams): Respuesta {
    const cuenta = credenciales.find(
      (c) =>
        c.clientId === clientId &&
        form.get('client_id') === clientId &&
        c.clientSecret === form.get('client_secret'),
    );
    if (!cuenta || form.get('grant_type') !== 'password' || form.get('scope') !== SCOPE_SIRE) {
      return { status: 400, cuerpo: { error: 'invalid_client', error_description: 'cliente no autorizado' } };
    }
    if (form.get('username') !== `${cuenta.ruc}${cuenta.usuario}` || form.get('password') !== cuenta.clave) {
      // The body the manual's capture shows for a wrong SOL user or password.
      return {
        status: 400,
        cuerpo: { error_description: 'Error en la autenticacion del usuario.', error: 'access_denied' },
      };
    }
    const valor = randomBytes(24).toString('base64url');
    tokens.set(valor, { ruc: cuenta.ruc, vence: Date.now() + vida * 1000 });
    emitidos++;
    return { status: 200, cuerpo: { access_token: valor, token_type: 'JWT', expires_in: vida } };
  }

  function nuevoTicket(ruc: string, periodo: string, tipoCorrelativo: string, t: Partial<Ticket>): Ticket {
    correlativo++;
    // [AAAA99999999]: year, correlative type (Anexo II) and sequence.
    const numero = `${new Date().getFullYear()}${tipoCorrelativo}${String(correlativo).padStart(8, '0')}`;
    const ticket: Ticket = {
      numero,
      ruc,
      periodo,
      codProceso: '',
      desProceso: '',
      consultas: 0,
      inicio: new Date().toISOString().slice(0, 10),
      ...t,
    };
    tickets.set(numero, ticket);
    return ticket;
  }

  function periodos(ruc: string, codLibro: string): Respuesta {
    const libro = CODIGO_LIBRO[codLibro];
    if (!libro) return observado('1140', 'El campo “codLibro” no enviado o es vacío');
    const porAnio = new Map<string, { perTributario: string; codEstado: string; desEstado: string }[]>();
    const propias = [...propuestas.values()].filter((p) => p.ruc === ruc && p.libro === libro);
    for (const p of propias.sort((a, b) => b.periodo.localeCompare(a.periodo))) {
      const aceptada = aceptadas.some((a) => a.ruc === ruc && a.periodo === p.periodo) && libro === 'rvie';
      const lista = porAnio.get(p.periodo.slice(0, 4)) ?? [];
      lista.push({
        perTributario: p.periodo,
        codEstado: aceptada ? '01' : '02',
        desEstado: aceptada ? 'Presentado' : 'Pendiente',
      });
      porAnio.set(p.periodo.slice(0, 4), lista);
    }
    return {
      status: 200,
      cuerpo: [...porAnio].map(([anio, lisPeriodos]) => ({
        numEjercicio: anio,
        desEstado: lisPeriodos.every((x) => x.codEstado === '01') ? 'Presentado' : 'Pendiente',
        lisPeriodos,
      })),
    };
  }

  function exportar(ruc: string, libro: Libro, periodo: string, q: URLSearchParams): Respuesta {
    if (!esPeriodo(periodo))
      return observado('1006', 'Formato de perTributario no cumple con el formato ‘yyyymm’');
    const tipo = q.get('codTipoArchivo');
    if (!tipo) return observado('1061', 'El campo "codTipoArchivo" es nulo o vacío');
    if (tipo !== '0' && tipo !== '1')
      return observado('1059', 'Código tipo de Archivo no permitido o no valido');
    const propuesta = propuestas.get(clave(ruc, libro, periodo));
    if (!propuesta) {
      return observado(
        '1070',
        'No se ha encontrado información de comprobantes de pago en Periodo Seleccionado',
      );
    }
    const t = nuevoTicket(ruc, periodo, '03', {
      codProceso: '10',
      desProceso: 'Generar archivo exportar propuesta',
      reporte: zipPropuesta(propuesta),
    });
    return { status: 200, cuerpo: { numTicket: t.numero } };
  }

  function aceptar(ruc: string, periodo: string): Respuesta {
    if (!esPeriodo(periodo))
      return observado('1006', 'Formato de perTributario no cumple con el formato ‘yyyymm’');
    if (!propuestas.has(clave(ruc, 'rvie', periodo))) {
      return observado(
        '1070',
        'No se ha encontrado información de comprobantes de pago en Periodo Seleccionado',
      );
    }
    aceptadas.push({ ruc, periodo });
    const t = nuevoTicket(ruc, periodo, '02', { codProceso: '2', desProceso: 'Aceptar propuesta' });
    return { status: 200, cuerpo: { numTicket: t.numero } };
  }

  function estadoTickets(ruc: string, q: URLSearchParams): Respuesta {
    const perIni = q.get('perIni') ?? '';
    const perFin = q.get('perFin') ?? '';
    if (!perIni) return observado('1067', 'El campo “perIni” no enviado o es vacío');
    if (!esPeriodo(perIni)) return observado('1068', 'Formato de perIni no cumple con el formato “yyyymm”');
    if (!perFin) return observado('1071', 'El campo “perFin” no enviado o es vacío');
    if (!esPeriodo(perFin)) return observado('1072', 'Formato de perFin no cumple con el formato “yyyymm”');
    const page = Number(q.get('page'));
    const perPage = Number(q.get('perPage'));
    if (!(page > 0) || !(perPage > 0)) return observado('', 'El campo “page” debe ser numérico mayor a cero');
    const numTicket = q.get('numTicket');
    if (numTicket && !/^\d{14}$/.test(numTicket)) {
      return observado('1052', 'Formato no permitido o no valido para el número de Ticket');
    }
    const encontrados = [...tickets.values()].filter(
      (t) =>
        t.ruc === ruc && t.periodo >= perIni && t.periodo <= perFin && (!numTicket || t.numero === numTicket),
    );
    const pagina = encontrados.slice((page - 1) * perPage, page * perPage);
    return {
      status: 200,
      cuerpo: {
        paginacion: { page, perPage, totalRegistros: encontrados.length },
        registros: pagina.map((t) => {
          t.consultas++;
          const terminado = t.consultas > 1;
          const [codEstado, desEstado] = terminado ? ['06', 'Terminado'] : ['05', 'En proceso'];
          return {
            showReporteDescarga: terminado && t.reporte ? '1' : '0',
            perTributario: t.periodo,
            numTicket: t.numero,
            fecCargaImportacion: null,
            fecInicioProceso: t.inicio,
            codProceso: t.codProceso,
            desProceso: t.desProceso,
            codEstadoProceso: codEstado,
            desEstadoProceso: desEstado,
            nomArchivoImportacion: '',
            detalleTicket: {
              numTicket: t.numero,
              fecCargaImportacion: t.inicio,
              horaCargaImportacion: '00:00:00',
              codEstadoEnvio: codEstado,
              desEstadoEnvio: desEstado,
              nomArchivoReporte: terminado && t.reporte ? t.reporte.nombre : '',
              cntFilasvalidada: 0,
              cntCPError: 0,
              cntCPInformados: 0,
            },
            // Spelled as SUNAT spells it.
            archivoReporte:
              terminado && t.reporte
                ? [
                    {
                      codTipoAchivoReporte: '00',
                      nomArchivoReporte: t.reporte.nombre,
                      nomArchivoContenido: null,
                    },
                  ]
                : [],
          };
        }),
      },
    };
  }

  function descargar(ruc: string, q: URLSearchParams): Respuesta {
    const nombre = q.get('nomArchivoReporte');
    if (!nombre) return observado('1134', 'El campo “nomArchivoReporte” no enviado o es vacío');
    if (!q.get('codLibro')) return observado('1140', 'El campo “codLibro” no enviado o es vacío');
    const t = [...tickets.values()].find(
      (x) => x.ruc === ruc && x.consultas > 1 && x.reporte?.nombre === nombre,
    );
    if (!t?.reporte)
      return { status: 404, cuerpo: { cod: '404', msg: 'Not Found - El archivo de reporte no existe' } };
    return { status: 200, zip: t.reporte.zip, nombre: t.reporte.nombre };
  }

  function atenderApi(req: IncomingMessage, url: URL): Respuesta {
    const acceso = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    const token = tokens.get(acceso);
    if (!token || Date.now() >= token.vence) return noAutorizado;
    const ruta = url.pathname.slice(BASE_LIBROS.length);
    const q = url.searchParams;
    let m = /^\/rvierce\/padron\/web\/omisos\/(\d+)\/periodos$/.exec(ruta);
    if (m && req.method === 'GET') return periodos(token.ruc, m[1] ?? '');
    m = /^\/rvie\/propuesta\/web\/propuesta\/([^/]+)\/exportapropuesta$/.exec(ruta);
    if (m && req.method === 'GET') return exportar(token.ruc, 'rvie', m[1] ?? '', q);
    m = /^\/rce\/propuesta\/web\/propuesta\/([^/]+)\/exportacioncomprobantepropuesta$/.exec(ruta);
    if (m && req.method === 'GET') return exportar(token.ruc, 'rce', m[1] ?? '', q);
    m = /^\/rvie\/propuesta\/web\/propuesta\/([^/]+)\/aceptapropuesta$/.exec(ruta);
    if (m && req.method === 'POST') return aceptar(token.ruc, m[1] ?? '');
    if (ruta === '/rvierce/gestionprocesosmasivos/web/masivo/consultaestadotickets' && req.method === 'GET') {
      return estadoTickets(token.ruc, q);
    }
    if (ruta === '/rvierce/gestionprocesosmasivos/web/masivo/archivoreporte' && req.method === 'GET') {
      return descargar(token.ruc, q);
    }
    return { status: 404, cuerpo: { cod: '404', msg: 'Not Found - Recurso no encontrado' } };
  }

  async function atender(req: IncomingMessage): Promise<Respuesta> {
    const url = new URL(req.url ?? '/', 'http://simulador');
    const rutaToken = /^\/v1\/clientessol\/([^/]+)\/oauth2\/token\/?$/.exec(url.pathname);
    if (rutaToken && req.method === 'POST') {
      return emitirToken(decodeURIComponent(rutaToken[1] ?? ''), new URLSearchParams(await leerCuerpo(req)));
    }
    if (url.pathname.startsWith(`${BASE_LIBROS}/`)) return atenderApi(req, url);
    return { status: 404, cuerpo: { cod: '404', msg: 'Not Found - Recurso no encontrado' } };
  }

  function responder(res: ServerResponse, r: Respuesta) {
    if ('zip' in r) {
      res.writeHead(200, {
        'content-type': 'application/octet-stream',
        'content-disposition': `attachment; filename="${r.nombre}"`,
      });
      return res.end(r.zip);
    }
    res.writeHead(r.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(r.cuerpo));
  }

  const servidor: Server = createServer((req, res) => {
    atender(req)
      .then((r) => responder(res, r))
      .catch(() =>
        responder(res, {
          status: 500,
          cuerpo: {
            cod: '500',
            msg: 'Internal Server Error - Se presento una condicion inesperada que impidio completar el Request',
          },
        }),
      );
  });
  await new Promise<void>((listo) => servidor.listen(opciones.puerto ?? 0, '127.0.0.1', listo));
  const { port } = servidor.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sembrar(p) {
      propuestas.set(clave(p.ruc, p.libro, p.periodo), p);
    },
    caducarTokens() {
      tokens.clear();
    },
    vidaToken(segundos) {
      vida = segundos;
    },
    tokensEmitidos: () => emitidos,
    aceptadas: () => [...aceptadas],
    cerrar: () =>
      new Promise((listo) => {
        servidor.closeAllConnections();
        servidor.close(() => listo());
      }),
  };
}
