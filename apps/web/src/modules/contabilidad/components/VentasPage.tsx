import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Message } from 'primereact/message';
import { Fragment, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import type { RegistroVentasQuery } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { DataTable } from '../../../ui/DataTable';
import { useToast } from '../../../ui/toast/use-toast';
import { confirmar, mensajeError } from '../../../ui/utils/acciones';
import { formatFecha } from '../../../ui/utils/fechas';
import { formatMonto, sumarMontos } from '../../../ui/utils/montos';
import { excelRegistroVentasQuery, pdfRegistroVentasQuery } from '../graphql/reportes-contables';
import { anularVentaMutation, registroVentasQuery } from '../graphql/ventas';
import { usePeriodoLibro } from '../hooks/use-periodo-libro';
import { periodoLibro } from '../utils/periodo';
import { AsientoVentaDialog } from './AsientoVentaDialog';
import { BotonesArchivo } from './BotonesArchivo';
import { CampoPeriodo } from './CampoPeriodo';
import './contabilidad.css';

type Fila = RegistroVentasQuery['registroVentas']['filas'][number];
type Totales = RegistroVentasQuery['registroVentas']['totales'];

const documento = (f: Fila) =>
  `${f.tipo_comprobante} ${f.serie ? `${f.serie}-` : ''}${f.numero}${f.numero_final ? ` al ${f.numero_final}` : ''}`;
const COLUMNAS_TOTALES: readonly { clave: keyof Totales; etiqueta: string }[] = [
  { clave: 'exportacion', etiqueta: 'Exportación' },
  { clave: 'base_gravada', etiqueta: 'Base gravada' },
  { clave: 'igv', etiqueta: 'IGV' },
  { clave: 'exonerada', etiqueta: 'Exonerada' },
  { clave: 'inafecta', etiqueta: 'Inafecta' },
  { clave: 'isc', etiqueta: 'ISC' },
  { clave: 'icbper', etiqueta: 'ICBPER' },
  { clave: 'otros', etiqueta: 'Otros' },
  { clave: 'total', etiqueta: 'Total' },
];

/**
 * /contable/ventas: the registro de ventas of a period (amounts in soles, as the 14.1 keeps them) with
 * its totals — invoicing's documents and those registered here; each sale's asiento from its row, and
 * voiding for those registered here (invoicing's are voided in invoicing).
 */
export function VentasPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const { periodo, cambiar } = usePeriodoLibro();
  const [asiento, setAsiento] = useState<string | null>(null);
  const [{ data, fetching, error }, refetch] = useQuery({
    query: registroVentasQuery,
    variables: { periodo: periodoLibro(periodo) },
    pause: !periodo,
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const [, anular] = useMutation(anularVentaMutation);
  const registro = data?.registroVentas;

  function anularFila(f: Fila) {
    confirmar({
      mensaje: `¿Anular la venta ${documento(f)} de ${f.cliente_nombre ?? ''}? Saldrá del registro y del diario.`,
      aceptar: 'Anular',
      onAceptar: async () => {
        const r = await anular({ id: f.id }, MANUAL_ERRORS);
        const mensaje = mensajeError(r.error);
        if (mensaje) toast.error(mensaje);
        if (!r.data) return;
        toast.success(`Venta ${documento(f)} anulada`);
        refetch({ requestPolicy: 'network-only' });
      },
    });
  }

  return (
    <div className="page">
      <h1 className="page__title">Registro de ventas</h1>
      {mensajeError(error) && (
        <Message severity="error" text={mensajeError(error) ?? ''} className="w-full" />
      )}
      <div className="libro-filtros">
        <CampoPeriodo id="ventas-periodo" value={periodo} onChange={cambiar} />
        <BotonesArchivo
          variables={{ periodo: periodoLibro(periodo) }}
          excel={{ query: excelRegistroVentasQuery, elegir: (d) => d.excelRegistroVentas }}
          pdf={{ query: pdfRegistroVentasQuery, elegir: (d) => d.pdfRegistroVentas }}
        />
        <Button
          type="button"
          label="Registrar venta"
          icon="pi pi-plus"
          onClick={() => navigate('/contable/venta/create')}
        />
      </div>
      <DataTable
        value={registro?.filas ?? []}
        dataKey="id"
        loading={fetching}
        emptyMessage="No hay ventas en el periodo"
      >
        <Column field="cuo" header="CUO" />
        <Column header="Emisión" body={(f: Fila) => formatFecha(f.fecha_emision)} />
        <Column header="Comprobante" body={documento} />
        <Column
          header="Cliente"
          body={(f: Fila) => `${f.cliente_numero_documento ?? ''} ${f.cliente_nombre ?? ''}`}
        />
        <Column header="Exportación" className="celda-monto" body={(f: Fila) => formatMonto(f.exportacion)} />
        <Column
          header="Base gravada"
          className="celda-monto"
          body={(f: Fila) => formatMonto(f.base_gravada)}
        />
        <Column header="IGV" className="celda-monto" body={(f: Fila) => formatMonto(f.igv)} />
        <Column
          header="Exonerada / inafecta"
          className="celda-monto"
          body={(f: Fila) => formatMonto(sumarMontos([f.exonerada, f.inafecta]))}
        />
        <Column header="Total S/" className="celda-monto" body={(f: Fila) => formatMonto(f.total)} />
        <Column
          header="Moneda"
          body={(f: Fila) =>
            f.moneda === 'PEN' ? 'PEN' : `${f.moneda} ${formatMonto(f.total_documento)} (TC ${f.tipo_cambio})`
          }
        />
        <Column field="estado_ple" header="Estado PLE" />
        <Column header="Origen" body={(f: Fila) => (f.de_facturacion ? 'Facturación' : 'Registro')} />
        <Column
          header="Acciones"
          body={(f: Fila) => (
            <div className="fila-acciones">
              <Button
                type="button"
                icon="pi pi-book"
                size="small"
                text
                aria-label={`Ver asiento de ${documento(f)}`}
                tooltip="Ver asiento"
                onClick={() => setAsiento(f.id)}
              />
              {!f.de_facturacion && (
                <Button
                  type="button"
                  icon="pi pi-ban"
                  size="small"
                  text
                  severity="danger"
                  aria-label={`Anular ${documento(f)}`}
                  tooltip="Anular"
                  onClick={() => anularFila(f)}
                />
              )}
            </div>
          )}
        />
      </DataTable>
      {registro && (
        <section className="compra-totales" aria-label="Totales del periodo">
          <dl>
            {COLUMNAS_TOTALES.filter((c) => c.clave === 'total' || registro.totales[c.clave] !== '0.00').map(
              (c) => (
                <Fragment key={c.clave}>
                  <dt>{c.etiqueta}</dt>
                  <dd data-testid={`registro-total-${c.clave}`}>
                    S/ {formatMonto(registro.totales[c.clave])}
                  </dd>
                </Fragment>
              ),
            )}
          </dl>
        </section>
      )}
      {asiento && <AsientoVentaDialog id={asiento} onHide={() => setAsiento(null)} />}
    </div>
  );
}
