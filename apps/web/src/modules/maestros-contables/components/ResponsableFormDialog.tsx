import type { ResponsableFieldsFragment } from '../../../gql/graphql';
import { CampoSelect } from '../../../ui/CampoSelect';
import { DialogoFormulario } from '../../../ui/DialogoFormulario';
import { FormField } from '../../../ui/FormField';
import type { DialogoFila } from '../../../ui/PaginaMaestro';
import { TextInput } from '../../../ui/TextInput';
import { useDialogoMaestro } from '../../../ui/use-dialogo-maestro';
import { useTiposDocumento } from '../../libro/hooks/use-tipos-documento';
import { createResponsableMutation, updateResponsableMutation } from '../graphql/responsables';
import { entradaResponsable, responsableFormDe, validarResponsableForm } from '../utils/formularios';

/** A person in charge: identity document (checked by type, as for persons), names, position, contact. */
export function ResponsableFormDialog({ fila, cerrar, guardada }: DialogoFila<ResponsableFieldsFragment>) {
  const tipos = useTiposDocumento();
  const { f, dialogo } = useDialogoMaestro({
    fila,
    inicial: () => responsableFormDe(fila),
    validar: validarResponsableForm,
    entrada: entradaResponsable,
    crear: createResponsableMutation,
    actualizar: updateResponsableMutation,
    exito: ['Responsable registrado', 'Responsable actualizado'],
    guardada,
    cerrar,
  });
  return (
    <DialogoFormulario titulo={fila ? 'Editar responsable' : 'Nuevo responsable'} {...dialogo} ancho="44rem">
      <div className="form-grid">
        <CampoSelect
          id="responsable-documento"
          label="Tipo de documento"
          value={f.form.documento_id}
          options={tipos.tipos.map((t) => ({ value: t.codigo, label: t.nombre }))}
          loading={tipos.fetching}
          onChange={(v) => f.set('documento_id', v ?? '1')}
        />
        <FormField id="responsable-numero" label="Número de documento" error={f.errores.numero}>
          <TextInput
            value={f.form.numero}
            onChange={(v) => f.set('numero', v.trim())}
            maxLength={15}
            upperCase
            autoFocus
          />
        </FormField>
        <FormField
          id="responsable-nombres"
          label="Nombres y apellidos"
          error={f.errores.nombres}
          className="form-grid__ancho"
        >
          <TextInput value={f.form.nombres} onChange={(v) => f.set('nombres', v)} maxLength={200} upperCase />
        </FormField>
        <FormField id="responsable-cargo" label="Cargo" error={f.errores.cargo}>
          <TextInput value={f.form.cargo} onChange={(v) => f.set('cargo', v)} maxLength={100} upperCase />
        </FormField>
        <FormField id="responsable-email" label="Correo electrónico (opcional)">
          <TextInput
            type="email"
            value={f.form.email}
            onChange={(v) => f.set('email', v)}
            inputMode="email"
          />
        </FormField>
        <FormField id="responsable-telefono" label="Teléfono (opcional)">
          <TextInput
            value={f.form.telefono}
            onChange={(v) => f.set('telefono', v)}
            inputMode="tel"
            maxLength={20}
          />
        </FormField>
      </div>
    </DialogoFormulario>
  );
}
