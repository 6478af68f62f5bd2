import { Dropdown } from 'primereact/dropdown';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { NumeroConBusqueda } from '../../datos-generales/components/NumeroConBusqueda';
import { useConsultaIdentidad } from '../../datos-generales/hooks/use-consulta-identidad';
import type { CompraForm } from '../utils/compra-form';

type Proveedor = CompraForm['proveedor'];

/** Catálogo 06 documents a supplier shows: RUC for almost every purchase, the others for a few. */
const DOCUMENTOS = [
  { value: '6', label: 'RUC' },
  { value: '1', label: 'DNI' },
  { value: '4', label: 'Carné de extranjería' },
  { value: '7', label: 'Pasaporte' },
  { value: '0', label: 'Doc. del exterior (no domiciliado)' },
];

interface ProveedorCompraCamposProps {
  proveedor: Proveedor;
  onChange: (cambios: Partial<Proveedor>) => void;
}

/**
 * The supplier: document type and number, looked up in SUNAT (RUC) or RENIEC (DNI) as the clients form
 * does, and its name. A supplier the company does not have yet is registered with the purchase.
 */
export function ProveedorCompraCampos({ proveedor, onChange }: ProveedorCompraCamposProps) {
  const { consultar, consultando } = useConsultaIdentidad();

  async function buscar() {
    const datos = await consultar(proveedor.tipoDocumento, proveedor.numero);
    if (datos) onChange({ nombre: datos.razon_social, direccion: datos.direccion ?? '' });
  }

  return (
    <section className="compra-grilla" aria-label="Proveedor">
      <FormField id="compra-proveedor-tipo" label="Documento del proveedor">
        {(control) => (
          <Dropdown
            inputId={control.id}
            value={proveedor.tipoDocumento}
            options={DOCUMENTOS}
            onChange={(e) => {
              if (typeof e.value === 'string') onChange({ tipoDocumento: e.value, numero: '', nombre: '' });
            }}
          />
        )}
      </FormField>
      <FormField id="compra-proveedor-numero" label="Número">
        <NumeroConBusqueda
          value={proveedor.numero}
          onChange={(numero) => onChange({ numero: numero.trim() })}
          onValidate={() => void buscar()}
          onBuscar={() => void buscar()}
          puedeBuscar={proveedor.tipoDocumento === '6' || proveedor.tipoDocumento === '1'}
          consultando={consultando}
          maxLength={15}
          upperCase
        />
      </FormField>
      <FormField id="compra-proveedor-nombre" label="Razón social o nombre" className="compra-grilla__ancho">
        <TextInput
          value={proveedor.nombre}
          onChange={(nombre) => onChange({ nombre })}
          upperCase
          maxLength={250}
        />
      </FormField>
    </section>
  );
}
