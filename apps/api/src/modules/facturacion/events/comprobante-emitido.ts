import type { Dependencias } from '../../../shared/dependencias.ts';

/**
 * Raises `comprobante.emitido` after the document's transaction commits: a durable job other modules
 * react to (accounting posts it). A queue failure loses nothing: the document stays unposted and
 * contabilizarComprobantesPendientes finds it.
 */
export async function publicarComprobanteEmitido(deps: Dependencias, comprobanteId: string): Promise<void> {
  try {
    await deps.cola.enviar('contabilizar_comprobante', { comprobanteId });
  } catch (e) {
    console.error(`comprobante.emitido ${comprobanteId}: ${e instanceof Error ? e.message : String(e)}`);
  }
}
