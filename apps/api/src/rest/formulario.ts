/**
 * A multipart body busboy could not parse (no boundary, cut short, malformed headers): the client's
 * fault, answered 400 by the error handler instead of a 500.
 */
export class FormularioInvalido extends Error {
  readonly statusCode = 400;
  readonly code = 'FORMULARIO_INVALIDO';
  constructor(causa: unknown) {
    super('El formulario enviado está incompleto o no es válido', { cause: causa });
  }
}

/** Awaits a step that reads the request's multipart body; its parse errors become FormularioInvalido. */
export async function leerFormulario<T>(lectura: Promise<T>): Promise<T> {
  try {
    return await lectura;
  } catch (e) {
    // Errors with a status (file too large, not multipart…) already say what happened.
    if (typeof (e as { statusCode?: unknown }).statusCode === 'number') throw e;
    throw new FormularioInvalido(e);
  }
}

type ParteArchivo = { toBuffer(): Promise<Buffer>; file: { truncated: boolean } };

/**
 * A file part's bytes, or undefined when it went over the route's size limit (the caller names the
 * limit); a body cut short or malformed is FormularioInvalido.
 */
export async function leerArchivo(parte: ParteArchivo): Promise<Buffer | undefined> {
  try {
    const datos = await parte.toBuffer();
    return parte.file.truncated ? undefined : datos;
  } catch (e) {
    if ((e as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') return undefined;
    throw new FormularioInvalido(e);
  }
}
