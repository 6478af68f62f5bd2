import type { ReactNode } from 'react';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import type { Formulario } from '../../../ui/use-formulario';

type ConCodigo<C extends string> = { codigo: string } & Record<C, string>;

interface CamposCodigoProps<C extends string, F extends ConCodigo<C>> {
  /** Prefix of the inputs' ids ('zona' → 'zona-codigo'). */
  id: string;
  f: Formulario<F>;
  /** The text field next to the code (descripción, nombre) and its label. */
  campo: C;
  etiqueta: string;
  /** Fields after these two. */
  children?: ReactNode;
}

/** The code and name fields every setup table of the room starts with. */
export function CamposCodigo<C extends string, F extends ConCodigo<C>>({
  id,
  f,
  campo,
  etiqueta,
  children,
}: CamposCodigoProps<C, F>) {
  return (
    <div className="form-grid">
      <FormField id={`${id}-codigo`} label="Código" error={f.errores.codigo}>
        <TextInput
          value={f.form.codigo}
          onChange={(v) => f.set('codigo', v as F['codigo'])}
          maxLength={20}
          upperCase
          autoFocus
        />
      </FormField>
      <FormField id={`${id}-${campo}`} label={etiqueta} error={f.errores[campo]} className="form-grid__ancho">
        <TextInput value={f.form[campo]} onChange={(v) => f.set(campo, v as F[C])} maxLength={100} />
      </FormField>
      {children}
    </div>
  );
}
