import { afectacionIgv, normalizarDecimal } from '@kipu/peru';
import type { LineaComprobanteInput } from '../../../facturacion/entrada-comprobante.ts';
import type { FilaHoja } from '../../tipos.ts';
import { type Celda, importe } from './celdas.ts';

/** What a line takes from a registered product when its cells are empty. */
export type ProductoDeLinea = {
  codigo: string;
  descripcion: string;
  medidaId: string;
  tipoIgv: string;
  valorUnitario: string;
  precioUnitario: string;
  icbper: boolean;
  codigoSunat: string | null;
};

export type ContextoLinea = {
  /** The company's active products named in the file, by code. */
  productos: ReadonlyMap<string, ProductoDeLinea>;
  /** The local's calculation basis: the typed amount is the unit value without IGV. */
  porValor: boolean;
  /** Catálogo 03 codes. */
  unidades: ReadonlySet<string>;
};

/**
 * One row as a line of its document: a product of the company by its code (its description, unit,
 * affectation and price fill the empty cells) or a free description with its amount. The amount is a
 * price with IGV or a value without it, as the local calculates.
 */
export function lineaDeFila(fila: FilaHoja, ctx: ContextoLinea): Celda<LineaComprobanteInput> {
  const celda = (c: string) => (fila[c] ?? '').trim();
  const codigo = celda('codigo_producto');
  const producto = codigo ? ctx.productos.get(codigo) : undefined;
  if (codigo && !producto) return { error: `No existe el producto ${codigo} en la empresa` };
  const descripcion = celda('descripcion') || producto?.descripcion || '';
  if (!descripcion) return { error: 'Indique el código de un producto o la descripción del ítem' };

  const unidad = (celda('unidad') || producto?.medidaId || 'NIU').toUpperCase();
  if (!ctx.unidades.has(unidad)) return { error: `La unidad "${unidad}" no existe (catálogo 03)` };
  const afectacion = celda('afectacion') || producto?.tipoIgv || '10';
  if (!afectacionIgv(afectacion)) return { error: `La afectación "${afectacion}" no existe (catálogo 07)` };

  const textoCantidad = celda('cantidad');
  if (!textoCantidad) return { error: 'Indique la cantidad' };
  const cantidad = importe(textoCantidad, 'La cantidad', false);
  if ('error' in cantidad) return cantidad;

  const delProducto =
    producto && normalizarDecimal(ctx.porValor ? producto.valorUnitario : producto.precioUnitario);
  const textoMonto = celda('precio_unitario');
  if (!textoMonto && !delProducto) return { error: 'Indique el precio unitario del ítem' };
  const monto = textoMonto ? importe(textoMonto, 'El precio unitario') : { valor: delProducto ?? '' };
  if ('error' in monto) return monto;

  return {
    valor: {
      codigo: producto?.codigo ?? null,
      descripcion,
      unidad,
      cantidad: cantidad.valor,
      ...(ctx.porValor ? { valor_unitario: monto.valor } : { precio_unitario: monto.valor }),
      afectacion,
      icbper: producto?.icbper ?? null,
      codigo_producto_sunat: producto?.codigoSunat ?? null,
    },
  };
}
