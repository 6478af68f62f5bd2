import type { Dependencias } from '../../../shared/dependencias.ts';
import { contabilizarComprobante } from '../ventas/contabilizar-comprobante.ts';

/** Accounting's reaction to `comprobante.emitido`: the document's asiento in the sales register. */
export async function asientoDeComprobanteEmitido(
  deps: Dependencias,
  evento: { comprobanteId: string },
): Promise<void> {
  await contabilizarComprobante(deps, evento.comprobanteId);
}
