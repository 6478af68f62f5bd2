import { ADMINISTRADOR_MENU } from './administrador';
import { APLICATIVOS_MENU } from './aplicativos';
import { AULA_MENU } from './aula';
import { CONTABILIDAD_MENU } from './contabilidad';
import { DATOS_GENERALES_MENU } from './datos-generales';
import { FACTURACION_MENU } from './facturacion';
import { INICIO_MENU } from './inicio';
import type { MenuSection } from './menu-types';
import { PLANILLAS_MENU } from './planillas';
import { WEBINARS_MENU } from './webinars';

/** Each module's own sidebar blocks, by module id. */
export const MENU_POR_MODULO: Readonly<Record<string, readonly MenuSection[]>> = {
  contabilidad: CONTABILIDAD_MENU,
  facturacion: FACTURACION_MENU,
  planillas: PLANILLAS_MENU,
  aplicativos: APLICATIVOS_MENU,
  aula: AULA_MENU,
  webinars: WEBINARS_MENU,
};

export { ADMINISTRADOR_MENU, DATOS_GENERALES_MENU, INICIO_MENU };
