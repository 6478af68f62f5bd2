import { type Db, schema } from '@kipu/db';
import type { RegimenIgv } from '@kipu/peru';
import { eq } from 'drizzle-orm';
import { hoyEnLima } from '../../../shared/fecha-lima.ts';
import { activasDeEmpresa, esUuid } from '../../../shared/tablas-de-empresa.ts';
import { regimenIgvDeEmpresa } from '../../empresas/regimen-igv.ts';

/** A referenced row: of the company and active, of the company but deleted, or not of the company. */
export type EstadoReferencia = 'activo' | 'eliminado' | 'ajeno';

export type ProductoReferido = { estado: EstadoReferencia; codigo: string; esCombo: boolean; stock: boolean };

/** What validating a product reads. `consultasProducto` asks per row; a mass import preloads. */
export type ConsultasProducto = {
  /** The IGV regime the company prices with, and the day whose rate applies. */
  regimen: RegimenIgv;
  fecha: string;
  categoria(id: string): Promise<EstadoReferencia>;
  categoriaPrecio(id: string): Promise<EstadoReferencia>;
  cuentaActiva(codigo: string): Promise<boolean>;
  /** The id of the active product with this code, if any. */
  productoConCodigo(codigo: string): Promise<string | undefined>;
  producto(id: string): Promise<ProductoReferido>;
};

const estado = (fila: { empresaId: string; deletedAt: Date | null } | undefined, empresaId: string) =>
  !fila || fila.empresaId !== empresaId ? 'ajeno' : fila.deletedAt ? 'eliminado' : 'activo';

const AJENO: ProductoReferido = { estado: 'ajeno', codigo: '', esCombo: false, stock: false };

export async function consultasProducto(db: Db, empresaId: string): Promise<ConsultasProducto> {
  const { categorias, categoriasPrecio, pcgeCuentas, productos } = schema;
  return {
    regimen: await regimenIgvDeEmpresa(db, empresaId),
    fecha: hoyEnLima(),
    async categoria(id) {
      if (!esUuid(id)) return 'ajeno';
      const [c] = await db.select().from(categorias).where(eq(categorias.id, id));
      return estado(c, empresaId);
    },
    async categoriaPrecio(id) {
      if (!esUuid(id)) return 'ajeno';
      const [c] = await db.select().from(categoriasPrecio).where(eq(categoriasPrecio.id, id));
      return estado(c, empresaId);
    },
    async cuentaActiva(codigo) {
      const [c] = await db
        .select({ id: pcgeCuentas.id })
        .from(pcgeCuentas)
        .where(activasDeEmpresa(pcgeCuentas, empresaId, eq(pcgeCuentas.codigo, codigo)));
      return !!c;
    },
    async productoConCodigo(codigo) {
      const [p] = await db
        .select({ id: productos.id })
        .from(productos)
        .where(activasDeEmpresa(productos, empresaId, eq(productos.codigo, codigo)));
      return p?.id;
    },
    async producto(id) {
      if (!esUuid(id)) return AJENO;
      const [p] = await db.select().from(productos).where(eq(productos.id, id));
      return p
        ? { estado: estado(p, empresaId), codigo: p.codigo, esCombo: p.esCombo, stock: p.stock }
        : AJENO;
    },
  };
}

/**
 * The same answers from one read of each table, for validating thousands of rows (mass import):
 * categories, price lists, active accounts and the company's products.
 */
export async function consultasProductoPrecargadas(db: Db, empresaId: string): Promise<ConsultasProducto> {
  const { categorias, categoriasPrecio, pcgeCuentas, productos } = schema;
  const [regimen, cs, cps, cuentas, ps] = await Promise.all([
    regimenIgvDeEmpresa(db, empresaId),
    db.select().from(categorias).where(eq(categorias.empresaId, empresaId)),
    db.select().from(categoriasPrecio).where(eq(categoriasPrecio.empresaId, empresaId)),
    db
      .select({ codigo: pcgeCuentas.codigo })
      .from(pcgeCuentas)
      .where(activasDeEmpresa(pcgeCuentas, empresaId)),
    db
      .select({
        id: productos.id,
        empresaId: productos.empresaId,
        codigo: productos.codigo,
        esCombo: productos.esCombo,
        stock: productos.stock,
        deletedAt: productos.deletedAt,
      })
      .from(productos)
      .where(eq(productos.empresaId, empresaId)),
  ]);
  const porId = <T extends { id: string }>(filas: T[]) => new Map(filas.map((f) => [f.id, f]));
  const categoriasPorId = porId(cs);
  const listasPorId = porId(cps);
  const productosPorId = porId(ps);
  const cuentasActivas = new Set(cuentas.map((c) => c.codigo));
  const activosPorCodigo = new Map(ps.filter((p) => !p.deletedAt).map((p) => [p.codigo, p.id]));
  return {
    regimen,
    fecha: hoyEnLima(),
    categoria: async (id) => estado(categoriasPorId.get(id), empresaId),
    categoriaPrecio: async (id) => estado(listasPorId.get(id), empresaId),
    cuentaActiva: async (codigo) => cuentasActivas.has(codigo),
    productoConCodigo: async (codigo) => activosPorCodigo.get(codigo),
    async producto(id) {
      const p = productosPorId.get(id);
      return p
        ? { estado: estado(p, empresaId), codigo: p.codigo, esCombo: p.esCombo, stock: p.stock }
        : AJENO;
    },
  };
}
