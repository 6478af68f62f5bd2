import type { Dependencias } from '../../../shared/dependencias.ts';
import { leerComprobanteSinArchivos } from '../../facturacion/columnas-comprobante.ts';
import { registrarMovimientosDeComprobante } from '../inventarios/movimientos-de-comprobante.ts';
import { productosDelDocumento } from '../inventarios/productos-kardex.ts';
import { contabilizarComprobante } from '../ventas/contabilizar-comprobante.ts';

/**
 * Accounting's reaction to `comprobante.emitido`: the goods' kardex movements, then the document's
 * asiento in the sales register. Both are idempotent; the kardex goes first because it needs neither
 * an exchange rate nor accounts, so a posting that waits for them does not hold the stock back.
 */
export async function asientoDeComprobanteEmitido(
  deps: Dependencias,
  evento: { comprobanteId: string },
): Promise<void> {
  // One read of the document and of its products serves both.
  const comprobante = await leerComprobanteSinArchivos(deps.db, evento.comprobanteId);
  const productos = await productosDelDocumento(deps.db, comprobante);
  await registrarMovimientosDeComprobante(deps.db, comprobante, productos);
  await contabilizarComprobante(deps, comprobante, productos);
}
