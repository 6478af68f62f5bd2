import type { MenuSection } from './menu-types';

/**
 * Sidebar of the module Aplicativos (spec 02 §2: CONSULTAS ONLINE, PROCESSOS SOL, PDT'S, IMPORTACIÓN MASIVA XML...). Its screens are not built yet: entries are added here, with their
 * permission ids, as each screen arrives.
 */
export const APLICATIVOS_MENU: MenuSection[] = [];
