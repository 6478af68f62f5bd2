import { PERMISOS_POS } from '../../shell/menu/punto-de-venta';
import {
  guardDecision,
  HOME_ROUTE,
  isPrivilegedRole,
  MODULOS_ROUTE,
  modulosEntry,
  PEDIDO_ROUTE,
} from '../../workspace/utils/role-rules';

/** The service screens' permissions (and their block's): all a waiter, a cook or a cashier holds. */
const SOLO_SERVICIO: ReadonlySet<string> = new Set([
  PERMISOS_POS.modulo,
  PERMISOS_POS.pedidos,
  PERMISOS_POS.cocina,
  PERMISOS_POS.caja,
  PERMISOS_POS.delivery,
]);

export interface SesionServicio {
  roleId: string | null;
  /** The module chosen (Auth.modulo_id). */
  moduloId: string | null;
  /** The authorization token's permission ids. */
  permisos: readonly string[];
}

/**
 * Where 'Volver a la gestión' of the service screens leads, or null for a user who only works in the
 * room: a role the module chooser sends straight back to order taking (mozo, cajero, vendedor, cocinero),
 * or one whose permissions are all service screens. The others go to /home when the route guard lets
 * them in (a module chosen, or a privileged role), else to the module chooser.
 */
export function rutaDeGestion({ roleId, moduloId, permisos }: SesionServicio): string | null {
  const entrada = modulosEntry(roleId, { moduloId, companyId: null, localId: null });
  if (entrada.kind === 'redirect' && entrada.to === PEDIDO_ROUTE) return null;
  if (!isPrivilegedRole(roleId) && permisos.every((p) => SOLO_SERVICIO.has(p))) return null;
  const inicio = guardDecision({
    pathname: HOME_ROUTE,
    authenticated: true,
    moduloId,
    roleId,
    requireModulo: true,
  });
  return inicio.kind === 'allow' ? HOME_ROUTE : MODULOS_ROUTE;
}
