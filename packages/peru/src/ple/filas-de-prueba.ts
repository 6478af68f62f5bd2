import type { FilaDiario } from './libro-diario.ts';
import type { FilaCompras } from './registro-compras.ts';
import type { FilaVentas } from './registro-ventas.ts';

/** Register lines the tests of this folder start from: a factura of S/ 118 and a purchase of S/ 590. */
export const factura: FilaVentas = {
  periodo: '202611',
  cuo: '14202611000001',
  correlativo: 'M1',
  fechaEmision: '2026-11-05',
  tipoComprobante: '01',
  serie: 'F001',
  numero: '1',
  clienteTipoDocumento: '6',
  clienteNumeroDocumento: '20100070970',
  clienteNombre: 'DISTRIBUIDORA NORTE S.A.',
  exportacion: '0',
  baseGravada: '100.00',
  igv: '18.00',
  exonerada: '0',
  inafecta: '0',
  isc: '0',
  icbper: '0',
  otros: '0',
  total: '118.00',
  moneda: 'PEN',
  tipoCambio: '1',
  estado: '1',
};

/** A dollar credit note of S/ 47.20 against the factura. */
export const notaCredito: FilaVentas = {
  ...factura,
  cuo: '14202611000003',
  tipoComprobante: '07',
  numero: '2',
  baseGravada: '-40',
  igv: '-7.2',
  total: '-47.20',
  moneda: 'USD',
  tipoCambio: '3.755',
  modifica: { fecha: '2026-11-05', tipo: '01', serie: 'F001', numero: '1' },
};

export const compra: FilaCompras = {
  periodo: '202611',
  cuo: '08202611000001',
  correlativo: 'M1',
  fechaEmision: '2026-11-10',
  tipoComprobante: '01',
  serie: 'F002',
  numero: '345',
  proveedorTipoDocumento: '6',
  proveedorNumeroDocumento: '20100070970',
  proveedorNombre: 'DISTRIBUIDORA NORTE S.A.',
  baseGravada: '500',
  igv: '90',
  baseGravadaMixta: '0',
  igvMixta: '0',
  baseSinCredito: '0',
  igvSinCredito: '0',
  noGravada: '0',
  isc: '0',
  icbper: '0',
  otros: '0',
  total: '590',
  moneda: 'PEN',
  tipoCambio: '1',
  estado: '1',
};

/** The journal's debe line of the factura, tied to its register line. */
export const movimiento: FilaDiario = {
  periodo: '202611',
  cuo: '14202611000001',
  correlativo: 'M1',
  cuenta: '1212',
  moneda: 'PEN',
  emisorTipoDocumento: '6',
  emisorNumeroDocumento: '20100070970',
  tipoComprobante: '01',
  serie: 'F001',
  numero: '1',
  fechaContable: '2026-11-05',
  fechaOperacion: '2026-11-05',
  glosa: 'Factura F001-1 DISTRIBUIDORA NORTE S.A.',
  debe: '118',
  haber: '0',
  registro: { libro: '140100', periodo: '202611', cuo: '14202611000001', correlativo: 'M1' },
  estado: '1',
};
