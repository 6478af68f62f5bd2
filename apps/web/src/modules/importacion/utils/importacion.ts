/** The mass imports the server offers (POST /importacion/:tipo), in the order the screen lists them. */
export type TipoImportacion =
  | 'categorias'
  | 'productos'
  | 'clientes'
  | 'proveedores'
  | 'precios'
  | 'comprobantes';

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
  {
    value: 'comprobantes',
    label: 'Comprobantes (facturación masiva)',
    ayuda:
      'Facturas y boletas emitidas desde el local con el que trabaja: una fila por ítem, las filas con la misma clave en "documento" forman un comprobante.',
  },
];

/** Mass invoicing: the import emits documents instead of writing master data. */
export const esFacturacionMasiva = (tipo: string) => tipo === 'comprobantes';

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

export type OpcionesImportacion = {
  soloValidas: boolean;
  /** Mass invoicing: sign and store the documents without sending them to SUNAT. */
  soloRegistro: boolean;
};

/** The multipart form of an upload: the options first, then the file. */
export function formularioImportacion(
  tipo: TipoImportacion,
  archivo: File,
  o: OpcionesImportacion,
): FormData {
  const formulario = new FormData();
  formulario.append('solo_validas', o.soloValidas ? 'true' : 'false');
  if (esFacturacionMasiva(tipo)) formulario.append('solo_registro', o.soloRegistro ? 'true' : 'false');
  formulario.append('archivo', archivo, archivo.name);
  return formulario;
}

/** Uploads the file as the job of a mass import; never throws. */
export async function subirImportacion(
  tipo: TipoImportacion,
  archivo: File,
  opciones: OpcionesImportacion,
  token: string,
): Promise<ResultadoSubida> {
  const formulario = formularioImportacion(tipo, archivo, opciones);
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

type Avance = { tipo: string; estado: string; progreso: number; total_filas: number; filas: number };

/** The progress bar's percentage (whole number, 0–100). */
export const porcentaje = (i: Pick<Avance, 'progreso'>) =>
  Math.round(Math.min(1, Math.max(0, i.progreso)) * 100);

/** What the job is doing, for the line under the progress bar. */
export function etapa(i: Avance): string {
  if (i.total_filas === 0) return 'Leyendo el archivo…';
  // Mass invoicing validates every row first and moves the count as documents are emitted.
  if (esFacturacionMasiva(i.tipo))
    return i.filas === 0
      ? `Validando ${i.total_filas} filas…`
      : `Emitiendo comprobantes: ${i.filas} de ${i.total_filas} filas`;
  if (i.filas < i.total_filas) return `Validando filas: ${i.filas} de ${i.total_filas}`;
  return `Guardando ${i.total_filas} filas…`;
}

type Resultado = Avance & {
  filas_validas: number;
  solo_validas: boolean;
  error: string | null;
  errores: readonly unknown[];
  documentos?: readonly { emitido: boolean }[];
};

type Sentencia = { severidad: 'success' | 'warn' | 'error'; texto: string };

/** The outcome of a finished job in one sentence, and how the screen should show it. */
export function resumen(i: Resultado): Sentencia {
  if (i.estado === 'fallida') return { severidad: 'error', texto: i.error ?? 'La importación falló' };
  if (esFacturacionMasiva(i.tipo)) return resumenDeEmision(i);
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

/** Mass invoicing: how many documents were emitted, and whether wrong rows or failures held some back. */
function resumenDeEmision(i: Resultado): Sentencia {
  const documentos = i.documentos ?? [];
  const emitidos = documentos.filter((d) => d.emitido).length;
  const fallidos = documentos.length - emitidos;
  const conError = i.errores.length - fallidos;
  const cuantos = (n: number) => `${n} ${n === 1 ? 'comprobante' : 'comprobantes'}`;
  const filas = (n: number) => `${n} ${n === 1 ? 'fila' : 'filas'}`;
  if (documentos.length === 0 && conError > 0)
    return {
      severidad: 'error',
      texto: i.solo_validas
        ? `No hay comprobantes válidos que emitir: ${filas(conError)} con errores.`
        : `No se emitió ningún comprobante: ${filas(conError)} con errores de ${i.total_filas}. Corrija el archivo o emita solo los comprobantes válidos.`,
    };
  const emitido = `${emitidos === 1 ? 'Se emitió' : 'Se emitieron'} ${cuantos(emitidos)}`;
  const faltan = [
    fallidos > 0 ? `${cuantos(fallidos)} no se ${fallidos === 1 ? 'pudo' : 'pudieron'} emitir` : '',
    conError > 0 ? `${filas(conError)} con errores no se ${conError === 1 ? 'emitió' : 'emitieron'}` : '',
  ].filter(Boolean);
  if (faltan.length === 0) return { severidad: 'success', texto: `${emitido}.` };
  return { severidad: 'warn', texto: `${emitido}; ${faltan.join('; ')}.` };
}
