/**
 * The error bodies of SUNAT's REST APIs (SIRE and GRE alike, as both manuals show them): {cod, msg} for
 * 4xx and 500, plus errors[] of {cod, msg} for the 422 validations. Each client turns them into its own
 * error class with a Spanish message; the codes stay for callers that branch on them.
 */
export type DetalleErrorSunat = { codigo: string; mensaje: string };

/**
 * A failed call to one of SUNAT's REST APIs: SUNAT's code (or 'red', 'timeout', 'respuesta', 'token',
 * 'credenciales', 'http-<status>'), the Spanish message, the HTTP status and a 422's list of errors.
 */
export class ErrorRestSunat extends Error {
  readonly codigo: string;
  readonly estadoHttp: number | undefined;
  readonly errores: DetalleErrorSunat[];
  constructor(codigo: string, mensaje: string, estadoHttp?: number, errores: DetalleErrorSunat[] = []) {
    super(mensaje);
    this.codigo = codigo;
    this.estadoHttp = estadoHttp;
    this.errores = errores;
  }
}

/** Builds the client's own error (ErrorSire, ErrorGre). */
export type CrearError = (
  codigo: string,
  mensaje: string,
  estadoHttp?: number,
  errores?: DetalleErrorSunat[],
) => ErrorRestSunat;

type ErrorApi = { cod?: unknown; msg?: unknown; errors?: { cod?: unknown; msg?: unknown }[] };

export const esObjeto = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export function leerJson(texto: string): unknown {
  try {
    return JSON.parse(texto);
  } catch {
    return undefined;
  }
}

export function errorDeRespuesta(
  status: number,
  cuerpo: unknown,
  contexto: string,
  crearError: CrearError,
): Error {
  const e: ErrorApi = esObjeto(cuerpo) ? (cuerpo as ErrorApi) : {};
  const errores = (Array.isArray(e.errors) ? e.errors : []).map((x) => ({
    codigo: String(x.cod ?? ''),
    mensaje: String(x.msg ?? ''),
  }));
  const mensaje = e.msg ? `: ${e.msg}` : '';
  if (status === 401 || status === 403) {
    return crearError(
      'token',
      `SUNAT rechazó el token de acceso al ${contexto} (HTTP ${status})${mensaje}`,
      status,
    );
  }
  if (errores.length > 0) {
    const detalle = errores.map((x) => (x.codigo ? `${x.codigo} ${x.mensaje}` : x.mensaje)).join('; ');
    return crearError(
      errores[0]?.codigo || String(status),
      `SUNAT observó la solicitud al ${contexto}: ${detalle}`,
      status,
      errores,
    );
  }
  if (status >= 500)
    return crearError(`http-${status}`, `SUNAT falló al ${contexto} (HTTP ${status})${mensaje}`, status);
  return crearError(
    `http-${status}`,
    `SUNAT no aceptó la solicitud al ${contexto} (HTTP ${status})${mensaje}`,
    status,
  );
}
