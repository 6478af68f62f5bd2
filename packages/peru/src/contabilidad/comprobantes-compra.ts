/**
 * The documents a purchase may record (PLE tabla 10) and what each one asks for: notes cite the document
 * they modify, customs declarations carry the aduana code as series and the DUA year, non-domiciled
 * suppliers go to their own register (8.2), honorarios are owed on 424 and facturas on 4212.
 */
export type ReglaComprobanteCompra = {
  codigo: string;
  nombre: string;
  /** Credit notes reverse the asiento; debit notes add to the purchase. */
  nota?: 'credito' | 'debito';
  /** Registro de compras de sujetos no domiciliados (8.2, book 080200). */
  noDomiciliado?: boolean;
  /** DUA / DSI: series is the aduana (PLE tabla 11) and the year is required. */
  aduana?: boolean;
  /** Recibo por honorarios: 4th-category income, may carry an income-tax retention. */
  honorarios?: boolean;
  /** The supplier must be identified by RUC (catálogo 06 code 6). */
  conRuc?: boolean;
};

const regla = (
  codigo: string,
  nombre: string,
  extra: Omit<ReglaComprobanteCompra, 'codigo' | 'nombre'> = {},
) => ({
  codigo,
  nombre,
  ...extra,
});

/** Tabla 10 codes of the purchase registers (guías, retention vouchers and the like record no purchase). */
export const COMPROBANTES_COMPRA: readonly ReglaComprobanteCompra[] = [
  regla('00', 'Otros'),
  regla('01', 'Factura', { conRuc: true }),
  regla('02', 'Recibo por honorarios', { conRuc: true, honorarios: true }),
  regla('03', 'Boleta de venta', { conRuc: true }),
  regla('04', 'Liquidación de compra'),
  regla('05', 'Boleto de aviación', { conRuc: true }),
  regla('07', 'Nota de crédito', { conRuc: true, nota: 'credito' }),
  regla('08', 'Nota de débito', { conRuc: true, nota: 'debito' }),
  regla('10', 'Recibo por arrendamiento', { conRuc: true }),
  regla('12', 'Ticket de máquina registradora', { conRuc: true }),
  regla('13', 'Documento de bancos y seguros', { conRuc: true }),
  regla('14', 'Recibo de servicios públicos', { conRuc: true }),
  regla('15', 'Boleto de transporte urbano', { conRuc: true }),
  regla('16', 'Boleto de transporte interprovincial', { conRuc: true }),
  regla('18', 'Documento de AFP', { conRuc: true }),
  regla('22', 'Comprobante por operaciones no habituales'),
  regla('28', 'Tarifa unificada de uso de aeropuerto', { conRuc: true }),
  regla('34', 'Documento del operador', { conRuc: true }),
  regla('35', 'Documento del partícipe', { conRuc: true }),
  regla('36', 'Recibo de distribución de gas natural', { conRuc: true }),
  regla('37', 'Revisiones técnicas vehiculares', { conRuc: true }),
  regla('46', 'Formulario de declaración y pago de tributos'),
  regla('50', 'Declaración Única de Aduanas (DUA)', { aduana: true }),
  regla('52', 'Despacho simplificado de importación', { aduana: true }),
  regla('53', 'Declaración de mensajería o courier'),
  regla('54', 'Liquidación de cobranza', { conRuc: true }),
  regla('87', 'Nota de crédito especial', { conRuc: true, nota: 'credito' }),
  regla('88', 'Nota de débito especial', { conRuc: true, nota: 'debito' }),
  regla('91', 'Comprobante de no domiciliado', { noDomiciliado: true }),
  regla('97', 'Nota de crédito de no domiciliado', { noDomiciliado: true, nota: 'credito' }),
  regla('98', 'Nota de débito de no domiciliado', { noDomiciliado: true, nota: 'debito' }),
];

export function reglaComprobanteCompra(codigo: string): ReglaComprobanteCompra | undefined {
  return COMPROBANTES_COMPRA.find((r) => r.codigo === codigo);
}

/** PLE books of the purchase registers. */
export const LIBRO_COMPRAS = '080100';
export const LIBRO_COMPRAS_NO_DOMICILIADOS = '080200';

/**
 * Accounts a purchase line may charge: purchases (60) and expenses (62–68), inventories bought straight
 * to stock (20–28), fixed assets and intangibles (33–39) and prepaid services (18).
 */
export const CUENTAS_DE_LINEA_COMPRA = /^(18|2[0-8]|3[3-9]|60|6[2-8])/;
export const esCuentaDeLineaCompra = (codigo: string) => CUENTAS_DE_LINEA_COMPRA.test(codigo);
