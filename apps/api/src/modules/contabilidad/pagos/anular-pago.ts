import type { TipoCuentas } from '@kipu/peru/contabilidad/cuentas-por-cobrar-pagar';
import type { Dependencias } from '../../../shared/dependencias.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { anularOperacion } from '../documentos/operacion-de-empresa.ts';
import { exigirPago, type PagoVista, vistaPago } from './consultar-pagos.ts';
import { type DatosCobroPago, guardarConstancia } from './registrar-pago.ts';

/**
 * Voids a collection or payment while its period is open: the operation stays, marked deleted, so the
 * documents it settled owe again. A detracción deposit takes its constancia off the purchase.
 */
export async function anularCobroPago(
  deps: Dependencias,
  sesion: SesionActiva,
  tipo: TipoCuentas,
  id: string,
): Promise<PagoVista> {
  const op = await exigirPago(deps, sesion, id, tipo);
  const anulada = await anularOperacion(
    deps,
    op,
    tipo === 'cobrar' ? 'La cobranza ya está anulada' : 'El pago ya está anulado',
  );
  // After the void, which refuses a closed period: the purchase's detracción owes its deposit again.
  const detraccion = (op.datos as DatosCobroPago).cobroPago.detraccion;
  if (detraccion) await guardarConstancia(deps.db, op.empresaId, detraccion.operacionId, null);
  return vistaPago(deps.db, anulada);
}
