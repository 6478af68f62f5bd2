import type { Db } from '@kipu/db';
import { lineasDeOperacion } from '../documentos/operacion-de-empresa.ts';
import type { OperacionVista } from '../libro/consultar-operaciones.ts';
import type { Operacion } from '../libro/registrar-operacion.ts';

/** Operations with their asiento lines, as OperacionContable answers them. */
export const conLineas = (db: Db, ops: readonly Operacion[]): Promise<OperacionVista[]> =>
  Promise.all(ops.map(async (o) => ({ ...o, lineas: await lineasDeOperacion(db, o.id) })));

export const unaConLineas = async (db: Db, o: Operacion): Promise<OperacionVista> => ({
  ...o,
  lineas: await lineasDeOperacion(db, o.id),
});
