import { tareaDeReporte } from '../hilos/hilos-reportes.ts';

export { textoDeCelda } from './motor-lectura.ts';

/**
 * The bytes of an upload as a copy the reading thread can own: the caller's Buffer stays usable (it
 * may be a slice of a shared pool, or read again afterwards).
 */
export const copiaTransferible = (datos: Uint8Array) => {
  const copia = new Uint8Array(datos);
  return { copia, transferir: [copia.buffer] };
};

/** The first sheet of an .xlsx as records keyed by its header row (lower-cased), read on a rendering thread. */
export function leerPrimeraHoja(datos: Buffer): Promise<Record<string, string>[]> {
  const { copia, transferir } = copiaTransferible(datos);
  return tareaDeReporte('excelRegistros', copia, transferir);
}
