import { schema } from '@kipu/db';
import { and, asc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { prohibido } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import {
  exigirDeEmpresa,
  exigirValida,
  type FiltroLista,
  type Pagina,
  paginado,
  siDuplicado,
  textoDeBusqueda,
} from '../comun.ts';
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

const duplicada = siDuplicado('Ya existe una categoría con ese código');

/** A category of the session's company; any other id is FORBIDDEN. */
async function exigirCategoria(deps: Dependencias, sesion: SesionActiva, id: string) {
  return exigirDeEmpresa(deps.db, schema.categorias, id, await empresaDeTrabajo(deps.db, sesion));
}

export async function crearCategoria(
  deps: Dependencias,
  sesion: SesionActiva,
  c: CategoriaEntrada,
): Promise<CategoriaVista> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const columnas = exigirValida(await validarCategoria(deps.db, empresaId, c));
  try {
    const [fila] = await deps.db
      .insert(schema.categorias)
      .values({ ...columnas, empresaId })
      .returning();
    if (!fila) throw new Error('No se pudo crear la categoría');
    return vista(fila);
  } catch (e) {
    throw duplicada(e);
  }
}

export async function actualizarCategoria(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
  c: CategoriaEntrada,
): Promise<CategoriaVista> {
  const actual = await exigirCategoria(deps, sesion, id);
  const columnas = exigirValida(await validarCategoria(deps.db, actual.empresaId, c, { id }));
  return escribir(deps, id, columnas);
}

export async function cambiarVigenciaCategoria(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
  vigente: boolean,
): Promise<CategoriaVista> {
  await exigirCategoria(deps, sesion, id);
  return escribir(deps, id, { deletedAt: vigente ? null : new Date() });
}

async function escribir(
  deps: Dependencias,
  id: string,
  cambios: Partial<typeof schema.categorias.$inferInsert>,
): Promise<CategoriaVista> {
  try {
    const [fila] = await deps.db
      .update(schema.categorias)
      .set(cambios)
      .where(eq(schema.categorias.id, id))
      .returning();
    if (!fila) throw prohibido();
    return vista(fila);
  } catch (e) {
    throw duplicada(e);
  }
}

export function filtroCategorias(empresaId: string, f: FiltroLista): SQL | undefined {
  const { categorias } = schema;
  const texto = textoDeBusqueda(f.param);
  return and(
    eq(categorias.empresaId, empresaId),
    f.eliminados ? undefined : isNull(categorias.deletedAt),
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
  const donde = filtroCategorias(empresaId, f);
  const { limite, desde } = paginado(f);
  const [filas, [conteo]] = await Promise.all([
    deps.db
      .select()
      .from(categorias)
      .where(donde)
      .orderBy(asc(categorias.codigo))
      .limit(limite)
      .offset(desde),
    deps.db.select({ n: sql<number>`count(*)::int` }).from(categorias).where(donde),
  ]);
  return { total: conteo?.n ?? 0, filas: filas.map(vista) };
}
