import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Message } from 'primereact/message';
import { Fragment, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import type { RegistroComprasQuery } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { DataTable } from '../../../ui/DataTable';
import { useToast } from '../../../ui/toast/use-toast';
import { confirmar, mensajeError } from '../../../ui/utils/acciones';
import { formatFecha } from '../../../ui/utils/fechas';
import { formatMonto } from '../../../ui/utils/montos';
import { anularCompraMutation, registroComprasQuery } from '../graphql/compras';
import { excelRegistroComprasQuery, pdfRegistroComprasQuery } from '../graphql/reportes-contables';
import { usePeriodoLibro } from '../hooks/use-periodo-libro';
import { periodoLibro } from '../utils/periodo';
import { AsientoCompraDialog } from './AsientoCompraDialog';
import { BotonesArchivo } from './BotonesArchivo';
import { CampoPeriodo } from './CampoPeriodo';
import { DescargaPleCompras } from './DescargaPleCompras';
import './contabilidad.css';

type Fila = RegistroComprasQuery['registroCompras']['filas'][number];
type Totales = RegistroComprasQuery['registroCompras']['totales'];

const documento = (f: Fila) => `${f.tipo_comprobante} ${f.serie ? `${f.serie}-` : ''}${f.numero}`;
const COLUMNAS_TOTALES: readonly { clave: keyof Totales; etiqueta: string }[] = [
  { clave: 'base_gravada', etiqueta: 'Base gravada' },
  { clave: 'igv', etiqueta: 'IGV' },
  { clave: 'base_gravada_mixta', etiqueta: 'Base gravada y no gravada' },
  { clave: 'igv_mixta', etiqueta: 'IGV (gravada y no gravada)' },
  { clave: 'base_sin_credito', etiqueta: 'Base sin crédito' },
  { clave: 'igv_sin_credito', etiqueta: 'IGV sin crédito' },
  { clave: 'no_gravada', etiqueta: 'No gravada' },
  { clave: 'isc', etiqueta: 'ISC' },
  { clave: 'icbper', etiqueta: 'ICBPER' },
  { clave: 'otros', etiqueta: 'Otros' },
  { clave: 'total', etiqueta: 'Total' },
];

/**
 * /contable/compras: the registro de compras of a period (amounts in soles, as the 8.1 keeps them) with
 * its totals; each purchase's asiento and voiding from its row.
 */
export function ComprasPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const { periodo, cambiar } = usePeriodoLibro();
  const [asiento, setAsiento] = useState<string | null>(null);
  const [{ data, fetching, error }, refetch] = useQuery({
    query: registroComprasQuery,
    variables: { periodo: periodoLibro(periodo) },
    pause: !periodo,
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const [, anular] = useMutation(anularCompraMutation);
  const registro = data?.registroCompras;

  function anularFila(f: Fila) {
    confirmar({
      mensaje: `¿Anular la compra ${documento(f)} de ${f.proveedor_nombre ?? ''}? Saldrá del registro y del diario.`,
      aceptar: 'Anular',
      onAceptar: async () => {
        const r = await anular({ id: f.id }, MANUAL_ERRORS);
        const mensaje = mensajeError(r.error);
        if (mensaje) toast.error(mensaje);
        if (!r.data) return;
        toast.success(`Compra ${documento(f)} anulada`);
        refetch({ requestPolicy: 'network-only' });
      },
    });
  }

  return (
    <div className="page">
      <h1 className="page__title">Registro de compras</h1>
      {mensajeError(error) && (
        <Message severity="error" text={mensajeError(error) ?? ''} className="w-full" />
      )}
      <div className="libro-filtros">
        <CampoPeriodo id="compras-periodo" value={periodo} onChange={cambiar} />
        <BotonesArchivo
          variables={{ periodo: periodoLibro(periodo) }}
          excel={{ query: excelRegistroComprasQuery, elegir: (d) => d.excelRegistroCompras }}
          pdf={{ query: pdfRegistroComprasQuery, elegir: (d) => d.pdfRegistroCompras }}
        />
        <Button
          type="button"
          label="Registrar compra"
          icon="pi pi-plus"
          onClick={() => navigate('/contable/compra/create')}
        />
        <DescargaPleCompras periodo={periodoLibro(periodo)} />
      </div>
      <DataTable
        value={registro?.filas ?? []}
        dataKey="id"
        loading={fetching}
        emptyMessage="No hay compras en el periodo"
      >
        <Column field="cuo" header="CUO" />
        <Column header="Emisión" body={(f: Fila) => formatFecha(f.fecha_emision)} />
        <Column header="Comprobante" body={documento} />
        <Column
          header="Proveedor"
          body={(f: Fila) => `${f.proveedor_numero_documento ?? ''} ${f.proveedor_nombre ?? ''}`}
        />
        <Column
          header="Base gravada"
          className="celda-monto"
          body={(f: Fila) => formatMonto(f.base_gravada)}
        />
        <Column header="IGV" className="celda-monto" body={(f: Fila) => formatMonto(f.igv)} />
        <Column header="No gravada" className="celda-monto" body={(f: Fila) => formatMonto(f.no_gravada)} />
        <Column header="Total S/" className="celda-monto" body={(f: Fila) => formatMonto(f.total)} />
        <Column
          header="Moneda"
          body={(f: Fila) =>
            f.moneda === 'PEN' ? 'PEN' : `${f.moneda} ${formatMonto(f.total_documento)} (TC ${f.tipo_cambio})`
          }
        />
        <Column field="estado_ple" header="Estado PLE" />
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
      {asiento && <AsientoCompraDialog id={asiento} onHide={() => setAsiento(null)} />}
    </div>
  );
}
