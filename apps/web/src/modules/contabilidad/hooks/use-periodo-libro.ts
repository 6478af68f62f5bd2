import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useWorkspaceSession } from '../../workspace/hooks/use-workspace-session';
import { periodoInicial, periodoLibro } from '../utils/periodo';

/**
 * The period a book screen shows ('YYYY-MM'): the address's `?periodo=AAAAMM`, else the session's; a
 * change is written back to the address so a reload or a shared link opens the same period.
 */
export function usePeriodoLibro(): { periodo: string; cambiar: (periodo: string) => void } {
  const [parametros, setParametros] = useSearchParams();
  const { company } = useWorkspaceSession();
  const [periodo, setPeriodo] = useState(() => periodoInicial(parametros.get('periodo'), company?.periodo));
  return {
    periodo,
    cambiar(siguiente) {
      if (!siguiente) return;
      setPeriodo(siguiente);
      setParametros({ periodo: periodoLibro(siguiente) }, { replace: true });
    },
  };
}
