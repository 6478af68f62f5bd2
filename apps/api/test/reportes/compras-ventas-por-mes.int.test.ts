import { schema } from '@kipu/db';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copiarPcge } from '../../src/modules/contabilidad/pcge/copiar-pcge.ts';
import { hoyEnLima } from '../../src/shared/fecha-lima.ts';
import { ANULAR, PROVEEDOR, registrada } from '../contabilidad-compras/compras-de-prueba.ts';
import { EMITIR, emisorDePrueba } from '../facturacion/emisor-de-prueba.ts';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { type UsuarioConEmpresa, usuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';

const GRAFICO = `query($n: Boolean, $a: Int) {
  comprasVentasByMonths(include_notes: $n, anio: $a) { anio labels series { nombre datos } }
}`;
const RANKING = `query($i: String!, $f: String!) {
  rankingProductos(fecha_Inicio: $i, fecha_Fin: $f, tipo: "proveedores") { labels series } }`;

type Grafico = { anio: number; labels: string[]; series: { nombre: string; datos: string[] }[] };

const hoy = hoyEnLima();
const anio = Number(hoy.slice(0, 4));
const mes = Number(hoy.slice(5, 7)) - 1;
const CLIENTE = { tipo_documento: '6', numero: '20100070970', nombre: 'DISTRIBUIDORA NORTE S.A.' };

let t: AppDePrueba;
let ana: UsuarioConEmpresa;
let beto: UsuarioConEmpresa;

const grafico = async (vars: { n?: boolean; a?: number }, token = ana.token) => {
  const r = await t.gql<{ comprasVentasByMonths: Grafico }>(GRAFICO, vars, { token });
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.comprasVentasByMonths;
};
/** Twelve zero months but for the one given. */
const soloEnElMes = (monto: string) => Array.from({ length: 12 }, (_, i) => (i === mes ? monto : '0.00'));

beforeAll(async () => {
  t = await crearAppDePrueba();
  ana = await emisorDePrueba(t, 'ana@andina.pe');
  beto = await usuarioConEmpresa(t, 'beto@norte.pe', { ruc: '20131312955', razonSocial: 'NORTE S.A.' });
  await copiarPcge(t.deps.db, ana.empresaId);

  // Sales: a factura of 118.00 and a credit note of 59.00 on it, posted to the register by their job.
  const emitir = async (input: object) => {
    const r = await t.gql(EMITIR, { input }, { token: ana.token });
    if (r.errors) throw new Error(JSON.stringify(r.errors));
  };
  const linea = { descripcion: 'Mouse', cantidad: '2', precio_unitario: '59', afectacion: '10' };
  await emitir({ tipo: '01', cliente: CLIENTE, lineas: [linea], forma_pago: { tipo: 'contado' } });
  await emitir({
    tipo: '07',
    cliente: CLIENTE,
    afectado: { tipo: '01', serie: 'F001', numero: 1 },
    motivo: { codigo: '07', descripcion: 'Devolución de un mouse' },
    lineas: [{ ...linea, cantidad: '1' }],
  });
  const hasta = Date.now() + 60_000;
  for (;;) {
    const ventas = await t.deps.db
      .select()
      .from(schema.operaciones)
      .where(and(eq(schema.operaciones.empresaId, ana.empresaId), eq(schema.operaciones.libro, '140100')));
    if (ventas.length === 2) break;
    if (Date.now() > hasta) throw new Error('las ventas no se contabilizaron');
    await new Promise((ok) => setTimeout(ok, 200));
  }

  // Purchases: 1,180.00 in soles, US$ 590.00 at 3.750 (2,212.50) and a voided one that does not count.
  const compra = (numero: string, extra: object) => ({
    proveedor: PROVEEDOR,
    tipo_comprobante: '01',
    serie: 'F001',
    numero,
    fecha_emision: hoy,
    lineas: [{ cuenta: '6011', base: '1000', destino_igv: 'gravada' }],
    total: '1180.00',
    ...extra,
  });
  await registrada(t, ana.token, compra('1', {}));
  await registrada(
    t,
    ana.token,
    compra('2', {
      proveedor: { tipo_documento: '6', numero: '20131312955', nombre: 'IMPORTADORA BETA S.A.' },
      moneda: 'USD',
      tipo_cambio: '3.750',
      lineas: [{ cuenta: '6011', base: '500', destino_igv: 'gravada' }],
      total: '590.00',
    }),
  );
  const anulada = await registrada(t, ana.token, compra('3', {}));
  const r = await t.gql(ANULAR, { id: anulada.id }, { token: ana.token });
  expect(r.errors).toBeUndefined();
});
afterAll(() => t.cerrar());

describe('comprasVentasByMonths', () => {
  it("charts the year's purchases and sales from the registers, in soles, notes subtracting", async () => {
    expect(await grafico({ a: anio })).toEqual({
      anio,
      labels: ['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Set', 'Oct', 'Nov', 'Dic'],
      series: [
        { nombre: 'Compras', datos: soloEnElMes('3392.50') },
        { nombre: 'Ventas', datos: soloEnElMes('59.00') },
      ],
    });
  });

  it('leaves the notes out when asked, and takes the working period’s year by default', async () => {
    const sinNotas = await grafico({ n: false });
    expect(sinNotas.anio).toBe(anio);
    expect(sinNotas.series[1]?.datos).toEqual(soloEnElMes('118.00'));
    const vigentes = await t.deps.db
      .select()
      .from(schema.operaciones)
      .where(and(eq(schema.operaciones.empresaId, ana.empresaId), isNull(schema.operaciones.deletedAt)));
    expect(vigentes.filter((o) => o.libro === '080100')).toHaveLength(2);
  });

  it('answers zeros for another year and for another company, never invented figures', async () => {
    const vacio = Array.from({ length: 12 }, () => '0.00');
    expect((await grafico({ a: 2020 })).series.map((s) => s.datos)).toEqual([vacio, vacio]);
    expect((await grafico({ a: anio }, beto.token)).series.map((s) => s.datos)).toEqual([vacio, vacio]);
    const malo = await t.gql(GRAFICO, { a: 1800 }, { token: ana.token });
    expect(malo.errors?.[0]?.message).toBe('Indique un año válido');
  });
});

describe('rankingProductos of suppliers', () => {
  it('ranks the suppliers by their purchases in soles, the voided one left out', async () => {
    const r = await t.gql<{ rankingProductos: { labels: string[]; series: string[] } }>(
      RANKING,
      { i: hoy, f: hoy },
      { token: ana.token },
    );
    expect(r.data?.rankingProductos).toEqual({
      labels: ['IMPORTADORA BETA S.A.', PROVEEDOR.nombre.toUpperCase()],
      series: ['2212.50', '1180.00'],
    });
    const otra = await t.gql(RANKING, { i: hoy, f: hoy }, { token: beto.token });
    expect(otra.data).toEqual({ rankingProductos: { labels: [], series: [] } });
  });
});
