/** The "días restantes" badge of the administration (business days before the legal term). */
export type ColorPlazo = 'success' | 'warning' | 'danger' | 'info';

export interface InsigniaPlazo {
  texto: string;
  color: ColorPlazo;
}

/** Days left of 1 to 5 are a warning; more than 5 are fine. */
export const DIAS_ALERTA = 5;

/**
 * Green above 5 business days, amber from 1 to 5, red 'Vence hoy' on the last day and 'Vencido' after
 * it; 'Atendido' once answered (the server then gives no days).
 */
export function insigniaPlazo(r: { dias_restantes: number | null; vencido: boolean }): InsigniaPlazo {
  if (r.vencido) return { texto: 'Vencido', color: 'danger' };
  if (r.dias_restantes === null) return { texto: 'Atendido', color: 'info' };
  if (r.dias_restantes < 0) return { texto: 'Vencido', color: 'danger' };
  if (r.dias_restantes === 0) return { texto: 'Vence hoy', color: 'danger' };
  const texto = r.dias_restantes === 1 ? '1 día' : `${r.dias_restantes} días`;
  return { texto, color: r.dias_restantes > DIAS_ALERTA ? 'success' : 'warning' };
}
