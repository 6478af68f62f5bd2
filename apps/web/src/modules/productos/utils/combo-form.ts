import { esMayorQue } from '@kipu/peru/productos/precio';
import type { ComboInput, ProductoFieldsFragment } from '../../../gql/graphql';
import { montosDeEntrada, PRECIOS_VACIOS, type PreciosForm } from './precio-producto';
import { MEDIDA_BIEN } from './producto-form';
import { esStockValido } from './stock-minimo';

/** A component of the combo: a product and how many of it. */
export interface ComponenteFila {
  producto_id: string;
  codigo: string;
  descripcion: string;
  cantidad: string;
}

/** The combo dialog: the combo's own ComboInput fields and its components. */
export interface ComboForm extends PreciosForm {
  codigo: string;
  descripcion: string;
  medida_id: string;
  categoria_id: string | null;
  inventario_id: string | null;
  compras_pcge: string | null;
  ventas_pcge: string | null;
  componentes: ComponenteFila[];
}

export type ErroresCombo = Partial<Record<keyof ComboForm, string>>;

export function comboVacio(): ComboForm {
  return {
    codigo: '',
    descripcion: '',
    medida_id: MEDIDA_BIEN,
    categoria_id: null,
    inventario_id: null,
    ...PRECIOS_VACIOS,
    compras_pcge: null,
    ventas_pcge: null,
    componentes: [],
  };
}

export function comboFormDe(c: ProductoFieldsFragment): ComboForm {
  return {
    ...comboVacio(),
    codigo: c.codigo,
    descripcion: c.descripcion,
    medida_id: c.medida_id,
    categoria_id: c.categoria_id,
    inventario_id: c.inventario_id,
    tipo_igv: c.tipo_igv,
    valor_unitario: c.valor_unitario,
    precio_unitario: c.precio_unitario,
    compras_pcge: c.compras_pcge,
    ventas_pcge: c.ventas_pcge,
    componentes: c.productos_combos.map((x) => ({ ...x })),
  };
}

/** Adds a product with quantity 1, or one more of it when it is already there. */
export function agregarComponente(
  filas: readonly ComponenteFila[],
  p: { id: string; codigo: string; descripcion: string },
): ComponenteFila[] {
  const existente = filas.find((f) => f.producto_id === p.id);
  if (!existente)
    return [...filas, { producto_id: p.id, codigo: p.codigo, descripcion: p.descripcion, cantidad: '1' }];
  return filas.map((f) => {
    if (f !== existente) return f;
    // Only a whole quantity is incremented; a fractional one is left for the user to adjust.
    const entero = f.cantidad.trim();
    return /^\d{1,9}$/.test(entero) ? { ...f, cantidad: String(Number(entero) + 1) } : f;
  });
}

export function validarComboForm(f: ComboForm): ErroresCombo {
  const e: ErroresCombo = {};
  if (!f.codigo.trim()) e.codigo = 'Ingrese el código';
  if (!f.descripcion.trim()) e.descripcion = 'Ingrese la descripción';
  const monto = f.origen === 'valor' ? f.valor_unitario : f.precio_unitario;
  if (!monto.trim()) e[f.origen === 'valor' ? 'valor_unitario' : 'precio_unitario'] = 'Ingrese el importe';
  if (!f.componentes.length) e.componentes = 'Agregue al menos un producto al combo';
  else if (
    f.componentes.some((c) => !esStockValido(c.cantidad.trim()) || !esMayorQue(c.cantidad.trim(), '0'))
  )
    e.componentes = 'La cantidad de cada producto debe ser mayor que cero (hasta 4 decimales)';
  return e;
}

export function entradaCombo(f: ComboForm): ComboInput {
  return {
    codigo: f.codigo.trim(),
    descripcion: f.descripcion.trim(),
    medida_id: f.medida_id,
    categoria_id: f.categoria_id,
    inventario_id: f.inventario_id,
    tipo_igv: f.tipo_igv,
    ...montosDeEntrada(f),
    compras_pcge: f.compras_pcge,
    ventas_pcge: f.ventas_pcge,
    productos_combos: f.componentes.map((c) => ({ producto_id: c.producto_id, cantidad: c.cantidad.trim() })),
  };
}
