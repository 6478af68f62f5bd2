import type { MenuSection } from './menu-types';

/** The home block, first in every module's sidebar (hidden in the classroom module). */
export const INICIO_MENU: MenuSection = {
  entries: [{ label: 'Inicio', icon: 'pi pi-home', route: '/home' }],
};
