import { useMutation } from 'urql';
import type { CategoriaPrecioFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { CampoSiNo } from '../../../ui/CampoSiNo';
import { DecimalInput } from '../../../ui/DecimalInput';
import { DialogoFormulario } from '../../../ui/DialogoFormulario';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { useFormulario } from '../../../ui/use-formulario';
import { createCategoriaPrecioMutation, updateCategoriaPrecioMutation } from '../graphql/categorias-precio';
import {
  type CategoriaPrecioForm,
  categoriaPrecioFormDe,
  entradaCategoriaPrecio,
  validarCategoriaPrecioForm,
} from '../utils/categoria-form';

interface CategoriaPrecioFormDialogProps {
  visible: boolean;
  localId: string;
  /** null: a new price list. */
  categoria: CategoriaPrecioFieldsFragment | null;
  onHide: () => void;
  onGuardada: () => void;
}

/** 'Nueva categoría de precio' / 'Editar…': code, description, minimum quantity and the offer flag. */
export function CategoriaPrecioFormDialog(props: CategoriaPrecioFormDialogProps) {
  return props.visible ? <CategoriaPrecioFormulario key={props.categoria?.id ?? 'nueva'} {...props} /> : null;
}

function CategoriaPrecioFormulario({
  localId,
  categoria,
  onHide,
  onGuardada,
}: CategoriaPrecioFormDialogProps) {
  const f = useFormulario<CategoriaPrecioForm>(() => categoriaPrecioFormDe(categoria));
  const [{ fetching: creando }, crear] = useMutation(createCategoriaPrecioMutation);
  const [{ fetching: actualizando }, actualizar] = useMutation(updateCategoriaPrecioMutation);

  async function guardar() {
    const ok = await f.guardar(
      validarCategoriaPrecioForm,
      (form) => {
        const input = entradaCategoriaPrecio(categoria?.local_id ?? localId, form);
        return categoria
          ? actualizar({ id: categoria.id, input }, MANUAL_ERRORS)
          : crear({ input }, MANUAL_ERRORS);
      },
      categoria ? 'Categoría de precio actualizada' : 'Categoría de precio registrada',
    );
    if (ok) onGuardada();
  }

  return (
    <DialogoFormulario
      titulo={categoria ? `Editar categoría de precio ${categoria.codigo}` : 'Nueva categoría de precio'}
      visible
      onHide={onHide}
      onSubmit={() => void guardar()}
      guardando={creando || actualizando}
      errorServidor={f.errorServidor}
      ancho="36rem"
    >
      <div className="form-grid">
        <FormField id="precio-codigo" label="Código" error={f.errores.codigo}>
          <TextInput
            value={f.form.codigo}
            onChange={(v) => f.set('codigo', v)}
            maxLength={30}
            upperCase
            autoFocus
          />
        </FormField>
        <FormField
          id="precio-descripcion"
          label="Descripción"
          error={f.errores.descripcion}
          className="form-grid__ancho"
        >
          <TextInput
            value={f.form.descripcion}
            onChange={(v) => f.set('descripcion', v)}
            maxLength={150}
            upperCase
          />
        </FormField>
        <FormField
          id="precio-valor-condicion"
          label="Cantidad mínima (valor condición)"
          error={f.errores.valor_condicion}
        >
          <DecimalInput value={f.form.valor_condicion} onChange={(v) => f.set('valor_condicion', v)} />
        </FormField>
        <CampoSiNo
          id="precio-oferta"
          label="Oferta"
          checked={f.form.oferta}
          onChange={(v) => f.set('oferta', v)}
        />
      </div>
    </DialogoFormulario>
  );
}
