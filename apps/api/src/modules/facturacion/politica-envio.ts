import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import type { Dependencias } from '../../shared/dependencias.ts';
import { mensajeDe } from '../../shared/errores.ts';

/** How a company's documents reach SUNAT: its settings, read with the document. */
export type AjustesEnvio = Pick<typeof schema.empresas.$inferSelect, 'envioPausado' | 'envioBoletas'>;

type Documento = { id: string; tipo: string; serie: string; contingencia: boolean };

export const MENSAJE_PAUSA = 'El envío automático a SUNAT está pausado: el comprobante espera su reanudación';

/** Boletas and their notes (B series): the documents a resumen diario may carry. */
export const esDeBoleta = (d: { tipo: string; serie: string }) =>
  d.tipo === '03' || ((d.tipo === '07' || d.tipo === '08') && d.serie.startsWith('B'));

/**
 * A boleta or boleta note goes in the resumen diario when the company informs its boletas that way, and
 * always when it was issued on paper in a contingency; everything else goes alone by sendBill.
 */
export const vaEnResumen = (empresa: AjustesEnvio, d: Omit<Documento, 'id'>) =>
  esDeBoleta(d) && (empresa.envioBoletas === 'resumen' || d.contingencia);

/**
 * Queues a document's sendBill unless it waits: sending paused, or informed by resumen diario. A queue
 * failure leaves the document 'pendiente' with the reason (resent later); answers whether it was queued.
 */
export async function encolarComprobante(
  deps: Dependencias,
  empresa: AjustesEnvio,
  d: Documento,
): Promise<{ encolado: boolean; ultimoError: string | null }> {
  if (empresa.envioPausado || vaEnResumen(empresa, d)) return { encolado: false, ultimoError: null };
  try {
    await deps.cola.enviar('envio_sunat', { comprobanteId: d.id });
    return { encolado: true, ultimoError: null };
  } catch (e) {
    const ultimoError = `No se pudo encolar el envío: ${mensajeDe(e)}`;
    await deps.db.update(schema.comprobantes).set({ ultimoError }).where(eq(schema.comprobantes.id, d.id));
    return { encolado: false, ultimoError };
  }
}

/** Queues a resumen diario or comunicación de baja unless sending is paused; the same on failure. */
export async function encolarResumen(
  deps: Dependencias,
  empresa: AjustesEnvio,
  resumenId: string,
): Promise<string | null> {
  if (empresa.envioPausado) return null;
  try {
    await deps.cola.enviar('envio_resumen', { resumenId });
    return null;
  } catch (e) {
    const ultimoError = `No se pudo encolar el envío: ${mensajeDe(e)}`;
    await deps.db.update(schema.resumenes).set({ ultimoError }).where(eq(schema.resumenes.id, resumenId));
    return ultimoError;
  }
}
