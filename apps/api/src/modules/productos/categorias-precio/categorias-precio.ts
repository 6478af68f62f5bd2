import { schema } from '@kipu/db';
import { normalizarDecimal } from '@kipu/peru';
import { and, asc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { prohibido } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { consultasCategoria } from '../categorias/validar-categoria.ts';
import {
  esUuid,
  exigirDeEmpresa,
  exigirValida,
  type FiltroLista,
  type Pagina,
  paginado,
  siDuplicado,
  textoDeBusqueda,
} from '../comun.ts';
import { type CategoriaPrecioEntrada, validarCategoriaPrecio } from './validar-categoria-precio.ts';

type Fila = typeof schema.categoriasPrecio.$inferSelect;

export type CategoriaPrecioVista = {
  id: string;
  local_id: string;
  codigo: string;
  descripcion: string;
  valor_condicion: string;
  oferta: boolean;
  deleted_at: string | null;
};

export const vistaCategoriaPrecio = (c: Fila): CategoriaPrecioVista => ({
  id: c.id,
  local_id: c.localId,
  codigo: c.codigo,
  descripcion: c.descripcion,
  valor_condicion: normalizarDecimal(c.valorCondicion),
  oferta: c.oferta,
  deleted_at: c.deletedAt?.toISOString() ?? null,
});

const duplicada = siDuplicado('Ya existe una categoría de precio con ese código en el local');

async function exigirCategoriaPrecio(deps: Dependencias, sesion: SesionActiva, id: string): Promise<Fila> {
  return exigirDeEmpresa(deps.db, schema.categoriasPrecio, id, await empresaDeTrabajo(deps.db, sesion));
}

export async function crearCategoriaPrecio(
  deps: Dependencias,
  sesion: SesionActiva,
  c: CategoriaPrecioEntrada,
): Promise<CategoriaPrecioVista> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const columnas = exigirValida(await validarCategoriaPrecio(deps.db, empresaId, c));
  try {
    const [fila] = await deps.db
      .insert(schema.categoriasPrecio)
      .values({ ...columnas, empresaId })
      .returning();
    if (!fila) throw new Error('No se pudo crear la categoría de precio');
    return vistaCategoriaPrecio(fila);
  } catch (e) {
    throw duplicada(e);
  }
}

export async function actualizarCategoriaPrecio(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
  c: CategoriaPrecioEntrada,
): Promise<CategoriaPrecioVista> {
  const actual = await exigirCategoriaPrecio(deps, sesion, id);
  const columnas = exigirValida(await validarCategoriaPrecio(deps.db, actual.empresaId, c, id));
  return escribir(deps, id, columnas);
}

export async function cambiarVigenciaCategoriaPrecio(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
  vigente: boolean,
): Promise<CategoriaPrecioVista> {
  await exigirCategoriaPrecio(deps, sesion, id);
  return escribir(deps, id, { deletedAt: vigente ? null : new Date() });
}

async function escribir(
  deps: Dependencias,
  id: string,
  cambios: Partial<typeof schema.categoriasPrecio.$inferInsert>,
): Promise<CategoriaPrecioVista> {
  try {
    const [fila] = await deps.db
      .update(schema.categoriasPrecio)
      .set(cambios)
      .where(eq(schema.categoriasPrecio.id, id))
      .returning();
    if (!fila) throw prohibido();
    return vistaCategoriaPrecio(fila);
  } catch (e) {
    throw duplicada(e);
  }
}

export type FiltroCategoriasPrecio = FiltroLista & { local_id: string };

async function filtro(
  deps: Dependencias,
  sesion: SesionActiva,
  f: FiltroCategoriasPrecio,
): Promise<SQL | undefined> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  if (!(esUuid(f.local_id) && (await consultasCategoria(deps.db, empresaId).esLocalDeEmpresa(f.local_id))))
    throw prohibido();
  const { categoriasPrecio } = schema;
  const texto = textoDeBusqueda(f.param);
  return and(
    eq(categoriasPrecio.localId, f.local_id),
    f.eliminados ? undefined : isNull(categoriasPrecio.deletedAt),
    texto
      ? or(ilike(categoriasPrecio.codigo, `${texto}%`), ilike(categoriasPrecio.descripcion, `%${texto}%`))
      : undefined,
  );
}

/** The price lists of a local of the session's company; a local of another company is FORBIDDEN. */
export async function listarCategoriasPrecio(
  deps: Dependencias,
  sesion: SesionActiva,
  f: FiltroCategoriasPrecio,
): Promise<Pagina<CategoriaPrecioVista>> {
  const donde = await filtro(deps, sesion, f);
  const { categoriasPrecio } = schema;
  const { limite, desde } = paginado(f);
  const [filas, [conteo]] = await Promise.all([
    deps.db
      .select()
      .from(categoriasPrecio)
      .where(donde)
      .orderBy(asc(categoriasPrecio.codigo))
      .limit(limite)
      .offset(desde),
    deps.db.select({ n: sql<number>`count(*)::int` }).from(categoriasPrecio).where(donde),
  ]);
  return { total: conteo?.n ?? 0, filas: filas.map(vistaCategoriaPrecio) };
}

/** Every price list of the local with the filter, for the export. */
export async function todasLasCategoriasPrecio(
  deps: Dependencias,
  sesion: SesionActiva,
  f: FiltroCategoriasPrecio,
): Promise<Fila[]> {
  const donde = await filtro(deps, sesion, f);
  return deps.db
    .select()
    .from(schema.categoriasPrecio)
    .where(donde)
    .orderBy(asc(schema.categoriasPrecio.codigo));
}
