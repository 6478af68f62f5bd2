import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useQuery } from 'urql';
import type { ComprobanteFieldsFragment, FiltroComprobantesInput } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { BotonExcel } from '../../../ui/BotonExcel';
import { CampoFecha } from '../../../ui/CampoFecha';
import { DataTable } from '../../../ui/DataTable';
import { useExportar } from '../../../ui/use-exportar';
import { useListaServidor } from '../../../ui/use-lista-servidor';
import { mensajeError } from '../../../ui/utils/acciones';
import { formatFecha } from '../../../ui/utils/fechas';
import { comprobantesQuery, excelComprobantesQuery } from '../graphql/comprobantes';
import { serieNumero } from '../utils/comprobante-form';
import { totalConMoneda } from '../utils/mensajes-cliente';
import { AccionesComprobante } from './AccionesComprobante';
import { DescargaMasivaDialog } from './DescargaMasivaDialog';
import { EstadoTag } from './EstadoTag';
import './facturacion.css';
import './salidas.css';

/** PrimeReact shows '' as no selection, so 'all types' needs a value of its own. */
const TODOS = 'todos';
const NOTAS = [
  { value: '07', label: '07 - Nota de crédito' },
  { value: '08', label: '08 - Nota de débito' },
];
const TIPOS = [
  { value: TODOS, label: 'Todos los tipos' },
  { value: '01', label: '01 - Factura' },
  { value: '03', label: '03 - Boleta' },
  ...NOTAS,
];

/**
 * /fac/factura: the company's electronic documents, newest first, paged and searched by the server
 * (serie-número, customer document or name), with their SUNAT state, their files and actions, the
 * Excel and the bulk download of what the filters show. /fac/notas is the same list of notes only.
 */
export function ComprobantesPage({ notas = false }: { notas?: boolean }) {
  const lista = useListaServidor();
  const [tipo, setTipo] = useState(notas ? '07' : TODOS);
  const [descargaMasiva, setDescargaMasiva] = useState(false);
  const exportar = useExportar(excelComprobantesQuery, (d) => d.excelComprobantes);
  const [desde, setDesde] = useState('');
  const [hasta, setHasta] = useState('');
  // What the list shows is what the Excel and the bulk download take.
  const filtro: FiltroComprobantesInput = {
    tipo: tipo === TODOS ? null : tipo,
    desde: desde || null,
    hasta: hasta || null,
    param: lista.variables.param,
  };
  const [{ data, fetching, error }, refetch] = useQuery({
    query: comprobantesQuery,
    variables: { ...filtro, limite: lista.variables.limite, desde_fila: lista.variables.desde },
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const loadError = mensajeError(error);
  const filas = data?.comprobantes.filas ?? [];

  function filtrar(cambiar: () => void) {
    cambiar();
    lista.primeraPagina();
  }

  return (
    <div className="page">
      <h1 className="page__title">{notas ? 'Notas de crédito y débito' : 'Comprobantes'}</h1>
      {loadError && <Message severity="error" text={loadError} className="w-full" />}
      <div className="comprobantes-herramientas">
        <BotonExcel generar={() => exportar({ filtro })} />
        <Button
          type="button"
          label="Descarga masiva"
          icon="pi pi-download"
          size="small"
          outlined
          onClick={() => setDescargaMasiva(true)}
        />
      </div>
      {descargaMasiva && <DescargaMasivaDialog filtro={filtro} onHide={() => setDescargaMasiva(false)} />}
      <DataTable
        {...lista.tabla}
        resetPageKey={`${tipo}|${desde}|${hasta}`}
        value={filas}
        dataKey="id"
        loading={fetching}
        totalRecords={data?.comprobantes.total ?? 0}
        emptyMessage="No hay comprobantes"
        title={
          <div className="comprobantes-filtros">
            <Dropdown
              inputId="comprobantes-tipo"
              aria-label="Tipo de comprobante"
              value={tipo}
              options={notas ? NOTAS : TIPOS}
              onChange={(e) => {
                if (typeof e.value === 'string') filtrar(() => setTipo(e.value));
              }}
            />
            <label htmlFor="comprobantes-desde">Desde</label>
            <CampoFecha id="comprobantes-desde" value={desde} onChange={(v) => filtrar(() => setDesde(v))} />
            <label htmlFor="comprobantes-hasta">Hasta</label>
            <CampoFecha id="comprobantes-hasta" value={hasta} onChange={(v) => filtrar(() => setHasta(v))} />
          </div>
        }
      >
        <Column header="Fecha" body={(c: ComprobanteFieldsFragment) => formatFecha(c.fecha_emision)} />
        <Column field="tipo" header="Tipo" style={{ width: '5rem' }} />
        <Column header="Número" body={(c: ComprobanteFieldsFragment) => serieNumero(c.serie, c.numero)} />
        {notas && <Column field="documento_afectado" header="Modifica" />}
        <Column field="cliente_numero_documento" header="Documento" />
        <Column field="cliente_nombre" header="Cliente" />
        <Column
          header="Total"
          className="celda-monto"
          body={(c: ComprobanteFieldsFragment) => totalConMoneda(c.moneda, c.importe_total)}
        />
        <Column
          header="Estado"
          body={(c: ComprobanteFieldsFragment) => (
            <span title={c.descripcion_sunat ?? c.ultimo_error ?? undefined}>
              <EstadoTag estado={c.estado} />
            </span>
          )}
        />
        <Column
          header="Acciones"
          body={(c: ComprobanteFieldsFragment) => (
            <AccionesComprobante
              comprobante={c}
              onReenviado={() => refetch({ requestPolicy: 'network-only' })}
              onAnulado={() => refetch({ requestPolicy: 'network-only' })}
            />
          )}
        />
      </DataTable>
    </div>
  );
}
