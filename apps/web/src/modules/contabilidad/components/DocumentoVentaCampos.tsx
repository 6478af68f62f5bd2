import { COMPROBANTES_VENTA, reglaComprobanteVenta } from '@kipu/peru/contabilidad/comprobantes-venta';
import { Dropdown } from 'primereact/dropdown';
import { CampoFecha } from '../../../ui/CampoFecha';
import { CampoPeriodo } from '../../../ui/CampoPeriodo';
import { CampoSiNo } from '../../../ui/CampoSiNo';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import type { VentaForm } from '../utils/venta-form';
import { DocumentoModificadoCampos } from './DocumentoModificadoCampos';
import { MonedaCampos } from './MonedaCampos';

const TIPOS = COMPROBANTES_VENTA.map((r) => ({ value: r.codigo, label: `${r.codigo} - ${r.nombre}` }));
const MODIFICABLES = TIPOS.filter((t) => !reglaComprobanteVenta(t.value)?.nota);

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
          <CampoFecha value={form.fechaEmision} onChange={(fechaEmision) => onChange({ fechaEmision })} />
        </FormField>
        <FormField id="venta-fecha-vencimiento" label="Fecha de vencimiento">
          <CampoFecha
            value={form.fechaVencimiento}
            onChange={(fechaVencimiento) => onChange({ fechaVencimiento })}
          />
        </FormField>
        <FormField id="venta-periodo" label="Periodo de anotación">
          <CampoPeriodo value={form.periodo} onChange={(periodo) => onChange({ periodo })} />
        </FormField>
        <CampoSiNo
          id="venta-ajuste"
          label="Ajuste de un comprobante ya anotado (estado 9)"
          checked={form.ajuste}
          onChange={(ajuste) => onChange({ ajuste })}
        />
        <MonedaCampos idBase="venta" moneda={form.moneda} tipoCambio={form.tipoCambio} onChange={onChange} />
      </section>

      {regla?.nota && (
        <DocumentoModificadoCampos
          idBase="venta"
          tipos={MODIFICABLES}
          modifica={form.modifica}
          onChange={(cambios) => onChange({ modifica: { ...form.modifica, ...cambios } })}
        />
      )}
    </>
  );
}
