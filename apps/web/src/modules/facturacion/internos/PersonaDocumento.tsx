import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { useConsultaIdentidad } from '../../datos-generales/hooks/use-consulta-identidad';
import { CLIENTE_VARIOS, type ComprobanteForm, TIPOS_DOCUMENTO_CLIENTE } from '../utils/comprobante-form';

type Persona = ComprobanteForm['cliente'];

interface PersonaDocumentoProps {
  persona: Persona;
  /** 'Cliente' or 'Proveedor' (an orden de compra's supplier must be identified). */
  rol: 'Cliente' | 'Proveedor';
  onChange: (cambios: Partial<Persona>) => void;
}

/** The customer or supplier of an internal document: catálogo 06 document, RUC/DNI look-up, name, address. */
export function PersonaDocumento({ persona, rol, onChange }: PersonaDocumentoProps) {
  const { consultar, consultando } = useConsultaIdentidad();
  const varios = persona.tipoDocumento === '-';
  const tipos = TIPOS_DOCUMENTO_CLIENTE.filter((t) => rol === 'Cliente' || t.value !== '-');

  async function buscar() {
    const datos = await consultar(persona.tipoDocumento, persona.numero);
    if (datos) onChange({ nombre: datos.razon_social, direccion: datos.direccion ?? '' });
  }

  return (
    <section className="facturador-cliente" aria-label={rol}>
      <FormField id="interno-persona-tipo" label={`Documento del ${rol.toLowerCase()}`}>
        {(control) => (
          <Dropdown
            inputId={control.id}
            value={persona.tipoDocumento}
            options={tipos}
            onChange={(e) => {
              if (typeof e.value !== 'string') return;
              if (e.value === '-') onChange({ ...CLIENTE_VARIOS });
              else onChange({ tipoDocumento: e.value, numero: '', nombre: '', direccion: '' });
            }}
          />
        )}
      </FormField>
      <FormField id="interno-persona-numero" label="Número de documento">
        <span className="facturador-numero">
          <TextInput
            value={persona.numero}
            onChange={(numero) => onChange({ numero: numero.trim() })}
            onValidate={() => void buscar()}
            readOnly={varios}
            maxLength={15}
          />
          <Button
            type="button"
            icon="pi pi-search"
            size="small"
            outlined
            loading={consultando}
            disabled={varios}
            aria-label="Consultar documento"
            onClick={() => void buscar()}
          />
        </span>
      </FormField>
      <FormField id="interno-persona-nombre" label="Nombre o razón social" className="facturador-ancho">
        <TextInput value={persona.nombre} onChange={(nombre) => onChange({ nombre })} upperCase />
      </FormField>
      <FormField id="interno-persona-direccion" label="Dirección" className="facturador-ancho">
        <TextInput value={persona.direccion} onChange={(direccion) => onChange({ direccion })} />
      </FormField>
    </section>
  );
}
