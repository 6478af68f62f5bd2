import { type Db, schema, type Tx } from '@kipu/db';
import { cobradoPorLinea, type LineaCuenta, pendienteDe } from '@kipu/peru/pos/cuenta';
import { dec, soles, sumar } from '@kipu/peru/pos/importes';
import { importesPedido } from '@kipu/peru/pos/pedido';
import { asc, eq, sql } from 'drizzle-orm';
import { hoyEnLima } from '../../../shared/fecha-lima.ts';

export type Linea = typeof schema.posPedidoLineas.$inferSelect;
type LineaConImporte = Pick<Linea, 'cantidad' | 'precioUnitario' | 'tipoIgv'>;

/** The lines of an order in the order they were added. */
export function lineasDe(db: Db | Tx, pedidoId: string) {
  return db
    .select()
    .from(schema.posPedidoLineas)
    .where(eq(schema.posPedidoLineas.pedidoId, pedidoId))
    .orderBy(asc(schema.posPedidoLineas.createdAt), asc(schema.posPedidoLineas.id));
}

/** Lines' amounts as today's document would print them (the charge asks for exactly these). */
export const importesDe = (lineas: readonly LineaConImporte[]) =>
  importesPedido(
    lineas.map((l) => ({ cantidad: l.cantidad, precioUnitario: l.precioUnitario, afectacion: l.tipoIgv })),
    hoyEnLima(),
  );

/** A charge of the order with its document (boleta/factura or nota de venta). */
export type CobroDocumento = {
  id: string;
  tipo: string;
  documento_id: string;
  serie: string;
  numero: number;
  importe_total: string;
  caja_sesion_id: string;
  created_at: string;
};

/**
 * Where an order's bill stands: its lines with what earlier charges carried of each, their documents,
 * and what remains. `pendiente` is what remains as one more document would print it, so `total` (the
 * documents already emitted plus that) is what the customers pay in all and, once everything is
 * charged, exactly the sum of the order's documents.
 */
export type Cuenta = {
  lineas: Linea[];
  porCobrar: LineaCuenta[];
  /** Each line as a whole, as one document of the whole order prints it. */
  importes: string[];
  /** What remains of each line, priced as the next document would ('0.00' when charged). */
  importesPendientes: string[];
  cobros: CobroDocumento[];
  cobrado: string;
  pendiente: string;
  total: string;
};

async function cobrosDe(db: Db | Tx, pedidoId: string): Promise<CobroDocumento[]> {
  const { posCobros: k, comprobantes: c, documentosInternos: d } = schema;
  const filas = await db
    .select({
      id: k.id,
      tipo: k.tipo,
      documento_id: sql<string>`coalesce(${k.comprobanteId}, ${k.documentoInternoId})`,
      serie: sql<string>`coalesce(${c.serie}, ${d.serie})`,
      numero: sql<number>`coalesce(${c.numero}, ${d.numero})`,
      importe_total: k.importeTotal,
      caja_sesion_id: k.cajaSesionId,
      creado: k.createdAt,
    })
    .from(k)
    .leftJoin(c, eq(c.id, k.comprobanteId))
    .leftJoin(d, eq(d.id, k.documentoInternoId))
    .where(eq(k.pedidoId, pedidoId))
    .orderBy(asc(k.createdAt), asc(k.id));
  return filas.map(({ creado, ...f }) => ({
    ...f,
    numero: Number(f.numero),
    created_at: creado.toISOString(),
  }));
}

export async function cuentaDe(db: Db | Tx, pedidoId: string): Promise<Cuenta> {
  const { posCobros: k, posCobroLineas: kl } = schema;
  const lineas = await lineasDe(db, pedidoId);
  const cobradas = await db
    .select({ linea_id: kl.lineaId, cantidad: kl.cantidad })
    .from(kl)
    .innerJoin(k, eq(k.id, kl.cobroId))
    .where(eq(k.pedidoId, pedidoId));
  const cobros = await cobrosDe(db, pedidoId);
  const porLinea = cobradoPorLinea(cobradas);
  const porCobrar = lineas.map((l) => ({
    id: l.id,
    descripcion: l.descripcion,
    cantidad: l.cantidad,
    cobrada: porLinea.get(l.id) ?? '0',
  }));
  const quedan = porCobrar.map(pendienteDe);
  const conPendiente = lineas.flatMap((l, i) => {
    const cantidad = quedan[i] ?? '0';
    return dec(cantidad).gt(0) ? [{ ...l, cantidad }] : [];
  });
  const pendientes = importesDe(conPendiente);
  let siguiente = 0;
  const importesPendientes = quedan.map((q) =>
    dec(q).gt(0) ? (pendientes.lineas[siguiente++] ?? '0.00') : '0.00',
  );
  const cobrado = soles(sumar(cobros.map((c) => c.importe_total)));
  return {
    lineas,
    porCobrar,
    importes: importesDe(lineas).lineas,
    importesPendientes,
    cobros,
    cobrado,
    pendiente: pendientes.total,
    total: soles(dec(cobrado).plus(pendientes.total)),
  };
}
