import { schema } from '@kipu/db';
import { asc, eq } from 'drizzle-orm';
import { type ColumnaExcel, escribirHojaExcel } from '../../../infra/excel/escribir-hoja.ts';
import { type ArchivoGenerado, archivoExcel } from '../../../shared/archivo-generado.ts';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { columnaEstado } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { type FiltroProductos, filtroProductos } from './buscar-productos.ts';

type Fila = typeof schema.productos.$inferSelect & { categoria: string | null };

const COLUMNAS: readonly ColumnaExcel<Fila>[] = [
  { encabezado: 'Código', valor: (p) => p.codigo, ancho: 16 },
  { encabezado: 'Código de barras', valor: (p) => p.codigoBarras, ancho: 16 },
  { encabezado: 'Descripción', valor: (p) => p.descripcion, ancho: 45 },
  { encabezado: 'Categoría', valor: (p) => p.categoria, ancho: 22 },
  { encabezado: 'Unidad', valor: (p) => p.medidaId, ancho: 8 },
  { encabezado: 'Afectación IGV', valor: (p) => p.tipoIgv, ancho: 9 },
  { encabezado: 'Valor unitario', valor: (p) => p.valorUnitario, tipo: 'monto', ancho: 14 },
  { encabezado: 'Precio unitario', valor: (p) => p.precioUnitario, tipo: 'monto', ancho: 14 },
  { encabezado: 'Controla stock', valor: (p) => p.stock, tipo: 'si_no', ancho: 9 },
  { encabezado: 'Stock mínimo', valor: (p) => p.stockMinimo, tipo: 'cantidad', ancho: 12 },
  { encabezado: 'ICBPER', valor: (p) => p.icbper, tipo: 'si_no', ancho: 8 },
  { encabezado: 'Código SUNAT', valor: (p) => p.codigoSunat, ancho: 12 },
  { encabezado: 'Cuenta ventas', valor: (p) => p.ventasPcge, ancho: 10 },
  { encabezado: 'Cuenta compras', valor: (p) => p.comprasPcge, ancho: 10 },
  columnaEstado((p) => p.deletedAt),
];

/** excelproductoslist and excelCombos: the list with its filter as an .xlsx. */
export async function exportarProductos(
  deps: Dependencias,
  sesion: SesionActiva,
  f: FiltroProductos,
): Promise<ArchivoGenerado> {
  const { productos, categorias } = schema;
  const filas = await deps.db
    .select({ p: productos, categoria: categorias.nombre })
    .from(productos)
    .leftJoin(categorias, eq(categorias.id, productos.categoriaId))
    .where(await filtroProductos(deps, sesion, f))
    .orderBy(asc(productos.codigo));
  const titulo = f.solo_combos ? 'Combos' : 'Productos';
  return archivoExcel(
    titulo.toLowerCase(),
    await escribirHojaExcel(
      titulo,
      COLUMNAS,
      filas.map((x) => ({ ...x.p, categoria: x.categoria })),
    ),
  );
}
