/**
 * States of a complaint (spec 01 §4, docs/reclamos-api.md): the tracking timeline shows the five steps in
 * this order, then the final answer. States only move forward.
 */
export const PASOS_RECLAMO = [
  'INICIO DEL RECLAMO',
  'PROCESANDO EL RECLAMO',
  'VALIDACIÓN DEL RECLAMO',
  'PRESENTACIÓN DE DESCARGOS',
  'CONTACTO AL CLIENTE',
] as const;

/** The final state: the complaint was answered (its description is the answer). */
export const ESTADO_FINAL = 'RECLAMO ATENDIDO';

export const ESTADOS_RECLAMO = [...PASOS_RECLAMO, ESTADO_FINAL] as const;

/** How the administration names the final state. */
export const ETIQUETA_RESPUESTA_FINAL = 'Respuesta final';

/** A state as the administration shows it ('Respuesta final' for the final one). */
export function etiquetaEstado(estado: string): string {
  return estado === ESTADO_FINAL ? ETIQUETA_RESPUESTA_FINAL : estado;
}

/** True for any state that is not one of the five steps (the final answer, whatever its name). */
export function esEstadoFinal(estado: string): boolean {
  return !(PASOS_RECLAMO as readonly string[]).includes(estado);
}

/** The states a complaint in `actual` can move to: only those after it; none once answered. */
export function estadosSiguientes(actual: string): string[] {
  const indice = (ESTADOS_RECLAMO as readonly string[]).indexOf(actual);
  if (indice < 0 || actual === ESTADO_FINAL) return [];
  return ESTADOS_RECLAMO.slice(indice + 1);
}

/** A tracking entry as searchReclamation answers it. */
export interface Seguimiento {
  id: string;
  status: string;
  description: string;
  created_at: string;
  updated_at: string;
}

/**
 * hecho: reached and left behind; actual: the latest state reached; cerrado: the final answer;
 * omitido: never reached although a later one was; pendiente: not reached yet.
 */
export type SituacionPaso = 'hecho' | 'actual' | 'cerrado' | 'omitido' | 'pendiente';

export interface PasoLineaDeTiempo {
  estado: string;
  situacion: SituacionPaso;
  /** The entry's updated date, or its created date if never updated; null when not reached. */
  fecha: string | null;
  descripcion: string | null;
}

function fechaDe(entrada: Seguimiento): string {
  return entrada.updated_at || entrada.created_at;
}

/**
 * The timeline of spec 01 §4 from the tracking entries (oldest first): the five steps in their order,
 * then the final one (any other status) as closed, or a pending RECLAMO ATENDIDO while there is none.
 */
export function lineaDeTiempo(entradas: readonly Seguimiento[]): PasoLineaDeTiempo[] {
  const porEstado = new Map<string, Seguimiento>();
  for (const entrada of entradas) porEstado.set(entrada.status, entrada);
  const final = [...entradas].reverse().find((entrada) => esEstadoFinal(entrada.status));
  const alcanzados = PASOS_RECLAMO.map((estado) => porEstado.has(estado));
  const ultimoAlcanzado = alcanzados.lastIndexOf(true);

  const pasos: PasoLineaDeTiempo[] = PASOS_RECLAMO.map((estado, indice) => {
    const entrada = porEstado.get(estado);
    if (!entrada) {
      const situacion: SituacionPaso =
        final !== undefined || indice < ultimoAlcanzado ? 'omitido' : 'pendiente';
      return { estado, situacion, fecha: null, descripcion: null };
    }
    const situacion: SituacionPaso = final === undefined && indice === ultimoAlcanzado ? 'actual' : 'hecho';
    return { estado, situacion, fecha: fechaDe(entrada), descripcion: entrada.description };
  });
  pasos.push(
    final
      ? { estado: final.status, situacion: 'cerrado', fecha: fechaDe(final), descripcion: final.description }
      : { estado: ESTADO_FINAL, situacion: 'pendiente', fecha: null, descripcion: null },
  );
  return pasos;
}

/** The state the complaint is in: the latest tracking entry's. */
export function estadoActual(entradas: readonly Seguimiento[]): string | null {
  return entradas.at(-1)?.status ?? null;
}
