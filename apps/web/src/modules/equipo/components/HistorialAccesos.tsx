import { Column } from 'primereact/column';
import { Message } from 'primereact/message';
import { useQuery } from 'urql';
import type { AuditoriaAccesosQuery } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { DataTable } from '../../../ui/DataTable';
import { mensajeError } from '../../../ui/utils/acciones';
import { formatFechaHora } from '../../../ui/utils/fechas';
import { auditoriaAccesosQuery } from '../graphql/equipo';
import { type Nombres, nombreAccion, textoDetalle } from '../utils/auditoria';

type Registro = AuditoriaAccesosQuery['auditoriaAccesos'][number];

/** How many log entries the tab asks for (the server gives at most 500). */
const LIMITE = 200;

/**
 * The company's access log: who invited, changed, suspended or removed whom, and when. It is read when
 * the tab is shown (the page remounts it after each change).
 */
export function HistorialAccesos({ nombres }: { nombres: Nombres }) {
  const [{ data, fetching, error }] = useQuery({
    query: auditoriaAccesosQuery,
    variables: { limite: LIMITE },
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const mensaje = mensajeError(error);
  return (
    <>
      {mensaje && <Message severity="error" text={mensaje} className="w-full" />}
      <DataTable
        value={data?.auditoriaAccesos ?? []}
        dataKey="id"
        loading={fetching}
        searchFields={['actor', 'usuario', 'accion']}
        emptyMessage="Aún no hay movimientos de accesos"
      >
        <Column header="Fecha" style={{ width: '10rem' }} body={(r: Registro) => formatFechaHora(r.fecha)} />
        <Column header="Acción" style={{ width: '11rem' }} body={(r: Registro) => nombreAccion(r.accion)} />
        <Column field="actor" header="Realizado por" />
        <Column header="Usuario" body={(r: Registro) => r.usuario ?? '—'} />
        <Column header="Detalle" body={(r: Registro) => textoDetalle(r.detalle, nombres)} />
      </DataTable>
    </>
  );
}
