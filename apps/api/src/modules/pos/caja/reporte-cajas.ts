import { schema } from '@kipu/db';
import { arqueoDeCaja, type LineaArqueo, totalesArqueo } from '@kipu/peru/pos/arqueo';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { recortar } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { activaDeEmpresa } from '../comun.ts';
import { pedidoDeEmpresa } from '../pedidos/pedido-de-empresa.ts';
import { leerPedido, type PedidoVista } from '../pedidos/pedido-vista.ts';
import { pagosDeSesion } from './sesiones-caja.ts';

/** A cash session in the box report: the close's arqueo, or for an open one what is expected so far. */
export type SesionCajaVista = {
  id: string;
  caja_id: string;
  caja_codigo: string;
  usuario: string;
  abierta_at: string;
  cerrada_at: string | null;
  saldo_inicial: string;
  pedidos: number;
  arqueo: LineaArqueo[];
  esperado: string;
  contado: string;
  diferencia: string;
};

export type FiltroReporteCajas = { caja_id?: string | null; cerradas?: boolean | null };

/**
 * reporteCajas: the company's cash sessions, newest first, of one box when given; `cerradas` true only
 * closed ones, false only open ones (the close flag), absent both.
 */
export async function reporteCajas(
  deps: Dependencias,
  sesion: SesionActiva,
  f: FiltroReporteCajas,
): Promise<SesionCajaVista[]> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const cajaId = recortar(f.caja_id);
  if (cajaId) await activaDeEmpresa(deps.db, schema.posCajas, empresaId, cajaId);
  const { posCajaSesiones: s, posCajas: c, usuarios: u, posCobros: k } = schema;
  const filas = await deps.db
    .select({
      s,
      codigo: c.codigo,
      usuario: u.nombres,
      // Orders the session charged (all or part of): one split in several documents counts once.
      pedidos: sql<number>`(select count(distinct ${k.pedidoId})::int from ${k} where ${k.cajaSesionId} = ${s.id})`,
    })
    .from(s)
    .innerJoin(c, eq(c.id, s.cajaId))
    .innerJoin(u, eq(u.id, s.usuarioId))
    .where(
      and(
        eq(s.empresaId, empresaId),
        cajaId ? eq(s.cajaId, cajaId) : undefined,
        f.cerradas === true ? isNotNull(s.cerradaAt) : f.cerradas === false ? isNull(s.cerradaAt) : undefined,
      ),
    )
    .orderBy(desc(s.abiertaAt))
    .limit(500);
  const vistas: SesionCajaVista[] = [];
  for (const f of filas) {
    const arqueo = f.s.arqueo ?? arqueoDeCaja(f.s.saldoInicial, await pagosDeSesion(deps.db, f.s.id), {});
    vistas.push({
      id: f.s.id,
      caja_id: f.s.cajaId,
      caja_codigo: f.codigo,
      usuario: f.usuario,
      abierta_at: f.s.abiertaAt.toISOString(),
      cerrada_at: f.s.cerradaAt?.toISOString() ?? null,
      saldo_inicial: f.s.saldoInicial,
      pedidos: f.pedidos,
      arqueo,
      ...totalesArqueo(arqueo),
    });
  }
  return vistas;
}

/**
 * The orders a cash session charged, all or part of (the box's orders), in the order of their first
 * document there; each order's charges are in its `cobros`.
 */
export async function pedidosDeSesion(
  deps: Dependencias,
  sesion: SesionActiva,
  sesionCajaId: string,
): Promise<PedidoVista[]> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const { posCobros: k } = schema;
  const filas = await deps.db
    .select({ id: k.pedidoId })
    .from(k)
    .where(and(eq(k.empresaId, empresaId), eq(k.cajaSesionId, sesionCajaId)))
    .groupBy(k.pedidoId)
    .orderBy(sql`min(${k.createdAt})`);
  return Promise.all(
    filas.map(async (f) => leerPedido(deps.db, await pedidoDeEmpresa(deps.db, empresaId, f.id))),
  );
}
