import { useMemo } from 'react';
import { useQuery } from 'urql';
import type { CategoriaPrecioFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import type { SelectOption } from '../../../ui/SelectBuscar';
import { categoriasQuery } from '../graphql/categorias';
import { categoriasPrecioQuery } from '../graphql/categorias-precio';

/** At most this many rows are asked for a select (the API's page limit). */
const LIMITE_SELECT = 500;

/** The company's active categories as options 'código - nombre'. */
export function useCategoriasOpciones(): { opciones: SelectOption[]; cargando: boolean } {
  const [{ data, fetching }] = useQuery({
    query: categoriasQuery,
    variables: { limite: LIMITE_SELECT },
    requestPolicy: 'cache-and-network',
    context: MANUAL_ERRORS,
  });
  const opciones = useMemo(
    () => (data?.categorias.filas ?? []).map((c) => ({ value: c.id, label: `${c.codigo} - ${c.nombre}` })),
    [data],
  );
  return { opciones, cargando: fetching };
}

/**
 * The price lists of a local: the active ones (the product's 'Precios' tab) and the ids of the deleted
 * ones (a stored price on a deleted list is not sent back: the server refuses it).
 */
export function useListasPrecio(localId: string | null): {
  activas: CategoriaPrecioFieldsFragment[];
  eliminadas: ReadonlySet<string>;
  cargando: boolean;
} {
  const [{ data, fetching }] = useQuery({
    query: categoriasPrecioQuery,
    variables: { local_id: localId ?? '', limite: LIMITE_SELECT, eliminados: true },
    pause: !localId,
    requestPolicy: 'cache-and-network',
    context: MANUAL_ERRORS,
  });
  return useMemo(() => {
    const filas = data?.categoriasPrecio.filas ?? [];
    return {
      activas: filas.filter((c) => !c.deleted_at),
      eliminadas: new Set(filas.filter((c) => c.deleted_at).map((c) => c.id)),
      cargando: fetching,
    };
  }, [data, fetching]);
}
