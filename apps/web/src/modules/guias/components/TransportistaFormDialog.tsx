import type { TransportistaFieldsFragment } from '../../../gql/graphql';
import { DialogoFormulario } from '../../../ui/DialogoFormulario';
import { FormField } from '../../../ui/FormField';
import type { DialogoFila } from '../../../ui/PaginaMaestro';
import { TextInput } from '../../../ui/TextInput';
import { useDialogoMaestro } from '../../../ui/use-dialogo-maestro';
import { createTransportistaMutation, updateTransportistaMutation } from '../graphql/transportistas';
import {
  entradaTransportista,
  transportistaFormDe,
  validarTransportistaForm,
} from '../utils/maestros-guia-form';

/** A carrier: RUC, razón social and its MTC registration. */
export function TransportistaFormDialog({
  fila,
  cerrar,
  guardada,
}: DialogoFila<TransportistaFieldsFragment>) {
  const { f, dialogo } = useDialogoMaestro({
    fila,
    inicial: () => transportistaFormDe(fila),
    validar: validarTransportistaForm,
    entrada: entradaTransportista,
    crear: createTransportistaMutation,
    actualizar: updateTransportistaMutation,
    exito: ['Transportista registrado', 'Transportista actualizado'],
    guardada,
    cerrar,
  });
  return (
    <DialogoFormulario
      titulo={fila ? `Editar transportista ${fila.ruc}` : 'Nuevo transportista'}
      {...dialogo}
      ancho="36rem"
    >
      <div className="form-grid">
        <FormField id="transportista-ruc" label="RUC" error={f.errores.ruc}>
          <TextInput
            value={f.form.ruc}
            onChange={(v) => f.set('ruc', v.trim())}
            maxLength={11}
            inputMode="numeric"
            autoFocus
          />
        </FormField>
        <FormField id="transportista-mtc" label="Registro MTC" error={f.errores.registro_mtc}>
          <TextInput
            value={f.form.registro_mtc}
            onChange={(v) => f.set('registro_mtc', v)}
            maxLength={20}
            upperCase
          />
        </FormField>
        <FormField
          id="transportista-razon-social"
          label="Razón social"
          error={f.errores.razon_social}
          className="form-grid__ancho"
        >
          <TextInput
            value={f.form.razon_social}
            onChange={(v) => f.set('razon_social', v)}
            maxLength={250}
            upperCase
          />
        </FormField>
      </div>
    </DialogoFormulario>
  );
}
