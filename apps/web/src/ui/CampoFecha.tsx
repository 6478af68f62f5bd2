import { useMemo } from 'react';
import { CampoCalendario, type CampoCalendarioProps, type TipoCalendario } from './CampoCalendario';
import { FORMATO_FECHA, fechaDeIso, isoDeFecha, leerFecha } from './utils/fechas';

export interface CampoFechaProps extends CampoCalendarioProps {
  /** Earliest date allowed, 'YYYY-MM-DD'. */
  min?: string | undefined;
  /** Latest date allowed, 'YYYY-MM-DD'. */
  max?: string | undefined;
}

/**
 * A day, shown and typed as dd/mm/aaaa with a Spanish calendar; its value is 'YYYY-MM-DD' ('' when empty),
 * the same contract the pages had with the browser's date input.
 */
export function CampoFecha({ min, max, ...props }: CampoFechaProps) {
  const tipo = useMemo<TipoCalendario>(
    () => ({
      vista: 'date',
      formato: 'dd/mm/yy',
      placeholder: FORMATO_FECHA,
      mensajeVacio: `Ingrese la fecha: use ${FORMATO_FECHA}`,
      leer: (texto) => leerFecha(texto, { min, max }),
      aFecha: fechaDeIso,
      deFecha: isoDeFecha,
    }),
    [min, max],
  );
  const minDate = useMemo(() => fechaDeIso(min) ?? undefined, [min]);
  const maxDate = useMemo(() => fechaDeIso(max) ?? undefined, [max]);
  return <CampoCalendario {...props} tipo={tipo} minDate={minDate} maxDate={maxDate} />;
}
