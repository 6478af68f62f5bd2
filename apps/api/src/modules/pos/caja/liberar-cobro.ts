import { type Db, schema } from '@kipu/db';
import { and, eq, gte, isNull } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { publicarDeliveries } from '../delivery/delivery-vista.ts';
import { publicarMesas } from '../pedidos/mapa-mesas.ts';
import { type Pedido, pedidoDeEmpresa } from '../pedidos/pedido-de-empresa.ts';
import { leerPedido, type PedidoVista } from '../pedidos/pedido-vista.ts';
import { devolverAbierto } from './cobrar-pedido.ts';

/** A charge still running after this long died with its process (emission takes seconds). */
export const MINUTOS_COBRO_INTERRUMPIDO = 2;

/**
 * A document the interrupted charge may have emitted: one of the company's, by the cashier who claimed
 * the order, since the claim, for the charge's total, and recorded as no order's charge.
 */
async function documentoSinCobro(db: Db, p: Pedido, desde: Date): Promise<string | undefined> {
  const { comprobantes: c, documentosInternos: d, posCobros: k } = schema;
  const delCobro = (t: typeof c | typeof d) =>
    and(
      eq(t.empresaId, p.empresaId),
      gte(t.createdAt, desde),
      p.cobrandoPor ? eq(t.usuarioId, p.cobrandoPor) : undefined,
      p.cobrandoTotal ? eq(t.importeTotal, p.cobrandoTotal) : undefined,
      isNull(k.id),
    );
  const [comprobante] = await db
    .select({ serie: c.serie, numero: c.numero })
    .from(c)
    .leftJoin(k, eq(k.comprobanteId, c.id))
    .where(delCobro(c))
    .limit(1);
  const [interno] = comprobante
    ? []
    : await db
        .select({ serie: d.serie, numero: d.numero })
        .from(d)
        .leftJoin(k, eq(k.documentoInternoId, d.id))
        .where(delCobro(d))
        .limit(1);
  const emitido = comprobante ?? interno;
  return emitido ? `${emitido.serie}-${emitido.numero}` : undefined;
}

/**
 * Returns to 'abierto' an order left 'cobrando' by a charge that died midway (its process ended between
 * claiming the order and recording the charge): only after some minutes, so a charge in course is never
 * released, and only if no document was emitted for it — that one's payments must be recorded first.
 */
export async function liberarCobro(
  deps: Dependencias,
  sesion: SesionActiva,
  pedidoId: string,
): Promise<PedidoVista> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const p = await pedidoDeEmpresa(deps.db, empresaId, pedidoId);
  if (p.estado !== 'cobrando') throw entradaInvalida('El pedido no tiene un cobro en curso');
  // Orders claimed before the claim's time was kept: their last change is the claim.
  const desde = p.cobrandoDesde ?? p.updatedAt;
  if (Date.now() - desde.getTime() < MINUTOS_COBRO_INTERRUMPIDO * 60_000)
    throw entradaInvalida(
      `El cobro empezó hace menos de ${MINUTOS_COBRO_INTERRUMPIDO} minutos: espere a que termine antes de liberarlo`,
    );
  const emitido = await documentoSinCobro(deps.db, p, desde);
  if (emitido)
    throw entradaInvalida(
      `El cobro interrumpido emitió el documento ${emitido}: registre su pago antes de liberar el pedido`,
    );
  const [liberado] = await devolverAbierto(deps, pedidoId);
  if (!liberado) throw entradaInvalida('El pedido no tiene un cobro en curso');
  await publicarMesas(deps, [liberado.mesaId]);
  await publicarDeliveries(deps, [liberado.id]);
  return leerPedido(deps.db, liberado);
}
