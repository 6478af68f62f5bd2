import { Button } from 'primereact/button';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../../ui/toast/use-toast';
import { hoyLima } from '../../../ui/utils/fechas';
import { useRegistroCompra } from '../hooks/use-registro-compra';
import {
  type CompraForm,
  calculoDelFormulario,
  entradaDeFormulario,
  formularioCompraInicial,
  lineaCompraVacia,
  tasaDelFormulario,
} from '../utils/compra-form';
import { accionesDeLineas, atajoRegistro } from '../utils/lineas-form';
import { DetallesCompra } from './DetallesCompra';
import { DocumentoCompraCampos } from './DocumentoCompraCampos';
import { LineasCompraEditor } from './LineasCompraEditor';
import { PreviaAsiento, VerAsiento } from './PreviaAsiento';
import { ProveedorCompraCampos } from './ProveedorCompraCampos';
import { TotalesCompra } from './TotalesCompra';
import './contabilidad.css';

const ESTADOS_PLE: Record<string, string> = {
  '1': '1 - del periodo',
  '6': '6 - anotado dentro de los 12 meses',
  '7': '7 - anotado después de 12 meses (sin crédito fiscal)',
};

/**
 * /contable/compra/create: a purchase on one keyboard-friendly form. The register amounts are computed
 * live with the server's own calcularCompra; 'Ver asiento' (Ctrl+Enter) has the server check everything
 * and show the asiento it would post; 'Registrar compra' (Ctrl+Enter again) saves exactly that.
 */
export function CompraFormPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const hoy = hoyLima();
  const [form, setFormulario] = useState<CompraForm>(() => formularioCompraInicial(hoy));
  const { previa, descartar, previsualizar, registrar, generando, registrando } = useRegistroCompra();
  const tasa = tasaDelFormulario(form, hoy);
  const calculo = useMemo(() => calculoDelFormulario(form, tasa), [form, tasa]);

  const cambiar = (cambios: Partial<CompraForm>) => {
    descartar();
    setFormulario((f) => ({ ...f, ...cambios }));
  };
  const { cambiarLinea, quitarLinea, agregarLinea } = accionesDeLineas(
    form.lineas,
    lineaCompraVacia,
    cambiar,
  );

  async function verAsiento() {
    if (calculo.errores[0]) {
      toast.error(calculo.errores[0]);
      return;
    }
    await previsualizar(entradaDeFormulario(form, calculo));
  }

  async function guardar() {
    const compra = await registrar();
    if (!compra) return;
    toast.success(
      `Compra ${compra.serie ? `${compra.serie}-` : ''}${compra.numero} registrada con CUO ${compra.cuo}`,
    );
    navigate(`/contable/compras?periodo=${previa?.asiento.periodo ?? ''}`);
  }

  const atajos = atajoRegistro(Boolean(previa), guardar, verAsiento);

  const simbolo = form.moneda === 'USD' ? 'US$' : 'S/';
  const empezado = calculo.lineas.length > 0;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Ctrl+Enter from any field; the buttons are the accessible way.
    <div className="page compra-form" onKeyDown={atajos}>
      <h1 className="page__title">Registrar compra</h1>
      <ProveedorCompraCampos
        proveedor={form.proveedor}
        onChange={(cambios) => cambiar({ proveedor: { ...form.proveedor, ...cambios } })}
      />
      <DocumentoCompraCampos form={form} onChange={cambiar} />

      <section aria-label="Detalle por cuenta">
        <LineasCompraEditor
          lineas={form.lineas}
          calculo={calculo}
          onChange={cambiarLinea}
          onQuitar={quitarLinea}
        />
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
        <DetallesCompra form={form} onChange={cambiar} />
        <div>
          <TotalesCompra
            calculo={calculo}
            tasa={tasa}
            simbolo={simbolo}
            total={form.total}
            onTotal={(total) => cambiar({ total })}
          />
          <VerAsiento
            empezado={empezado}
            errores={calculo.errores}
            generando={generando}
            onVerAsiento={() => void verAsiento()}
          />
        </div>
      </div>

      {previa && (
        <PreviaAsiento
          documento="compra"
          asiento={previa.asiento}
          estadosPle={ESTADOS_PLE}
          personaNueva={
            previa.asiento.proveedor_nuevo
              ? `${previa.asiento.proveedor_nombre} se registrará como proveedor.`
              : null
          }
          moneda={form.moneda}
          registrando={registrando}
          onRegistrar={() => void guardar()}
        />
      )}
    </div>
  );
}
