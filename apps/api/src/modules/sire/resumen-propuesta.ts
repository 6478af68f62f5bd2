import { schema } from '@kipu/db';
import {
  type ErrorPropuesta,
  type FilaPropuesta,
  IMPORTES_COMPRAS,
  IMPORTES_VENTAS,
  type RegistroSire,
} from '@kipu/peru/sire/index';
import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import type { Dependencias } from '../../shared/dependencias.ts';
import type { SesionActiva } from '../auth/sesion-activa.ts';
import { empresaSire, exigirPeriodo, exigirRegistro } from './registro-y-periodo.ts';

export type ImporteSire = { campo: string; importe: string };

/** What the API answers of a stored proposal: its figures, never the whole text. */
export type ResumenPropuestaSire = {
  registro: RegistroSire;
  periodo: string;
  ticket: string;
  archivo: string;
  descargada: string;
  filas: number;
  errores: ErrorPropuesta[];
  totales: ImporteSire[];
  aceptacion_ticket: string | null;
  aceptacion_estado: string | null;
  aceptada: string | null;
};

export type PropuestaGuardada = typeof schema.sirePropuestas.$inferSelect;

export const camposImporte = (registro: RegistroSire) =>
  registro === 'RVIE' ? IMPORTES_VENTAS : IMPORTES_COMPRAS;

/** The sums of each amount of the register over the proposal's rows, in decimals. */
export function totalesDe(registro: RegistroSire, filas: readonly FilaPropuesta[]): ImporteSire[] {
  return camposImporte(registro).map((campo) => ({
    campo,
    importe: filas.reduce((s, f) => s.plus(f.importes[campo] ?? '0'), new Decimal(0)).toFixed(2),
  }));
}

export function resumenDe(p: PropuestaGuardada): ResumenPropuestaSire {
  const registro = p.registro as RegistroSire;
  const filas = p.filas as FilaPropuesta[];
  return {
    registro,
    periodo: p.periodo,
    ticket: p.ticket,
    archivo: p.archivo,
    descargada: p.descargada.toISOString(),
    filas: filas.length,
    errores: p.errores,
    totales: totalesDe(registro, filas),
    aceptacion_ticket: p.aceptacionTicket,
    aceptacion_estado: p.aceptacionEstado,
    aceptada: p.aceptada?.toISOString() ?? null,
  };
}

/** The company's stored proposal of a register and period, if it downloaded one. */
export async function propuestaGuardada(
  deps: Dependencias,
  empresaId: string,
  registro: RegistroSire,
  periodo: string,
): Promise<PropuestaGuardada | undefined> {
  const t = schema.sirePropuestas;
  const [p] = await deps.db
    .select()
    .from(t)
    .where(and(eq(t.empresaId, empresaId), eq(t.registro, registro), eq(t.periodo, periodo)));
  return p;
}

/** propuestaSire: the session company's stored proposal, or null before its first download. */
export async function propuestaSire(
  deps: Dependencias,
  sesion: SesionActiva,
  args: { registro: string; periodo: string },
): Promise<ResumenPropuestaSire | null> {
  const registro = exigirRegistro(args.registro);
  const periodo = exigirPeriodo(args.periodo);
  const empresa = await empresaSire(deps, sesion);
  const p = await propuestaGuardada(deps, empresa.id, registro, periodo);
  return p ? resumenDe(p) : null;
}
