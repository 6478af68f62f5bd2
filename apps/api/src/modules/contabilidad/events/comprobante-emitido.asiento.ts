import type { Dependencias } from '../../../shared/dependencias.ts';
import {
  leerComprobanteSinArchivos,
  leerComprobantesSinArchivos,
} from '../../facturacion/columnas-comprobante.ts';
import {
  registrarMovimientosDeComprobante,
  registrarMovimientosDeComprobantes,
} from '../inventarios/movimientos-de-comprobante.ts';
import { productosDeDocumentos, productosDelDocumento } from '../inventarios/productos-kardex.ts';
import { contabilizarComprobante, contabilizarComprobantes } from '../ventas/contabilizar-comprobante.ts';

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

/**
 * The same for a burst of emitted documents (a batch of the posting queue): one read of the documents
 * and of their products, the kardex in one INSERT, the asientos in one transaction
 * (contabilizarComprobantes). Should the batch fail — one document's data, a period closed meanwhile —
 * each document is posted alone, so only the ones at fault fail and retry. Answers each event's result.
 */
export async function asientosDeComprobantesEmitidos(
  deps: Dependencias,
  eventos: readonly { comprobanteId: string }[],
): Promise<PromiseSettledResult<void>[]> {
  try {
    const comprobantes = await leerComprobantesSinArchivos(
      deps.db,
      eventos.map((e) => e.comprobanteId),
    );
    if (comprobantes.length !== eventos.length) throw new Error('Algún comprobante del lote no existe');
    const productos = await productosDeDocumentos(deps.db, comprobantes);
    await registrarMovimientosDeComprobantes(deps.db, comprobantes, productos);
    await contabilizarComprobantes(deps, comprobantes, productos);
    return eventos.map(() => ({ status: 'fulfilled', value: undefined }));
  } catch {
    const resultados: PromiseSettledResult<void>[] = [];
    for (const e of eventos)
      resultados.push(
        await asientoDeComprobanteEmitido(deps, e).then(
          (value) => ({ status: 'fulfilled', value }) as const,
          (reason: unknown) => ({ status: 'rejected', reason }) as const,
        ),
      );
    return resultados;
  }
}
