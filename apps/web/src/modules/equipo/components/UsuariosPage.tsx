import { Message } from 'primereact/message';
import { TabPanel, TabView } from 'primereact/tabview';
import { useMemo, useState } from 'react';
import { useQuery } from 'urql';
import type { MiembroFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { mensajeError } from '../../../ui/utils/acciones';
import { meQuery } from '../../auth/graphql/session';
import { equipoQuery } from '../graphql/equipo';
import { useOpcionesEquipo } from '../hooks/use-opciones-equipo';
import { ConcesionDialog } from './ConcesionDialog';
import { HistorialAccesos } from './HistorialAccesos';
import { InvitacionesTabla } from './InvitacionesTabla';
import { MiembrosTabla } from './MiembrosTabla';
import '../equipo.css';

/** The dialog open: an invitation, or the grant of a member. */
type Dialogo = { miembro: MiembroFieldsFragment | null } | null;

/**
 * /app/usuarios: who works in the session company — its members and their grants, the invitations
 * waiting and the access log.
 */
export function UsuariosPage() {
  const opciones = useOpcionesEquipo();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: equipoQuery,
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const [me] = useQuery({ query: meQuery, context: MANUAL_ERRORS });
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  // Each change reloads the lists and makes the log tab read the log again.
  const [version, setVersion] = useState(0);
  const miembros = data?.miembrosEmpresa ?? [];
  const invitaciones = data?.invitacionesEmpresa ?? [];
  const nombres = useMemo(
    () => opciones.nombres(new Map([...miembros, ...invitaciones].map((x) => [x.rol_id, x.rol]))),
    [opciones, miembros, invitaciones],
  );
  const mensaje = mensajeError(error);

  function cambio() {
    refetch({ requestPolicy: 'network-only' });
    setVersion((v) => v + 1);
  }

  return (
    <div className="page">
      <h1 className="page__title">Usuarios y accesos</h1>
      {mensaje && <Message severity="error" text={mensaje} className="w-full" />}
      <TabView className="equipo__tabs">
        <TabPanel header="Miembros" leftIcon="pi pi-users">
          <MiembrosTabla
            miembros={miembros}
            cargando={fetching}
            nombres={nombres}
            yo={me.data?.me.user.id ?? null}
            invitar={() => setDialogo({ miembro: null })}
            editar={(miembro) => setDialogo({ miembro })}
            onCambio={cambio}
          />
        </TabPanel>
        <TabPanel header={`Invitaciones pendientes (${invitaciones.length})`} leftIcon="pi pi-envelope">
          <InvitacionesTabla
            invitaciones={invitaciones}
            cargando={fetching}
            nombres={nombres}
            onCambio={cambio}
          />
        </TabPanel>
        <TabPanel header="Historial de accesos" leftIcon="pi pi-history">
          <HistorialAccesos key={version} nombres={nombres} />
        </TabPanel>
      </TabView>
      {dialogo && (
        <ConcesionDialog
          miembro={dialogo.miembro}
          opciones={opciones}
          cerrar={() => setDialogo(null)}
          guardada={() => {
            setDialogo(null);
            cambio();
          }}
        />
      )}
    </div>
  );
}
