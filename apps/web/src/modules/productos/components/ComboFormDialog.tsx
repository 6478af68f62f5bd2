import type { ProductoFieldsFragment } from '../../../gql/graphql';
import { DialogoFormulario } from '../../../ui/DialogoFormulario';
import { FormField } from '../../../ui/FormField';
import type { DialogoFila } from '../../../ui/PaginaMaestro';
import { TextInput } from '../../../ui/TextInput';
import { useDialogoMaestro } from '../../../ui/use-dialogo-maestro';
import { createComboMutation, updateComboMutation } from '../graphql/productos';
import { comboFormDe, comboVacio, entradaCombo, validarComboForm } from '../utils/combo-form';
import { ClasificacionCampos } from './ClasificacionCampos';
import { ComponentesEditor } from './ComponentesEditor';
import { CuentasProductoCampos } from './CuentasProductoCampos';
import { MontosCampos } from './MontosCampos';

/** 'Nuevo combo' / 'Editar combo': the combo's own fields and the products it is made of. */
export function ComboFormDialog({ fila, cerrar, guardada }: DialogoFila<ProductoFieldsFragment>) {
  const { f, dialogo } = useDialogoMaestro({
    fila,
    inicial: () => (fila ? comboFormDe(fila) : comboVacio()),
    validar: validarComboForm,
    entrada: entradaCombo,
    crear: createComboMutation,
    actualizar: updateComboMutation,
    exito: (form) => [`Combo ${form.codigo.trim()} registrado`, `Combo ${form.codigo.trim()} actualizado`],
    guardada,
    cerrar,
  });
  const { form, set, errores } = f;

  return (
    <DialogoFormulario
      titulo={fila ? `Editar combo ${fila.codigo}` : 'Nuevo combo'}
      {...dialogo}
      ancho="56rem"
    >
      <div className="form-grid">
        <FormField id="combo-codigo" label="Código" error={errores.codigo}>
          <TextInput
            value={form.codigo}
            onChange={(v) => set('codigo', v)}
            maxLength={30}
            upperCase
            autoFocus
          />
        </FormField>
        <FormField
          id="combo-descripcion"
          label="Descripción"
          error={errores.descripcion}
          className="form-grid__ancho"
        >
          <TextInput
            value={form.descripcion}
            onChange={(v) => set('descripcion', v)}
            maxLength={500}
            upperCase
          />
        </FormField>
        <ClasificacionCampos
          prefijo="combo"
          valor={form}
          onChange={(c) => f.cambiar((a) => ({ ...a, ...c }))}
        />
        <MontosCampos prefijo="combo" form={form} cambiar={f.cambiar} errores={errores} />
        <CuentasProductoCampos
          prefijo="combo"
          compras={form.compras_pcge}
          ventas={form.ventas_pcge}
          onCompras={(v) => set('compras_pcge', v)}
          onVentas={(v) => set('ventas_pcge', v)}
        />
        <fieldset className="form-grid__ancho">
          <legend>Productos del combo</legend>
          <ComponentesEditor
            filas={form.componentes}
            onChange={(filas) => set('componentes', filas)}
            error={errores.componentes}
          />
        </fieldset>
      </div>
    </DialogoFormulario>
  );
}
