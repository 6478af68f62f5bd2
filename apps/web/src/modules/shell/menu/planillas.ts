import type { MenuSection } from './menu-types';

/** Permission ids of the /pla screens (the seeded menu permissions PLA001…). */
export const PERMISOS_PLA = {
  modulo: 'PLA001',
  trabajadores: 'PLA001001',
  asistencia: 'PLA001001',
  planilla: 'PLA001001',
  beneficios: 'PLA001001',
  reportes: 'PLA001001',
  comisiones: 'PLA001001',
  parametros: 'PLA001001',
  plame: 'PLA001001',
} as const;

/**
 * Sidebar of the module Planillas (spec 02 §2: MANTENIMIENTO, PLANILLA MENSUAL, REPORTES, UTILITARIOS).
 * Sections are added here, with their permission ids, as their screens arrive.
 */
export const PLANILLAS_MENU: MenuSection[] = [
  {
    title: 'MANTENIMIENTO',
    permiso: PERMISOS_PLA.modulo,
    entries: [
      {
        label: 'Trabajadores',
        icon: 'pi pi-id-card',
        route: '/pla/trabajador',
        permiso: PERMISOS_PLA.trabajadores,
      },
      {
        label: 'Horarios y feriados',
        icon: 'pi pi-clock',
        route: '/pla/horario',
        permiso: PERMISOS_PLA.asistencia,
      },
      {
        label: 'Comisiones AFP',
        icon: 'pi pi-percentage',
        route: '/pla/commission',
        permiso: PERMISOS_PLA.comisiones,
      },
      {
        label: 'Parámetros de planilla',
        icon: 'pi pi-sliders-h',
        route: '/pla/parametros',
        permiso: PERMISOS_PLA.parametros,
      },
    ],
  },
  {
    title: 'PLANILLA MENSUAL',
    permiso: PERMISOS_PLA.modulo,
    entries: [
      {
        label: 'Asistencia',
        icon: 'pi pi-calendar',
        route: '/pla/operation/assistance',
        permiso: PERMISOS_PLA.asistencia,
      },
      { label: 'Planilla', icon: 'pi pi-calculator', route: '/pla/planilla', permiso: PERMISOS_PLA.planilla },
      {
        label: 'Salario y beneficios',
        icon: 'pi pi-gift',
        route: '/pla/salario-beneficios',
        permiso: PERMISOS_PLA.beneficios,
      },
      {
        label: 'Utilidades',
        icon: 'pi pi-chart-pie',
        route: '/pla/utilidades',
        permiso: PERMISOS_PLA.beneficios,
      },
      {
        label: 'Estructuras PLAME',
        icon: 'pi pi-file-export',
        route: '/pla/plame',
        permiso: PERMISOS_PLA.plame,
      },
    ],
  },
  {
    title: 'REPORTES',
    permiso: PERMISOS_PLA.modulo,
    entries: [
      {
        label: 'Reportes de planilla',
        icon: 'pi pi-table',
        route: '/pla/reporte-planillas',
        permiso: PERMISOS_PLA.reportes,
      },
      {
        label: 'Renta de quinta',
        icon: 'pi pi-percentage',
        route: '/pla/reporte-rentaquinta',
        permiso: PERMISOS_PLA.reportes,
      },
      {
        label: 'Gratificaciones',
        icon: 'pi pi-gift',
        route: '/pla/reporte-gratificaciones',
        permiso: PERMISOS_PLA.beneficios,
      },
      {
        label: 'CTS',
        icon: 'pi pi-wallet',
        route: '/pla/reporte-cts',
        permiso: PERMISOS_PLA.beneficios,
      },
      {
        label: 'Vacaciones',
        icon: 'pi pi-sun',
        route: '/pla/reporte-vacaciones',
        permiso: PERMISOS_PLA.beneficios,
      },
    ],
  },
];
