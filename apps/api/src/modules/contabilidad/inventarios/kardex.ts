import { type Db, schema, type Tx } from '@kipu/db';
import { kardexPromedio, saldoInicial, type Valor } from '@kipu/peru/inventarios/costo-promedio';
import { inArray } from 'drizzle-orm';
import {
  finDePeriodo,
  inicioDePeriodo,
  type MovimientoLeido,
  movimientosHasta,
} from './movimientos-vivos.ts';
import type { ProductoKardex } from './productos-kardex.ts';

export type LineaKardex = {
  movimiento: MovimientoLeido;
  entrada: Valor;
  salida: Valor;
  saldo: Valor;
};

/** One product's kardex in a period: the balance brought from before, the period's lines, the end. */
export type KardexProducto = {
  producto: ProductoKardex;
  periodo: string;
  inicial: Valor;
  lineas: LineaKardex[];
  final: Valor;
  /** Negative stocks of its history up to the period's end, in Spanish. */
  problemas: string[];
};

export const CERO = saldoInicial('0', '0');

/** '01 F001-12', or the operation kind when there is no document. */
export const documentoDe = (m: Pick<MovimientoLeido, 'tipoComprobante' | 'serie' | 'numero'>) =>
  m.tipoComprobante === '00' ? '' : `${m.tipoComprobante} ${m.serie}-${m.numero}`;

/** The valued kardex of a product from its whole history, cut at the period. */
export function kardexDeMovimientos(
  producto: ProductoKardex,
  periodo: string,
  movimientos: readonly MovimientoLeido[],
): KardexProducto {
  const k = kardexPromedio(
    movimientos.map((m) => ({
      fecha: m.fecha,
      entrada: m.entrada,
      salida: m.salida,
      costoUnitario: m.costoUnitario,
      documento: documentoDe(m),
      m,
    })),
  );
  const inicio = inicioDePeriodo(periodo);
  const anteriores = k.lineas.filter((l) => l.movimiento.fecha < inicio);
  return {
    producto,
    periodo,
    inicial: anteriores.at(-1)?.saldo ?? CERO,
    lineas: k.lineas
      .filter((l) => l.movimiento.fecha >= inicio)
      .map((l) => ({ movimiento: l.movimiento.m, entrada: l.entrada, salida: l.salida, saldo: l.saldo })),
    final: k.final,
    problemas: k.problemas,
  };
}

/**
 * The kardex of a period for every product that has movements up to its end (or for one), read in one
 * query and valued product by product.
 */
export async function kardexDelPeriodo(
  db: Db | Tx,
  empresaId: string,
  periodo: string,
  productoId?: string,
): Promise<KardexProducto[]> {
  const movimientos = await movimientosHasta(db, empresaId, finDePeriodo(periodo), productoId);
  const porProducto = new Map<string, MovimientoLeido[]>();
  for (const m of movimientos) {
    const lista = porProducto.get(m.productoId);
    if (lista) lista.push(m);
    else porProducto.set(m.productoId, [m]);
  }
  if (!porProducto.size) return [];
  const productos = await db
    .select()
    .from(schema.productos)
    .where(inArray(schema.productos.id, [...porProducto.keys()]));
  return productos
    .sort((a, b) => a.codigo.localeCompare(b.codigo))
    .map((p) => kardexDeMovimientos(p, periodo, porProducto.get(p.id) ?? []));
}
