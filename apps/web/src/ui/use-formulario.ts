import { useState } from 'react';
import type { CombinedError } from 'urql';
import { useToast } from './toast/use-toast';
import { mensajeError } from './utils/acciones';

export type Errores<F> = Partial<Record<keyof F, string>>;

export interface Formulario<F> {
  form: F;
  /** Sets one field and clears its message. */
  set: <K extends keyof F>(campo: K, valor: F[K]) => void;
  /** Replaces the whole form (fields that depend on each other, e.g. value and price). */
  cambiar: (actualizar: (actual: F) => F) => void;
  errores: Errores<F>;
  errorServidor: string | null;
  /**
   * Validates; when clean runs the save and, if the server refuses, shows its message in the dialog and
   * as an error toast; saved, shows `exito` (when given) as a success toast. Answers whether it was saved.
   */
  guardar: (
    validar: (f: F) => Errores<F>,
    enviar: (f: F) => Promise<{ error?: CombinedError | undefined }>,
    exito?: string,
  ) => Promise<boolean>;
}

/** The state of a dialog form: values, field messages and the server's message. */
export function useFormulario<F>(inicial: F | (() => F)): Formulario<F> {
  const toast = useToast();
  const [form, setForm] = useState<F>(inicial);
  const [errores, setErrores] = useState<Errores<F>>({});
  const [errorServidor, setErrorServidor] = useState<string | null>(null);

  function set<K extends keyof F>(campo: K, valor: F[K]) {
    setForm((actual) => ({ ...actual, [campo]: valor }));
    setErrores((actuales) => {
      if (!actuales[campo]) return actuales;
      const { [campo]: _, ...resto } = actuales;
      return resto as Errores<F>;
    });
  }

  async function guardar(
    validar: (f: F) => Errores<F>,
    enviar: (f: F) => Promise<{ error?: CombinedError | undefined }>,
    exito?: string,
  ) {
    setErrorServidor(null);
    const encontrados = validar(form);
    setErrores(encontrados);
    if (Object.keys(encontrados).length > 0) return false;
    const r = await enviar(form);
    if (!r.error) {
      if (exito) toast.success(exito);
      return true;
    }
    const mensaje = mensajeError(r.error);
    if (mensaje) {
      setErrorServidor(mensaje);
      toast.error(mensaje);
    }
    return false;
  }

  return { form, set, cambiar: setForm, errores, errorServidor, guardar };
}
