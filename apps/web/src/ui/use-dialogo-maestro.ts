import { type TypedDocumentNode, useMutation } from 'urql';
import { MANUAL_ERRORS } from '../lib/error-exchange';
import { type Errores, type Formulario, useFormulario } from './use-formulario';

interface OpcionesDialogo<F, I> {
  /** The row being edited, or null for a new one. */
  fila: { id: string } | null;
  inicial: () => F;
  validar: (f: F) => Errores<F>;
  entrada: (f: F) => I;
  crear: TypedDocumentNode<unknown, { input: I }>;
  actualizar: TypedDocumentNode<unknown, { id: string; input: I }>;
  /** Success toasts: [created, updated]; a function when they name the saved row. */
  exito: [string, string] | ((f: F) => [string, string]);
  guardada: () => void;
  cerrar: () => void;
}

/** A master-data dialog's form, and its save: create or update, then a toast and the list's reload. */
export function useDialogoMaestro<F, I>(
  o: OpcionesDialogo<F, I>,
): {
  f: Formulario<F>;
  /** The DialogoFormulario props other than its title and width. */
  dialogo: {
    visible: true;
    onHide: () => void;
    onSubmit: () => void;
    guardando: boolean;
    errorServidor: string | null;
  };
} {
  const f = useFormulario<F>(o.inicial);
  const [{ fetching: creando }, crear] = useMutation(o.crear);
  const [{ fetching: actualizando }, actualizar] = useMutation(o.actualizar);
  const { fila } = o;

  async function guardar() {
    const [creada, actualizada] = typeof o.exito === 'function' ? o.exito(f.form) : o.exito;
    const ok = await f.guardar(
      o.validar,
      (form) => {
        const input = o.entrada(form);
        return fila ? actualizar({ id: fila.id, input }, MANUAL_ERRORS) : crear({ input }, MANUAL_ERRORS);
      },
      fila ? actualizada : creada,
    );
    if (ok) o.guardada();
  }

  return {
    f,
    dialogo: {
      visible: true,
      onHide: o.cerrar,
      onSubmit: () => void guardar(),
      guardando: creando || actualizando,
      errorServidor: f.errorServidor,
    },
  };
}
