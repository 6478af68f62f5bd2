import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { mensajeError } from '../../../ui/utils/acciones';
import { useWorkspaceSession } from '../../workspace/hooks/use-workspace-session';
import { miPerfilQuery } from '../graphql/perfil';
import { nombreCompleto } from '../utils/validacion';
import { CambioCorreoCard } from './CambioCorreoCard';
import { CambioPasswordCard } from './CambioPasswordCard';
import { DatosPersonalesCard } from './DatosPersonalesCard';
import { FotoPerfilCard } from './FotoPerfilCard';
import '../perfil.css';

function iniciales(nombre: string): string {
  const partes = nombre.split(/\s+/).filter(Boolean);
  return ((partes[0]?.[0] ?? '?') + (partes[1]?.[0] ?? '')).toUpperCase();
}

/**
 * /admin/user/:id (My Profile, spec 01 §2 user menu): the signed-in user's own data, picture, password
 * and e-mail. Another user's id is not found here: the server only ever answers the session's own user.
 */
export function MiPerfilPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { userId } = useWorkspaceSession();
  const propio = id === userId;
  const [{ data, fetching, error }] = useQuery({
    query: miPerfilQuery,
    context: MANUAL_ERRORS,
    requestPolicy: 'network-only',
    pause: !propio,
  });

  if (!propio) {
    return (
      <div className="page perfil">
        <h1 className="page__title">Mi perfil</h1>
        <Message severity="warn" text="No se encontró el usuario" />
        <div className="page__actions page__actions--start">
          <Button
            type="button"
            label="Ir a mi perfil"
            icon="pi pi-user"
            onClick={() => navigate(`/admin/user/${userId ?? ''}`, { replace: true })}
          />
        </div>
      </div>
    );
  }

  const perfil = data?.miPerfil;
  const loadError = mensajeError(error);
  const nombre = perfil ? nombreCompleto(perfil) : '';
  return (
    <div className="page perfil">
      <div className="page__encabezado">
        <h1 className="page__title">Mi perfil</h1>
        {perfil && (
          <p className="page__subtitulo">
            {nombre} · {perfil.rol} · {perfil.empresas === 1 ? '1 empresa' : `${perfil.empresas} empresas`}
          </p>
        )}
      </div>
      {fetching && !perfil && (
        <p role="status">
          <i className="pi pi-spin pi-spinner" aria-hidden="true" /> Cargando su perfil...
        </p>
      )}
      {loadError && <Message severity="error" text={loadError} />}
      {perfil && (
        <div className="perfil__secciones">
          <DatosPersonalesCard
            key={perfil.id}
            inicial={{
              nombres: perfil.nombres,
              a_paterno: perfil.a_paterno ?? '',
              a_materno: perfil.a_materno ?? '',
              telefono: perfil.telefono ?? '',
            }}
          />
          <FotoPerfilCard avatar={perfil.avatar ?? null} iniciales={iniciales(nombre)} />
          <CambioPasswordCard />
          <CambioCorreoCard email={perfil.email} />
        </div>
      )}
    </div>
  );
}
