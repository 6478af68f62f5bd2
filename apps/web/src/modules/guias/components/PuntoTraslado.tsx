import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { UbigeoSelect } from '../../datos-generales/components/UbigeoSelect';
import type { PuntoGuiaForm } from '../utils/guia-form';

interface PuntoTrasladoProps {
  id: 'guia-partida' | 'guia-llegada';
  titulo: string;
  punto: PuntoGuiaForm;
  onChange: (punto: PuntoGuiaForm) => void;
  error?: string | undefined;
}

/** A departure or arrival point: its district (ubigeo) and address. */
export function PuntoTraslado({ id, titulo, punto, onChange, error }: PuntoTrasladoProps) {
  return (
    <fieldset className="guia-seccion">
      <legend>{titulo}</legend>
      <FormField id={`${id}-ubigeo`} label="Distrito (ubigeo)" error={error}>
        <UbigeoSelect
          id={`${id}-ubigeo`}
          value={punto.ubigeo}
          onChange={(ubigeo) => onChange({ ...punto, ubigeo })}
        />
      </FormField>
      <FormField id={`${id}-direccion`} label="Dirección" className="guia-ancho">
        <TextInput
          value={punto.direccion}
          onChange={(direccion) => onChange({ ...punto, direccion })}
          maxLength={500}
          upperCase
        />
      </FormField>
    </fieldset>
  );
}
