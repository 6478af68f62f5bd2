import { errorDeBaseDatos, schema } from '@kipu/db';
import { validarSerie } from '@kipu/peru';
import { asc, eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { exigirLocal } from './locales.ts';

export type SerieVista = {
  id: string;
  tipo_comprobante: string;
  serie: string;
  ultimo: number;
  activa: boolean;
};

const vista = (s: typeof schema.series.$inferSelect): SerieVista => ({
  id: s.id,
  tipo_comprobante: s.tipoComprobante,
  serie: s.serie,
  ultimo: s.ultimo,
  activa: s.activa,
});

export async function seriesDelLocal(
  deps: Dependencias,
  sesion: SesionActiva,
  localId: string,
): Promise<SerieVista[]> {
  await exigirLocal(deps, sesion, localId);
  const filas = await deps.db
    .select()
    .from(schema.series)
    .where(eq(schema.series.localId, localId))
    .orderBy(asc(schema.series.tipoComprobante), asc(schema.series.serie));
  return filas.map(vista);
}

/** A new series for a local; its counter starts at `desde` (the last number used on paper or elsewhere). */
export async function crearSerie(
  deps: Dependencias,
  sesion: SesionActiva,
  input: { local_id: string; tipo_comprobante: string; serie: string; desde?: number | null },
): Promise<SerieVista> {
  const local = await exigirLocal(deps, sesion, input.local_id);
  const error = validarSerie(input.tipo_comprobante, input.serie);
  if (error) throw entradaInvalida(error);
  const desde = input.desde ?? 0;
  if (!Number.isInteger(desde) || desde < 0 || desde > 99_999_999)
    throw entradaInvalida('El correlativo inicial no es válido');
  try {
    const [fila] = await deps.db
      .insert(schema.series)
      .values({
        empresaId: local.empresaId,
        localId: local.id,
        tipoComprobante: input.tipo_comprobante,
        serie: input.serie.trim().toUpperCase(),
        ultimo: desde,
      })
      .returning();
    if (!fila) throw new Error('No se pudo crear la serie');
    return vista(fila);
  } catch (e) {
    if (errorDeBaseDatos(e).code === '23505')
      throw entradaInvalida('Ya existe una serie con ese código en la empresa');
    throw e;
  }
}
