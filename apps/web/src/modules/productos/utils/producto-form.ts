import type { TipoUtilidad } from '@kipu/peru/productos/precio';
import type { ProductoFieldsFragment, ProductoInput } from '../../../gql/graphql';
import { esMontoValido, montosDeEntrada, PRECIOS_VACIOS, type PreciosForm } from './precio-producto';

/** A property row of the product (talla: M, color: ROJO...). */
export interface PropiedadFila {
  /** Key of the row in the editor (rows have no id of their own). */
  clave: string;
  codigo: string;
  nombre: string;
  valor: string;
}

/** The product dialog: every ProductoInput field, amounts as typed strings. */
export interface ProductoForm extends PreciosForm {
  codigo: string;
  codigo_barras: string;
  codigo_sunat: string | null;
  descripcion: string;
  detalle: string;
  medida_id: string;
  categoria_id: string | null;
  inventario_id: string | null;
  imagen: string | null;
  icbper: boolean;
  compras_pcge: string | null;
  ventas_pcge: string | null;
  stock: boolean;
  stock_minimo: string;
  propiedades: PropiedadFila[];
  /** Price of each price list by its id (lists of other locals are kept as stored). */
  precios: Record<string, string>;
  /** The prices were edited: only then are they sent (omitted, the server keeps the stored ones). */
  precios_editados: boolean;
}

let ultimaClave = 0;
/** A key for a new editor row. */
export const nuevaClave = () => `fila-${++ultimaClave}`;

export type ErroresProducto = Partial<Record<keyof ProductoForm, string>>;

/** Unit of a good by default (catálogo 03: NIU, unidad); a service is measured in ZZ. */
export const MEDIDA_BIEN = 'NIU';
export const MEDIDA_SERVICIO = 'ZZ';

/** A service is measured in ZZ by default and a good in NIU: switching stock swaps only those defaults. */
export function medidaConStock(stock: boolean, medida: string): string {
  if (!stock && medida === MEDIDA_BIEN) return MEDIDA_SERVICIO;
  if (stock && medida === MEDIDA_SERVICIO) return MEDIDA_BIEN;
  return medida;
}

export function productoVacio(): ProductoForm {
  return {
    codigo: '',
    codigo_barras: '',
    codigo_sunat: null,
    descripcion: '',
    detalle: '',
    medida_id: MEDIDA_BIEN,
    categoria_id: null,
    inventario_id: null,
    ...PRECIOS_VACIOS,
    imagen: null,
    icbper: false,
    compras_pcge: null,
    ventas_pcge: null,
    stock: true,
    stock_minimo: '0',
    propiedades: [],
    precios: {},
    precios_editados: false,
  };
}

const tipoUtilidad = (t: string): TipoUtilidad => (t === 'monto' ? 'monto' : 'porcentaje');

/** The form of a stored product; the price is taken as the typed amount (it is what the buyer pays). */
export function productoFormDe(p: ProductoFieldsFragment): ProductoForm {
  return {
    codigo: p.codigo,
    codigo_barras: p.codigo_barras ?? '',
    codigo_sunat: p.codigo_sunat,
    descripcion: p.descripcion,
    detalle: p.detalle ?? '',
    medida_id: p.medida_id,
    categoria_id: p.categoria_id,
    inventario_id: p.inventario_id,
    tipo_igv: p.tipo_igv,
    valor_unitario: p.valor_unitario,
    precio_unitario: p.precio_unitario,
    origen: 'precio',
    imagen: p.imagen,
    icbper: p.icbper,
    compras_pcge: p.compras_pcge,
    ventas_pcge: p.ventas_pcge,
    stock: p.stock,
    stock_minimo: p.stock_minimo,
    margen_utilidad: p.margen_utilidad,
    utilidad: p.utilidad,
    tipo_utilidad: tipoUtilidad(p.tipo_utilidad),
    adquisicion: p.adquisicion,
    propiedades: p.propiedades.map(({ codigo, nombre, valor }) => ({
      clave: nuevaClave(),
      codigo,
      nombre,
      valor,
    })),
    precios: Object.fromEntries(p.precios.map((x) => [x.categoria_precio_id, x.precio])),
    precios_editados: false,
  };
}

/** What the dialog can tell before asking the server (which checks everything again). */
export function validarProductoForm(f: ProductoForm): ErroresProducto {
  const e: ErroresProducto = {};
  if (!f.codigo.trim()) e.codigo = 'Ingrese el código';
  if (!f.descripcion.trim()) e.descripcion = 'Ingrese la descripción';
  const monto = f.origen === 'valor' ? f.valor_unitario : f.precio_unitario;
  if (!monto.trim()) e[f.origen === 'valor' ? 'valor_unitario' : 'precio_unitario'] = 'Ingrese el importe';
  else if (!esMontoValido(monto))
    e[f.origen === 'valor' ? 'valor_unitario' : 'precio_unitario'] = 'Importe no válido';
  if (f.stock && !esMontoValido(f.stock_minimo || '0')) e.stock_minimo = 'Cantidad no válida';
  if (f.margen_utilidad) {
    if (!esMontoValido(f.adquisicion)) e.adquisicion = 'Importe no válido';
    if (!esMontoValido(f.utilidad || '0')) e.utilidad = 'Importe no válido';
  }
  const preciosMal = Object.values(f.precios).some((x) => x.trim() !== '' && !esMontoValido(x));
  if (preciosMal) e.precios = 'Revise los precios por categoría';
  if (f.propiedades.some((x) => !x.codigo.trim() || !x.valor.trim()))
    e.propiedades = 'Cada propiedad necesita un código y un valor';
  return e;
}

const nulo = (t: string) => t.trim() || null;

/**
 * The GraphQL input. The amount typed (value or price) goes as typed; price lists only when edited, and
 * then every non-empty one (`excluir`: stored prices of lists since deleted, which the server refuses).
 */
export function entradaProducto(f: ProductoForm, excluir: ReadonlySet<string> = new Set()): ProductoInput {
  const precios = f.precios_editados
    ? Object.entries(f.precios)
        .filter(([id, precio]) => precio.trim() !== '' && !excluir.has(id))
        .map(([categoria_precio_id, precio]) => ({ categoria_precio_id, precio: precio.trim() }))
    : undefined;
  return {
    codigo: f.codigo.trim(),
    codigo_barras: nulo(f.codigo_barras),
    codigo_sunat: f.codigo_sunat,
    descripcion: f.descripcion.trim(),
    detalle: nulo(f.detalle),
    medida_id: f.medida_id,
    categoria_id: f.categoria_id,
    inventario_id: f.inventario_id,
    tipo_igv: f.tipo_igv,
    ...montosDeEntrada(f),
    imagen: f.imagen,
    icbper: f.icbper,
    compras_pcge: f.compras_pcge,
    ventas_pcge: f.ventas_pcge,
    stock: f.stock,
    stock_minimo: f.stock ? f.stock_minimo.trim() || '0' : '0',
    margen_utilidad: f.margen_utilidad,
    utilidad: f.margen_utilidad ? f.utilidad.trim() || '0' : '0',
    tipo_utilidad: f.tipo_utilidad,
    adquisicion: f.adquisicion.trim() || '0',
    propiedades: f.propiedades.map((x) => ({
      codigo: x.codigo.trim(),
      nombre: x.nombre.trim() || null,
      valor: x.valor.trim(),
    })),
    ...(precios ? { precios } : {}),
  };
}
