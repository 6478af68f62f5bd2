import {
  type EstadoResultados,
  type EstadoResultadosSmv,
  type EstadoSituacion,
  type EstadoSituacionSmv,
  estadoResultados,
  estadoResultadosSmv,
  estadoSituacionFinanciera,
  estadoSituacionSmv,
  type HojaTrabajo,
  hojaDeTrabajo,
  type TipoEstadoResultados,
} from '@kipu/peru/contabilidad/estados-financieros/index';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { exigirEmpresa } from '../../workspace/alcance.ts';
import { balanceComprobacion } from '../libro/balance-comprobacion.ts';

/**
 * Periods AAAAMM, both included. The year-end closings (kind 7) posted in the range are left out unless
 * `incluirCierre`, so a closed year's statements still show its result.
 */
export type Rango = { desde: string; hasta: string; incluirCierre?: boolean | null };
/** Who and what a printed report is about. */
export type Cabecera = {
  ruc: string;
  razonSocial: string;
  desde: string;
  hasta: string;
  incluirCierre?: boolean | null;
};

const PERIODO = /^\d{4}(0[1-9]|1[0-2])$/;
// Before any period: the balance sheet adds up everything posted up to the range's end.
const INICIO_DE_LOS_LIBROS = '000000';

function validarRango(r: Rango): void {
  if (!PERIODO.test(r.desde) || !PERIODO.test(r.hasta) || r.desde > r.hasta)
    throw entradaInvalida('Indique un rango de periodos válido (AAAAMM)');
}

/** The balance de comprobación of the range (or from `desde` to the range's end), closings as asked. */
export function balanceDelRango(deps: Dependencias, sesion: SesionActiva, r: Rango, desde = r.desde) {
  return balanceComprobacion(deps, sesion, {
    desde,
    hasta: r.hasta,
    sinCierresDesde: r.incluirCierre ? null : r.desde,
  });
}

/** The sums of every account moved in the range, as the balance de comprobación reads them. */
async function saldos(deps: Dependencias, sesion: SesionActiva, r: Rango, desde = r.desde) {
  return (await balanceDelRango(deps, sesion, r, desde)).filas;
}

export async function cabeceraDe(deps: Dependencias, sesion: SesionActiva, r: Rango): Promise<Cabecera> {
  validarRango(r);
  const { empresa } = await exigirEmpresa(deps.db, sesion, await empresaDeTrabajo(deps.db, sesion));
  return {
    ruc: empresa.ruc,
    razonSocial: empresa.razonSocial,
    desde: r.desde,
    hasta: r.hasta,
    incluirCierre: r.incluirCierre,
  };
}

/** hojaTrabajo: the worksheet of the accounts moved in the range. */
export async function consultarHojaTrabajo(
  deps: Dependencias,
  sesion: SesionActiva,
  r: Rango,
): Promise<HojaTrabajo> {
  validarRango(r);
  return hojaDeTrabajo(await saldos(deps, sesion, r));
}

/** What a balance sheet reads: every account's sums up to the range's end, and those of the range. */
async function saldosDeBalance(deps: Dependencias, sesion: SesionActiva, r: Rango) {
  validarRango(r);
  const delPeriodo = await saldos(deps, sesion, r);
  const acumulado = await saldos(deps, sesion, r, INICIO_DE_LOS_LIBROS);
  return { acumulado, delPeriodo };
}

/** estadoSituacionFinanciera at the end of the range, with the range's result in equity. */
export async function consultarEstadoSituacion(
  deps: Dependencias,
  sesion: SesionActiva,
  r: Rango,
): Promise<EstadoSituacion> {
  const { acumulado, delPeriodo } = await saldosDeBalance(deps, sesion, r);
  return estadoSituacionFinanciera(acumulado, delPeriodo);
}

/** The same balance sheet in SMV's rubros (lFsmvEsf). */
export async function consultarSituacionSmv(
  deps: Dependencias,
  sesion: SesionActiva,
  r: Rango,
): Promise<EstadoSituacionSmv> {
  const { acumulado, delPeriodo } = await saldosDeBalance(deps, sesion, r);
  return estadoSituacionSmv(acumulado, delPeriodo);
}

/** The estado de resultados por función of the range in SMV's rubros (lFsmvEdr). */
export async function consultarResultadosSmv(
  deps: Dependencias,
  sesion: SesionActiva,
  r: Rango,
): Promise<EstadoResultadosSmv> {
  validarRango(r);
  return estadoResultadosSmv(await saldos(deps, sesion, r));
}

/** estadoResultados by nature or by function of the range. */
export async function consultarEstadoResultados(
  deps: Dependencias,
  sesion: SesionActiva,
  tipo: TipoEstadoResultados,
  r: Rango,
): Promise<EstadoResultados> {
  validarRango(r);
  return estadoResultados(tipo, await saldos(deps, sesion, r));
}
