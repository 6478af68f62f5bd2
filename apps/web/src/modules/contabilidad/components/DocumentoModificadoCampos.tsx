import { Dropdown } from 'primereact/dropdown';
import { CampoFecha } from '../../../ui/CampoFecha';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';

export interface DocumentoModificadoForm {
  tipo: string;
  serie: string;
  numero: string;
  fecha: string;
}

interface DocumentoModificadoCamposProps {
  idBase: string;
  /** The tabla 10 types a note may modify. */
  tipos: readonly { value: string; label: string }[];
  modifica: DocumentoModificadoForm;
  onChange: (cambios: Partial<DocumentoModificadoForm>) => void;
}

/** The document a credit or debit note modifies: type, series, number and date. */
export function DocumentoModificadoCampos({
  idBase,
  tipos,
  modifica,
  onChange,
}: DocumentoModificadoCamposProps) {
  return (
    <section className="compra-grilla" aria-label="Comprobante que modifica">
      <FormField id={`${idBase}-modifica-tipo`} label="Modifica el comprobante">
        {(control) => (
          <Dropdown
            inputId={control.id}
            value={modifica.tipo}
            options={[...tipos]}
            filter
            filterBy="label"
            onChange={(e) => {
              if (typeof e.value === 'string') onChange({ tipo: e.value });
            }}
          />
        )}
      </FormField>
      <FormField id={`${idBase}-modifica-serie`} label="Serie">
        <TextInput
          value={modifica.serie}
          onChange={(serie) => onChange({ serie })}
          upperCase
          maxLength={20}
        />
      </FormField>
      <FormField id={`${idBase}-modifica-numero`} label="Número">
        <TextInput value={modifica.numero} onChange={(numero) => onChange({ numero })} maxLength={20} />
      </FormField>
      <FormField id={`${idBase}-modifica-fecha`} label="Fecha">
        <CampoFecha value={modifica.fecha} onChange={(fecha) => onChange({ fecha })} />
      </FormField>
    </section>
  );
}
