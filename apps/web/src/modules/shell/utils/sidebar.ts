import { type VocabularioPos, vocabularioPos } from '@kipu/peru/pos/vocabulario';
import { isTopAdministrator } from '../../workspace/utils/role-rules';
import { ADMINISTRADOR_MENU, DATOS_GENERALES_MENU, INICIO_MENU, MENU_POR_MODULO } from '../menu/catalogo';
import type { MenuEntry, MenuSection } from '../menu/menu-types';
import { MODULOS_CON_UTILITARIOS, UTILITARIOS_MENU } from '../menu/utilitarios';

/** The classroom module: no home block, and no sidebar at all except for the top administrator. */
export const MODULO_AULA = 'aula';
/** The online consultation module (Aplicativos): no DATOS GENERALES block. */
export const MODULO_APLICATIVOS = 'aplicativos';

/**
 * Whether a permission id lets an entry show: no id → always; the id itself allowed; or any allowed id
 * below it (ADM001 stays when ADM001001 is allowed).
 */
export function permisoPermitido(permiso: string | undefined, permitidos: readonly string[]): boolean {
  if (!permiso) return true;
  return permitidos.some((id) => id === permiso || id.startsWith(permiso));
}

/**
 * The entries the permissions allow. A parent stays when one of its children stays (its children are
 * narrowed too); a parent left without children goes unless it opens a route of its own.
 */
export function filtrarEntradas(entries: readonly MenuEntry[], permitidos: readonly string[]): MenuEntry[] {
  return entries.flatMap((entry) => {
    if (entry.children && entry.children.length > 0) {
      const children = filtrarEntradas(entry.children, permitidos);
      if (children.length > 0) return [{ ...entry, children }];
      return entry.route && permisoPermitido(entry.permiso, permitidos) ? [{ ...entry, children: [] }] : [];
    }
    return permisoPermitido(entry.permiso, permitidos) ? [entry] : [];
  });
}

/** The entries labelled in the words of the company's rubro (the point of sale's). */
function rotular(entries: readonly MenuEntry[], v: VocabularioPos): MenuEntry[] {
  return entries.map((entry) => ({
    ...entry,
    label: entry.vocabulario?.(v) ?? entry.label,
    ...(entry.children ? { children: rotular(entry.children, v) } : {}),
  }));
}

export interface SidebarInput {
  moduloId: string | null;
  roleId: string | null;
  /** The authorization token's permission ids. */
  permisos: readonly string[];
  /** The session company's rubro: the point of sale's entries are named in its words. */
  rubro: string | null;
}

/**
 * The sidebar of a module for a user (spec 01 §6, spec 02 §2): Inicio, DATOS GENERALES (except in the
 * online consultation module), the module's blocks and, for the top administrator, ADMINISTRADOR. The top
 * administrator sees every entry; other users only the blocks and entries of their permissions. Empty
 * blocks are dropped; an empty result means no sidebar.
 */
export function buildSidebar({ moduloId, roleId, permisos, rubro }: SidebarInput): MenuSection[] {
  const admin = isTopAdministrator(roleId);
  if (moduloId === MODULO_AULA && !admin) return [];
  const vocabulario = vocabularioPos(rubro);
  const sections: MenuSection[] = [];
  if (moduloId !== MODULO_AULA) sections.push(INICIO_MENU);
  if (moduloId !== MODULO_APLICATIVOS) sections.push(DATOS_GENERALES_MENU);
  sections.push(...(moduloId ? (MENU_POR_MODULO[moduloId] ?? []) : []));
  if (moduloId && MODULOS_CON_UTILITARIOS.includes(moduloId)) sections.push(UTILITARIOS_MENU);
  sections.push(ADMINISTRADOR_MENU);
  return sections.flatMap((section) => {
    if (section.onlyRole && section.onlyRole !== roleId) return [];
    if (!admin && section.permiso && !permisoPermitido(section.permiso, permisos)) return [];
    const entries = rotular(
      admin ? section.entries : filtrarEntradas(section.entries, permisos),
      vocabulario,
    );
    return entries.length > 0 ? [{ ...section, entries }] : [];
  });
}
