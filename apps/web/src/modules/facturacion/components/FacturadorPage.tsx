import { type ComprobanteCalculado, calcularComprobante } from '@kipu/peru/comprobantes/calculo';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { SelectButton } from 'primereact/selectbutton';
import { Fragment, type KeyboardEvent, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import type { ComprobanteFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { hoyLima } from '../../../ui/utils/fechas';
import { formatMonto } from '../../../ui/utils/montos';
import { useConsultaIdentidad } from '../../datos-generales/hooks/use-consulta-identidad';
import { BuscarPorCodigo } from '../../productos/components/BuscarPorCodigo';
import { useLocalSesion } from '../../productos/hooks/use-local-sesion';
import { emitirComprobanteMutation } from '../graphql/comprobantes';
import { useBaseCalculo } from '../hooks/use-base-calculo';
import { useNotaDeDocumento } from '../hooks/use-nota-de-documento';
import { useVistaPrevia } from '../hooks/use-vista-previa';
import {
  agregarProducto,
  CLIENTE_VARIOS,
  type ComprobanteForm,
  calculadasPorClave,
  entradaCalculo,
  formularioInicial,
  inputEmision,
  type LineaForm,
  lineaDeProducto,
  lineasUtiles,
  lineaVacia,
  serieNumero,
  TIPOS_DOCUMENTO_CLIENTE,
  TIPOS_GUIA,
  type TipoEmitible,
  type TipoGuia,
} from '../utils/comprobante-form';
import { nombreTipo } from '../utils/mensajes-cliente';
import {
  BASE_NOTA,
  entradaNota,
  inputNota,
  lineasDelDocumento,
  type NotaForm,
  notaDeTodo,
} from '../utils/nota-form';
import { CabeceraNota } from './CabeceraNota';
import { CuotasEditor } from './CuotasEditor';
import { LineasEditor } from './LineasEditor';
import { LineasNota } from './LineasNota';
import { ResumenEmision } from './ResumenEmision';
import './facturacion.css';

const TIPOS: { value: TipoEmitible; label: string }[] = [
  { value: '01', label: 'Factura' },
  { value: '03', label: 'Boleta' },
];
const FORMAS_PAGO = [
  { value: 'contado', label: 'Contado' },
  { value: 'credito', label: 'Crédito' },
];

const RUTA = '/fac/facturador';

/** The totals panel: gravadas, IGV and total always; the other operations only when present. */
function filasTotales(c: ComprobanteCalculado): { id: string; etiqueta: string; monto: string }[] {
  const opcionales = [
    { id: 'exoneradas', etiqueta: 'Op. exoneradas', monto: c.operacionesExoneradas },
    { id: 'inafectas', etiqueta: 'Op. inafectas', monto: c.operacionesInafectas },
    { id: 'exportacion', etiqueta: 'Op. exportación', monto: c.operacionesExportacion },
  ].filter((t) => t.monto !== '0.00');
  return [
    { id: 'gravadas', etiqueta: 'Op. gravadas', monto: c.operacionesGravadas },
    ...opcionales,
    { id: 'igv', etiqueta: `IGV (${c.tasaIgv}%)`, monto: c.igv },
    { id: 'importe', etiqueta: 'Total', monto: c.importeTotal },
  ];
}

/**
 * /fac/facturador: a factura or boleta on one keyboard-friendly form. The totals and the reasons it
 * cannot be emitted come from calcularComprobante, the same function the server runs before numbering;
 * 'Emitir' (or Ctrl+Enter) sends it, then the summary follows SUNAT's answer. With `?nota=07|08&de=<id>`
 * it emits a credit or debit note on that document, starting from its customer, currency and lines.
 */
export function FacturadorPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const baseLocal = useBaseCalculo();
  const { regimenIgv } = useLocalSesion();
  const { consultar, consultando } = useConsultaIdentidad();
  const [form, setForm] = useState<ComprobanteForm>(() => formularioInicial('01'));
  const [emitido, setEmitido] = useState<ComprobanteFieldsFragment | null>(null);
  const [{ fetching: emitiendo }, emitir] = useMutation(emitirComprobanteMutation);
  const { verVistaPrevia, generando } = useVistaPrevia();
  const { nota, setNota, documento, problema } = useNotaDeDocumento(setForm);
  const base = nota ? BASE_NOTA : baseLocal;

  const calculo = useMemo(() => {
    return calcularComprobante(
      nota
        ? entradaNota(form, nota, hoyLima(), regimenIgv)
        : entradaCalculo(form, base, hoyLima(), regimenIgv),
    );
  }, [form, base, regimenIgv, nota]);
  const calculadas = useMemo(() => calculadasPorClave(form, calculo.lineas), [form, calculo]);

  const setCliente = (cambios: Partial<ComprobanteForm['cliente']>) =>
    setForm((f) => ({ ...f, cliente: { ...f.cliente, ...cambios } }));
  const cambiarLinea = (clave: string, cambios: Partial<LineaForm>) =>
    setForm((f) => ({ ...f, lineas: f.lineas.map((l) => (l.clave === clave ? { ...l, ...cambios } : l)) }));
  const quitarLinea = (clave: string) =>
    setForm((f) => {
      const lineas = f.lineas.filter((l) => l.clave !== clave);
      return { ...f, lineas: lineas.length ? lineas : [lineaVacia()] };
    });

  function agregarLinea(linea: LineaForm) {
    setForm((f) => ({ ...f, lineas: agregarProducto(f.lineas, linea) }));
  }

  function cambiarTipo(tipo: TipoEmitible) {
    setForm((f) => {
      const varios = f.cliente.tipoDocumento === '-';
      // A factura needs a RUC: the anonymous boleta customer does not carry over, and the reverse starts anonymous.
      let cliente = f.cliente;
      if (tipo === '01' && varios) cliente = { tipoDocumento: '6', numero: '', nombre: '', direccion: '' };
      if (tipo === '03' && f.cliente.tipoDocumento === '6' && !f.cliente.numero.trim())
        cliente = { ...CLIENTE_VARIOS };
      return { ...f, tipo, serie: '', cliente };
    });
  }

  function cambiarTipoDocumento(tipoDocumento: string) {
    if (tipoDocumento === '-') setCliente({ ...CLIENTE_VARIOS });
    else setCliente({ tipoDocumento, numero: '', nombre: '', direccion: '' });
  }

  async function buscarCliente() {
    const datos = await consultar(form.cliente.tipoDocumento, form.cliente.numero);
    if (datos) setCliente({ nombre: datos.razon_social, direccion: datos.direccion ?? '' });
  }

  function cambiarNota(siguiente: NotaForm) {
    // A reason that takes the whole document puts its lines back as they were emitted.
    if (documento && notaDeTodo(siguiente) && !(nota && notaDeTodo(nota)))
      setForm((f) => ({ ...f, lineas: lineasDelDocumento(documento) }));
    setNota(siguiente);
  }

  /** Back to a blank factura: without the note's parameters the form starts afresh. */
  function salirDeNota() {
    navigate(RUTA, { replace: true });
  }

  async function enviar() {
    if (emitiendo) return;
    if (calculo.errores.length > 0) {
      toast.error(calculo.errores[0]?.mensaje ?? 'Revise el comprobante');
      return;
    }
    const input = nota ? inputNota(form, nota) : inputEmision(form, base);
    const r = await emitir({ input }, MANUAL_ERRORS);
    const error = mensajeError(r.error);
    if (error) toast.error(error);
    const c = r.data?.emitirComprobante;
    if (!c) return;
    toast.success(`${nota ? nombreTipo(c.tipo) : 'Comprobante'} ${serieNumero(c.serie, c.numero)} emitido`);
    setEmitido(c);
    if (nota) salirDeNota();
    else setForm((f) => formularioInicial(f.tipo));
  }

  function atajos(e: KeyboardEvent<HTMLElement>) {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void enviar();
    }
  }

  const varios = form.cliente.tipoDocumento === '-';
  // A note's customer is its document's; with an anulación its lines are the document's too.
  const clienteFijo = Boolean(nota);
  const lineasFijas = nota ? notaDeTodo(nota) : false;
  const simbolo = nota?.moneda === 'USD' ? 'US$' : 'S/';
  // A fresh form is not shown as wrong: the reasons appear once it has a line (Emitir stays disabled).
  const empezado = lineasUtiles(form).length > 0;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Ctrl+Enter from any field emits; the button is the accessible way.
    <div className="page facturador" onKeyDown={atajos}>
      <h1 className="page__title">{nota ? nombreTipo(nota.tipo) : 'Facturador'}</h1>
      {emitido && <ResumenEmision key={emitido.id} inicial={emitido} />}
      {problema && <Message severity="error" text={problema} className="w-full" />}

      {nota && documento ? (
        <CabeceraNota nota={nota} documento={documento} onChange={cambiarNota} onCancelar={salirDeNota} />
      ) : (
        <section className="facturador-cabecera" aria-label="Comprobante">
          <FormField id="facturador-tipo" label="Tipo de comprobante">
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
          <FormField id="facturador-serie" label="Serie">
            <TextInput
              value={form.serie}
              onChange={(serie) => setForm((f) => ({ ...f, serie }))}
              upperCase
              maxLength={4}
              placeholder="Predeterminada del local"
            />
          </FormField>
        </section>
      )}

      <section className="facturador-cliente" aria-label="Cliente">
        <FormField id="facturador-cliente-tipo" label="Tipo de documento">
          {(control) => (
            <Dropdown
              inputId={control.id}
              value={form.cliente.tipoDocumento}
              options={TIPOS_DOCUMENTO_CLIENTE.filter((t) => form.tipo === '03' || t.value === '6')}
              disabled={clienteFijo}
              onChange={(e) => {
                if (typeof e.value === 'string') cambiarTipoDocumento(e.value);
              }}
            />
          )}
        </FormField>
        <FormField id="facturador-cliente-numero" label="Número de documento">
          <span className="facturador-numero">
            <TextInput
              value={form.cliente.numero}
              onChange={(numero) => setCliente({ numero: numero.trim() })}
              onValidate={() => void buscarCliente()}
              readOnly={varios || clienteFijo}
              maxLength={15}
            />
            <Button
              type="button"
              icon="pi pi-search"
              size="small"
              outlined
              loading={consultando}
              disabled={varios || clienteFijo}
              aria-label="Consultar documento"
              onClick={() => void buscarCliente()}
            />
          </span>
        </FormField>
        <FormField id="facturador-cliente-nombre" label="Nombre o razón social" className="facturador-ancho">
          <TextInput
            value={form.cliente.nombre}
            onChange={(nombre) => setCliente({ nombre })}
            upperCase
            readOnly={clienteFijo}
          />
        </FormField>
        <FormField id="facturador-cliente-direccion" label="Dirección" className="facturador-ancho">
          <TextInput
            value={form.cliente.direccion}
            onChange={(direccion) => setCliente({ direccion })}
            readOnly={clienteFijo}
          />
        </FormField>
      </section>

      <section className="facturador-detalle" aria-label="Ítems">
        {lineasFijas ? (
          <LineasNota lineas={form.lineas} calculadas={calculadas} />
        ) : (
          <>
            <div className="facturador-barra">
              <BuscarPorCodigo
                onEncontrado={(p) => {
                  agregarLinea(lineaDeProducto(p, base));
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
          </>
        )}
      </section>

      <section className="facturador-pie">
        <div className="facturador-pago">
          {(!nota || (nota.tipo === '07' && nota.motivo === '13')) && (
            <FormField id="facturador-forma-pago" label="Forma de pago">
              {(control) => (
                <SelectButton
                  id={control.id}
                  value={form.formaPago}
                  options={FORMAS_PAGO}
                  allowEmpty={false}
                  onChange={(e) => {
                    if (e.value === 'contado' || e.value === 'credito') {
                      const formaPago: ComprobanteForm['formaPago'] = e.value;
                      setForm((f) => ({ ...f, formaPago }));
                    }
                  }}
                />
              )}
            </FormField>
          )}
          {form.formaPago === 'credito' && (
            <CuotasEditor cuotas={form.cuotas} onChange={(cuotas) => setForm((f) => ({ ...f, cuotas }))} />
          )}
          <div className="facturador-guias">
            <FormField id="facturador-guias" label="Guías de remisión">
              <TextInput
                value={form.guias}
                onChange={(guias) => setForm((f) => ({ ...f, guias }))}
                upperCase
                placeholder="T001-123, T001-124"
              />
            </FormField>
            <SelectButton
              aria-label="Tipo de guía"
              value={form.tipoGuia}
              options={[...TIPOS_GUIA]}
              allowEmpty={false}
              onChange={(e) => {
                if (e.value === '09' || e.value === '31') {
                  const tipoGuia: TipoGuia = e.value;
                  setForm((f) => ({ ...f, tipoGuia }));
                }
              }}
            />
          </div>
          <FormField id="facturador-observaciones" label="Observaciones">
            {(control) => (
              <InputTextarea
                id={control.id}
                value={form.observaciones}
                maxLength={500}
                rows={2}
                autoResize
                onChange={(e) => {
                  const observaciones = e.target.value;
                  setForm((f) => ({ ...f, observaciones }));
                }}
              />
            )}
          </FormField>
        </div>

        <section className="facturador-totales" aria-label="Totales">
          <dl>
            {filasTotales(calculo).map((t) => (
              <Fragment key={t.id}>
                <dt className={t.id === 'importe' ? 'facturador-total' : undefined}>{t.etiqueta}</dt>
                <dd
                  className={t.id === 'importe' ? 'facturador-total' : undefined}
                  data-testid={`total-${t.id}`}
                >
                  {simbolo} {formatMonto(t.monto)}
                </dd>
              </Fragment>
            ))}
          </dl>
          {calculo.errores.length > 0 && empezado && (
            <ul className="facturador-errores" aria-label="Observaciones del cálculo">
              {calculo.errores.map((e) => (
                <li key={`${e.campo}-${e.mensaje}`}>{e.mensaje}</li>
              ))}
            </ul>
          )}
          <Button
            type="button"
            label="Vista previa"
            icon="pi pi-eye"
            outlined
            loading={generando}
            disabled={calculo.errores.length > 0}
            onClick={() => void verVistaPrevia(nota ? inputNota(form, nota) : inputEmision(form, base))}
          />
          <Button
            type="button"
            label="Emitir"
            icon="pi pi-send"
            loading={emitiendo}
            disabled={calculo.errores.length > 0}
            onClick={() => void enviar()}
          />
          <small className="page__hint">Ctrl+Enter para emitir</small>
        </section>
      </section>
    </div>
  );
}
