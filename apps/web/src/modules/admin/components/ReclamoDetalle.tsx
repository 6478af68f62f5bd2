import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useMutation } from 'urql';
import type { ReclamoAdminFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { errorMessage, isSessionError } from '../../../lib/graphql-errors';
import { FormField } from '../../../ui/FormField';
import { useToast } from '../../../ui/toast/use-toast';
import { formatFecha, formatFechaHora } from '../../../ui/utils/fechas';
import { VisorPdf } from '../../libro/components/VisorPdf';
import {
  ESTADO_FINAL,
  ETIQUETA_RESPUESTA_FINAL,
  esEstadoFinal,
  estadosSiguientes,
  etiquetaEstado,
} from '../../libro/utils/estados';
import { ETIQUETAS_BIEN, ETIQUETAS_TIPO } from '../../libro/utils/mensajes';
import { insigniaPlazo } from '../../libro/utils/plazo';
import { urlAlmacen } from '../../libro/utils/subir-imagen';
import { avanzarReclamoMutation } from '../graphql/reclamos';

export type ReclamoAdmin = ReclamoAdminFieldsFragment;

/** The server's bounds for a step's description (avanzarReclamo). */
export const DESCRIPCION_MIN = 5;
export const DESCRIPCION_MAX = 3000;
export const MSG_ESTADO_REQUERIDO = 'Seleccione el nuevo estado';
export const MSG_DESCRIPCION = 'Ingrese una descripción (de 5 a 3000 caracteres)';
export const MSG_ESTADO_ACTUALIZADO = 'Estado del reclamo actualizado';

interface ReclamoDetalleProps {
  reclamo: ReclamoAdmin;
  /** Name of a document type code. */
  nombreDocumento: (codigo: string) => string;
  /** The complaint moved to a new state (the server's updated complaint). */
  onAvanzado: (reclamo: ReclamoAdmin) => void;
}

/** A complaint in full for the administration: data, hoja (PDF), attachment, answer and "Avanzar estado". */
export function ReclamoDetalle({ reclamo, nombreDocumento, onAvanzado }: ReclamoDetalleProps) {
  const toast = useToast();
  const siguientes = estadosSiguientes(reclamo.estado);
  const [estado, setEstado] = useState<string | null>(null);
  const [descripcion, setDescripcion] = useState('');
  const [errores, setErrores] = useState<{ estado?: string; descripcion?: string }>({});
  const [aviso, setAviso] = useState<string | null>(null);
  const [{ fetching }, avanzar] = useMutation(avanzarReclamoMutation);
  const plazo = insigniaPlazo(reclamo);
  const final = estado === ESTADO_FINAL;

  async function onAvanzar() {
    const texto = descripcion.trim();
    const siguientesErrores: typeof errores = {};
    if (!estado) siguientesErrores.estado = MSG_ESTADO_REQUERIDO;
    if (texto.length < DESCRIPCION_MIN || texto.length > DESCRIPCION_MAX)
      siguientesErrores.descripcion = MSG_DESCRIPCION;
    setErrores(siguientesErrores);
    setAviso(null);
    if (!estado || siguientesErrores.descripcion) return;
    const result = await avanzar({ id: reclamo.id, estado, descripcion: texto }, MANUAL_ERRORS);
    if (result.error) {
      if (!isSessionError(result.error)) setAviso(errorMessage(result.error));
      return;
    }
    const actualizado = result.data?.avanzarReclamo;
    if (!actualizado) return;
    toast.success(MSG_ESTADO_ACTUALIZADO);
    setEstado(null);
    setDescripcion('');
    onAvanzado(actualizado);
  }

  return (
    <div className="reclamo-detalle">
      <div className="reclamo-detalle__datos">
        <div className="reclamo-detalle__estado">
          <Tag
            value={reclamo.estado}
            severity={esEstadoFinal(reclamo.estado) ? 'success' : 'info'}
            data-testid="reclamo-estado"
          />
          <Tag value={plazo.texto} severity={plazo.color} icon="pi pi-clock" />
        </div>
        <dl className="libro-datos">
          <dt>Código</dt>
          <dd>{reclamo.codigo}</dd>
          <dt>Presentado</dt>
          <dd>{formatFecha(reclamo.fecha)}</dd>
          <dt>Fecha límite</dt>
          <dd>{formatFecha(reclamo.fecha_limite)}</dd>
          <dt>Consumidor</dt>
          <dd>{reclamo.nombres}</dd>
          <dt>Documento</dt>
          <dd>
            {nombreDocumento(reclamo.tipo_documento)} {reclamo.numero_documento}
          </dd>
          <dt>Domicilio</dt>
          <dd>
            {reclamo.direccion} ({reclamo.ciudad})
          </dd>
          <dt>Correo</dt>
          <dd>
            <a href={`mailto:${reclamo.email}`}>{reclamo.email}</a>
          </dd>
          <dt>Celular</dt>
          <dd>{reclamo.telefono}</dd>
          <dt>Bien</dt>
          <dd>{ETIQUETAS_BIEN[reclamo.bien] ?? reclamo.bien}</dd>
          <dt>Tipo</dt>
          <dd>{ETIQUETAS_TIPO[reclamo.tipo] ?? reclamo.tipo}</dd>
          <dt>Descripción</dt>
          <dd className="libro-datos__texto">{reclamo.descripcion}</dd>
        </dl>

        {reclamo.respuesta && (
          <section className="reclamo-detalle__respuesta" aria-label={ETIQUETA_RESPUESTA_FINAL}>
            <h3 className="correo-detalle__subtitle">{ETIQUETA_RESPUESTA_FINAL}</h3>
            <p className="libro-datos__texto">{reclamo.respuesta}</p>
            {reclamo.respondido_at && (
              <p className="page__hint">Respondido el {formatFechaHora(reclamo.respondido_at)}</p>
            )}
          </section>
        )}

        {reclamo.adjunto && (
          <section>
            <h3 className="correo-detalle__subtitle">Imagen adjunta</h3>
            <a href={urlAlmacen(reclamo.adjunto)} target="_blank" rel="noopener noreferrer">
              <img
                className="reclamo-detalle__adjunto"
                src={urlAlmacen(reclamo.adjunto)}
                alt={`Imagen adjunta del reclamo ${reclamo.codigo}`}
              />
            </a>
          </section>
        )}

        {siguientes.length > 0 && (
          <section className="reclamo-detalle__avanzar" aria-label="Avanzar estado">
            <h3 className="correo-detalle__subtitle">Avanzar estado</h3>
            <FormField id="avanzar-estado" label="Nuevo estado" error={errores.estado}>
              {(control) => (
                <Dropdown
                  inputId={control.id}
                  value={estado}
                  options={siguientes.map((e) => ({ value: e, label: etiquetaEstado(e) }))}
                  placeholder="Seleccionar..."
                  invalid={control.invalid}
                  aria-describedby={control['aria-describedby']}
                  onChange={(event) => setEstado(typeof event.value === 'string' ? event.value : null)}
                />
              )}
            </FormField>
            <FormField
              id="avanzar-descripcion"
              label={final ? 'Respuesta al consumidor' : 'Descripción'}
              error={errores.descripcion}
            >
              {(control) => (
                <InputTextarea
                  id={control.id}
                  value={descripcion}
                  onChange={(event) => setDescripcion(event.target.value)}
                  rows={4}
                  maxLength={DESCRIPCION_MAX}
                  invalid={control.invalid}
                  aria-describedby={control['aria-describedby']}
                  placeholder={
                    final
                      ? 'La respuesta final que recibirá el consumidor'
                      : 'Lo que verá el consumidor en el seguimiento'
                  }
                />
              )}
            </FormField>
            {final && (
              <Message
                severity="warn"
                className="w-full"
                text="La respuesta final cierra el reclamo: no podrá cambiarse después."
              />
            )}
            {aviso && <Message severity="error" className="w-full" text={aviso} />}
            <div className="page__actions">
              <Button
                type="button"
                label="Avanzar estado"
                icon="pi pi-forward"
                loading={fetching}
                onClick={() => void onAvanzar()}
              />
            </div>
          </section>
        )}
      </div>
      <div className="reclamo-detalle__pdf">
        <h3 className="correo-detalle__subtitle">Hoja de reclamación</h3>
        <VisorPdf ruta={reclamo.pdf} titulo={`Hoja de reclamación ${reclamo.codigo}`} />
      </div>
    </div>
  );
}
