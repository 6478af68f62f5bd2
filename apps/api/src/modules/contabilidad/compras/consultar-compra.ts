import { type Db, schema } from '@kipu/db';
import { asc, eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida, prohibido } from '../../../shared/errores.ts';
import { esUuid } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import type { Operacion } from '../libro/registrar-operacion.ts';
import type { DatosCompra } from './datos-compra.ts';
import { OPERACION_COMPRA } from './preparar-compra.ts';

type Linea = typeof schema.asientoLineas.$inferSelect;

/** A purchase as its screens show it: the register line, its extra data and its asiento. */
export type CompraVista = {
  operacion: Operacion;
  datos: DatosCompra;
  /** Stored with the sign the register prints (negative for credit notes). */
  noGravada: string;
  anulada: boolean;
  lineas: Linea[];
};

export async function vistaCompra(db: Db, operacion: Operacion): Promise<CompraVista> {
  const lineas = await db
    .select()
    .from(schema.asientoLineas)
    .where(eq(schema.asientoLineas.operacionId, operacion.id))
    .orderBy(asc(schema.asientoLineas.linea));
  return {
    operacion,
    datos: operacion.datos as DatosCompra,
    noGravada: operacion.inafecta,
    anulada: operacion.deletedAt !== null,
    lineas,
  };
}

/** A purchase of the session's company; another company's id, or an id that is not one, is FORBIDDEN. */
export async function exigirCompra(deps: Dependencias, sesion: SesionActiva, id: string): Promise<Operacion> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  if (!esUuid(id)) throw prohibido();
  const [o] = await deps.db.select().from(schema.operaciones).where(eq(schema.operaciones.id, id));
  if (!o || o.empresaId !== empresaId) throw prohibido();
  if (o.tipoOperacion !== OPERACION_COMPRA) throw entradaInvalida('La operación no es una compra');
  return o;
}

export async function consultarCompra(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
): Promise<CompraVista> {
  return vistaCompra(deps.db, await exigirCompra(deps, sesion, id));
}
