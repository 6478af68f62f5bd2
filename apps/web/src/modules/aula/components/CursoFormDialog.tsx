import type { CursoFieldsFragment } from '../../../gql/graphql';
import { CampoSelect } from '../../../ui/CampoSelect';
import { DialogoFormulario } from '../../../ui/DialogoFormulario';
import { EditorTexto } from '../../../ui/EditorTexto';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { useDialogoMaestro } from '../../../ui/use-dialogo-maestro';
import { createCursoMutation, updateCursoMutation } from '../graphql/cursos';
import { cursoFormDe, entradaCurso, PESTANAS_AULA, validarCursoForm } from '../utils/cursos';

interface CursoFormDialogProps {
  fila: CursoFieldsFragment | null;
  /** The tab a new course starts in. */
  modulo: string;
  cerrar: () => void;
  guardada: () => void;
}

/** 'Nuevo curso' / 'Editar curso': tab, title, link, order and the description in rich text. */
export function CursoFormDialog({ fila, modulo, cerrar, guardada }: CursoFormDialogProps) {
  const { f, dialogo } = useDialogoMaestro({
    fila,
    inicial: () => cursoFormDe(fila, modulo),
    validar: validarCursoForm,
    entrada: entradaCurso,
    crear: createCursoMutation,
    actualizar: updateCursoMutation,
    exito: ['Curso publicado', 'Curso actualizado'],
    guardada,
    cerrar,
  });
  return (
    <DialogoFormulario
      titulo={fila ? `Editar curso: ${fila.titulo}` : 'Nuevo curso'}
      {...dialogo}
      ancho="48rem"
    >
      <div className="form-grid">
        <CampoSelect
          id="curso-modulo"
          label="Pestaña"
          value={f.form.modulo}
          options={PESTANAS_AULA.map((p) => ({ value: p.value, label: p.label }))}
          onChange={(v) => f.set('modulo', v ?? '')}
          error={f.errores.modulo}
        />
        <FormField id="curso-orden" label="Orden" error={f.errores.orden}>
          <TextInput
            value={f.form.orden}
            onChange={(v) => f.set('orden', v)}
            inputMode="numeric"
            maxLength={4}
          />
        </FormField>
        <FormField id="curso-titulo" label="Título" error={f.errores.titulo} className="form-grid__ancho">
          <TextInput value={f.form.titulo} onChange={(v) => f.set('titulo', v)} maxLength={150} autoFocus />
        </FormField>
        <FormField
          id="curso-enlace"
          label="Enlace (https://… o una ruta como /fac/facturador)"
          error={f.errores.enlace}
          className="form-grid__ancho"
        >
          <TextInput value={f.form.enlace} onChange={(v) => f.set('enlace', v)} maxLength={500} />
        </FormField>
        <FormField id="curso-descripcion" label="Descripción" className="form-grid__ancho">
          <EditorTexto value={f.form.descripcion} onChange={(v) => f.set('descripcion', v)} />
        </FormField>
      </div>
    </DialogoFormulario>
  );
}
