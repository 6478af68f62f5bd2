import type { Db, schema } from '@kipu/db';
import type { Dependencias } from '../../../shared/dependencias.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { exigirOperacion, lineasDeOperacion } from '../documentos/operacion-de-empresa.ts';
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
  const lineas = await lineasDeOperacion(db, operacion.id);
  return {
    operacion,
    datos: operacion.datos as DatosCompra,
    noGravada: operacion.inafecta,
    anulada: operacion.deletedAt !== null,
    lineas,
  };
}

/** A purchase of the session's company; another company's id, or an id that is not one, is FORBIDDEN. */
export const exigirCompra = (deps: Dependencias, sesion: SesionActiva, id: string): Promise<Operacion> =>
  exigirOperacion(deps, sesion, id, OPERACION_COMPRA, 'La operación no es una compra');

export async function consultarCompra(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
): Promise<CompraVista> {
  return vistaCompra(deps.db, await exigirCompra(deps, sesion, id));
}
