import { esPeriodo, periodoActualLima } from '../../../ui/utils/fechas';

/** 'YYYY-MM' (the month input and the session) → 'AAAAMM' (the books). */
export const periodoLibro = (periodo: string) => periodo.replace('-', '');

/** 'AAAAMM' → 'YYYY-MM'; null when it is not one. */
export function periodoMes(libro: string | null | undefined): string | null {
  const mes = libro && /^\d{6}$/.test(libro) ? `${libro.slice(0, 4)}-${libro.slice(4)}` : null;
  return esPeriodo(mes) ? mes : null;
}

/** The period a book screen opens on: the one in the address, the session's, or this month in Lima. */
export function periodoInicial(deLaDireccion: string | null, deLaSesion: string | null | undefined): string {
  return periodoMes(deLaDireccion) ?? (esPeriodo(deLaSesion) ? deLaSesion : periodoActualLima());
}
