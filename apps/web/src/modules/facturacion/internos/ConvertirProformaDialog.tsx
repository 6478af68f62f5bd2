import { Message } from 'primereact/message';
import { SelectButton } from 'primereact/selectbutton';
import { useState } from 'react';
import { useMutation } from 'urql';
import type { DocumentoInternoFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { convertirProformaMutation } from '../graphql/internos';
import { serieNumero, type TipoEmitible } from '../utils/comprobante-form';
import { DialogoAccion } from './DialogoAccion';

const TIPOS: { value: TipoEmitible; label: string }[] = [
  { value: '01', label: 'Factura' },
  { value: '03', label: 'Boleta' },
];

interface ConvertirProformaDialogProps {
  proforma: DocumentoInternoFieldsFragment;
  /** true when the factura or boleta was emitted. */
  onHide: (convertida: boolean) => void;
}

/**
 * Emits a factura (customer with RUC) or boleta from the proforma's customer and lines, paid in cash;
 * it goes to SUNAT like any other document and shows in Comprobantes.
 */
export function ConvertirProformaDialog({ proforma: p, onHide }: ConvertirProformaDialogProps) {
  const toast = useToast();
  const conRuc = p.persona_tipo_documento === '6';
  const [tipo, setTipo] = useState<TipoEmitible>(conRuc ? '01' : '03');
  const [serie, setSerie] = useState('');
  const [errorServidor, setErrorServidor] = useState<string | null>(null);
  const [{ fetching }, convertir] = useMutation(convertirProformaMutation);
  const nombre = serieNumero(p.serie, p.numero);

  async function enviar() {
    const r = await convertir({ id: p.id, tipo, serie: serie.trim() || null }, MANUAL_ERRORS);
    setErrorServidor(mensajeError(r.error));
    const c = r.data?.convertirProforma.comprobante;
    if (!c) return;
    toast.success(`Proforma ${nombre} convertida en ${serieNumero(c.serie, c.numero)}`);
    onHide(true);
  }

  return (
    <DialogoAccion
      titulo={`Convertir la proforma ${nombre}`}
      accion="Emitir"
      icono="pi pi-send"
      onCancelar={() => onHide(false)}
      onAceptar={() => void enviar()}
      enCurso={fetching}
      errorServidor={errorServidor}
    >
      <FormField id="convertir-tipo" label="Emitir como">
        {(control) => (
          <SelectButton
            id={control.id}
            value={tipo}
            options={TIPOS}
            allowEmpty={false}
            onChange={(e) => {
              if (e.value === '01' || e.value === '03') setTipo(e.value);
            }}
          />
        )}
      </FormField>
      {tipo === '01' && !conRuc && (
        <Message severity="warn" text="Una factura requiere un cliente con RUC" className="w-full" />
      )}
      <FormField id="convertir-serie" label="Serie">
        <TextInput
          value={serie}
          onChange={setSerie}
          upperCase
          maxLength={4}
          placeholder="Predeterminada del local"
        />
      </FormField>
    </DialogoAccion>
  );
}
