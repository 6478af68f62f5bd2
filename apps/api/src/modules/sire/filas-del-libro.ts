import type { Db } from '@kipu/db';
import type { FilaVentas } from '@kipu/peru/ple/index';
import {
  type ComprobanteLibro,
  comprobanteDeCompras,
  comprobanteDeVentas,
  type RegistroSire,
} from '@kipu/peru/sire/index';
import { filaCompras, filaVentas } from '../ple/filas-registros.ts';
import { operacionesDelRegistro } from '../ple/leer-operaciones.ts';

/** The PLE 14.1 rows of a period, as the sales register export builds them. */
export async function filasDeVentas(db: Db, empresaId: string, periodo: string): Promise<FilaVentas[]> {
  const filas: FilaVentas[] = [];
  for await (const op of operacionesDelRegistro(db, empresaId, periodo, '140100')) filas.push(filaVentas(op));
  return filas;
}

/**
 * The company's side of the comparison: the register's PLE rows (14.1 for RVIE, 8.1 for RCE) through the
 * SIRE converters, each referred to by its CUO.
 */
export async function comprobantesDelLibro(
  db: Db,
  empresaId: string,
  registro: RegistroSire,
  periodo: string,
): Promise<ComprobanteLibro[]> {
  const libros: ComprobanteLibro[] = [];
  if (registro === 'RVIE') {
    for await (const op of operacionesDelRegistro(db, empresaId, periodo, '140100'))
      libros.push(comprobanteDeVentas(filaVentas(op), op.cuo));
  } else {
    for await (const op of operacionesDelRegistro(db, empresaId, periodo, '080100'))
      libros.push(comprobanteDeCompras(filaCompras(op), op.cuo));
  }
  return libros;
}
