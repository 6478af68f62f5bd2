import { useMutation } from 'urql';
import type { ProductoFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { DialogoFormulario } from '../../../ui/DialogoFormulario';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { useFormulario } from '../../../ui/use-formulario';
import { createComboMutation, updateComboMutation } from '../graphql/productos';
import { type ComboForm, comboFormDe, comboVacio, entradaCombo, validarComboForm } from '../utils/combo-form';
import { ClasificacionCampos } from './ClasificacionCampos';
import { ComponentesEditor } from './ComponentesEditor';
import { CuentasProductoCampos } from './CuentasProductoCampos';
import { MontosCampos } from './MontosCampos';

interface ComboFormDialogProps {
  visible: boolean;
  /** null: a new combo. */
  combo: ProductoFieldsFragment | null;
  onHide: () => void;
  onGuardado: () => void;
}

/** 'Nuevo combo' / 'Editar combo': the combo's own fields and the products it is made of. */
export function ComboFormDialog(props: ComboFormDialogProps) {
  return props.visible ? <ComboFormulario key={props.combo?.id ?? 'nuevo'} {...props} /> : null;
}

function ComboFormulario({ combo, onHide, onGuardado }: ComboFormDialogProps) {
  const f = useFormulario<ComboForm>(() => (combo ? comboFormDe(combo) : comboVacio()));
  const { form, set, errores } = f;
  const [{ fetching: creando }, crear] = useMutation(createComboMutation);
  const [{ fetching: actualizando }, actualizar] = useMutation(updateComboMutation);

  async function guardar() {
    const ok = await f.guardar(
      validarComboForm,
      (actual) => {
        const input = entradaCombo(actual);
        return combo ? actualizar({ id: combo.id, input }, MANUAL_ERRORS) : crear({ input }, MANUAL_ERRORS);
      },
      combo ? `Combo ${form.codigo.trim()} actualizado` : `Combo ${form.codigo.trim()} registrado`,
    );
    if (ok) onGuardado();
  }

  return (
    <DialogoFormulario
      titulo={combo ? `Editar combo ${combo.codigo}` : 'Nuevo combo'}
      visible
      onHide={onHide}
      onSubmit={() => void guardar()}
      guardando={creando || actualizando}
      errorServidor={f.errorServidor}
      ancho="56rem"
    >
      <div className="form-grid">
        <FormField id="combo-codigo" label="Código" error={errores.codigo}>
          <TextInput
            value={form.codigo}
            onChange={(v) => set('codigo', v)}
            maxLength={50}
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
