/**
 * The documents a sale issued outside Kipu may be registered with (PLE tabla 10 types the registro de
 * ventas 14.1 takes) and what each asks for: notes cite the document they modify, summaries of boletas,
 * tickets and bank documents may cover a range of numbers, facturas name a client with RUC (an export's
 * client abroad excepted), and a few need no client at all.
 */
export type ReglaComprobanteVenta = {
  codigo: string;
  nombre: string;
  /** Credit notes reverse the asiento; debit notes add to the sale. */
  nota?: 'credito' | 'debito';
  /** A range of numbers (numero_final, 14.1 field 9): daily summaries of boletas and tickets. */
  rango?: boolean;
  /** The client is identified by RUC, except a client abroad on an export. */
  conRuc?: boolean;
  /** The document may name no client (14.1 fields 10–12, SUNAT's exception a). */
  sinCliente?: boolean;
};

const regla = (
  codigo: string,
  nombre: string,
  extra: Omit<ReglaComprobanteVenta, 'codigo' | 'nombre'> = {},
) => ({
  codigo,
  nombre,
  ...extra,
});

/** Tabla 10 codes of the sales register (each one a type the 14.1's rules admit). */
export const COMPROBANTES_VENTA: readonly ReglaComprobanteVenta[] = [
  regla('00', 'Otros', { rango: true }),
  regla('01', 'Factura', { conRuc: true }),
  regla('03', 'Boleta de venta', { rango: true }),
  regla('06', 'Carta de porte aéreo', { sinCliente: true }),
  regla('07', 'Nota de crédito', { nota: 'credito', sinCliente: true }),
  regla('08', 'Nota de débito', { nota: 'debito', sinCliente: true }),
  regla('12', 'Ticket de máquina registradora', { rango: true, sinCliente: true }),
  regla('13', 'Documento de bancos y seguros', { rango: true, sinCliente: true }),
  regla('14', 'Recibo de servicios públicos', { sinCliente: true }),
  regla('15', 'Boleto de transporte urbano', { sinCliente: true }),
  regla('16', 'Boleto de transporte interprovincial', { sinCliente: true }),
  regla('18', 'Documento de AFP', { sinCliente: true }),
  regla('28', 'Tarifa unificada de uso de aeropuerto', { sinCliente: true }),
  regla('34', 'Documento del operador', { sinCliente: true }),
  regla('35', 'Documento del partícipe', { sinCliente: true }),
  regla('36', 'Recibo de distribución de gas natural', { sinCliente: true }),
  regla('37', 'Revisiones técnicas vehiculares', { sinCliente: true }),
  regla('55', 'Boleto de viaje electrónico', { sinCliente: true }),
  regla('87', 'Nota de crédito especial', { nota: 'credito', rango: true, sinCliente: true }),
  regla('88', 'Nota de débito especial', { nota: 'debito', sinCliente: true }),
];

export function reglaComprobanteVenta(codigo: string): ReglaComprobanteVenta | undefined {
  return COMPROBANTES_VENTA.find((r) => r.codigo === codigo);
}

/** Boletas and tickets may leave the buyer out below this total in soles (SUNAT's threshold). */
export const UMBRAL_BOLETA_SIN_CLIENTE = '700';

/**
 * Accounts a sale's income line may credit: sales of goods and services (70) and other operating income
 * (75: rentals, services, disposals of assets), both of the kind the registro de ventas lists.
 */
export const CUENTAS_DE_LINEA_VENTA = /^(70|75)/;
export const esCuentaDeLineaVenta = (codigo: string) => CUENTAS_DE_LINEA_VENTA.test(codigo);
