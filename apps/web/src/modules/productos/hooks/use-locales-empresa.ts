import { useMemo } from 'react';
import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import type { SelectOption } from '../../../ui/SelectBuscar';
import { empresaLocalesQuery } from '../../workspace/graphql/workspace';
import { useWorkspaceSession } from '../../workspace/hooks/use-workspace-session';

/** The session company's locals: options (active ones, plus `incluir`) and each one's short name. */
export function useLocalesEmpresa(incluir?: string | null): {
  opciones: SelectOption[];
  nombre: (id: string) => string;
  cargando: boolean;
} {
  const { company } = useWorkspaceSession();
  const [{ data, fetching }] = useQuery({
    query: empresaLocalesQuery,
    variables: { id: company?.id ?? '' },
    pause: !company?.id,
    context: MANUAL_ERRORS,
  });
  return useMemo(() => {
    const locales = data?.empresa.locales ?? [];
    const nombres = new Map(locales.map((l) => [l.id, l.nombre_corto || l.direccion || l.id]));
    return {
      opciones: locales
        .filter((l) => l.activo || l.id === incluir)
        .map((l) => ({ value: l.id, label: nombres.get(l.id) ?? l.id })),
      nombre: (id: string) => nombres.get(id) ?? '',
      cargando: fetching,
    };
  }, [data, fetching, incluir]);
}
