import { ROLES } from '../../workspace/utils/role-rules';
import type { MenuSection } from './menu-types';

/** Sidebar of the module Aula Virtual (multimedia): the courses' maintenance, for the top administrator. */
export const AULA_MENU: MenuSection[] = [
  {
    title: 'MULTIMEDIA',
    onlyRole: ROLES.administradorGeneral,
    entries: [{ label: 'Cursos del aula', icon: 'pi pi-video', route: '/mm/main' }],
  },
];
