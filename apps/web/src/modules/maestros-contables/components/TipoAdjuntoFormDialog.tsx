import { MultiSelect } from 'primereact/multiselect';
import type { TipoAdjuntoFieldsFragment } from '../../../gql/graphql';
import { DialogoFormulario } from '../../../ui/DialogoFormulario';
import { FormField } from '../../../ui/FormField';
import type { DialogoFila } from '../../../ui/PaginaMaestro';
import { SELECT_PLACEHOLDER } from '../../../ui/SelectBuscar';
import { TextInput } from '../../../ui/TextInput';
import { useDialogoMaestro } from '../../../ui/use-dialogo-maestro';
import { createTipoAdjuntoMutation, updateTipoAdjuntoMutation } from '../graphql/tipos-adjunto';
import { useOpcionesMaestros } from '../hooks/use-opciones';
import { entradaTipoAdjunto, tipoAdjuntoFormDe, validarTipoAdjuntoForm } from '../utils/formularios';

/** An attachment type: code, description and the operations it applies to. */
export function TipoAdjuntoFormDialog({ fila, cerrar, guardada }: DialogoFila<TipoAdjuntoFieldsFragment>) {
  const { operaciones } = useOpcionesMaestros();
  const { f, dialogo } = useDialogoMaestro({
    fila,
    inicial: () => tipoAdjuntoFormDe(fila),
    validar: validarTipoAdjuntoForm,
    entrada: entradaTipoAdjunto,
    crear: createTipoAdjuntoMutation,
    actualizar: updateTipoAdjuntoMutation,
    exito: ['Tipo de adjunto registrado', 'Tipo de adjunto actualizado'],
    guardada,
    cerrar,
  });
  return (
    <DialogoFormulario
      titulo={fila ? `Editar tipo de adjunto ${fila.codigo}` : 'Nuevo tipo de adjunto'}
      {...dialogo}
      ancho="38rem"
    >
      <div className="form-grid">
        <FormField id="adjunto-codigo" label="Código" error={f.errores.codigo}>
          <TextInput
            value={f.form.codigo}
            onChange={(v) => f.set('codigo', v)}
            maxLength={20}
            upperCase
            autoFocus
          />
        </FormField>
        <FormField id="adjunto-descripcion" label="Descripción" error={f.errores.descripcion}>
          <TextInput
            value={f.form.descripcion}
            onChange={(v) => f.set('descripcion', v)}
            maxLength={150}
            upperCase
          />
        </FormField>
        <FormField
          id="adjunto-operaciones"
          label="Tipos de operación"
          error={f.errores.tipo_operacion}
          className="form-grid__ancho"
        >
          {(control) => (
            <MultiSelect
              inputId={control.id}
              value={f.form.tipo_operacion}
              options={operaciones}
              optionLabel="label"
              optionValue="value"
              display="chip"
              placeholder={SELECT_PLACEHOLDER}
              invalid={control.invalid}
              onChange={(e) => f.set('tipo_operacion', Array.isArray(e.value) ? e.value : [])}
            />
          )}
        </FormField>
      </div>
    </DialogoFormulario>
  );
}
