import { COMPROBANTES_VENTA, reglaComprobanteVenta } from '@kipu/peru/contabilidad/comprobantes-venta';
import { Dropdown } from 'primereact/dropdown';
import { SelectButton } from 'primereact/selectbutton';
import { CampoSiNo } from '../../../ui/CampoSiNo';
import { DecimalInput } from '../../../ui/DecimalInput';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import type { VentaForm } from '../utils/venta-form';

const TIPOS = COMPROBANTES_VENTA.map((r) => ({ value: r.codigo, label: `${r.codigo} - ${r.nombre}` }));
const MODIFICABLES = TIPOS.filter((t) => !reglaComprobanteVenta(t.value)?.nota);
const MONEDAS = [
  { value: 'PEN', label: 'Soles' },
  { value: 'USD', label: 'Dólares' },
];

interface DocumentoVentaCamposProps {
  form: VentaForm;
  onChange: (cambios: Partial<VentaForm>) => void;
}

/**
 * The sale's document: tabla 10 type, series, number (and the last one of a range), dates, the period
 * it is noted in (its month by default) and whether it adjusts one already noted, currency and rate; a
 * note's modified document.
 */
export function DocumentoVentaCampos({ form, onChange }: DocumentoVentaCamposProps) {
  const regla = reglaComprobanteVenta(form.tipo);
  const modifica = (cambios: Partial<VentaForm['modifica']>) =>
    onChange({ modifica: { ...form.modifica, ...cambios } });
  return (
    <>
      <section className="compra-grilla" aria-label="Comprobante">
        <FormField id="venta-tipo" label="Tipo de comprobante" className="compra-grilla__ancho">
          {(control) => (
            <Dropdown
              inputId={control.id}
              value={form.tipo}
              options={TIPOS}
              filter
              filterBy="label"
              onChange={(e) => {
                if (typeof e.value === 'string') onChange({ tipo: e.value });
              }}
            />
          )}
        </FormField>
        <FormField id="venta-serie" label="Serie">
          <TextInput value={form.serie} onChange={(serie) => onChange({ serie })} upperCase maxLength={20} />
        </FormField>
        <FormField id="venta-numero" label={regla?.rango ? 'Número (inicial)' : 'Número'}>
          <TextInput
            value={form.numero}
            onChange={(numero) => onChange({ numero })}
            upperCase
            maxLength={20}
          />
        </FormField>
        {regla?.rango && (
          <FormField id="venta-numero-final" label="Número final (resumen)">
            <TextInput
              value={form.numeroFinal}
              onChange={(numeroFinal) => onChange({ numeroFinal })}
              inputMode="numeric"
              maxLength={20}
            />
          </FormField>
        )}
        <FormField id="venta-fecha-emision" label="Fecha de emisión">
          <TextInput
            type="date"
            value={form.fechaEmision}
            onChange={(fechaEmision) => onChange({ fechaEmision })}
          />
        </FormField>
        <FormField id="venta-fecha-vencimiento" label="Fecha de vencimiento">
          <TextInput
            type="date"
            value={form.fechaVencimiento}
            onChange={(fechaVencimiento) => onChange({ fechaVencimiento })}
          />
        </FormField>
        <FormField id="venta-periodo" label="Periodo de anotación">
          <TextInput type="month" value={form.periodo} onChange={(periodo) => onChange({ periodo })} />
        </FormField>
        <CampoSiNo
          id="venta-ajuste"
          label="Ajuste de un comprobante ya anotado (estado 9)"
          checked={form.ajuste}
          onChange={(ajuste) => onChange({ ajuste })}
        />
        <FormField id="venta-moneda" label="Moneda">
          {(control) => (
            <SelectButton
              id={control.id}
              value={form.moneda}
              options={MONEDAS}
              allowEmpty={false}
              onChange={(e) => {
                if (e.value === 'PEN' || e.value === 'USD') onChange({ moneda: e.value });
              }}
            />
          )}
        </FormField>
        {form.moneda === 'USD' && (
          <FormField id="venta-tipo-cambio" label="Tipo de cambio">
            <DecimalInput value={form.tipoCambio} onChange={(tipoCambio) => onChange({ tipoCambio })} />
          </FormField>
        )}
      </section>

      {regla?.nota && (
        <section className="compra-grilla" aria-label="Comprobante que modifica">
          <FormField id="venta-modifica-tipo" label="Modifica el comprobante">
            {(control) => (
              <Dropdown
                inputId={control.id}
                value={form.modifica.tipo}
                options={MODIFICABLES}
                onChange={(e) => {
                  if (typeof e.value === 'string') modifica({ tipo: e.value });
                }}
              />
            )}
          </FormField>
          <FormField id="venta-modifica-serie" label="Serie">
            <TextInput
              value={form.modifica.serie}
              onChange={(serie) => modifica({ serie })}
              upperCase
              maxLength={20}
            />
          </FormField>
          <FormField id="venta-modifica-numero" label="Número">
            <TextInput
              value={form.modifica.numero}
              onChange={(numero) => modifica({ numero })}
              maxLength={20}
            />
          </FormField>
          <FormField id="venta-modifica-fecha" label="Fecha">
            <TextInput type="date" value={form.modifica.fecha} onChange={(fecha) => modifica({ fecha })} />
          </FormField>
        </section>
      )}
    </>
  );
}
