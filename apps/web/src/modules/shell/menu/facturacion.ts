import type { MenuSection } from './menu-types';

/**
 * Sidebar of the module Facturación Electrónica (spec 02 §2: movimientos de inventario, FACTURACIÓN ELECTRÓNICA, CONTABLE, POS...). Its screens are not built yet: entries are added here, with their
 * permission ids, as each screen arrives.
 */
export const FACTURACION_MENU: MenuSection[] = [];
