import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { LoadingScreen } from '../../../ui/LoadingScreen';
import { usePrimerUso } from '../../workspace/hooks/use-primer-uso';
import { useWorkspaceSession } from '../../workspace/hooks/use-workspace-session';
import { AplicativosAccesos } from './AplicativosAccesos';
import { BienvenidaCard } from './BienvenidaCard';
import { ComprasVentasCard } from './ComprasVentasCard';
import { RankingCard } from './RankingCard';
import { TaxCalendarCard } from './TaxCalendarCard';

// Screens only some homes show load on their own: the dashboards do not wait for the classroom or for
// the company form (with its ubigeo, file and RUC look-up widgets) to download.
const AulaPage = lazy(() => import('../../aula/components/AulaPage').then((m) => ({ default: m.AulaPage })));
const PrimeraEmpresa = lazy(() =>
  import('../../workspace/components/PrimeraEmpresa').then((m) => ({ default: m.PrimeraEmpresa })),
);

/** Modules whose home shows the tax calendar (spec 01 §2). */
export const MODULOS_CON_CALENDARIO: readonly string[] = ['contabilidad', 'facturacion', 'planillas'];

/** Modules whose home ranks the period's products, clients and suppliers (spec 01 §2). */
const MODULOS_CON_RANKING: readonly string[] = ['facturacion', 'planillas'];

/**
 * /home: the dashboard of the chosen module. Each card asks for its own data and shows its skeleton
 * until that data arrives, so no card waits for another.
 */
export function HomePage() {
  const { auth, company } = useWorkspaceSession();
  const moduloId = auth?.modulo_id ?? null;
  const navigate = useNavigate();
  // A user in no company (a new sign-up) registers one here instead of meeting the dashboards' errors.
  const primerUso = usePrimerUso(company !== null);

  return (
    <div className="page">
      <h1 className="page__title">Inicio</h1>
      <Suspense fallback={<LoadingScreen inline />}>
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
          <BienvenidaCard moduloId={moduloId} />
        )}
      </Suspense>
    </div>
  );
}
