import { CampoSelect } from '../../../ui/CampoSelect';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { NumeroConBusqueda } from '../../datos-generales/components/NumeroConBusqueda';
import { useConsultaIdentidad } from '../../datos-generales/hooks/use-consulta-identidad';
import { consultaPosible } from '../../datos-generales/utils/consulta-identidad';
import { type PersonaGuiaForm, TIPOS_DOCUMENTO_GUIA } from '../utils/guia-form';

interface PersonaGuiaProps {
  /** Prefix of the fields' ids ('guia-destinatario' → 'guia-destinatario-numero'). */
  id: string;
  /** 'Destinatario', 'Remitente'. */
  rol: string;
  persona: PersonaGuiaForm;
  onChange: (cambios: Partial<PersonaGuiaForm>) => void;
  error?: string | undefined;
}

/**
 * Who receives or sends the goods: catálogo 06 document, its number (a RUC or DNI is looked up and the
 * name filled) and the name.
 */
export function PersonaGuia({ id, rol, persona, onChange, error }: PersonaGuiaProps) {
  const { consultar, consultando } = useConsultaIdentidad();

  async function buscar() {
    const datos = await consultar(persona.tipoDocumento, persona.numero);
    if (datos) onChange({ nombre: datos.razon_social });
  }

  return (
    <fieldset className="guia-seccion guia-persona">
      <legend>{rol}</legend>
      <CampoSelect
        id={`${id}-tipo`}
        label="Tipo de documento"
        value={persona.tipoDocumento}
        options={TIPOS_DOCUMENTO_GUIA}
        onChange={(v) => onChange({ tipoDocumento: v ?? '6', numero: '', nombre: '' })}
      />
      <FormField id={`${id}-numero`} label="Número de documento" error={error}>
        <NumeroConBusqueda
          value={persona.numero}
          onChange={(numero) => onChange({ numero: numero.trim() })}
          onValidate={() => void buscar()}
          maxLength={15}
          onBuscar={() => void buscar()}
          puedeBuscar={consultaPosible(persona.tipoDocumento, persona.numero) !== null}
          consultando={consultando}
        />
      </FormField>
      <FormField id={`${id}-nombre`} label="Nombre o razón social" className="guia-ancho">
        <TextInput value={persona.nombre} onChange={(nombre) => onChange({ nombre })} upperCase />
      </FormField>
    </fieldset>
  );
}
