import { importarCategorias } from './importadores/categorias.ts';
import { importarClientes, importarProveedores } from './importadores/personas.ts';
import { importarPrecios } from './importadores/precios.ts';
import { importarProductos } from './importadores/productos.ts';
import type { Importador, TipoImportacionMasiva } from './tipos.ts';

export const IMPORTADORES: Record<TipoImportacionMasiva, Importador<unknown>> = {
  categorias: importarCategorias,
  productos: importarProductos,
  clientes: importarClientes,
  proveedores: importarProveedores,
  precios: importarPrecios,
};
