import { esDecimalNoNegativo, esMayorQue, normalizarDecimal } from '@kipu/peru';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { recortar } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { ajeno, exigirValida, type Validacion } from '../comun.ts';
import { type ConsultasProducto, consultasProducto } from '../productos/consultas-producto.ts';
import { type ComponenteColumnas, exigirProducto, guardarProducto } from '../productos/guardar-producto.ts';
import type { ProductoVista } from '../productos/producto-vista.ts';
import { type ProductoEntrada, validarProducto } from '../productos/validar-producto.ts';

export type ComponenteEntrada = { producto_id: string; cantidad: string };

/** A combo: a product sold as one line whose components are other products (spec 02 §3 Combo). */
export type ComboEntrada = ProductoEntrada & { productos_combos: ComponenteEntrada[] };

/**
 * At least one component; each an active product of the company that is not a combo nor the combo
 * itself, with a quantity above zero, and none repeated.
 */
export async function validarComponentes(
  componentes: ComponenteEntrada[],
  consultas: ConsultasProducto,
  comboId?: string,
): Promise<Validacion<ComponenteColumnas[]>> {
  if (!componentes.length) return { error: 'Agregue al menos un producto al combo' };
  const vistos = new Set<string>();
  const filas: ComponenteColumnas[] = [];
  for (const c of componentes) {
    const productoId = recortar(c.producto_id);
    const cantidad = recortar(c.cantidad);
    if (!esDecimalNoNegativo(cantidad, 4, 14) || !esMayorQue(cantidad, '0'))
      return { error: 'La cantidad de cada producto del combo debe ser mayor que cero (hasta 4 decimales)' };
    if (vistos.has(productoId)) return { error: 'Un producto está repetido en el combo' };
    vistos.add(productoId);
    if (productoId === comboId) return { error: 'Un combo no puede contenerse a sí mismo' };
    const p = await consultas.producto(productoId);
    if (p.estado === 'ajeno') return ajeno('El producto no pertenece a la empresa');
    if (p.estado === 'eliminado') return { error: `El producto ${p.codigo} está eliminado` };
    if (p.esCombo) return { error: `El producto ${p.codigo} es un combo: un combo no puede contener otro` };
    filas.push({ productoId, cantidad: normalizarDecimal(cantidad) });
  }
  return { columnas: filas };
}

async function validarCombo(deps: Dependencias, empresaId: string, c: ComboEntrada, id?: string) {
  const consultas = await consultasProducto(deps.db, empresaId);
  const producto = exigirValida(
    await validarProducto(deps.db, empresaId, c, { consultas, esCombo: true, ...(id ? { id } : {}) }),
  );
  const componentes = exigirValida(await validarComponentes(c.productos_combos, consultas, id));
  return { producto, componentes };
}

export async function crearCombo(
  deps: Dependencias,
  sesion: SesionActiva,
  c: ComboEntrada,
): Promise<ProductoVista> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const v = await validarCombo(deps, empresaId, c);
  return guardarProducto(deps, { empresaId, esCombo: true }, v.producto, v.componentes);
}

export async function actualizarCombo(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
  c: ComboEntrada,
): Promise<ProductoVista> {
  const actual = await exigirProducto(deps, sesion, id);
  if (!actual.esCombo) throw entradaInvalida('El producto no es un combo');
  if (actual.deletedAt) throw entradaInvalida('Active el combo antes de modificarlo');
  const v = await validarCombo(deps, actual.empresaId, c, id);
  return guardarProducto(deps, { empresaId: actual.empresaId, id, esCombo: true }, v.producto, v.componentes);
}
