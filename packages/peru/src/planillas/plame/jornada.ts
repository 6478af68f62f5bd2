import Decimal from 'decimal.js';
import { camposDocumento, type DocumentoPlame } from './documento.ts';
import { lineaPlame } from './formato.ts';

export type JornadaPlame = DocumentoPlame & {
  /** Ordinary hours worked in the month (decimal hours). */
  horasOrdinarias: Decimal.Value;
  /** Overtime hours of the month, 25 % and 35 % together. */
  horasSobretiempo: Decimal.Value;
};

/** Decimal hours as whole hours and minutes (10.5 → 10 h 30 min), the minutes rounded. */
function horasYMinutos(horas: Decimal.Value): [string, string] {
  const minutos = new Decimal(horas).times(60).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
  return [String(Math.floor(minutos / 60)), String(minutos % 60)];
}

/**
 * Estructura 14 (.jor), jornada laboral: hours and minutes, ordinary and overtime, one line per worker
 * (workers with no hours at all are left out).
 */
export function archivoJornada(jornadas: readonly JornadaPlame[]): string[] {
  return jornadas
    .filter((j) => !new Decimal(j.horasOrdinarias).plus(j.horasSobretiempo).isZero())
    .map((j) =>
      lineaPlame([
        ...camposDocumento(j),
        ...horasYMinutos(j.horasOrdinarias),
        ...horasYMinutos(j.horasSobretiempo),
      ]),
    );
}
