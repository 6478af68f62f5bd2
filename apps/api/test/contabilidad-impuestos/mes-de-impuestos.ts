import type { Escenario } from '../contabilidad/escenario-maestros.ts';
import { registrada as compraRegistrada, PROVEEDOR } from '../contabilidad-compras/compras-de-prueba.ts';
import {
  asientoDirecto,
  fechaAnterior,
  hoy,
  periodo,
  periodoAnterior,
} from '../contabilidad-estados/mes-contable.ts';
import { CLIENTE, registrada as ventaRegistrada } from '../contabilidad-ventas/ventas-de-prueba.ts';

export { hoy, periodo, periodoAnterior };

export const OTRO_PROVEEDOR = { tipo_documento: '6', numero: '20131312955', nombre: 'BETA S.A.' };

const compra = (
  e: Escenario,
  fecha: string,
  numero: string,
  lineas: unknown[],
  total: string,
  proveedor = PROVEEDOR,
) =>
  compraRegistrada(e.t, e.ana, {
    proveedor,
    tipo_comprobante: '01',
    serie: 'F001',
    numero,
    fecha_emision: fecha,
    lineas,
    total,
  });

const venta = (e: Escenario, fecha: string, numero: string, lineas: unknown[], total: string) =>
  ventaRegistrada(e.t, e.ana, {
    cliente: CLIENTE,
    tipo_comprobante: '01',
    serie: 'F100',
    numero,
    fecha_emision: fecha,
    lineas,
    total,
  });

/**
 * Two months of ANDINA posted through the purchase, sales and ledger services, worked by hand:
 *
 * Month before — sales: 2,000 taxed (IGV 360) and 1,000 exonerated; purchases: 5,000 for taxed sales
 * (IGV 900) and 1,000 for taxed and exonerated sales (IGV 180 'mixta').
 *   prorrata 2,000 / 3,000 = 0.6667 → mixta credit 120.01; crédito 1,020.01; 360 − 1,020.01 = −660.01:
 *   nothing to pay, 660.01 carried. IR (general) 3,000 × 1.5 % = 45.00.
 * This month — sale of 20,000 (IGV 3,600); purchases of 2,000 (IGV 360) and, from BETA, 11,500
 *   (IGV 2,070); a percepción of 50 posted to 40113.
 *   crédito 2,430; 3,600 − 2,430 = 1,170; − 660.01 carried = 509.99; − 50 percepción = 459.99 to pay.
 *   prorrata (2,000 + 20,000) / 23,000 = 0.9565. IR 20,000 × 1.5 % = 300.00; MYPE 1 % = 200.00.
 */
export async function registrarDosMeses(e: Escenario): Promise<void> {
  await venta(
    e,
    fechaAnterior,
    '1',
    [{ cuenta: '70121', importe: '2000', afectacion: 'gravada' }],
    '2360.00',
  );
  await venta(
    e,
    fechaAnterior,
    '2',
    [{ cuenta: '70121', importe: '1000', afectacion: 'exonerada' }],
    '1000.00',
  );
  await compra(
    e,
    fechaAnterior,
    '201',
    [{ cuenta: '6011', base: '5000', destino_igv: 'gravada' }],
    '5900.00',
  );
  await compra(e, fechaAnterior, '202', [{ cuenta: '6361', base: '1000', destino_igv: 'mixta' }], '1180.00');
  await venta(e, hoy, '3', [{ cuenta: '70121', importe: '20000', afectacion: 'gravada' }], '23600.00');
  await compra(e, hoy, '203', [{ cuenta: '6011', base: '2000', destino_igv: 'gravada' }], '2360.00');
  await compra(
    e,
    hoy,
    '77',
    [{ cuenta: '6011', base: '11500', destino_igv: 'gravada' }],
    '13570.00',
    OTRO_PROVEEDOR,
  );
  await asientoDirecto(e, e.empresaAna, hoy, '050100', 'Percepción del proveedor', [
    ['40113', '50.00', '0.00'],
    ['1041', '0.00', '50.00'],
  ]);
}
