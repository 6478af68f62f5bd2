import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { exigirValida } from '../comun.ts';
import { exigirProducto, guardarProducto } from './guardar-producto.ts';
import { type ProductoVista, vistaProducto } from './producto-vista.ts';
import { type ProductoEntrada, validarProducto } from './validar-producto.ts';

export async function crearProducto(
  deps: Dependencias,
  sesion: SesionActiva,
  p: ProductoEntrada,
): Promise<ProductoVista> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const v = exigirValida(await validarProducto(deps.db, empresaId, p));
  return guardarProducto(deps, { empresaId, esCombo: false }, v);
}

/** updateProducto: a combo keeps being a combo (its components change through updateCombo). */
export async function actualizarProducto(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
  p: ProductoEntrada,
): Promise<ProductoVista> {
  const actual = await exigirProducto(deps, sesion, id);
  if (actual.deletedAt) throw entradaInvalida('Active el producto antes de modificarlo');
  const v = exigirValida(
    await validarProducto(deps.db, actual.empresaId, p, { id, esCombo: actual.esCombo }),
  );
  return guardarProducto(deps, { empresaId: actual.empresaId, id, esCombo: actual.esCombo }, v);
}

export async function productoPorId(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
): Promise<ProductoVista> {
  return vistaProducto(deps.db, await exigirProducto(deps, sesion, id));
}
