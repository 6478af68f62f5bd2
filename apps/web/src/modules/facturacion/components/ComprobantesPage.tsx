import { Column } from 'primereact/column';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useQuery } from 'urql';
import type { ComprobanteFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { DataTable } from '../../../ui/DataTable';
import { TextInput } from '../../../ui/TextInput';
import { useListaServidor } from '../../../ui/use-lista-servidor';
import { mensajeError } from '../../../ui/utils/acciones';
import { formatFecha } from '../../../ui/utils/fechas';
import { formatMonto } from '../../../ui/utils/montos';
import { comprobantesQuery } from '../graphql/comprobantes';
import { serieNumero } from '../utils/comprobante-form';
import { AccionesComprobante } from './AccionesComprobante';
import { EstadoTag } from './EstadoTag';
import './facturacion.css';

/** PrimeReact shows '' as no selection, so 'all types' needs a value of its own. */
const TODOS = 'todos';
const TIPOS = [
  { value: TODOS, label: 'Todos los tipos' },
  { value: '01', label: '01 - Factura' },
  { value: '03', label: '03 - Boleta' },
  { value: '07', label: '07 - Nota de crédito' },
  { value: '08', label: '08 - Nota de débito' },
];

/**
 * /fac/factura: the company's electronic documents, newest first, paged and searched by the server
 * (serie-número, customer document or name), with their SUNAT state and the XML / CDR / resend actions.
 */
export function ComprobantesPage() {
  const lista = useListaServidor();
  const [tipo, setTipo] = useState(TODOS);
  const [desde, setDesde] = useState('');
  const [hasta, setHasta] = useState('');
  const [{ data, fetching, error }, refetch] = useQuery({
    query: comprobantesQuery,
    variables: {
      tipo: tipo === TODOS ? null : tipo,
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
  const filas = data?.comprobantes.filas ?? [];

  function filtrar(cambiar: () => void) {
    cambiar();
    lista.primeraPagina();
  }

  return (
    <div className="page">
      <h1 className="page__title">Comprobantes</h1>
      {loadError && <Message severity="error" text={loadError} className="w-full" />}
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
              options={TIPOS}
              onChange={(e) => {
                if (typeof e.value === 'string') filtrar(() => setTipo(e.value));
              }}
            />
            <label htmlFor="comprobantes-desde">Desde</label>
            <TextInput
              id="comprobantes-desde"
              type="date"
              value={desde}
              onChange={(v) => filtrar(() => setDesde(v))}
            />
            <label htmlFor="comprobantes-hasta">Hasta</label>
            <TextInput
              id="comprobantes-hasta"
              type="date"
              value={hasta}
              onChange={(v) => filtrar(() => setHasta(v))}
            />
          </div>
        }
      >
        <Column header="Fecha" body={(c: ComprobanteFieldsFragment) => formatFecha(c.fecha_emision)} />
        <Column field="tipo" header="Tipo" style={{ width: '5rem' }} />
        <Column header="Número" body={(c: ComprobanteFieldsFragment) => serieNumero(c.serie, c.numero)} />
        <Column field="cliente_numero_documento" header="Documento" />
        <Column field="cliente_nombre" header="Cliente" />
        <Column
          header="Total"
          className="celda-monto"
          body={(c: ComprobanteFieldsFragment) =>
            `${c.moneda === 'USD' ? 'US$' : 'S/'} ${formatMonto(c.importe_total)}`
          }
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
            />
          )}
        />
      </DataTable>
    </div>
  );
}
