import type { Dependencias } from '../../../shared/dependencias.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { anularOperacion } from '../documentos/operacion-de-empresa.ts';
import { type CompraVista, exigirCompra, vistaCompra } from './consultar-compra.ts';

/**
 * Voids a purchase of an open period that nothing paid or modified since: it leaves the registers, the
 * journal and the balances.
 */
export async function anularCompra(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
): Promise<CompraVista> {
  const compra = await exigirCompra(deps, sesion, id);
  return vistaCompra(
    deps.db,
    await anularOperacion(deps, compra, 'La compra ya está anulada', { conDocumentos: true }),
  );
}
