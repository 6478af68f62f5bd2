import { useState } from 'react';
import { useWorkspaceSession } from '../../workspace/hooks/use-workspace-session';
import { periodoInicial, periodoLibro } from '../utils/periodo';

/**
 * The range of periods a financial report covers ('YYYY-MM'): from January of the session period's year to
 * the session period, so the year's opening entry is in it; `variables` are the server's AAAAMM.
 */
export function useRangoPeriodos() {
  const { company } = useWorkspaceSession();
  const [hasta, setHasta] = useState(() => periodoInicial(null, company?.periodo));
  const [desde, setDesde] = useState(() => `${hasta.slice(0, 4)}-01`);
  return {
    desde,
    hasta,
    setDesde,
    setHasta,
    variables: { desde: periodoLibro(desde), hasta: periodoLibro(hasta) },
  };
}
