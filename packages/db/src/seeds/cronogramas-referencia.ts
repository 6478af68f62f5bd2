import { leerReferencia } from './csv.ts';

/** The types a schedule may have (the `cronogramas.tipo` column). */
export type TipoCronogramaReferencia = 'mensual' | 'libros' | 'senati';
const TIPOS: readonly TipoCronogramaReferencia[] = ['mensual', 'libros', 'senati'];

/** Column order of SUNAT's tables: last RUC digit 0, 1, then pairs, then buenos contribuyentes and UESP. */
export const GRUPOS_CRONOGRAMA_REFERENCIA = ['0', '1', '2-3', '4-5', '6-7', '8-9', 'BUC'] as const;

/** What an administrator's load writes in `fuente`; the seed never replaces such a year. */
export const FUENTE_ADMINISTRADOR = 'Cargado por el administrador';

export type CronogramaDeReferencia = {
  anio: number;
  tipo: TipoCronogramaReferencia;
  verificado: boolean;
  /** Spanish text for the user: the resolution and annex, or that the dates are referential. */
  fuente: string;
  filas: { periodo: string; grupo: string; vence: string }[];
};

const INDICE = 'cronogramas/fuentes.csv';
const FECHA = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * The reference schedules: `cronogramas/fuentes.csv` lists each year and type with its source and
 * whether it was checked against SUNAT's table; `cronogramas/<tipo>-<anio>.csv` holds its dates
 * (header periodo, grupo, vence — the same file an administrator uploads). Throws on a malformed file,
 * naming it: reference data that is wrong must not reach the database.
 */
export function leerCronogramasDeReferencia(
  leer: (ruta: string) => Record<string, string>[] = leerReferencia,
): CronogramaDeReferencia[] {
  return leer(INDICE).map((e, i) => {
    const donde = `${INDICE}, fila ${i + 1}`;
    const anio = Number(e.anio);
    const tipo = e.tipo as TipoCronogramaReferencia;
    if (!Number.isInteger(anio) || anio < 2000 || anio > 2100) throw new Error(`${donde}: año no válido`);
    if (!TIPOS.includes(tipo)) throw new Error(`${donde}: tipo "${e.tipo}" desconocido`);
    if (e.verificado !== 'si' && e.verificado !== 'no') throw new Error(`${donde}: verificado es si o no`);
    const fuente = (e.fuente ?? '').trim();
    if (!fuente) throw new Error(`${donde}: falta la fuente`);
    const archivo = `cronogramas/${tipo}-${anio}.csv`;
    const filas = leer(archivo).map((f) => ({
      periodo: f.periodo ?? '',
      grupo: f.grupo ?? '',
      vence: f.vence ?? '',
    }));
    const vistos = new Set<string>();
    filas.forEach((f, j) => {
      const fila = `${archivo}, fila ${j + 1}`;
      if (!new RegExp(`^${anio}-(0[1-9]|1[0-2])$`).test(f.periodo))
        throw new Error(`${fila}: el periodo "${f.periodo}" no es un mes de ${anio}`);
      if (!(GRUPOS_CRONOGRAMA_REFERENCIA as readonly string[]).includes(f.grupo))
        throw new Error(`${fila}: el grupo "${f.grupo}" no es una columna de SUNAT`);
      if (!FECHA.test(f.vence) || f.vence.slice(0, 7) <= f.periodo)
        throw new Error(`${fila}: el vencimiento "${f.vence}" no es una fecha posterior al periodo`);
      const clave = `${f.periodo}|${f.grupo}`;
      if (vistos.has(clave)) throw new Error(`${fila}: periodo y grupo repetidos`);
      vistos.add(clave);
    });
    if (filas.length === 0) throw new Error(`${archivo}: no tiene fechas`);
    return { anio, tipo, verificado: e.verificado === 'si', fuente, filas };
  });
}
