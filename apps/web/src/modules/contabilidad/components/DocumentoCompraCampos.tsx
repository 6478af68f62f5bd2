import { COMPROBANTES_COMPRA, reglaComprobanteCompra } from '@kipu/peru/contabilidad/comprobantes-compra';
import { Dropdown } from 'primereact/dropdown';
import { CampoFecha } from '../../../ui/CampoFecha';
import { CampoPeriodo } from '../../../ui/CampoPeriodo';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import type { CompraForm } from '../utils/compra-form';
import { DocumentoModificadoCampos } from './DocumentoModificadoCampos';
import { MonedaCampos } from './MonedaCampos';

const TIPOS = COMPROBANTES_COMPRA.map((r) => ({ value: r.codigo, label: `${r.codigo} - ${r.nombre}` }));
const MODIFICABLES = TIPOS.filter((t) => !reglaComprobanteCompra(t.value)?.nota);

interface DocumentoCompraCamposProps {
  form: CompraForm;
  onChange: (cambios: Partial<CompraForm>) => void;
}

/**
 * The document: tabla 10 type, series (the aduana for a DUA) and number, dates, the period it is noted
 * in (its month by default), currency and rate; a note's modified document and a non-domiciled
 * supplier's data when the type asks for them.
 */
export function DocumentoCompraCampos({ form, onChange }: DocumentoCompraCamposProps) {
  const regla = reglaComprobanteCompra(form.tipo);
  const exterior = (cambios: Partial<CompraForm['noDomiciliado']>) =>
    onChange({ noDomiciliado: { ...form.noDomiciliado, ...cambios } });
  return (
    <>
      <section className="compra-grilla" aria-label="Comprobante">
        <FormField id="compra-tipo" label="Tipo de comprobante" className="compra-grilla__ancho">
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
        <FormField id="compra-serie" label={regla?.aduana ? 'Aduana (tabla 11)' : 'Serie'}>
          <TextInput value={form.serie} onChange={(serie) => onChange({ serie })} upperCase maxLength={20} />
        </FormField>
        {regla?.aduana && (
          <FormField id="compra-anio-dua" label="Año de la DUA">
            <TextInput
              value={form.anioDua}
              onChange={(anioDua) => onChange({ anioDua })}
              inputMode="numeric"
              maxLength={4}
            />
          </FormField>
        )}
        <FormField id="compra-numero" label="Número">
          <TextInput
            value={form.numero}
            onChange={(numero) => onChange({ numero })}
            upperCase
            maxLength={20}
          />
        </FormField>
        <FormField id="compra-fecha-emision" label="Fecha de emisión">
          <CampoFecha value={form.fechaEmision} onChange={(fechaEmision) => onChange({ fechaEmision })} />
        </FormField>
        <FormField id="compra-fecha-vencimiento" label="Fecha de vencimiento">
          <CampoFecha
            value={form.fechaVencimiento}
            onChange={(fechaVencimiento) => onChange({ fechaVencimiento })}
          />
        </FormField>
        <FormField id="compra-periodo" label="Periodo de anotación">
          <CampoPeriodo value={form.periodo} onChange={(periodo) => onChange({ periodo })} />
        </FormField>
        <MonedaCampos idBase="compra" moneda={form.moneda} tipoCambio={form.tipoCambio} onChange={onChange} />
      </section>

      {regla?.nota && (
        <DocumentoModificadoCampos
          idBase="compra"
          tipos={MODIFICABLES}
          modifica={form.modifica}
          onChange={(cambios) => onChange({ modifica: { ...form.modifica, ...cambios } })}
        />
      )}

      {regla?.noDomiciliado && (
        <section className="compra-grilla" aria-label="No domiciliado">
          <FormField id="compra-pais" label="País de residencia (tabla 35)">
            <TextInput
              value={form.noDomiciliado.pais}
              onChange={(pais) => exterior({ pais })}
              maxLength={4}
            />
          </FormField>
          <FormField id="compra-tipo-renta" label="Tipo de renta (tabla 31)">
            <TextInput
              value={form.noDomiciliado.tipoRenta}
              onChange={(tipoRenta) => exterior({ tipoRenta })}
              maxLength={2}
            />
          </FormField>
          <FormField id="compra-convenio" label="Convenio doble imposición (tabla 25)">
            <TextInput
              value={form.noDomiciliado.convenio}
              onChange={(convenio) => exterior({ convenio })}
              maxLength={2}
            />
          </FormField>
        </section>
      )}
    </>
  );
}
