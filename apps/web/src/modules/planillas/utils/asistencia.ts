import type { CombinedError } from 'urql';

/** What a registered day can be: worked (with times) or one of the marks of a day not worked. */
export const TIPOS_DIA = [
  { value: 'trabajado', label: 'Trabajado (entrada y salida)' },
  { value: 'falta', label: 'Falta' },
  { value: 'vacaciones', label: 'Vacaciones' },
  { value: 'descanso_medico', label: 'Descanso médico (subsidio)' },
  { value: 'licencia', label: 'Licencia sin goce' },
  { value: 'feriado', label: 'Feriado no trabajado' },
  { value: 'descanso', label: 'Descanso' },
] as const;

export type ErrorDeFila = { fila: number; mensaje: string };

/** The rows an import refused, from the error's `errores` extension (empty for any other error). */
export function erroresDeFilas(error: CombinedError | undefined): ErrorDeFila[] {
  const errores = error?.graphQLErrors[0]?.extensions?.errores;
  return Array.isArray(errores)
    ? errores.filter(
        (e): e is ErrorDeFila =>
          typeof e === 'object' && e !== null && typeof e.fila === 'number' && typeof e.mensaje === 'string',
      )
    : [];
}

/** The file's bytes as base64, as importarAsistencia takes them. */
export async function base64DeArchivo(archivo: Blob): Promise<string> {
  const bytes = new Uint8Array(await archivo.arrayBuffer());
  let binario = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binario += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binario);
}

/** A day's record as the summary lists it: the times, or the mark's label. */
export function textoDia(d: {
  entrada?: string | null;
  salida?: string | null;
  marca?: string | null;
}): string {
  if (d.marca) return TIPOS_DIA.find((t) => t.value === d.marca)?.label ?? d.marca;
  return `${d.entrada ?? ''}–${d.salida ?? ''}`;
}

const ABREVIATURAS: Readonly<Record<string, string>> = {
  falta: 'F',
  vacaciones: 'V',
  descanso_medico: 'DM',
  licencia: 'L',
  feriado: 'FE',
  descanso: 'D',
};

type DiaGrilla = {
  entrada?: string | null;
  salida?: string | null;
  marca?: string | null;
  minutos_tardanza: number;
  minutos_25: number;
  minutos_35: number;
  feriado_trabajado: boolean;
};

/**
 * A day in the month's grid: T worked (FT a holiday or rest day worked), with '+' for overtime and '*'
 * for a late arrival; a mark's initials otherwise. `detalle` is the cell's title.
 */
export function abreviaturaDia(d: DiaGrilla): { texto: string; detalle: string } {
  if (d.marca) return { texto: ABREVIATURAS[d.marca] ?? d.marca, detalle: textoDia(d) };
  const extra = d.minutos_25 + d.minutos_35;
  const texto = `${d.feriado_trabajado ? 'FT' : 'T'}${extra ? '+' : ''}${d.minutos_tardanza ? '*' : ''}`;
  const detalle = [
    textoDia(d),
    d.minutos_tardanza ? `tardanza ${d.minutos_tardanza} min` : '',
    extra ? `extras ${d.minutos_25} min al 25 % y ${d.minutos_35} min al 35 %` : '',
  ]
    .filter(Boolean)
    .join(' · ');
  return { texto, detalle };
}
