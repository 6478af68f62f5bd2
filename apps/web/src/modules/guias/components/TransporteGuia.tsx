import { SelectButton } from 'primereact/selectbutton';
import { Link } from 'react-router';
import { CampoSelect } from '../../../ui/CampoSelect';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import {
  useOpcionesConductores,
  useOpcionesTransportistas,
  useOpcionesVehiculos,
} from '../hooks/use-maestros-guia';
import { type ErroresGuia, type GuiaForm, MODALIDADES_GUIA } from '../utils/guia-form';

interface TransporteGuiaProps {
  form: GuiaForm;
  onChange: (cambios: Partial<GuiaForm>) => void;
  errores: ErroresGuia;
}

/**
 * How the goods travel, from the company's masters: a carrier (09, transporte público), or the vehicle
 * and driver (09 privado; a carrier's own guide, 31, with its MTC registration).
 */
export function TransporteGuia({ form, onChange, errores }: TransporteGuiaProps) {
  const publico = form.tipo === '09' && form.modalidad === '01';
  const transportistas = useOpcionesTransportistas(!publico);
  const vehiculos = useOpcionesVehiculos(publico);
  const conductores = useOpcionesConductores(publico);
  return (
    <fieldset className="guia-seccion">
      <legend>Transporte</legend>
      {form.tipo === '09' ? (
        <FormField id="guia-modalidad" label="Modalidad de traslado">
          {(control) => (
            <SelectButton
              id={control.id}
              value={form.modalidad}
              options={[...MODALIDADES_GUIA]}
              allowEmpty={false}
              onChange={(e) => {
                if (e.value === '01' || e.value === '02') onChange({ modalidad: e.value });
              }}
            />
          )}
        </FormField>
      ) : (
        <FormField id="guia-registro-mtc" label="Registro MTC de la empresa" error={errores.registroMtc}>
          <TextInput
            value={form.registroMtc}
            onChange={(registroMtc) => onChange({ registroMtc })}
            maxLength={20}
            upperCase
          />
        </FormField>
      )}
      {publico ? (
        <CampoSelect
          id="guia-transportista"
          label="Transportista"
          value={form.transportistaId}
          options={transportistas.opciones}
          loading={transportistas.cargando}
          filter
          error={errores.transportistaId}
          className="guia-ancho"
          onChange={(transportistaId) => onChange({ transportistaId })}
        />
      ) : (
        <>
          <CampoSelect
            id="guia-vehiculo"
            label="Vehículo"
            value={form.vehiculoId}
            options={vehiculos.opciones}
            loading={vehiculos.cargando}
            filter
            error={errores.vehiculoId}
            onChange={(vehiculoId) => onChange({ vehiculoId })}
          />
          <CampoSelect
            id="guia-conductor"
            label="Conductor"
            value={form.conductorId}
            options={conductores.opciones}
            loading={conductores.cargando}
            filter
            error={errores.conductorId}
            onChange={(conductorId) => onChange({ conductorId })}
          />
        </>
      )}
      <p className="page__hint guia-ancho">
        Los transportistas, vehículos y conductores se registran en{' '}
        <Link to="/fac/transportistas">Transportistas</Link>.
      </p>
    </fieldset>
  );
}
