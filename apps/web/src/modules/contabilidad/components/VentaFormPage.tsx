import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { CampoSiNo } from '../../../ui/CampoSiNo';
import { FormField } from '../../../ui/FormField';
import { useToast } from '../../../ui/toast/use-toast';
import { hoyLima } from '../../../ui/utils/fechas';
import { CuotasEditor } from '../../facturacion/components/CuotasEditor';
import { previsualizarVentaQuery, registrarVentaMutation } from '../graphql/ventas';
import { useRegistroConPrevia } from '../hooks/use-registro-con-previa';
import { accionesDeLineas, atajoRegistro } from '../utils/lineas-form';
import {
  calculoDeVenta,
  entradaDeVenta,
  formularioVentaInicial,
  lineaVentaVacia,
  tasaDeVenta,
  type VentaForm,
} from '../utils/venta-form';
import { DocumentoVentaCampos } from './DocumentoVentaCampos';
import { LineasVentaEditor } from './LineasVentaEditor';
import { PersonaDocumentoCampos } from './PersonaDocumentoCampos';
import { PreviaAsiento, VerAsiento } from './PreviaAsiento';
import { TotalesVenta } from './TotalesVenta';
import './contabilidad.css';

/** Catálogo 06 documents a client shows; a boleta or ticket may leave the number empty. */
const DOCUMENTOS = [
  { value: '6', label: 'RUC' },
  { value: '1', label: 'DNI' },
  { value: '4', label: 'Carné de extranjería' },
  { value: '7', label: 'Pasaporte' },
  { value: '0', label: 'Doc. del exterior (exportación)' },
];

const ESTADOS_PLE: Record<string, string> = {
  '1': '1 - del periodo',
  '8': '8 - de un periodo anterior, no anotado entonces',
  '9': '9 - ajuste de un periodo anterior',
};

/**
 * /contable/venta/create: a sale issued outside Kipu on one keyboard-friendly form. The register amounts
 * are computed live with the server's own calcularVenta; 'Ver asiento' (Ctrl+Enter) has the server check
 * everything and show the asiento it would post; 'Registrar venta' (Ctrl+Enter again) saves exactly that.
 */
export function VentaFormPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const hoy = hoyLima();
  const [form, setFormulario] = useState<VentaForm>(() => formularioVentaInicial(hoy));
  const { previa, descartar, previsualizar, registrar, generando, registrando } = useRegistroConPrevia(
    previsualizarVentaQuery,
    registrarVentaMutation,
  );
  const tasa = tasaDeVenta(form, hoy);
  const calculo = useMemo(() => calculoDeVenta(form, tasa), [form, tasa]);
  const asiento = previa?.datos.previsualizarVenta;

  const cambiar = (cambios: Partial<VentaForm>) => {
    descartar();
    setFormulario((f) => ({ ...f, ...cambios }));
  };
  const { cambiarLinea, quitarLinea, agregarLinea } = accionesDeLineas(form.lineas, lineaVentaVacia, cambiar);

  async function verAsiento() {
    if (calculo.errores[0]) {
      toast.error(calculo.errores[0]);
      return;
    }
    await previsualizar(entradaDeVenta(form, calculo));
  }

  async function guardar() {
    const venta = (await registrar())?.registrarVenta;
    if (!venta) return;
    const numero = `${venta.serie ? `${venta.serie}-` : ''}${venta.numero}${venta.numero_final ? ` al ${venta.numero_final}` : ''}`;
    toast.success(`Venta ${numero} registrada con CUO ${venta.cuo}`);
    navigate(`/contable/ventas?periodo=${asiento?.periodo ?? ''}`);
  }

  const atajos = atajoRegistro(Boolean(previa), guardar, verAsiento);

  const empezado = calculo.lineas.length > 0;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Ctrl+Enter from any field; the buttons are the accessible way.
    <div className="page compra-form" onKeyDown={atajos}>
      <h1 className="page__title">Registrar venta</h1>
      <PersonaDocumentoCampos
        idBase="venta-cliente"
        titulo="Cliente"
        de="del cliente"
        documentos={DOCUMENTOS}
        persona={form.cliente}
        onChange={(cambios) => cambiar({ cliente: { ...form.cliente, ...cambios } })}
      />
      <DocumentoVentaCampos form={form} onChange={cambiar} />

      <section aria-label="Detalle por cuenta">
        <LineasVentaEditor lineas={form.lineas} onChange={cambiarLinea} onQuitar={quitarLinea} />
        <Button
          type="button"
          label="Agregar línea"
          icon="pi pi-plus"
          size="small"
          outlined
          onClick={agregarLinea}
        />
      </section>

      <div className="compra-pie">
        <div className="compra-detalles">
          <CampoSiNo
            id="venta-credito"
            label="Al crédito (cuotas)"
            checked={form.credito}
            onChange={(credito) => cambiar({ credito })}
          />
          {form.credito && <CuotasEditor cuotas={form.cuotas} onChange={(cuotas) => cambiar({ cuotas })} />}
          <FormField id="venta-glosa" label="Glosa">
            {(control) => (
              <InputTextarea
                id={control.id}
                value={form.glosa}
                maxLength={200}
                rows={2}
                autoResize
                onChange={(e) => cambiar({ glosa: e.target.value })}
              />
            )}
          </FormField>
        </div>
        <div>
          <TotalesVenta form={form} calculo={calculo} tasa={tasa} onChange={cambiar} />
          <VerAsiento
            empezado={empezado}
            errores={calculo.errores}
            generando={generando}
            onVerAsiento={() => void verAsiento()}
          />
        </div>
      </div>

      {asiento && (
        <PreviaAsiento
          documento="venta"
          asiento={asiento}
          estadosPle={ESTADOS_PLE}
          personaNueva={
            asiento.cliente_nuevo ? `${asiento.cliente_nombre} se registrará como cliente.` : null
          }
          moneda={form.moneda}
          registrando={registrando}
          onRegistrar={() => void guardar()}
        />
      )}
    </div>
  );
}
