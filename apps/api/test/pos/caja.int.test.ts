import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schema } from '@kipu/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUC_EMISOR, validadorNoDisponible, validarConSunat } from '../facturacion/emisor-de-prueba.ts';
import {
  ABRIR,
  ABRIR_CAJA,
  AGREGAR,
  CERRAR_CAJA,
  COBRAR,
  CREAR_CAJA_ID,
  MAPA,
  PEDIDOS_CAJA,
  type Pedido,
  REPORTE_CAJAS,
} from './consultas-pos.ts';
import {
  crearEscenarioPos,
  type EscenarioPos,
  errorDe,
  exigir,
  montarSala,
  type Sala,
} from './escenario-pos.ts';

type Cobro = {
  vuelto: string;
  documento: { id: string; tipo: string; serie: string; numero: number; importe_total: string };
  pedido: { estado: string; total: string };
};
type Arqueo = { medio: string; esperado: string; contado: string; diferencia: string };

const BOLETA_CLIENTE = { tipo_documento: '1', numero: '46779354', nombre: 'MARIA QUISPE MAMANI' };
const FACTURA_CLIENTE = {
  tipo_documento: '6',
  numero: '20100070970',
  nombre: 'DISTRIBUIDORA NORTE S.A.',
  direccion: 'JR. LAMPA 456',
};

let e: EscenarioPos;
let sala: Sala;
let cajaId: string;
let sesionCaja: string;
const dir = mkdtempSync(join(tmpdir(), 'kipu-pos-'));
beforeAll(async () => {
  e = await crearEscenarioPos();
  sala = await montarSala(e);
  cajaId = (
    await exigir<{ createCaja: { id: string } }>(e.t, e.ana.token, CREAR_CAJA_ID, {
      i: {
        zona_id: sala.zonaId,
        codigo: 'C1',
        descripcion: 'Caja principal',
        cuenta_contable_id: e.cuentaCaja,
      },
    })
  ).createCaja.id;
});
afterAll(async () => {
  await e.t.cerrar();
  rmSync(dir, { recursive: true, force: true });
});

const gql = (q: string, v: Record<string, unknown> = {}, token = e.cajero.token) => e.t.gql(q, v, { token });
const cobrar = (pedido: string, input: Record<string, unknown>, token = e.cajero.token) =>
  e.t.gql<{ cobrarPedido: Cobro }>(
    COBRAR,
    { p: pedido, i: { sesion_caja_id: sesionCaja, ...input } },
    { token },
  );

/** A table's order with the given lines (taken by the first waiter). */
async function pedidoCon(mesa: string, lineas: [string, string][]): Promise<Pedido> {
  const { abrirPedido } = await exigir<{ abrirPedido: Pedido }>(e.t, e.mozo1.token, ABRIR, { m: mesa });
  const l = lineas.map(([producto_id, cantidad]) => ({ producto_id, cantidad }));
  return (
    await exigir<{ agregarLineasPedido: Pedido }>(e.t, e.mozo1.token, AGREGAR, { p: abrirPedido.id, l })
  ).agregarLineasPedido;
}

const ultimo = async (serie: string) =>
  (
    await e.t.deps.db
      .select()
      .from(schema.series)
      .where(and(eq(schema.series.empresaId, e.ana.empresaId), eq(schema.series.serie, serie)))
  )[0]?.ultimo;

describe('cash sessions and charging', () => {
  it('opens one session per box with a valid float', async () => {
    expect(errorDe(await gql(ABRIR_CAJA, { c: cajaId, s: '-5' }))).toEqual({
      mensaje: 'El saldo inicial debe ser un monto mayor o igual a cero con hasta 2 decimales',
      codigo: 'BAD_USER_INPUT',
    });
    const [a, b] = await Promise.all([
      gql(ABRIR_CAJA, { c: cajaId, s: '100' }),
      gql(ABRIR_CAJA, { c: cajaId, s: '100' }, e.ana.token),
    ]);
    const abiertas = [a, b].filter((r) => !r.errors);
    expect(abiertas).toHaveLength(1);
    expect(errorDe([a, b].find((r) => r.errors) ?? {}).mensaje).toBe('La caja ya tiene una sesión abierta');
    sesionCaja = (abiertas[0]?.data as { abrirCaja: { id: string } } | undefined)?.abrirCaja.id ?? '';
    expect(errorDe(await gql(ABRIR_CAJA, { c: cajaId, s: '0' }, e.mozo1.token)).codigo).toBe('FORBIDDEN');
  });

  it('refuses payments that do not add up to the total, taking no number and leaving the order open', async () => {
    const p = await pedidoCon(sala.mesas[0], [
      [sala.productos.lomo, '2'],
      [sala.productos.chicha, '1'],
    ]);
    expect(p.total).toBe('73.00'); // 2 × 32.50 + 8.00, as on the menu and on the boleta
    const antes = await ultimo('B001');
    const r = await cobrar(p.id, {
      tipo: '03',
      cliente: BOLETA_CLIENTE,
      pagos: [{ medio: 'efectivo', monto: '70' }],
    });
    expect(errorDe(r)).toEqual({
      mensaje: 'Los pagos suman 70.00 y el total a cobrar es 73.00',
      codigo: 'BAD_USER_INPUT',
    });
    const tarjetaConVuelto = await cobrar(p.id, {
      tipo: '03',
      cliente: BOLETA_CLIENTE,
      pagos: [{ medio: 'tarjeta', monto: '73', recibido: '80' }],
    });
    expect(errorDe(tarjetaConVuelto).mensaje).toBe(
      'Solo el pago en efectivo puede recibir más que su monto (vuelto)',
    );
    expect(await ultimo('B001')).toBe(antes);
    const [fila] = await e.t.deps.db.select().from(schema.posPedidos).where(eq(schema.posPedidos.id, p.id));
    expect(fila?.estado).toBe('abierto');
  });

  it('charges a split payment with cash change, emits the boleta through invoicing and frees the table', async () => {
    const [m1] = sala.mesas;
    const p = (await exigir<{ abrirPedido: Pedido }>(e.t, e.mozo1.token, ABRIR, { m: m1 })).abrirPedido;
    const r = await cobrar(p.id, {
      tipo: '03',
      cliente: BOLETA_CLIENTE,
      pagos: [
        { medio: 'efectivo', monto: '50', recibido: '100' },
        { medio: 'yape', monto: '23.00', referencia: 'OP 123' },
      ],
    });
    expect(r.errors).toBeUndefined();
    const cobro = r.data?.cobrarPedido;
    expect(cobro).toMatchObject({
      vuelto: '50.00',
      documento: { tipo: '03', serie: 'B001', numero: 1, importe_total: '73.00' },
      pedido: { estado: 'cobrado', total: '73.00' },
    });
    const [c] = await e.t.deps.db
      .select()
      .from(schema.comprobantes)
      .where(eq(schema.comprobantes.id, cobro?.documento.id ?? ''));
    expect(c).toMatchObject({ tipo: '03', serie: 'B001', numero: 1, importeTotal: '73.00' });
    const mapa = await exigir<{ mesasZona: { id: string; estado: string }[] }>(e.t, e.mozo2.token, MAPA, {
      z: sala.zonaId,
    });
    expect(mapa.mesasZona.find((m) => m.id === m1)?.estado).toBe('libre');
    expect(errorDe(await cobrar(p.id, { tipo: '03', cliente: BOLETA_CLIENTE, pagos: [] })).mensaje).toBe(
      'El pedido ya no está abierto',
    );
  });

  it('emits a factura SUNAT’s validator accepts, and a nota de venta, from the same cash session', async () => {
    const p2 = await pedidoCon(sala.mesas[1], [
      [sala.productos.ceviche, '3'],
      [sala.productos.menu, '1'],
    ]);
    const f = await cobrar(p2.id, {
      tipo: '01',
      cliente: FACTURA_CLIENTE,
      pagos: [{ medio: 'tarjeta', monto: '119', referencia: 'VISA 4421' }],
    });
    expect(f.errors).toBeUndefined();
    expect(f.data?.cobrarPedido.documento).toMatchObject({
      tipo: '01',
      serie: 'F001',
      numero: 1,
      importe_total: '119.00',
    });
    const p3 = await pedidoCon(sala.mesas[2], [[sala.productos.agua, '4']]);
    const nv = await cobrar(p3.id, {
      tipo: '99',
      cliente: BOLETA_CLIENTE,
      pagos: [{ medio: 'efectivo', monto: '14.00', recibido: '20' }],
    });
    expect(nv.errors).toBeUndefined();
    expect(nv.data?.cobrarPedido).toMatchObject({
      vuelto: '6.00',
      documento: { tipo: '99', serie: 'NV01', numero: 1, importe_total: '14.00' },
    });

    const [factura] = await e.t.deps.db
      .select()
      .from(schema.comprobantes)
      .where(eq(schema.comprobantes.id, f.data?.cobrarPedido.documento.id ?? ''));
    const noDisponible = validadorNoDisponible();
    expect(noDisponible, noDisponible).toBeUndefined();
    const ruta = join(dir, 'factura.xml');
    writeFileSync(ruta, factura?.xmlFirmado ?? '');
    const { salida, estado } = validarConSunat(ruta, `${RUC_EMISOR}-01-F001-1.xml`);
    expect(salida.trim().split('\n').at(-1), salida).toMatch(/^OK: schema, sunat-rules, signature/);
    expect(estado, salida).toBe(0);
    expect(salida).not.toMatch(/OBSERVATION/);
  }, 180_000);

  it('closes the session with counted amounts: expected = float + cash taken, per method, and the difference', async () => {
    const r = await exigir<{ cerrarCaja: { cerrada_at: string; arqueo: Arqueo[] } }>(
      e.t,
      e.cajero.token,
      CERRAR_CAJA,
      {
        s: sesionCaja,
        c: [
          { medio: 'efectivo', monto: '162.50' },
          { medio: 'tarjeta', monto: '119' },
          { medio: 'yape', monto: '23.00' },
        ],
      },
    );
    expect(r.cerrarCaja.cerrada_at).not.toBeNull();
    // 100 float + 50 (boleta) + 14.00 (nota de venta) = 164.00 expected in cash.
    expect(r.cerrarCaja.arqueo).toEqual([
      { medio: 'efectivo', esperado: '164.00', contado: '162.50', diferencia: '-1.50' },
      { medio: 'tarjeta', esperado: '119.00', contado: '119.00', diferencia: '0.00' },
      { medio: 'yape', esperado: '23.00', contado: '23.00', diferencia: '0.00' },
      { medio: 'plin', esperado: '0.00', contado: '0.00', diferencia: '0.00' },
      { medio: 'transferencia', esperado: '0.00', contado: '0.00', diferencia: '0.00' },
    ]);
    expect(errorDe(await gql(CERRAR_CAJA, { s: sesionCaja, c: [] })).mensaje).toBe(
      'La sesión de caja ya está cerrada',
    );

    const cerradas = await exigir<{
      reporteCajas: { id: string; pedidos: number; esperado: string; diferencia: string }[];
    }>(e.t, e.cajero.token, REPORTE_CAJAS, { c: cajaId, x: true });
    expect(cerradas.reporteCajas).toEqual([
      expect.objectContaining({ id: sesionCaja, pedidos: 3, esperado: '306.00', diferencia: '-1.50' }),
    ]);
    expect(
      (await exigir<{ reporteCajas: unknown[] }>(e.t, e.cajero.token, REPORTE_CAJAS, { x: false }))
        .reporteCajas,
    ).toEqual([]);
    const pedidos = await exigir<{ pedidosCaja: { estado: string; total: string }[] }>(
      e.t,
      e.cajero.token,
      PEDIDOS_CAJA,
      {
        s: sesionCaja,
      },
    );
    expect(pedidos.pedidosCaja.map((p) => p.total)).toEqual(['73.00', '119.00', '14.00']);
  });

  it("never charges nor reports another company's orders and sessions", async () => {
    const p = await pedidoCon(sala.mesas[0], [[sala.productos.agua, '1']]);
    const beto = e.beto.token;
    expect(errorDe(await cobrar(p.id, { tipo: '03', cliente: BOLETA_CLIENTE, pagos: [] }, beto)).codigo).toBe(
      'FORBIDDEN',
    );
    expect((await gql(REPORTE_CAJAS, {}, beto)).data).toEqual({ reporteCajas: [] });
    expect((await gql(PEDIDOS_CAJA, { s: sesionCaja }, beto)).data).toEqual({ pedidosCaja: [] });
    expect(errorDe(await gql(CERRAR_CAJA, { s: sesionCaja, c: [] }, beto)).codigo).toBe('FORBIDDEN');
  });
});
