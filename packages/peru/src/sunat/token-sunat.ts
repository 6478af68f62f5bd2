/**
 * The OAuth2 session SUNAT's REST APIs share (SIRE, GRE): a password-grant token from api-seguridad
 * (`/v1/clientessol/{client_id}/oauth2/token/`, form-encoded grant_type, scope, client_id,
 * client_secret, username = RUC + SOL user, password), kept until shortly before its expires_in, and
 * Bearer calls that renew it once when SUNAT answers 401 (it drops tokens before their expiry).
 * Each client brings its own error class.
 */

import { type CrearError, errorDeRespuesta, esObjeto, leerJson } from './errores-rest-sunat.ts';

/** Renew a little before SUNAT's expiry so a call never leaves with a token about to die. */
const MARGEN_TOKEN_MS = 60_000;

export type ConfigTokenSunat = {
  urlSeguridad: string;
  /** Generated in SUNAT's Menú SOL (credenciales de API). */
  clientId: string;
  clientSecret: string;
  ruc: string;
  usuarioSol: string;
  claveSol: string;
  /** The API the token is for (https://api-sire.sunat.gob.pe, https://api-cpe.sunat.gob.pe). */
  scope: string;
  /** Named in the message of refused credentials: "la API SIRE". */
  nombreApi: string;
  crearError: CrearError;
  /** 30 s unless told. */
  timeoutMs?: number;
  /** Clock for the token's expiry; Date.now when not given. */
  ahora?: () => number;
  /** The global fetch (looked up at each call) when not given. */
  fetch?: typeof fetch;
};

export type LlamadaSunat = { metodo: 'GET' | 'POST'; url: string; cuerpo?: string };

export type SesionSunat = {
  /** A valid access token, fetched again only once the cached one is about to expire. */
  token(): Promise<string>;
  /** One Bearer call; answers the OK response, throws the client's error for any other. */
  llamar(llamada: LlamadaSunat, contexto: string): Promise<Response>;
};

type RespuestaToken = { access_token?: string; token_type?: string; expires_in?: number | string };
type ErrorToken = { error?: string; error_description?: string };

/** fetch with a time-out; a failure to connect or to answer in time becomes 'red' or 'timeout'. */
async function pedirConPlazo(
  c: { fetch: typeof fetch; timeoutMs: number; crearError: CrearError },
  url: string,
  init: RequestInit,
  contexto: string,
): Promise<Response> {
  try {
    return await c.fetch(url, { ...init, signal: AbortSignal.timeout(c.timeoutMs) });
  } catch (e) {
    const nombre = e instanceof Error ? e.name : '';
    if (nombre === 'TimeoutError' || nombre === 'AbortError') {
      throw c.crearError('timeout', `SUNAT no respondió en ${c.timeoutMs} ms al ${contexto}`);
    }
    throw c.crearError(
      'red',
      `No se pudo conectar con SUNAT al ${contexto}: ${e instanceof Error ? e.message : e}`,
    );
  }
}

export function crearSesionSunat(config: ConfigTokenSunat): SesionSunat {
  const c = {
    ...config,
    timeoutMs: config.timeoutMs ?? 30_000,
    ahora: config.ahora ?? Date.now,
    fetch: config.fetch ?? ((url: string | URL | Request, init?: RequestInit) => fetch(url, init)),
  };
  const urlSeguridad = c.urlSeguridad.replace(/\/$/, '');
  let guardado: { valor: string; vence: number } | undefined;

  async function pedirToken(): Promise<string> {
    const contexto = 'pedir el token';
    const cuerpo = new URLSearchParams({
      grant_type: 'password',
      scope: c.scope,
      client_id: c.clientId,
      client_secret: c.clientSecret,
      username: `${c.ruc}${c.usuarioSol}`,
      password: c.claveSol,
    });
    const r = await pedirConPlazo(
      c,
      `${urlSeguridad}/v1/clientessol/${encodeURIComponent(c.clientId)}/oauth2/token/`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: cuerpo,
      },
      contexto,
    );
    const datos = leerJson(await r.text());
    if (!r.ok) {
      // The security API answers OAuth2 errors ({error, error_description}), not the API's own bodies.
      const e: ErrorToken = esObjeto(datos) ? (datos as ErrorToken) : {};
      if (e.error) {
        throw c.crearError(
          'credenciales',
          `SUNAT rechazó las credenciales de la API ${c.nombreApi} (${e.error})${e.error_description ? `: ${e.error_description}` : ''}`,
          r.status,
        );
      }
      throw errorDeRespuesta(r.status, datos, contexto, c.crearError);
    }
    const t = (esObjeto(datos) ? datos : {}) as RespuestaToken;
    if (!t.access_token) throw c.crearError('respuesta', 'SUNAT no devolvió el token de acceso', r.status);
    const segundos = typeof t.expires_in === 'number' ? t.expires_in : Number(t.expires_in ?? 0);
    guardado = { valor: t.access_token, vence: c.ahora() + segundos * 1000 - MARGEN_TOKEN_MS };
    return t.access_token;
  }

  async function token(): Promise<string> {
    if (guardado && c.ahora() < guardado.vence) return guardado.valor;
    return pedirToken();
  }

  async function llamar(llamada: LlamadaSunat, contexto: string): Promise<Response> {
    for (let intento = 0; ; intento++) {
      const acceso = await token();
      const r = await pedirConPlazo(
        c,
        llamada.url,
        {
          method: llamada.metodo,
          headers: {
            authorization: `Bearer ${acceso}`,
            accept: 'application/json',
            'content-type': 'application/json',
          },
          ...(llamada.cuerpo === undefined ? {} : { body: llamada.cuerpo }),
        },
        contexto,
      );
      if (r.ok) return r;
      // A 401 with a cached token means SUNAT dropped it early: renewed once, then reported.
      if (r.status === 401 && intento === 0) {
        guardado = undefined;
        await r.body?.cancel();
        continue;
      }
      throw errorDeRespuesta(r.status, leerJson(await r.text()), contexto, c.crearError);
    }
  }

  return { token, llamar };
}
