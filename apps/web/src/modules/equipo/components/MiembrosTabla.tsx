import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Tag } from 'primereact/tag';
import { useMutation } from 'urql';
import type { MiembroFieldsFragment } from '../../../gql/graphql';
import { DataTable } from '../../../ui/DataTable';
import { formatFechaLima } from '../../../ui/utils/fechas';
import { quitarMiembroMutation, suspenderMiembroMutation } from '../graphql/equipo';
import { useAccionEquipo } from '../hooks/use-accion-equipo';
import { estadoMiembro, type Nombres, textoModulos } from '../utils/auditoria';

type Miembro = MiembroFieldsFragment;

interface MiembrosTablaProps {
  miembros: readonly Miembro[];
  cargando: boolean;
  nombres: Nombres;
  /** The session user: their own grant is not theirs to change. */
  yo: string | null;
  invitar: () => void;
  editar: (m: Miembro) => void;
  /** A member changed or left: ask the lists again. */
  onCambio: () => void;
}

/** The people who work in the company, what their grant opens and what the owner may do with it. */
export function MiembrosTabla({
  miembros,
  cargando,
  nombres,
  yo,
  invitar,
  editar,
  onCambio,
}: MiembrosTablaProps) {
  const [, suspender] = useMutation(suspenderMiembroMutation);
  const [, quitar] = useMutation(quitarMiembroMutation);
  const accion = useAccionEquipo(onCambio);

  function cambiarSuspension(m: Miembro) {
    const suspendido = !m.suspendido;
    accion({
      pregunta: suspendido
        ? `¿Suspender el acceso de ${m.nombres}? Sus sesiones en la empresa terminan de inmediato.`
        : `¿Reactivar el acceso de ${m.nombres}?`,
      aceptar: suspendido ? 'Suspender' : 'Reactivar',
      ejecutar: (ctx) => suspender({ usuario_id: m.usuario_id, suspendido }, ctx),
      exito: suspendido ? `Acceso de ${m.nombres} suspendido` : `Acceso de ${m.nombres} reactivado`,
    });
  }

  function pedirQuitar(m: Miembro) {
    accion({
      pregunta: `¿Quitar a ${m.nombres} de la empresa? Sus sesiones en ella terminan de inmediato.`,
      aceptar: 'Quitar',
      ejecutar: (ctx) => quitar({ usuario_id: m.usuario_id }, ctx),
      exito: `${m.nombres} ya no trabaja en la empresa`,
    });
  }

  return (
    <DataTable
      value={miembros}
      dataKey="usuario_id"
      loading={cargando}
      searchFields={['nombres', 'email', 'rol']}
      emptyMessage="La empresa no tiene miembros"
      rowClassName={(m) => (m.suspendido ? 'fila-eliminada' : undefined)}
      title={<Button type="button" label="Invitar" icon="pi pi-user-plus" size="small" onClick={invitar} />}
    >
      <Column
        field="nombres"
        header="Nombre"
        sortable
        body={(m: Miembro) => (
          <span>
            {m.nombres}{' '}
            {m.propietario && <Tag value="Titular" severity="info" icon="pi pi-star" className="ml-2" />}
          </span>
        )}
      />
      <Column field="email" header="Correo" sortable />
      <Column field="rol" header="Rol" sortable style={{ width: '10rem' }} />
      <Column
        header="Local"
        style={{ width: '9rem' }}
        body={(m: Miembro) => (m.local_id ? nombres.local(m.local_id) : 'Todos')}
      />
      <Column header="Módulos" body={(m: Miembro) => textoModulos(m.modulos, nombres.modulo)} />
      <Column
        header="Demo hasta"
        style={{ width: '8rem' }}
        body={(m: Miembro) => formatFechaLima(m.demo_vence_at) || '—'}
      />
      <Column
        header="Estado"
        style={{ width: '8rem' }}
        body={(m: Miembro) => {
          const e = estadoMiembro(m);
          return <Tag value={e.texto} severity={e.severidad} />;
        }}
      />
      <Column
        header="Acciones"
        style={{ width: '10rem' }}
        body={(m: Miembro) =>
          // The server refuses both: the owner's grant, and one's own.
          m.propietario || m.usuario_id === yo ? null : (
            <div className="fila-acciones">
              <Button
                type="button"
                icon="pi pi-pencil"
                rounded
                text
                aria-label={`Editar acceso de ${m.nombres}`}
                onClick={() => editar(m)}
              />
              <Button
                type="button"
                icon={m.suspendido ? 'pi pi-play' : 'pi pi-pause'}
                rounded
                text
                severity="warning"
                aria-label={`${m.suspendido ? 'Reactivar' : 'Suspender'} a ${m.nombres}`}
                onClick={() => cambiarSuspension(m)}
              />
              <Button
                type="button"
                icon="pi pi-user-minus"
                rounded
                text
                severity="danger"
                aria-label={`Quitar a ${m.nombres}`}
                onClick={() => pedirQuitar(m)}
              />
            </div>
          )
        }
      />
    </DataTable>
  );
}
