import type { MenuSection } from './menu-types';

/**
 * Sidebar of the module Planillas (spec 02 §2: MANTENIMIENTO, PLANILLA MENSUAL, REPORTES, UTILITARIOS). Its screens are not built yet: entries are added here, with their
 * permission ids, as each screen arrives.
 */
export const PLANILLAS_MENU: MenuSection[] = [];
