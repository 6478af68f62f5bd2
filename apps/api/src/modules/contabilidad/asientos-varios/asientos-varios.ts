import type { schema } from '@kipu/db';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { anularOperacion, exigirOperacion, lineasDeOperacion } from '../documentos/operacion-de-empresa.ts';
import { listarOperaciones, type OperacionVista } from '../libro/consultar-operaciones.ts';
import { registrarOperacion } from '../libro/registrar-operacion.ts';
import { type EntradaAsientoVario, validarAsientoVario } from './entrada-asiento-vario.ts';

/** Operation kind 5 of spec 02 §4 (miscellaneous entries), posted to the libro diario. */
export const OPERACION_ASIENTO_VARIO = 5;
export const LIBRO_DIARIO = '050100';

const conLineas = async (
  deps: Dependencias,
  o: typeof schema.operaciones.$inferSelect,
): Promise<OperacionVista> => ({
  ...o,
  lineas: await lineasDeOperacion(deps.db, o.id),
});

/** Registers a miscellaneous journal entry through the ledger service (libro diario 050100, kind 5). */
export async function registrarAsientoVario(
  deps: Dependencias,
  sesion: SesionActiva,
  e: EntradaAsientoVario,
): Promise<OperacionVista> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const v = await validarAsientoVario(deps.db, empresaId, e);
  const operacion = await deps.db.transaction((tx) =>
    registrarOperacion(
      tx,
      {
        empresaId,
        libro: LIBRO_DIARIO,
        tipoOperacion: OPERACION_ASIENTO_VARIO,
        fechaContable: v.fecha,
        fechaEmision: v.fecha,
        glosa: v.glosa,
        moneda: v.moneda,
        tipoCambio: v.tipoCambio,
        usuarioId: sesion.usuario.id,
      },
      v.movimientos,
    ),
  );
  return conLineas(deps, operacion);
}

/** The period's miscellaneous entries (not voided), in CUO order, with their lines, a page at a time. */
export async function asientosVarios(
  deps: Dependencias,
  sesion: SesionActiva,
  f: { periodo: string; limite?: number | null; pagina?: number | null },
): Promise<{ total: number; filas: OperacionVista[] }> {
  if (!/^\d{4}(0[1-9]|1[0-2])$/.test(f.periodo)) throw entradaInvalida('El periodo no es válido (AAAAMM)');
  return listarOperaciones(deps, sesion, {
    ...f,
    libro: LIBRO_DIARIO,
    tipoOperacion: OPERACION_ASIENTO_VARIO,
  });
}

/** Voids a miscellaneous entry of an open period: it leaves the journal and the balances. */
export async function anularAsientoVario(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
): Promise<OperacionVista> {
  const o = await exigirOperacion(
    deps,
    sesion,
    id,
    OPERACION_ASIENTO_VARIO,
    'La operación no es un asiento vario',
  );
  return conLineas(deps, await anularOperacion(deps, o, 'El asiento ya está anulado'));
}
