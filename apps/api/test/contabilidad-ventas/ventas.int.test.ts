import { schema } from '@kipu/db';
import { periodoDeFecha } from '@kipu/peru/contabilidad/estado-ple-compra';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoyEnLima } from '../../src/shared/fecha-lima.ts';
import { codigo, mensaje } from '../contabilidad/escenario-maestros.ts';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import type { UsuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';
import { type ArchivoPle, GENERAR } from '../ple/datos-ple.ts';
import {
  ANULAR,
  CLIENTE,
  CONSULTAR,
  escenarioVentas,
  lados,
  PREVISUALIZAR,
  REGISTRO,
  registrada,
  registrar,
  type Venta,
} from './ventas-de-prueba.ts';

let t: AppDePrueba;
let ana: UsuarioConEmpresa;
let beto: UsuarioConEmpresa;
let facturador: UsuarioConEmpresa;
const hoy = hoyEnLima();
const periodo = periodoDeFecha(hoy);
// A day of the month before, for sales noted late or adjusted.
const anterior = new Date(Date.UTC(Number(hoy.slice(0, 4)), Number(hoy.slice(5, 7)) - 2, 15))
  .toISOString()
  .slice(0, 10);
const periodoAnterior = periodoDeFecha(anterior);
const ventas: Record<string, Venta> = {};

const FACTURA = {
  cliente: CLIENTE,
  tipo_comprobante: '01',
  serie: 'F100',
  numero: '00000001',
  fecha_emision: hoy,
  lineas: [
    { cuenta: '70121', importe: '1000', afectacion: 'gravada' },
    { cuenta: '70321', importe: '200', afectacion: 'gravada' },
  ],
  total: '1416.00',
};

const operaciones = () => t.deps.db.select().from(schema.operaciones);
const personas = () => t.deps.db.select().from(schema.personas);

beforeAll(async () => {
  t = await crearAppDePrueba();
  ({ ana, beto, facturador } = await escenarioVentas(t));
});
afterAll(() => t.cerrar());

describe('registering sales issued outside Kipu', () => {
  it('previews the asiento of a factura without writing anything', async () => {
    const antes = (await operaciones()).length;
    const r = await t.gql<{ previsualizarVenta: Record<string, unknown> }>(
      PREVISUALIZAR,
      { i: { ...FACTURA, cliente: { ...CLIENTE, numero: '20601234565', nombre: 'Nuevo cliente' } } },
      { token: ana.token },
    );
    expect(r.data?.previsualizarVenta).toMatchObject({
      libro: '140100',
      estado_ple: '1',
      cliente_nuevo: true,
      total_debe: '1416.00',
      total_haber: '1416.00',
    });
    expect((await operaciones()).length).toBe(antes);
  });

  it('posts a factura in soles: receivable against income by account and IGV, registering the client', async () => {
    const v = await registrada(t, ana.token, FACTURA);
    ventas.factura = v;
    expect(v).toMatchObject({
      libro: '140100',
      periodo,
      estado_ple: '1',
      numero: '1',
      de_facturacion: false,
      cliente_nombre: 'SUPERMERCADOS PERUANOS S.A.',
      base_gravada: '1200.00',
      igv: '216.00',
      total: '1416.00',
    });
    expect(v.cuo).toMatch(new RegExp(`^1401${periodo}\\d{6}$`));
    expect(lados(v.asiento)).toEqual([
      ['1212', '1416.00', '0.00'],
      ['70121', '0.00', '1000.00'],
      ['70321', '0.00', '200.00'],
      ['40111', '0.00', '216.00'],
    ]);
    const cliente = (await personas()).find((p) => p.id === v.cliente_id);
    expect(cliente).toMatchObject({ tipo: 'cliente', empresaId: ana.empresaId, numero: CLIENTE.numero });
    expect(v.asiento[0]).toMatchObject({ persona_id: v.cliente_id, serie: 'F100', numero: '1' });
  });

  it('converts a dollar export at its rate, to a client abroad, without IGV', async () => {
    const v = await registrada(t, ana.token, {
      cliente: { tipo_documento: '0', numero: 'US5521', nombre: 'Global Imports LLC' },
      tipo_comprobante: '01',
      serie: 'F100',
      numero: '2',
      fecha_emision: hoy,
      moneda: 'USD',
      tipo_cambio: '3.750',
      lineas: [{ cuenta: '70111', importe: '500', afectacion: 'exportacion' }],
      total: '500',
      cuotas: [{ fecha: hoy, monto: '500' }],
    });
    ventas.exportacion = v;
    expect(v.asiento.map((l) => [l.cuenta, l.debe, l.haber, l.debe_me, l.haber_me])).toEqual([
      ['1212', '1875.00', '0.00', '500.00', '0.00'],
      ['70111', '0.00', '1875.00', '0.00', '500.00'],
    ]);
    expect(v).toMatchObject({ exportacion: '500.00', igv: '0.00', moneda: 'USD', tipo_cambio: '3.750' });
    expect(v.cuotas).toEqual([{ fecha: hoy, monto: '500.00' }]);
  });

  it('notes a day’s boletas as a range with CLIENTES VARIOS, and refuses a number inside it', async () => {
    const v = await registrada(t, ana.token, {
      tipo_comprobante: '03',
      serie: 'B100',
      numero: '1',
      numero_final: '50',
      fecha_emision: hoy,
      lineas: [{ cuenta: '70121', importe: '2000', afectacion: 'gravada' }],
      total: '2360',
    });
    ventas.boletas = v;
    expect(v).toMatchObject({ numero: '1', numero_final: '50', cliente_nombre: 'CLIENTES VARIOS' });
    expect(v.cliente_numero_documento).toBeNull();
    const r = await registrar(t, ana.token, {
      tipo_comprobante: '03',
      serie: 'B100',
      numero: '25',
      fecha_emision: hoy,
      lineas: [{ cuenta: '70121', importe: '10', afectacion: 'gravada' }],
      total: '11.80',
    });
    expect(mensaje(r)).toBe('Ya está registrado el comprobante de venta 03 B100-1 al 50');
  });

  it('reverses the asiento of a credit note and reduces the receivable of the factura it modifies', async () => {
    const v = await registrada(t, ana.token, {
      cliente: CLIENTE,
      tipo_comprobante: '07',
      serie: 'F100',
      numero: '3',
      fecha_emision: hoy,
      modifica: { tipo: '01', serie: 'F100', numero: '1', fecha: hoy },
      lineas: [{ cuenta: '70121', importe: '100', afectacion: 'gravada' }],
      total: '118',
    });
    ventas.nota = v;
    expect(v.cliente_id).toBe(ventas.factura?.cliente_id);
    expect(lados(v.asiento)).toEqual([
      ['1212', '0.00', '118.00'],
      ['70121', '100.00', '0.00'],
      ['40111', '18.00', '0.00'],
    ]);
    expect(v.asiento[0]).toMatchObject({ serie: 'F100', numero: '1' });
    expect(v).toMatchObject({ total: '-118.00', base_gravada: '-100.00', modifica_serie: 'F100' });
  });

  it('notes a document of an earlier month with state 8, and an adjustment of one with state 9', async () => {
    const tardia = await registrada(t, ana.token, {
      ...FACTURA,
      numero: '4',
      fecha_emision: anterior,
      periodo,
      lineas: [{ cuenta: '70121', importe: '50', afectacion: 'gravada' }],
      total: '59',
    });
    expect(tardia).toMatchObject({ periodo, estado_ple: '8' });
    const ajuste = await registrada(t, ana.token, {
      ...FACTURA,
      tipo_comprobante: '08',
      numero: '5',
      fecha_emision: anterior,
      periodo,
      ajuste: true,
      modifica: { tipo: '01', serie: 'F100', numero: '4', fecha: anterior },
      lineas: [{ cuenta: '70121', importe: '10', afectacion: 'gravada' }],
      total: '11.80',
    });
    expect(ajuste).toMatchObject({ periodo, estado_ple: '9' });
  });
});

describe('what a sale refuses', () => {
  const base = { ...FACTURA, numero: '500' };
  it.each<[string, Record<string, unknown>, string]>([
    ['a repeated document', { numero: '0001' }, 'Ya está registrado el comprobante de venta 01 F100-1'],
    [
      'a document emitted in invoicing',
      { serie: 'F001', numero: '1' },
      'El comprobante 01 F001-1 se emitió en facturación: llega al registro de ventas desde allí',
    ],
    [
      'a total that does not add up',
      { total: '1416.05' },
      'El total 1416.05 no coincide con la suma de bases, IGV y otros tributos (1416.00)',
    ],
    [
      'an IGV far from the rate',
      { igv: '200', total: '1400' },
      'El IGV 200.00 no corresponde al 18% de la base 1200.00 (216.00)',
    ],
    [
      'a purchase document',
      { tipo_comprobante: '02' },
      'Seleccione un tipo de comprobante de ventas (tabla 10)',
    ],
    ['a factura’s series of another type', { serie: 'B001' }, 'Serie: "B001" no es una serie del tipo 01'],
    [
      'a factura without RUC',
      { cliente: { tipo_documento: '1', numero: '46779354', nombre: 'Juan Pérez' } },
      'Factura: el cliente debe identificarse con su RUC',
    ],
    ['a wrong RUC', { cliente: { ...CLIENTE, numero: '20100070971' } }, 'Cliente: RUC no válido'],
    [
      'a document number the 14.1 cannot take',
      {
        cliente: { tipo_documento: '0', numero: 'US-5521', nombre: 'Global Imports LLC' },
        lineas: [{ cuenta: '70111', importe: '1416', afectacion: 'exportacion' }],
      },
      'Número de documento del cliente: debe tener hasta 15 letras o dígitos',
    ],
    [
      'a date in the future',
      { fecha_emision: '2999-01-01' },
      'La fecha de emisión no puede ser posterior a hoy',
    ],
    [
      'a period before the document',
      { periodo: periodoAnterior },
      'El periodo no puede ser anterior al mes de emisión del comprobante',
    ],
    [
      'an adjustment in the document’s own month',
      { ajuste: true },
      'Un ajuste (estado 9) se anota en un periodo posterior al mes de emisión del comprobante',
    ],
    [
      'dollars without rate',
      { moneda: 'USD' },
      'Indique el tipo de cambio del comprobante en dólares (hasta 3 decimales)',
    ],
    [
      'an expense account',
      { lineas: [{ cuenta: '6011', importe: '1200', afectacion: 'gravada' }] },
      'Línea 1: la cuenta 6011 no es de ingresos por ventas (70 o 75)',
    ],
    [
      'an account with sub-accounts',
      { lineas: [{ cuenta: '7012', importe: '1200', afectacion: 'gravada' }] },
      'Línea 1: la cuenta 7012 tiene subcuentas: elija una cuenta de último nivel',
    ],
    [
      'an account the company does not have',
      { lineas: [{ cuenta: '70999', importe: '1200', afectacion: 'gravada' }] },
      'Línea 1: la cuenta 70999 no existe en el plan de cuentas de la empresa',
    ],
    [
      'a credit note without the document it modifies',
      { tipo_comprobante: '07' },
      'Indique el comprobante que modifica la nota: tipo, serie, número y fecha',
    ],
    [
      'a range on a factura',
      { numero_final: '510' },
      'El número final solo se usa en resúmenes de boletas, tickets y documentos de bancos (tipos 00, 03, 12, 13 y 87)',
    ],
    [
      'a boleta of S/ 700 or more without its buyer',
      { tipo_comprobante: '03', serie: 'B100', numero: '90', cliente: null },
      'Una boleta de S/ 700 o más identifica al cliente',
    ],
    [
      'instalments that do not add up',
      { cuotas: [{ fecha: hoy, monto: '100' }] },
      'Las cuotas suman 100.00: deben sumar el importe por cobrar 1416.00',
    ],
  ])('refuses %s in Spanish, writing nothing', async (_caso, cambio, esperado) => {
    const antes = [(await operaciones()).length, (await personas()).length];
    const nuevo = { ...CLIENTE, numero: '20601234565', nombre: 'Nuevo cliente S.A.C.' };
    const r = await registrar(t, ana.token, { ...base, cliente: nuevo, ...cambio });
    expect(mensaje(r)).toBe(esperado);
    expect([(await operaciones()).length, (await personas()).length]).toEqual(antes);
  });

  it('lets only one of two simultaneous saves of the same document through', async () => {
    const documento = { ...base, numero: '900' };
    const respuestas = await Promise.all([
      registrar(t, ana.token, documento),
      registrar(t, ana.token, documento),
    ]);
    expect(respuestas.filter((r) => r.data).length).toBe(1);
    expect(respuestas.map(mensaje).filter(Boolean)).toEqual([
      'Ya está registrado el comprobante de venta 01 F100-900',
    ]);
    const id = respuestas.find((r) => r.data)?.data?.registrarVenta.id;
    expect((await t.gql(ANULAR, { id }, { token: ana.token })).errors).toBeUndefined();
  });

  it("keeps every company's sales to itself and needs the Ventas permission", async () => {
    const id = ventas.factura?.id ?? '';
    expect(codigo(await t.gql(CONSULTAR, { id }, { token: beto.token }))).toBe('FORBIDDEN');
    expect(codigo(await t.gql(ANULAR, { id }, { token: beto.token }))).toBe('FORBIDDEN');
    const ajena = { ...base, cliente: null, cliente_id: ventas.factura?.cliente_id };
    expect(codigo(await registrar(t, beto.token, ajena))).toBe('FORBIDDEN');
    expect(codigo(await registrar(t, facturador.token, base))).toBe('FORBIDDEN');
    expect(codigo(await t.gql(PREVISUALIZAR, { i: base }, { token: facturador.token }))).toBe('FORBIDDEN');
    const r = await t.gql<{ registroVentas: { filas: unknown[] } }>(
      REGISTRO,
      { p: periodo },
      { token: beto.token },
    );
    expect(r.data?.registroVentas.filas).toEqual([]);
  });
});

describe('the registro de ventas and its PLE', () => {
  type Fila = Record<string, string | boolean | null>;
  const registro = async () => {
    const r = await t.gql<{ registroVentas: { filas: Fila[]; totales: Fila } }>(
      REGISTRO,
      { p: periodo },
      { token: ana.token },
    );
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.registroVentas;
  };
  const COLUMNAS = [
    'exportacion',
    'base_gravada',
    'igv',
    'exonerada',
    'inafecta',
    'isc',
    'icbper',
    'otros',
    'total',
  ];

  it('lists invoicing’s documents and the ones registered here, in soles, with totals that are their sum', async () => {
    const { filas, totales } = await registro();
    expect(filas.map((f) => [`${f.serie}-${f.numero}`, f.de_facturacion])).toEqual([
      ['F001-1', true],
      ['B001-1', true],
      ['F100-1', false],
      ['F100-2', false],
      ['B100-1', false],
      ['F100-3', false],
      ['F100-4', false],
      ['F100-5', false],
    ]);
    expect(filas[3]).toMatchObject({ exportacion: '1875.00', total: '1875.00', total_documento: '500.00' });
    expect(filas[4]).toMatchObject({ numero_final: '50', cliente_numero_documento: null });
    for (const c of COLUMNAS)
      expect(totales[c], c).toBe(filas.reduce((s, f) => s.plus(String(f[c])), new Decimal(0)).toFixed(2));
    // Invoicing's 118 + 31, then 1416 + 1875 + 2360 − 118 + 59 + 11.80 registered here.
    expect(totales).toMatchObject({ exportacion: '1875.00', total: '5752.80' });
    const deFacturacion = filas
      .filter((f) => f.de_facturacion)
      .reduce((s, f) => s.plus(String(f.total)), new Decimal(0));
    expect(deFacturacion.toFixed(2)).toBe('149.00');
  });

  it('writes every sale of the period into the PLE 14.1, which its checker passes', async () => {
    const r = await t.gql<{ generarPle: ArchivoPle }>(
      GENERAR,
      { libro: '140100', periodo },
      { token: ana.token },
    );
    const ple = r.data?.generarPle;
    expect(ple?.hallazgos).toEqual([]);
    expect(ple).toMatchObject({ valido: true, lineas: (await registro()).filas.length });
    const lineas = Buffer.from(ple?.archivo.base64 ?? '', 'base64')
      .toString('latin1')
      .split('\r\n');
    const rango = lineas.find((l) => l.split('|')[6] === 'B100');
    expect(rango?.split('|').slice(5, 9)).toEqual(['03', 'B100', '1', '50']);
    const tardia = lineas.find((l) => l.split('|')[7] === '4');
    expect(tardia?.split('|')[0]).toBe(`${periodoAnterior}00`);
    expect(tardia?.split('|')[34]).toBe('8');
  });

  it('voids a sale registered here, once; invoicing’s documents are voided in invoicing', async () => {
    const id = ventas.boletas?.id ?? '';
    const r = await t.gql<{ anularVenta: { anulada: boolean } }>(ANULAR, { id }, { token: ana.token });
    expect(r.data?.anularVenta.anulada).toBe(true);
    expect((await registro()).filas.map((f) => f.serie)).not.toContain('B100');
    expect(mensaje(await t.gql(ANULAR, { id }, { token: ana.token }))).toBe('La venta ya está anulada');
    const emitida = (await registro()).filas.find((f) => f.de_facturacion);
    expect(mensaje(await t.gql(ANULAR, { id: emitida?.id }, { token: ana.token }))).toBe(
      'Este comprobante se emitió en facturación: anúlelo allí con una comunicación de baja o una nota de crédito',
    );
    // Voided, its numbers are free again.
    const otra = await registrar(t, ana.token, {
      tipo_comprobante: '03',
      serie: 'B100',
      numero: '25',
      fecha_emision: hoy,
      lineas: [{ cuenta: '70121', importe: '10', afectacion: 'gravada' }],
      total: '11.80',
    });
    expect(otra.errors).toBeUndefined();
  });
});
