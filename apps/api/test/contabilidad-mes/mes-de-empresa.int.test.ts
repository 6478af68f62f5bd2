import { schema } from '@kipu/db';
import { periodoDeFecha } from '@kipu/peru/contabilidad/estado-ple-compra';
import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copiarPcge } from '../../src/modules/contabilidad/pcge/copiar-pcge.ts';
import { hoyEnLima } from '../../src/shared/fecha-lima.ts';
import { CERRAR, GENERAR as GENERAR_CIERRE, PREVISUALIZAR } from '../contabilidad-cierre/consultas-cierre.ts';
import { registrada } from '../contabilidad-compras/compras-de-prueba.ts';
import { ESF } from '../contabilidad-estados/consultas-estados.ts';
import { cuentasFinancieras, documento, pagado } from '../contabilidad-pagos/pagos-de-prueba.ts';
import { REGISTRO } from '../contabilidad-ventas/ventas-de-prueba.ts';
import { EMITIR, emisorDePrueba } from '../facturacion/emisor-de-prueba.ts';
import type { AppDePrueba } from '../helpers/app-de-prueba.ts';
import { crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import type { UsuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';
import { type ArchivoPle, GENERAR } from '../ple/datos-ple.ts';

/**
 * A month of a company, every area reaching the books without retyping: capital, a goods purchase and a
 * service with detracción, two facturas emitted in invoicing (one in dollars), a credit note, the dollar
 * factura collected at another rate, the payroll's entry; then the trial balance, the balance sheet, the
 * sales register against the documents, the PLE books and the closing.
 */
const ASIENTO = `mutation($i: RegistrarAsientoVarioInput!) { registrarAsientoVario(input: $i) { id } }`;
const BALANCE = `query($d: String!, $h: String!) { balanceComprobacion(periodo_desde: $d, periodo_hasta: $h) {
  total_debe total_haber total_deudor total_acreedor filas { cuenta debe haber } } }`;
const CLIENTE = { tipo_documento: '6', numero: '20100070970', nombre: 'DISTRIBUIDORA NORTE S.A.' };

let t: AppDePrueba;
let ana: UsuarioConEmpresa;
const hoy = hoyEnLima();
const periodo = periodoDeFecha(hoy);
const anio = Number(hoy.slice(0, 4));
const emitidos: { tipo: string; serie: string; numero: number; importe_total: string; tc: string }[] = [];

async function gql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const r = await t.gql<Record<string, T>>(query, variables, { token: ana.token });
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return Object.values(r.data)[0] as T;
}

async function emitir(input: Record<string, unknown>, tc = '1') {
  const e = await gql<{ serie: string; numero: number; importe_total: string }>(EMITIR, { input });
  emitidos.push({ tipo: String(input.tipo), ...e, tc });
}

beforeAll(async () => {
  t = await crearAppDePrueba();
  ana = await emisorDePrueba(t, 'ana@andina.pe');
  await copiarPcge(t.deps.db, ana.empresaId);
  const cuentas = await cuentasFinancieras(t, ana.token, ana.empresaId);

  await gql(ASIENTO, {
    i: {
      fecha: hoy,
      glosa: 'Aporte de capital',
      lineas: [
        { cuenta: '1041', debe: '20000' },
        { cuenta: '5011', haber: '20000' },
      ],
    },
  });
  await registrada(t, ana.token, {
    proveedor: { tipo_documento: '6', numero: '20131312955', nombre: 'Mayorista Beta S.A.' },
    tipo_comprobante: '01',
    serie: 'F001',
    numero: '100',
    fecha_emision: hoy,
    lineas: [{ cuenta: '6011', base: '5000', destino_igv: 'gravada' }],
    total: '5900',
  });
  await registrada(t, ana.token, {
    proveedor: { tipo_documento: '6', numero: '20100047218', nombre: 'Servicios Generales S.A.' },
    tipo_comprobante: '01',
    serie: 'E001',
    numero: '77',
    fecha_emision: hoy,
    lineas: [{ cuenta: '6329', base: '1000', destino_igv: 'gravada' }],
    total: '1180',
    detraccion: { codigo: '037', porcentaje: '12', constancia_numero: '0012345', constancia_fecha: hoy },
  });

  const linea = (valor: string) => [
    { descripcion: 'Laptop', cantidad: '1', valor_unitario: valor, afectacion: '10' },
  ];
  await emitir({ tipo: '01', cliente: CLIENTE, lineas: linea('2000'), forma_pago: { tipo: 'contado' } });
  await emitir(
    {
      tipo: '01',
      cliente: CLIENTE,
      moneda: 'USD',
      tipo_cambio: '3.755',
      lineas: linea('1000'),
      forma_pago: { tipo: 'contado' },
    },
    '3.755',
  );
  await emitir({
    tipo: '07',
    cliente: CLIENTE,
    afectado: { tipo: '01', serie: 'F001', numero: 1 },
    motivo: { codigo: '07', descripcion: 'Devolución parcial' },
    lineas: linea('500'),
  });
  // comprobante.emitido posts each document to the sales register.
  const hasta = Date.now() + 60_000;
  for (;;) {
    const ventas = await t.deps.db
      .select()
      .from(schema.operaciones)
      .where(and(eq(schema.operaciones.empresaId, ana.empresaId), eq(schema.operaciones.libro, '140100')));
    if (ventas.length === 3) break;
    if (Date.now() > hasta) throw new Error('las ventas no se contabilizaron');
    await new Promise((ok) => setTimeout(ok, 200));
  }

  // The dollar factura is collected into the dollar account at 3.800: a gain of 1,180 × 0.045 = 53.10.
  const f2 = await documento(t, ana.token, 'cobrar', 'F001-2');
  await pagado(t, ana.token, 'cobrar', {
    fecha: hoy,
    cuenta_financiera_id: cuentas.dolares,
    medio_pago: '003',
    numero_operacion: '778899',
    tipo_cambio: '3.800',
    documentos: [{ documento_id: f2?.id ?? '', monto: '1180' }],
  });
  // The payroll's entry of the month (its own module posts it likewise).
  await gql(ASIENTO, {
    i: {
      fecha: hoy,
      glosa: 'Planilla del mes',
      lineas: [
        { cuenta: '6211', debe: '3000' },
        { cuenta: '6271', debe: '270' },
        { cuenta: '4031', haber: '270' },
        { cuenta: '4111', haber: '3000' },
      ],
    },
  });
});
afterAll(() => t.cerrar());

describe('a month of a company in the books', () => {
  it('gives a trial balance whose sums and balances are equal', async () => {
    const b = await gql<{
      total_debe: string;
      total_haber: string;
      total_deudor: string;
      total_acreedor: string;
      filas: { cuenta: string; debe: string; haber: string }[];
    }>(BALANCE, { d: periodo, h: periodo });
    expect(b.total_debe).toBe(b.total_haber);
    expect(b.total_deudor).toBe(b.total_acreedor);
    const cuenta = (c: string) => b.filas.find((f) => f.cuenta === c);
    expect(cuenta('776')).toMatchObject({ haber: '53.10' });
    expect(cuenta('6211')).toMatchObject({ debe: '3000.00' });
  });

  it('gives a balance sheet where assets equal liabilities plus equity', async () => {
    const esf = await gql<{ total_activo: string; total_pasivo_patrimonio: string; diferencia: string }>(
      ESF,
      {
        d: periodo,
        h: periodo,
      },
    );
    expect(esf.diferencia).toBe('0.00');
    expect(esf.total_activo).toBe(esf.total_pasivo_patrimonio);
  });

  it('keeps in the sales register exactly the documents emitted, in soles', async () => {
    const r = await gql<{
      filas: { serie: string; numero: string; total: string; de_facturacion: boolean }[];
      totales: { total: string };
    }>(REGISTRO, { p: periodo });
    expect(r.filas).toHaveLength(emitidos.length);
    expect(r.filas.every((f) => f.de_facturacion)).toBe(true);
    const esperado = emitidos.reduce(
      (s, e) =>
        s.plus(
          new Decimal(e.importe_total)
            .times(e.tc)
            .toDecimalPlaces(2)
            .times(e.tipo === '07' ? -1 : 1),
        ),
      new Decimal(0),
    );
    // 2,360.00 + 1,180.00 × 3.755 − 590.00
    expect(esperado.toFixed(2)).toBe('6200.90');
    expect(r.totales.total).toBe(esperado.toFixed(2));
  });

  it('writes PLE books that pass the structural checker', async () => {
    for (const libro of ['140100', '080100', '050100', '060100', '010200']) {
      const ple = await gql<ArchivoPle>(GENERAR, { libro, periodo });
      expect(ple.hallazgos, libro).toEqual([]);
      expect(ple.valido, libro).toBe(true);
      expect(ple.lineas, libro).toBeGreaterThan(0);
    }
  });

  it('closes the month, and the year-end closing carries the result to 59', async () => {
    const previo = await gql<{ resultado: string; revision: { diferencia: string } }>(PREVISUALIZAR, {
      a: anio,
    });
    // Sales 2,000 + 3,755 − 500 and the exchange gain 53.10, less the goods (5,000 to stock), the
    // service 1,000 and the payroll 3,270.
    expect(previo.resultado).toBe(new Decimal('5255').plus('53.10').minus('1000').minus('3270').toFixed(2));
    const cerrado = await gql<{ cerrado: boolean }>(CERRAR, { p: periodo });
    expect(cerrado.cerrado).toBe(true);
    const cierre = await gql<{ asientos: { lineas: { cuenta: string; debe: string; haber: string }[] }[] }>(
      GENERAR_CIERRE,
      { a: anio },
    );
    const a59 = cierre.asientos.flatMap((x) => x.lineas).filter((l) => l.cuenta.startsWith('59'));
    expect(a59.reduce((s, l) => s.plus(l.haber).minus(l.debe), new Decimal(0)).toFixed(2)).toBe(
      previo.resultado,
    );
  });
});
