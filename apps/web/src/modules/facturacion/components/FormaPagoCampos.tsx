import { SelectButton } from 'primereact/selectbutton';
import { FormField } from '../../../ui/FormField';
import type { ComprobanteForm } from '../utils/comprobante-form';
import { CuotasEditor } from './CuotasEditor';

const FORMAS_PAGO = [
  { value: 'contado', label: 'Contado' },
  { value: 'credito', label: 'Crédito' },
];

type Pago = Pick<ComprobanteForm, 'formaPago' | 'cuotas'>;

interface FormaPagoCamposProps {
  id: string;
  pago: Pago;
  onChange: (cambios: Partial<Pago>) => void;
}

/** Contado or crédito, and the cuotas of a sale on credit. */
export function FormaPagoCampos({ id, pago, onChange }: FormaPagoCamposProps) {
  return (
    <>
      <FormField id={id} label="Forma de pago">
        {(control) => (
          <SelectButton
            id={control.id}
            value={pago.formaPago}
            options={FORMAS_PAGO}
            allowEmpty={false}
            onChange={(e) => {
              if (e.value === 'contado' || e.value === 'credito') onChange({ formaPago: e.value });
            }}
          />
        )}
      </FormField>
      {pago.formaPago === 'credito' && (
        <CuotasEditor cuotas={pago.cuotas} onChange={(cuotas) => onChange({ cuotas })} />
      )}
    </>
  );
}
