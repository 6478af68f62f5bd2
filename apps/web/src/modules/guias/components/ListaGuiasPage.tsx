import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { GuiaFieldsFragment } from '../../../gql/graphql';
import { BotonExcel } from '../../../ui/BotonExcel';
import { CampoFecha } from '../../../ui/CampoFecha';
import { DataTable } from '../../../ui/DataTable';
import { useExportar } from '../../../ui/use-exportar';
import { formatFecha } from '../../../ui/utils/fechas';
import { serieNumero } from '../../facturacion/utils/comprobante-form';
import { excelGuiasQuery } from '../graphql/guias';
import { useAccionesGuia } from '../hooks/use-acciones-guia';
import { useListaGuias } from '../hooks/use-lista-guias';
import { respuestaSunat } from '../utils/estado-guia';
import { AccionesGuia } from './AccionesGuia';
import { BajaGuiaDialog } from './BajaGuiaDialog';
import { EstadoGuiaTag } from './EstadoGuiaTag';
import '../../facturacion/components/facturacion.css';
import '../../facturacion/components/salidas.css';
import './guias.css';

type Guia = GuiaFieldsFragment;

/**
 * /fac/lisGuias: the company's guías de remisión, newest first, by issue dates or searched by
 * serie-número and destinatario, with SUNAT's state (followed until it answers), their PDF and XML, a
 * query of the ticket, the re-issue of a rejected one, the baja of an accepted one and the Excel of what
 * the filters show.
 */
export function ListaGuiasPage() {
  const navigate = useNavigate();
  const lista = useListaGuias();
  const acciones = useAccionesGuia(lista.actualizar);
  const exportar = useExportar(excelGuiasQuery, (d) => d.excelGuias);
  const [deBaja, setDeBaja] = useState<Guia | null>(null);

  return (
    <div className="page">
      <h1 className="page__title">Guías de remisión</h1>
      {lista.error && <Message severity="error" text={lista.error} className="w-full" />}
      <div className="comprobantes-herramientas">
        <Button
          type="button"
          label="Emitir guía"
          icon="pi pi-plus"
          size="small"
          onClick={() => navigate('/fac/guias')}
        />
        <BotonExcel generar={() => exportar(lista.filtro)} />
        <Button
          type="button"
          label="Actualizar"
          icon="pi pi-refresh"
          size="small"
          outlined
          loading={lista.fetching}
          onClick={lista.actualizar}
        />
      </div>
      <DataTable
        {...lista.tabla}
        value={lista.filas}
        dataKey="id"
        loading={lista.fetching && lista.filas.length === 0}
        totalRecords={lista.total}
        emptyMessage="No hay guías de remisión"
        title={
          <div className="guias-filtros">
            <label htmlFor="guias-desde">Desde</label>
            <CampoFecha id="guias-desde" value={lista.desde} onChange={lista.cambiarDesde} />
            <label htmlFor="guias-hasta">Hasta</label>
            <CampoFecha id="guias-hasta" value={lista.hasta} onChange={lista.cambiarHasta} />
            <span className="page__hint" data-testid="guias-total">
              {lista.total} {lista.total === 1 ? 'guía' : 'guías'}
            </span>
          </div>
        }
      >
        <Column header="Emisión" body={(g: Guia) => formatFecha(g.fecha_emision)} />
        <Column field="tipo" header="Tipo" style={{ width: '4rem' }} />
        <Column header="Número" body={(g: Guia) => serieNumero(g.serie, g.numero)} />
        <Column header="Traslado" body={(g: Guia) => formatFecha(g.fecha_inicio_traslado)} />
        <Column header="Documento" body={(g: Guia) => g.destinatario.numero_documento} />
        <Column header="Destinatario" body={(g: Guia) => g.destinatario.nombre} />
        <Column
          header="Peso"
          className="celda-monto"
          body={(g: Guia) => `${g.peso.bruto} ${g.peso.unidad}`}
        />
        <Column header="Estado" body={(g: Guia) => <EstadoGuiaTag estado={g.estado} />} />
        <Column header="Respuesta SUNAT" body={(g: Guia) => respuestaSunat(g)} />
        <Column
          header="Acciones"
          body={(g: Guia) => <AccionesGuia guia={g} acciones={acciones} onBaja={setDeBaja} />}
        />
      </DataTable>
      {deBaja && (
        <BajaGuiaDialog
          guia={deBaja}
          onHide={(hecha) => {
            setDeBaja(null);
            if (hecha) lista.actualizar();
          }}
        />
      )}
    </div>
  );
}
