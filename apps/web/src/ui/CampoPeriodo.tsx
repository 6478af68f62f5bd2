import { CampoCalendario, type CampoCalendarioProps, type TipoCalendario } from './CampoCalendario';
import { FORMATO_PERIODO, fechaDePeriodo, leerPeriodo, periodoDeFecha } from './utils/fechas';

const PERIODO: TipoCalendario = {
  vista: 'month',
  formato: 'MM yy',
  placeholder: 'mm/aaaa',
  mensajeVacio: `Ingrese el periodo: use ${FORMATO_PERIODO}`,
  leer: leerPeriodo,
  aFecha: fechaDePeriodo,
  deFecha: periodoDeFecha,
};

/**
 * A month, shown as "noviembre 2026" with a Spanish month picker and typed as 11/2026 or by its name; its
 * value is 'YYYY-MM'. A period is always required: emptying the field keeps the month and says so.
 */
export function CampoPeriodo(props: Omit<CampoCalendarioProps, 'obligatorio'>) {
  return <CampoCalendario {...props} tipo={PERIODO} obligatorio />;
}
