import { schema } from '@kipu/db';
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { prohibido } from '../../../shared/errores.ts';
import {
  activasDeEmpresa,
  type FiltroLista,
  filtroDeEmpresa,
  type Pagina,
  paginar,
  recortar,
  textoDeBusqueda,
} from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { consultasProducto } from './consultas-producto.ts';
import { type ProductoVista, vistasProductos } from './producto-vista.ts';

export type FiltroProductos = FiltroLista & {
  categoria_id?: string | null;
  /** Only products that keep stock (kardex). */
  solo_stock?: boolean | null;
  /** Combos are listed by `combos`; invoicing searches include them. */
  incluir_combos?: boolean | null;
  solo_combos?: boolean;
};

/** The filter of the product lists; a category of another company is FORBIDDEN. */
export async function filtroProductos(
  deps: Dependencias,
  sesion: SesionActiva,
  f: FiltroProductos,
): Promise<SQL | undefined> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const categoriaId = recortar(f.categoria_id);
  if (categoriaId && (await (await consultasProducto(deps.db, empresaId)).categoria(categoriaId)) === 'ajeno')
    throw prohibido();
  const { productos } = schema;
  const texto = textoDeBusqueda(f.param);
  return filtroDeEmpresa(
    productos,
    empresaId,
    f.eliminados,
    and(
      categoriaId ? eq(productos.categoriaId, categoriaId) : undefined,
      f.solo_stock ? eq(productos.stock, true) : undefined,
      f.solo_combos
        ? eq(productos.esCombo, true)
        : f.incluir_combos
          ? undefined
          : eq(productos.esCombo, false),
      texto
        ? or(
            ilike(productos.codigo, `${texto}%`),
            ilike(productos.codigoBarras, `${texto}%`),
            ilike(productos.descripcion, `%${texto}%`),
          )
        : undefined,
    ),
  );
}

/** Products by code or barcode (prefix) or description (anywhere), in code order, paged. */
export async function listarProductos(
  deps: Dependencias,
  sesion: SesionActiva,
  f: FiltroProductos,
): Promise<Pagina<ProductoVista>> {
  const { productos } = schema;
  const p = await paginar(deps, productos, await filtroProductos(deps, sesion, f), asc(productos.codigo), f);
  return { total: p.total, filas: await vistasProductos(deps.db, p.filas) };
}

export async function contarProductos(
  deps: Dependencias,
  sesion: SesionActiva,
  f: FiltroProductos,
): Promise<number> {
  const [conteo] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(schema.productos)
    .where(await filtroProductos(deps, sesion, f));
  return conteo?.n ?? 0;
}

/**
 * productoByCodigo: the one active product (combos included) whose code or barcode is exactly the
 * given text; none or several answer null, so the client auto-selects only a certain match.
 */
export async function productoPorCodigo(
  deps: Dependencias,
  sesion: SesionActiva,
  codigo: string | null | undefined,
  codigoBarras: string | null | undefined,
): Promise<ProductoVista | null> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const c = recortar(codigo);
  const b = recortar(codigoBarras);
  if (!c && !b) return null;
  const { productos } = schema;
  const filas = await deps.db
    .select()
    .from(productos)
    .where(
      activasDeEmpresa(
        productos,
        empresaId,
        or(c ? eq(productos.codigo, c) : undefined, b ? eq(productos.codigoBarras, b) : undefined),
      ),
    )
    .limit(2);
  const [unico] = filas;
  return filas.length === 1 && unico ? ((await vistasProductos(deps.db, [unico]))[0] ?? null) : null;
}

/** productosByCodigos: the active products with these codes (invoicing loads a document's lines). */
export async function productosPorCodigos(
  deps: Dependencias,
  sesion: SesionActiva,
  codigos: string[],
): Promise<ProductoVista[]> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const lista = [...new Set(codigos.map(recortar).filter(Boolean))].slice(0, 1000);
  if (!lista.length) return [];
  const { productos } = schema;
  const filas = await deps.db
    .select()
    .from(productos)
    .where(activasDeEmpresa(productos, empresaId, inArray(productos.codigo, lista)))
    .orderBy(asc(productos.codigo));
  return vistasProductos(deps.db, filas);
}
