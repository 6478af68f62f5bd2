import { Card } from 'primereact/card';
import { Skeleton } from 'primereact/skeleton';
import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { modulosQuery } from '../../auth/graphql/modulos';
import { meQuery } from '../../auth/graphql/session';
import './home.css';

/**
 * The home of a module without a dashboard: a greeting and the module being worked in. Its own queries,
 * so the dashboards of the other modules never ask for them.
 */
export function BienvenidaCard({ moduloId }: { moduloId: string | null }) {
  const [me] = useQuery({ query: meQuery, context: MANUAL_ERRORS });
  const [modulos] = useQuery({ query: modulosQuery, context: MANUAL_ERRORS });
  const modulo = modulos.data?.modulos.find((m) => m.id === moduloId) ?? null;
  const nombres = me.data?.me.user.nombres;
  const cargando = moduloId !== null && !modulos.data && !modulos.error;

  return (
    <Card className="home-card home-card--welcome">
      <h2 className="home-card__welcome">{nombres ? `Bienvenido(a), ${nombres}` : 'Bienvenido(a)'}</h2>
      {cargando ? (
        <Skeleton width="24rem" height="1rem" className="home-esqueleto__linea" />
      ) : (
        <p className="home-card__note">
          {modulo
            ? `Está trabajando en el módulo ${modulo.codigo} - ${modulo.descripcion}.`
            : 'Elija un módulo desde el menú de usuario (Cambiar Módulo) para empezar a trabajar.'}
        </p>
      )}
    </Card>
  );
}
