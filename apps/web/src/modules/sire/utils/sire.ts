/** SIRE registers as the API names them, and the route segment of each screen. */
export type RegistroSire = 'RVIE' | 'RCE';
export const REGISTRO_DE_RUTA: Record<string, RegistroSire> = { rvie: 'RVIE', rce: 'RCE' };
export const TITULO_REGISTRO: Record<RegistroSire, string> = {
  RVIE: 'Registro de Ventas e Ingresos (RVIE)',
  RCE: 'Registro de Compras (RCE)',
};

/** The comparison's categories, in the order the screen shows them. */
export const CATEGORIAS_SIRE = [
  { clave: 'coincide', titulo: 'Coinciden' },
  { clave: 'difiere', titulo: 'Difieren' },
  { clave: 'soloSunat', titulo: 'Solo en SUNAT' },
  { clave: 'soloLibros', titulo: 'Solo en libros' },
] as const;

const NOMBRE_CAMPO: Record<string, string> = {
  exportacion: 'Exportación',
  baseGravada: 'Base gravada',
  descuentoBase: 'Dscto. base',
  igv: 'IGV',
  descuentoIgv: 'Dscto. IGV',
  exonerada: 'Exonerada',
  inafecta: 'Inafecta',
  isc: 'ISC',
  baseIvap: 'Base IVAP',
  ivap: 'IVAP',
  icbper: 'ICBPER',
  otros: 'Otros tributos',
  total: 'Total',
  baseGravadaMixta: 'Base gravada mixta',
  igvMixta: 'IGV mixta',
  baseSinCredito: 'Base sin crédito',
  igvSinCredito: 'IGV sin crédito',
  noGravada: 'No gravada',
  fecha: 'Fecha',
  documentos: 'Documentos',
  numeroDocumento: 'Nº doc. identidad',
  moneda: 'Moneda',
  modifica: 'Documento modificado',
  modificaFecha: 'Fecha del modificado',
};

/** A field of the proposal or of a difference as the accountant reads it (its API name if unknown). */
export const nombreCampoSire = (campo: string): string => NOMBRE_CAMPO[campo] ?? campo;

type Importe = { campo: string; importe: string };

/** The amount of one field in a list of sums ('0.00' when the list lacks it). */
export const importeDe = (lista: readonly Importe[], campo: string): string =>
  lista.find((i) => i.campo === campo)?.importe ?? '0.00';

/** The sums worth showing: those that are not zero. */
export const importesNoCero = (lista: readonly Importe[]): Importe[] =>
  lista.filter((i) => !/^-?0*(\.0*)?$/.test(i.importe));

/** 'F001-1' or, for a range of boletas, 'B001-1 al 20'. */
export function comprobanteSire(r: { serie: string; numero: string; numero_final?: string | null }): string {
  return `${r.serie}-${r.numero}${r.numero_final ? ` al ${r.numero_final}` : ''}`;
}

/** A tolerance the API accepts: empty (exact) or a non-negative decimal with up to two places. */
export const esTolerancia = (t: string): boolean => t.trim() === '' || /^\d+(\.\d{1,2})?$/.test(t.trim());
