import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../../lib/error-exchange';
import { hasErrorCode } from '../../../../lib/graphql-errors';
import { LoadingScreen } from '../../../../ui/LoadingScreen';
import { mensajeError } from '../../../../ui/utils/acciones';
import { formatFechaHora } from '../../../../ui/utils/fechas';
import { useWorkspaceSession } from '../../../workspace/hooks/use-workspace-session';
import { isTopAdministrator } from '../../../workspace/utils/role-rules';
import { usuarioPlataformaQuery } from '../../graphql/usuarios';
import { ESTADOS_CUENTA, nombreCompleto } from '../../utils/cuenta';
import { AccesoRestringido } from '../AccesoRestringido';
import { AccionesCuentaBarra } from './AccionesCuentaBarra';
import { ConcesionesUsuario } from './ConcesionesUsuario';
import { HistorialCuenta } from './HistorialCuenta';
import './usuarios.css';

/** /admin/users/:id (top administrator): an account, its companies and grants, and what was done to it. */
export function UsuarioPlataformaPage() {
  const { id = '' } = useParams();
  const { roleId, userId } = useWorkspaceSession();
  const admin = isTopAdministrator(roleId);
  const [{ data, fetching, error }] = useQuery({
    query: usuarioPlataformaQuery,
    variables: { id },
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
    pause: !admin,
  });
  if (!admin || hasErrorCode(error, 'FORBIDDEN')) return <AccesoRestringido />;
  if (fetching && !data) return <LoadingScreen />;
  const d = data?.user;
  if (!d) {
    return (
      <div className="page">
        <Message severity="error" text={mensajeError(error) ?? 'El usuario no existe'} className="w-full" />
        <Button type="button" label="Volver a usuarios" link onClick={() => history.back()} />
      </div>
    );
  }
  const u = d.usuario;
  const estado = ESTADOS_CUENTA[u.estado];
  const datos: [string, string][] = [
    ['Correo', u.email],
    ['Teléfono', u.telefono ?? '—'],
    ['Rol de plataforma', d.rol],
    ['Correo confirmado', d.email_verificado_at ? formatFechaHora(d.email_verificado_at) : 'No'],
    ['Alta', formatFechaHora(u.created_at)],
    ['Último ingreso', d.ultimo_ingreso ? formatFechaHora(d.ultimo_ingreso) : 'Nunca'],
    ['Sesiones abiertas', String(d.sesiones_abiertas)],
  ];
  if (d.prueba_vence_at) datos.push(['Fin de la prueba', formatFechaHora(d.prueba_vence_at)]);
  if (d.desactivado_at) datos.push(['Desactivada', formatFechaHora(d.desactivado_at)]);
  if (d.debe_cambiar_password) datos.push(['Contraseña', 'Temporal: debe cambiarla al ingresar']);

  return (
    <div className="page">
      <h1 className="page__title">
        {nombreCompleto(u)} <Tag value={estado.texto} severity={estado.severidad} />
      </h1>
      <dl className="cuenta__datos">
        {datos.map(([etiqueta, valor]) => (
          <div key={etiqueta}>
            <dt>{etiqueta}</dt>
            <dd>{valor}</dd>
          </div>
        ))}
      </dl>
      <AccionesCuentaBarra detalle={d} propia={u.id === userId} />
      <h2 className="cuenta__subtitulo">Empresas y accesos</h2>
      <ConcesionesUsuario concesiones={d.concesiones} />
      <h2 className="cuenta__subtitulo">Historial de la cuenta</h2>
      <HistorialCuenta registros={d.auditoria} />
    </div>
  );
}
