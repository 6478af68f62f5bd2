import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoyEnLima } from '../../src/shared/fecha-lima.ts';
import {
  EMITIR,
  RUC_EMISOR,
  validadorNoDisponible,
  validarConSunat,
} from '../facturacion/emisor-de-prueba.ts';
import { AGREGAR, MAPA, PEDIDOS_CAJA, type Pedido, QUITAR, REPORTE_CAJAS, UNIR } from './consultas-pos.ts';
import {
  cajaConSesion,
  crearEscenarioPos,
  type EscenarioPos,
  errorDe,
  exigir,
  montarSala,
  pedidoCon,
  type Sala,
  ultimoNumero,
} from './escenario-pos.ts';

const LINEAS = 'id descripcion cantidad cantidad_cobrada cantidad_pendiente importe importe_pendiente';
const CUENTA = `id estado total cobrado pendiente comprobante_id cobrando_desde lineas { ${LINEAS} } cobros { tipo serie numero importe_total documento_id }`;
const COBRAR = `mutation($p: String!, $i: PosCobrarInput!) { cobrarPedido(pedido_id: $p, input: $i) { vuelto documento { id tipo serie numero importe_total } pedido { ${CUENTA} } } }`;
const VER = `query($id: String!) { pedido(id: $id) { ${CUENTA} } }`;
const PRECUENTA = `query($p: String!) { precuenta(pedido_id: $p) { mesa pedido { total pendiente lineas { descripcion cantidad_cobrada cantidad_pendiente importe_pendiente } } } }`;
const LIBERAR = `mutation($p: String!) { liberarCobro(pedido_id: $p) { ${CUENTA} } }`;
const POR_CAJA = `query($d: String!, $h: String!) { reporteVentasCaja(desde: $d, hasta: $h) { nombre pedidos documentos total } }`;
const POR_MOZO = `query($d: String!, $h: String!) { reporteVendedor(desde: $d, hasta: $h) { pedidos documentos total } }`;
const RANKING = `query($d: String!, $h: String!) { rankingProductosPos(desde: $d, hasta: $h) { codigo cantidad } }`;

type Linea = {
  id: string;
  descripcion: string;
  cantidad: string;
  cantidad_cobrada: string;
  cantidad_pendiente: string;
  importe: string;
  importe_pendiente: string;
};
type Cuenta = {
  id: string;
  estado: string;
  total: string;
  cobrado: string;
  pendiente: string;
  comprobante_id: string | null;
  cobrando_desde: string | null;
  lineas: Linea[];
  cobros: { tipo: string; serie: string; numero: number; importe_total: string; documento_id: string }[];
};
type Cobro = {
  vuelto: string;
  documento: { id: string; serie: string; numero: number; importe_total: string };
  pedido: Cuenta;
};

const CLIENTE = { tipo_documento: '1', numero: '46779354', nombre: 'MARIA QUISPE MAMANI' };
const hoy = hoyEnLima();

let e: EscenarioPos;
let sala: Sala;
let sesionCaja: string;
const dir = mkdtempSync(join(tmpdir(), 'kipu-cuentas-'));
beforeAll(async () => {
  e = await crearEscenarioPos();
  sala = await montarSala(e);
  sesionCaja = (await cajaConSesion(e, sala.zonaId)).sesionId;
});
afterAll(async () => {
  await e.t.cerrar();
  rmSync(dir, { recursive: true, force: true });
});

const cobrar = (pedido: string, input: Record<string, unknown>, token = e.cajero.token) =>
  e.t.gql<{ cobrarPedido: Cobro }>(
    COBRAR,
    { p: pedido, i: { sesion_caja_id: sesionCaja, tipo: '03', cliente: CLIENTE, ...input } },
    { token },
  );
const ver = async (id: string) => (await exigir<{ pedido: Cuenta }>(e.t, e.cajero.token, VER, { id })).pedido;
const reporte = <T>(q: string) => exigir<T>(e.t, e.cajero.token, q, { d: hoy, h: hoy });

const ultimo = (serie: string) => ultimoNumero(e, serie);
const cobrosDe = (pedidoId: string) =>
  e.t.deps.db.select().from(schema.posCobros).where(eq(schema.posCobros.pedidoId, pedidoId));
const estadoMesa = async (mesa: string) =>
  (
    await exigir<{ mesasZona: { id: string; estado: string; total: string | null }[] }>(
      e.t,
      e.mozo2.token,
      MAPA,
      { z: sala.zonaId },
    )
  ).mesasZona.find((m) => m.id === mesa);

describe('split bills', () => {
  let pedido: Pedido;
  let primera: Cobro;

  it('refuses charging more than remains of a line in Spanish, writing nothing', async () => {
    pedido = await pedidoCon(e, sala.mesas[0], [
      [sala.productos.lomo, '1'],
      [sala.productos.chicha, '1'],
      [sala.productos.agua, '2'],
    ]);
    expect(pedido.total).toBe('47.50');
    const [lomo, , agua] = pedido.lineas;
    const antes = await ultimo('B001');
    const r = await cobrar(pedido.id, {
      lineas: [{ linea_id: agua?.id, cantidad: '3' }],
      pagos: [{ medio: 'efectivo', monto: '10.50' }],
    });
    expect(errorDe(r)).toEqual({
      mensaje: '«PLATO AGUA»: quedan 2 por cobrar y se eligieron 3',
      codigo: 'BAD_USER_INPUT',
    });
    expect(
      errorDe(await cobrar(pedido.id, { lineas: [{ linea_id: lomo?.id, cantidad: '0.00001' }], pagos: [] }))
        .mensaje,
    ).toBe('«PLATO LOMO»: La cantidad debe ser un número con hasta 4 decimales');
    expect(await ultimo('B001')).toBe(antes);
    expect(await cobrosDe(pedido.id)).toEqual([]);
    expect((await ver(pedido.id)).estado).toBe('abierto');
  });

  it('charges the lomo and one of two aguas on a boleta SUNAT’s validator accepts; the table stays taken', async () => {
    const [lomo, chicha, agua] = pedido.lineas;
    const r = await cobrar(pedido.id, {
      lineas: [
        { linea_id: agua?.id, cantidad: '1' },
        { linea_id: lomo?.id, cantidad: '1' },
      ],
      // The part's total is the boleta's: 32.50 + 1 × 3.50
      pagos: [{ medio: 'efectivo', monto: '36.00', recibido: '50' }],
    });
    expect(r.errors).toBeUndefined();
    primera = r.data?.cobrarPedido as Cobro;
    expect(primera.vuelto).toBe('14.00');
    expect(primera.documento).toMatchObject({ serie: 'B001', importe_total: '36.00' });
    // What remains (the chicha, one agua) as the next boleta will print it; the order's total counts
    // the boleta emitted plus that.
    expect(primera.pedido).toMatchObject({
      estado: 'abierto',
      cobrado: '36.00',
      pendiente: '11.50',
      total: '47.50',
      comprobante_id: null,
    });
    expect(
      primera.pedido.lineas.map((l) => [l.id, l.cantidad_cobrada, l.cantidad_pendiente, l.importe_pendiente]),
    ).toEqual([
      [lomo?.id, '1', '0', '0.00'],
      [chicha?.id, '0', '1', '8.00'],
      [agua?.id, '1', '1', '3.50'],
    ]);
    expect(await estadoMesa(sala.mesas[0])).toMatchObject({ estado: 'ocupada', total: '47.50' });
    const pagos = await e.t.deps.db
      .select()
      .from(schema.posPagos)
      .where(eq(schema.posPagos.pedidoId, pedido.id));
    const [cobro] = await cobrosDe(pedido.id);
    expect(pagos.map((p) => [p.cobroId, p.monto, p.vuelto])).toEqual([[cobro?.id, '36.00', '14.00']]);
    const lineas = await e.t.deps.db
      .select({ linea: schema.posCobroLineas.lineaId, cantidad: schema.posCobroLineas.cantidad })
      .from(schema.posCobroLineas)
      .where(eq(schema.posCobroLineas.cobroId, cobro?.id ?? ''));
    expect(lineas.map((l) => [l.linea, Number(l.cantidad)]).sort()).toEqual(
      [
        [lomo?.id, 1],
        [agua?.id, 1],
      ].sort(),
    );

    const [boleta] = await e.t.deps.db
      .select()
      .from(schema.comprobantes)
      .where(eq(schema.comprobantes.id, primera.documento.id));
    expect(boleta?.importeTotal).toBe('36.00');
    const noDisponible = validadorNoDisponible();
    expect(noDisponible, noDisponible).toBeUndefined();
    const ruta = join(dir, 'boleta.xml');
    writeFileSync(ruta, boleta?.xmlFirmado ?? '');
    const { salida, estado } = validarConSunat(ruta, `${RUC_EMISOR}-03-B001-${primera.documento.numero}.xml`);
    expect(salida.trim().split('\n').at(-1), salida).toMatch(/^OK: schema, sunat-rules, signature/);
    expect(estado, salida).toBe(0);
  }, 180_000);

  it('shows charged and pending quantities on the precuenta, and refuses charging a charged line or removing it', async () => {
    const { precuenta } = await exigir<{
      precuenta: { pedido: { total: string; pendiente: string; lineas: unknown[] } };
    }>(e.t, e.mozo1.token, PRECUENTA, { p: pedido.id });
    expect(precuenta.pedido).toEqual({
      total: '47.50',
      pendiente: '11.50',
      lineas: [
        {
          descripcion: 'PLATO LOMO',
          cantidad_cobrada: '1',
          cantidad_pendiente: '0',
          importe_pendiente: '0.00',
        },
        {
          descripcion: 'PLATO CHICHA',
          cantidad_cobrada: '0',
          cantidad_pendiente: '1',
          importe_pendiente: '8.00',
        },
        {
          descripcion: 'PLATO AGUA',
          cantidad_cobrada: '1',
          cantidad_pendiente: '1',
          importe_pendiente: '3.50',
        },
      ],
    });
    const lomo = pedido.lineas[0]?.id;
    expect(
      errorDe(await cobrar(pedido.id, { lineas: [{ linea_id: lomo, cantidad: '1' }], pagos: [] })).mensaje,
    ).toBe('«PLATO LOMO» ya está cobrada');
    expect(errorDe(await e.t.gql(QUITAR, { p: pedido.id, l: lomo }, { token: e.mozo1.token })).mensaje).toBe(
      'La línea ya fue cobrada (en parte o toda): no se puede quitar',
    );
  });

  it('charges the rest on a second boleta: the order is charged, the table free, its total the two boletas', async () => {
    const r = await cobrar(pedido.id, { pagos: [{ medio: 'yape', monto: '11.50' }] });
    expect(r.errors).toBeUndefined();
    const segunda = r.data?.cobrarPedido as Cobro;
    expect(segunda.documento).toMatchObject({
      serie: 'B001',
      numero: primera.documento.numero + 1,
      importe_total: '11.50',
    });
    expect(segunda.pedido).toMatchObject({
      estado: 'cobrado',
      total: '47.50',
      cobrado: '47.50',
      pendiente: '0.00',
      comprobante_id: segunda.documento.id,
    });
    expect(segunda.pedido.cobros.map((c) => [c.tipo, c.numero, c.importe_total])).toEqual([
      ['03', primera.documento.numero, '36.00'],
      ['03', segunda.documento.numero, '11.50'],
    ]);
    expect(segunda.pedido.lineas.every((l) => l.cantidad_pendiente === '0')).toBe(true);
    expect(await estadoMesa(sala.mesas[0])).toMatchObject({ estado: 'libre' });
    expect(errorDe(await cobrar(pedido.id, { pagos: [{ medio: 'yape', monto: '1' }] })).mensaje).toBe(
      'El pedido ya no está abierto',
    );
  });

  it('reports count both documents once and add up to the order’s total', async () => {
    const { reporteVentasCaja } = await reporte<{ reporteVentasCaja: unknown[] }>(POR_CAJA);
    expect(reporteVentasCaja).toEqual([{ nombre: 'C1', pedidos: 1, documentos: 2, total: '47.50' }]);
    const { reporteVendedor } = await reporte<{ reporteVendedor: unknown[] }>(POR_MOZO);
    expect(reporteVendedor).toEqual([{ pedidos: 1, documentos: 2, total: '47.50' }]);
    const { rankingProductosPos } = await reporte<{ rankingProductosPos: unknown[] }>(RANKING);
    expect(rankingProductosPos).toEqual([
      { codigo: 'AGUA', cantidad: '2' },
      { codigo: 'CHICHA', cantidad: '1' },
      { codigo: 'LOMO', cantidad: '1' },
    ]);
    const { reporteCajas } = await exigir<{ reporteCajas: { pedidos: number; esperado: string }[] }>(
      e.t,
      e.cajero.token,
      REPORTE_CAJAS,
      { c: null, x: false },
    );
    expect(reporteCajas).toEqual([expect.objectContaining({ pedidos: 1, esperado: '47.50' })]);
    const { pedidosCaja } = await exigir<{ pedidosCaja: { id: string; total: string }[] }>(
      e.t,
      e.cajero.token,
      PEDIDOS_CAJA,
      { s: sesionCaja },
    );
    expect(pedidosCaja).toEqual([{ id: pedido.id, estado: 'cobrado', total: '47.50' }]);
  });

  it('lets waiters add to a partly charged order, but not merge it away', async () => {
    const p = await pedidoCon(e, sala.mesas[1], [[sala.productos.ceviche, '1']]);
    const otro = await pedidoCon(e, sala.mesas[2], [[sala.productos.agua, '1']]);
    const parte = await cobrar(otro.id, {
      lineas: [{ linea_id: otro.lineas[0]?.id, cantidad: '0.5' }],
      pagos: [{ medio: 'efectivo', monto: '1.75' }],
    });
    expect(parte.data?.cobrarPedido.pedido).toMatchObject({ estado: 'abierto', pendiente: '1.75' });
    expect(errorDe(await e.t.gql(UNIR, { o: otro.id, d: p.id }, { token: e.mozo1.token })).mensaje).toBe(
      'El pedido de origen ya tiene cobros: únalo en sentido contrario o cobre su saldo',
    );
    const { agregarLineasPedido } = await exigir<{ agregarLineasPedido: Pedido }>(
      e.t,
      e.mozo1.token,
      AGREGAR,
      {
        p: otro.id,
        l: [{ producto_id: sala.productos.chicha, cantidad: '1' }],
      },
    );
    expect(agregarLineasPedido.total).toBe('11.50');
    const unido = await exigir<{ unirPedidos: Pedido }>(e.t, e.mozo1.token, UNIR, { o: p.id, d: otro.id });
    expect(unido.unirPedidos.total).toBe('39.50');
    expect((await ver(otro.id)).pendiente).toBe('37.75');
  });
});

describe('two cashiers charging the same line at once', () => {
  it('emit exactly one document', async () => {
    const p = await pedidoCon(e, sala.mesas[1], [
      [sala.productos.lomo, '1'],
      [sala.productos.agua, '1'],
    ]);
    const antes = await ultimo('B001');
    const input = {
      lineas: [{ linea_id: p.lineas[0]?.id, cantidad: '1' }],
      pagos: [{ medio: 'efectivo', monto: '32.50' }],
    };
    const respuestas = await Promise.all([cobrar(p.id, input), cobrar(p.id, input, e.ana.token)]);
    const bien = respuestas.filter((r) => !r.errors);
    expect(bien).toHaveLength(1);
    expect([
      'El pedido ya no está abierto',
      'El pedido cambió mientras se cobraba: revise el total e intente nuevamente',
      // the second request may also start after the first ended (PGlite serialises them)
      '«PLATO LOMO» ya está cobrada',
    ]).toContain(errorDe(respuestas.find((r) => r.errors) ?? {}).mensaje);
    expect(await ultimo('B001')).toBe((antes ?? 0) + 1);
    expect(await cobrosDe(p.id)).toHaveLength(1);
    expect(await ver(p.id)).toMatchObject({ estado: 'abierto', pendiente: '3.50' });
  });
});

describe('releasing a charge that died midway', () => {
  const minutosAtras = (m: number) => new Date(Date.now() - m * 60_000);
  const dejarCobrando = (
    id: string,
    desde: Date,
    extra: Partial<typeof schema.posPedidos.$inferInsert> = {},
  ) =>
    e.t.deps.db
      .update(schema.posPedidos)
      .set({ estado: 'cobrando', cobrandoDesde: desde, ...extra })
      .where(eq(schema.posPedidos.id, id));
  const liberar = (id: string, token = e.cajero.token) =>
    e.t.gql<{ liberarCobro: Cuenta }>(LIBERAR, { p: id }, { token });

  it('waits two minutes, then returns the order to abierto with its table still taken', async () => {
    const mesa = sala.mesas[0];
    const p = await pedidoCon(e, mesa, [[sala.productos.ceviche, '1']]);
    expect(errorDe(await liberar(p.id)).mensaje).toBe('El pedido no tiene un cobro en curso');
    await dejarCobrando(p.id, minutosAtras(1));
    expect((await ver(p.id)).cobrando_desde).not.toBeNull();
    expect(errorDe(await liberar(p.id))).toEqual({
      mensaje: 'El cobro empezó hace menos de 2 minutos: espere a que termine antes de liberarlo',
      codigo: 'BAD_USER_INPUT',
    });
    expect(errorDe(await liberar(p.id, e.mozo1.token)).codigo).toBe('FORBIDDEN');
    expect(errorDe(await liberar(p.id, e.beto.token)).codigo).toBe('FORBIDDEN');
    await dejarCobrando(p.id, minutosAtras(3));
    const r = await liberar(p.id);
    expect(r.errors).toBeUndefined();
    expect(r.data?.liberarCobro).toMatchObject({
      estado: 'abierto',
      cobrando_desde: null,
      pendiente: '28.00',
    });
    expect(await estadoMesa(mesa)).toMatchObject({ estado: 'ocupada' });
    // Released, it is charged as usual.
    const cobro = await cobrar(p.id, { pagos: [{ medio: 'tarjeta', monto: '28.00' }] });
    expect(cobro.data?.cobrarPedido.pedido.estado).toBe('cobrado');
  });

  it('refuses when the interrupted charge emitted its document', async () => {
    const p = await pedidoCon(e, sala.mesas[0], [[sala.productos.agua, '2']]);
    const [ana] = await e.t.deps.db
      .select({ id: schema.usuarios.id })
      .from(schema.usuarios)
      .where(eq(schema.usuarios.email, 'ana@restaurante.pe'));
    await dejarCobrando(p.id, minutosAtras(5), { cobrandoPor: ana?.id, cobrandoTotal: '7.00' });
    // The charge emitted its boleta and died before recording it.
    const emitido = await exigir<{ emitirComprobante: { serie: string; numero: number } }>(
      e.t,
      e.ana.token,
      EMITIR,
      {
        input: {
          tipo: '03',
          cliente: CLIENTE,
          lineas: [{ descripcion: 'PLATO AGUA', cantidad: '2', precio_unitario: '3.50', afectacion: '10' }],
          forma_pago: { tipo: 'contado' },
        },
      },
    );
    const { serie, numero } = emitido.emitirComprobante;
    expect(errorDe(await liberar(p.id)).mensaje).toBe(
      `El cobro interrumpido emitió el documento ${serie}-${numero}: registre su pago antes de liberar el pedido`,
    );
    expect((await ver(p.id)).estado).toBe('cobrando');
  });

  it("never charges another company's order", async () => {
    const p = await pedidoCon(e, sala.mesas[2], [[sala.productos.agua, '1']]);
    const r = await cobrar(
      p.id,
      { lineas: [{ linea_id: p.lineas[0]?.id, cantidad: '1' }], pagos: [] },
      e.beto.token,
    );
    expect(errorDe(r).codigo).toBe('FORBIDDEN');
    expect(errorDe(await e.t.gql(VER, { id: p.id }, { token: e.beto.token })).codigo).toBe('FORBIDDEN');
    const vacio = await e.t.gql(POR_CAJA, { d: hoy, h: hoy }, { token: e.beto.token });
    expect(vacio.data).toEqual({ reporteVentasCaja: [] });
  });
});
