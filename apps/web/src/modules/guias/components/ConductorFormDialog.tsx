import type { ConductorFieldsFragment } from '../../../gql/graphql';
import { CampoSelect } from '../../../ui/CampoSelect';
import { DialogoFormulario } from '../../../ui/DialogoFormulario';
import { FormField } from '../../../ui/FormField';
import type { DialogoFila } from '../../../ui/PaginaMaestro';
import { TextInput } from '../../../ui/TextInput';
import { useDialogoMaestro } from '../../../ui/use-dialogo-maestro';
import { createConductorMutation, updateConductorMutation } from '../graphql/conductores';
import { useOpcionesTransportistas } from '../hooks/use-maestros-guia';
import { TIPOS_DOCUMENTO_GUIA } from '../utils/guia-form';
import { conductorFormDe, entradaConductor, validarConductorForm } from '../utils/maestros-guia-form';

/** A driver: identity document, names, licence and the carrier it drives for (none: the company's). */
export function ConductorFormDialog({ fila, cerrar, guardada }: DialogoFila<ConductorFieldsFragment>) {
  const transportistas = useOpcionesTransportistas();
  const { f, dialogo } = useDialogoMaestro({
    fila,
    inicial: () => conductorFormDe(fila),
    validar: validarConductorForm,
    entrada: entradaConductor,
    crear: createConductorMutation,
    actualizar: updateConductorMutation,
    exito: ['Conductor registrado', 'Conductor actualizado'],
    guardada,
    cerrar,
  });
  return (
    <DialogoFormulario titulo={fila ? 'Editar conductor' : 'Nuevo conductor'} {...dialogo} ancho="40rem">
      <div className="form-grid">
        <CampoSelect
          id="conductor-tipo-documento"
          label="Tipo de documento"
          value={f.form.tipo_documento}
          options={TIPOS_DOCUMENTO_GUIA.filter((t) => t.value !== '6')}
          onChange={(v) => f.set('tipo_documento', v ?? '1')}
        />
        <FormField id="conductor-numero" label="Número de documento" error={f.errores.numero_documento}>
          <TextInput
            value={f.form.numero_documento}
            onChange={(v) => f.set('numero_documento', v.trim())}
            maxLength={15}
            upperCase
            autoFocus
          />
        </FormField>
        <FormField id="conductor-nombres" label="Nombres" error={f.errores.nombres}>
          <TextInput value={f.form.nombres} onChange={(v) => f.set('nombres', v)} maxLength={250} upperCase />
        </FormField>
        <FormField id="conductor-apellidos" label="Apellidos" error={f.errores.apellidos}>
          <TextInput
            value={f.form.apellidos}
            onChange={(v) => f.set('apellidos', v)}
            maxLength={250}
            upperCase
          />
        </FormField>
        <FormField id="conductor-licencia" label="Licencia de conducir" error={f.errores.licencia}>
          <TextInput
            value={f.form.licencia}
            onChange={(v) => f.set('licencia', v)}
            maxLength={10}
            upperCase
            placeholder="Q45678912"
          />
        </FormField>
        <CampoSelect
          id="conductor-transportista"
          label="Transportista (vacío: conductor propio)"
          value={f.form.transportista_id}
          options={transportistas.opciones}
          loading={transportistas.cargando}
          filter
          clearable
          onChange={(v) => f.set('transportista_id', v)}
        />
      </div>
    </DialogoFormulario>
  );
}
