import { sumarMeses } from '../../../ui/utils/fechas';

/** The schedule types of `calendarioTributario` (docs/workspace-api.md). */
export const TIPOS_CRONOGRAMA = [
  { value: 'mensual', label: 'Obligaciones mensuales' },
  { value: 'libros', label: 'Libros electrónicos' },
  { value: 'senati', label: 'SENATI' },
] as const;

export const SIN_CARGAR = (anio: number) => `El cronograma de ${anio} no está cargado`;
export const NO_VERIFICADO = 'Cronograma no verificado con la resolución de SUNAT';
/** The source line of a schedule not checked against SUNAT's table: what the user must do about it. */
export const FUENTE_NO_VERIFICADA =
  'Fechas referenciales, no comparadas con la tabla publicada por SUNAT: compruébelas en sunat.gob.pe antes de declarar.';

/** The line that says where a schedule's dates come from, in words for the user. */
export function lineaFuente(cronograma: { verificado: boolean; fuente?: string | null }): string {
  if (!cronograma.verificado) return FUENTE_NO_VERIFICADA;
  const fuente = cronograma.fuente?.trim();
  return fuente ? `Fuente: ${fuente}.` : 'Fuente: cronograma cargado por el administrador.';
}

export interface Fila {
  periodo: string;
  grupo: string;
  vence: string;
}

/** The last digit of a RUC, or null when it has none. */
export function ultimoDigito(ruc: string | null | undefined): number | null {
  const m = ruc ? /(\d)\s*$/.exec(ruc) : null;
  return m ? Number(m[1]) : null;
}

/**
 * The column of a RUC's last digit: the group that names the digit itself ('7') or a range holding it
 * ('6-7'). Null when the RUC has no digit or no column fits (e.g. only 'buc').
 */
export function grupoDeRuc(ruc: string | null | undefined, grupos: readonly string[]): string | null {
  const digito = ultimoDigito(ruc);
  if (digito === null) return null;
  for (const grupo of grupos) {
    const rango = /^(\d)\s*-\s*(\d)$/.exec(grupo);
    if (rango && digito >= Number(rango[1]) && digito <= Number(rango[2])) return grupo;
    if (/^\d$/.test(grupo.trim()) && Number(grupo) === digito) return grupo;
  }
  return null;
}

/** Deadlines by period, then by group: tabla.get('2026-10')?.get('2-3') → '2026-11-19'. */
export function tablaPorPeriodo(filas: readonly Fila[]): Map<string, Map<string, string>> {
  const tabla = new Map<string, Map<string, string>>();
  for (const fila of filas) {
    let porGrupo = tabla.get(fila.periodo);
    if (!porGrupo) {
      porGrupo = new Map();
      tabla.set(fila.periodo, porGrupo);
    }
    porGrupo.set(fila.grupo, fila.vence);
  }
  return new Map([...tabla.entries()].sort(([a], [b]) => a.localeCompare(b)));
}

/** The previous, current and next periods: the rows the home card shows. */
export function periodosCercanos(periodoActual: string): [string, string, string] {
  return [sumarMeses(periodoActual, -1), periodoActual, sumarMeses(periodoActual, 1)];
}

/** Label of a group column: 'buc' is SUNAT's last column, buenos contribuyentes and UESP. */
export function etiquetaGrupo(grupo: string): string {
  return grupo.toLowerCase() === 'buc' ? 'Buenos contribuyentes y UESP' : grupo;
}
