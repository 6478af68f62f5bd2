import { calcularComprobante } from '@kipu/peru/comprobantes/calculo';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { Fragment, useMemo, useState } from 'react';
import { useMutation } from 'urql';
import type { DocumentoInternoFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { CampoFecha } from '../../../ui/CampoFecha';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { hoyLima } from '../../../ui/utils/fechas';
import { formatMonto } from '../../../ui/utils/montos';
import { BuscarPorCodigo } from '../../productos/components/BuscarPorCodigo';
import { useLocalSesion } from '../../productos/hooks/use-local-sesion';
import { LineasEditor } from '../components/LineasEditor';
import { emitirDocumentoInternoMutation } from '../graphql/internos';
import { useBaseCalculo } from '../hooks/use-base-calculo';
import {
  agregarProducto,
  calculadasPorClave,
  type LineaForm,
  lineaDeProducto,
  lineasUtiles,
  lineaVacia,
  serieNumero,
} from '../utils/comprobante-form';
import {
  comoBoleta,
  DOCUMENTOS_INTERNOS,
  type DocumentoInternoForm,
  entradaInterna,
  erroresInternos,
  formularioInterno,
  inputInterno,
  type TipoInterno,
} from './documento-interno-form';
import { PersonaDocumento } from './PersonaDocumento';

interface EmitirDocumentoInternoDialogProps {
  tipo: TipoInterno;
  visible: boolean;
  onHide: () => void;
  onEmitido: (d: DocumentoInternoFieldsFragment) => void;
}

/** A new nota de venta, proforma or orden de compra, in a dialog over its list. */
export function EmitirDocumentoInternoDialog({
  tipo,
  visible,
  onHide,
  onEmitido,
}: EmitirDocumentoInternoDialogProps) {
  return (
    <Dialog
      header={DOCUMENTOS_INTERNOS[tipo].nuevo}
      visible={visible}
      onHide={onHide}
      modal
      draggable={false}
      style={{ width: 'min(72rem, 98vw)' }}
    >
      {visible && <FormularioInterno tipo={tipo} onEmitido={onEmitido} />}
    </Dialog>
  );
}

/**
 * The facturador's person, lines and totals (the same calcularComprobante the server runs), with the
 * document's own due date; the payment form belongs to the factura or boleta it may become.
 */
function FormularioInterno({
  tipo,
  onEmitido,
}: {
  tipo: TipoInterno;
  onEmitido: (d: DocumentoInternoFieldsFragment) => void;
}) {
  const toast = useToast();
  const base = useBaseCalculo();
  const { regimenIgv } = useLocalSesion();
  const hoy = hoyLima();
  const def = DOCUMENTOS_INTERNOS[tipo];
  const [form, setForm] = useState<DocumentoInternoForm>(() => formularioInterno(tipo, hoy));
  const [errorServidor, setErrorServidor] = useState<string | null>(null);
  const [{ fetching }, emitir] = useMutation(emitirDocumentoInternoMutation);

  const calculo = useMemo(
    () => calcularComprobante(entradaInterna(form, base, hoy, regimenIgv)),
    [form, base, hoy, regimenIgv],
  );
  const errores = erroresInternos(calculo, tipo, form);
  const calculadas = useMemo(() => calculadasPorClave(comoBoleta(form), calculo.lineas), [form, calculo]);
  const empezado = lineasUtiles(comoBoleta(form)).length > 0;

  const cambiar = (cambios: Partial<DocumentoInternoForm>) => setForm((f) => ({ ...f, ...cambios }));
  const cambiarLinea = (clave: string, cambios: Partial<LineaForm>) =>
    setForm((f) => ({ ...f, lineas: f.lineas.map((l) => (l.clave === clave ? { ...l, ...cambios } : l)) }));
  const quitarLinea = (clave: string) =>
    setForm((f) => {
      const lineas = f.lineas.filter((l) => l.clave !== clave);
      return { ...f, lineas: lineas.length ? lineas : [lineaVacia()] };
    });

  async function guardar() {
    if (fetching) return;
    if (errores.length > 0) {
      toast.error(errores[0] ?? 'Revise el documento');
      return;
    }
    setErrorServidor(null);
    const r = await emitir({ input: inputInterno(form, base, tipo) }, MANUAL_ERRORS);
    const error = mensajeError(r.error);
    if (error) {
      setErrorServidor(error);
      toast.error(error);
    }
    const d = r.data?.emitirDocumentoInterno;
    if (!d) return;
    toast.success(`${def.singular} ${serieNumero(d.serie, d.numero)} registrada`);
    onEmitido(d);
  }

  const totales = [
    { id: 'gravadas', etiqueta: 'Op. gravadas', monto: calculo.operacionesGravadas, siempre: true },
    { id: 'exoneradas', etiqueta: 'Op. exoneradas', monto: calculo.operacionesExoneradas, siempre: false },
    { id: 'inafectas', etiqueta: 'Op. inafectas', monto: calculo.operacionesInafectas, siempre: false },
    { id: 'igv', etiqueta: `IGV (${calculo.tasaIgv}%)`, monto: calculo.igv, siempre: true },
    { id: 'importe', etiqueta: 'Total', monto: calculo.importeTotal, siempre: true },
  ].filter((t) => t.siempre || t.monto !== '0.00');

  return (
    <div className="facturador documento-interno-form">
      <section className="facturador-cabecera" aria-label="Documento">
        <FormField id="interno-serie" label="Serie">
          <TextInput
            value={form.serie}
            onChange={(serie) => cambiar({ serie })}
            upperCase
            maxLength={4}
            placeholder="Predeterminada del local"
          />
        </FormField>
        {def.vencimiento && (
          <FormField id="interno-vencimiento" label={def.vencimiento}>
            <CampoFecha
              value={form.fechaVencimiento}
              onChange={(fechaVencimiento) => cambiar({ fechaVencimiento })}
            />
          </FormField>
        )}
      </section>

      <PersonaDocumento
        persona={form.cliente}
        rol={def.persona}
        onChange={(cambios) => setForm((f) => ({ ...f, cliente: { ...f.cliente, ...cambios } }))}
      />

      <section className="facturador-detalle" aria-label="Ítems">
        <div className="facturador-barra">
          <BuscarPorCodigo
            onEncontrado={(p) => {
              setForm((f) => ({ ...f, lineas: agregarProducto(f.lineas, lineaDeProducto(p, base)) }));
              toast.info(`${p.codigo} ${p.descripcion} agregado`);
            }}
            onSinCoincidencia={(texto) => toast.warn(`No hay un producto con el código ${texto}`)}
          />
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
        <FormField id="interno-observaciones" label="Observaciones">
          {(control) => (
            <InputTextarea
              id={control.id}
              value={form.observaciones}
              maxLength={200}
              rows={2}
              autoResize
              onChange={(e) => cambiar({ observaciones: e.target.value })}
            />
          )}
        </FormField>
        <section className="facturador-totales" aria-label="Totales">
          <dl>
            {totales.map((t) => (
              <Fragment key={t.id}>
                <dt className={t.id === 'importe' ? 'facturador-total' : undefined}>{t.etiqueta}</dt>
                <dd
                  className={t.id === 'importe' ? 'facturador-total' : undefined}
                  data-testid={`interno-total-${t.id}`}
                >
                  S/ {formatMonto(t.monto)}
                </dd>
              </Fragment>
            ))}
          </dl>
          {errores.length > 0 && empezado && (
            <ul className="facturador-errores" aria-label="Observaciones del cálculo">
              {errores.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          )}
          {errorServidor && <Message severity="error" text={errorServidor} className="w-full" />}
          <Button
            type="button"
            label="Guardar"
            icon="pi pi-save"
            loading={fetching}
            disabled={errores.length > 0}
            onClick={() => void guardar()}
          />
        </section>
      </section>
    </div>
  );
}
