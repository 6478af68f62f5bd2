import { schema } from '@kipu/db';
import { ESTADOS_COMANDA, errorDeTransicionComanda } from '@kipu/peru/pos/servicio';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { exigirDeEmpresa } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { cocinaDeSesion } from '../comun.ts';
import { type ComandaVista, publicarComandas, vistasComandas } from './comanda-vista.ts';

/** The kitchen's comandas still to serve (pendiente, en preparación), oldest first; `listo` ones on request. */
export async function comandasDeCocina(
  deps: Dependencias,
  sesion: SesionActiva,
  cocinaId: string,
  incluirListas = false,
): Promise<ComandaVista[]> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  await cocinaDeSesion(deps.db, sesion, empresaId, cocinaId);
  const c = schema.posComandas;
  const estados = incluirListas ? [...ESTADOS_COMANDA] : ESTADOS_COMANDA.filter((e) => e !== 'listo');
  const filas = await deps.db
    .select()
    .from(c)
    .where(and(eq(c.cocinaId, cocinaId), inArray(c.estado, estados)))
    .orderBy(asc(c.createdAt));
  return vistasComandas(deps.db, filas);
}

/**
 * Moves a comanda one step (pendiente → en_preparacion → listo) and stamps the time. The update only
 * applies from the state read, so two cooks pressing at once move it once.
 */
export async function cambiarEstadoComanda(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
  estado: string,
): Promise<ComandaVista> {
  const actual = await exigirDeEmpresa(deps, sesion, schema.posComandas, id);
  await cocinaDeSesion(deps.db, sesion, actual.empresaId, actual.cocinaId);
  const error = errorDeTransicionComanda(actual.estado, estado);
  if (error) throw entradaInvalida(error);
  const c = schema.posComandas;
  const ahora = new Date();
  const [nueva] = await deps.db
    .update(c)
    .set(
      estado === 'en_preparacion'
        ? { estado: 'en_preparacion', enPreparacionAt: ahora }
        : { estado: 'listo', listoAt: ahora },
    )
    .where(and(eq(c.id, id), eq(c.estado, actual.estado)))
    .returning();
  if (!nueva) throw entradaInvalida('La comanda acaba de cambiar de estado: actualice la pantalla');
  const [vista] = await publicarComandas(deps, [nueva]);
  if (!vista) throw new Error('Comanda sin vista');
  return vista;
}
