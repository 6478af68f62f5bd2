import { periodoDeFecha } from '@kipu/peru/contabilidad/estado-ple-compra';
import { registrarOperacion } from '../../src/modules/contabilidad/libro/registrar-operacion.ts';
import { hoyEnLima } from '../../src/shared/fecha-lima.ts';
import { cuentaPcge, type Escenario } from '../contabilidad/escenario-maestros.ts';
import { PROVEEDOR, registrada } from '../contabilidad-compras/compras-de-prueba.ts';

/**
 * A month posted through the real services, worked by hand:
 * - the month before: capital of 10,000 paid into the bank (1041 / 5011);
 * - this month: goods bought for 1,000 + IGV 180 (6011, to stock 20111 / 6111); electricity 200 and
 *   advertising 100 + IGV 54 with their destinations 94 and 95 against 791; a sale of 2,000 + IGV 360
 *   (1212 / 70121, 40111); the goods sold cost 600 (69111 / 20111).
 * Result of the month: 2,000 − 600 − 200 − 100 = 1,100.
 */
export const hoy = hoyEnLima();
export const periodo = periodoDeFecha(hoy);
const anterior = new Date(Date.UTC(Number(hoy.slice(0, 4)), Number(hoy.slice(5, 7)) - 2, 15));
export const fechaAnterior = anterior.toISOString().slice(0, 10);
export const periodoAnterior = periodoDeFecha(fechaAnterior);

const mov = (cuenta: string, debe: string, haber: string) => ({
  cuenta,
  debe,
  haber,
  debeMe: '0.00',
  haberMe: '0.00',
});

/** An asiento of the journal (050100) or of the sales book, through the one ledger service. */
export async function asientoDirecto(
  e: Escenario,
  empresaId: string,
  fecha: string,
  libro: '050100' | '140100',
  glosa: string,
  movimientos: [string, string, string][],
): Promise<void> {
  await e.t.deps.db.transaction((tx) =>
    registrarOperacion(
      tx,
      { empresaId, libro, tipoOperacion: libro === '140100' ? 2 : 5, fechaContable: fecha, glosa },
      movimientos.map(([c, d, h]) => mov(c, d, h)),
    ),
  );
}

async function gql(e: Escenario, query: string, variables: Record<string, unknown>) {
  const r = await e.t.gql(query, variables, { token: e.ana });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
}

/** Element 9 accounts and the amarres of the two expenses, as the accountant sets them in the PCGE. */
async function destinos(e: Escenario): Promise<void> {
  const crear = 'mutation($i: CuentaPcgeInput!) { createCuentaPcge(input: $i) { id } }';
  const actualizar =
    'mutation($id: String!, $i: CuentaPcgeInput!) { updateCuentaPcge(id: $id, input: $i) { id } }';
  await gql(e, crear, { i: { codigo: '94', denominacion: 'Gastos administrativos' } });
  await gql(e, crear, { i: { codigo: '95', denominacion: 'Gastos de ventas' } });
  for (const [codigo, denominacion, destino] of [
    ['6361', 'Energía eléctrica', '94'],
    ['6371', 'Publicidad', '95'],
  ] as const) {
    await gql(e, actualizar, {
      id: await cuentaPcge(e.t, e.empresaAna, codigo),
      i: { codigo, denominacion, amarre_debe: destino, amarre_haber: '791' },
    });
  }
}

export async function registrarMes(e: Escenario): Promise<void> {
  await destinos(e);
  await asientoDirecto(e, e.empresaAna, fechaAnterior, '050100', 'Aporte de capital', [
    ['1041', '10000.00', '0.00'],
    ['5011', '0.00', '10000.00'],
  ]);
  await registrada(e.t, e.ana, {
    proveedor: PROVEEDOR,
    tipo_comprobante: '01',
    serie: 'F001',
    numero: '101',
    fecha_emision: hoy,
    lineas: [{ cuenta: '6011', base: '1000', destino_igv: 'gravada' }],
    total: '1180.00',
  });
  await registrada(e.t, e.ana, {
    proveedor: PROVEEDOR,
    tipo_comprobante: '01',
    serie: 'F001',
    numero: '102',
    fecha_emision: hoy,
    lineas: [
      { cuenta: '6361', base: '200', destino_igv: 'gravada' },
      { cuenta: '6371', base: '100', destino_igv: 'gravada' },
    ],
    total: '354.00',
  });
  await asientoDirecto(e, e.empresaAna, hoy, '140100', 'Venta F001-1', [
    ['1212', '2360.00', '0.00'],
    ['70121', '0.00', '2000.00'],
    ['40111', '0.00', '360.00'],
  ]);
  await asientoDirecto(e, e.empresaAna, hoy, '050100', 'Costo de la venta', [
    ['69111', '600.00', '0.00'],
    ['20111', '0.00', '600.00'],
  ]);
  // Another company's sale, which ana's statements must never show.
  await asientoDirecto(e, e.empresaBeto, hoy, '140100', 'Venta de otra empresa', [
    ['1212', '999.00', '0.00'],
    ['70121', '0.00', '999.00'],
  ]);
}
