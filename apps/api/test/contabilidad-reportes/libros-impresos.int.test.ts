import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLUMNAS_IMPORTE } from '../../src/modules/contabilidad/compras/registro-compras.ts';
import { codigo, type Escenario, mensaje, prepararEscenario } from '../contabilidad/escenario-maestros.ts';
import { hoy, periodo, registrarMes } from '../contabilidad-estados/mes-contable.ts';
import { CLIENTE, REGISTRO as REGISTRO_VENTAS, registrada } from '../contabilidad-ventas/ventas-de-prueba.ts';
import { DIARIO, dosDecimales, excel, MAYOR, pdf, pedir, REGISTRO } from './consultas-reportes.ts';

/**
 * mes-contable's month (capital the month before; two purchases through registrarCompra; a sale and its
 * cost as asientos) plus a factura through registrarVenta, read back from each book's Excel and PDF.
 */
let e: Escenario;
const periodoTexto = `${periodo.slice(4)}/${periodo.slice(0, 4)}`;
const ENCABEZADO = (formato: string) => [
  [formato],
  [`PERIODO: ${periodoTexto}`],
  ['RUC: 20601234565'],
  ['APELLIDOS Y NOMBRES, DENOMINACIÓN O RAZÓN SOCIAL: ANDINA S.A.C.'],
];
const montoPdf = (v: string) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(v));

type Totales = { total_debe: string; total_haber: string };
const BALANCE = `query($p: String!) { balanceComprobacion(periodo_desde: $p, periodo_hasta: $p, incluirCierre: true) { total_debe total_haber } }`;
const LINEAS = `query($p: String!) { operacionesByLibro(periodo: $p, limite: 500) { filas { cuo lineas { cuenta debe haber } } } }`;
const MAYOR_PANTALLA = `query($c: String!, $d: String!, $h: String!) { libroMayor(cuenta: $c, periodo_desde: $d, periodo_hasta: $h) {
  saldo_inicial total_debe total_haber saldo_final movimientos { cuo } } }`;

const REGISTRO_COMPRAS = `query($p: String!) { registroCompras(periodo: $p) { filas { cuo }
  totales { ${COLUMNAS_IMPORTE.join(' ')} } } }`;

let balance: Totales;

beforeAll(async () => {
  e = await prepararEscenario();
  await registrarMes(e);
  await registrada(e.t, e.ana, {
    cliente: CLIENTE,
    tipo_comprobante: '01',
    serie: 'F100',
    numero: '7',
    fecha_emision: hoy,
    lineas: [{ cuenta: '70121', importe: '1000', afectacion: 'gravada' }],
    total: '1180.00',
  });
  balance = await pedir<Totales>(e, BALANCE, { p: periodo });
});
afterAll(() => e.t.cerrar());

describe('libro diario', () => {
  it('5.1 in Excel: the legal header, a row per asiento line, totals equal to the period’s sums', async () => {
    const filas = await excel(e, DIARIO('excelLibroDiario'), { p: periodo });
    expect(filas.slice(0, 4)).toEqual(ENCABEZADO('FORMATO 5.1: LIBRO DIARIO'));
    expect(filas[4]?.[0]).toBe('Número correlativo del asiento o código único de la operación');
    const ops = await pedir<{ filas: { cuo: string; lineas: { cuenta: string; debe: string }[] }[] }>(
      e,
      LINEAS,
      {
        p: periodo,
      },
    );
    const lineas = ops.filas.flatMap((o) => o.lineas.map((l) => [o.cuo, l.cuenta]));
    const cuerpo = filas.slice(5, -1);
    expect(cuerpo.map((f) => [f[0], f[6]])).toEqual(lineas);
    const venta = cuerpo.find((f) => f[5] === '01 F100-7' && f[6] === '1212');
    expect(venta?.[3]).toBe('140100');
    expect(venta?.[4]).toBe('M1');
    expect(venta?.[7]).toBe('Emitidas en cartera');
    expect(dosDecimales(venta?.[8])).toBe('1180.00');
    const totales = filas.at(-1);
    expect(totales?.[2]).toBe('TOTALES');
    expect([dosDecimales(totales?.[8]), dosDecimales(totales?.[9])]).toEqual([
      balance.total_debe,
      balance.total_haber,
    ]);
  });

  it('5.2 in Excel: an asiento per row under its two-digit accounts, the same totals', async () => {
    const filas = await excel(e, DIARIO('excelLibroDiario'), { p: periodo, f: 'simplificado' });
    expect(filas[0]).toEqual(['FORMATO 5.2: LIBRO DIARIO DE FORMATO SIMPLIFICADO']);
    const cabecera = filas[4] ?? [];
    expect(cabecera.slice(3, 5)).toEqual([
      '12 CUENTAS POR COBRAR COMERCIALES – TERCEROS Debe',
      '12 CUENTAS POR COBRAR COMERCIALES – TERCEROS Haber',
    ]);
    const ops = await pedir<{ filas: unknown[] }>(e, LINEAS, { p: periodo });
    expect(filas.length - 6).toBe(ops.filas.length);
    const totales = filas.at(-1) ?? [];
    const suma = (par: 0 | 1) =>
      totales
        .slice(3)
        .filter((_, i) => i % 2 === par)
        .reduce((s, v) => s + Math.round(Number(v) * 100), 0);
    expect([(suma(0) / 100).toFixed(2), (suma(1) / 100).toFixed(2)]).toEqual([
      balance.total_debe,
      balance.total_haber,
    ]);
  });

  it('in PDF: the format, the company, its RUC and the totals', async () => {
    const { nombre, texto } = await pdf(e, DIARIO('pdfLibroDiario'), { p: periodo });
    expect(nombre).toBe(`libro-diario-${periodo}.pdf`);
    for (const t of [
      'FORMATO 5.1: LIBRO DIARIO',
      `PERIODO: ${periodoTexto}`,
      'RUC: 20601234565',
      'ANDINA S.A.C.',
    ])
      expect(texto).toContain(t);
    expect(texto).toContain(`TOTALES ${montoPdf(balance.total_debe)} ${montoPdf(balance.total_haber)}`);
  });
});

describe('libro mayor', () => {
  it('one account in Excel and PDF: the balance brought forward, its movements and the screen’s totals', async () => {
    const pantalla = await pedir<{
      total_debe: string;
      total_haber: string;
      saldo_final: string;
      movimientos: unknown[];
    }>(e, MAYOR_PANTALLA, { c: '4212', d: periodo, h: periodo });
    const filas = await excel(e, MAYOR('excelLibroMayor'), { c: '4212', d: periodo, h: periodo });
    expect(filas[0]).toEqual(['FORMATO 6.1: LIBRO MAYOR']);
    expect(filas[5]?.[0]).toBe('CUENTA 4212 Emitidas');
    expect(filas.slice(7, -1)).toHaveLength(pantalla.movimientos.length);
    const totales = filas.at(-1) ?? [];
    expect(Array.from(totales.slice(3), dosDecimales)).toEqual([
      'Totales 4212',
      pantalla.total_debe,
      pantalla.total_haber,
      pantalla.saldo_final,
    ]);
    const { texto } = await pdf(e, MAYOR('pdfLibroMayor'), { c: '4212', d: periodo, h: periodo });
    expect(texto).toContain('FORMATO 6.1: LIBRO MAYOR');
    expect(texto).toContain(
      `Totales 4212 ${montoPdf(pantalla.total_debe)} ${montoPdf(pantalla.total_haber)}`,
    );
  });

  it('a range of accounts: a block per account moved, each with its own totals', async () => {
    const filas = await excel(e, MAYOR('excelLibroMayor'), { c: '10', ch: '20', d: periodo, h: periodo });
    const cuentas = filas.filter((f) => f[0]?.startsWith('CUENTA ')).map((f) => f[0]?.split(' ')[1]);
    expect(cuentas).toEqual(['1041', '1212', '20111']);
    const capital = filas.findIndex((f) => f[0] === 'CUENTA 1041 Cuentas corrientes operativas');
    // The capital was paid the month before: the balance brought forward, no movement this month.
    expect(Array.from(filas[capital + 1]?.slice(3) ?? [], dosDecimales)).toEqual([
      'Saldo inicial',
      '10000.00',
      '',
      '10000.00',
    ]);
    expect(Array.from(filas[capital + 2]?.slice(3) ?? [], dosDecimales)).toEqual([
      'Totales 1041',
      '0.00',
      '0.00',
      '10000.00',
    ]);
  });
});

describe('registros de compras y ventas', () => {
  it('8.1 in Excel and PDF: a line per purchase, totals equal to registroCompras', async () => {
    const pantalla = await pedir<{ filas: { cuo: string }[]; totales: Record<string, string> }>(
      e,
      REGISTRO_COMPRAS,
      {
        p: periodo,
      },
    );
    const filas = await excel(e, REGISTRO('excelRegistroCompras'), { p: periodo });
    expect(filas.slice(0, 4)).toEqual(ENCABEZADO('FORMATO 8.1: REGISTRO DE COMPRAS'));
    expect(filas.slice(5, -1).map((f) => f[0])).toEqual(pantalla.filas.map((f) => f.cuo));
    const totales = filas.at(-1) ?? [];
    expect(totales[0]).toBe('TOTALES');
    expect(Array.from(totales.slice(10, 21), dosDecimales)).toEqual(
      COLUMNAS_IMPORTE.map((k) => pantalla.totales[k]),
    );
    const { texto } = await pdf(e, REGISTRO('pdfRegistroCompras'), { p: periodo });
    expect(texto).toContain('FORMATO 8.1: REGISTRO DE COMPRAS');
    expect(texto).toContain(
      `TOTALES ${montoPdf(pantalla.totales.base_gravada ?? '')} ${montoPdf(pantalla.totales.igv ?? '')}`,
    );
    expect(texto).toContain(montoPdf(pantalla.totales.total ?? ''));
  });

  it('14.1 in Excel and PDF: a line per sale, totals equal to registroVentas', async () => {
    const pantalla = await pedir<{ filas: { cuo: string }[]; totales: Record<string, string> }>(
      e,
      REGISTRO_VENTAS,
      {
        p: periodo,
      },
    );
    const filas = await excel(e, REGISTRO('excelRegistroVentas'), { p: periodo });
    expect(filas.slice(0, 4)).toEqual(ENCABEZADO('FORMATO 14.1: REGISTRO DE VENTAS E INGRESOS'));
    expect(filas.slice(5, -1).map((f) => f[0])).toEqual(pantalla.filas.map((f) => f.cuo));
    const factura = filas.find((f) => f[5] === '7');
    expect(factura?.slice(6, 9)).toEqual(['6', '20100070970', 'SUPERMERCADOS PERUANOS S.A.']);
    const totales = filas.at(-1) ?? [];
    expect(Array.from(totales.slice(9, 18), dosDecimales)).toEqual(
      ['exportacion', 'base_gravada', 'exonerada', 'inafecta', 'isc', 'igv', 'icbper', 'otros', 'total'].map(
        (k) => pantalla.totales[k],
      ),
    );
    const { texto } = await pdf(e, REGISTRO('pdfRegistroVentas'), { p: periodo });
    expect(texto).toContain('FORMATO 14.1: REGISTRO DE VENTAS E INGRESOS');
    expect(texto).toContain(`TOTALES ${montoPdf(pantalla.totales.exportacion ?? '')}`);
  });
});

describe('refusals and tenancy', () => {
  it('refuses bad input in Spanish', async () => {
    const casos: [string, Record<string, unknown>, string][] = [
      [DIARIO('excelLibroDiario'), { p: '202613' }, 'El periodo no es válido (AAAAMM)'],
      [REGISTRO('pdfRegistroVentas'), { p: 'abc' }, 'El periodo no es válido (AAAAMM)'],
      [
        MAYOR('excelLibroMayor'),
        { c: '4212', d: periodo, h: '200001' },
        'Indique un rango de periodos válido (AAAAMM)',
      ],
      [
        MAYOR('excelLibroMayor'),
        { c: '999999', d: periodo, h: periodo },
        'La cuenta 999999 no existe en el plan de cuentas de la empresa',
      ],
      [
        MAYOR('pdfLibroMayor'),
        { c: '42', ch: '10', d: periodo, h: periodo },
        'La cuenta final no puede ser menor que la inicial',
      ],
    ];
    for (const [q, v, m] of casos) {
      const r = await e.t.gql(q, v, { token: e.ana });
      expect([codigo(r), mensaje(r)]).toEqual(['BAD_USER_INPUT', m]);
    }
  });

  it('shows another company only its own books', async () => {
    const filas = await excel(e, DIARIO('excelLibroDiario'), { p: periodo }, e.beto);
    expect(filas[3]).toEqual(['APELLIDOS Y NOMBRES, DENOMINACIÓN O RAZÓN SOCIAL: BETA S.A.']);
    expect(filas.slice(5).map((f) => [f[6] ?? '', dosDecimales(f[8]), dosDecimales(f[9])])).toEqual([
      ['1212', '999.00', ''],
      ['70121', '', '999.00'],
      ['', '999.00', '999.00'],
    ]);
    const ventas = await excel(e, REGISTRO('excelRegistroVentas'), { p: periodo }, e.beto);
    expect(ventas.some((f) => f[8] === 'SUPERMERCADOS PERUANOS S.A.')).toBe(false);
  });

  it('answers FORBIDDEN without accounting permissions and UNAUTHENTICATED without a session', async () => {
    for (const q of [DIARIO('excelLibroDiario'), REGISTRO('pdfRegistroCompras')]) {
      expect(codigo(await e.t.gql(q, { p: periodo }, { token: e.facturador }))).toBe('FORBIDDEN');
      expect(codigo(await e.t.gql(q, { p: periodo }))).toBe('UNAUTHENTICATED');
    }
  });
});
