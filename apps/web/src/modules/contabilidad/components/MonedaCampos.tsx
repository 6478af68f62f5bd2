import { SelectButton } from 'primereact/selectbutton';
import { DecimalInput } from '../../../ui/DecimalInput';
import { FormField } from '../../../ui/FormField';

const MONEDAS = [
  { value: 'PEN', label: 'Soles' },
  { value: 'USD', label: 'Dólares' },
];

interface MonedaCamposProps {
  /** Prefix of the fields' ids ('compra', 'venta', 'asiento'). */
  idBase: string;
  moneda: 'PEN' | 'USD';
  tipoCambio: string;
  onChange: (cambios: { moneda?: 'PEN' | 'USD'; tipoCambio?: string }) => void;
}

/** A document's currency and, for dollars, its exchange rate. */
export function MonedaCampos({ idBase, moneda, tipoCambio, onChange }: MonedaCamposProps) {
  return (
    <>
      <FormField id={`${idBase}-moneda`} label="Moneda">
        {(control) => (
          <SelectButton
            id={control.id}
            value={moneda}
            options={MONEDAS}
            allowEmpty={false}
            onChange={(e) => {
              if (e.value === 'PEN' || e.value === 'USD') onChange({ moneda: e.value });
            }}
          />
        )}
      </FormField>
      {moneda === 'USD' && (
        <FormField id={`${idBase}-tipo-cambio`} label="Tipo de cambio">
          <DecimalInput value={tipoCambio} onChange={(v) => onChange({ tipoCambio: v })} />
        </FormField>
      )}
    </>
  );
}
