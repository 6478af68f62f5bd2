import { Column } from 'primereact/column';
import { useQuery } from 'urql';
import type { PosReporteCajasQuery } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { DataTable } from '../../../ui/DataTable';
import { reporteCajasQuery } from '../graphql/caja';

type Sesion = PosReporteCajasQuery['reporteCajas'][number];

const fechaHora = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString('es-PE') : '');

/** The box's closed sessions: who, when, float, expected against counted and the difference. */
export function ReporteCaja({ cajaId }: { cajaId: string }) {
  const [{ data, fetching }] = useQuery({
    query: reporteCajasQuery,
    variables: { caja_id: cajaId, cerradas: true },
    requestPolicy: 'cache-and-network',
    context: MANUAL_ERRORS,
  });
  return (
    <section className="pos-cobro" aria-label="Reporte de caja">
      <h2 className="pos-subtitulo">Sesiones cerradas</h2>
      <DataTable
        value={data?.reporteCajas ?? []}
        dataKey="id"
        loading={fetching}
        emptyMessage="Sin sesiones cerradas"
      >
        <Column header="Cajero" field="usuario" />
        <Column header="Apertura" body={(s: Sesion) => fechaHora(s.abierta_at)} />
        <Column header="Cierre" body={(s: Sesion) => fechaHora(s.cerrada_at)} />
        <Column header="Cobros" field="pedidos" />
        <Column header="Esperado" field="esperado" className="celda-numero" />
        <Column header="Contado" field="contado" className="celda-numero" />
        <Column header="Diferencia" field="diferencia" className="celda-numero" />
      </DataTable>
    </section>
  );
}
