import { schema } from '@kipu/db';
import type { FilaVentas } from '@kipu/peru/ple/index';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { filaVentas } from '../../ple/filas-registros.ts';
import { totalesDe } from '../documentos/totales-registro.ts';
import { LIBRO_VENTAS } from './contabilizar-comprobante.ts';
import { OPERACION_VENTA } from './preparar-venta.ts';

/** The register's amount columns (14.1 fields 13–25), in soles. */
export const COLUMNAS_VENTAS = [
  'exportacion',
  'baseGravada',
  'igv',
  'exonerada',
  'inafecta',
  'isc',
  'icbper',
  'otros',
  'total',
] as const satisfies readonly (keyof FilaVentas)[];

export type ImportesRegistroVentas = Record<(typeof COLUMNAS_VENTAS)[number], string>;

export type FilaRegistroVentas = FilaVentas & {
  id: string;
  glosa: string;
  /** The total in the document's currency. */
  totalDocumento: string;
  deFacturacion: boolean;
};

export type RegistroVentas = {
  periodo: string;
  filas: FilaRegistroVentas[];
  totales: ImportesRegistroVentas;
};

/**
 * The registro de ventas of a period: every sale not voided — registered here or posted from invoicing —
 * in CUO order, each as the PLE 14.1 writes its line (amounts in soles at the document's rate, what no
 * column holds in otros), and the period's totals.
 */
export async function registroVentas(
  deps: Dependencias,
  sesion: SesionActiva,
  periodo: string,
): Promise<RegistroVentas> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  if (!/^\d{4}(0[1-9]|1[0-2])$/.test(periodo)) throw entradaInvalida('El periodo no es válido (AAAAMM)');
  const o = schema.operaciones;
  const operaciones = await deps.db
    .select()
    .from(o)
    .where(
      and(
        eq(o.empresaId, empresaId),
        eq(o.periodo, periodo),
        eq(o.libro, LIBRO_VENTAS),
        eq(o.tipoOperacion, OPERACION_VENTA),
        isNull(o.deletedAt),
      ),
    )
    .orderBy(asc(o.numeroCuo));
  const filas = operaciones.map((op) => ({
    ...filaVentas(op),
    id: op.id,
    glosa: op.glosa,
    totalDocumento: op.total,
    deFacturacion: op.comprobanteId !== null,
  }));
  const totales: ImportesRegistroVentas = totalesDe(filas, COLUMNAS_VENTAS);
  return { periodo, filas, totales };
}
