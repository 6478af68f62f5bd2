import type { Db, Tx } from '@kipu/db';
import { schema } from '@kipu/db';
import {
  esCuentaDeExistencias,
  type ProductoCompra,
  type ProductoCompraEntrada,
  productosDeCompra,
} from '@kipu/peru/inventarios/productos-compra';
import Decimal from 'decimal.js';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { CompraValidada } from '../compras/entrada-compra.ts';
import type { Operacion } from '../libro/registrar-operacion.ts';
import { productoDeKardex } from './productos-kardex.ts';

/** Tabla 12: compra nacional, importación, and goods returned to the supplier (a credit note). */
const OPERACION_COMPRA = '02';
const OPERACION_IMPORTACION = '18';
const OPERACION_DEVOLUCION_ENTREGADA = '06';

/** What the goods lines of a purchase cost in its currency: their bases, and the IGV that became cost. */
function baseDeExistencias(v: CompraValidada): Decimal {
  return v.calculo.lineas
    .filter((l) => esCuentaDeExistencias(l.cuenta))
    .reduce((s, l) => s.plus(l.base).plus(l.destino === 'sin_credito' ? l.igv : 0), new Decimal(0));
}

/**
 * The product lines of a purchase, checked before anything is written: products of the company that
 * keep a kardex (another company's is FORBIDDEN), units and costs, and their sum against the goods
 * lines. A debit note moves no goods. Answers them in soles.
 */
export async function productosDeLaCompra(
  db: Db | Tx,
  empresaId: string,
  lineas: readonly ProductoCompraEntrada[] | null | undefined,
  v: CompraValidada,
): Promise<ProductoCompra[]> {
  if (!lineas?.length) return [];
  if (v.regla.nota === 'debito')
    throw entradaInvalida('Las notas de débito no mueven existencias: quite los productos');
  for (const l of lineas) await productoDeKardex(db, empresaId, l.producto_id);
  const base = baseDeExistencias(v);
  if (base.isZero())
    throw entradaInvalida(
      'La compra no tiene líneas de mercaderías o existencias (60, 20–28) para sus productos',
    );
  const r = productosDeCompra(lineas, base.toFixed(2), v.tipoCambio);
  if ('error' in r) throw entradaInvalida(r.error);
  return r.productos;
}

/**
 * The kardex movements of a registered purchase, in its transaction: entradas at their cost (02, or 18
 * for an import), or for a credit note salidas at the cost it gives back (06). Dated on the purchase's
 * accounting date, so they fall in the period its CUO belongs to.
 */
export async function registrarMovimientosDeCompra(
  tx: Tx,
  operacion: Operacion,
  productos: readonly ProductoCompra[],
  v: CompraValidada,
): Promise<void> {
  if (!productos.length) return;
  const devolucion = v.regla.nota === 'credito';
  const tipo = devolucion
    ? OPERACION_DEVOLUCION_ENTREGADA
    : v.regla.aduana
      ? OPERACION_IMPORTACION
      : OPERACION_COMPRA;
  await tx.insert(schema.movimientosInventario).values(
    productos.map((p) => ({
      empresaId: operacion.empresaId,
      productoId: p.productoId,
      fecha: operacion.fechaContable,
      periodo: operacion.periodo,
      tipoOperacion: tipo,
      tipoComprobante: v.regla.codigo,
      serie: v.serie || '0',
      numero: v.numero,
      entrada: devolucion ? '0' : p.cantidad,
      salida: devolucion ? p.cantidad : '0',
      costoUnitario: p.costoUnitario,
      origen: 'compra' as const,
      operacionId: operacion.id,
      glosa: operacion.glosa,
      usuarioId: operacion.usuarioId,
    })),
  );
}
