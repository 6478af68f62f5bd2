/** A guide's way through SUNAT, as the list shows it. */

const ETIQUETAS: Record<string, string> = {
  pendiente: 'Pendiente',
  enviado: 'Enviado',
  aceptado: 'Aceptado',
  observado: 'Observado',
  rechazado: 'Rechazado',
  anulado: 'Anulado',
};

/** 'Pendiente', 'Aceptado'...; an unknown state as the server wrote it. */
export const etiquetaEstadoGuia = (estado: string): string => ETIQUETAS[estado] ?? estado;

/** SUNAT accepted it (notes or not): the only guides a baja applies to. */
export const admiteBaja = (estado: string): boolean => estado === 'aceptado' || estado === 'observado';

/** SUNAT has not answered yet: the list keeps asking. */
export const guiaEnCurso = (estado: string): boolean => estado === 'pendiente' || estado === 'enviado';

/** What SUNAT said ('0 - La guía ha sido aceptada'), else the last sending error, else nothing. */
export function respuestaSunat(g: {
  codigo_sunat?: string | null;
  descripcion_sunat?: string | null;
  ultimo_error?: string | null;
}): string {
  if (g.codigo_sunat || g.descripcion_sunat)
    return [g.codigo_sunat, g.descripcion_sunat].filter(Boolean).join(' - ');
  return g.ultimo_error ?? '';
}

/** The XML's file name as SUNAT names a guide's: RUC-09-T001-12.xml. */
export const nombreXmlGuia = (ruc: string, g: { tipo: string; serie: string; numero: number }): string =>
  `${ruc}-${g.tipo}-${g.serie}-${g.numero}.xml`;

/** A text file as the browser saves generated files: its UTF-8 bytes in base64. */
export function base64DeTexto(texto: string): string {
  const bytes = new TextEncoder().encode(texto);
  let binario = '';
  for (const b of bytes) binario += String.fromCharCode(b);
  return btoa(binario);
}

/** The most rows the guides' lists answer. */
export const MAXIMO_FILAS = 500;

/**
 * The page of a list the server only reads from its start (guias, guiasByParam take a limit, not an
 * offset): how many rows to ask for, and the slice of them the table shows.
 */
export const filasHasta = (first: number, rows: number) => Math.min(first + rows, MAXIMO_FILAS);
export const paginaDe = <T>(filas: readonly T[], first: number, rows: number): T[] =>
  filas.slice(first, first + rows);
