import { type Db, errorDeBaseDatos, schema, type Tx } from '@kipu/db';
import { arqueoDeCaja, errorDeMonto, type LineaArqueo } from '@kipu/peru/pos/arqueo';
import { MEDIOS_PAGO, type MedioPago } from '@kipu/peru/pos/pagos';
import { eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida, prohibido } from '../../../shared/errores.ts';
import { exigirDeEmpresa, recortar } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { activaDeEmpresa } from '../comun.ts';
import { publicarCobrosPendientes } from './cobranza-contable.ts';

export type SesionCaja = typeof schema.posCajaSesiones.$inferSelect;
export type ContadoEntrada = { medio: string; monto: string };

/** Opens a cashier's session on an enabled box with its float; a box has one open session at a time. */
export async function abrirCaja(
  deps: Dependencias,
  sesion: SesionActiva,
  cajaId: string,
  saldoInicial: string,
): Promise<SesionCaja> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const caja = await activaDeEmpresa(deps.db, schema.posCajas, empresaId, cajaId);
  if (!caja.habilitada) throw entradaInvalida('La caja no está habilitada');
  const saldo = recortar(saldoInicial) || '0';
  const error = errorDeMonto(saldo, 'El saldo inicial');
  if (error) throw entradaInvalida(error);
  try {
    const [s] = await deps.db
      .insert(schema.posCajaSesiones)
      .values({ empresaId, cajaId: caja.id, usuarioId: sesion.usuario.id, saldoInicial: saldo })
      .returning();
    if (!s) throw new Error('No se pudo abrir la caja');
    return s;
  } catch (e) {
    // The unique index on a box's open session decides two openings at once.
    if (errorDeBaseDatos(e).code === '23505') throw entradaInvalida('La caja ya tiene una sesión abierta');
    throw e;
  }
}

/** The counted amounts by method, each a valid amount and no method twice. */
function contados(entrada: ContadoEntrada[]): Partial<Record<MedioPago, string>> {
  const r: Partial<Record<MedioPago, string>> = {};
  for (const c of entrada) {
    const medio = MEDIOS_PAGO.find((m) => m === c.medio);
    if (!medio) throw entradaInvalida(`Medio de pago no válido: ${c.medio}`);
    if (r[medio] !== undefined) throw entradaInvalida(`El medio ${medio} está repetido`);
    const error = errorDeMonto(recortar(c.monto), `El monto contado en ${medio}`);
    if (error) throw entradaInvalida(error);
    r[medio] = recortar(c.monto);
  }
  return r;
}

/** The payments a session took, as the close counts them. */
export function pagosDeSesion(db: Db | Tx, sesionCajaId: string) {
  const p = schema.posPagos;
  return db.select({ medio: p.medio, monto: p.monto }).from(p).where(eq(p.cajaSesionId, sesionCajaId));
}

/**
 * Closes a session with what was counted per method: expected (float + cash taken; each other method
 * its payments) against counted, and the difference, are kept with the session. Closed once: the row
 * is locked and a closed session is refused.
 */
export async function cerrarCaja(
  deps: Dependencias,
  sesion: SesionActiva,
  sesionCajaId: string,
  contado: ContadoEntrada[],
): Promise<SesionCaja> {
  await exigirDeEmpresa(deps, sesion, schema.posCajaSesiones, sesionCajaId);
  const porMedio = contados(contado);
  const s = schema.posCajaSesiones;
  const cerrada = await deps.db.transaction(async (tx) => {
    const [abierta] = await tx.select().from(s).where(eq(s.id, sesionCajaId)).for('update');
    if (!abierta) throw prohibido();
    if (abierta.cerradaAt) throw entradaInvalida('La sesión de caja ya está cerrada');
    const arqueo: LineaArqueo[] = arqueoDeCaja(
      abierta.saldoInicial,
      await pagosDeSesion(tx, sesionCajaId),
      porMedio,
    );
    const [cerrada] = await tx
      .update(s)
      .set({ cerradaAt: new Date(), cerradaPor: sesion.usuario.id, arqueo })
      .where(eq(s.id, sesionCajaId))
      .returning();
    if (!cerrada) throw prohibido();
    return cerrada;
  });
  // The repair path: whatever collection of the session a failed job left unposted is queued again.
  await publicarCobrosPendientes(deps, sesionCajaId);
  return cerrada;
}
