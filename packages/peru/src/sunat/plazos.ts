/**
 * SUNAT's deadlines in calendar days after the issue date: a factura (or its note) reaches SUNAT by
 * sendBill within 3; a resumen diario informs boletas, and a comunicación de baja voids facturas,
 * within 7. Past them SUNAT rejects the file, so Kipu refuses before building it.
 */
export const PLAZOS_SUNAT = { factura: 3, resumen: 7, baja: 7 } as const;

const DIA = 86_400_000;
const ms = (fecha: string) => Date.parse(`${fecha}T00:00:00Z`);

/** Whole days from `fecha` to `hoy` (both YYYY-MM-DD); negative when `fecha` is later. */
export function diasDesde(fecha: string, hoy: string): number {
  return Math.round((ms(hoy) - ms(fecha)) / DIA);
}

/** The last day (YYYY-MM-DD) a document of `fecha` may still be sent with `dias` of deadline. */
export function ultimoDiaDelPlazo(fecha: string, dias: number): string {
  return new Date(ms(fecha) + dias * DIA).toISOString().slice(0, 10);
}

/** True while `hoy` is on or before the deadline's last day (and not before the issue). */
export function dentroDelPlazo(fecha: string, hoy: string, dias: number): boolean {
  const d = diasDesde(fecha, hoy);
  return d >= 0 && d <= dias;
}

/** DD/MM/YYYY, how the screens and messages write dates. */
export const fechaPeruana = (fecha: string) => fecha.split('-').reverse().join('/');
