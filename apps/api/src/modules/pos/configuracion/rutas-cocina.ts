import { type Db, schema, type Tx } from '@kipu/db';
import { and, eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida, prohibido } from '../../../shared/errores.ts';
import { esUuid, recortar } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { activaDeEmpresa } from '../comun.ts';

export type RutaCocina = typeof schema.posRutasCocina.$inferSelect;
export type RutaCocinaEntrada = {
  cocina_id: string;
  categoria_id?: string | null;
  producto_id?: string | null;
};

/**
 * Sends a category's or a product's dishes to a kitchen of its local; a later route for the same category
 * or product in that local replaces the earlier one.
 */
export async function asignarRutaCocina(
  deps: Dependencias,
  sesion: SesionActiva,
  e: RutaCocinaEntrada,
): Promise<RutaCocina> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const cocina = await activaDeEmpresa(deps.db, schema.posCocinas, empresaId, e.cocina_id);
  const categoriaId = recortar(e.categoria_id) || null;
  const productoId = recortar(e.producto_id) || null;
  if (!categoriaId === !productoId) throw entradaInvalida('Indique una categoría o un producto (uno solo)');
  if (categoriaId) await activaDeEmpresa(deps.db, schema.categorias, empresaId, categoriaId);
  if (productoId) await activaDeEmpresa(deps.db, schema.productos, empresaId, productoId);
  const r = schema.posRutasCocina;
  return deps.db.transaction(async (tx) => {
    await tx
      .delete(r)
      .where(
        and(
          eq(r.localId, cocina.localId),
          categoriaId ? eq(r.categoriaId, categoriaId) : eq(r.productoId, productoId ?? ''),
        ),
      );
    const [fila] = await tx
      .insert(r)
      .values({ empresaId, localId: cocina.localId, cocinaId: cocina.id, categoriaId, productoId })
      .returning();
    if (!fila) throw new Error('No se pudo registrar la ruta');
    return fila;
  });
}

export async function quitarRutaCocina(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
): Promise<boolean> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  if (!esUuid(id)) throw prohibido();
  const r = schema.posRutasCocina;
  const borradas = await deps.db
    .delete(r)
    .where(and(eq(r.id, id), eq(r.empresaId, empresaId)))
    .returning();
  if (borradas.length === 0) throw prohibido();
  return true;
}

/** The kitchen routes of a local (the order's local when sending comandas, inside its transaction). */
export async function rutasDeLocal(db: Db | Tx, empresaId: string, localId: string) {
  const r = schema.posRutasCocina;
  return db
    .select()
    .from(r)
    .where(and(eq(r.empresaId, empresaId), eq(r.localId, localId)));
}

export async function listarRutasCocina(deps: Dependencias, sesion: SesionActiva): Promise<RutaCocina[]> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  return deps.db.select().from(schema.posRutasCocina).where(eq(schema.posRutasCocina.empresaId, empresaId));
}
