import type { CategoriaPrecioFieldsFragment } from '../../../gql/graphql';
import { CampoSiNo } from '../../../ui/CampoSiNo';
import { DecimalInput } from '../../../ui/DecimalInput';
import { DialogoFormulario } from '../../../ui/DialogoFormulario';
import { FormField } from '../../../ui/FormField';
import type { DialogoFila } from '../../../ui/PaginaMaestro';
import { TextInput } from '../../../ui/TextInput';
import { useDialogoMaestro } from '../../../ui/use-dialogo-maestro';
import { createCategoriaPrecioMutation, updateCategoriaPrecioMutation } from '../graphql/categorias-precio';
import {
  categoriaPrecioFormDe,
  entradaCategoriaPrecio,
  validarCategoriaPrecioForm,
} from '../utils/categoria-form';

/** 'Nueva categoría de precio' / 'Editar…': code, description, minimum quantity and the offer flag. */
export function CategoriaPrecioFormDialog({
  localId,
  fila,
  cerrar,
  guardada,
}: DialogoFila<CategoriaPrecioFieldsFragment> & { localId: string }) {
  const { f, dialogo } = useDialogoMaestro({
    fila,
    inicial: () => categoriaPrecioFormDe(fila),
    validar: validarCategoriaPrecioForm,
    entrada: (form) => entradaCategoriaPrecio(fila?.local_id ?? localId, form),
    crear: createCategoriaPrecioMutation,
    actualizar: updateCategoriaPrecioMutation,
    exito: ['Categoría de precio registrada', 'Categoría de precio actualizada'],
    guardada,
    cerrar,
  });

  return (
    <DialogoFormulario
      titulo={fila ? `Editar categoría de precio ${fila.codigo}` : 'Nueva categoría de precio'}
      {...dialogo}
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
