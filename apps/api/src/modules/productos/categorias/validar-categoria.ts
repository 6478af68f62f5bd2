import { type Db, schema } from '@kipu/db';
import { primerErrorDeTexto } from '@kipu/peru/texto/texto-xml';
import { and, eq } from 'drizzle-orm';
import { activasDeEmpresa, esUuid, recortar } from '../../../shared/tablas-de-empresa.ts';
import { ajeno, type Validacion } from '../comun.ts';

export type CategoriaEntrada = { codigo: string; nombre: string; local_id?: string | null };

export type CategoriaColumnas = { codigo: string; nombre: string; localId: string | null };

/** What validating a category needs to read; a mass import passes preloaded answers. */
export type ConsultasCategoria = {
  esLocalDeEmpresa(localId: string): Promise<boolean>;
  /** The active category with this code, if any. */
  categoriaConCodigo(codigo: string): Promise<string | undefined>;
};

export function consultasCategoria(db: Db, empresaId: string): ConsultasCategoria {
  const { locales, categorias } = schema;
  return {
    async esLocalDeEmpresa(localId) {
      const [l] = await db
        .select({ id: locales.id })
        .from(locales)
        .where(and(eq(locales.id, localId), eq(locales.empresaId, empresaId)));
      return !!l;
    },
    async categoriaConCodigo(codigo) {
      const [c] = await db
        .select({ id: categorias.id })
        .from(categorias)
        .where(activasDeEmpresa(categorias, empresaId, eq(categorias.codigo, codigo)));
      return c?.id;
    },
  };
}

/** The same answers from two queries, for validating thousands of rows. */
export async function consultasCategoriaPrecargadas(db: Db, empresaId: string): Promise<ConsultasCategoria> {
  const { locales, categorias } = schema;
  const [ls, cs] = await Promise.all([
    db.select({ id: locales.id }).from(locales).where(eq(locales.empresaId, empresaId)),
    db
      .select({ id: categorias.id, codigo: categorias.codigo })
      .from(categorias)
      .where(activasDeEmpresa(categorias, empresaId)),
  ]);
  const localesIds = new Set(ls.map((l) => l.id));
  const porCodigo = new Map(cs.map((c) => [c.codigo, c.id]));
  return {
    esLocalDeEmpresa: async (id) => localesIds.has(id),
    categoriaConCodigo: async (codigo) => porCodigo.get(codigo),
  };
}

/**
 * Checks one category of a company (`id` when it is an edit) and maps it to columns. A local of
 * another company answers `prohibido`.
 */
export async function validarCategoria(
  db: Db,
  empresaId: string,
  c: CategoriaEntrada,
  opciones: { id?: string; consultas?: ConsultasCategoria } = {},
): Promise<Validacion<CategoriaColumnas>> {
  const consultas = opciones.consultas ?? consultasCategoria(db, empresaId);
  const codigo = recortar(c.codigo);
  const nombre = recortar(c.nombre).toUpperCase();
  const localId = recortar(c.local_id) || null;
  if (!codigo) return { error: 'Ingrese el código' };
  if (!nombre) return { error: 'Ingrese el nombre' };
  const texto = primerErrorDeTexto([
    [codigo, { campo: 'el código', maximo: 30 }],
    [nombre, { campo: 'el nombre', maximo: 150 }],
    [localId, { campo: 'el local' }],
  ]);
  if (texto) return { error: texto };
  if (localId && !(esUuid(localId) && (await consultas.esLocalDeEmpresa(localId))))
    return ajeno('El local no pertenece a la empresa');
  const otra = await consultas.categoriaConCodigo(codigo);
  if (otra && otra !== opciones.id) return { error: `Ya existe una categoría con el código ${codigo}` };
  return { columnas: { codigo, nombre, localId } };
}
