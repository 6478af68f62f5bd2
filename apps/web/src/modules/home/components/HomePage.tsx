import { Card } from 'primereact/card';
import { useNavigate } from 'react-router';
import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { AulaPage } from '../../aula/components/AulaPage';
import { modulosQuery } from '../../auth/graphql/modulos';
import { meQuery } from '../../auth/graphql/session';
import { PrimeraEmpresa } from '../../workspace/components/PrimeraEmpresa';
import { usePrimerUso } from '../../workspace/hooks/use-primer-uso';
import { useWorkspaceSession } from '../../workspace/hooks/use-workspace-session';
import { AplicativosAccesos } from './AplicativosAccesos';
import { ComprasVentasCard } from './ComprasVentasCard';
import { RankingCard } from './RankingCard';
import { TaxCalendarCard } from './TaxCalendarCard';

/** Modules whose home shows the tax calendar (spec 01 §2). */
export const MODULOS_CON_CALENDARIO: readonly string[] = ['contabilidad', 'facturacion', 'planillas'];

/** Modules whose home ranks the period's products, clients and suppliers (spec 01 §2). */
const MODULOS_CON_RANKING: readonly string[] = ['facturacion', 'planillas'];

/** /home: the dashboard of the chosen module. */
export function HomePage() {
  const { auth, company } = useWorkspaceSession();
  const moduloId = auth?.modulo_id ?? null;
  const [me] = useQuery({ query: meQuery, context: MANUAL_ERRORS });
  const [modulos] = useQuery({ query: modulosQuery, context: MANUAL_ERRORS });
  const modulo = modulos.data?.modulos.find((m) => m.id === moduloId) ?? null;
  const nombres = me.data?.me.user.nombres;
  const navigate = useNavigate();
  // A user in no company (a new sign-up) registers one here instead of meeting the dashboards' errors.
  const primerUso = usePrimerUso(company !== null);

  return (
    <div className="page">
      <h1 className="page__title">Inicio</h1>
      {moduloId === 'aplicativos' ? (
        <AplicativosAccesos />
      ) : moduloId === 'aula' || moduloId === 'webinars' ? (
        <AulaPage inicial={moduloId === 'webinars' ? 'webinars' : 'contable'} />
      ) : primerUso.mostrar ? (
        <PrimeraEmpresa onCreada={primerUso.recargar} onFacturar={() => navigate('/modulos')} />
      ) : moduloId && MODULOS_CON_CALENDARIO.includes(moduloId) ? (
        <>
          <TaxCalendarCard ruc={company?.ruc ?? null} />
          {moduloId === 'contabilidad' && <ComprasVentasCard />}
          {MODULOS_CON_RANKING.includes(moduloId) && <RankingCard periodo={company?.periodo ?? null} />}
        </>
      ) : (
        <Card className="home-card home-card--welcome">
          <h2 className="home-card__welcome">{nombres ? `Bienvenido(a), ${nombres}` : 'Bienvenido(a)'}</h2>
          <p className="home-card__note">
            {modulo
              ? `Está trabajando en el módulo ${modulo.codigo} - ${modulo.descripcion}.`
              : 'Elija un módulo desde el menú de usuario (Cambiar Módulo) para empezar a trabajar.'}
          </p>
        </Card>
      )}
    </div>
  );
}
