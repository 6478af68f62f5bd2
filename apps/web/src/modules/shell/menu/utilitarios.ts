import type { MenuSection } from './menu-types';

/** Permission ids of the /util screens (spec 02 §2 "Utilities (/util)"). */
export const PERMISOS_UTIL = { importar: 'UTI001001' } as const;

/** Modules whose sidebar ends with UTILITARIOS (spec 02 §2: accounting and inventory/billing). */
export const MODULOS_CON_UTILITARIOS: readonly string[] = ['contabilidad', 'facturacion'];

/** UTILITARIOS block: mass imports of master data from Excel. */
export const UTILITARIOS_MENU: MenuSection = {
  title: 'UTILITARIOS',
  permiso: 'UTI001',
  entries: [
    {
      label: 'Importación masiva',
      icon: 'pi pi-file-import',
      route: '/util/importar',
      permiso: PERMISOS_UTIL.importar,
    },
  ],
};
