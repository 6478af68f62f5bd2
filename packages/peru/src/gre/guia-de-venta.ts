import type { ClienteEntrada, LineaEntrada } from '../comprobantes/calculo.ts';
import type { DocumentoRelacionado, LineaGuia, Persona } from './tipos.ts';

/**
 * What a guide takes from the sale its goods leave with: no destinatario when the sale does not
 * identify its customer, no lines when it sold only services.
 */
export type GuiaDeVenta = {
  destinatario: Persona | null;
  lineas: LineaGuia[];
  documento: DocumentoRelacionado;
};

export type VentaParaGuia = {
  tipo: string;
  serie: string;
  numero: number;
  cliente: ClienteEntrada;
  lineas: readonly LineaEntrada[];
};

/** The sales a guide goes with: facturas and boletas SUNAT has neither rejected nor seen voided. */
export const ventaAdmiteGuia = (v: { tipo: string; estado: string }): boolean =>
  (v.tipo === '01' || v.tipo === '03') && v.estado !== 'anulado' && v.estado !== 'rechazado';

/** Catálogo 06 types that do not identify anyone: a guide's destinatario must be identified (2760). */
const SIN_IDENTIFICAR = new Set(['-', '0', '']);

/**
 * The destinatario, goods and related document of a GRE remitente issued from a factura or boleta: the
 * customer, the lines of goods (services, unit ZZ, travel in no truck) with their code, unit and
 * quantity, and the sale itself (catálogo 61: 01 factura, 03 boleta) with the issuer's RUC. Answers the
 * Spanish reason when the document is no sale.
 */
export function guiaDeVenta(venta: VentaParaGuia, rucEmisor: string): GuiaDeVenta | string {
  const nombre = `${venta.serie}-${venta.numero}`;
  if (venta.tipo !== '01' && venta.tipo !== '03')
    return `La guía se genera de una factura o una boleta: ${nombre} no lo es`;
  const c = venta.cliente;
  const identificado = !SIN_IDENTIFICAR.has(c.tipoDocumento.trim()) && c.numero.trim() !== '';
  const lineas = venta.lineas
    .filter((l) => (l.unidad ?? 'NIU').toUpperCase() !== 'ZZ')
    .map((l) => ({
      codigo: l.codigo || undefined,
      descripcion: l.descripcion,
      unidad: (l.unidad ?? 'NIU').toUpperCase(),
      cantidad: l.cantidad,
    }));
  return {
    destinatario: identificado
      ? { tipoDocumento: c.tipoDocumento.trim(), numero: c.numero.trim(), nombre: c.nombre.trim() }
      : null,
    lineas,
    documento: { tipo: venta.tipo, numero: nombre, rucEmisor },
  };
}
