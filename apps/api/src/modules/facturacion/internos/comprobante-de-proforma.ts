import type { EntradaComprobante, IscEntrada } from '@kipu/peru';
import type { EmitirComprobanteInput, LineaComprobanteInput } from '../entrada-comprobante.ts';

const isc = (i: IscEntrada | undefined): LineaComprobanteInput['isc'] =>
  !i
    ? null
    : i.sistema === '01'
      ? { sistema: '01', tasa: i.tasa }
      : { sistema: '02', monto_por_unidad: i.montoPorUnidad };

/**
 * The factura or boleta input with the proforma's customer, lines and adjustments, as the proforma was
 * computed (its stored entrada): the emitted document totals the same when the IGV rate has not changed.
 * Paid in cash: a sale on credit is emitted from the facturador with its cuotas.
 */
export function comprobanteDeProforma(
  e: EntradaComprobante,
  tipo: '01' | '03',
  serie: string | null | undefined,
): EmitirComprobanteInput {
  return {
    tipo,
    serie: serie?.trim() || null,
    moneda: e.moneda,
    tipo_cambio: e.tipoCambio ?? null,
    cliente: {
      tipo_documento: e.cliente.tipoDocumento,
      numero: e.cliente.numero,
      nombre: e.cliente.nombre,
      direccion: e.cliente.direccion ?? null,
    },
    lineas: e.lineas.map((l) => ({
      codigo: l.codigo ?? null,
      descripcion: l.descripcion,
      unidad: l.unidad ?? null,
      cantidad: l.cantidad,
      valor_unitario: l.valorUnitario ?? null,
      precio_unitario: l.precioUnitario ?? null,
      afectacion: l.afectacion,
      icbper: l.icbper ?? null,
      codigo_producto_sunat: l.codigoProductoSunat ?? null,
      descuento: l.descuento ?? null,
      cargo: l.cargo ?? null,
      isc: isc(l.isc),
    })),
    descuento_global: e.descuentoGlobal ?? null,
    cargo_global: e.cargoGlobal ?? null,
    forma_pago: { tipo: 'contado' },
    observaciones: e.observaciones ?? null,
    redondear_total: e.redondearTotal ?? null,
  };
}
