import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { useCallback, useEffect, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import type { ResumenFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { CampoFecha } from '../../../ui/CampoFecha';
import { DataTable } from '../../../ui/DataTable';
import { useToast } from '../../../ui/toast/use-toast';
import { useListaServidor } from '../../../ui/use-lista-servidor';
import { mensajeError } from '../../../ui/utils/acciones';
import { formatFecha, hoyLima } from '../../../ui/utils/fechas';
import {
  envioSunatQuery,
  generarResumenDiarioMutation,
  reenviarResumenMutation,
  resumenesQuery,
} from '../graphql/envio';
import { useArchivosResumen } from '../hooks/use-archivos-resumen';
import { estadoEnCurso, serieNumero } from '../utils/comprobante-form';
import { condicionResumen } from '../utils/envio-form';
import { AccionesEnvio } from './AccionesEnvio';
import { EnvioSunatBarra } from './EnvioSunatBarra';
import { EstadoTag } from './EstadoTag';
import './facturacion.css';
import './envio.css';

const TODOS = 'todos';
const TIPOS = [
  { value: TODOS, label: 'Resúmenes y bajas' },
  { value: 'RC', label: 'RC - Resumen diario' },
  { value: 'RA', label: 'RA - Comunicación de baja' },
];
/** While SUNAT has not answered a ticket the list asks again this often. */
const CONSULTA_MS = 3000;

const documentos = (r: ResumenFieldsFragment) =>
  r.documentos.map((d) => `${serieNumero(d.serie, d.numero)} (${condicionResumen(d.condicion)})`).join(', ');

/**
 * /fac/resumenes: the company's resúmenes diarios (RC) and comunicaciones de baja (RA) with their state,
 * ticket, SUNAT code and documents, their XML and CDR; 'Generar resumen diario' informs a date's pending
 * boletas; the header shows and configures where the company sends, and pauses or resumes the sending.
 * Unanswered tickets are asked for again every few seconds.
 */
export function ResumenesPage() {
  const toast = useToast();
  const lista = useListaServidor();
  const archivos = useArchivosResumen();
  const [tipo, setTipo] = useState(TODOS);
  const [fecha, setFecha] = useState(hoyLima());
  const [{ data, fetching, error }, refetch] = useQuery({
    query: resumenesQuery,
    variables: {
      tipo: tipo === TODOS ? null : tipo,
      limite: lista.variables.limite,
      desde_fila: lista.variables.desde,
    },
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const [{ data: envio }, refetchEnvio] = useQuery({
    query: envioSunatQuery,
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const [{ fetching: generando }, generar] = useMutation(generarResumenDiarioMutation);
  const [, reenviar] = useMutation(reenviarResumenMutation);
  const filas = data?.resumenes.filas ?? [];
  const enCurso = filas.some((r) => estadoEnCurso(r.estado));
  const recargar = useCallback(() => {
    refetch({ requestPolicy: 'network-only' });
    refetchEnvio({ requestPolicy: 'network-only' });
  }, [refetch, refetchEnvio]);

  useEffect(() => {
    if (!enCurso) return;
    const t = setInterval(recargar, CONSULTA_MS);
    return () => clearInterval(t);
  }, [enCurso, recargar]);

  async function generarResumen() {
    const r = await generar({ fecha }, MANUAL_ERRORS);
    const e = mensajeError(r.error);
    if (e) toast.error(e);
    const creados = r.data?.generarResumenDiario ?? [];
    if (creados.length) {
      toast.success(`${creados.map((c) => c.identificador).join(', ')} enviado a SUNAT`);
      recargar();
    }
  }

  async function reenviarResumen(id: string) {
    const r = await reenviar({ id }, MANUAL_ERRORS);
    const e = mensajeError(r.error);
    if (e) toast.error(e);
    if (r.data) {
      toast.success(`${r.data.reenviarResumen.identificador} enviado de nuevo a SUNAT`);
      recargar();
    }
  }

  return (
    <div className="page">
      <h1 className="page__title">Resúmenes diarios y comunicaciones de baja</h1>
      {envio && <EnvioSunatBarra envio={envio.envioSunat} onCambio={recargar} />}
      {mensajeError(error) && (
        <Message severity="error" text={mensajeError(error) ?? ''} className="w-full" />
      )}
      <div className="comprobantes-filtros resumenes-generar">
        <label htmlFor="resumen-fecha">Boletas del</label>
        <CampoFecha id="resumen-fecha" value={fecha} onChange={setFecha} obligatorio />
        <Button
          type="button"
          label="Generar resumen diario"
          icon="pi pi-send"
          size="small"
          loading={generando}
          disabled={!fecha}
          onClick={() => void generarResumen()}
        />
      </div>
      <DataTable
        {...lista.tabla}
        resetPageKey={tipo}
        value={filas}
        dataKey="id"
        loading={fetching && !enCurso}
        totalRecords={data?.resumenes.total ?? 0}
        emptyMessage="No hay resúmenes ni comunicaciones de baja"
        title={
          <Dropdown
            inputId="resumenes-tipo"
            aria-label="Tipo de resumen"
            value={tipo}
            options={TIPOS}
            onChange={(e) => {
              if (typeof e.value === 'string') {
                setTipo(e.value);
                lista.primeraPagina();
              }
            }}
          />
        }
      >
        <Column header="Generado" body={(r: ResumenFieldsFragment) => formatFecha(r.fecha_generacion)} />
        <Column field="identificador" header="Identificador" />
        <Column
          header="Documentos del"
          body={(r: ResumenFieldsFragment) => formatFecha(r.fecha_referencia)}
        />
        <Column header="Documentos" body={documentos} style={{ maxWidth: '22rem' }} />
        <Column
          header="Estado"
          body={(r: ResumenFieldsFragment) => (
            <span title={r.descripcion_sunat ?? r.ultimo_error ?? undefined}>
              <EstadoTag estado={r.estado} />
            </span>
          )}
        />
        <Column field="ticket" header="Ticket" />
        <Column
          header="SUNAT"
          body={(r: ResumenFieldsFragment) =>
            r.codigo_sunat ? <span title={r.descripcion_sunat ?? undefined}>{r.codigo_sunat}</span> : ''
          }
        />
        <Column
          header="Acciones"
          body={(r: ResumenFieldsFragment) => (
            <AccionesEnvio
              onXml={() => void archivos.descargarXml(r.id)}
              onCdr={r.tiene_cdr ? () => void archivos.descargarCdr(r.id) : undefined}
              descargando={archivos.ocupado === r.id}
            >
              {estadoEnCurso(r.estado) && (
                <Button
                  type="button"
                  label="Reenviar"
                  icon="pi pi-refresh"
                  size="small"
                  text
                  onClick={() => void reenviarResumen(r.id)}
                />
              )}
            </AccionesEnvio>
          )}
        />
      </DataTable>
    </div>
  );
}
