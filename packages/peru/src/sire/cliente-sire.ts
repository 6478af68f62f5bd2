import { strFromU8, unzipSync } from 'fflate';
import { type DetalleErrorSunat, ErrorRestSunat, esObjeto, leerJson } from '../sunat/errores-rest-sunat.ts';
import { crearSesionSunat } from '../sunat/token-sunat.ts';

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

export type DetalleErrorSire = DetalleErrorSunat;

export class ErrorSire extends ErrorRestSunat {
  override readonly name = 'ErrorSire';
}

const RUTA_LIBROS = '/v1/contribuyente/migeigv/libros';
const RUTA_MASIVO = `${RUTA_LIBROS}/rvierce/gestionprocesosmasivos/web/masivo`;

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

export function crearClienteSire(config: ConfigSire): ClienteSire {
  const urlApi = (config.urlApi ?? URLS_SIRE.api).replace(/\/$/, '');
  const sesion = crearSesionSunat({
    ...config,
    urlSeguridad: config.urlSeguridad ?? URLS_SIRE.seguridad,
    scope: SCOPE_SIRE,
    nombreApi: 'SIRE',
    crearError: (...datos) => new ErrorSire(...datos),
  });
  const token = sesion.token;
  const llamar = (metodo: 'GET' | 'POST', ruta: string, contexto: string) =>
    sesion.llamar({ metodo, url: `${urlApi}${ruta}` }, contexto);

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
