import { type Db, schema, type Tx } from '@kipu/db';
import type { ComprobanteCalculado } from '@kipu/peru';
import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { ComprobanteSinArchivos } from '../../facturacion/columnas-comprobante.ts';

const g = schema.guias;
const m = schema.movimientosInventario;

/** A guide that counts: a remitente's, neither rejected nor given de baja, with live movements. */
const guiaQueMovio = and(
  eq(g.tipo, '09'),
  notInArray(g.estado, ['anulado', 'rechazado']),
  isNull(m.deletedAt),
);

/**
 * Of some sales, those citing (or linked afterwards to) a guía de remisión of their company that already
 * moved the goods (a local with `incluir_guias_kardex`, the guide issued before the sale): such a sale
 * moves nothing, so the goods leave the kardex once. A guide rejected or given de baja does not count.
 */
export async function ventasConGuiaQueMovio(
  db: Db | Tx,
  lista: readonly Pick<ComprobanteSinArchivos, 'id' | 'empresaId' | 'documento'>[],
): Promise<Set<string>> {
  const citas = lista.flatMap((c) => {
    const d = c.documento as unknown as ComprobanteCalculado;
    // `guias` holds them normalised (T001-12); documents stored before it, as typed.
    return (d.guias ?? d.entrada.guias ?? [])
      .filter((guia) => guia.tipo === '09')
      .map((guia) => ({ venta: c.id, clave: `${c.empresaId} ${guia.numero.trim().toUpperCase()}` }));
  });
  const ids = lista.map((c) => c.id);
  const vinculadas = ids.length
    ? await db
        .selectDistinct({ venta: g.comprobanteId })
        .from(g)
        .innerJoin(m, eq(m.guiaId, g.id))
        .where(and(inArray(g.comprobanteId, ids), guiaQueMovio))
    : [];
  const resultado = new Set(vinculadas.flatMap((f) => (f.venta ? [f.venta] : [])));
  if (!citas.length) return resultado;
  const clave = sql<string>`${g.empresaId}::text || ' ' || ${g.serie} || '-' || ${g.numero}::text`;
  const movidas = await db
    .selectDistinct({ clave })
    .from(g)
    .innerJoin(m, eq(m.guiaId, g.id))
    .where(
      and(
        inArray(g.empresaId, [...new Set(lista.map((c) => c.empresaId))]),
        guiaQueMovio,
        inArray(clave, [...new Set(citas.map((c) => c.clave))]),
      ),
    );
  const conMovimiento = new Set(movidas.map((f) => f.clave));
  for (const c of citas) if (conMovimiento.has(c.clave)) resultado.add(c.venta);
  return resultado;
}
