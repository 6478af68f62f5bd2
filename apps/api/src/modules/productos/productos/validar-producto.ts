import type { Db, schema } from '@kipu/db';
import {
  afectacionIgv,
  esCuentaDeCompras,
  esCuentaDeVentas,
  esDecimalNoNegativo,
  normalizarDecimal,
  precioDesdeValor,
  preciosConsistentes,
  type TipoUtilidad,
  tasaDeAfectacion,
  valorDesdePrecio,
  valorPorMargen,
} from '@kipu/peru';
import { LIMITES_SUNAT } from '@kipu/peru/texto/limites-sunat';
import { primerErrorDeTexto } from '@kipu/peru/texto/texto-xml';
import { recortar } from '../../../shared/tablas-de-empresa.ts';
import { ajeno, codigosDeTabla, type Validacion } from '../comun.ts';
import { type ConsultasProducto, consultasProducto, type EstadoReferencia } from './consultas-producto.ts';

export type PropiedadValor = { codigo: string; nombre: string; valor: string };
export type PrecioEntrada = { categoria_precio_id: string; precio: string };

/** A product as the API and the mass import receive it; amounts are decimal strings. */
export type ProductoEntrada = {
  codigo: string;
  codigo_barras?: string | null;
  codigo_sunat?: string | null;
  descripcion: string;
  detalle?: string | null;
  medida_id?: string | null;
  categoria_id?: string | null;
  inventario_id?: string | null;
  tipo_igv?: string | null;
  valor_unitario?: string | null;
  precio_unitario?: string | null;
  imagen?: string | null;
  icbper?: boolean | null;
  compras_pcge?: string | null;
  ventas_pcge?: string | null;
  stock?: boolean | null;
  stock_minimo?: string | null;
  margen_utilidad?: boolean | null;
  utilidad?: string | null;
  tipo_utilidad?: string | null;
  adquisicion?: string | null;
  propiedades?: { codigo: string; nombre?: string | null; valor: string }[] | null;
  /** Price in each price list; null keeps the stored ones on an edit. */
  precios?: PrecioEntrada[] | null;
};

export type ProductoColumnas = Omit<typeof schema.productos.$inferInsert, 'empresaId' | 'esCombo'>;
export type PrecioColumnas = { categoriaPrecioId: string; precio: string };
export type ProductoValidado = { producto: ProductoColumnas; precios: PrecioColumnas[] | null };

const GRUPO_SIN_IGV = {
  exonerado: 'exonerada',
  inafecto: 'inafecta',
  exportacion: 'de exportación',
} as const;

function referencia(estado: EstadoReferencia, que: string) {
  if (estado === 'ajeno') return ajeno(`${que} no pertenece a la empresa`);
  if (estado === 'eliminado') return { error: `${que} está eliminada` };
  return undefined;
}

type Precios = { valorUnitario: string; precioUnitario: string };

/**
 * Unit value and price consistent with the affectation and the rate in force: either one alone gives
 * the other; a pair must agree within SUNAT's cent. With margen_utilidad and neither given, the value
 * is the acquisition cost plus the margin.
 */
function preciosDe(
  p: ProductoEntrada,
  tipoIgv: string,
  consultas: ConsultasProducto,
  margen: { adquisicion: string; utilidad: string; tipo: TipoUtilidad } | null,
): Precios | { error: string } {
  let valor = recortar(p.valor_unitario);
  const precio = recortar(p.precio_unitario);
  if (valor && !esDecimalNoNegativo(valor))
    return { error: 'El valor unitario debe ser un número mayor o igual a cero (hasta 10 decimales)' };
  if (precio && !esDecimalNoNegativo(precio))
    return { error: 'El precio unitario debe ser un número mayor o igual a cero (hasta 10 decimales)' };
  if (!valor && !precio && margen) valor = valorPorMargen(margen.adquisicion, margen.utilidad, margen.tipo);
  if (!valor && !precio) return { error: 'Ingrese el valor unitario o el precio unitario' };
  const tasa = tasaDeAfectacion(tipoIgv, consultas.fecha, consultas.regimen);
  if (!precio) {
    if (!esDecimalNoNegativo(precioDesdeValor(valor, tasa)))
      return { error: 'El precio unitario resultante es demasiado grande' };
    return { valorUnitario: normalizarDecimal(valor), precioUnitario: precioDesdeValor(valor, tasa) };
  }
  if (!valor)
    return { valorUnitario: valorDesdePrecio(precio, tasa), precioUnitario: normalizarDecimal(precio) };
  const general = tasaDeAfectacion(tipoIgv, consultas.fecha, 'general');
  if (preciosConsistentes(valor, precio, tasa) || preciosConsistentes(valor, precio, general))
    return { valorUnitario: normalizarDecimal(valor), precioUnitario: normalizarDecimal(precio) };
  const a = afectacionIgv(tipoIgv);
  if (a && a.grupo !== 'gravado')
    return {
      error: `El precio unitario debe ser igual al valor unitario (operación ${GRUPO_SIN_IGV[a.grupo]})`,
    };
  return {
    error: `El precio unitario no corresponde al valor unitario con ${a?.ivap ? 'IVAP' : 'IGV'} (${tasa}%)`,
  };
}

async function preciosPorLista(
  precios: PrecioEntrada[],
  consultas: ConsultasProducto,
): Promise<PrecioColumnas[] | { error: string; prohibido?: boolean }> {
  const vistos = new Set<string>();
  const filas: PrecioColumnas[] = [];
  for (const p of precios) {
    const id = recortar(p.categoria_precio_id);
    const precio = recortar(p.precio);
    if (!id) return { error: 'Seleccione la categoría de precio' };
    if (vistos.has(id)) return { error: 'Una categoría de precio está repetida' };
    vistos.add(id);
    // A price on a list deleted since is kept as it came (the product's other lists may be edited in
    // another local): only another company's list is refused.
    const estado = await consultas.categoriaPrecio(id);
    const mal = estado === 'eliminado' ? undefined : referencia(estado, 'La categoría de precio');
    if (mal) return mal;
    if (!esDecimalNoNegativo(precio))
      return { error: 'El precio de cada categoría debe ser un número mayor o igual a cero' };
    filas.push({ categoriaPrecioId: id, precio: normalizarDecimal(precio) });
  }
  return filas;
}

/**
 * Every text of a product before anything reads it: its code and description go into each line of the
 * documents that sell it (SUNAT's 30 and 500 characters), and none may carry a character an XML or
 * PostgreSQL cannot take.
 */
function errorDeTextos(p: ProductoEntrada): string | undefined {
  return primerErrorDeTexto([
    [recortar(p.codigo), { campo: 'el código', maximo: LIMITES_SUNAT.codigoProducto.maximo }],
    [recortar(p.descripcion), { campo: 'la descripción', maximo: LIMITES_SUNAT.descripcionItem.maximo }],
    [recortar(p.codigo_barras), { campo: 'el código de barras', maximo: 50 }],
    [p.detalle, { campo: 'el detalle', maximo: 2000 }],
    [p.codigo_sunat, { campo: 'el código de producto SUNAT' }],
    [p.medida_id, { campo: 'la unidad de medida' }],
    [p.categoria_id, { campo: 'la categoría' }],
    [p.inventario_id, { campo: 'el tipo de existencia' }],
    [p.tipo_igv, { campo: 'el tipo de afectación del IGV' }],
    [p.imagen, { campo: 'la imagen' }],
    [p.compras_pcge, { campo: 'la cuenta de compras' }],
    [p.ventas_pcge, { campo: 'la cuenta de ventas' }],
    ...(p.propiedades ?? []).flatMap((x) => [
      [x.codigo, { campo: 'el código de una propiedad' }] as const,
      [x.nombre, { campo: 'el nombre de una propiedad' }] as const,
      [x.valor, { campo: 'el valor de una propiedad', maximo: 500 }] as const,
    ]),
    ...(p.precios ?? []).map((x) => [x.categoria_precio_id, { campo: 'la categoría de precio' }] as const),
  ]);
}

/**
 * Checks one product of a company and maps it to columns (spec 02 §3 Producto). `id` is the product
 * being edited. Pass `consultas` from `consultasProductoPrecargadas` to validate many rows with a
 * handful of queries. Ids of another company answer `prohibido`.
 */
export async function validarProducto(
  db: Db,
  empresaId: string,
  p: ProductoEntrada,
  opciones: { id?: string; consultas?: ConsultasProducto; esCombo?: boolean } = {},
): Promise<Validacion<ProductoValidado>> {
  const texto = errorDeTextos(p);
  if (texto) return { error: texto };
  const consultas = opciones.consultas ?? (await consultasProducto(db, empresaId));
  const codigo = recortar(p.codigo);
  const descripcion = recortar(p.descripcion);
  const stock = opciones.esCombo ? false : (p.stock ?? true);
  // A service (no stock) is measured in ZZ unless said otherwise; a combo is sold by the unit.
  const medida = recortar(p.medida_id).toUpperCase() || (stock || opciones.esCombo ? 'NIU' : 'ZZ');
  const tipoIgv = recortar(p.tipo_igv) || '10';
  const codigoSunat = recortar(p.codigo_sunat) || null;
  const inventario = recortar(p.inventario_id) || null;
  const categoriaId = recortar(p.categoria_id) || null;
  const stockMinimo = recortar(p.stock_minimo) || '0';
  const utilidad = recortar(p.utilidad) || '0';
  const adquisicion = recortar(p.adquisicion) || '0';
  const tipoUtilidad = recortar(p.tipo_utilidad) || 'porcentaje';

  if (!codigo) return { error: 'Ingrese el código' };
  if (!descripcion) return { error: 'Ingrese la descripción' };
  if (!codigosDeTabla('cat03').has(medida)) return { error: 'Seleccione una unidad de medida válida' };
  if (!codigosDeTabla('cat07').has(tipoIgv) || !afectacionIgv(tipoIgv))
    return { error: 'Seleccione un tipo de afectación del IGV válido' };
  if (codigoSunat && !codigosDeTabla('cat25').has(codigoSunat))
    return { error: 'El código de producto SUNAT no existe en el catálogo 25' };
  if (inventario && !codigosDeTabla('ple05').has(inventario))
    return { error: 'Seleccione un tipo de existencia válido' };
  if (!esDecimalNoNegativo(stockMinimo, 4, 14))
    return { error: 'El stock mínimo debe ser un número mayor o igual a cero' };
  if (tipoUtilidad !== 'porcentaje' && tipoUtilidad !== 'monto')
    return { error: 'El tipo de utilidad debe ser porcentaje o monto' };
  if (!esDecimalNoNegativo(utilidad, 4, 14))
    return { error: 'La utilidad debe ser un número mayor o igual a cero' };
  if (!esDecimalNoNegativo(adquisicion))
    return { error: 'El costo de adquisición debe ser un número mayor o igual a cero' };
  const precios = preciosDe(
    p,
    tipoIgv,
    consultas,
    p.margen_utilidad ? { adquisicion, utilidad, tipo: tipoUtilidad } : null,
  );
  if ('error' in precios) return precios;

  const propiedades: PropiedadValor[] = [];
  for (const x of p.propiedades ?? []) {
    const prop = { codigo: recortar(x.codigo), nombre: recortar(x.nombre), valor: recortar(x.valor) };
    if (!prop.codigo || !prop.valor) return { error: 'Cada propiedad necesita un código y un valor' };
    propiedades.push({ ...prop, nombre: prop.nombre || prop.codigo });
  }

  if (categoriaId) {
    const mal = referencia(await consultas.categoria(categoriaId), 'La categoría');
    if (mal) return mal;
  }
  const ventas = recortar(p.ventas_pcge) || null;
  const compras = recortar(p.compras_pcge) || null;
  if (ventas && !(esCuentaDeVentas(ventas) && (await consultas.cuentaActiva(ventas))))
    return { error: 'La cuenta de ventas debe ser una cuenta activa de la 70 de su PCGE' };
  if (compras && !(esCuentaDeCompras(compras, stock) && (await consultas.cuentaActiva(compras))))
    return {
      error: stock
        ? 'La cuenta de compras debe ser una cuenta activa de la 60 o de la 20 a la 28 de su PCGE'
        : 'La cuenta de compras debe ser una cuenta activa de la 60, de la 20 a la 28 o de la 63 de su PCGE',
    };
  const listas = p.precios ? await preciosPorLista(p.precios, consultas) : null;
  if (listas && 'error' in listas) return listas;
  const otro = await consultas.productoConCodigo(codigo);
  if (otro && otro !== opciones.id) return { error: `Ya existe un producto activo con el código ${codigo}` };

  return {
    columnas: {
      producto: {
        codigo,
        codigoBarras: recortar(p.codigo_barras) || null,
        codigoSunat,
        descripcion,
        detalle: recortar(p.detalle) || null,
        medidaId: medida,
        categoriaId,
        inventarioId: inventario,
        tipoIgv,
        ...precios,
        imagen: recortar(p.imagen) || null,
        icbper: p.icbper ?? false,
        comprasPcge: compras,
        ventasPcge: ventas,
        stock,
        stockMinimo: normalizarDecimal(stockMinimo),
        margenUtilidad: p.margen_utilidad ?? false,
        utilidad: normalizarDecimal(utilidad),
        tipoUtilidad,
        adquisicion: normalizarDecimal(adquisicion),
        propiedades,
      },
      precios: listas,
    },
  };
}
