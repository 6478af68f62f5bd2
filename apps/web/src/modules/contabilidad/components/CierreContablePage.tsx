import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useClient, useMutation, useQuery } from 'urql';
import type { PrevisualizarCierreQuery } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { useToast } from '../../../ui/toast/use-toast';
import { confirmar, mensajeError } from '../../../ui/utils/acciones';
import { formatFecha, hoyLima } from '../../../ui/utils/fechas';
import { formatMonto } from '../../../ui/utils/montos';
import {
  anularCierreMutation,
  cierreEjercicioQuery,
  generarCierreMutation,
  periodosContablesQuery,
  previsualizarCierreQuery,
} from '../graphql/cierre';
import { avisarResultado } from '../utils/resultado-accion';
import { PeriodosDelAnio } from './PeriodosDelAnio';
import { TablaAsiento } from './TablaAsiento';
import './contabilidad.css';

type Previa = PrevisualizarCierreQuery['previsualizarCierre'];

/**
 * /contable/cierre/contable: the year's months with their state (close and reopen), and the year-end
 * closing: 'Ver asientos' shows the entries and the destination check, 'Generar cierre' posts exactly
 * them; a posted closing is listed with 'Anular cierre'.
 */
export function CierreContablePage() {
  const toast = useToast();
  const client = useClient();
  const [anioTexto, setAnioTexto] = useState(hoyLima().slice(0, 4));
  const anio = Number(anioTexto);
  const valido = /^\d{4}$/.test(anioTexto);
  const [previa, setPrevia] = useState<Previa | null>(null);
  const [viendo, setViendo] = useState(false);
  const [{ data: meses, fetching }, refetchMeses] = useQuery({
    query: periodosContablesQuery,
    variables: { anio },
    pause: !valido,
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const [{ data: hecho }, refetchCierre] = useQuery({
    query: cierreEjercicioQuery,
    variables: { anio },
    pause: !valido,
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const [{ fetching: generando }, generar] = useMutation(generarCierreMutation);
  const [, anular] = useMutation(anularCierreMutation);
  const operaciones = hecho?.cierreEjercicio ?? [];

  const refrescar = () => {
    setPrevia(null);
    refetchMeses({ requestPolicy: 'network-only' });
    refetchCierre({ requestPolicy: 'network-only' });
  };

  async function verAsientos() {
    setViendo(true);
    const r = await client.query(previsualizarCierreQuery, { anio }, MANUAL_ERRORS).toPromise();
    setViendo(false);
    const error = mensajeError(r.error);
    if (error) toast.error(error);
    setPrevia(r.data?.previsualizarCierre ?? null);
  }

  async function generarCierre() {
    const r = await generar({ anio }, MANUAL_ERRORS);
    const ok = avisarResultado(
      toast,
      r,
      (d) => `Cierre ${d.generarCierre.anio} generado: ${d.generarCierre.operaciones.length} asientos`,
    );
    if (ok) refrescar();
  }

  function anularCierre() {
    confirmar({
      mensaje: `¿Anular el cierre del ejercicio ${anio} y su asiento de apertura?`,
      aceptar: 'Anular cierre',
      onAceptar: async () => {
        const ok = avisarResultado(
          toast,
          await anular({ anio }, MANUAL_ERRORS),
          () => `Cierre ${anio} anulado`,
        );
        if (ok) refrescar();
      },
    });
  }

  return (
    <div className="page compra-form">
      <h1 className="page__title">Cierre contable</h1>
      <div className="libro-filtros">
        <FormField id="cierre-anio" label="Año">
          <TextInput
            type="number"
            value={anioTexto}
            onChange={(v) => {
              setAnioTexto(v);
              setPrevia(null);
            }}
          />
        </FormField>
      </div>
      <h2>Periodos del año</h2>
      <PeriodosDelAnio meses={meses?.periodosContables ?? []} cargando={fetching} onCambio={refrescar} />

      <h2>Cierre del ejercicio {valido ? anio : ''}</h2>
      {operaciones.length > 0 ? (
        <section aria-label="Cierre generado">
          <table className="tabla-asiento" aria-label="Asientos del cierre">
            <thead>
              <tr>
                <th>CUO</th>
                <th>Fecha</th>
                <th>Glosa</th>
              </tr>
            </thead>
            <tbody>
              {operaciones.map((o) => (
                <tr key={o.id}>
                  <td>{o.cuo}</td>
                  <td>{formatFecha(o.fecha_contable)}</td>
                  <td>{o.glosa}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="libro-filtros">
            <Button
              type="button"
              label="Anular cierre"
              icon="pi pi-undo"
              severity="danger"
              outlined
              onClick={anularCierre}
            />
          </div>
        </section>
      ) : (
        <>
          <div className="libro-filtros">
            <Button
              type="button"
              label="Ver asientos"
              icon="pi pi-eye"
              outlined
              loading={viendo}
              disabled={!valido}
              onClick={() => void verAsientos()}
            />
            <Button
              type="button"
              label="Generar cierre"
              icon="pi pi-check"
              loading={generando}
              disabled={!previa}
              onClick={() => void generarCierre()}
            />
          </div>
          {previa && <VistaPrevia previa={previa} />}
        </>
      )}
    </div>
  );
}

/** The closing before it is posted: the year's result, the destination check and every entry. */
function VistaPrevia({ previa }: { previa: Previa }) {
  const { revision } = previa;
  return (
    <section aria-label="Asientos del cierre">
      <p>
        Resultado del ejercicio: <strong>S/ {formatMonto(previa.resultado)}</strong> (naturaleza S/{' '}
        {formatMonto(revision.resultado_naturaleza)}, función S/ {formatMonto(revision.resultado_funcion)})
      </p>
      {Number(revision.diferencia) !== 0 && (
        <Message
          severity="warn"
          text={`El resultado por naturaleza y por función difieren en S/ ${formatMonto(revision.diferencia)}: revise los asientos de destino`}
        />
      )}
      {previa.asientos.map((a) => (
        <div key={a.paso}>
          <h3>
            {formatFecha(a.fecha)} · {a.glosa}
          </h3>
          <TablaAsiento
            titulo={a.glosa}
            lineas={a.lineas.map((l) => ({
              ...l,
              glosa: l.numero ? `${l.serie ?? ''}-${l.numero}` : null,
              destino: false,
            }))}
          />
        </div>
      ))}
    </section>
  );
}
