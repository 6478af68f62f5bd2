import type { MenuSection } from './menu-types';

/**
 * Sidebar of the module Aplicativos (spec 02 §2: CONSULTAS ONLINE, PROCESSOS SOL, PDT'S, IMPORTACIÓN
 * MASIVA XML...). Sections are added here as their screens arrive; the look-ups need only a session.
 */
export const APLICATIVOS_MENU: MenuSection[] = [
  {
    title: 'CONSULTAS ONLINE',
    entries: [
      { label: 'DNI básico', icon: 'pi pi-id-card', route: '/aplicativos/dnibasico' },
      { label: 'RUC básico', icon: 'pi pi-building', route: '/aplicativos/rucbasico' },
    ],
  },
];
