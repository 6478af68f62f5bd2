import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useQuery } from 'urql';
import type { DocumentoInternoFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { CampoFecha } from '../../../ui/CampoFecha';
import { DataTable } from '../../../ui/DataTable';
import { useListaServidor } from '../../../ui/use-lista-servidor';
import { mensajeError } from '../../../ui/utils/acciones';
import { formatFecha } from '../../../ui/utils/fechas';
import { formatMonto } from '../../../ui/utils/montos';
import { EstadoTag } from '../components/EstadoTag';
import { documentosInternosQuery } from '../graphql/internos';
import { serieNumero } from '../utils/comprobante-form';
import { AccionesDocumentoInterno } from './AccionesDocumentoInterno';
import { DOCUMENTOS_INTERNOS, etiquetaEstado, type TipoInterno } from './documento-interno-form';
import { EmitirDocumentoInternoDialog } from './EmitirDocumentoInternoDialog';
import '../components/facturacion.css';
import './documentos-internos.css';

type Fila = DocumentoInternoFieldsFragment;

/**
 * /fac/proformas, /fac/ordenes-compra and /fac/notas-venta: the company's documents of one type,
 * newest first, paged and searched by the server (serie-número, document or name) with their total;
 * 'Nuevo' opens the emission form, each row prints, voids and (a valid proforma) converts.
 */
export function DocumentosInternosPage({ tipo }: { tipo: TipoInterno }) {
  const def = DOCUMENTOS_INTERNOS[tipo];
  const lista = useListaServidor();
  const [desde, setDesde] = useState('');
  const [hasta, setHasta] = useState('');
  const [nuevo, setNuevo] = useState(false);
  const { limite } = lista.variables;
  const [{ data, fetching, error }, refetch] = useQuery({
    query: documentosInternosQuery,
    variables: {
      tipo,
      desde: desde || null,
      hasta: hasta || null,
      buscar: lista.variables.param,
      limite,
      pagina: Math.floor(lista.variables.desde / limite) + 1,
    },
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const loadError = mensajeError(error);
  const total = data?.documentosInternos.total ?? 0;
  const recargar = () => refetch({ requestPolicy: 'network-only' });

  function filtrar(cambiar: () => void) {
    cambiar();
    lista.primeraPagina();
  }

  return (
    <div className="page">
      <h1 className="page__title">{def.titulo}</h1>
      {loadError && <Message severity="error" text={loadError} className="w-full" />}
      <div className="documentos-internos-herramientas">
        <span data-testid="documentos-total">
          {total} {total === 1 ? 'documento' : 'documentos'}
        </span>
        <Button
          type="button"
          label={def.nuevo}
          icon="pi pi-plus"
          size="small"
          onClick={() => setNuevo(true)}
        />
      </div>
      <EmitirDocumentoInternoDialog
        tipo={tipo}
        visible={nuevo}
        onHide={() => setNuevo(false)}
        onEmitido={() => {
          setNuevo(false);
          recargar();
        }}
      />
      <DataTable
        {...lista.tabla}
        resetPageKey={`${desde}|${hasta}`}
        value={data?.documentosInternos.filas ?? []}
        dataKey="id"
        loading={fetching}
        totalRecords={total}
        emptyMessage={`No hay ${def.titulo.toLowerCase()}`}
        title={
          <div className="comprobantes-filtros">
            <label htmlFor="internos-desde">Desde</label>
            <CampoFecha id="internos-desde" value={desde} onChange={(v) => filtrar(() => setDesde(v))} />
            <label htmlFor="internos-hasta">Hasta</label>
            <CampoFecha id="internos-hasta" value={hasta} onChange={(v) => filtrar(() => setHasta(v))} />
          </div>
        }
      >
        <Column header="Fecha" body={(d: Fila) => formatFecha(d.fecha_emision)} />
        <Column header="Número" body={(d: Fila) => serieNumero(d.serie, d.numero)} />
        {def.vencimiento && (
          <Column header={def.vencimiento} body={(d: Fila) => formatFecha(d.fecha_vencimiento)} />
        )}
        <Column field="persona_numero_documento" header="Documento" />
        <Column field="persona_nombre" header={def.persona} />
        <Column
          header="Total"
          className="celda-monto"
          body={(d: Fila) => `${d.moneda === 'USD' ? 'US$' : 'S/'} ${formatMonto(d.importe_total)}`}
        />
        <Column
          header="Estado"
          body={(d: Fila) => {
            const e = etiquetaEstado(d);
            return (
              <span title={d.motivo_anulacion ?? undefined} data-estado-interno={d.estado}>
                <Tag value={e.texto} severity={e.severidad} />
              </span>
            );
          }}
        />
        {tipo === '98' && (
          <Column
            header="Comprobante"
            body={(d: Fila) =>
              d.comprobante && (
                <span className="comprobante-acciones">
                  {serieNumero(d.comprobante.serie, d.comprobante.numero)}
                  <EstadoTag estado={d.comprobante.estado} />
                </span>
              )
            }
          />
        )}
        <Column
          header="Acciones"
          body={(d: Fila) => <AccionesDocumentoInterno documento={d} onCambiado={recargar} />}
        />
      </DataTable>
    </div>
  );
}

/** One component per route, so moving between the lists starts each with its own state. */
export const ProformasPage = () => <DocumentosInternosPage tipo="98" />;
export const OrdenesCompraPage = () => <DocumentosInternosPage tipo="97" />;
export const NotasVentaPage = () => <DocumentosInternosPage tipo="99" />;
