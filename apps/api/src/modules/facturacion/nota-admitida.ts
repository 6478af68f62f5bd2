import { type Db, schema, type Tx } from '@kipu/db';
import type { ComprobanteCalculado } from '@kipu/peru';
import {
  motivoFueraDeLimites,
  motivoOrigenNoAdmitido,
  type NotaEmitida,
} from '@kipu/peru/comprobantes/limites-nota';
import { motivoNotaNoAdmitida } from '@kipu/peru/comprobantes/nota-y-documento';
import { and, eq, inArray } from 'drizzle-orm';
import type { Dependencias } from '../../shared/dependencias.ts';
import { entradaInvalida } from '../../shared/errores.ts';

export const esNota = (tipo: string): tipo is '07' | '08' => tipo === '07' || tipo === '08';

/** The computed document stored with each row: its input keeps the lines, reason and modified document. */
const calculado = (documento: Record<string, unknown>) => documento as unknown as ComprobanteCalculado;

/** The notes already emitted here on the document (in every state: the rules discount the voided ones). */
async function notasDelDocumento(
  db: Db | Tx,
  empresaId: string,
  a: NonNullable<ComprobanteCalculado['entrada']['afectado']>,
): Promise<NotaEmitida[]> {
  const k = schema.comprobantes;
  const filas = await db
    .select({ tipo: k.tipo, serie: k.serie, numero: k.numero, estado: k.estado, documento: k.documento })
    .from(k)
    .where(
      and(
        eq(k.empresaId, empresaId),
        inArray(k.tipo, ['07', '08']),
        eq(k.documentoAfectado, `${a.serie}-${a.numero}`),
      ),
    );
  return filas.flatMap((f) => {
    const d = calculado(f.documento);
    // A printed series (0001) may number both a factura and a boleta: the modified type tells them apart.
    if (!esNota(f.tipo) || d.entrada.afectado?.tipo !== a.tipo) return [];
    return [
      {
        tipo: f.tipo,
        serie: f.serie,
        numero: f.numero,
        estado: f.estado,
        motivo: d.entrada.motivo?.codigo ?? '',
        importeTotal: d.importeTotal,
        lineas: d.entrada.lineas,
      },
    ];
  });
}

/**
 * Why the note cannot be emitted on its document, or undefined. A series of this company means a
 * document issued here: it must exist and agree with the note (customer, currency, date, a document
 * SUNAT took and nobody voided), and credit notes together stay within it (nota-y-documento.ts,
 * limites-nota.ts). Any other series must be declared issued elsewhere (`externo`) and well formed;
 * its total is unknown, so only the annulment rule applies to it. `bloquear` takes the document's row
 * FOR UPDATE first: in the emission's transaction, concurrent notes on one document check in turn.
 */
async function motivoDeRechazo(
  db: Db | Tx,
  empresaId: string,
  c: ComprobanteCalculado,
  externo: boolean,
  bloquear: boolean,
): Promise<string | undefined> {
  const a = c.entrada.afectado;
  const tipo = c.entrada.tipo;
  if (!a || !esNota(tipo)) return undefined;
  const k = schema.comprobantes;
  const consulta = db
    .select({
      serie: k.serie,
      numero: k.numero,
      estado: k.estado,
      fechaEmision: k.fechaEmision,
      moneda: k.moneda,
      clienteTipoDocumento: k.clienteTipoDocumento,
      clienteNumeroDocumento: k.clienteNumeroDocumento,
      importeTotal: k.importeTotal,
      documento: k.documento,
    })
    .from(k)
    .where(and(eq(k.empresaId, empresaId), eq(k.tipo, a.tipo), eq(k.serie, a.serie), eq(k.numero, a.numero)));
  const [doc] = await (bloquear ? consulta.for('update') : consulta);
  const s = schema.series;
  const [propia] = await db
    .select({ id: s.id })
    .from(s)
    .where(and(eq(s.empresaId, empresaId), eq(s.tipoComprobante, a.tipo), eq(s.serie, a.serie)))
    .limit(1);
  const origen = motivoOrigenNoAdmitido(a, {
    externo,
    serieDeLaEmpresa: propia !== undefined,
    emitido: doc !== undefined,
  });
  if (origen) return origen;
  if (doc) {
    const motivo = motivoNotaNoAdmitida(
      { fecha: c.entrada.fecha, moneda: c.entrada.moneda, cliente: c.entrada.cliente },
      doc,
    );
    if (motivo) return motivo;
  }
  const nota = {
    tipo,
    motivo: c.entrada.motivo?.codigo ?? '',
    importeTotal: c.importeTotal,
    lineas: c.entrada.lineas,
  };
  const limites = doc
    ? { ...doc, lineas: calculado(doc.documento).entrada.lineas }
    : { serie: a.serie, numero: a.numero };
  return motivoFueraDeLimites(nota, limites, await notasDelDocumento(db, empresaId, a));
}

/**
 * Checked before anything is written (so a refused note takes no number): the note's document and how
 * far the notes on it may go. `externo`: the user declares the document issued outside Kipu.
 */
export async function exigirNotaAdmitida(
  deps: Dependencias,
  empresaId: string,
  c: ComprobanteCalculado,
  externo = false,
): Promise<void> {
  const motivo = await motivoDeRechazo(deps.db, empresaId, c, externo, false);
  if (motivo) throw entradaInvalida(motivo);
}

/**
 * The same check inside the emission's transaction, with the modified document's row locked until
 * commit: two notes emitted at once on one document cannot both fit in what is left of it. Run it
 * before the number is taken, so a refusal rolls everything back.
 */
export async function exigirNotaAdmitidaEnTransaccion(
  tx: Tx,
  empresaId: string,
  c: ComprobanteCalculado,
  externo = false,
): Promise<void> {
  const motivo = await motivoDeRechazo(tx, empresaId, c, externo, true);
  if (motivo) throw entradaInvalida(motivo);
}
