import { calcularComprobante } from '@kipu/peru/comprobantes/calculo';
import { Button } from 'primereact/button';
import { SelectButton } from 'primereact/selectbutton';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import type { ComprobanteFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { CampoFecha } from '../../../ui/CampoFecha';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { hoyLima } from '../../../ui/utils/fechas';
import { formatMonto } from '../../../ui/utils/montos';
import { useLocalSesion } from '../../productos/hooks/use-local-sesion';
import { registrarContingenciaMutation } from '../graphql/envio';
import { useBaseCalculo } from '../hooks/use-base-calculo';
import { PersonaDocumento } from '../internos/PersonaDocumento';
import {
  CLIENTE_VARIOS,
  type ComprobanteForm,
  calculadasPorClave,
  entradaCalculo,
  formularioInicial,
  type LineaForm,
  lineasUtiles,
  lineaVacia,
  serieNumero,
  type TipoEmitible,
} from '../utils/comprobante-form';
import { type DatosContingencia, inputContingencia, problemaContingencia } from '../utils/envio-form';
import { FormaPagoCampos } from './FormaPagoCampos';
import { LineasEditor } from './LineasEditor';
import { ResumenEmision } from './ResumenEmision';
import './facturacion.css';
import './envio.css';

const TIPOS: { value: TipoEmitible; label: string }[] = [
  { value: '01', label: 'Factura' },
  { value: '03', label: 'Boleta' },
];

/**
 * /fac/contingencias: registers a factura or boleta issued on paper while electronic emission was down,
 * with the series (four digits) and number printed on it and its date. The totals come from the same
 * calculation the server runs; once registered it is signed and informed to SUNAT (a factura at once,
 * a boleta in the resumen diario of its date), and its state follows below.
 */
export function ContingenciasPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const base = useBaseCalculo();
  const { regimenIgv } = useLocalSesion();
  const [form, setForm] = useState<ComprobanteForm>(() => formularioInicial('01'));
  const [impreso, setImpreso] = useState<DatosContingencia>({ serie: '0001', numero: '', fecha: hoyLima() });
  const [registrado, setRegistrado] = useState<ComprobanteFieldsFragment | null>(null);
  const [{ fetching }, registrar] = useMutation(registrarContingenciaMutation);

  const calculo = useMemo(
    () => calcularComprobante(entradaCalculo(form, base, impreso.fecha || hoyLima(), regimenIgv)),
    [form, base, impreso.fecha, regimenIgv],
  );
  const calculadas = useMemo(() => calculadasPorClave(form, calculo.lineas), [form, calculo]);
  const problema = problemaContingencia(impreso) ?? calculo.errores[0]?.mensaje ?? null;
  const empezado = lineasUtiles(form).length > 0;

  const cambiarLinea = (clave: string, cambios: Partial<LineaForm>) =>
    setForm((f) => ({ ...f, lineas: f.lineas.map((l) => (l.clave === clave ? { ...l, ...cambios } : l)) }));
  const quitarLinea = (clave: string) =>
    setForm((f) => {
      const lineas = f.lineas.filter((l) => l.clave !== clave);
      return { ...f, lineas: lineas.length ? lineas : [lineaVacia()] };
    });

  function cambiarTipo(tipo: TipoEmitible) {
    // A factura needs a RUC; a boleta starts with the anonymous customer.
    setForm((f) => ({
      ...f,
      tipo,
      cliente:
        tipo === '03' ? { ...CLIENTE_VARIOS } : { tipoDocumento: '6', numero: '', nombre: '', direccion: '' },
    }));
  }

  async function enviar() {
    if (problema) {
      toast.error(problema);
      return;
    }
    const r = await registrar({ input: inputContingencia(form, base, impreso) }, MANUAL_ERRORS);
    const error = mensajeError(r.error);
    if (error) toast.error(error);
    const c = r.data?.registrarContingencia;
    if (!c) return;
    toast.success(`Comprobante de contingencia ${serieNumero(c.serie, c.numero)} registrado`);
    setRegistrado(c);
    setForm(formularioInicial(form.tipo));
    // The next paper document of the pad usually follows.
    setImpreso((d) => ({ ...d, numero: String(c.numero + 1) }));
  }

  return (
    <div className="page facturador">
      <h1 className="page__title">Comprobantes de contingencia</h1>
      <p className="page__hint">
        Registre los comprobantes emitidos en papel durante una contingencia, con la serie y el número
        impresos.
      </p>
      {registrado && <ResumenEmision key={registrado.id} inicial={registrado} />}

      <section className="facturador-cabecera" aria-label="Comprobante impreso">
        <FormField id="contingencia-tipo" label="Tipo de comprobante">
          {(control) => (
            <SelectButton
              id={control.id}
              value={form.tipo}
              options={TIPOS}
              allowEmpty={false}
              onChange={(e) => {
                if (e.value === '01' || e.value === '03') cambiarTipo(e.value);
              }}
            />
          )}
        </FormField>
        <FormField id="contingencia-serie" label="Serie impresa">
          <TextInput
            value={impreso.serie}
            onChange={(serie) => setImpreso((d) => ({ ...d, serie }))}
            maxLength={4}
            inputMode="numeric"
            placeholder="0001"
          />
        </FormField>
        <FormField id="contingencia-numero" label="Número impreso">
          <TextInput
            value={impreso.numero}
            onChange={(numero) => setImpreso((d) => ({ ...d, numero }))}
            maxLength={8}
            inputMode="numeric"
          />
        </FormField>
        <FormField id="contingencia-fecha" label="Fecha de emisión">
          <CampoFecha value={impreso.fecha} onChange={(fecha) => setImpreso((d) => ({ ...d, fecha }))} />
        </FormField>
      </section>

      <PersonaDocumento
        persona={form.cliente}
        rol="Cliente"
        onChange={(cambios) => setForm((f) => ({ ...f, cliente: { ...f.cliente, ...cambios } }))}
      />

      <section className="facturador-detalle" aria-label="Ítems">
        <div className="facturador-barra">
          <Button
            type="button"
            label="Agregar ítem"
            icon="pi pi-plus"
            size="small"
            outlined
            onClick={() => setForm((f) => ({ ...f, lineas: [...f.lineas, lineaVacia()] }))}
          />
        </div>
        <LineasEditor
          lineas={form.lineas}
          base={base}
          calculadas={calculadas}
          onChange={cambiarLinea}
          onQuitar={quitarLinea}
        />
      </section>

      <section className="facturador-pie">
        <div className="facturador-pago">
          <FormaPagoCampos
            id="contingencia-forma-pago"
            pago={form}
            onChange={(cambios) => setForm((f) => ({ ...f, ...cambios }))}
          />
        </div>
        <section className="facturador-totales" aria-label="Totales">
          <dl>
            <dt>Op. gravadas</dt>
            <dd data-testid="total-gravadas">S/ {formatMonto(calculo.operacionesGravadas)}</dd>
            <dt>IGV ({calculo.tasaIgv}%)</dt>
            <dd data-testid="total-igv">S/ {formatMonto(calculo.igv)}</dd>
            <dt className="facturador-total">Total</dt>
            <dd className="facturador-total" data-testid="total-importe">
              S/ {formatMonto(calculo.importeTotal)}
            </dd>
          </dl>
          {problema && empezado && <p className="facturador-errores">{problema}</p>}
          <Button
            type="button"
            label="Registrar"
            icon="pi pi-save"
            loading={fetching}
            disabled={problema !== null}
            onClick={() => void enviar()}
          />
          <Button
            type="button"
            label="Ver comprobantes de contingencia"
            icon="pi pi-list"
            size="small"
            text
            onClick={() => navigate('/fac/lisContingencias')}
          />
        </section>
      </section>
    </div>
  );
}
