import { useMutation } from 'urql';
import type { CategoriaFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { CampoSelect } from '../../../ui/CampoSelect';
import { DialogoFormulario } from '../../../ui/DialogoFormulario';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { useFormulario } from '../../../ui/use-formulario';
import { createCategoriaMutation, updateCategoriaMutation } from '../graphql/categorias';
import { useLocalesEmpresa } from '../hooks/use-locales-empresa';
import {
  type CategoriaForm,
  categoriaFormDe,
  entradaCategoria,
  validarCategoriaForm,
} from '../utils/categoria-form';

interface CategoriaFormDialogProps {
  visible: boolean;
  /** null: a new category. */
  categoria: CategoriaFieldsFragment | null;
  onHide: () => void;
  onGuardada: () => void;
}

/** 'Nueva categoría' / 'Editar categoría': code, name and, optionally, the one local that uses it. */
export function CategoriaFormDialog(props: CategoriaFormDialogProps) {
  return props.visible ? <CategoriaFormulario key={props.categoria?.id ?? 'nueva'} {...props} /> : null;
}

function CategoriaFormulario({ categoria, onHide, onGuardada }: CategoriaFormDialogProps) {
  const f = useFormulario<CategoriaForm>(() => categoriaFormDe(categoria));
  const [{ fetching: creando }, crear] = useMutation(createCategoriaMutation);
  const [{ fetching: actualizando }, actualizar] = useMutation(updateCategoriaMutation);
  const locales = useLocalesEmpresa(f.form.local_id);

  async function guardar() {
    const ok = await f.guardar(
      validarCategoriaForm,
      (form) => {
        const input = entradaCategoria(form);
        return categoria
          ? actualizar({ id: categoria.id, input }, MANUAL_ERRORS)
          : crear({ input }, MANUAL_ERRORS);
      },
      categoria ? 'Categoría actualizada' : 'Categoría registrada',
    );
    if (ok) onGuardada();
  }

  return (
    <DialogoFormulario
      titulo={categoria ? `Editar categoría ${categoria.codigo}` : 'Nueva categoría'}
      visible
      onHide={onHide}
      onSubmit={() => void guardar()}
      guardando={creando || actualizando}
      errorServidor={f.errorServidor}
      ancho="36rem"
    >
      <div className="form-grid">
        <FormField id="categoria-codigo" label="Código" error={f.errores.codigo}>
          <TextInput
            value={f.form.codigo}
            onChange={(v) => f.set('codigo', v)}
            maxLength={30}
            upperCase
            autoFocus
          />
        </FormField>
        <FormField id="categoria-nombre" label="Nombre" error={f.errores.nombre} className="form-grid__ancho">
          <TextInput value={f.form.nombre} onChange={(v) => f.set('nombre', v)} maxLength={150} upperCase />
        </FormField>
        <CampoSelect
          id="categoria-local"
          label="Local (vacío: todos los locales)"
          value={f.form.local_id}
          options={locales.opciones}
          loading={locales.cargando}
          clearable
          onChange={(v) => f.set('local_id', v)}
          className="form-grid__ancho"
        />
      </div>
    </DialogoFormulario>
  );
}
