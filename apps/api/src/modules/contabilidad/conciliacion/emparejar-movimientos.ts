import { schema, type Tx } from '@kipu/db';
import { emparejarAutomaticamente, problemaDePareja } from '@kipu/peru/conciliacion/emparejar';
import { and, eq, isNull } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida, prohibido } from '../../../shared/errores.ts';
import { exigirDeEmpresa } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import {
  cuentaDelMes,
  exigirAbierta,
  lineasDelExtracto,
  type MesDeCuenta,
  mesDeConciliacion,
} from './conciliacion-del-mes.ts';
import { movimientosDelLibro } from './movimientos-libro.ts';

const x = schema.conciliacionExtracto;

/** Locks the month's row so matches of two people at once are applied one after the other. */
export async function bloquearMes(tx: Tx, conciliacionId: string) {
  await tx
    .select({ id: schema.conciliaciones.id })
    .from(schema.conciliaciones)
    .where(eq(schema.conciliaciones.id, conciliacionId))
    .for('update');
}

/** Matches by the pure rule every unmatched statement line with an unmatched ledger movement. */
export async function conciliarAutomaticamente(
  deps: Dependencias,
  sesion: SesionActiva,
  conciliacionId: string,
  dias?: number | null,
): Promise<{ mes: MesDeCuenta; parejas: number }> {
  const m = await mesDeConciliacion(deps, sesion, conciliacionId);
  const c = m.conciliacion;
  exigirAbierta(c);
  if (dias !== null && dias !== undefined && (!Number.isInteger(dias) || dias < 0 || dias > 31))
    throw entradaInvalida('Los días de tolerancia van de 0 a 31');
  const parejas = await deps.db.transaction(async (tx) => {
    await bloquearMes(tx, c.id);
    const extracto = (await lineasDelExtracto(tx, c.id)).filter((l) => !l.asientoLineaId);
    const libro = (await movimientosDelLibro(tx, cuentaDelMes(m))).filter((v) => !v.extractoLineaId);
    const encontradas = emparejarAutomaticamente(extracto, libro, dias ?? undefined);
    for (const p of encontradas)
      await tx
        .update(x)
        .set({ asientoLineaId: p.libroId, forma: 'automatica' })
        .where(and(eq(x.id, p.extractoId), isNull(x.asientoLineaId)));
    return encontradas.length;
  });
  return { mes: m, parejas };
}

/** A statement line of an open month of the session's company. */
async function lineaAbierta(deps: Dependencias, sesion: SesionActiva, id: string) {
  const linea = await exigirDeEmpresa(deps, sesion, x, id);
  const m = await mesDeConciliacion(deps, sesion, linea.conciliacionId);
  exigirAbierta(m.conciliacion);
  return { linea, mes: m };
}

/** The person's own pair: a free statement line and a free ledger movement of the month, same amount. */
export async function conciliarManualmente(
  deps: Dependencias,
  sesion: SesionActiva,
  extractoLineaId: string,
  asientoLineaId: string,
): Promise<MesDeCuenta> {
  const { linea, mes } = await lineaAbierta(deps, sesion, extractoLineaId);
  await deps.db.transaction(async (tx) => {
    await bloquearMes(tx, linea.conciliacionId);
    const [actual] = await tx.select().from(x).where(eq(x.id, linea.id));
    if (actual?.asientoLineaId)
      throw entradaInvalida(`La fila ${linea.fila} del extracto ya está conciliada`);
    const movimiento = (await movimientosDelLibro(tx, cuentaDelMes(mes))).find(
      (v) => v.id === asientoLineaId,
    );
    if (!movimiento) {
      const [otra] = await tx
        .select({ empresaId: schema.asientoLineas.empresaId })
        .from(schema.asientoLineas)
        .where(eq(schema.asientoLineas.id, asientoLineaId));
      if (otra && otra.empresaId !== mes.empresaId) throw prohibido();
      throw entradaInvalida(`El movimiento no es de la cuenta ${mes.cuenta.pcge} en el periodo conciliado`);
    }
    if (movimiento.extractoLineaId)
      throw entradaInvalida(`El movimiento ${movimiento.cuo} ya está conciliado`);
    const problema = problemaDePareja(linea, movimiento);
    if (problema) throw entradaInvalida(problema);
    await tx.update(x).set({ asientoLineaId, forma: 'manual' }).where(eq(x.id, linea.id));
  });
  return mes;
}

/** Undoes a statement line's match: both sides are pending again. */
export async function desconciliar(
  deps: Dependencias,
  sesion: SesionActiva,
  extractoLineaId: string,
): Promise<MesDeCuenta> {
  const { linea, mes } = await lineaAbierta(deps, sesion, extractoLineaId);
  if (!linea.asientoLineaId) throw entradaInvalida(`La fila ${linea.fila} del extracto no está conciliada`);
  await deps.db.update(x).set({ asientoLineaId: null, forma: null }).where(eq(x.id, linea.id));
  return mes;
}
