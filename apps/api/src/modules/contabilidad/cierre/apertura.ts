import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { LIBRO_DIARIO } from '../asientos-varios/asientos-varios.ts';
import { type EntradaAsientoVario, validarAsientoVario } from '../asientos-varios/entrada-asiento-vario.ts';
import { anularOperacion, exigirOperacion } from '../documentos/operacion-de-empresa.ts';
import { listarOperaciones, type OperacionVista } from '../libro/consultar-operaciones.ts';
import { registrarOperacion } from '../libro/registrar-operacion.ts';
import { OPERACION_APERTURA } from './cierre-ejercicio.ts';
import { unaConLineas } from './con-lineas.ts';
import { exigirAnio } from './periodos.ts';

/** Typed opening balances: in soles, the lines of asientos varios (account, person, document). */
export type EntradaApertura = Omit<EntradaAsientoVario, 'moneda' | 'tipo_cambio'>;

/**
 * registrarApertura (/contable/inventarios_iniciales): the opening balances of a company that starts
 * keeping its books here, as an asiento de apertura (kind 6, libro diario) of last-level accounts, the
 * receivables and payables by person and document so collections and payments match them. Refused
 * unless it balances.
 */
export async function registrarApertura(
  deps: Dependencias,
  sesion: SesionActiva,
  e: EntradaApertura,
): Promise<OperacionVista> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const v = await validarAsientoVario(deps.db, empresaId, { ...e, moneda: 'PEN', tipo_cambio: null });
  const operacion = await deps.db.transaction((tx) =>
    registrarOperacion(
      tx,
      {
        empresaId,
        libro: LIBRO_DIARIO,
        tipoOperacion: OPERACION_APERTURA,
        fechaContable: v.fecha,
        fechaEmision: v.fecha,
        glosa: v.glosa,
        datos: { origen: 'inventario_inicial' },
        usuarioId: sesion.usuario.id,
      },
      v.movimientos,
    ),
  );
  return unaConLineas(deps.db, operacion);
}

/** The opening entries (typed or from a closing) of a year's periods, with their lines. */
export async function asientosApertura(
  deps: Dependencias,
  sesion: SesionActiva,
  anio: number,
): Promise<{ total: number; filas: OperacionVista[] }> {
  exigirAnio(anio);
  return listarOperaciones(deps, sesion, {
    libro: LIBRO_DIARIO,
    tipoOperacion: OPERACION_APERTURA,
    desde: `${anio}-01-01`,
    hasta: `${anio}-12-31`,
    limite: 500,
  });
}

/** Voids a typed opening entry of an open period; one a closing posted is undone with anularCierre. */
export async function anularApertura(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
): Promise<OperacionVista> {
  const o = await exigirOperacion(
    deps,
    sesion,
    id,
    OPERACION_APERTURA,
    'La operación no es un asiento de apertura',
  );
  if (o.datos.cierre)
    throw entradaInvalida(
      `La apertura la generó el cierre del ejercicio ${String(o.datos.cierre)}: anule el cierre`,
    );
  return unaConLineas(
    deps.db,
    await anularOperacion(deps, o, 'El asiento de apertura ya está anulado', { conDocumentos: true }),
  );
}
