import { schema } from '@kipu/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoyEnLima } from '../../src/shared/fecha-lima.ts';
import {
  codigo,
  type Escenario,
  esperarProhibido,
  hojaExportada,
  mensaje,
  prepararEscenario,
} from '../contabilidad/escenario-maestros.ts';
import {
  ANULAR as ANULAR_COMPRA,
  CONSULTAR,
  PROVEEDOR,
  registrada,
} from '../contabilidad-compras/compras-de-prueba.ts';
import { marcarPeriodoCerrado } from '../helpers/periodo-cerrado.ts';
import {
  ANULAR_PAGO,
  CONTAR,
  CUOTAS,
  cuentasFinancieras,
  documento,
  EXCEL,
  lineas,
  masDias,
  PAGAR,
  PAGO_POR_ID,
  PAGOS_DE,
  type Pago,
  PENDIENTES,
  POR_PERSONA,
  pagado,
  pagar,
  pendientes,
} from './pagos-de-prueba.ts';

const l = schema.asientoLineas;
let e: Escenario;
let cuentas: Awaited<ReturnType<typeof cuentasFinancieras>>;
const hoy = hoyEnLima();
const OTRO = { tipo_documento: '6', numero: '20131312955', nombre: 'Servicios Generales S.A.' };

const factura = (numero: string, cambios: Record<string, unknown> = {}) => ({
  proveedor: PROVEEDOR,
  tipo_comprobante: '01',
  serie: 'F001',
  numero,
  fecha_emision: hoy,
  lineas: [{ cuenta: '6011', base: '1000', destino_igv: 'gravada' }],
  total: '1180.00',
  ...cambios,
});

const operaciones = async () =>
  (
    await e.t.deps.db
      .select()
      .from(schema.operaciones)
      .where(and(eq(schema.operaciones.empresaId, e.empresaAna), isNull(schema.operaciones.deletedAt)))
  ).length;

const pago = (
  documentos: { documento_id: string; monto?: string }[],
  cambios: Record<string, unknown> = {},
) => ({
  fecha: hoy,
  cuenta_financiera_id: cuentas.bcp,
  medio_pago: '003',
  numero_operacion: '000123',
  documentos,
  ...cambios,
});

beforeAll(async () => {
  e = await prepararEscenario();
  cuentas = await cuentasFinancieras(e.t, e.ana, e.empresaAna);
  await registrada(e.t, e.ana, factura('1', { fecha_vencimiento: masDias(hoy, 30) }));
  await registrada(
    e.t,
    e.ana,
    factura('2', {
      proveedor: OTRO,
      lineas: [{ cuenta: '6011', base: '500', destino_igv: 'gravada' }],
      total: '590.00',
    }),
  );
  await registrada(
    e.t,
    e.ana,
    factura('3', {
      lineas: [{ cuenta: '6011', base: '847.46', destino_igv: 'gravada' }],
      total: '1000.00',
      moneda: 'USD',
      tipo_cambio: '3.700',
    }),
  );
});
afterAll(() => e.t.cerrar());

describe('pending payables', () => {
  it('lists each purchase with its balance, in its currency and in soles, with totals and aging', async () => {
    const p = await pendientes(e.t, e.ana, 'pagar');
    expect(p.total).toBe(3);
    expect(p.fecha_corte).toBe(hoy);
    const f1 = p.filas.find((d) => d.documento === '01 F001-1');
    expect(f1).toMatchObject({
      cuenta: '4212',
      moneda: 'PEN',
      importe: '1180.00',
      saldo: '1180.00',
      pagado: '0.00',
    });
    expect(f1?.dias_vencido).toBe(-30);
    const usd = p.filas.find((d) => d.documento === '01 F001-3');
    expect(usd).toMatchObject({
      moneda: 'USD',
      importe: '1000.00',
      saldo: '1000.00',
      saldo_soles: '3700.00',
    });
    expect(p.totales).toMatchObject({ saldo_soles: '5470.00', saldo_pen: '1770.00', saldo_usd: '1000.00' });
    expect(p.totales.antiguedad.no_vencido).toBe('5470.00');
    // The receivables of the same company are another list.
    expect((await pendientes(e.t, e.ana, 'cobrar')).total).toBe(0);
  });

  it('filters by person, currency, text and emission dates, and ages at a cut-off date', async () => {
    const { filas } = await pendientes(e.t, e.ana, 'pagar', { b: 'servicios generales' });
    expect(filas.map((d) => d.documento)).toEqual(['01 F001-2']);
    const persona = filas[0]?.persona_id;
    expect((await pendientes(e.t, e.ana, 'pagar', { p: persona })).total).toBe(1);
    expect((await pendientes(e.t, e.ana, 'pagar', { m: 'USD' })).filas.map((d) => d.documento)).toEqual([
      '01 F001-3',
    ]);
    expect((await pendientes(e.t, e.ana, 'pagar', { d: masDias(hoy, 1) })).total).toBe(0);
    const r = await e.t.gql<{ countCxPx: number }>(CONTAR, { t: 'pagar', b: 'F001-1' }, { token: e.ana });
    expect(r.data?.countCxPx).toBe(1);
    // 75 days on: F001-1 (due in 30 days) is 45 days late, the others (due today) 75.
    const tarde = await pendientes(e.t, e.ana, 'pagar', { c: masDias(hoy, 75) });
    expect(tarde.totales.antiguedad).toEqual({
      no_vencido: '0.00',
      d1_30: '0.00',
      d31_60: '1180.00',
      d61_90: '4290.00',
      mas_90: '0.00',
    });
    const porPersona = await e.t.gql<{
      cuentasByParamCxPx: { persona_numero: string; documentos: number; saldo_soles: string }[];
    }>(POR_PERSONA, { t: 'pagar' }, { token: e.ana });
    expect(
      porPersona.data?.cuentasByParamCxPx.map((x) => [x.persona_numero, x.documentos, x.saldo_soles]).sort(),
    ).toEqual([
      ['20100070970', 2, '4880.00'],
      ['20131312955', 1, '590.00'],
    ]);
    const mal = await e.t.gql(PENDIENTES, { t: 'pagar', c: '31/12/2026' }, { token: e.ana });
    expect(mensaje(mal)).toBe('La fecha de corte no es válida');
  });

  it('exports the pending list to Excel with the list’s filter', async () => {
    const r = await e.t.gql<{ excelByCxPx: { nombre: string; base64: string } }>(
      EXCEL,
      { t: 'pagar', b: 'F001-1' },
      { token: e.ana },
    );
    const { cabecera, filas } = await hojaExportada(
      r,
      'excelByCxPx',
      'cuentas-por-pagar',
      `Cuentas por pagar al ${hoy.split('-').reverse().join('-')}`,
    );
    expect(cabecera.slice(0, 4)).toEqual(['N° documento identidad', 'Razón social', 'Cuenta', 'Documento']);
    expect(filas).toHaveLength(1);
    expect(filas[0]?.[3]).toBe('01 F001-1');
    expect(filas[0]?.[10]).toBe('1180');
  });
});

describe('paying documents', () => {
  let parcial: Pago;

  it('pays part of a document from the bank: cargo 4212 / abono 1041 in book 1.2, the balance goes down', async () => {
    const f1 = await documento(e.t, e.ana, 'pagar', 'F001-1');
    parcial = await pagado(e.t, e.ana, 'pagar', pago([{ documento_id: f1?.id ?? '', monto: '400' }]));
    expect(parcial).toMatchObject({
      libro: '010200',
      importe: '400.00',
      medio_pago: '003',
      numero_operacion: '000123',
    });
    expect(parcial.cuo).toMatch(new RegExp(`^0102${hoy.slice(0, 7).replace('-', '')}0+1$`));
    expect(lineas(parcial)).toEqual([
      ['4212', '400.00', '0.00', '0.00', '0.00'],
      ['1041', '0.00', '400.00', '0.00', '0.00'],
    ]);
    expect(parcial.asiento[0]).toMatchObject({ numero: '1', persona_id: f1?.persona_id });
    expect(await documento(e.t, e.ana, 'pagar', 'F001-1')).toMatchObject({
      saldo: '780.00',
      pagado: '400.00',
    });
  });

  it('refuses paying more than the balance, in Spanish, and writes nothing', async () => {
    const antes = await operaciones();
    const f1 = await documento(e.t, e.ana, 'pagar', 'F001-1');
    const r = await pagar(e.t, e.ana, 'pagar', pago([{ documento_id: f1?.id ?? '', monto: '780.01' }]));
    expect(codigo(r)).toBe('BAD_USER_INPUT');
    expect(mensaje(r)).toBe('01 F001-1: el monto 780.01 excede el saldo pendiente 780.00');
    const casos: [Record<string, unknown>, string][] = [
      [{ fecha: masDias(hoy, 1) }, 'La fecha del pago no puede ser posterior a hoy'],
      [{ fecha: masDias(hoy, -1) }, `01 F001-1: la fecha del pago es anterior a la emisión (${hoy})`],
      [{ medio_pago: '555' }, 'Seleccione el medio de pago (catálogo 59)'],
      [
        { cuenta_financiera_id: cuentas.dolares },
        'La cuenta BCP DOLARES es en dólares: los documentos en soles se pagan con una cuenta en soles',
      ],
      [{ documentos: [] }, 'Seleccione al menos un documento'],
      [
        { documentos: [{ documento_id: f1?.id, monto: '-3' }] },
        'Documento 1: el monto debe ser mayor que cero con hasta 2 decimales',
      ],
      [{ tipo_cambio: 'abc' }, 'El tipo de cambio debe ser un número mayor que cero con hasta 3 decimales'],
    ];
    for (const [cambio, texto] of casos) {
      const x = await pagar(e.t, e.ana, 'pagar', pago([{ documento_id: f1?.id ?? '', monto: '10' }], cambio));
      expect(mensaje(x), texto).toBe(texto);
    }
    const usd = await documento(e.t, e.ana, 'pagar', 'F001-3');
    const mezcla = await pagar(
      e.t,
      e.ana,
      'pagar',
      pago(
        [
          { documento_id: f1?.id ?? '', monto: '1' },
          { documento_id: usd?.id ?? '', monto: '1' },
        ],
        { tipo_cambio: '3.7' },
      ),
    );
    expect(mensaje(mezcla)).toBe('Los documentos de un mismo pago deben estar en la misma moneda');
    expect(await operaciones()).toBe(antes);
    expect(await documento(e.t, e.ana, 'pagar', 'F001-1')).toMatchObject({ saldo: '780.00' });
  });

  let masivo: Pago;
  it('pays two documents of two suppliers at once from the cash box (book 1.1); both leave the list', async () => {
    const f1 = await documento(e.t, e.ana, 'pagar', 'F001-1');
    const f2 = await documento(e.t, e.ana, 'pagar', 'F001-2');
    masivo = await pagado(
      e.t,
      e.ana,
      'pagar',
      pago(
        [
          { documento_id: f1?.id ?? '', monto: '780.00' },
          { documento_id: f2?.id ?? '', monto: '590.00' },
        ],
        { cuenta_financiera_id: cuentas.caja, medio_pago: '008', numero_operacion: null },
      ),
    );
    expect(masivo.libro).toBe('010100');
    expect(lineas(masivo)).toEqual([
      ['4212', '780.00', '0.00', '0.00', '0.00'],
      ['4212', '590.00', '0.00', '0.00', '0.00'],
      ['101', '0.00', '1370.00', '0.00', '0.00'],
    ]);
    expect(masivo.glosa).toBe('Pago 01 F001-1, 01 F001-2');
    const { filas } = await pendientes(e.t, e.ana, 'pagar');
    expect(filas.map((d) => d.documento)).toEqual(['01 F001-3']);
  });

  it('lists the payments of a document, newest first, with what each settled of it', async () => {
    const f1 = (await pendientes(e.t, e.ana, 'pagar', { c: masDias(hoy, -1) })).filas;
    expect(f1).toEqual([]);
    const origen = await e.t.deps.db
      .select({ id: schema.asientoLineas.id })
      .from(schema.asientoLineas)
      .where(
        and(
          eq(schema.asientoLineas.empresaId, e.empresaAna),
          eq(schema.asientoLineas.cuenta, '4212'),
          eq(schema.asientoLineas.numero, '1'),
        ),
      );
    const r = await e.t.gql<{ pagosDeDocumento: Pago[] }>(PAGOS_DE, { d: origen[0]?.id }, { token: e.ana });
    expect(r.data?.pagosDeDocumento.map((p) => [p.id, p.aplicado]).sort()).toEqual(
      [
        [parcial.id, '400.00'],
        [masivo.id, '780.00'],
      ].sort(),
    );
    const uno = await e.t.gql<{ pago: Pago }>(PAGO_POR_ID, { id: masivo.id }, { token: e.ana });
    expect(uno.data?.pago).toMatchObject({
      importe: '1370.00',
      cuenta_financiera: 'CAJA PRINCIPAL',
      anulado: false,
    });
  });

  it('voids a payment: its documents owe again; voiding it twice is refused', async () => {
    const r = await e.t.gql<{ anularPago: Pago }>(ANULAR_PAGO, { id: masivo.id }, { token: e.ana });
    expect(r.data?.anularPago.anulado).toBe(true);
    expect((await pendientes(e.t, e.ana, 'pagar')).filas.map((d) => [d.documento, d.saldo])).toEqual([
      ['01 F001-2', '590.00'],
      ['01 F001-1', '780.00'],
      ['01 F001-3', '1000.00'],
    ]);
    expect(mensaje(await e.t.gql(ANULAR_PAGO, { id: masivo.id }, { token: e.ana }))).toBe(
      'El pago ya está anulado',
    );
  });

  it('refuses voiding a purchase that was paid, until its payment is voided', async () => {
    const compra = await registrada(
      e.t,
      e.ana,
      factura('9', { lineas: [{ cuenta: '6011', base: '100', destino_igv: 'gravada' }], total: '118.00' }),
    );
    const f9 = await documento(e.t, e.ana, 'pagar', 'F001-9');
    const pagoF9 = await pagado(e.t, e.ana, 'pagar', pago([{ documento_id: f9?.id ?? '', monto: '50' }]));
    const r = await e.t.gql(ANULAR_COMPRA, { id: compra.id }, { token: e.ana });
    expect(mensaje(r)).toBe(
      `No se puede anular: el documento F001-9 tiene movimientos posteriores (${pagoF9.cuo}); anúlelos primero`,
    );
    expect(await documento(e.t, e.ana, 'pagar', 'F001-9')).toMatchObject({ saldo: '68.00' });
    expect((await e.t.gql(ANULAR_PAGO, { id: pagoF9.id }, { token: e.ana })).errors).toBeUndefined();
    const anulada = await e.t.gql<{ anularCompra: { anulada: boolean } }>(
      ANULAR_COMPRA,
      { id: compra.id },
      { token: e.ana },
    );
    expect(anulada.data?.anularCompra.anulada).toBe(true);
    expect(await documento(e.t, e.ana, 'pagar', 'F001-9')).toBeUndefined();
  });

  it('refuses paying and voiding in a closed period', async () => {
    const periodo = hoy.slice(0, 7).replace('-', '');
    await marcarPeriodoCerrado(e.t.deps.db, e.empresaAna, periodo);
    const r = await e.t.gql(ANULAR_PAGO, { id: parcial.id }, { token: e.ana });
    expect(mensaje(r)).toBe(
      `No se puede anular: el periodo ${periodo.slice(4)}/${periodo.slice(0, 4)} está cerrado`,
    );
    const f2 = await documento(e.t, e.ana, 'pagar', 'F001-2');
    const antes = await operaciones();
    const p = await pagar(e.t, e.ana, 'pagar', pago([{ documento_id: f2?.id ?? '', monto: '1' }]));
    expect(mensaje(p)).toBe(`El periodo ${periodo.slice(4)}/${periodo.slice(0, 4)} está cerrado`);
    expect(await operaciones()).toBe(antes);
    await e.t.deps.db
      .delete(schema.periodosContables)
      .where(eq(schema.periodosContables.empresaId, e.empresaAna));
  });
});

describe('simultaneous payments', () => {
  it('lets only one of two payments of the whole balance through', async () => {
    const f2 = await documento(e.t, e.ana, 'pagar', 'F001-2');
    const i = pago([{ documento_id: f2?.id ?? '', monto: '590.00' }]);
    const r = await Promise.all([pagar(e.t, e.ana, 'pagar', i), pagar(e.t, e.ana, 'pagar', i)]);
    expect(r.filter((x) => x.data).length).toBe(1);
    expect(r.map(mensaje).filter(Boolean)).toEqual(['01 F001-2: el documento no tiene saldo pendiente']);
    expect(await documento(e.t, e.ana, 'pagar', 'F001-2')).toBeUndefined();
    const ganador = r.find((x) => x.data)?.data?.registrarPago;
    await e.t.gql(ANULAR_PAGO, { id: ganador?.id }, { token: e.ana });
  });
});

describe('dollar documents', () => {
  it('pays a dollar invoice in full at a higher rate: the loss goes to 676 and the balance reaches zero in both currencies', async () => {
    const usd = await documento(e.t, e.ana, 'pagar', 'F001-3');
    const r = await pagar(
      e.t,
      e.ana,
      'pagar',
      pago([{ documento_id: usd?.id ?? '', monto: '1000' }], { cuenta_financiera_id: cuentas.dolares }),
    );
    expect(mensaje(r)).toBe('Indique el tipo de cambio del día del pago');
    const p = await pagado(
      e.t,
      e.ana,
      'pagar',
      pago([{ documento_id: usd?.id ?? '', monto: '1000' }], {
        cuenta_financiera_id: cuentas.dolares,
        tipo_cambio: '3.750',
      }),
    );
    expect(p).toMatchObject({
      moneda: 'USD',
      tipo_cambio: '3.750',
      importe: '3750.00',
      importe_me: '1000.00',
    });
    expect(lineas(p)).toEqual([
      ['4212', '3700.00', '0.00', '1000.00', '0.00'],
      ['676', '50.00', '0.00', '0.00', '0.00'],
      ['1041', '0.00', '3750.00', '0.00', '1000.00'],
    ]);
    expect(await documento(e.t, e.ana, 'pagar', 'F001-3')).toBeUndefined();
    const [saldo] = await e.t.deps.db
      .select({
        soles: sql<string>`coalesce(sum(${l.haber} - ${l.debe}), 0)::numeric(16,2)::text`,
        me: sql<string>`coalesce(sum(${l.haberMe} - ${l.debeMe}), 0)::numeric(16,2)::text`,
      })
      .from(schema.asientoLineas)
      .innerJoin(schema.operaciones, eq(schema.operaciones.id, schema.asientoLineas.operacionId))
      .where(
        and(
          eq(schema.asientoLineas.empresaId, e.empresaAna),
          eq(schema.asientoLineas.numero, '3'),
          eq(schema.asientoLineas.cuenta, '4212'),
          isNull(schema.operaciones.deletedAt),
        ),
      );
    expect(saldo).toEqual({ soles: '0.00', me: '0.00' });
  });

  it('pays part of a dollar invoice from a soles account at a lower rate: the gain on that part goes to 776', async () => {
    await registrada(
      e.t,
      e.ana,
      factura('4', {
        lineas: [{ cuenta: '6011', base: '847.46', destino_igv: 'gravada' }],
        total: '1000.00',
        moneda: 'USD',
        tipo_cambio: '3.700',
      }),
    );
    const usd = await documento(e.t, e.ana, 'pagar', 'F001-4');
    const p = await pagado(
      e.t,
      e.ana,
      'pagar',
      pago([{ documento_id: usd?.id ?? '', monto: '400' }], { tipo_cambio: '3.650' }),
    );
    expect(lineas(p)).toEqual([
      ['4212', '1480.00', '0.00', '400.00', '0.00'],
      ['776', '0.00', '20.00', '0.00', '0.00'],
      ['1041', '0.00', '1460.00', '0.00', '400.00'],
    ]);
    expect(await documento(e.t, e.ana, 'pagar', 'F001-4')).toMatchObject({
      saldo: '600.00',
      saldo_soles: '2220.00',
    });
  });
});

describe('detracciones and instalments', () => {
  it('deposits a purchase’s detracción with its constancia, stored on the purchase; voiding takes it off', async () => {
    const compra = await registrada(
      e.t,
      e.ana,
      factura('5', {
        lineas: [{ cuenta: '6324', base: '1200', destino_igv: 'gravada' }],
        total: '1416.00',
        detraccion: { codigo: '037', porcentaje: '12' },
      }),
    );
    const d = await documento(e.t, e.ana, 'pagar', 'F001-5');
    expect(d).toMatchObject({ detraccion_monto: '170.00', detraccion_constancia: null });
    const deposito = {
      documentos: [{ documento_id: d?.id ?? '' }],
      cuenta_financiera_id: cuentas.nacion,
      medio_pago: '001',
    };
    const sinConstancia = await pagar(
      e.t,
      e.ana,
      'pagar',
      pago([], { ...deposito, detraccion: { constancia_numero: '' } }),
    );
    expect(mensaje(sinConstancia)).toBe(
      'Indique el número de la constancia de depósito (hasta 24 letras o dígitos)',
    );
    const p = await pagado(
      e.t,
      e.ana,
      'pagar',
      pago([], { ...deposito, detraccion: { constancia_numero: '0045678' } }),
    );
    expect(lineas(p)).toEqual([
      ['4212', '170.00', '0.00', '0.00', '0.00'],
      ['1041', '0.00', '170.00', '0.00', '0.00'],
    ]);
    expect(p.detraccion_constancia).toBe('0045678');
    const leida = async () =>
      (
        await e.t.gql<{ compra: { detraccion: Record<string, string | null> } }>(
          CONSULTAR,
          { id: compra.id },
          { token: e.ana },
        )
      ).data?.compra.detraccion;
    expect(await leida()).toMatchObject({
      monto: '170.00',
      constancia_numero: '0045678',
      constancia_fecha: hoy,
    });
    expect(await documento(e.t, e.ana, 'pagar', 'F001-5')).toMatchObject({
      saldo: '1246.00',
      detraccion_constancia: '0045678',
    });
    const otra = await pagar(
      e.t,
      e.ana,
      'pagar',
      pago([], { ...deposito, detraccion: { constancia_numero: '0045679' } }),
    );
    expect(mensaje(otra)).toBe(`01 F001-5: la detracción ya fue depositada (constancia 0045678 del ${hoy})`);
    await e.t.gql(ANULAR_PAGO, { id: p.id }, { token: e.ana });
    expect(await leida()).toMatchObject({ constancia_numero: null, constancia_fecha: null });
    const f1 = await documento(e.t, e.ana, 'pagar', 'F001-1');
    const sinDetraccion = await pagar(
      e.t,
      e.ana,
      'pagar',
      pago([], {
        ...deposito,
        documentos: [{ documento_id: f1?.id }],
        detraccion: { constancia_numero: '1' },
      }),
    );
    expect(mensaje(sinDetraccion)).toBe('01 F001-1: la compra no tiene detracción');
  });

  it('answers the instalments of a purchase with what is pending of each after a payment', async () => {
    const compra = await registrada(
      e.t,
      e.ana,
      factura('6', {
        cuotas: [
          { fecha: masDias(hoy, 30), monto: '590.00' },
          { fecha: masDias(hoy, 60), monto: '590.00' },
        ],
      }),
    );
    const d = await documento(e.t, e.ana, 'pagar', 'F001-6');
    await pagado(e.t, e.ana, 'pagar', pago([{ documento_id: d?.id ?? '', monto: '700' }]));
    const r = await e.t.gql<{ cuotasPendientes: unknown[] }>(CUOTAS, { o: compra.id }, { token: e.ana });
    expect(r.data?.cuotasPendientes).toEqual([
      { fecha: masDias(hoy, 30), monto: '590.00', pagado: '590.00', pendiente: '0.00' },
      { fecha: masDias(hoy, 60), monto: '590.00', pagado: '110.00', pendiente: '480.00' },
    ]);
    // Aged by what is left of each instalment: 480 falls due in 60 days.
    const tarde = await pendientes(e.t, e.ana, 'pagar', { b: 'F001-6', c: masDias(hoy, 45) });
    expect(tarde.filas[0]?.antiguedad).toMatchObject({ no_vencido: '480.00', d1_30: '0.00' });
  });
});

describe('tenancy and permissions', () => {
  it('answers FORBIDDEN for another company’s documents, accounts and payments, and without the permission', async () => {
    const f1 = await documento(e.t, e.ana, 'pagar', 'F001-1');
    const [unPago] = await e.t.deps.db
      .select({ id: schema.operaciones.id })
      .from(schema.operaciones)
      .where(and(eq(schema.operaciones.empresaId, e.empresaAna), eq(schema.operaciones.tipoOperacion, 4)));
    const i = pago([{ documento_id: f1?.id ?? '', monto: '1' }]);
    await esperarProhibido(e.t, e.beto, [
      [PAGAR, { i }],
      [PENDIENTES, { t: 'pagar', p: f1?.persona_id }],
      [PAGOS_DE, { d: f1?.id }],
      [PAGO_POR_ID, { id: unPago?.id }],
      [ANULAR_PAGO, { id: unPago?.id }],
      [CUOTAS, { o: f1?.operacion_id }],
    ]);
    await esperarProhibido(e.t, e.facturador, [[PAGAR, { i }]]);
    // Beto's own bank account cannot pay Ana's document, nor Ana's account Beto's.
    const deBeto = await cuentasFinancieras(e.t, e.beto, e.empresaBeto);
    await esperarProhibido(e.t, e.ana, [[PAGAR, { i: { ...i, cuenta_financiera_id: deBeto.bcp } }]]);
    expect((await pendientes(e.t, e.beto, 'pagar')).total).toBe(0);
    expect(await documento(e.t, e.ana, 'pagar', 'F001-1')).toMatchObject({ saldo: '780.00' });
  });
});
