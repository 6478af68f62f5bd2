import { strFromU8, unzipSync } from 'fflate';

/**
 * Client of SUNAT's SIRE REST API (Manual de Servicios Web API SIRE Ventas v27, 13-08-2025, and the
 * Compras manual as public integrations use it): OAuth2 password token from api-seguridad, then Bearer
 * calls to api-sire for the periods of a book, the proposal export by ticket, the ticket status, the
 * report download (a ZIP holding the proposal .txt) and the RVIE acceptance. Node only (fetch with
 * time-out): import it by its path. Our simulator speaks the same protocol on loopback.
 */
export const URLS_SIRE = {
  seguridad: 'https://api-seguridad.sunat.gob.pe',
  // The manual writes both apisire.sunat.gob.pe and api-sire.sunat.gob.pe; the token scope, the v22
  // manual and every public integration use api-sire.
  api: 'https://api-sire.sunat.gob.pe',
} as const;

export const SCOPE_SIRE = 'https://api-sire.sunat.gob.pe';

/** API codLibro: 140000 Registro de Ventas (RVIE), 080000 Registro de Compras (RCE). */
export const LIBROS_SIRE = { rvie: '140000', rce: '080000' } as const;
export type LibroSire = keyof typeof LIBROS_SIRE;

/** Anexo III of the manual: ticket states. Only 06 leaves files to download. */
export const ESTADOS_TICKET_SIRE: Record<string, string> = {
  '01': 'Cargado',
  '02': 'Validando archivo',
  '03': 'Procesado con errores',
  '04': 'Procesado sin errores',
  '05': 'En proceso',
  '06': 'Terminado',
};

export type ConfigSire = {
  clientId: string;
  clientSecret: string;
  ruc: string;
  usuarioSol: string;
  claveSol: string;
  urlSeguridad?: string;
  urlApi?: string;
  timeoutMs?: number;
  /** Clock for the token's expiry; Date.now when not given. */
  ahora?: () => number;
};

export type PeriodoSire = { periodo: string; codigoEstado: string; estado: string };
export type EjercicioSire = { ejercicio: string; estado: string; periodos: PeriodoSire[] };

export type ArchivoReporteSire = {
  nombre: string;
  /** codTipoAchivoReporte as SUNAT sends it (null is passed back as "null"). */
  tipo: string | null;
  contenido: string | null;
};

export type TicketSire = {
  ticket: string;
  periodo: string;
  codigoProceso: string;
  proceso: string;
  codigoEstado: string;
  estado: string;
  terminado: boolean;
  archivos: ArchivoReporteSire[];
};

export type ReporteSire = {
  nombre: string;
  zip: Uint8Array;
  /** The files inside the ZIP, decoded as UTF-8 without BOM. */
  archivos: { nombre: string; texto: string }[];
};

export type ClienteSire = {
  /** A valid access token, fetched again only once the cached one is about to expire. */
  token(): Promise<string>;
  periodos(libro: LibroSire): Promise<EjercicioSire[]>;
  /** Asks SUNAT to export the period's proposal as .txt; answers the ticket to follow. */
  exportarPropuesta(libro: LibroSire, periodo: string): Promise<string>;
  consultarTicket(ticket: string, periodo: string): Promise<TicketSire>;
  /** Downloads a finished ticket's report (the first file unless told) and opens its ZIP. */
  descargarReporte(libro: LibroSire, ticket: TicketSire, archivo?: ArchivoReporteSire): Promise<ReporteSire>;
  /** RVIE: accepts SUNAT's proposal as the preliminary register; answers the ticket. */
  aceptarPropuesta(periodo: string): Promise<string>;
};

export type DetalleErrorSire = { codigo: string; mensaje: string };

export class ErrorSire extends Error {
  readonly codigo: string;
  readonly estadoHttp: number | undefined;
  readonly errores: DetalleErrorSire[];
  constructor(codigo: string, mensaje: string, estadoHttp?: number, errores: DetalleErrorSire[] = []) {
    super(mensaje);
    this.name = 'ErrorSire';
    this.codigo = codigo;
    this.estadoHttp = estadoHttp;
    this.errores = errores;
  }
}

/** Renew a little before SUNAT's expiry so a call never leaves with a token about to die. */
const MARGEN_TOKEN_MS = 60_000;
const RUTA_LIBROS = '/v1/contribuyente/migeigv/libros';
const RUTA_MASIVO = `${RUTA_LIBROS}/rvierce/gestionprocesosmasivos/web/masivo`;

type RespuestaToken = { access_token?: string; token_type?: string; expires_in?: number };
type ErrorToken = { error?: string; error_description?: string };
/** SUNAT's REST errors: {cod, msg} for 4xx/500, plus errors[] for 422 validations. */
type ErrorApi = { cod?: string; msg?: string; errors?: { cod?: string; msg?: string }[] };
type EjercicioApi = {
  numEjercicio?: string;
  desEstado?: string;
  lisPeriodos?: { perTributario?: string; codEstado?: string; desEstado?: string }[];
};
type RegistroTicketApi = {
  numTicket?: string;
  perTributario?: string;
  codProceso?: string;
  desProceso?: string;
  codEstadoProceso?: string;
  desEstadoProceso?: string;
  // SUNAT spells it without the second "r" (codTipoAchivoReporte); the download's parameter has it.
  archivoReporte?: {
    codTipoAchivoReporte?: string | null;
    nomArchivoReporte?: string;
    nomArchivoContenido?: string | null;
  }[];
};

const esPeriodo = (p: string) => /^\d{4}(0[1-9]|1[0-2])$/.test(p);

function exigirPeriodo(periodo: string) {
  if (!esPeriodo(periodo)) throw new ErrorSire('periodo', `Periodo no válido: ${periodo} (se espera AAAAMM)`);
}

function leerJson(texto: string): unknown {
  try {
    return JSON.parse(texto);
  } catch {
    return undefined;
  }
}

const esObjeto = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Turns SUNAT's error body into a Spanish message; the codes stay for callers that branch on them. */
function errorDeRespuesta(status: number, cuerpo: unknown, contexto: string): ErrorSire {
  const e: ErrorApi = esObjeto(cuerpo) ? (cuerpo as ErrorApi) : {};
  const errores = (e.errors ?? []).map((x) => ({
    codigo: String(x.cod ?? ''),
    mensaje: String(x.msg ?? ''),
  }));
  if (status === 401 || status === 403) {
    return new ErrorSire(
      'token',
      `SUNAT rechazó el token de acceso al ${contexto} (HTTP ${status})${e.msg ? `: ${e.msg}` : ''}`,
      status,
    );
  }
  if (errores.length > 0) {
    const detalle = errores.map((x) => (x.codigo ? `${x.codigo} ${x.mensaje}` : x.mensaje)).join('; ');
    return new ErrorSire(
      errores[0]?.codigo || String(status),
      `SUNAT observó la solicitud al ${contexto}: ${detalle}`,
      status,
      errores,
    );
  }
  const mensaje = e.msg ? `: ${e.msg}` : '';
  if (status >= 500)
    return new ErrorSire(`http-${status}`, `SUNAT falló al ${contexto} (HTTP ${status})${mensaje}`, status);
  return new ErrorSire(
    `http-${status}`,
    `SUNAT no aceptó la solicitud al ${contexto} (HTTP ${status})${mensaje}`,
    status,
  );
}

export function crearClienteSire(config: ConfigSire): ClienteSire {
  const urlSeguridad = (config.urlSeguridad ?? URLS_SIRE.seguridad).replace(/\/$/, '');
  const urlApi = (config.urlApi ?? URLS_SIRE.api).replace(/\/$/, '');
  const tiempo = config.timeoutMs ?? 30_000;
  const ahora = config.ahora ?? Date.now;
  let guardado: { valor: string; vence: number } | undefined;

  async function pedir(url: string, init: RequestInit, contexto: string): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(tiempo) });
    } catch (e) {
      const nombre = e instanceof Error ? e.name : '';
      if (nombre === 'TimeoutError' || nombre === 'AbortError') {
        throw new ErrorSire('timeout', `SUNAT no respondió en ${tiempo} ms al ${contexto}`);
      }
      throw new ErrorSire(
        'red',
        `No se pudo conectar con SUNAT al ${contexto}: ${e instanceof Error ? e.message : e}`,
      );
    }
  }

  async function pedirToken(): Promise<string> {
    const contexto = 'pedir el token';
    const cuerpo = new URLSearchParams({
      grant_type: 'password',
      scope: SCOPE_SIRE,
      client_id: config.clientId,
      client_secret: config.clientSecret,
      username: `${config.ruc}${config.usuarioSol}`,
      password: config.claveSol,
    });
    const r = await pedir(
      `${urlSeguridad}/v1/clientessol/${encodeURIComponent(config.clientId)}/oauth2/token/`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: cuerpo,
      },
      contexto,
    );
    const datos = leerJson(await r.text());
    if (!r.ok) {
      // The security API answers OAuth2 errors ({error, error_description}), not the {cod, msg} of the API.
      const e: ErrorToken = esObjeto(datos) ? (datos as ErrorToken) : {};
      if (e.error) {
        throw new ErrorSire(
          'credenciales',
          `SUNAT rechazó las credenciales de la API SIRE (${e.error})${e.error_description ? `: ${e.error_description}` : ''}`,
          r.status,
        );
      }
      throw errorDeRespuesta(r.status, datos, contexto);
    }
    const t = (esObjeto(datos) ? datos : {}) as RespuestaToken;
    if (!t.access_token) throw new ErrorSire('respuesta', 'SUNAT no devolvió el token de acceso', r.status);
    const segundos = typeof t.expires_in === 'number' ? t.expires_in : Number(t.expires_in ?? 0);
    guardado = { valor: t.access_token, vence: ahora() + segundos * 1000 - MARGEN_TOKEN_MS };
    return t.access_token;
  }

  async function token(): Promise<string> {
    if (guardado && ahora() < guardado.vence) return guardado.valor;
    return pedirToken();
  }

  /** One API call; a 401 with a cached token means SUNAT dropped it early, so it is renewed once. */
  async function llamar(metodo: 'GET' | 'POST', ruta: string, contexto: string): Promise<Response> {
    for (let intento = 0; ; intento++) {
      const acceso = await token();
      const r = await pedir(
        `${urlApi}${ruta}`,
        {
          method: metodo,
          headers: {
            authorization: `Bearer ${acceso}`,
            accept: 'application/json',
            'content-type': 'application/json',
          },
        },
        contexto,
      );
      if (r.ok) return r;
      if (r.status === 401 && intento === 0) {
        guardado = undefined;
        await r.body?.cancel();
        continue;
      }
      throw errorDeRespuesta(r.status, leerJson(await r.text()), contexto);
    }
  }

  async function llamarJson(metodo: 'GET' | 'POST', ruta: string, contexto: string): Promise<unknown> {
    const r = await llamar(metodo, ruta, contexto);
    const texto = await r.text();
    const datos = leerJson(texto);
    if (datos === undefined)
      throw new ErrorSire('respuesta', `SUNAT respondió algo que no es JSON al ${contexto}`, r.status);
    return datos;
  }

  /** The ticket answer: JSON {numTicket}; SUNAT's TUS uploads answer it as plain text, accepted too. */
  async function ticketDe(metodo: 'GET' | 'POST', ruta: string, contexto: string): Promise<string> {
    const r = await llamar(metodo, ruta, contexto);
    const texto = (await r.text()).trim();
    const datos = leerJson(texto);
    const ticket = esObjeto(datos) ? datos.numTicket : typeof datos === 'number' ? String(datos) : texto;
    if (typeof ticket !== 'string' || !/^\d{6,}$/.test(ticket)) {
      throw new ErrorSire('respuesta', `SUNAT no devolvió el número de ticket al ${contexto}`, r.status);
    }
    return ticket;
  }

  return {
    token,

    async periodos(libro) {
      const datos = await llamarJson(
        'GET',
        `${RUTA_LIBROS}/rvierce/padron/web/omisos/${LIBROS_SIRE[libro]}/periodos`,
        'consultar los periodos',
      );
      if (!Array.isArray(datos))
        throw new ErrorSire('respuesta', 'SUNAT devolvió los periodos en un formato desconocido');
      return (datos as EjercicioApi[]).map((e) => ({
        ejercicio: e.numEjercicio ?? '',
        estado: e.desEstado ?? '',
        periodos: (e.lisPeriodos ?? []).map((p) => ({
          periodo: p.perTributario ?? '',
          codigoEstado: p.codEstado ?? '',
          estado: p.desEstado ?? '',
        })),
      }));
    },

    async exportarPropuesta(libro, periodo) {
      exigirPeriodo(periodo);
      // codTipoArchivo 0 = txt. RCE also asks codOrigenEnvio: the manual's 2 ("servicio web"); some
      // integrations send 1, and SUNAT accepts both.
      const ruta =
        libro === 'rvie'
          ? `${RUTA_LIBROS}/rvie/propuesta/web/propuesta/${periodo}/exportapropuesta?codTipoArchivo=0`
          : `${RUTA_LIBROS}/rce/propuesta/web/propuesta/${periodo}/exportacioncomprobantepropuesta?codTipoArchivo=0&codOrigenEnvio=2`;
      return ticketDe('GET', ruta, 'exportar la propuesta');
    },

    async consultarTicket(ticket, periodo) {
      exigirPeriodo(periodo);
      const q = new URLSearchParams({
        perIni: periodo,
        perFin: periodo,
        page: '1',
        perPage: '20',
        numTicket: ticket,
      });
      const datos = await llamarJson(
        'GET',
        `${RUTA_MASIVO}/consultaestadotickets?${q}`,
        'consultar el ticket',
      );
      const registros =
        esObjeto(datos) && Array.isArray(datos.registros) ? (datos.registros as RegistroTicketApi[]) : [];
      const r = registros.find((x) => String(x.numTicket) === ticket);
      if (!r) throw new ErrorSire('ticket', `SUNAT no tiene el ticket ${ticket} en el periodo ${periodo}`);
      const codigoEstado = r.codEstadoProceso ?? '';
      return {
        ticket,
        periodo: r.perTributario ?? periodo,
        codigoProceso: r.codProceso ?? '',
        proceso: r.desProceso ?? '',
        codigoEstado,
        estado: r.desEstadoProceso ?? ESTADOS_TICKET_SIRE[codigoEstado] ?? '',
        terminado: codigoEstado === '06',
        archivos: (r.archivoReporte ?? [])
          .filter((a) => a.nomArchivoReporte)
          .map((a) => ({
            nombre: a.nomArchivoReporte ?? '',
            tipo: a.codTipoAchivoReporte ?? null,
            contenido: a.nomArchivoContenido ?? null,
          })),
      };
    },

    async descargarReporte(libro, ticket, archivo) {
      if (!ticket.terminado) {
        throw new ErrorSire(
          'en-proceso',
          `El ticket ${ticket.ticket} aún no termina (${ticket.estado || ticket.codigoEstado})`,
        );
      }
      const elegido = archivo ?? ticket.archivos[0];
      if (!elegido)
        throw new ErrorSire('sin-archivo', `El ticket ${ticket.ticket} no tiene archivos para descargar`);
      // Since manual v25 the download also asks the ticket's period, process and number.
      const q = new URLSearchParams({
        nomArchivoReporte: elegido.nombre,
        // The manual: when codTipoAchivoReporte came null, send "null".
        codTipoArchivoReporte: elegido.tipo ?? 'null',
        codLibro: LIBROS_SIRE[libro],
        perTributario: ticket.periodo,
        codProceso: ticket.codigoProceso,
        numTicket: ticket.ticket,
      });
      const r = await llamar('GET', `${RUTA_MASIVO}/archivoreporte?${q}`, 'descargar el reporte');
      const zip = new Uint8Array(await r.arrayBuffer());
      let contenido: Record<string, Uint8Array>;
      try {
        contenido = unzipSync(zip);
      } catch {
        throw new ErrorSire(
          'respuesta',
          `El reporte ${elegido.nombre} que devolvió SUNAT no es un ZIP válido`,
          r.status,
        );
      }
      const archivos = Object.entries(contenido)
        .filter(([nombre]) => !nombre.endsWith('/'))
        .map(([nombre, bytes]) => ({ nombre, texto: strFromU8(bytes).replace(/^\uFEFF/, '') }));
      return { nombre: elegido.nombre, zip, archivos };
    },

    async aceptarPropuesta(periodo) {
      exigirPeriodo(periodo);
      return ticketDe(
        'POST',
        `${RUTA_LIBROS}/rvie/propuesta/web/propuesta/${periodo}/aceptapropuesta`,
        'aceptar la propuesta',
      );
    },
  };
}
