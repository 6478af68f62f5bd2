import { ENTIDADES_AUTORIZADORAS } from '@kipu/peru/gre/catalogos-gre';
import type { VehiculoFieldsFragment } from '../../../gql/graphql';
import { CampoSelect } from '../../../ui/CampoSelect';
import { DialogoFormulario } from '../../../ui/DialogoFormulario';
import { FormField } from '../../../ui/FormField';
import type { DialogoFila } from '../../../ui/PaginaMaestro';
import { TextInput } from '../../../ui/TextInput';
import { useDialogoMaestro } from '../../../ui/use-dialogo-maestro';
import { createVehiculoMutation, updateVehiculoMutation } from '../graphql/vehiculos';
import { useOpcionesTransportistas } from '../hooks/use-maestros-guia';
import { porCodigo } from '../utils/guia-form';
import { entradaVehiculo, validarVehiculoForm, vehiculoFormDe } from '../utils/maestros-guia-form';

/** Catálogo D-37, who issues a vehicle's special authorisation. */
const ENTIDADES = Object.entries(ENTIDADES_AUTORIZADORAS)
  .map(([codigo, nombre]) => ({ value: codigo, label: `${codigo} - ${nombre}` }))
  .sort(porCodigo);

/** A vehicle: plate, TUC, special authorisation, make and the carrier it belongs to (none: the company's). */
export function VehiculoFormDialog({ fila, cerrar, guardada }: DialogoFila<VehiculoFieldsFragment>) {
  const transportistas = useOpcionesTransportistas();
  const { f, dialogo } = useDialogoMaestro({
    fila,
    inicial: () => vehiculoFormDe(fila),
    validar: validarVehiculoForm,
    entrada: entradaVehiculo,
    crear: createVehiculoMutation,
    actualizar: updateVehiculoMutation,
    exito: ['Vehículo registrado', 'Vehículo actualizado'],
    guardada,
    cerrar,
  });
  return (
    <DialogoFormulario
      titulo={fila ? `Editar vehículo ${fila.placa}` : 'Nuevo vehículo'}
      {...dialogo}
      ancho="40rem"
    >
      <div className="form-grid">
        <FormField id="vehiculo-placa" label="Placa" error={f.errores.placa}>
          <TextInput
            value={f.form.placa}
            onChange={(v) => f.set('placa', v)}
            maxLength={10}
            upperCase
            placeholder="ABC123"
            autoFocus
          />
        </FormField>
        <FormField id="vehiculo-tuce" label="TUC o certificado de habilitación (opcional)">
          <TextInput value={f.form.tuce} onChange={(v) => f.set('tuce', v)} maxLength={15} upperCase />
        </FormField>
        <FormField id="vehiculo-marca" label="Marca (opcional)">
          <TextInput value={f.form.marca} onChange={(v) => f.set('marca', v)} maxLength={50} upperCase />
        </FormField>
        <FormField id="vehiculo-descripcion" label="Descripción (opcional)">
          <TextInput
            value={f.form.descripcion}
            onChange={(v) => f.set('descripcion', v)}
            maxLength={100}
            upperCase
          />
        </FormField>
        <CampoSelect
          id="vehiculo-entidad"
          label="Entidad autorizadora (opcional)"
          value={f.form.entidad_autorizadora}
          options={ENTIDADES}
          clearable
          onChange={(v) => f.set('entidad_autorizadora', v)}
        />
        <FormField
          id="vehiculo-autorizacion"
          label="Número de autorización"
          error={f.errores.numero_autorizacion}
        >
          <TextInput
            value={f.form.numero_autorizacion}
            onChange={(v) => f.set('numero_autorizacion', v)}
            maxLength={50}
            upperCase
            disabled={!f.form.entidad_autorizadora}
          />
        </FormField>
        <CampoSelect
          id="vehiculo-transportista"
          label="Transportista (vacío: vehículo propio)"
          value={f.form.transportista_id}
          options={transportistas.opciones}
          loading={transportistas.cargando}
          filter
          clearable
          className="form-grid__ancho"
          onChange={(v) => f.set('transportista_id', v)}
        />
      </div>
    </DialogoFormulario>
  );
}
