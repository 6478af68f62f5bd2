import { Calendar } from 'primereact/calendar';
import { FormField } from '../../../ui/FormField';
import { fechaIso } from '../../libro/utils/plazo';
import { fechaCalendario, type RangoFechas } from '../utils/reportes-pos';

interface FiltroFechasProps {
  id: string;
  rango: RangoFechas;
  onChange: (rango: RangoFechas) => void;
}

/** 'Desde' and 'Hasta' of a report: each bounds the other, and a cleared date keeps the previous one. */
export function FiltroFechas({ id, rango, onChange }: FiltroFechasProps) {
  const campo = (clave: keyof RangoFechas, etiqueta: string) => (
    <FormField id={`${id}-${clave}`} label={etiqueta}>
      {(control) => (
        <Calendar
          inputId={control.id}
          value={fechaCalendario(rango[clave])}
          onChange={(e) => {
            const iso = fechaIso(e.value);
            if (iso) onChange({ ...rango, [clave]: iso });
          }}
          dateFormat="dd/mm/yy"
          minDate={clave === 'hasta' ? fechaCalendario(rango.desde) : undefined}
          maxDate={clave === 'desde' ? fechaCalendario(rango.hasta) : undefined}
          showIcon
          readOnlyInput
        />
      )}
    </FormField>
  );
  return (
    <>
      {campo('desde', 'Desde')}
      {campo('hasta', 'Hasta')}
    </>
  );
}
