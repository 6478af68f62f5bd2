import { schema } from '@kipu/db';
import type { ComprobanteCalculado } from '@kipu/peru';
import { motivoNotaNoAdmitida } from '@kipu/peru/comprobantes/nota-y-documento';
import { and, eq } from 'drizzle-orm';
import type { Dependencias } from '../../shared/dependencias.ts';
import { entradaInvalida } from '../../shared/errores.ts';

/**
 * A note whose document was issued here must agree with it (customer, currency, date, a document SUNAT
 * took and nobody voided); a document issued elsewhere is not known and the note stays possible.
 */
export async function exigirNotaAdmitida(
  deps: Dependencias,
  empresaId: string,
  c: ComprobanteCalculado,
): Promise<void> {
  const a = c.entrada.afectado;
  if (!a) return;
  const k = schema.comprobantes;
  const [doc] = await deps.db
    .select({
      serie: k.serie,
      numero: k.numero,
      estado: k.estado,
      fechaEmision: k.fechaEmision,
      moneda: k.moneda,
      clienteTipoDocumento: k.clienteTipoDocumento,
      clienteNumeroDocumento: k.clienteNumeroDocumento,
    })
    .from(k)
    .where(and(eq(k.empresaId, empresaId), eq(k.tipo, a.tipo), eq(k.serie, a.serie), eq(k.numero, a.numero)));
  if (!doc) return;
  const motivo = motivoNotaNoAdmitida(
    { fecha: c.entrada.fecha, moneda: c.entrada.moneda, cliente: c.entrada.cliente },
    doc,
  );
  if (motivo) throw entradaInvalida(motivo);
}
