import { schema } from '@kipu/db';
import { periodoDeFecha } from '@kipu/peru/contabilidad/estado-ple-compra';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoyEnLima } from '../../src/shared/fecha-lima.ts';
import {
  codigo,
  cuentaPcge,
  type Escenario,
  mensaje,
  operacionesMaestro,
  prepararEscenario,
} from '../contabilidad/escenario-maestros.ts';
import { marcarPeriodoCerrado } from '../helpers/periodo-cerrado.ts';
import {
  ANULAR,
  BALANCE,
  CONSULTAR,
  type Compra,
  CUENTAS,
  lados,
  MAYOR,
  PREVISUALIZAR,
  PROVEEDOR,
  REGISTRO,
  registrada,
  registrar,
} from './compras-de-prueba.ts';

const CENTRO = operacionesMaestro('CentroCosto', 'centrosCosto', 'id');
const AMARRE = operacionesMaestro('AmarreCentroCosto', 'amarresCentroCosto', 'id');

let e: Escenario;
const hoy = hoyEnLima();
const periodo = periodoDeFecha(hoy);
// A day of the month before, for purchases noted late or in an earlier period.
const anterior = new Date(Date.UTC(Number(hoy.slice(0, 4)), Number(hoy.slice(5, 7)) - 2, 15))
  .toISOString()
  .slice(0, 10);
const periodoAnterior = periodoDeFecha(anterior);
let centros: string[];
let distribucion: string;
const compras: Record<string, Compra> = {};

const FACTURA = {
  proveedor: PROVEEDOR,
  tipo_comprobante: '01',
  serie: 'F001',
  numero: '00000123',
  fecha_emision: hoy,
  lineas: [
    { cuenta: '6011', base: '1000', destino_igv: 'gravada' },
    { cuenta: '6361', base: '200', destino_igv: 'gravada', glosa: 'Luz del almacén' },
  ],
  total: '1416.00',
};

const operaciones = () => e.t.deps.db.select().from(schema.operaciones);
const personas = () => e.t.deps.db.select().from(schema.personas);

beforeAll(async () => {
  e = await prepararEscenario();
  // Energy is an administrative expense: its destination is 94 against 791, split 60/40 over two centres.
  const cuenta = await e.t.gql(
    'mutation($i: CuentaPcgeInput!) { createCuentaPcge(input: $i) { id } }',
    { i: { codigo: '94', denominacion: 'Gastos administrativos' } },
    { token: e.ana },
  );
  const amarre = await e.t.gql(
    'mutation($id: String!, $i: CuentaPcgeInput!) { updateCuentaPcge(id: $id, input: $i) { id } }',
    {
      id: await cuentaPcge(e.t, e.empresaAna, '6361'),
      i: { codigo: '6361', denominacion: 'Energía eléctrica', amarre_debe: '94', amarre_haber: '791' },
    },
    { token: e.ana },
  );
  expect([cuenta.errors, amarre.errors]).toEqual([undefined, undefined]);
  centros = [];
  for (const [cod, nombre] of [
    ['CC01', 'Almacén'],
    ['CC02', 'Gerencia'],
  ]) {
    const r = await e.t.gql<{ createCentroCosto: { id: string } }>(
      CENTRO.CREAR,
      { i: { codigo: cod, nombre, tipo: 'administracion' } },
      { token: e.ana },
    );
    centros.push(r.data?.createCentroCosto.id ?? '');
  }
  const a = await e.t.gql<{ createAmarreCentroCosto: { id: string } }>(
    AMARRE.CREAR,
    {
      i: {
        codigo: 'AM01',
        nombre: 'Almacén y gerencia',
        detalle: [
          { centro_costo_id: centros[0], porcentaje: '60' },
          { centro_costo_id: centros[1], porcentaje: '40' },
        ],
      },
    },
    { token: e.ana },
  );
  distribucion = a.data?.createAmarreCentroCosto.id ?? '';
});
afterAll(() => e.t.cerrar());

describe('registering purchases', () => {
  it('previews the asiento of a factura without writing anything', async () => {
    const r = await e.t.gql<{
      previsualizarCompra: {
        estado_ple: string;
        proveedor_nuevo: boolean;
        total_debe: string;
        total_haber: string;
        lineas: { cuenta: string; denominacion: string }[];
      };
    }>(PREVISUALIZAR, { i: FACTURA }, { token: e.ana });
    expect(r.data?.previsualizarCompra).toMatchObject({
      estado_ple: '1',
      proveedor_nuevo: true,
      total_debe: '2616.00',
      total_haber: '2616.00',
    });
    expect(r.data?.previsualizarCompra.lineas[0]).toMatchObject({
      cuenta: '6011',
      denominacion: 'Mercaderías',
    });
    expect(await operaciones()).toHaveLength(0);
  });

  it('posts a factura in soles: goods, expense and IGV against 4212, with stock and 94/791 destinations', async () => {
    const c = await registrada(e.t, e.ana, { ...FACTURA, amarre_cc_id: distribucion });
    compras.factura = c;
    expect(c).toMatchObject({
      cuo: `0801${periodo}000001`,
      libro: '080100',
      periodo,
      estado_ple: '1',
      numero: '123',
      proveedor_nombre: 'SUPERMERCADOS PERUANOS S.A.',
      base_gravada: '1200.00',
      igv: '216.00',
      total: '1416.00',
    });
    expect(lados(c.asiento)).toEqual([
      ['6011', '1000.00', '0.00'],
      ['6361', '200.00', '0.00'],
      ['40111', '216.00', '0.00'],
      ['4212', '0.00', '1416.00'],
      ['20111', '1000.00', '0.00'],
      ['6111', '0.00', '1000.00'],
      ['94', '120.00', '0.00'],
      ['94', '80.00', '0.00'],
      ['791', '0.00', '200.00'],
    ]);
    expect(c.asiento.filter((l) => l.cuenta === '94').map((l) => l.centro_costo_id)).toEqual(centros);
    // The new supplier is registered with the purchase; the payable names it and the document.
    const [proveedor] = await personas().then((ps) => ps.filter((p) => p.numero === PROVEEDOR.numero));
    expect(proveedor).toMatchObject({ tipo: 'proveedor', empresaId: e.empresaAna, id: c.proveedor_id });
    expect(c.asiento.find((l) => l.cuenta === '4212')).toMatchObject({
      persona_id: c.proveedor_id,
      serie: 'F001',
      numero: '123',
    });
  });

  it('converts a dollar purchase at its rate, keeping the dollars on every line', async () => {
    const c = await registrada(e.t, e.ana, {
      proveedor_id: compras.factura?.proveedor_id,
      tipo_comprobante: '01',
      serie: 'F001',
      numero: '124',
      fecha_emision: hoy,
      moneda: 'USD',
      tipo_cambio: '3.750',
      lineas: [{ cuenta: '6011', base: '500', destino_igv: 'gravada' }],
      total: '590',
    });
    compras.dolares = c;
    expect(c.asiento.map((l) => [l.cuenta, l.debe, l.haber, l.debe_me, l.haber_me])).toEqual([
      ['6011', '1875.00', '0.00', '500.00', '0.00'],
      ['40111', '337.50', '0.00', '90.00', '0.00'],
      ['4212', '0.00', '2212.50', '0.00', '590.00'],
      ['20111', '1875.00', '0.00', '500.00', '0.00'],
      ['6111', '0.00', '1875.00', '0.00', '500.00'],
    ]);
    expect(c).toMatchObject({
      moneda: 'USD',
      tipo_cambio: '3.750',
      total: '590.00',
      cuo: `0801${periodo}000002`,
    });
  });

  it('makes the IGV of a purchase without crédito fiscal part of its cost', async () => {
    const c = await registrada(e.t, e.ana, {
      proveedor: { tipo_documento: '6', numero: '20131312955', nombre: 'Transportes Beta S.A.' },
      tipo_comprobante: '03',
      serie: 'B001',
      numero: '9',
      fecha_emision: hoy,
      lineas: [{ cuenta: '63111', base: '100', destino_igv: 'sin_credito' }],
      total: '118',
    });
    compras.boleta = c;
    expect(lados(c.asiento)).toEqual([
      ['63111', '118.00', '0.00'],
      ['4212', '0.00', '118.00'],
    ]);
    expect(c).toMatchObject({ base_sin_credito: '100.00', igv_sin_credito: '18.00', base_gravada: '0.00' });
  });

  it('reverses the factura’s asiento for a credit note, reducing the payable of the document it modifies', async () => {
    const c = await registrada(e.t, e.ana, {
      proveedor: PROVEEDOR,
      tipo_comprobante: '07',
      serie: 'FC01',
      numero: '3',
      fecha_emision: hoy,
      modifica: { tipo: '01', serie: 'F001', numero: '123', fecha: hoy },
      lineas: [{ cuenta: '6011', base: '100', destino_igv: 'gravada' }],
      total: '118',
    });
    compras.nota = c;
    expect(c.proveedor_id).toBe(compras.factura?.proveedor_id);
    expect(lados(c.asiento)).toEqual([
      ['6011', '0.00', '100.00'],
      ['40111', '0.00', '18.00'],
      ['4212', '118.00', '0.00'],
      ['20111', '0.00', '100.00'],
      ['6111', '100.00', '0.00'],
    ]);
    expect(c.asiento.find((l) => l.cuenta === '4212')).toMatchObject({ serie: 'F001', numero: '123' });
    expect(c).toMatchObject({ total: '-118.00', base_gravada: '-100.00', modifica_serie: 'F001' });
  });

  it('keeps the detracción, its constancia, the retention mark and the instalments', async () => {
    const c = await registrada(e.t, e.ana, {
      proveedor: { tipo_documento: '6', numero: '20100047218', nombre: 'Servicios Generales S.A.' },
      tipo_comprobante: '01',
      serie: 'E001',
      numero: '77',
      fecha_emision: hoy,
      lineas: [{ cuenta: '6329', base: '1000', destino_igv: 'gravada' }],
      total: '1180',
      detraccion: { codigo: '037', porcentaje: '12', constancia_numero: '0012345', constancia_fecha: hoy },
      retencion: true,
      cuotas: [{ fecha: hoy, monto: '1180' }],
    });
    compras.detraccion = c;
    const r = await e.t.gql<{ compra: Compra }>(CONSULTAR, { id: c.id }, { token: e.ana });
    expect(r.data?.compra).toMatchObject({
      detraccion: {
        codigo: '037',
        porcentaje: '12',
        monto: '142.00',
        constancia_numero: '0012345',
        constancia_fecha: hoy,
      },
      retencion: true,
      cuotas: [{ fecha: hoy, monto: '1180.00' }],
      fecha_vencimiento: hoy,
      lineas_compra: [{ cuenta: '6329', base: '1000.00', destino_igv: 'gravada', igv: '180.00' }],
    });
  });

  it('owes a recibo por honorarios on 424, net of the income tax withheld', async () => {
    const c = await registrada(e.t, e.ana, {
      proveedor: { tipo_documento: '6', numero: '10467793549', nombre: 'Rosa Quispe Mamani' },
      tipo_comprobante: '02',
      serie: 'E001',
      numero: '15',
      fecha_emision: hoy,
      lineas: [{ cuenta: '6323', base: '2000', destino_igv: 'no_gravada' }],
      total: '2000',
      retencion_renta: '160',
    });
    expect(lados(c.asiento)).toEqual([
      ['6323', '2000.00', '0.00'],
      ['424', '0.00', '1840.00'],
      ['40172', '0.00', '160.00'],
    ]);
    expect(c).toMatchObject({ no_gravada: '2000.00', retencion_renta: '160.00', total: '2000.00' });
  });

  it('notes a document of an earlier month with state 6, and one over a year old with state 7', async () => {
    const tardia = await registrada(e.t, e.ana, {
      proveedor: PROVEEDOR,
      tipo_comprobante: '01',
      serie: 'F001',
      numero: '99',
      fecha_emision: anterior,
      periodo,
      lineas: [{ cuenta: '6011', base: '50', destino_igv: 'gravada' }],
      total: '59',
    });
    expect(tardia).toMatchObject({ periodo, estado_ple: '6' });
    const vieja = await registrada(e.t, e.ana, {
      proveedor: PROVEEDOR,
      tipo_comprobante: '01',
      serie: 'F001',
      numero: '7',
      fecha_emision: '2024-01-15',
      periodo,
      lineas: [{ cuenta: '6011', base: '10', destino_igv: 'gravada' }],
      total: '11.80',
    });
    expect(vieja).toMatchObject({ periodo, estado_ple: '7' });
    // An earlier period of its own, for the ledger's opening balance.
    compras.anterior = await registrada(e.t, e.ana, {
      proveedor: PROVEEDOR,
      tipo_comprobante: '01',
      serie: 'F001',
      numero: '98',
      fecha_emision: anterior,
      lineas: [{ cuenta: '6011', base: '100', destino_igv: 'gravada' }],
      total: '118',
    });
    expect(compras.anterior).toMatchObject({ periodo: periodoAnterior, estado_ple: '1' });
  });

  it('posts a non-domiciled supplier’s invoice to the 8.2 register', async () => {
    const c = await registrada(e.t, e.ana, {
      proveedor: { tipo_documento: '0', numero: 'US-778899', nombre: 'Cloud Services LLC' },
      tipo_comprobante: '91',
      serie: 'INV',
      numero: '5501',
      fecha_emision: hoy,
      moneda: 'USD',
      tipo_cambio: '3.700',
      lineas: [{ cuenta: '6329', base: '100', destino_igv: 'no_gravada' }],
      total: '100',
      no_domiciliado: { pais: '9249', tipo_renta: '17' },
    });
    expect(c).toMatchObject({ libro: '080200', no_gravada: '100.00', estado_ple: '1' });
    expect(lados(c.asiento)).toEqual([
      ['6329', '370.00', '0.00'],
      ['4212', '0.00', '370.00'],
    ]);
  });
});

describe('what a purchase refuses', () => {
  const base = { ...FACTURA, numero: '500' };
  it.each<[string, Record<string, unknown>, string]>([
    [
      'a repeated document',
      { numero: '0123' },
      'Ya está registrado el comprobante 01 F001-123 del proveedor 20100070970',
    ],
    [
      'a total that does not add up',
      { total: '1416.05' },
      'El total 1416.05 no coincide con la suma de bases, IGV y otros tributos (1416.00)',
    ],
    [
      'a document that is not a purchase',
      { tipo_comprobante: '09' },
      'Seleccione un tipo de comprobante de compras (tabla 10)',
    ],
    [
      'a factura without RUC',
      { proveedor: { tipo_documento: '1', numero: '46779354', nombre: 'Juan Pérez' } },
      'Factura: el proveedor debe identificarse con su RUC',
    ],
    ['a wrong RUC', { proveedor: { ...PROVEEDOR, numero: '20100070971' } }, 'Proveedor: RUC no válido'],
    [
      'a date in the future',
      { fecha_emision: '2999-01-01' },
      'La fecha de emisión no puede ser posterior a hoy',
    ],
    [
      'a period before the document',
      { fecha_emision: hoy, periodo: periodoAnterior },
      'El periodo no puede ser anterior al mes de emisión del comprobante',
    ],
    [
      'dollars without rate',
      { moneda: 'USD' },
      'Indique el tipo de cambio del comprobante en dólares (hasta 3 decimales)',
    ],
    [
      'an income account',
      { lineas: [{ cuenta: '70121', base: '1200', destino_igv: 'gravada' }] },
      'Línea 1: la cuenta 70121 no es de compras, gastos ni activos (60, 62–68, 20–28, 33–39 o 18)',
    ],
    [
      'an account with sub-accounts',
      { lineas: [{ cuenta: '601', base: '1200', destino_igv: 'gravada' }] },
      'Línea 1: la cuenta 601 tiene subcuentas: elija una cuenta de último nivel',
    ],
    [
      'an account the company does not have',
      { lineas: [{ cuenta: '6099', base: '1200', destino_igv: 'gravada' }] },
      'Línea 1: la cuenta 6099 no existe en el plan de cuentas de la empresa',
    ],
    [
      'a credit note without the document it modifies',
      { tipo_comprobante: '07' },
      'Indique el comprobante que modifica la nota: tipo, serie, número y fecha',
    ],
    [
      'a DUA without its aduana',
      { tipo_comprobante: '50', anio_dua: '2025' },
      'Indique en la serie el código de la aduana de la declaración (tabla 11)',
    ],
    [
      'a recibo por honorarios with IGV',
      { tipo_comprobante: '02' },
      'Los recibos por honorarios no llevan IGV: registre sus líneas como no gravadas',
    ],
    [
      'instalments that do not add up',
      { cuotas: [{ fecha: hoy, monto: '100' }] },
      'Las cuotas suman 100.00: deben sumar el importe por pagar 1416.00',
    ],
    [
      'an unknown detracción',
      { detraccion: { codigo: '999', porcentaje: '12' } },
      'El código de la detracción no existe (catálogo 54)',
    ],
  ])('refuses %s in Spanish, writing nothing', async (_caso, cambio, esperado) => {
    const antes = [(await operaciones()).length, (await personas()).length];
    const r = await registrar(e.t, e.ana, {
      ...base,
      proveedor: { ...PROVEEDOR, numero: '20601234565', nombre: 'Nuevo proveedor S.A.C.' },
      ...cambio,
      ...(cambio.numero ? { proveedor: PROVEEDOR } : {}),
    });
    expect(mensaje(r)).toBe(esperado);
    expect([(await operaciones()).length, (await personas()).length]).toEqual(antes);
  });

  it('lets only one of two simultaneous saves of the same document through', async () => {
    const documento = { ...base, numero: '900', proveedor: PROVEEDOR };
    const respuestas = await Promise.all([
      registrar(e.t, e.ana, documento),
      registrar(e.t, e.ana, documento),
    ]);
    expect(respuestas.filter((r) => r.data).length).toBe(1);
    expect(respuestas.map(mensaje).filter(Boolean)).toEqual([
      'Ya está registrado el comprobante 01 F001-900 del proveedor 20100070970',
    ]);
    const id = respuestas.find((r) => r.data)?.data?.registrarCompra.id;
    expect((await e.t.gql(ANULAR, { id }, { token: e.ana })).errors).toBeUndefined();
  });

  it('refuses a closed period', async () => {
    await marcarPeriodoCerrado(e.t.deps.db, e.empresaAna, '202401');
    const r = await registrar(e.t, e.ana, { ...base, fecha_emision: '2024-01-15' });
    expect(mensaje(r)).toBe('El periodo 01/2024 está cerrado');
  });

  it("keeps every company's purchases to itself and needs the Compras permission", async () => {
    const id = compras.factura?.id ?? '';
    expect(codigo(await e.t.gql(CONSULTAR, { id }, { token: e.beto }))).toBe('FORBIDDEN');
    expect(codigo(await e.t.gql(ANULAR, { id }, { token: e.beto }))).toBe('FORBIDDEN');
    const ajenos = [{ proveedor_id: compras.factura?.proveedor_id }, { amarre_cc_id: distribucion }];
    for (const cambio of ajenos)
      expect(codigo(await registrar(e.t, e.beto, { ...base, ...cambio }))).toBe('FORBIDDEN');
    expect(codigo(await registrar(e.t, e.facturador, base))).toBe('FORBIDDEN');
    const r = await e.t.gql<{ registroCompras: { filas: unknown[] } }>(
      REGISTRO,
      { p: periodo },
      { token: e.beto },
    );
    expect(r.data?.registroCompras.filas).toEqual([]);
  });
});

describe('the registers and books the purchases leave', () => {
  type Fila = Record<string, string | boolean | null>;
  const registro = async (libro?: string) => {
    const r = await e.t.gql<{ registroCompras: { filas: Fila[]; totales: Fila } }>(
      REGISTRO,
      { p: periodo, l: libro },
      { token: e.ana },
    );
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.registroCompras;
  };

  it('lists the period’s register with amounts in soles and its totals', async () => {
    const { filas, totales } = await registro();
    expect(filas.map((f) => `${f.serie}-${f.numero}`)).toEqual([
      'F001-123',
      'F001-124',
      'B001-9',
      'FC01-3',
      'E001-77',
      'E001-15',
      'F001-99',
      'F001-7',
    ]);
    expect(filas[1]).toMatchObject({
      base_gravada: '1875.00',
      igv: '337.50',
      total: '2212.50',
      total_documento: '590.00',
    });
    expect(filas[3]).toMatchObject({ total: '-118.00', modifica_serie: 'F001', modifica_numero: '123' });
    expect(filas[4]).toMatchObject({ detraccion_numero: '0012345', detraccion_fecha: hoy, retencion: true });
    expect(totales).toMatchObject({
      base_gravada: '4035.00',
      igv: '726.30',
      base_sin_credito: '100.00',
      igv_sin_credito: '18.00',
      no_gravada: '2000.00',
      total: '6879.30',
    });
    expect((await registro('080200')).filas.map((f) => f.total)).toEqual(['370.00']);
  });

  it('voids a purchase of an open period: it leaves the register, and cannot be voided twice', async () => {
    const id = compras.boleta?.id ?? '';
    const r = await e.t.gql<{ anularCompra: { anulada: boolean } }>(ANULAR, { id }, { token: e.ana });
    expect(r.data?.anularCompra.anulada).toBe(true);
    expect((await registro()).filas.map((f) => f.serie)).not.toContain('B001');
    expect(mensaje(await e.t.gql(ANULAR, { id }, { token: e.ana }))).toBe('La compra ya está anulada');
  });

  it('keeps the trial balance balanced and the ledger of 4212 with its opening and running balance', async () => {
    const b = await e.t.gql<{ balanceComprobacion: Record<string, string> }>(
      BALANCE,
      { d: periodoAnterior, h: periodo },
      { token: e.ana },
    );
    const balance = b.data?.balanceComprobacion;
    expect(balance?.total_debe).toBe(balance?.total_haber);
    expect(balance?.total_deudor).toBe(balance?.total_acreedor);

    const r = await e.t.gql<{
      libroMayor: { saldo_inicial: string; saldo_final: string; movimientos: Record<string, string>[] };
    }>(MAYOR, { c: '4212', d: periodo, h: periodo }, { token: e.ana });
    const mayor = r.data?.libroMayor;
    expect(mayor?.saldo_inicial).toBe('-118.00');
    // Documents of earlier months noted now are dated the period's first day: they come first.
    expect(mayor?.movimientos.slice(0, 4).map((m) => [m.documento, m.debe, m.haber, m.saldo])).toEqual([
      ['01 F001-99', '0.00', '59.00', '-177.00'],
      ['01 F001-7', '0.00', '11.80', '-188.80'],
      ['01 F001-123', '0.00', '1416.00', '-1604.80'],
      ['01 F001-124', '0.00', '2212.50', '-3817.30'],
    ]);
    // The voided boleta is gone; the credit note reduces the debt.
    expect(mayor?.movimientos.map((m) => m.documento)).not.toContain('03 B001-9');
    // −118 brought forward − 1416 − 2212.50 + 118 − 1180 − 59 − 11.80 − 370 (the boleta's 118 is voided).
    expect(mayor?.saldo_final).toBe('-5249.30');
  });

  it('voids nothing in a closed period', async () => {
    await marcarPeriodoCerrado(e.t.deps.db, e.empresaAna, periodoAnterior);
    const r = await e.t.gql(ANULAR, { id: compras.anterior?.id }, { token: e.ana });
    expect(mensaje(r)).toBe(
      `No se puede anular: el periodo ${periodoAnterior.slice(4)}/${periodoAnterior.slice(0, 4)} está cerrado`,
    );
    const [fila] = await e.t.deps.db
      .select()
      .from(schema.operaciones)
      .where(eq(schema.operaciones.id, compras.anterior?.id ?? ''));
    expect(fila?.deletedAt).toBeNull();
  });

  it('offers the purchase form only last-level purchase accounts', async () => {
    const cuentas = async (p: string) => {
      const r = await e.t.gql<{ cuentasContables: { codigo: string }[] }>(
        CUENTAS,
        { p, u: true, c: true },
        { token: e.ana },
      );
      return r.data?.cuentasContables.map((c) => c.codigo);
    };
    expect(await cuentas('601')).toEqual(['6011']);
    expect(await cuentas('4011')).toEqual([]);
  });
});
