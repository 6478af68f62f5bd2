import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { SelectButton } from 'primereact/selectbutton';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import type { ComprobanteParaGuiaQuery, GuiaFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { CampoFecha } from '../../../ui/CampoFecha';
import { CampoSelect } from '../../../ui/CampoSelect';
import { DecimalInput } from '../../../ui/DecimalInput';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { hoyLima } from '../../../ui/utils/fechas';
import { serieNumero } from '../../facturacion/utils/comprobante-form';
import { createGuiaIndividualMutation } from '../graphql/guias';
import { useGuiaDeComprobante } from '../hooks/use-guia-de-comprobante';
import { usePartidaLocal } from '../hooks/use-partida-local';
import {
  cambiarFila,
  conDatosDeVenta,
  datosDeComprobante,
  documentoGuiaVacio,
  type GuiaForm,
  guiaInicial,
  inputGuia,
  lineaGuiaVacia,
  MOTIVOS_GUIA,
  TIPOS_GUIA_FORM,
  UNIDADES_PESO,
  validarGuiaForm,
} from '../utils/guia-form';
import { DocumentosGuiaEditor } from './DocumentosGuiaEditor';
import { LineasGuiaEditor } from './LineasGuiaEditor';
import { PersonaGuia } from './PersonaGuia';
import { PuntoTraslado } from './PuntoTraslado';
import { TransporteGuia } from './TransporteGuia';
import '../../facturacion/components/facturacion.css';
import './guias.css';

const RUTA_LISTA = '/fac/lisGuias';

/**
 * /fac/guias: a guía de remisión electrónica (09 remitente by default, 31 transportista) on one form,
 * issued by createGuiaIndividual from the session local. With `?comprobante=<id>` it starts from that
 * sale's customer, goods and number. The server's refusal is shown as it says it and nothing is cleared.
 */
export function GuiaPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const { partida, ruc } = usePartidaLocal();
  const [form, setForm] = useState<GuiaForm>(() => guiaInicial(hoyLima()));
  const [intentada, setIntentada] = useState(false);
  const [errorServidor, setErrorServidor] = useState<string | null>(null);
  const [emitida, setEmitida] = useState<GuiaFieldsFragment | null>(null);
  const [{ fetching: emitiendo }, emitir] = useMutation(createGuiaIndividualMutation);
  const cambiar = (cambios: Partial<GuiaForm>) => setForm((f) => ({ ...f, ...cambios }));

  const [noEsVenta, setNoEsVenta] = useState<string | null>(null);
  const desdeComprobante = useCallback(
    (c: ComprobanteParaGuiaQuery['comprobante']) => {
      const datos = datosDeComprobante(c, ruc);
      setNoEsVenta(typeof datos === 'string' ? datos : null);
      if (typeof datos !== 'string') setForm((f) => conDatosDeVenta(f, datos));
    },
    [ruc],
  );
  const venta = useGuiaDeComprobante(desdeComprobante);

  // The local's address arrives after the form: it fills a departure nobody typed yet.
  const partidaUbigeo = partida?.ubigeo?.value;
  const partidaDireccion = partida?.direccion;
  useEffect(() => {
    if (!partidaUbigeo || !partidaDireccion) return;
    setForm((f) =>
      f.partida.ubigeo || f.partida.direccion.trim()
        ? f
        : {
            ...f,
            partida: { ubigeo: { value: partidaUbigeo, label: partidaUbigeo }, direccion: partidaDireccion },
          },
    );
  }, [partidaUbigeo, partidaDireccion]);

  const errores = intentada ? validarGuiaForm(form) : {};

  async function enviar() {
    if (emitiendo) return;
    setIntentada(true);
    setErrorServidor(null);
    if (Object.keys(validarGuiaForm(form)).length > 0) {
      toast.error('Revise los datos marcados de la guía');
      return;
    }
    const r = await emitir({ input: inputGuia(form) }, MANUAL_ERRORS);
    const error = mensajeError(r.error);
    if (error) {
      setErrorServidor(error);
      toast.error(error);
    }
    const g = r.data?.createGuiaIndividual;
    if (!g) return;
    toast.success(`Guía ${serieNumero(g.serie, g.numero)} emitida`);
    setEmitida(g);
    setIntentada(false);
    setForm(guiaInicial(hoyLima(), partida));
    if (venta.comprobante) navigate('/fac/guias', { replace: true });
  }

  return (
    <div className="page guia">
      <h1 className="page__title">Emitir guía de remisión</h1>
      {emitida && (
        <div className="guia-emitida" role="status">
          <Message
            severity="success"
            text={`Guía ${serieNumero(emitida.serie, emitida.numero)} emitida; se envía a SUNAT.`}
          />
          <Button
            type="button"
            label="Ver lista de guías"
            icon="pi pi-list"
            size="small"
            outlined
            onClick={() => navigate(RUTA_LISTA)}
          />
        </div>
      )}
      {(venta.problema ?? noEsVenta) && (
        <Message severity="error" text={venta.problema ?? noEsVenta ?? ''} className="w-full" />
      )}
      {venta.comprobante && (
        <Message
          severity="info"
          className="w-full"
          text={`Guía del comprobante ${serieNumero(venta.comprobante.serie, venta.comprobante.numero)}`}
        />
      )}

      <section className="guia-cabecera" aria-label="Guía">
        <FormField id="guia-tipo" label="Tipo de guía">
          {(control) => (
            <SelectButton
              id={control.id}
              value={form.tipo}
              options={[...TIPOS_GUIA_FORM]}
              allowEmpty={false}
              onChange={(e) => {
                if (e.value === '09' || e.value === '31') cambiar({ tipo: e.value });
              }}
            />
          )}
        </FormField>
        <FormField id="guia-fecha-traslado" label="Inicio del traslado" error={errores.fechaInicioTraslado}>
          <CampoFecha
            value={form.fechaInicioTraslado}
            min={hoyLima()}
            obligatorio
            onChange={(fechaInicioTraslado) => cambiar({ fechaInicioTraslado })}
          />
        </FormField>
        {form.tipo === '09' && (
          <CampoSelect
            id="guia-motivo"
            label="Motivo de traslado"
            value={form.motivo}
            options={MOTIVOS_GUIA}
            onChange={(motivo) => cambiar({ motivo: motivo ?? '01' })}
          />
        )}
        {form.tipo === '09' && form.motivo === '13' && (
          <FormField
            id="guia-descripcion-motivo"
            label="Descripción del motivo"
            error={errores.descripcionMotivo}
          >
            <TextInput
              value={form.descripcionMotivo}
              onChange={(descripcionMotivo) => cambiar({ descripcionMotivo })}
              maxLength={100}
              upperCase
            />
          </FormField>
        )}
        <FormField id="guia-peso" label="Peso bruto total" error={errores.pesoBruto}>
          <DecimalInput value={form.pesoBruto} onChange={(pesoBruto) => cambiar({ pesoBruto })} />
        </FormField>
        <CampoSelect
          id="guia-unidad-peso"
          label="Unidad de peso"
          value={form.unidadPeso}
          options={UNIDADES_PESO}
          onChange={(v) => cambiar({ unidadPeso: v === 'TNE' ? 'TNE' : 'KGM' })}
        />
        <FormField id="guia-bultos" label="Número de bultos (opcional)">
          <TextInput
            value={form.numeroBultos}
            onChange={(v) => cambiar({ numeroBultos: v.replace(/\D/g, '') })}
            inputMode="numeric"
            maxLength={6}
          />
        </FormField>
      </section>

      <div className="guia-bloques">
        {form.tipo === '31' && (
          <PersonaGuia
            id="guia-remitente"
            rol="Remitente"
            persona={form.remitente}
            error={errores.remitente}
            onChange={(c) => setForm((f) => ({ ...f, remitente: { ...f.remitente, ...c } }))}
          />
        )}
        <PersonaGuia
          id="guia-destinatario"
          rol="Destinatario"
          persona={form.destinatario}
          error={errores.destinatario}
          onChange={(c) => setForm((f) => ({ ...f, destinatario: { ...f.destinatario, ...c } }))}
        />
        <TransporteGuia form={form} onChange={cambiar} errores={errores} />
        <PuntoTraslado
          id="guia-partida"
          titulo="Punto de partida"
          punto={form.partida}
          error={errores.partida}
          onChange={(p) => cambiar({ partida: p })}
        />
        <PuntoTraslado
          id="guia-llegada"
          titulo="Punto de llegada"
          punto={form.llegada}
          error={errores.llegada}
          onChange={(p) => cambiar({ llegada: p })}
        />
      </div>

      <section className="guia-seccion" aria-label="Bienes">
        <div className="facturador-barra">
          <h2 className="guia-subtitulo">Bienes a trasladar</h2>
          <Button
            type="button"
            label="Agregar bien"
            icon="pi pi-plus"
            size="small"
            outlined
            onClick={() => setForm((f) => ({ ...f, lineas: [...f.lineas, lineaGuiaVacia()] }))}
          />
        </div>
        <LineasGuiaEditor
          lineas={form.lineas}
          onChange={(clave, c) => setForm((f) => ({ ...f, lineas: cambiarFila(f.lineas, clave, c) }))}
          onQuitar={(clave) =>
            setForm((f) => {
              const lineas = f.lineas.filter((l) => l.clave !== clave);
              return { ...f, lineas: lineas.length ? lineas : [lineaGuiaVacia()] };
            })
          }
        />
        {errores.lineas && (
          <small className="field-error" role="alert">
            {errores.lineas}
          </small>
        )}
      </section>

      <section className="guia-seccion" aria-label="Documentos relacionados">
        <div className="facturador-barra">
          <h2 className="guia-subtitulo">Documentos relacionados</h2>
          <Button
            type="button"
            label="Agregar documento"
            icon="pi pi-plus"
            size="small"
            outlined
            onClick={() => setForm((f) => ({ ...f, documentos: [...f.documentos, documentoGuiaVacio(ruc)] }))}
          />
        </div>
        <DocumentosGuiaEditor
          tipo={form.tipo}
          documentos={form.documentos}
          onChange={(clave, c) => setForm((f) => ({ ...f, documentos: cambiarFila(f.documentos, clave, c) }))}
          onQuitar={(clave) =>
            setForm((f) => ({ ...f, documentos: f.documentos.filter((d) => d.clave !== clave) }))
          }
        />
      </section>

      <FormField id="guia-observaciones" label="Observaciones">
        {(control) => (
          <InputTextarea
            id={control.id}
            value={form.observaciones}
            maxLength={250}
            rows={2}
            autoResize
            onChange={(e) => cambiar({ observaciones: e.target.value })}
          />
        )}
      </FormField>

      {errorServidor && <Message severity="error" text={errorServidor} className="w-full" />}
      <div className="page__actions">
        <Button
          type="button"
          label="Lista de guías"
          icon="pi pi-list"
          outlined
          onClick={() => navigate(RUTA_LISTA)}
        />
        <Button
          type="button"
          label="Emitir guía"
          icon="pi pi-send"
          loading={emitiendo}
          disabled={venta.cargando}
          onClick={() => void enviar()}
        />
      </div>
    </div>
  );
}
