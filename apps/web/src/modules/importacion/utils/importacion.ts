/** The mass imports the server offers (POST /importacion/:tipo), in the order the screen lists them. */
export type TipoImportacion = 'categorias' | 'productos' | 'clientes' | 'proveedores' | 'precios';

export const TIPOS_IMPORTACION: readonly { value: TipoImportacion; label: string; ayuda: string }[] = [
  { value: 'categorias', label: 'Categorías', ayuda: 'Categorías de productos de la empresa.' },
  {
    value: 'productos',
    label: 'Productos',
    ayuda: 'Productos y servicios; la categoría se indica por su código (importe las categorías antes).',
  },
  { value: 'clientes', label: 'Clientes', ayuda: 'Clientes con su documento de identidad.' },
  { value: 'proveedores', label: 'Proveedores', ayuda: 'Proveedores con su documento de identidad.' },
  {
    value: 'precios',
    label: 'Precios',
    ayuda: 'Precio de cada producto en las categorías de precio del local con el que trabaja.',
  },
];

export const IMPORTACION_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORTACION_ACCEPT = '.xlsx';
export const SUBIDA_FALLIDA = 'No se pudo subir el archivo, intente nuevamente';

export type ResultadoSubida = { id: string } | { error: string };

/** What an answer of POST /importacion/:tipo means: the job id, or the server's message. */
export function leerRespuestaImportacion(ok: boolean, cuerpo: unknown): ResultadoSubida {
  if (cuerpo !== null && typeof cuerpo === 'object' && !Array.isArray(cuerpo)) {
    const r = cuerpo as Record<string, unknown>;
    if (ok && typeof r.id === 'string' && r.id) return { id: r.id };
    if (typeof r.error === 'string' && r.error) return { error: r.error };
  }
  return { error: SUBIDA_FALLIDA };
}

/** Uploads the file as the job of a mass import; never throws. */
export async function subirImportacion(
  tipo: TipoImportacion,
  archivo: File,
  soloValidas: boolean,
  token: string,
): Promise<ResultadoSubida> {
  const formulario = new FormData();
  formulario.append('solo_validas', soloValidas ? 'true' : 'false');
  formulario.append('archivo', archivo, archivo.name);
  try {
    const respuesta = await fetch(`/importacion/${tipo}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: formulario,
    });
    return leerRespuestaImportacion(respuesta.ok, await respuesta.json().catch(() => null));
  } catch {
    return { error: SUBIDA_FALLIDA };
  }
}

type Avance = { estado: string; progreso: number; total_filas: number; filas: number };

/** The progress bar's percentage (whole number, 0–100). */
export const porcentaje = (i: Pick<Avance, 'progreso'>) =>
  Math.round(Math.min(1, Math.max(0, i.progreso)) * 100);

/** What the job is doing, for the line under the progress bar. */
export function etapa(i: Avance): string {
  if (i.total_filas === 0) return 'Leyendo el archivo…';
  if (i.filas < i.total_filas) return `Validando filas: ${i.filas} de ${i.total_filas}`;
  return `Guardando ${i.total_filas} filas…`;
}

type Resultado = Avance & {
  filas_validas: number;
  solo_validas: boolean;
  error: string | null;
  errores: readonly unknown[];
};

/** The outcome of a finished job in one sentence, and how the screen should show it. */
export function resumen(i: Resultado): { severidad: 'success' | 'warn' | 'error'; texto: string } {
  if (i.estado === 'fallida') return { severidad: 'error', texto: i.error ?? 'La importación falló' };
  const conError = i.errores.length;
  const filas = (n: number) => `${n} ${n === 1 ? 'fila' : 'filas'}`;
  const importadas = (n: number, adjetivo = '') =>
    `${n === 1 ? 'Se importó' : 'Se importaron'} ${filas(n)}${adjetivo && ` ${n === 1 ? adjetivo : `${adjetivo}s`}`}`;
  if (conError === 0) return { severidad: 'success', texto: `${importadas(i.filas_validas)}.` };
  if (!i.solo_validas)
    return {
      severidad: 'error',
      texto: `No se importó ninguna fila: ${filas(conError)} con errores de ${i.total_filas}. Corrija el archivo o importe solo las filas válidas.`,
    };
  return {
    severidad: 'warn',
    texto: `${importadas(i.filas_validas, 'válida')}; ${filas(conError)} con errores no ${conError === 1 ? 'se importó' : 'se importaron'}.`,
  };
}
