import { CampoFecha } from '../../../ui/CampoFecha';
import { FormField } from '../../../ui/FormField';
import type { RangoFechas } from '../utils/reportes-pos';

interface FiltroFechasProps {
  id: string;
  rango: RangoFechas;
  onChange: (rango: RangoFechas) => void;
}

/** 'Desde' and 'Hasta' of a report: each bounds the other, and an emptied date keeps the previous one. */
export function FiltroFechas({ id, rango, onChange }: FiltroFechasProps) {
  const campo = (clave: keyof RangoFechas, etiqueta: string) => (
    <FormField id={`${id}-${clave}`} label={etiqueta}>
      <CampoFecha
        value={rango[clave]}
        onChange={(iso) => onChange({ ...rango, [clave]: iso })}
        min={clave === 'hasta' ? rango.desde : undefined}
        max={clave === 'desde' ? rango.hasta : undefined}
        obligatorio
      />
    </FormField>
  );
  return (
    <>
      {campo('desde', 'Desde')}
      {campo('hasta', 'Hasta')}
    </>
  );
}
