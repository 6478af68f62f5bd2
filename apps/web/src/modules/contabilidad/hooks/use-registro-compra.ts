import type { PrevisualizarCompraQuery, RegistrarCompraMutation } from '../../../gql/graphql';
import { previsualizarCompraQuery, registrarCompraMutation } from '../graphql/compras';
import { useRegistroConPrevia } from './use-registro-con-previa';

export type AsientoPrevio = PrevisualizarCompraQuery['previsualizarCompra'];
export type CompraRegistrada = RegistrarCompraMutation['registrarCompra'];

/** Registering a purchase: the asiento the server would post, then the purchase itself. */
export function useRegistroCompra() {
  const r = useRegistroConPrevia(previsualizarCompraQuery, registrarCompraMutation);
  return {
    ...r,
    previa: r.previa && { entrada: r.previa.entrada, asiento: r.previa.datos.previsualizarCompra },
    registrar: async (): Promise<CompraRegistrada | null> => (await r.registrar())?.registrarCompra ?? null,
  };
}
