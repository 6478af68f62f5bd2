/**
 * Role rules of the workspace (spec 01 §2 route guard, §6 roles). Pure functions: the pages and the guard
 * ask them what to do; the server checks every operation again.
 */

export const ROLES = {
  administradorGeneral: 'ea7e35be',
  soporte: 'f4539214',
  facturador: 'fd2b32f2',
  mozo: '1990d988',
  cajero: '129965aa',
  vendedor: '0f17e438',
  cocinero: 'fc7a149a',
  vendedorLocal: '203e6a2a',
  administradorLocal: '11676146',
  contador: '04a0a9c2',
  practicante: '470e28ec',
} as const;

export const MODULO_FACTURACION = 'facturacion';
export const HOME_ROUTE = '/home';
export const MODULOS_ROUTE = '/modulos';
export const LOGIN_ROUTE = '/login';
/** Order taking: where the restaurant roles work (spec 01 §2, §6). */
export const PEDIDO_ROUTE = '/mcc/pedido/create';

/** Roles that may enter routes without a chosen module (docs/workspace-api.md). */
export const PRIVILEGED_ROLES: readonly string[] = [
  ROLES.administradorGeneral,
  ROLES.soporte,
  ROLES.facturador,
];

/** Roles sent to order taking when they open /modulos. */
const PEDIDO_ROLES: readonly string[] = [ROLES.mozo, ROLES.cajero, ROLES.vendedor, ROLES.cocinero];

/** Roles whose invoicing company (and local) is chosen for them: their only or assigned one. */
const AUTO_INVOICING_ROLES: readonly string[] = [
  ROLES.facturador,
  ROLES.vendedorLocal,
  ROLES.administradorLocal,
];

/** Roles that only see the modules of their permissions. */
const PERMISSION_MODULE_ROLES: readonly string[] = [ROLES.contador, ROLES.practicante];

export function isPrivilegedRole(roleId: string | null | undefined): boolean {
  return roleId !== null && roleId !== undefined && PRIVILEGED_ROLES.includes(roleId);
}

export function isTopAdministrator(roleId: string | null | undefined): boolean {
  return roleId === ROLES.administradorGeneral;
}

/** Paths reachable without a session even under a guard: the e-mailed reset and verify links. */
export function isPublicPath(pathname: string): boolean {
  return /reset|verify/.test(pathname);
}

/** What /modulos does on entry for a role. */
export type ModulosEntry =
  /** Show the module grid. */
  | { kind: 'choose' }
  /** Leave at once. */
  | { kind: 'redirect'; to: string }
  /** Select invoicing with the role's only (or assigned) company, its first local and its period, then /home. */
  | { kind: 'auto-invoicing' };

export interface SessionChoice {
  /** The module already chosen (Auth.modulo_id). */
  moduloId: string | null;
  /** The company already chosen (Company.id). */
  companyId: string | null;
  /** The local already chosen (localempresa.id). */
  localId: string | null;
}

export function modulosEntry(roleId: string | null, session: SessionChoice): ModulosEntry {
  if (!roleId) return { kind: 'choose' };
  if (PEDIDO_ROLES.includes(roleId)) return { kind: 'redirect', to: PEDIDO_ROUTE };
  if (AUTO_INVOICING_ROLES.includes(roleId)) {
    const ready =
      session.moduloId === MODULO_FACTURACION && session.companyId !== null && session.localId !== null;
    return ready ? { kind: 'redirect', to: HOME_ROUTE } : { kind: 'auto-invoicing' };
  }
  return { kind: 'choose' };
}

/**
 * The modules a role may pick on /modulos. The server's `modulos` already filters by role; for the
 * accountant and practitioner roles the authorization token's module list narrows it further (when the
 * token carries one).
 */
export function visibleModulos<M extends { id: string }>(
  modulos: readonly M[],
  roleId: string | null,
  authorizedModulos: readonly string[],
): M[] {
  if (roleId && PERMISSION_MODULE_ROLES.includes(roleId) && authorizedModulos.length > 0) {
    return modulos.filter((m) => authorizedModulos.includes(m.id));
  }
  return [...modulos];
}

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

export interface GuardInput {
  pathname: string;
  authenticated: boolean;
  moduloId: string | null;
  roleId: string | null;
  /** The route works inside a module (/home, areas); /modulos itself does not. */
  requireModulo: boolean;
}

/**
 * Route guard (spec 01 §2): public reset/verify paths pass; without a session go to /login; without a
 * chosen module go to /modulos unless the role is privileged.
 */
export function guardDecision(input: GuardInput): GuardDecision {
  if (isPublicPath(input.pathname)) return { kind: 'allow' };
  if (!input.authenticated) return { kind: 'redirect', to: LOGIN_ROUTE };
  if (input.requireModulo && !input.moduloId && !isPrivilegedRole(input.roleId)) {
    return { kind: 'redirect', to: MODULOS_ROUTE };
  }
  return { kind: 'allow' };
}
