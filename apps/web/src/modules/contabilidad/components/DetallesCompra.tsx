import { reglaComprobanteCompra } from '@kipu/peru/contabilidad/comprobantes-compra';
import { InputTextarea } from 'primereact/inputtextarea';
import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { CampoFecha } from '../../../ui/CampoFecha';
import { CampoSelect } from '../../../ui/CampoSelect';
import { CampoSiNo } from '../../../ui/CampoSiNo';
import { DecimalInput } from '../../../ui/DecimalInput';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { CuotasEditor } from '../../facturacion/components/CuotasEditor';
import { amarresCentroCostoQuery } from '../../maestros-contables/graphql/amarres';
import { detraccionesQuery } from '../graphql/compras';
import type { CompraForm } from '../utils/compra-form';

interface DetallesCompraProps {
  form: CompraForm;
  onChange: (cambios: Partial<CompraForm>) => void;
}

/**
 * What only some purchases carry: ISC, ICBPER and other charges, the honorarios' income-tax withholding,
 * the IGV retention mark, the detracción with its deposit constancia, credit instalments, the cost-centre
 * distribution and the glosa.
 */
export function DetallesCompra({ form, onChange }: DetallesCompraProps) {
  const regla = reglaComprobanteCompra(form.tipo);
  const [{ data: codigos }] = useQuery({ query: detraccionesQuery, context: MANUAL_ERRORS });
  const [{ data: amarres }] = useQuery({
    query: amarresCentroCostoQuery,
    variables: { limite: 500 },
    context: MANUAL_ERRORS,
  });
  const detraccion = (cambios: Partial<CompraForm['detraccion']>) =>
    onChange({ detraccion: { ...form.detraccion, ...cambios } });
  return (
    <div className="compra-detalles">
      <section className="compra-grilla" aria-label="Otros tributos">
        <FormField id="compra-isc" label="ISC">
          <DecimalInput value={form.isc} onChange={(isc) => onChange({ isc })} />
        </FormField>
        <FormField id="compra-icbper" label="ICBPER">
          <DecimalInput value={form.icbper} onChange={(icbper) => onChange({ icbper })} />
        </FormField>
        <FormField id="compra-otros" label="Otros tributos y cargos">
          <DecimalInput value={form.otros} onChange={(otros) => onChange({ otros })} />
        </FormField>
        {regla?.honorarios && (
          <FormField id="compra-retencion-renta" label="Retención de renta (4ta)">
            <DecimalInput
              value={form.retencionRenta}
              onChange={(retencionRenta) => onChange({ retencionRenta })}
            />
          </FormField>
        )}
        <CampoSiNo
          id="compra-retencion"
          label="Sujeto a retención del IGV"
          checked={form.retencion}
          onChange={(retencion) => onChange({ retencion })}
        />
      </section>

      {!regla?.nota && (
        <CampoSiNo
          id="compra-con-detraccion"
          label="Con detracción"
          checked={form.conDetraccion}
          onChange={(conDetraccion) => onChange({ conDetraccion })}
        />
      )}
      {form.conDetraccion && !regla?.nota && (
        <section className="compra-grilla" aria-label="Detracción">
          <CampoSelect
            id="compra-detraccion-codigo"
            label="Bien o servicio (catálogo 54)"
            className="compra-grilla__ancho"
            value={form.detraccion.codigo || null}
            filter
            options={(codigos?.parametricosbytabla ?? []).map((c) => ({
              value: c.codigo,
              label: `${c.codigo} - ${c.descripcion}`,
            }))}
            onChange={(codigo) => detraccion({ codigo: codigo ?? '' })}
          />
          <FormField id="compra-detraccion-porcentaje" label="Porcentaje">
            <DecimalInput
              value={form.detraccion.porcentaje}
              onChange={(porcentaje) => detraccion({ porcentaje })}
            />
          </FormField>
          <FormField id="compra-detraccion-constancia" label="N° de constancia de depósito">
            <TextInput
              value={form.detraccion.constanciaNumero}
              onChange={(constanciaNumero) => detraccion({ constanciaNumero })}
              maxLength={24}
            />
          </FormField>
          <FormField id="compra-detraccion-fecha" label="Fecha de la constancia">
            <CampoFecha
              value={form.detraccion.constanciaFecha}
              onChange={(constanciaFecha) => detraccion({ constanciaFecha })}
            />
          </FormField>
        </section>
      )}

      <CampoSiNo
        id="compra-credito"
        label="Al crédito (cuotas)"
        checked={form.credito}
        onChange={(credito) => onChange({ credito })}
      />
      {form.credito && <CuotasEditor cuotas={form.cuotas} onChange={(cuotas) => onChange({ cuotas })} />}

      <section className="compra-grilla" aria-label="Distribución y glosa">
        <CampoSelect
          id="compra-distribucion"
          label="Distribución de centros de costo"
          value={form.amarreCcId}
          clearable
          options={(amarres?.amarresCentroCosto.filas ?? []).map((a) => ({
            value: a.id,
            label: `${a.codigo} - ${a.nombre}`,
          }))}
          onChange={(amarreCcId) => onChange({ amarreCcId })}
        />
        <FormField id="compra-glosa" label="Glosa" className="compra-grilla__ancho">
          {(control) => (
            <InputTextarea
              id={control.id}
              value={form.glosa}
              maxLength={200}
              rows={2}
              autoResize
              onChange={(e) => onChange({ glosa: e.target.value })}
            />
          )}
        </FormField>
      </section>
    </div>
  );
}
