import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from 'urql';
import type { EstadoUsuario, UsuariosPlataformaQuery } from '../../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../../lib/error-exchange';
import { hasErrorCode } from '../../../../lib/graphql-errors';
import { CampoSelect } from '../../../../ui/CampoSelect';
import { DataTable } from '../../../../ui/DataTable';
import { useListaServidor } from '../../../../ui/use-lista-servidor';
import { mensajeError } from '../../../../ui/utils/acciones';
import { formatFecha } from '../../../../ui/utils/fechas';
import { useWorkspaceSession } from '../../../workspace/hooks/use-workspace-session';
import { isTopAdministrator } from '../../../workspace/utils/role-rules';
import { usuariosPlataformaQuery } from '../../graphql/usuarios';
import { useRolesPlataforma } from '../../hooks/use-roles-plataforma';
import { ESTADOS_CUENTA, nombreCompleto, OPCIONES_ESTADO } from '../../utils/cuenta';
import { AccesoRestringido } from '../AccesoRestringido';

type Fila = UsuariosPlataformaQuery['users']['filas'][number];

/**
 * /admin/users (top administrator): every account of the platform, searched by name, e-mail or a
 * company's RUC and filtered by platform role and state; the server pages. A row opens its detail.
 */
export function UsuariosPlataformaPage() {
  const { roleId } = useWorkspaceSession();
  const admin = isTopAdministrator(roleId);
  const navigate = useNavigate();
  const lista = useListaServidor();
  const roles = useRolesPlataforma(!admin);
  const [rolId, setRolId] = useState<string | null>(null);
  const [estado, setEstado] = useState<EstadoUsuario | null>(null);
  const [{ data, fetching, error }] = useQuery({
    query: usuariosPlataformaQuery,
    variables: {
      param: lista.variables.param,
      limite: lista.variables.limite,
      desde: lista.variables.desde,
      rol_id: rolId,
      estado,
    },
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
    pause: !admin,
  });
  if (!admin || hasErrorCode(error, 'FORBIDDEN')) return <AccesoRestringido />;
  const pagina = data?.users ?? { total: 0, filas: [] };
  const mensaje = mensajeError(error);

  return (
    <div className="page">
      <h1 className="page__title">Usuarios de la plataforma</h1>
      {mensaje && <Message severity="error" text={mensaje} className="w-full" />}
      <div className="filtros">
        <CampoSelect
          id="usuarios-rol"
          label="Rol"
          value={rolId}
          options={roles.opciones}
          placeholder="Todos"
          clearable
          onChange={(v) => {
            setRolId(v);
            lista.primeraPagina();
          }}
        />
        <CampoSelect
          id="usuarios-estado"
          label="Estado"
          value={estado}
          options={OPCIONES_ESTADO}
          placeholder="Todos"
          clearable
          onChange={(v) => {
            setEstado(OPCIONES_ESTADO.find((o) => o.value === v)?.value ?? null);
            lista.primeraPagina();
          }}
        />
      </div>
      <DataTable
        {...lista.tabla}
        resetPageKey={`${rolId}-${estado}`}
        value={pagina.filas}
        dataKey="id"
        loading={fetching}
        totalRecords={pagina.total}
        emptyMessage="No se encontraron usuarios"
      >
        <Column field="email" header="Correo" />
        <Column header="Nombre" body={(u: Fila) => nombreCompleto(u)} />
        <Column header="Rol" body={(u: Fila) => roles.nombre(u.rol_id)} style={{ width: '12rem' }} />
        <Column
          header="Estado"
          style={{ width: '9rem' }}
          body={(u: Fila) => (
            <Tag value={ESTADOS_CUENTA[u.estado].texto} severity={ESTADOS_CUENTA[u.estado].severidad} />
          )}
        />
        <Column header="Alta" body={(u: Fila) => formatFecha(u.created_at)} style={{ width: '8rem' }} />
        <Column
          header="Acciones"
          style={{ width: '6rem' }}
          body={(u: Fila) => (
            <Button
              type="button"
              icon="pi pi-eye"
              text
              rounded
              aria-label={`Ver ${u.email}`}
              onClick={() => navigate(`/admin/users/${u.id}`)}
            />
          )}
        />
      </DataTable>
    </div>
  );
}
