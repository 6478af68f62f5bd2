import { importarCategorias } from './importadores/categorias.ts';
import { PLANTILLA_COMPROBANTES } from './importadores/comprobantes.ts';
import { importarClientes, importarProveedores } from './importadores/personas.ts';
import { importarPrecios } from './importadores/precios.ts';
import { importarProductos } from './importadores/productos.ts';
import type { Importador, Plantilla, TipoImportacionDeFilas, TipoImportacionMasiva } from './tipos.ts';

export const IMPORTADORES: Record<TipoImportacionDeFilas, Importador<unknown>> = {
  categorias: importarCategorias,
  productos: importarProductos,
  clientes: importarClientes,
  proveedores: importarProveedores,
  precios: importarPrecios,
};

/** Every import's template; mass invoicing has no row-by-row importer (it emits documents). */
export const PLANTILLAS: Record<TipoImportacionMasiva, Plantilla> = {
  ...IMPORTADORES,
  comprobantes: PLANTILLA_COMPROBANTES,
};
