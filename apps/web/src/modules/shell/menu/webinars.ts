import type { MenuSection } from './menu-types';

/**
 * Sidebar of the module Webinars. Its screens are not built yet: entries are added here, with their
 * permission ids, as each screen arrives.
 */
export const WEBINARS_MENU: MenuSection[] = [];
