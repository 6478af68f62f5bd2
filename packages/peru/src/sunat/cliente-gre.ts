import { createHash } from 'node:crypto';
import { abrirCdr, type ResultadoCdr } from './cdr.ts';
import { ErrorGre } from './error-gre.ts';
import { type CrearError, esObjeto, leerJson } from './errores-rest-sunat.ts';
import { leerNombreGre } from './nombre-gre.ts';
import { crearSesionSunat } from './token-sunat.ts';

/**
 * Client of SUNAT's GRE REST API ("Plataforma Nueva GRE", 2022–2023): guías de remisión do not go
 * through the SOAP billService but are posted as JSON and answered by ticket.
 * - token: the OAuth2 password grant of api-seguridad with scope https://api-cpe.sunat.gob.pe
 *   (token-sunat.ts, shared with SIRE);
 * - send: POST {api}/v1/contribuyente/gem/comprobantes/{RUC-TT-SERIE-NUMERO} with
 *   {"archivo": {nomArchivo: "<name>.zip", arcGreZip: <zip base64>, hashZip: <SHA-256 hex of the zip>}}
 *   → {numTicket (a UUID), fecRecepcion}; 422 {cod, msg, errors[]} or 500 {cod, msg} when refused;
 * - status: GET {api}/v1/contribuyente/gem/comprobantes/envios/{numTicket} → {codRespuesta: 98 in
 *   process | 0 accepted | 99 with errors, error?: {numError, desError}, arcCdr?: CDR zip base64,
 *   indCdrGenerado: 1 | 0}. A 99 may carry a CDR (a rejection 2xxx) or none (an exception 1xxx, 1033).
 * Sources: SUNAT's "Manual de Servicios Web Plataforma Nueva GRE"
 * (cpe.sunat.gob.pe/sites/default/files/inline-files/Manual_Servicios_GRE.pdf) as transcribed by
 * greenter's gre-api openapi.yaml (thegreenter/gre-api) and used by greenter's GreSender
 * (packages/lite/src/Greenter/Api/GreSender.php) and its tests. Node only (node:crypto): import it by
 * its path. Our simulator (@kipu/simuladores gre/) speaks the same protocol on loopback.
 */
export const URLS_GRE = {
  produccion: { seguridad: 'https://api-seguridad.sunat.gob.pe', api: 'https://api-cpe.sunat.gob.pe' },
  /**
   * SUNAT offers no beta for GRE. Nubefact's public test service answers the same paths (token and API
   * under one host), with test credentials of its own; greenter's examples point there.
   */
  pruebas: { seguridad: 'https://gre-test.nubefact.com', api: 'https://gre-test.nubefact.com' },
} as const;

export const SCOPE_GRE = 'https://api-cpe.sunat.gob.pe';
export const RUTA_GRE = '/v1/contribuyente/gem/comprobantes';

export type ConfigGre = {
  urlSeguridad: string;
  urlApi: string;
  /** Generated in SUNAT's Menú SOL (credenciales de API). */
  clientId: string;
  clientSecret: string;
  ruc: string;
  /** SOL user (without the RUC) and its password. */
  usuario: string;
  clave: string;
  fetch?: typeof fetch;
  /** Clock for the token's expiry; Date.now when not given. */
  ahora?: () => number;
  timeoutMs?: number;
};

export type EnvioGre = { ticket: string; recibido: string };

export type EstadoGre = {
  estado: 'en_proceso' | 'aceptado' | 'rechazado';
  cdrZip?: Uint8Array;
  /** The CDR read (code, description, notes, document); present with cdrZip. */
  cdr?: ResultadoCdr;
  error?: { codigo: string; mensaje: string };
};

export type ClienteGre = {
  token(): Promise<string>;
  /** Sends the zip of a signed guide; `nombre` is `RUC-TT-SERIE-NUMERO`, with or without `.zip`. */
  enviar(nombre: string, zip: Uint8Array): Promise<EnvioGre>;
  consultarTicket(ticket: string): Promise<EstadoGre>;
};

type RespuestaEnvio = { numTicket?: unknown; fecRecepcion?: unknown };
type RespuestaEstado = {
  codRespuesta?: unknown;
  arcCdr?: unknown;
  indCdrGenerado?: unknown;
  error?: { numError?: unknown; desError?: unknown } | null;
};

const ESTADOS: Record<string, EstadoGre['estado']> = {
  '98': 'en_proceso',
  '0': 'aceptado',
  '99': 'rechazado',
};

export function crearClienteGre(config: ConfigGre): ClienteGre {
  const urlApi = config.urlApi.replace(/\/$/, '');
  const crearError: CrearError = (codigo, mensaje, estadoHttp, errores) =>
    new ErrorGre(codigo, mensaje, estadoHttp, errores);
  const sesion = crearSesionSunat({
    ...config,
    usuarioSol: config.usuario,
    claveSol: config.clave,
    scope: SCOPE_GRE,
    nombreApi: 'GRE',
    crearError,
  });

  async function json(r: Response, contexto: string): Promise<Record<string, unknown>> {
    const datos = leerJson(await r.text());
    if (!esObjeto(datos))
      throw crearError('respuesta', `SUNAT respondió algo que no es JSON al ${contexto}`, r.status);
    return datos;
  }

  function leerCdr(base64: string, ticket: string): ResultadoCdr {
    try {
      return abrirCdr(new Uint8Array(Buffer.from(base64, 'base64')));
    } catch (e) {
      throw crearError(
        'respuesta',
        `El CDR del ticket ${ticket} que devolvió SUNAT no se puede leer: ${e instanceof Error ? e.message : e}`,
      );
    }
  }

  return {
    token: sesion.token,

    async enviar(nombre, zip) {
      const n = leerNombreGre(nombre);
      if (!n) {
        throw crearError(
          'nombre',
          `Nombre de guía no válido: ${nombre} (se espera RUC-09-TNNN-NUMERO o RUC-31-VNNN-NUMERO)`,
        );
      }
      if (n.ruc !== config.ruc) {
        throw crearError('nombre', `La guía ${n.base} no es del RUC ${config.ruc} con el que se envía`);
      }
      const contexto = `enviar la guía ${n.base}`;
      const cuerpo = JSON.stringify({
        archivo: {
          nomArchivo: `${n.base}.zip`,
          arcGreZip: Buffer.from(zip).toString('base64'),
          hashZip: createHash('sha256').update(zip).digest('hex'),
        },
      });
      const r = await sesion.llamar(
        { metodo: 'POST', url: `${urlApi}${RUTA_GRE}/${n.base}`, cuerpo },
        contexto,
      );
      const datos = (await json(r, contexto)) as RespuestaEnvio;
      if (typeof datos.numTicket !== 'string' || datos.numTicket === '') {
        throw crearError('respuesta', `SUNAT no devolvió el número de ticket al ${contexto}`, r.status);
      }
      return { ticket: datos.numTicket, recibido: String(datos.fecRecepcion ?? '') };
    },

    async consultarTicket(ticket) {
      const contexto = `consultar el ticket ${ticket}`;
      const r = await sesion.llamar(
        { metodo: 'GET', url: `${urlApi}${RUTA_GRE}/envios/${encodeURIComponent(ticket)}` },
        contexto,
      );
      const datos = (await json(r, contexto)) as RespuestaEstado;
      const estado = ESTADOS[String(datos.codRespuesta ?? '')];
      if (!estado) {
        throw crearError(
          'respuesta',
          `SUNAT respondió un código desconocido (${String(datos.codRespuesta)}) al ${contexto}`,
          r.status,
        );
      }
      if (estado === 'en_proceso') return { estado };
      const cdr =
        datos.indCdrGenerado === '1' && typeof datos.arcCdr === 'string' && datos.arcCdr
          ? leerCdr(datos.arcCdr, ticket)
          : undefined;
      // SUNAT's state comes from its CDR: an acceptance without one is an answer to ask again for.
      if (estado === 'aceptado' && !cdr) {
        throw crearError('respuesta', `SUNAT aceptó el ticket ${ticket} sin devolver el CDR`, r.status);
      }
      const e = datos.error;
      // 99 names the error in `error`; a rejecting CDR (2xxx) carries it too, as its ResponseCode.
      const error = e
        ? { codigo: String(e.numError ?? ''), mensaje: String(e.desError ?? '') }
        : estado === 'rechazado'
          ? {
              codigo: cdr?.codigo ?? '',
              mensaje: cdr?.descripcion ?? 'SUNAT rechazó la guía sin indicar el motivo',
            }
          : undefined;
      return { estado, ...(cdr ? { cdrZip: cdr.cdrZip, cdr } : {}), ...(error ? { error } : {}) };
    },
  };
}
