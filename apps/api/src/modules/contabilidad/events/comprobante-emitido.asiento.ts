import type { ComprobanteCalculado } from '@kipu/peru';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { registrarMovimientosDeComprobante } from '../inventarios/movimientos-de-comprobante.ts';
import { productosDeCodigos } from '../inventarios/productos-kardex.ts';
import { codigosDelDocumento, leerComprobanteContable } from '../ventas/comprobante-contable.ts';
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
  const comprobante = await leerComprobanteContable(deps.db, evento.comprobanteId);
  // One read of the document and of its products serves both.
  const documento = comprobante.documento as unknown as ComprobanteCalculado;
  const productos = await productosDeCodigos(deps.db, comprobante.empresaId, codigosDelDocumento(documento));
  await registrarMovimientosDeComprobante(deps.db, comprobante, productos);
  await contabilizarComprobante(deps, comprobante, productos);
}
