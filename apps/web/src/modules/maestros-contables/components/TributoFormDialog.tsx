import type { TributoFieldsFragment } from '../../../gql/graphql';
import { CampoSelect } from '../../../ui/CampoSelect';
import { DialogoFormulario } from '../../../ui/DialogoFormulario';
import { FormField } from '../../../ui/FormField';
import type { DialogoFila } from '../../../ui/PaginaMaestro';
import { useDialogoMaestro } from '../../../ui/use-dialogo-maestro';
import { useTablaParametrica } from '../../../ui/use-tabla-parametrica';
import { createTributoMutation, updateTributoMutation } from '../graphql/tributos';
import { entradaTributo, tributoFormDe, validarTributoForm } from '../utils/formularios';
import { CuentaPcgeSelect } from './CuentaPcgeSelect';

/** A tributo of SUNAT catálogo 05 and the PCGE account it posts to. */
export function TributoFormDialog({ fila, cerrar, guardada }: DialogoFila<TributoFieldsFragment>) {
  const catalogo = useTablaParametrica('cat05');
  const { f, dialogo } = useDialogoMaestro({
    fila,
    inicial: () => tributoFormDe(fila),
    validar: validarTributoForm,
    entrada: entradaTributo,
    crear: createTributoMutation,
    actualizar: updateTributoMutation,
    exito: ['Tributo registrado', 'Tributo actualizado'],
    guardada,
    cerrar,
  });
  return (
    <DialogoFormulario
      titulo={fila ? `Editar tributo ${fila.tributo_codigo}` : 'Nuevo tributo'}
      {...dialogo}
      ancho="40rem"
    >
      <div className="form-grid">
        <CampoSelect
          id="tributo-codigo"
          label="Tributo (catálogo 05 de SUNAT)"
          value={f.form.tributo_codigo}
          options={catalogo.opciones}
          loading={catalogo.cargando}
          error={f.errores.tributo_codigo}
          className="form-grid__ancho"
          onChange={(v) => f.set('tributo_codigo', v)}
        />
        <FormField
          id="tributo-cuenta"
          label="Cuenta contable"
          error={f.errores.cuenta}
          className="form-grid__ancho"
        >
          {(control) => (
            <CuentaPcgeSelect id={control.id} value={f.form.cuenta} onChange={(c) => f.set('cuenta', c)} />
          )}
        </FormField>
      </div>
    </DialogoFormulario>
  );
}
