import { schema } from '@kipu/db';
import { and, asc, eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { hoyEnLima } from '../../../shared/fecha-lima.ts';
import { type MovimientoLibro, type Operacion, registrarOperacion } from '../libro/registrar-operacion.ts';

/** What the registro de ventas printed of the document before its baja (kept in datos.anulacion). */
const IMPORTES = [
  'exportacion',
  'baseGravada',
  'igv',
  'exonerada',
  'inafecta',
  'isc',
  'icbper',
  'otros',
  'total',
] as const;

export type AnulacionEnLibros = {
  /** When SUNAT's acceptance reached the books (Lima date). */
  fecha: string;
  /** The reversing operation (journal 050100). */
  reversionId: string;
  /** The register amounts as they were; the register line now prints zeros with estado 2. */
  importes: Partial<Record<(typeof IMPORTES)[number], string>>;
  /** The document's period was closed: the reversal went to the current period, the line stays. */
  periodoCerrado: boolean;
};

/**
 * Brings a document SUNAT voided (baja accepted) into the books: a reversing asiento of its own in the
 * journal — in the document's period while it is open, so the month nets to zero; otherwise in the
 * current one — and, in an open period, the register line printed as estado 2 (anulado) with zero
 * amounts, as the PLE 14.1 asks. The original asiento is kept; `datos.anulacion` keeps what the line
 * printed. Running it again does nothing.
 */
export async function reflejarBajaEnLibros(deps: Dependencias, operacion: Operacion): Promise<Operacion> {
  if ((operacion.datos as { anulacion?: unknown }).anulacion) return operacion;
  const { operaciones, asientoLineas, periodosContables: p } = schema;
  const lineas = await deps.db
    .select()
    .from(asientoLineas)
    .where(eq(asientoLineas.operacionId, operacion.id))
    .orderBy(asc(asientoLineas.linea));
  const hoy = hoyEnLima();
  return deps.db.transaction(async (tx) => {
    const [periodo] = await tx
      .select({ cerrado: p.cerrado })
      .from(p)
      .where(and(eq(p.empresaId, operacion.empresaId), eq(p.periodo, operacion.periodo)))
      .for('share');
    const cerrado = periodo?.cerrado === true;
    const reversion: MovimientoLibro[] = lineas.map((l) => ({
      cuenta: l.cuenta,
      debe: l.haber,
      haber: l.debe,
      debeMe: l.haberMe,
      haberMe: l.debeMe,
      ...(l.glosa ? { glosa: l.glosa } : {}),
      ...(l.centroCostoId ? { centroCostoId: l.centroCostoId } : {}),
      personaId: l.personaId,
      tipoComprobante: l.tipoComprobante,
      serie: l.serie,
      numero: l.numero,
      fechaVencimiento: l.fechaVencimiento,
      destino: l.destino,
    }));
    const documento = `${operacion.serie}-${operacion.numero}`;
    const revertida = await registrarOperacion(
      tx,
      {
        empresaId: operacion.empresaId,
        libro: '050100',
        tipoOperacion: 5,
        fechaContable: cerrado ? hoy : operacion.fechaContable,
        fechaEmision: operacion.fechaEmision,
        glosa: `Anulación por comunicación de baja de ${documento}`.slice(0, 200),
        moneda: operacion.moneda,
        tipoCambio: operacion.tipoCambio,
        personaId: operacion.personaId,
        personaTipoDocumento: operacion.personaTipoDocumento,
        personaNumeroDocumento: operacion.personaNumeroDocumento,
        personaNombre: operacion.personaNombre,
        tipoComprobante: operacion.tipoComprobante,
        serie: operacion.serie,
        numero: operacion.numero,
        datos: { anulaOperacionId: operacion.id },
        usuarioId: operacion.usuarioId,
      },
      reversion,
      { sinAsiento: reversion.length === 0 },
    );
    const anulacion: AnulacionEnLibros = {
      fecha: hoy,
      reversionId: revertida.id,
      importes: Object.fromEntries(IMPORTES.map((k) => [k, operacion[k]])),
      periodoCerrado: cerrado,
    };
    const ceros = Object.fromEntries(IMPORTES.map((k) => [k, '0']));
    const [actualizada] = await tx
      .update(operaciones)
      .set({
        ...(cerrado ? {} : { ...ceros, estadoPle: '2' }),
        datos: { ...operacion.datos, anulacion },
        updatedAt: new Date(),
      })
      .where(eq(operaciones.id, operacion.id))
      .returning();
    if (!actualizada) throw new Error(`No se pudo anular en libros ${documento}`);
    return actualizada;
  });
}
