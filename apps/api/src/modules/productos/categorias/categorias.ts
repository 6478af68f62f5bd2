import { schema } from '@kipu/db';
import { and, asc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import {
  actualizarFila,
  exigirDeEmpresa,
  type FiltroLista,
  fijarVigencia,
  filtroDeEmpresa,
  insertarFila,
  type Pagina,
  paginar,
  textoDeBusqueda,
} from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { exigirValida } from '../comun.ts';
import { type CategoriaEntrada, validarCategoria } from './validar-categoria.ts';

type Fila = typeof schema.categorias.$inferSelect;

export type CategoriaVista = {
  id: string;
  codigo: string;
  nombre: string;
  local_id: string | null;
  deleted_at: string | null;
};

const vista = (c: Fila): CategoriaVista => ({
  id: c.id,
  codigo: c.codigo,
  nombre: c.nombre,
  local_id: c.localId,
  deleted_at: c.deletedAt?.toISOString() ?? null,
});

const DUPLICADA = 'Ya existe una categoría con ese código';

export async function crearCategoria(
  deps: Dependencias,
  sesion: SesionActiva,
  c: CategoriaEntrada,
): Promise<CategoriaVista> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const columnas = exigirValida(await validarCategoria(deps.db, empresaId, c));
  return vista(await insertarFila(deps, schema.categorias, { ...columnas, empresaId }, DUPLICADA));
}

export async function actualizarCategoria(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
  c: CategoriaEntrada,
): Promise<CategoriaVista> {
  const actual = await exigirDeEmpresa(deps, sesion, schema.categorias, id);
  const columnas = exigirValida(await validarCategoria(deps.db, actual.empresaId, c, { id }));
  return vista(await actualizarFila(deps, schema.categorias, id, columnas, DUPLICADA));
}

export async function cambiarVigenciaCategoria(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
  vigente: boolean,
): Promise<CategoriaVista> {
  await exigirDeEmpresa(deps, sesion, schema.categorias, id);
  if (!vigente) {
    // Products keep pointing at their category: it cannot go while active products use it.
    const { productos } = schema;
    const [uso] = await deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(productos)
      .where(and(eq(productos.categoriaId, id), isNull(productos.deletedAt)));
    const n = uso?.n ?? 0;
    if (n > 0)
      throw entradaInvalida(
        `La categoría tiene ${n} ${n === 1 ? 'producto activo' : 'productos activos'}: cámbielos de categoría antes de eliminarla`,
      );
  }
  return vista(await fijarVigencia(deps, schema.categorias, id, vigente, DUPLICADA));
}

export function filtroCategorias(empresaId: string, f: FiltroLista): SQL | undefined {
  const { categorias } = schema;
  const texto = textoDeBusqueda(f.param);
  return filtroDeEmpresa(
    categorias,
    empresaId,
    f.eliminados,
    texto ? or(ilike(categorias.codigo, `${texto}%`), ilike(categorias.nombre, `%${texto}%`)) : undefined,
  );
}

/** Categories by code (prefix) or name, in code order, paged. */
export async function listarCategorias(
  deps: Dependencias,
  sesion: SesionActiva,
  f: FiltroLista,
): Promise<Pagina<CategoriaVista>> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const { categorias } = schema;
  const p = await paginar(deps, categorias, filtroCategorias(empresaId, f), asc(categorias.codigo), f);
  return { total: p.total, filas: p.filas.map(vista) };
}
