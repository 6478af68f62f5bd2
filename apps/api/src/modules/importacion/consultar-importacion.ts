import { ROL, schema } from '@kipu/db';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Dependencias } from '../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../shared/empresa-de-trabajo.ts';
import { entradaInvalida, prohibido } from '../../shared/errores.ts';
import type { SesionActiva } from '../auth/sesion-activa.ts';
import { esTipoImportacion } from './tipos.ts';

export type Importacion = typeof schema.importaciones.$inferSelect;

/**
 * One import job: the padrón's (shared by every company) for the top administrator, a mass import for
 * whoever works in its company; anything else is FORBIDDEN.
 */
export async function consultarImportacion(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
): Promise<Importacion> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw prohibido();
  const [i] = await deps.db.select().from(schema.importaciones).where(eq(schema.importaciones.id, id));
  if (!i) throw prohibido();
  if (i.tipo === 'padron_ruc') {
    if (sesion.usuario.rolId !== ROL.administradorGeneral) throw prohibido();
    return i;
  }
  if (i.empresaId !== (await empresaDeTrabajo(deps.db, sesion))) throw prohibido();
  return i;
}

/** The session company's latest mass imports, newest first (optionally of one type). */
export async function listarImportaciones(
  deps: Dependencias,
  sesion: SesionActiva,
  tipo: string | null | undefined,
): Promise<Importacion[]> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const delTipo = tipo ?? null;
  if (delTipo !== null && !esTipoImportacion(delTipo))
    throw entradaInvalida(`No existe la importación de ${delTipo}`);
  const { importaciones } = schema;
  return deps.db
    .select()
    .from(importaciones)
    .where(
      and(
        eq(importaciones.empresaId, empresaId),
        delTipo ? eq(importaciones.tipo, delTipo) : ne(importaciones.tipo, 'padron_ruc'),
      ),
    )
    .orderBy(desc(importaciones.createdAt))
    .limit(20);
}
