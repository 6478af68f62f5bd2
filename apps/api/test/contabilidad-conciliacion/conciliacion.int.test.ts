import { schema } from '@kipu/db';
import { verificarArchivoPle } from '@kipu/peru/ple/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoyEnLima } from '../../src/shared/fecha-lima.ts';
import {
  codigo,
  type Escenario,
  esperarProhibido,
  mensaje,
  prepararEscenario,
} from '../contabilidad/escenario-maestros.ts';
import { registrada as compraRegistrada, PROVEEDOR } from '../contabilidad-compras/compras-de-prueba.ts';
import { cuentasFinancieras, documento, pagado } from '../contabilidad-pagos/pagos-de-prueba.ts';
import { CLIENTE, registrada as ventaRegistrada } from '../contabilidad-ventas/ventas-de-prueba.ts';
import { filasDeExcel } from '../helpers/excel.ts';
import { type ArchivoPle, GENERAR } from '../ple/datos-ple.ts';
import {
  ASIENTO,
  AUTOMATICO,
  archivoCsv,
  CONSULTAR,
  type Conciliacion,
  conciliacion,
  DESHACER,
  ELIMINAR,
  EXCEL_BANCOS,
  formas,
  IMPORTAR,
  LIBRO_BANCOS,
  LIBRO_CAJA,
  MANUAL,
  PREVISUALIZAR,
  REABRIR,
  SALDO,
  VALIDAR,
} from './conciliacion-de-prueba.ts';

const hoy = hoyEnLima();
const periodo = hoy.slice(0, 7).replace('-', '');
const primero = `${hoy.slice(0, 8)}01`;
const dmy = (f: string) => f.split('-').reverse().join('/');
const OTRO = { tipo_documento: '6', numero: '20131312955', nombre: 'Servicios Generales S.A.' };
const ASIENTO_VARIO = `mutation($i: RegistrarAsientoVarioInput!) { registrarAsientoVario(input: $i) { id } }`;

/** The BCP statement: the capital deposit, the collection, cheque 000123 cashed and the month's commission. */
const EXTRACTO = [
  'BANCO DE CREDITO DEL PERU;;;;;',
  'Cuenta corriente soles;193-1234567-0-12;;;;',
  'Fecha;Descripción;N° operación;Cargo;Abono;Saldo',
  `${dmy(primero)};DEPOSITO EN EFECTIVO;;;5,000.00;5,000.00`,
  `${dmy(primero)};ABONO TRANSFERENCIA SUPERMERCADOS;;;1,416.00;6,416.00`,
  `${dmy(primero)};CHEQUE PAGADO;000123;1,180.00;;5,236.00`,
  `${dmy(hoy)};COMISION MANTENIMIENTO;;15.00;;5,221.00`,
].join('\r\n');

let e: Escenario;
let cuentas: Awaited<ReturnType<typeof cuentasFinancieras>>;
let mes: Conciliacion;

const importar = (texto: string, cambios: Record<string, unknown> = {}) => ({
  cuenta_financiera_id: cuentas.bcp,
  periodo,
  ...archivoCsv(texto),
  ...cambios,
});
const ana = (documento: string, variables: Record<string, unknown>) =>
  conciliacion(e.t, e.ana, documento, variables);
const linea = (c: Conciliacion, descripcion: string) => {
  const l = c.extracto.find((x) => x.descripcion === descripcion);
  if (!l) throw new Error(`No está la línea ${descripcion}`);
  return l;
};
const filasGuardadas = async () => (await e.t.deps.db.select().from(schema.conciliacionExtracto)).length;

async function generar(libro: string): Promise<ArchivoPle> {
  const r = await e.t.gql<{ generarPle: ArchivoPle }>(GENERAR, { libro, periodo }, { token: e.ana });
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.generarPle;
}

beforeAll(async () => {
  e = await prepararEscenario();
  cuentas = await cuentasFinancieras(e.t, e.ana, e.empresaAna);
  // The owners' contribution: S/ 300 in the cash box and S/ 5,000 deposited in the bank.
  const aporte = await e.t.gql(
    ASIENTO_VARIO,
    {
      i: {
        fecha: primero,
        glosa: 'Aporte de capital',
        lineas: [
          { cuenta: '101', debe: '300' },
          { cuenta: '1041', debe: '5000' },
          { cuenta: '5011', haber: '5300' },
        ],
      },
    },
    { token: e.ana },
  );
  if (!aporte.data) throw new Error(JSON.stringify(aporte.errors));
  const factura = (numero: string, proveedor: object, base: string, total: string) => ({
    proveedor,
    tipo_comprobante: '01',
    serie: 'F001',
    numero,
    fecha_emision: primero,
    lineas: [{ cuenta: '6011', base, destino_igv: 'gravada' }],
    total,
  });
  await compraRegistrada(e.t, e.ana, factura('1', PROVEEDOR, '1000', '1180.00'));
  await compraRegistrada(e.t, e.ana, factura('2', OTRO, '500', '590.00'));
  await ventaRegistrada(e.t, e.ana, {
    cliente: CLIENTE,
    tipo_comprobante: '01',
    serie: 'F100',
    numero: '1',
    fecha_emision: primero,
    lineas: [
      { cuenta: '70121', importe: '1000', afectacion: 'gravada' },
      { cuenta: '70321', importe: '200', afectacion: 'gravada' },
    ],
    total: '1416.00',
  });
  const pago = async (
    tipo: 'cobrar' | 'pagar',
    numero: string,
    fecha: string,
    operacion: string,
    medio: string,
  ) => {
    const d = await documento(e.t, e.ana, tipo, numero);
    await pagado(e.t, e.ana, tipo, {
      fecha,
      cuenta_financiera_id: cuentas.bcp,
      medio_pago: medio,
      numero_operacion: operacion,
      documentos: [{ documento_id: d?.id, monto: d?.saldo }],
    });
  };
  await pago('pagar', 'F001-1', primero, '000123', '007');
  await pago('pagar', 'F001-2', hoy, '000456', '007');
  await pago('cobrar', 'F100-1', primero, 'TR-9981', '003');
});
afterAll(() => e.t.cerrar());

describe('importing the statement', () => {
  it('reports every wrong row in Spanish and writes nothing', async () => {
    const malo = [
      'Fecha;Descripción;N° operación;Cargo;Abono;Saldo',
      `${dmy(primero)};DEPOSITO;;;100.00;`,
      `31/02/2020;FECHA MALA;;10.00;;`,
      `${dmy(primero)};AMBOS;;10.00;10.00;`,
      `${dmy(primero)};;;;5.00;`,
    ].join('\n');
    const r = await e.t.gql(IMPORTAR, { i: importar(malo, { saldo_inicial: '0' }) }, { token: e.ana });
    expect(codigo(r)).toBe('BAD_USER_INPUT');
    expect(mensaje(r)).toBe(
      'El extracto tiene 3 filas con errores y no se guardó nada: fila 2: la fecha "31/02/2020" no es válida (DD/MM/AAAA); fila 3: tiene cargo y abono a la vez: cada fila es un solo movimiento; fila 4: falta la descripción',
    );
    expect(await e.t.deps.db.select().from(schema.conciliaciones)).toHaveLength(0);
    expect(await filasGuardadas()).toBe(0);
  });

  it('refuses a cash box, a file that is not a statement and a statement without balances nor opening balance', async () => {
    const caja = await e.t.gql(
      IMPORTAR,
      { i: importar(EXTRACTO, { cuenta_financiera_id: cuentas.caja }) },
      { token: e.ana },
    );
    expect(mensaje(caja)).toBe('La cuenta CAJA es una caja: la conciliación bancaria es de cuentas de banco');
    const pdf = await e.t.gql(
      IMPORTAR,
      { i: { ...importar(EXTRACTO), nombre_archivo: 'extracto.pdf' } },
      { token: e.ana },
    );
    expect(mensaje(pdf)).toBe('El extracto debe ser un libro de Excel (.xlsx) o un archivo CSV');
    const sinSaldos = `Fecha,Concepto,Monto\n${dmy(primero)},DEPOSITO,100.00`;
    const r = await e.t.gql(IMPORTAR, { i: importar(sinSaldos) }, { token: e.ana });
    expect(mensaje(r)).toBe('El extracto no trae saldos: indique el saldo inicial del mes');
    expect(await filasGuardadas()).toBe(0);
  });

  it('previews the file: header found under the title rows, columns recognised, balances', async () => {
    const r = await e.t.gql<{ previsualizarExtracto: Record<string, unknown> }>(
      PREVISUALIZAR,
      { i: importar(EXTRACTO) },
      { token: e.ana },
    );
    expect(r.data?.previsualizarExtracto).toMatchObject({
      columnas: {
        fecha: 1,
        descripcion: 2,
        numero_operacion: 3,
        cargo: 4,
        abono: 5,
        saldo: 6,
        importe: null,
      },
      errores: [],
      saldo_inicial: '0.00',
      saldo_final: '5221.00',
    });
    expect(await filasGuardadas()).toBe(0);
  });

  it('stores the lines with the balances; the ledger side lists the month’s 10x movements', async () => {
    mes = await ana(IMPORTAR, { i: importar(EXTRACTO) });
    expect(mes).toMatchObject({ saldo_inicial: '0.00', saldo_final: '5221.00', validada: false });
    expect(mes.extracto.map((l) => l.importe)).toEqual(['5000.00', '1416.00', '-1180.00', '-15.00']);
    expect(mes.movimientos.map((m) => [m.importe, m.numero_operacion]).sort()).toEqual(
      [
        ['-1180.00', '000123'],
        ['-590.00', '000456'],
        ['1416.00', 'TR-9981'],
        ['5000.00', null],
      ].sort(),
    );
    expect(mes.resumen).toMatchObject({
      saldo_libros: '4646.00',
      saldo_extracto: '5221.00',
      diferencia: '0.00',
    });
  });
});

describe('matching', () => {
  it('matches automatically by number and by nearby date; the uncashed cheque and the commission are left', async () => {
    mes = await ana(AUTOMATICO, { id: mes.id });
    expect(formas(mes)).toEqual([
      ['DEPOSITO EN EFECTIVO', '5000.00', 'automatica'],
      ['ABONO TRANSFERENCIA SUPERMERCADOS', '1416.00', 'automatica'],
      ['CHEQUE PAGADO', '-1180.00', 'automatica'],
      ['COMISION MANTENIMIENTO', '-15.00', null],
    ]);
    expect(linea(mes, 'CHEQUE PAGADO').movimiento?.numero_operacion).toBe('000123');
    expect(mes.movimientos.filter((m) => !m.extracto_linea_id).map((m) => m.numero_operacion)).toEqual([
      '000456',
    ]);
    expect(mes.resumen).toEqual({
      saldo_libros: '4646.00',
      saldo_extracto: '5221.00',
      depositos_en_transito: '0.00',
      cheques_no_cobrados: '590.00',
      cargos_no_registrados: '15.00',
      abonos_no_registrados: '0.00',
      saldo_libros_conciliado: '4631.00',
      saldo_extracto_conciliado: '4631.00',
      diferencia: '0.00',
      conciliado: true,
    });
  });

  it('unmatches and matches by hand, refusing a movement of another amount or already matched', async () => {
    const cheque = linea(mes, 'CHEQUE PAGADO');
    mes = await ana(DESHACER, { e: cheque.id });
    expect(linea(mes, 'CHEQUE PAGADO').movimiento).toBeNull();
    expect(mes.resumen.cheques_no_cobrados).toBe('1770.00');
    const otro = mes.movimientos.find((m) => m.numero_operacion === '000456');
    const r = await e.t.gql(MANUAL, { e: cheque.id, a: otro?.id }, { token: e.ana });
    expect(mensaje(r)).toBe(
      'El movimiento del extracto (-1180.00) y el del libro (-590.00) no tienen el mismo importe',
    );
    const deposito = linea(mes, 'DEPOSITO EN EFECTIVO').movimiento;
    const r2 = await e.t.gql(MANUAL, { e: cheque.id, a: deposito?.id }, { token: e.ana });
    expect(mensaje(r2)).toBe(`El movimiento ${deposito?.cuo} ya está conciliado`);
    const suyo = mes.movimientos.find((m) => m.numero_operacion === '000123');
    mes = await ana(MANUAL, { e: cheque.id, a: suyo?.id });
    expect(linea(mes, 'CHEQUE PAGADO')).toMatchObject({ forma: 'manual', movimiento: { id: suyo?.id } });
    expect(mes.resumen.cheques_no_cobrados).toBe('590.00');
  });

  it('posts the commission as an asiento vario against 1041 and matches it at once', async () => {
    const comision = linea(mes, 'COMISION MANTENIMIENTO');
    const r = await e.t.gql(
      ASIENTO,
      { i: { extracto_linea_id: comision.id, cuenta: '1041' } },
      { token: e.ana },
    );
    expect(mensaje(r)).toBe(
      'La contrapartida no puede ser otra cuenta de efectivo: use una cuenta de gasto o ingreso',
    );
    mes = await ana(ASIENTO, { i: { extracto_linea_id: comision.id, cuenta: '6391' } });
    const hecho = linea(mes, 'COMISION MANTENIMIENTO');
    expect(hecho).toMatchObject({
      forma: 'asiento',
      movimiento: { importe: '-15.00', libro: '050100', fecha: hoy },
    });
    const lineas = await e.t.deps.db
      .select({
        cuenta: schema.asientoLineas.cuenta,
        debe: schema.asientoLineas.debe,
        haber: schema.asientoLineas.haber,
      })
      .from(schema.asientoLineas)
      .innerJoin(schema.operaciones, eq(schema.operaciones.id, schema.asientoLineas.operacionId))
      .where(eq(schema.operaciones.glosa, 'COMISION MANTENIMIENTO'));
    expect(lineas.map((l) => [l.cuenta, l.debe, l.haber])).toEqual([
      ['6391', '15.00', '0.00'],
      ['1041', '0.00', '15.00'],
    ]);
    expect(mes.resumen).toMatchObject({
      saldo_libros: '4631.00',
      cargos_no_registrados: '0.00',
      cheques_no_cobrados: '590.00',
      diferencia: '0.00',
    });
    const otra = await e.t.gql(
      ASIENTO,
      { i: { extracto_linea_id: comision.id, cuenta: '6391' } },
      { token: e.ana },
    );
    expect(mensaje(otra)).toBe('La fila 4 del extracto ya está conciliada');
  });
});

describe('the opening balance and validation', () => {
  it('leaves a difference when the statement’s opening balance disagrees, and refuses to validate it', async () => {
    mes = await ana(SALDO, { id: mes.id, s: '100' });
    expect(mes).toMatchObject({ saldo_inicial: '100.00', saldo_final: '5321.00' });
    expect(mes.resumen).toMatchObject({ diferencia: '-100.00', conciliado: false });
    const r = await e.t.gql(VALIDAR, { id: mes.id }, { token: e.ana });
    expect(mensaje(r)).toBe('La conciliación tiene una diferencia de -100.00: explíquela antes de validarla');
    mes = await ana(SALDO, { id: mes.id, s: '0' });
    expect(mes.resumen.diferencia).toBe('0.00');
  });

  it('locks the validated month until it is reopened', async () => {
    mes = await ana(VALIDAR, { id: mes.id });
    expect(mes.validada).toBe(true);
    const cerrado = `La conciliación de ${periodo.slice(4)}/${periodo.slice(0, 4)} está validada: reábrala para modificarla`;
    const cheque = linea(mes, 'CHEQUE PAGADO');
    for (const [op, vars] of [
      [DESHACER, { e: cheque.id }],
      [AUTOMATICO, { id: mes.id }],
      [ELIMINAR, { id: mes.id, ids: [cheque.id] }],
      [IMPORTAR, { i: importar(EXTRACTO) }],
    ] as const) {
      const r = await e.t.gql(op, vars, { token: e.ana });
      expect(mensaje(r), op).toBe(cerrado);
    }
    mes = await ana(REABRIR, { id: mes.id });
    expect(mes.validada).toBe(false);
    const sinComision = await ana(ELIMINAR, { id: mes.id, ids: [linea(mes, 'COMISION MANTENIMIENTO').id] });
    expect(sinComision).toMatchObject({ saldo_final: '5236.00' });
    expect(sinComision.resumen).toMatchObject({
      depositos_en_transito: '0.00',
      cheques_no_cobrados: '605.00',
    });
    mes = await ana(IMPORTAR, { i: importar(EXTRACTO) });
    expect(mes.extracto.every((l) => l.forma === null)).toBe(true);
  });
});

describe('tenancy and permission', () => {
  it('answers FORBIDDEN for another company’s account, month and lines, and without the permission', async () => {
    const l = mes.extracto[0]?.id;
    await esperarProhibido(e.t, e.beto, [
      [CONSULTAR, { c: cuentas.bcp, p: periodo }],
      [AUTOMATICO, { id: mes.id }],
      [DESHACER, { e: l }],
      [ASIENTO, { i: { extracto_linea_id: l, cuenta: '6391' } }],
      [VALIDAR, { id: mes.id }],
      [IMPORTAR, { i: importar(EXTRACTO) }],
      [LIBRO_BANCOS, { p: periodo, c: cuentas.bcp }],
    ]);
    await esperarProhibido(e.t, e.facturador, [
      [IMPORTAR, { i: importar(EXTRACTO) }],
      [AUTOMATICO, { id: mes.id }],
    ]);
    const propio = await ana(CONSULTAR, { c: cuentas.bcp, p: periodo });
    expect(propio.extracto).toHaveLength(4);
  });
});

describe('caja y bancos books', () => {
  it('writes 1.1 and 1.2 from the cash and bank movements, each passing the checker', async () => {
    const bancos = await generar('010200');
    expect(bancos).toMatchObject({ lineas: 5, valido: true, hallazgos: [] });
    const texto = Buffer.from(bancos.archivo.base64, 'base64').toString('latin1');
    expect(bancos.archivo.nombre).toBe(`LE20601234565${periodo}00010200001111.TXT`);
    const cheque = texto.split('\r\n').find((l) => l.includes('|000123|'));
    expect(cheque?.split('|').slice(3, 14)).toEqual([
      '02',
      '193-1234567-0-12',
      dmy(primero),
      '007',
      expect.stringContaining('Pago 01 F001-1'),
      '6',
      PROVEEDOR.numero,
      PROVEEDOR.nombre.toUpperCase(),
      '000123',
      '0.00',
      '1180.00',
    ]);
    expect(texto).toContain('|999|COMISION MANTENIMIENTO|-|-|VARIOS|');
    expect((await verificarArchivoPle(bancos.archivo.nombre, texto)).hallazgos).toEqual([]);
    const caja = await generar('010100');
    expect(caja).toMatchObject({ lineas: 1, valido: true, hallazgos: [] });
    expect(Buffer.from(caja.archivo.base64, 'base64').toString('latin1')).toContain('|101|||PEN|00|');
  });

  it('shows the bank and cash books with the running balance, and the bank book as Excel', async () => {
    const r = await e.t.gql<{ lFbancos: { mayor: { movimientos: unknown[]; saldo_final: string } } }>(
      LIBRO_BANCOS,
      { p: periodo, c: cuentas.bcp },
      { token: e.ana },
    );
    expect(r.data?.lFbancos).toMatchObject({
      banco: '02',
      numero_cuenta: '193-1234567-0-12',
      moneda: 'PEN',
      mayor: {
        cuenta: '1041',
        saldo_inicial: '0.00',
        total_debe: '6416.00',
        total_haber: '1785.00',
        saldo_final: '4631.00',
      },
    });
    expect(r.data?.lFbancos.mayor.movimientos).toHaveLength(5);
    const caja = await e.t.gql(LIBRO_CAJA, { p: periodo, c: cuentas.caja }, { token: e.ana });
    expect(caja.data).toEqual({ lFcaja: { mayor: { saldo_final: '300.00' } } });
    const mal = await e.t.gql(LIBRO_CAJA, { p: periodo, c: cuentas.bcp }, { token: e.ana });
    expect(mensaje(mal)).toBe('La cuenta BCP-S no es una cuenta de caja');
    const x = await e.t.gql<{ excelLFbancos: { nombre: string; base64: string } }>(
      EXCEL_BANCOS,
      { p: periodo, c: cuentas.bcp },
      { token: e.ana },
    );
    const filas = await filasDeExcel(x.data?.excelLFbancos.base64 ?? '');
    expect(filas.at(-1)?.slice(4)).toEqual(['Totales', '6416', '1785', '4631']);
  });
});
