import { Dropdown } from 'primereact/dropdown';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { NumeroConBusqueda } from '../../datos-generales/components/NumeroConBusqueda';
import { useConsultaIdentidad } from '../../datos-generales/hooks/use-consulta-identidad';

export interface PersonaDocumento {
  tipoDocumento: string;
  numero: string;
  nombre: string;
  direccion: string;
}

interface PersonaDocumentoCamposProps {
  /** Prefix of the fields' ids ('compra-proveedor', 'venta-cliente'). */
  idBase: string;
  /** 'Proveedor', 'Cliente': the section's name. */
  titulo: string;
  /** 'del proveedor', 'del cliente'. */
  de: string;
  /** Catálogo 06 documents the counterpart may show. */
  documentos: readonly { value: string; label: string }[];
  persona: PersonaDocumento;
  onChange: (cambios: Partial<PersonaDocumento>) => void;
}

/**
 * A document's counterpart: document type and number, looked up in SUNAT (RUC) or RENIEC (DNI) as the
 * clients form does, and its name. One the company does not have yet is registered with the document.
 */
export function PersonaDocumentoCampos({
  idBase,
  titulo,
  de,
  documentos,
  persona,
  onChange,
}: PersonaDocumentoCamposProps) {
  const { consultar, consultando } = useConsultaIdentidad();

  async function buscar() {
    const datos = await consultar(persona.tipoDocumento, persona.numero);
    if (datos) onChange({ nombre: datos.razon_social, direccion: datos.direccion ?? '' });
  }

  return (
    <section className="compra-grilla" aria-label={titulo}>
      <FormField id={`${idBase}-tipo`} label={`Documento ${de}`}>
        {(control) => (
          <Dropdown
            inputId={control.id}
            value={persona.tipoDocumento}
            options={[...documentos]}
            onChange={(e) => {
              if (typeof e.value === 'string') onChange({ tipoDocumento: e.value, numero: '', nombre: '' });
            }}
          />
        )}
      </FormField>
      <FormField id={`${idBase}-numero`} label="Número">
        <NumeroConBusqueda
          value={persona.numero}
          onChange={(numero) => onChange({ numero: numero.trim() })}
          onValidate={() => void buscar()}
          onBuscar={() => void buscar()}
          puedeBuscar={persona.tipoDocumento === '6' || persona.tipoDocumento === '1'}
          consultando={consultando}
          maxLength={15}
          upperCase
        />
      </FormField>
      <FormField id={`${idBase}-nombre`} label="Razón social o nombre" className="compra-grilla__ancho">
        <TextInput
          value={persona.nombre}
          onChange={(nombre) => onChange({ nombre })}
          upperCase
          maxLength={250}
        />
      </FormField>
    </section>
  );
}
