import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codigo, type Escenario, mensaje, prepararEscenario } from '../contabilidad/escenario-maestros.ts';
import { filasDeExcel } from '../helpers/excel.ts';
import { textoDePdf } from '../helpers/texto-pdf.ts';
import {
  type Archivo,
  archivo,
  consultor,
  ER,
  type Er,
  ESF,
  type Esf,
  HOJA,
  type Hoja,
  importes,
} from './consultas-estados.ts';
import { periodo, periodoAnterior, registrarMes } from './mes-contable.ts';

let e: Escenario;
const mes = { d: periodo, h: periodo };

const consultar = consultor(() => e);

const hoja = (variables = mes, token = e.ana) => consultar<Hoja>(HOJA, variables, token);
const esf = (variables = mes) => consultar<Esf>(ESF, variables);
const er = (t: 'naturaleza' | 'funcion') => consultar<Er>(ER, { ...mes, t });

beforeAll(async () => {
  e = await prepararEscenario();
  await registrarMes(e);
});
afterAll(() => e.t.cerrar());

describe('hoja de trabajo', () => {
  it('carries every account of the month to its columns, as worked by hand', async () => {
    const h = await hoja();
    const fila = (cuenta: string) => h.filas.find((f) => f.cuenta === cuenta);
    expect(h.filas.map((f) => f.cuenta)).toEqual([
      '1212',
      '20111',
      '40111',
      '4212',
      '6011',
      '6111',
      '6361',
      '6371',
      '69111',
      '70121',
      '791',
      '94',
      '95',
    ]);
    expect(fila('20111')).toMatchObject({
      debe: '1000.00',
      haber: '600.00',
      deudor: '400.00',
      activo: '400.00',
    });
    expect(fila('40111')).toMatchObject({
      debe: '234.00',
      haber: '360.00',
      acreedor: '126.00',
      pasivo: '126.00',
    });
    expect(fila('69111')).toMatchObject({ perdidas_naturaleza: '600.00', perdidas_funcion: '600.00' });
    expect(fila('6361')).toMatchObject({ perdidas_naturaleza: '200.00', perdidas_funcion: '0.00' });
    expect(fila('95')).toMatchObject({ perdidas_naturaleza: '0.00', perdidas_funcion: '100.00' });
    expect(fila('791')).toMatchObject({
      acreedor: '300.00',
      ganancias_naturaleza: '0.00',
      ganancias_funcion: '0.00',
    });
  });

  it('totals each pair and closes it with the utilidad of 1,100, so every pair adds up equal', async () => {
    const h = await hoja();
    expect(h.totales).toEqual({
      debe: '5794.00',
      haber: '5794.00',
      deudor: '4960.00',
      acreedor: '4960.00',
      activo: '2760.00',
      pasivo: '1660.00',
      perdidas_naturaleza: '1900.00',
      ganancias_naturaleza: '3000.00',
      perdidas_funcion: '900.00',
      ganancias_funcion: '2000.00',
    });
    expect([h.resultado_inventario, h.resultado_naturaleza, h.resultado_funcion]).toEqual([
      '1100.00',
      '1100.00',
      '1100.00',
    ]);
    expect(h.resultado).toMatchObject({
      pasivo: '1100.00',
      perdidas_naturaleza: '1100.00',
      perdidas_funcion: '1100.00',
    });
    const s = h.sumas_iguales;
    expect([s.debe, s.deudor, s.activo, s.perdidas_naturaleza, s.perdidas_funcion]).toEqual([
      s.haber,
      s.acreedor,
      s.pasivo,
      s.ganancias_naturaleza,
      s.ganancias_funcion,
    ]);
  });

  it('takes in the capital when the range starts the month before', async () => {
    const h = await hoja({ d: periodoAnterior, h: periodo });
    expect(h.filas.find((f) => f.cuenta === '5011')?.pasivo).toBe('10000.00');
    expect(h.totales).toMatchObject({ activo: '12760.00', pasivo: '11660.00' });
    expect(h.resultado_inventario).toBe('1100.00');
  });
});

describe('estado de situación financiera', () => {
  it('adds up activo 12,760 = pasivo 1,660 + patrimonio 11,100, the capital brought from the month before', async () => {
    const r = await esf();
    const lineas = importes(r.secciones.flatMap((s) => s.lineas));
    expect(lineas).toMatchObject({
      efectivo: '10000.00',
      cxc_comerciales: '2360.00',
      inventarios: '400.00',
      tributos: '126.00',
      cxp_comerciales: '1534.00',
      capital: '10000.00',
      resultado_periodo: '1100.00',
    });
    expect(lineas.resultados_no_cerrados).toBeUndefined();
    expect(r).toMatchObject({
      total_activo: '12760.00',
      total_pasivo: '1660.00',
      total_patrimonio: '11100.00',
      total_pasivo_patrimonio: '12760.00',
      resultado_periodo: '1100.00',
      diferencia: '0.00',
    });
    expect(r.secciones.map((s) => [s.codigo, s.total])).toEqual([
      ['activo_corriente', '12760.00'],
      ['activo_no_corriente', '0.00'],
      ['pasivo_corriente', '1660.00'],
      ['pasivo_no_corriente', '0.00'],
      ['patrimonio', '11100.00'],
    ]);
  });

  it('at the end of the month before shows only the capital in the bank', async () => {
    const r = await esf({ d: periodoAnterior, h: periodoAnterior });
    expect([r.total_activo, r.total_pasivo_patrimonio, r.resultado_periodo]).toEqual([
      '10000.00',
      '10000.00',
      '0.00',
    ]);
  });
});

describe('estados de resultados', () => {
  it('by nature: sales 2,000, goods consumed 600, services 300 → 1,100, the worksheet’s result', async () => {
    const r = await er('naturaleza');
    expect(importes(r.lineas)).toMatchObject({
      ventas: '2000.00',
      compras: '-1000.00',
      variacion_inventarios: '1000.00',
      costo_ventas: '-600.00',
      margen: '1400.00',
      servicios: '-300.00',
      valor_agregado: '1100.00',
      resultado: '1100.00',
    });
    expect(r.resultado).toBe((await hoja()).resultado_naturaleza);
  });

  it('by function: sales 2,000, cost 600, selling 100, administration 200 → the same 1,100', async () => {
    const r = await er('funcion');
    expect(importes(r.lineas)).toMatchObject({
      ventas_netas: '2000.00',
      costo_ventas: '-600.00',
      utilidad_bruta: '1400.00',
      gastos_ventas: '-100.00',
      gastos_administracion: '-200.00',
      resultado_operacion: '1100.00',
      resultado: '1100.00',
    });
    expect(r.lineas.filter((l) => l.subtotal).map((l) => l.codigo)).toContain('utilidad_bruta');
    expect(r.resultado).toBe((await esf()).resultado_periodo);
  });
});

describe('Excel and PDF', () => {
  const descargar = (campo: string, variables: Record<string, unknown> = mes) =>
    consultar<Archivo>(archivo(campo, 'tipo' in variables || 't' in variables), variables);

  it('exports the worksheet to Excel with its rows, totals and sums', async () => {
    const a = await descargar('excelHojaTrabajo');
    expect(a.nombre).toMatch(new RegExp(`^hoja-trabajo-${periodo}-${periodo}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
    const filas = await filasDeExcel(a.base64);
    expect(filas[0]).toEqual([`Hoja de trabajo ${periodo}-${periodo}`]);
    expect(filas[1]?.slice(0, 4)).toEqual(['Cuenta', 'Denominación', 'Sumas debe', 'Sumas haber']);
    expect(filas.find((f) => f[0] === '70121')?.slice(2, 4)).toEqual(['0', '2000']);
    expect(filas.find((f) => f[1] === 'Totales')?.slice(2, 6)).toEqual(['5794', '5794', '4960', '4960']);
    expect(filas.find((f) => f[1] === 'Utilidad del periodo')?.[7]).toBe('1100');
    expect(filas.at(-1)?.slice(1, 8)).toEqual([
      'Sumas iguales',
      '5794',
      '5794',
      '4960',
      '4960',
      '2760',
      '2760',
    ]);
  });

  it('exports the statements and the trial balance to Excel', async () => {
    const situacion = await filasDeExcel((await descargar('excelEstadoSituacionFinanciera')).base64);
    expect(situacion.find((f) => f[0] === 'TOTAL ACTIVO')?.[2]).toBe('12760');
    expect(situacion.find((f) => f[0] === 'TOTAL PASIVO Y PATRIMONIO')?.[2]).toBe('12760');
    const funcion = await filasDeExcel(
      (await descargar('excelEstadoResultados', { ...mes, t: 'funcion' })).base64,
    );
    expect(funcion[0]?.[0]).toBe(`Estado de resultados por función ${periodo}-${periodo}`);
    expect(funcion.find((f) => f[0] === 'Resultado del ejercicio')?.[2]).toBe('1100');
    const balance = await filasDeExcel((await descargar('excelBalanceComprobacion')).base64);
    expect(balance.at(-1)?.slice(1)).toEqual(['Totales', '5794', '5794', '4960', '4960']);
  });

  it('prints each report as a PDF with its title, the company and the figures', async () => {
    const texto = async (campo: string, variables: Record<string, unknown> = mes) => {
      const a = await descargar(campo, variables);
      expect(a.mime).toBe('application/pdf');
      return textoDePdf(Buffer.from(a.base64, 'base64'));
    };
    const situacion = await texto('pdfEstadoSituacionFinanciera');
    expect(situacion).toContain('ESTADO DE SITUACIÓN FINANCIERA');
    expect(situacion).toContain('ANDINA S.A.C.');
    expect(situacion).toContain('TOTAL PASIVO Y PATRIMONIO');
    expect(situacion).toContain('12,760.00');
    const trabajo = await texto('pdfHojaTrabajo');
    expect(trabajo).toContain('HOJA DE TRABAJO');
    expect(trabajo).toContain('Sumas iguales');
    expect(trabajo).toContain('5,794.00');
    const naturaleza = await texto('pdfEstadoResultados', { ...mes, t: 'naturaleza' });
    expect(naturaleza).toContain('ESTADO DE RESULTADOS POR NATURALEZA');
    expect(naturaleza).toContain('1,100.00');
    expect(await texto('pdfBalanceComprobacion')).toContain('BALANCE DE COMPROBACIÓN');
  });
});

describe('refusals and tenancy', () => {
  it.each([
    ['a month 13', { d: `${periodo.slice(0, 4)}13`, h: periodo }],
    ['a reversed range', { d: periodo, h: periodoAnterior }],
    ['a malformed period', { d: '2026-01', h: periodo }],
  ])('refuses %s in Spanish', async (_caso, variables) => {
    for (const query of [HOJA, ESF, archivo('pdfHojaTrabajo')]) {
      const r = await e.t.gql(query, variables, { token: e.ana });
      expect([codigo(r), mensaje(r)]).toEqual([
        'BAD_USER_INPUT',
        'Indique un rango de periodos válido (AAAAMM)',
      ]);
    }
  });

  it('shows another company only its own books', async () => {
    const h = await hoja(mes, e.beto);
    expect(h.filas.map((f) => [f.cuenta, f.debe, f.haber])).toEqual([
      ['1212', '999.00', '0.00'],
      ['70121', '0.00', '999.00'],
    ]);
    expect(h.resultado_naturaleza).toBe('999.00');
    expect((await hoja()).filas.some((f) => f.debe === '999.00')).toBe(false);
  });

  it('answers FORBIDDEN to a role without accounting permissions and UNAUTHENTICATED without a session', async () => {
    for (const query of [HOJA, ESF, archivo('excelHojaTrabajo')]) {
      expect(codigo(await e.t.gql(query, mes, { token: e.facturador }))).toBe('FORBIDDEN');
      expect(codigo(await e.t.gql(query, mes))).toBe('UNAUTHENTICATED');
    }
    const r = await e.t.gql(ER, { ...mes, t: 'funcion' }, { token: e.facturador });
    expect(codigo(r)).toBe('FORBIDDEN');
  });
});
