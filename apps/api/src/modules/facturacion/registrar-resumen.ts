import { type Db, schema, type Tx } from '@kipu/db';
import type { CredencialFirma } from '@kipu/peru/firma/firmar-xml';
import { firmarXml } from '@kipu/peru/firma/firmar-xml';
import { zipComprobante } from '@kipu/peru/firma/zip-comprobante';
import { nombreResumen } from '@kipu/peru/sunat/nombres';
import { reglaSunat } from '@kipu/peru/texto/limites-sunat';
import { validarTexto } from '@kipu/peru/texto/texto-xml';
import { construirComunicacionBaja, type DocumentoBaja } from '@kipu/peru/ubl/comunicacion-baja';
import {
  type CondicionResumen,
  construirResumenDiario,
  type DocumentoResumen,
} from '@kipu/peru/ubl/resumen-diario';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { entradaInvalida } from '../../shared/errores.ts';
import { hoyEnLima } from '../../shared/fecha-lima.ts';

export type FilaResumen = typeof schema.resumenes.$inferSelect;

/** What goes in a new summary: its documents as the XML writes them, with the rows they come from. */
export type NuevoResumen =
  | { tipo: 'RC'; documentos: { comprobanteId: string; documento: DocumentoResumen; motivo?: string }[] }
  | { tipo: 'RA'; documentos: { comprobanteId: string; documento: DocumentoBaja }[] };

type Datos = {
  empresa: { id: string; ruc: string; razonSocial: string };
  firma: CredencialFirma;
  /** The documents' issue date (all share it). */
  fechaReferencia: string;
  usuarioId: string | null;
};

/**
 * Stores a resumen diario or comunicación de baja, signed and zipped, with its items, inside the
 * caller's transaction. Its correlativo is the next of the company, type and generation date (today,
 * Lima): the company row is locked first, so two summaries generated at once never share one.
 */
export async function registrarResumen(tx: Tx, d: Datos, nuevo: NuevoResumen): Promise<FilaResumen> {
  // The razón social is printed in the summary's XML; it may have been stored before the text rules.
  const malo = validarTexto(
    d.empresa.razonSocial,
    reglaSunat('razonSocialEmisor', 'la razón social de la empresa'),
  );
  if (malo) throw entradaInvalida(malo);
  const { resumenes, resumenItems, empresas } = schema;
  const fechaGeneracion = hoyEnLima();
  await tx.select({ id: empresas.id }).from(empresas).where(eq(empresas.id, d.empresa.id)).for('update');
  const [ultimo] = await tx
    .select({ n: sql<number>`coalesce(max(${resumenes.correlativo}), 0)::int` })
    .from(resumenes)
    .where(
      and(
        eq(resumenes.empresaId, d.empresa.id),
        eq(resumenes.tipo, nuevo.tipo),
        eq(resumenes.fechaGeneracion, fechaGeneracion),
      ),
    );
  const correlativo = (ultimo?.n ?? 0) + 1;
  const cabecera = { fechaGeneracion, fechaReferencia: d.fechaReferencia, correlativo };
  const xml =
    nuevo.tipo === 'RC'
      ? construirResumenDiario(
          { ...cabecera, documentos: nuevo.documentos.map((x) => x.documento) },
          d.empresa,
        )
      : construirComunicacionBaja(
          { ...cabecera, documentos: nuevo.documentos.map((x) => x.documento) },
          d.empresa,
        );
  const firmado = firmarXml(xml, d.firma);
  const { zip } = zipComprobante(
    nombreResumen(d.empresa.ruc, nuevo.tipo, fechaGeneracion, correlativo),
    firmado.xml,
  );
  const [fila] = await tx
    .insert(resumenes)
    .values({
      empresaId: d.empresa.id,
      tipo: nuevo.tipo,
      fechaGeneracion,
      fechaReferencia: d.fechaReferencia,
      correlativo,
      hash: firmado.digestValue,
      xmlFirmado: firmado.xml,
      zipBase64: Buffer.from(zip).toString('base64'),
      usuarioId: d.usuarioId,
    })
    .returning();
  if (!fila) throw new Error('No se pudo registrar el resumen');
  await tx.insert(resumenItems).values(
    nuevo.documentos.map((x, i) => ({
      resumenId: fila.id,
      comprobanteId: x.comprobanteId,
      linea: i + 1,
      condicion: 'condicion' in x.documento ? (x.documento.condicion as CondicionResumen) : null,
      motivo: ('motivo' in x ? x.motivo : undefined) ?? ('motivo' in x.documento ? x.documento.motivo : null),
    })),
  );
  return fila;
}

/** Summaries SUNAT has not refused: a document in one of them is informed, or being voided. */
export const RESUMEN_VIGENTE = inArray(schema.resumenes.estado, [
  'pendiente',
  'enviado',
  'aceptado',
  'observado',
]);

/** Whether the outer query's document is in a summary SUNAT has not refused (for exists/notExists). */
export const enResumenVigente = (db: Db | Tx) =>
  db
    .select({ id: schema.resumenItems.id })
    .from(schema.resumenItems)
    .innerJoin(schema.resumenes, eq(schema.resumenes.id, schema.resumenItems.resumenId))
    .where(and(eq(schema.resumenItems.comprobanteId, schema.comprobantes.id), RESUMEN_VIGENTE));
