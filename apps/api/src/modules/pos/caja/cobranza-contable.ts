import { type Db, schema } from '@kipu/db';
import { esCuentaDe } from '@kipu/peru/contabilidad/cuentas-por-cobrar-pagar';
import { sumar } from '@kipu/peru/pos/importes';
import type { MedioPago } from '@kipu/peru/pos/pagos';
import Decimal from 'decimal.js';
import { and, asc, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { claveDeLinea, leerDocumentos } from '../../contabilidad/pagos/documentos.ts';
import { registrarCobroPagoDeEmpresa } from '../../contabilidad/pagos/registrar-pago.ts';
import { contabilizarComprobante } from '../../contabilidad/ventas/contabilizar-comprobante.ts';
import { financieraPorDefecto } from '../configuracion/cuenta-de-caja.ts';

/**
 * A charge at the till is paid there: its document must not stay in Cuentas por cobrar. Invoicing's
 * posting debits 1212 for the boleta or factura like any sale; once it is posted, this posts the
 * charge's collection through accounting's own cobranza (`registrarCobroPagoDeEmpresa`): 10x of the
 * box's account against 1212, one operation per payment method, in the cash book (1.1) or the bank
 * book (1.2) by the account's type. Notas de venta are not in the books and have nothing to settle.
 */

/** Cash payments must go through the banking system from S/ 2,000 (Ley 28194): catálogo 59 008 or 009. */
const UMBRAL_MEDIO_PAGO = new Decimal(2000);

/** The catálogo 59 code a method of the till is collected with. */
export function medioDeCatalogo59(medio: MedioPago, totalDocumento: string): string {
  if (medio === 'efectivo') return new Decimal(totalDocumento).gte(UMBRAL_MEDIO_PAGO) ? '009' : '008';
  if (medio === 'tarjeta') return '006';
  // Yape, Plin and transfers move funds between accounts.
  return '003';
}

/**
 * Queues the collection of a charge once its transaction committed (`pos.cobrado`). A queue failure
 * loses nothing: closing the cash session queues the session's unposted collections again.
 */
export async function publicarCobro(deps: Dependencias, cobroId: string): Promise<void> {
  try {
    await deps.cola.enviar('cobranza_pos', { cobroId });
  } catch (e) {
    console.error(`pos.cobrado ${cobroId}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** Queues again the session's charges of documents whose payments are not collected in the books yet. */
export async function publicarCobrosPendientes(deps: Dependencias, sesionCajaId: string): Promise<void> {
  const { posCobros: k, posPagos: p } = schema;
  const pendientes = await deps.db
    .selectDistinct({ id: k.id })
    .from(k)
    .innerJoin(p, eq(p.cobroId, k.id))
    .where(and(eq(k.cajaSesionId, sesionCajaId), isNotNull(k.comprobanteId), isNull(p.operacionId)));
  for (const c of pendientes) await publicarCobro(deps, c.id);
}

/** The box's cuenta financiera when it is still active and in soles; otherwise the company's 101 Caja. */
async function cuentaDeCobro(db: Db, empresaId: string, cajaSesionId: string): Promise<string> {
  const { posCajaSesiones: s, posCajas: c, cuentasFinancieras: f } = schema;
  const [cuenta] = await db
    .select({ id: f.id })
    .from(s)
    .innerJoin(c, eq(c.id, s.cajaId))
    .innerJoin(f, eq(f.id, c.cuentaFinancieraId))
    .where(
      and(eq(s.id, cajaSesionId), isNull(f.deletedAt), eq(f.monedaId, 'PEN'), eq(f.empresaId, empresaId)),
    );
  return cuenta?.id ?? financieraPorDefecto(db, empresaId);
}

/** The sale's receivable line (its document's id for collections), or undefined when it has none. */
async function lineaPorCobrar(db: Db, operacionId: string) {
  const l = schema.asientoLineas;
  const lineas = await db
    .select()
    .from(l)
    .where(and(eq(l.operacionId, operacionId), gt(l.debe, '0'), isNotNull(l.numero), eq(l.destino, false)))
    .orderBy(asc(l.linea));
  const linea = lineas.find((x) => esCuentaDe('cobrar', x.cuenta));
  return linea?.numero ? { ...linea, numero: linea.numero } : undefined;
}

/**
 * The reaction to `pos.cobrado`: posts the sale if its own job has not yet, then collects each payment
 * method of the charge not collected yet, up to what the document still owes (an accountant may have
 * collected it by hand). The payments are marked with their operation in the collection's transaction,
 * so a retry or a second run collects nothing twice.
 */
export async function cobranzaDeCobroPos(deps: Dependencias, cobroId: string): Promise<void> {
  const { db } = deps;
  const { posCobros: k, posPagos: p, comprobantes: c } = schema;
  const [cobro] = await db.select().from(k).where(eq(k.id, cobroId));
  if (!cobro?.comprobanteId) return;
  const pagos = await db
    .select()
    .from(p)
    .where(and(eq(p.cobroId, cobro.id), isNull(p.operacionId)))
    .orderBy(asc(p.createdAt), asc(p.id));
  if (pagos.length === 0) return;
  const [comprobante] = await db.select().from(c).where(eq(c.id, cobro.comprobanteId));
  // A voided document owes nothing (its asiento is reversed): there is nothing to collect.
  if (!comprobante || comprobante.estado === 'anulado') return;
  const venta = await contabilizarComprobante(deps, comprobante.id);
  const linea = await lineaPorCobrar(db, venta.id);
  if (!linea) return;
  const cuentaFinancieraId = await cuentaDeCobro(db, cobro.empresaId, cobro.cajaSesionId);

  const porMedio = new Map<MedioPago, typeof pagos>();
  for (const pago of pagos) porMedio.set(pago.medio, [...(porMedio.get(pago.medio) ?? []), pago]);
  for (const [medio, delMedio] of porMedio) {
    const [documento] = await leerDocumentos(db, cobro.empresaId, 'cobrar', {
      claves: [claveDeLinea(linea)],
    });
    const saldo = new Decimal(documento?.saldo ?? '0');
    const monto = Decimal.min(saldo, sumar(delMedio.map((x) => x.monto)));
    if (monto.lte(0)) return;
    const ids = delMedio.map((x) => x.id);
    const { serie, numero, clienteNombre } = comprobante;
    const glosa = `Cobro en caja (${medio}) ${serie}-${numero} ${clienteNombre}`;
    await registrarCobroPagoDeEmpresa(
      deps,
      { empresaId: cobro.empresaId, usuarioId: cobro.usuarioId },
      'cobrar',
      {
        fecha: comprobante.fechaEmision,
        cuenta_financiera_id: cuentaFinancieraId,
        medio_pago: medioDeCatalogo59(medio, comprobante.importeTotal),
        glosa: glosa.slice(0, 200),
        documentos: [{ documento_id: linea.id, monto: monto.toFixed(2) }],
      },
      async (tx, operacion) => {
        const marcados = await tx
          .update(p)
          .set({ operacionId: operacion.id })
          .where(and(inArray(p.id, ids), isNull(p.operacionId)))
          .returning({ id: p.id });
        // Another run collected them first: this one's collection is rolled back with the error.
        if (marcados.length !== ids.length)
          throw new Error(`Los pagos del cobro ${cobroId} ya fueron cobrados`);
      },
    );
  }
}
