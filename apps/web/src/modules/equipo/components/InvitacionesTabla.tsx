import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { useMutation } from 'urql';
import type { EquipoQuery } from '../../../gql/graphql';
import { DataTable } from '../../../ui/DataTable';
import { formatFechaHora } from '../../../ui/utils/fechas';
import { anularInvitacionMutation } from '../graphql/equipo';
import { useAccionEquipo } from '../hooks/use-accion-equipo';
import type { Nombres } from '../utils/auditoria';

type Invitacion = EquipoQuery['invitacionesEmpresa'][number];

interface InvitacionesTablaProps {
  invitaciones: readonly Invitacion[];
  cargando: boolean;
  nombres: Nombres;
  onCambio: () => void;
}

/** Invitations mailed and not yet accepted, each of which can be withdrawn. */
export function InvitacionesTabla({ invitaciones, cargando, nombres, onCambio }: InvitacionesTablaProps) {
  const [, anular] = useMutation(anularInvitacionMutation);
  const accion = useAccionEquipo(onCambio);
  return (
    <DataTable
      value={invitaciones}
      dataKey="id"
      loading={cargando}
      searchFields={['email', 'rol']}
      emptyMessage="No hay invitaciones pendientes"
    >
      <Column field="email" header="Correo" sortable />
      <Column field="rol" header="Rol" sortable style={{ width: '10rem' }} />
      <Column
        header="Local"
        style={{ width: '9rem' }}
        body={(i: Invitacion) => (i.local_id ? nombres.local(i.local_id) : 'Todos')}
      />
      <Column
        header="Vence"
        style={{ width: '10rem' }}
        body={(i: Invitacion) => formatFechaHora(i.expira_at)}
      />
      <Column
        header="Acciones"
        style={{ width: '8rem' }}
        body={(i: Invitacion) => (
          <Button
            type="button"
            label="Anular"
            icon="pi pi-times"
            size="small"
            severity="danger"
            outlined
            aria-label={`Anular la invitación de ${i.email}`}
            onClick={() =>
              accion({
                pregunta: `¿Anular la invitación de ${i.email}? El enlace que recibió deja de servir.`,
                aceptar: 'Anular',
                ejecutar: (ctx) => anular({ id: i.id }, ctx),
                exito: `Invitación de ${i.email} anulada`,
              })
            }
          />
        )}
      />
    </DataTable>
  );
}
