import { schema } from '@kipu/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copiarPcge } from '../../src/modules/contabilidad/pcge/copiar-pcge.ts';
import { cobranzaDeCobroPos } from '../../src/modules/pos/caja/cobranza-contable.ts';
import {
  ANULAR_COBRO,
  CUENTA_FINANCIERA,
  PAGO_POR_ID,
  type Pago,
  pendientes,
} from '../contabilidad-pagos/pagos-de-prueba.ts';
import { ABRIR_CAJA, COBRAR } from './consultas-pos.ts';
import {
  crearEscenarioPos,
  cuentaContable,
  type EscenarioPos,
  errorDe,
  exigir,
  montarSala,
  pedidoCon,
  producto,
  type Sala,
} from './escenario-pos.ts';

/**
 * A charge at the till settles its document in the books: the sale debits 1212 and the charge's
 * collection, posted through accounting's cobranza, credits it against the box's account — so a
 * boleta paid in cash never shows in Cuentas por cobrar. And a box cannot be saved without that account.
 */

const CREAR = `mutation($i: PosCajaInput!) { createCaja(input: $i) { id codigo cuenta_financiera_id } }`;
const EDITAR = `mutation($id: String!, $i: PosCajaInput!) { updateCaja(id: $id, input: $i) { id } }`;
const CUENTAS = `query { cuentasParaCaja { cuenta_financiera_id pcge_codigo descripcion tipo } }`;
const MAYOR = `query($c: String!, $d: String!, $h: String!) {
  libroMayor(cuenta: $c, periodo_desde: $d, periodo_hasta: $h) { saldo_final }
}`;
const BOLETA_CLIENTE = { tipo_documento: '1', numero: '46779354', nombre: 'MARIA QUISPE MAMANI' };

type Cobro = { cobrarPedido: { vuelto: string; documento: { id: string; serie: string; numero: number } } };
type Caja = { id: string; codigo: string; cuenta_financiera_id: string | null };

let e: EscenarioPos;
let sala: Sala;
let pisco: string;
let bcpSoles: string;
let bcpDolares: string;
let antigua: string;

const gql = (q: string, v: Record<string, unknown> = {}) => e.t.gql(q, v, { token: e.ana.token });

beforeAll(async () => {
  e = await crearEscenarioPos();
  sala = await montarSala(e);
  pisco = (await producto(e.t, e.ana.empresaId, 'PISCO', '9.00')).id;
  await copiarPcge(e.t.deps.db, e.beto.empresaId);
  const banco = async (codigo: string, moneda: string, cuenta: string) => {
    const i = {
      codigo,
      tipo: 'banco',
      moneda_id: moneda,
      descripcion: `BCP ${moneda}`,
      banco_id: '02',
      cuenta,
      detraccion: false,
      control: false,
      pcge_id: await cuentaContable(e.t, e.ana.empresaId, '1041'),
    };
    return (
      await exigir<{ createCuentaFinanciera: { id: string } }>(e.t, e.ana.token, CUENTA_FINANCIERA, { i })
    ).createCuentaFinanciera.id;
  };
  bcpSoles = await banco('BCP-S', 'PEN', '193-1234567-0-12');
  bcpDolares = await banco('BCP-D', 'USD', '193-7654321-1-13');
  // A box saved before the account was required: written as it was then, without one.
  const [c0] = await e.t.deps.db
    .insert(schema.posCajas)
    .values({ empresaId: e.ana.empresaId, zonaId: sala.zonaId, codigo: 'C0', descripcion: 'Caja antigua' })
    .returning();
  antigua = c0?.id ?? '';
});
afterAll(() => e.t.cerrar());

async function contar() {
  const filas = async (t: typeof schema.posCajas | typeof schema.cuentasFinancieras) =>
    (
      await e.t.deps.db
        .select({ n: sql<number>`count(*)::int` })
        .from(t)
        .where(eq(t.empresaId, e.ana.empresaId))
    )[0]?.n;
  return { cajas: await filas(schema.posCajas), cuentas: await filas(schema.cuentasFinancieras) };
}

async function abrirSesion(cajaId: string) {
  return (await exigir<{ abrirCaja: { id: string } }>(e.t, e.cajero.token, ABRIR_CAJA, { c: cajaId, s: '0' }))
    .abrirCaja.id;
}

/** Charges an order with a boleta and waits until its collections are posted; answers them. */
async function cobrarYContabilizar(sesion: string, pedido: string, pagos: Record<string, string>[]) {
  const r = await exigir<Cobro>(e.t, e.cajero.token, COBRAR, {
    p: pedido,
    i: { sesion_caja_id: sesion, tipo: '03', cliente: BOLETA_CLIENTE, pagos },
  });
  const { documento } = r.cobrarPedido;
  const [cobro] = await e.t.deps.db
    .select()
    .from(schema.posCobros)
    .where(eq(schema.posCobros.comprobanteId, documento.id));
  const hasta = Date.now() + 30_000;
  for (;;) {
    const hechos = await e.t.deps.db
      .select()
      .from(schema.posPagos)
      .where(eq(schema.posPagos.cobroId, cobro?.id ?? ''));
    if (hechos.length > 0 && hechos.every((p) => p.operacionId)) {
      const ids = [...new Set(hechos.map((p) => p.operacionId ?? ''))];
      const cobranzas = await Promise.all(
        ids.map(async (id) => (await exigir<{ pago: Pago }>(e.t, e.ana.token, PAGO_POR_ID, { id })).pago),
      );
      return { ...r.cobrarPedido, cobroId: cobro?.id ?? '', cobranzas };
    }
    if (Date.now() > hasta)
      throw new Error(`La cobranza de ${documento.serie}-${documento.numero} no se contabilizó`);
    await new Promise((ok) => setTimeout(ok, 200));
  }
}

const nombre = (d: { serie: string; numero: number }) => `${d.serie}-${d.numero}`;

/** Whether the document is listed in Cuentas por cobrar, as /contable/cuentas/cobrar asks for it. */
async function porCobrar(d: { serie: string; numero: number }) {
  const { filas } = await pendientes(e.t, e.ana.token, 'cobrar', { b: nombre(d) });
  return filas.filter((f) => f.documento.endsWith(nombre(d)));
}

/** Every asiento of the company balances, the sale and collection ones included. */
async function descuadres() {
  const l = schema.asientoLineas;
  return e.t.deps.db
    .select({
      operacion: l.operacionId,
      debe: sql<string>`sum(${l.debe})`,
      haber: sql<string>`sum(${l.haber})`,
    })
    .from(l)
    .where(eq(l.empresaId, e.ana.empresaId))
    .groupBy(l.operacionId)
    .having(sql`sum(${l.debe}) <> sum(${l.haber})`);
}

const lineas = (p: Pago) => p.asiento.map((l) => [l.cuenta, l.debe, l.haber]);

describe('a cash box needs its account', () => {
  it('refuses a box without an account, or with one it cannot collect in, storing nothing', async () => {
    const antes = await contar();
    const caja = (extra: Record<string, unknown>) => ({
      i: { zona_id: sala.zonaId, codigo: 'C5', descripcion: 'Caja barra', ...extra },
    });
    const casos: [Record<string, unknown>, string][] = [
      [
        {},
        'Seleccione la cuenta de la caja: una cuenta de efectivo o bancos en soles (101 Caja, 104 Cuentas corrientes…)',
      ],
      [
        { cuenta_contable_id: await cuentaContable(e.t, e.ana.empresaId, '1212') },
        'La cuenta 1212 no es de efectivo y equivalentes: elija una cuenta del elemento 10 (101 Caja, 104…)',
      ],
      [
        { cuenta_contable_id: await cuentaContable(e.t, e.ana.empresaId, '104') },
        'La cuenta 104 tiene subcuentas: elija una de último nivel (1041…)',
      ],
      [
        { cuenta_contable_id: await cuentaContable(e.t, e.ana.empresaId, '1061') },
        'La cuenta 1061 es de bancos: regístrela en Contabilidad › Cuentas financieras con su banco y número, y elíjala para la caja',
      ],
      [
        { cuenta_financiera_id: bcpDolares },
        'La cuenta BCP USD es en dólares: los cobros del punto de venta son en soles, elija una cuenta en soles',
      ],
      [
        { cuenta_financiera_id: bcpSoles, cuenta_contable_id: e.cuentaCaja },
        'Indique la cuenta financiera o la cuenta contable de la caja, no ambas',
      ],
      // The code is checked before the account, so a repeated one makes no cuenta financiera either.
      [{ cuenta_contable_id: e.cuentaCaja, codigo: 'C0' }, 'Ya existe una caja con ese código'],
    ];
    for (const [extra, mensaje] of casos)
      expect(errorDe(await gql(CREAR, caja(extra)))).toEqual({ mensaje, codigo: 'BAD_USER_INPUT' });
    // Another company's account is not even named.
    const ajena = await cuentaContable(e.t, e.beto.empresaId, '101');
    expect(errorDe(await gql(CREAR, caja({ cuenta_contable_id: ajena }))).codigo).toBe('FORBIDDEN');
    // Editing the old box does not keep it without one.
    expect(
      errorDe(
        await gql(EDITAR, {
          id: antigua,
          i: { zona_id: sala.zonaId, codigo: 'C0', descripcion: 'Caja antigua' },
        }),
      ).mensaje,
    ).toBe(
      'Seleccione la cuenta de la caja: una cuenta de efectivo o bancos en soles (101 Caja, 104 Cuentas corrientes…)',
    );
    expect(await contar()).toEqual(antes);
  });

  it('offers the company’s cuentas financieras in soles and its chart’s cash accounts, so a new company has options', async () => {
    const { data } = await gql(CUENTAS);
    expect(data).toEqual({
      cuentasParaCaja: [
        { cuenta_financiera_id: bcpSoles, pcge_codigo: '1041', descripcion: 'BCP PEN', tipo: 'banco' },
        { cuenta_financiera_id: null, pcge_codigo: '101', descripcion: 'Caja', tipo: 'caja' },
        { cuenta_financiera_id: null, pcge_codigo: '102', descripcion: 'Fondos fijos', tipo: 'caja' },
      ],
    });
    // The cashier (who charges) reads them; a waiter does not.
    expect(errorDe(await e.t.gql(CUENTAS, {}, { token: e.mozo1.token })).codigo).toBe('FORBIDDEN');
  });
});

describe('every charge at the till settles its receivable', () => {
  it('an old box without account collects in the company’s 101 Caja, made for it', async () => {
    const sesion = await abrirSesion(antigua);
    const p = await pedidoCon(e, sala.mesas[0], [[sala.productos.chicha, '2']]);
    const r = await cobrarYContabilizar(sesion, p.id, [{ medio: 'efectivo', monto: '16.00' }]);
    expect(r.cobranzas.map((c) => [c.libro, c.medio_pago, c.cuenta_financiera, lineas(c)])).toEqual([
      [
        '010100',
        '008',
        'CAJA',
        [
          ['101', '16.00', '0.00'],
          ['1212', '0.00', '16.00'],
        ],
      ],
    ]);
    expect(await porCobrar(r.documento)).toEqual([]);
    const [hecha] = await e.t.deps.db
      .select()
      .from(schema.cuentasFinancieras)
      .where(
        and(
          eq(schema.cuentasFinancieras.empresaId, e.ana.empresaId),
          eq(schema.cuentasFinancieras.codigo, 'CAJA-101'),
        ),
      );
    expect(hecha).toMatchObject({ tipo: 'caja', monedaId: 'PEN', pcgeId: e.cuentaCaja });
  });

  it('a boleta charged in cash leaves nothing in Cuentas por cobrar and balanced asientos (S/ 41.50)', async () => {
    // Choosing 101 Caja of the chart ties the box to the cuenta financiera already made for it.
    const caja = (
      await exigir<{ createCaja: Caja }>(e.t, e.ana.token, CREAR, {
        i: {
          zona_id: sala.zonaId,
          codigo: 'C1',
          descripcion: 'Caja principal',
          cuenta_contable_id: e.cuentaCaja,
        },
      })
    ).createCaja;
    const [caja101] = await e.t.deps.db
      .select()
      .from(schema.cuentasFinancieras)
      .where(eq(schema.cuentasFinancieras.codigo, 'CAJA-101'));
    expect(caja.cuenta_financiera_id).toBe(caja101?.id);
    const sesion = await abrirSesion(caja.id);
    const p = await pedidoCon(e, sala.mesas[1], [
      [sala.productos.lomo, '1'],
      [pisco, '1'],
    ]);
    expect(p.total).toBe('41.50');
    const r = await cobrarYContabilizar(sesion, p.id, [
      { medio: 'efectivo', monto: '41.50', recibido: '50' },
    ]);
    expect(r.vuelto).toBe('8.50');
    expect(r.cobranzas.map((c) => [c.libro, c.medio_pago, lineas(c)])).toEqual([
      [
        '010100',
        '008',
        [
          ['101', '41.50', '0.00'],
          ['1212', '0.00', '41.50'],
        ],
      ],
    ]);
    expect(await porCobrar(r.documento)).toEqual([]);
    expect(await descuadres()).toEqual([]);
    const periodo = String(r.cobranzas[0]?.fecha).slice(0, 7).replace('-', '');
    const mayor = await gql(MAYOR, { c: '1212', d: periodo, h: periodo });
    expect(mayor.data).toEqual({ libroMayor: { saldo_final: '0.00' } });
    // A second run of the same collection (a retried job) posts nothing more.
    const operaciones = async () =>
      (
        await e.t.deps.db
          .select({ n: sql<number>`count(*)::int` })
          .from(schema.operaciones)
          .where(eq(schema.operaciones.empresaId, e.ana.empresaId))
      )[0]?.n;
    const antes = await operaciones();
    await cobranzaDeCobroPos(e.t.deps, r.cobroId);
    expect(await operaciones()).toBe(antes);
    // The list does find the boleta while it owes: voiding its collection in accounting brings it back.
    await exigir(e.t, e.ana.token, ANULAR_COBRO, { id: r.cobranzas[0]?.id });
    expect((await porCobrar(r.documento)).map((d) => [d.cuenta, d.saldo])).toEqual([['1212', '41.50']]);
  });

  it('card and Yape payments are collected in the box’s bank account, one collection per method', async () => {
    const caja = (
      await exigir<{ createCaja: Caja }>(e.t, e.ana.token, CREAR, {
        i: {
          zona_id: sala.zonaId,
          codigo: 'C2',
          descripcion: 'Caja terraza',
          cuenta_financiera_id: bcpSoles,
        },
      })
    ).createCaja;
    const sesion = await abrirSesion(caja.id);
    const p = await pedidoCon(e, sala.mesas[2], [
      [sala.productos.ceviche, '1'],
      [sala.productos.agua, '2'],
    ]);
    const r = await cobrarYContabilizar(sesion, p.id, [
      { medio: 'tarjeta', monto: '20.00' },
      { medio: 'yape', monto: '15.00' },
    ]);
    const porMedio = r.cobranzas
      .map((c) => [c.libro, c.medio_pago, c.cuenta_financiera, lineas(c)])
      .sort((a, b) => String(a[1]).localeCompare(String(b[1])));
    expect(porMedio).toEqual([
      [
        '010200',
        '003',
        'BCP PEN',
        [
          ['1041', '15.00', '0.00'],
          ['1212', '0.00', '15.00'],
        ],
      ],
      [
        '010200',
        '006',
        'BCP PEN',
        [
          ['1041', '20.00', '0.00'],
          ['1212', '0.00', '20.00'],
        ],
      ],
    ]);
    expect(await porCobrar(r.documento)).toEqual([]);
    expect(await descuadres()).toEqual([]);
    const cobrados = await e.t.deps.db
      .select()
      .from(schema.posPagos)
      .where(
        inArray(
          schema.posPagos.operacionId,
          r.cobranzas.map((c) => c.id),
        ),
      );
    expect(cobrados).toHaveLength(2);
  });
});
