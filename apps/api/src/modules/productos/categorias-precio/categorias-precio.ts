import { schema } from '@kipu/db';
import { normalizarDecimal } from '@kipu/peru';
import { and, asc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { prohibido } from '../../../shared/errores.ts';
import {
  actualizarFila,
  esUuid,
  exigirDeEmpresa,
  type FiltroLista,
  fijarVigencia,
  insertarFila,
  type Pagina,
  paginar,
  textoDeBusqueda,
  todas,
} from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { consultasCategoria } from '../categorias/validar-categoria.ts';
import { exigirValida } from '../comun.ts';
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

const DUPLICADA = 'Ya existe una categoría de precio con ese código en el local';

export async function crearCategoriaPrecio(
  deps: Dependencias,
  sesion: SesionActiva,
  c: CategoriaPrecioEntrada,
): Promise<CategoriaPrecioVista> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const columnas = exigirValida(await validarCategoriaPrecio(deps.db, empresaId, c));
  const fila = await insertarFila(deps, schema.categoriasPrecio, { ...columnas, empresaId }, DUPLICADA);
  return vistaCategoriaPrecio(fila);
}

export async function actualizarCategoriaPrecio(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
  c: CategoriaPrecioEntrada,
): Promise<CategoriaPrecioVista> {
  const actual = await exigirDeEmpresa(deps, sesion, schema.categoriasPrecio, id);
  const columnas = exigirValida(await validarCategoriaPrecio(deps.db, actual.empresaId, c, id));
  return vistaCategoriaPrecio(await actualizarFila(deps, schema.categoriasPrecio, id, columnas, DUPLICADA));
}

export async function cambiarVigenciaCategoriaPrecio(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
  vigente: boolean,
): Promise<CategoriaPrecioVista> {
  await exigirDeEmpresa(deps, sesion, schema.categoriasPrecio, id);
  return vistaCategoriaPrecio(await fijarVigencia(deps, schema.categoriasPrecio, id, vigente, DUPLICADA));
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
  const { categoriasPrecio } = schema;
  const p = await paginar(
    deps,
    categoriasPrecio,
    await filtro(deps, sesion, f),
    asc(categoriasPrecio.codigo),
    f,
  );
  return { total: p.total, filas: p.filas.map(vistaCategoriaPrecio) };
}

/** Every price list of the local with the filter, for the export. */
export async function todasLasCategoriasPrecio(
  deps: Dependencias,
  sesion: SesionActiva,
  f: FiltroCategoriasPrecio,
): Promise<Fila[]> {
  const { categoriasPrecio } = schema;
  return todas(deps, categoriasPrecio, await filtro(deps, sesion, f), asc(categoriasPrecio.codigo));
}
