import { Button } from 'primereact/button';
import type { AsientoPredisenadoFieldsFragment } from '../../../gql/graphql';
import { DialogoFormulario } from '../../../ui/DialogoFormulario';
import { FormField } from '../../../ui/FormField';
import type { DialogoFila } from '../../../ui/PaginaMaestro';
import { TextInput } from '../../../ui/TextInput';
import { useDialogoMaestro } from '../../../ui/use-dialogo-maestro';
import {
  createAsientoPredisenadoMutation,
  updateAsientoPredisenadoMutation,
} from '../graphql/asientos-predisenados';
import {
  entradaPredisenado,
  lineaPredisenadaVacia,
  predisenadoFormDe,
  sumasPorLado,
  validarPredisenadoForm,
} from '../utils/asiento-predisenado-form';
import { accionesDeLineas } from '../utils/lineas-form';
import { LineasPredisenadasEditor } from './LineasPredisenadasEditor';
import './contabilidad.css';

/** 'Nuevo asiento prediseñado': name, glosa and the lines, checked as the server checks them. */
export function AsientoPredisenadoFormDialog({
  fila,
  cerrar,
  guardada,
}: DialogoFila<AsientoPredisenadoFieldsFragment>) {
  const { f, dialogo } = useDialogoMaestro({
    fila,
    inicial: () => predisenadoFormDe(fila),
    validar: validarPredisenadoForm,
    entrada: entradaPredisenado,
    crear: createAsientoPredisenadoMutation,
    actualizar: updateAsientoPredisenadoMutation,
    exito: ['Asiento prediseñado registrado', 'Asiento prediseñado actualizado'],
    guardada,
    cerrar,
  });
  const { cambiarLinea, quitarLinea, agregarLinea } = accionesDeLineas(
    f.form.lineas,
    lineaPredisenadaVacia,
    (c) => f.set('lineas', c.lineas),
  );

  return (
    <DialogoFormulario
      titulo={fila ? `Editar asiento prediseñado ${fila.nombre}` : 'Nuevo asiento prediseñado'}
      {...dialogo}
      ancho="72rem"
    >
      <div className="form-grid">
        <FormField id="predisenado-nombre" label="Nombre" error={f.errores.nombre}>
          <TextInput
            value={f.form.nombre}
            onChange={(v) => f.set('nombre', v)}
            maxLength={100}
            upperCase
            autoFocus
          />
        </FormField>
        <FormField id="predisenado-glosa" label="Glosa" error={f.errores.glosa}>
          <TextInput value={f.form.glosa} onChange={(v) => f.set('glosa', v)} maxLength={200} />
        </FormField>
      </div>
      <LineasPredisenadasEditor
        lineas={f.form.lineas}
        sumas={sumasPorLado(f.form)}
        onChange={cambiarLinea}
        onQuitar={quitarLinea}
      />
      <Button
        type="button"
        label="Agregar línea"
        icon="pi pi-plus"
        size="small"
        text
        onClick={agregarLinea}
      />
      {f.errores.lineas && (
        <small className="field-error" role="alert">
          {f.errores.lineas}
        </small>
      )}
    </DialogoFormulario>
  );
}
