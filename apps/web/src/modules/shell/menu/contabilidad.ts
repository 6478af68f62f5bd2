import type { MenuSection } from './menu-types';

/**
 * Sidebar of the module Sistema Contable (spec 02 §2: mantenimiento, ANOTACIÓN DE OPERACIONES, HOJA DE TRABAJO, SIRE SUNAT, REPORTES CONTABLES...). Its screens are not built yet: entries are added here, with their
 * permission ids, as each screen arrives.
 */
export const CONTABILIDAD_MENU: MenuSection[] = [];
