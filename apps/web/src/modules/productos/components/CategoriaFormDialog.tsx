import type { CategoriaFieldsFragment } from '../../../gql/graphql';
import { CampoSelect } from '../../../ui/CampoSelect';
import { DialogoFormulario } from '../../../ui/DialogoFormulario';
import { FormField } from '../../../ui/FormField';
import type { DialogoFila } from '../../../ui/PaginaMaestro';
import { TextInput } from '../../../ui/TextInput';
import { useDialogoMaestro } from '../../../ui/use-dialogo-maestro';
import { createCategoriaMutation, updateCategoriaMutation } from '../graphql/categorias';
import { useLocalesEmpresa } from '../hooks/use-locales-empresa';
import { categoriaFormDe, entradaCategoria, validarCategoriaForm } from '../utils/categoria-form';

/** 'Nueva categoría' / 'Editar categoría': code, name and, optionally, the one local that uses it. */
export function CategoriaFormDialog({ fila, cerrar, guardada }: DialogoFila<CategoriaFieldsFragment>) {
  const { f, dialogo } = useDialogoMaestro({
    fila,
    inicial: () => categoriaFormDe(fila),
    validar: validarCategoriaForm,
    entrada: entradaCategoria,
    crear: createCategoriaMutation,
    actualizar: updateCategoriaMutation,
    exito: ['Categoría registrada', 'Categoría actualizada'],
    guardada,
    cerrar,
  });
  const locales = useLocalesEmpresa(f.form.local_id);

  return (
    <DialogoFormulario
      titulo={fila ? `Editar categoría ${fila.codigo}` : 'Nueva categoría'}
      {...dialogo}
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
