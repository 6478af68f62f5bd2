import { useMemo } from 'react';
import { useQuery } from 'urql';
import type { ProductoPosFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { catalogoPosQuery } from '../graphql/catalogo';

export type ProductoPos = ProductoPosFieldsFragment;
export type CategoriaPos = { id: string; codigo: string; nombre: string };

/** The categories and the products and combos of the company, loaded once for the room's screens. */
export function useCatalogoPos(): {
  categorias: CategoriaPos[];
  productos: ProductoPos[];
  producto: (id: string | null | undefined) => ProductoPos | undefined;
  categoria: (id: string | null | undefined) => CategoriaPos | undefined;
  cargando: boolean;
} {
  const [{ data, fetching }] = useQuery({
    query: catalogoPosQuery,
    requestPolicy: 'cache-and-network',
    context: MANUAL_ERRORS,
  });
  return useMemo(() => {
    const categorias = data?.categorias.filas ?? [];
    const productos = data?.productos.filas ?? [];
    const porId = new Map(productos.map((p) => [p.id, p]));
    const catPorId = new Map(categorias.map((c) => [c.id, c]));
    return {
      categorias,
      productos,
      producto: (id) => (id ? porId.get(id) : undefined),
      categoria: (id) => (id ? catPorId.get(id) : undefined),
      cargando: fetching,
    };
  }, [data, fetching]);
}
