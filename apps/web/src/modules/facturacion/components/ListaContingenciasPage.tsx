import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from 'urql';
import type { ContingenciasQuery } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { CampoFecha } from '../../../ui/CampoFecha';
import { DataTable } from '../../../ui/DataTable';
import { useListaServidor } from '../../../ui/use-lista-servidor';
import { mensajeError } from '../../../ui/utils/acciones';
import { formatFecha } from '../../../ui/utils/fechas';
import { contingenciasQuery } from '../graphql/envio';
import { useAccionesComprobante } from '../hooks/use-acciones-comprobante';
import { serieNumero } from '../utils/comprobante-form';
import { anulable } from '../utils/envio-form';
import { totalConMoneda } from '../utils/mensajes-cliente';
import { AccionesEnvio } from './AccionesEnvio';
import { AnularComprobanteDialog } from './AnularComprobanteDialog';
import { EstadoTag } from './EstadoTag';
import './facturacion.css';
import './envio.css';

type Fila = ContingenciasQuery['comprobantes']['filas'][number];

/**
 * /fac/lisContingencias: the documents registered from paper during a contingency (the comprobantes
 * list filtered by contingencia), with their SUNAT state, XML and CDR, and their voiding.
 */
export function ListaContingenciasPage() {
  const navigate = useNavigate();
  const lista = useListaServidor();
  const acciones = useAccionesComprobante();
  const [desde, setDesde] = useState('');
  const [hasta, setHasta] = useState('');
  const [anulando, setAnulando] = useState<Fila | null>(null);
  const [{ data, fetching, error }, refetch] = useQuery({
    query: contingenciasQuery,
    variables: {
      desde: desde || null,
      hasta: hasta || null,
      param: lista.variables.param,
      limite: lista.variables.limite,
      desde_fila: lista.variables.desde,
    },
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const loadError = mensajeError(error);

  return (
    <div className="page">
      <h1 className="page__title">Comprobantes de contingencia</h1>
      {loadError && <Message severity="error" text={loadError} className="w-full" />}
      <div className="comprobantes-herramientas">
        <Button
          type="button"
          label="Registrar comprobante de contingencia"
          icon="pi pi-plus"
          size="small"
          onClick={() => navigate('/fac/contingencias')}
        />
      </div>
      {anulando && (
        <AnularComprobanteDialog
          comprobante={anulando}
          onHide={() => setAnulando(null)}
          onAnulado={() => refetch({ requestPolicy: 'network-only' })}
        />
      )}
      <DataTable
        {...lista.tabla}
        resetPageKey={`${desde}|${hasta}`}
        value={data?.comprobantes.filas ?? []}
        dataKey="id"
        loading={fetching}
        totalRecords={data?.comprobantes.total ?? 0}
        emptyMessage="No hay comprobantes de contingencia"
        title={
          <div className="comprobantes-filtros">
            <label htmlFor="contingencias-desde">Desde</label>
            <CampoFecha id="contingencias-desde" value={desde} onChange={setDesde} />
            <label htmlFor="contingencias-hasta">Hasta</label>
            <CampoFecha id="contingencias-hasta" value={hasta} onChange={setHasta} />
          </div>
        }
      >
        <Column header="Fecha" body={(c: Fila) => formatFecha(c.fecha_emision)} />
        <Column field="tipo" header="Tipo" style={{ width: '5rem' }} />
        <Column header="Número" body={(c: Fila) => serieNumero(c.serie, c.numero)} />
        <Column field="cliente_numero_documento" header="Documento" />
        <Column field="cliente_nombre" header="Cliente" />
        <Column
          header="Total"
          className="celda-monto"
          body={(c: Fila) => totalConMoneda(c.moneda, c.importe_total)}
        />
        <Column
          header="Estado"
          body={(c: Fila) => (
            <span title={c.motivo_baja ?? c.descripcion_sunat ?? c.ultimo_error ?? undefined}>
              <EstadoTag estado={c.estado} />
            </span>
          )}
        />
        <Column
          header="Acciones"
          body={(c: Fila) => (
            <AccionesEnvio
              onXml={() => void acciones.descargarXml(c.id)}
              onCdr={c.tiene_cdr ? () => void acciones.descargarCdr(c.id) : undefined}
            >
              {anulable(c.estado) && (
                <Button
                  type="button"
                  label="Anular"
                  icon="pi pi-ban"
                  size="small"
                  text
                  severity="danger"
                  onClick={() => setAnulando(c)}
                />
              )}
            </AccionesEnvio>
          )}
        />
      </DataTable>
    </div>
  );
}
