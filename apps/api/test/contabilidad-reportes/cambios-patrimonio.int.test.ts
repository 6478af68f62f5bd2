import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codigo, type Escenario, mensaje, prepararEscenario } from '../contabilidad/escenario-maestros.ts';
import type { Esf } from '../contabilidad-estados/consultas-estados.ts';
import { ESF } from '../contabilidad-estados/consultas-estados.ts';
import {
  asientoDirecto,
  hoy,
  periodo,
  periodoAnterior,
  registrarMes,
} from '../contabilidad-estados/mes-contable.ts';
import {
  CAMBIOS,
  CAMBIOS_ARCHIVO,
  type Cambios,
  dosDecimales,
  excel,
  pdf,
  pedir,
} from './consultas-reportes.ts';

/**
 * mes-contable's year (capital 10,000 paid in, result 1,100) with last year's utilidad of 500 already in
 * 5911, part of it declared as dividends and part taken to the legal reserve, and land revalued.
 */
let e: Escenario;
const ANIO = Number(periodo.slice(0, 4));
const importe = (c: Cambios, fila: string, columna: string) =>
  c.filas.find((f) => f.codigo === fila)?.importes.find((i) => i.columna === columna)?.importe;
const total = (c: Cambios, fila: string) => c.filas.find((f) => f.codigo === fila)?.total;

let cambios: Cambios;
let esf: Esf;

beforeAll(async () => {
  e = await prepararEscenario();
  await registrarMes(e);
  const anioPasado = `${ANIO - 1}-12-31`;
  await asientoDirecto(e, e.empresaAna, anioPasado, '050100', 'Utilidad del ejercicio anterior', [
    ['1041', '500.00', '0.00'],
    ['5911', '0.00', '500.00'],
  ]);
  await asientoDirecto(e, e.empresaAna, hoy, '050100', 'Dividendos declarados', [
    ['5911', '200.00', '0.00'],
    ['4412', '0.00', '200.00'],
  ]);
  await asientoDirecto(e, e.empresaAna, hoy, '050100', 'Reserva legal', [
    ['5911', '50.00', '0.00'],
    ['582', '0.00', '50.00'],
  ]);
  await asientoDirecto(e, e.empresaAna, hoy, '050100', 'Revaluación del terreno', [
    ['33111', '3000.00', '0.00'],
    ['57111', '0.00', '3000.00'],
  ]);
  cambios = await pedir<Cambios>(e, CAMBIOS, { a: ANIO });
  esf = await pedir<Esf>(e, ESF, { d: `${ANIO}01`, h: `${ANIO}12` });
});
afterAll(() => e.t.cerrar());

describe('cambiosPatrimonio', () => {
  it('opens with last year’s balances and classifies the year’s movements by kind', () => {
    expect(cambios.columnas.map((c) => c.codigo)).toEqual([
      'capital',
      'capital_adicional',
      'acciones_inversion',
      'excedente_revaluacion',
      'resultados_no_realizados',
      'reservas',
      'resultados_acumulados',
    ]);
    expect(importe(cambios, 'inicial', 'resultados_acumulados')).toBe('500.00');
    // The capital was paid the month before this one: in this year, or before it in January.
    const capitalEnElAnio = periodoAnterior.startsWith(String(ANIO));
    expect(importe(cambios, capitalEnElAnio ? 'aportes' : 'inicial', 'capital')).toBe('10000.00');
    expect(importe(cambios, 'distribuciones', 'resultados_acumulados')).toBe('-200.00');
    expect(importe(cambios, 'reservas', 'reservas')).toBe('50.00');
    expect(importe(cambios, 'reservas', 'resultados_acumulados')).toBe('-50.00');
    expect(total(cambios, 'reservas')).toBe('0.00');
    expect(importe(cambios, 'otros', 'excedente_revaluacion')).toBe('3000.00');
    expect(importe(cambios, 'resultado', 'resultados_acumulados')).toBe(esf.resultado_periodo);
    expect(esf.resultado_periodo).toBe('1100.00');
  });

  it('ends with the ESF’s patrimonio, column by column', () => {
    expect(total(cambios, 'final')).toBe(esf.total_patrimonio);
    const patrimonio = esf.secciones.find((s) => s.codigo === 'patrimonio');
    const linea = (c: string) => patrimonio?.lineas.find((l) => l.codigo === c)?.importe;
    expect(importe(cambios, 'final', 'capital')).toBe(linea('capital'));
    expect(importe(cambios, 'final', 'reservas')).toBe(linea('reservas'));
    expect(importe(cambios, 'final', 'excedente_revaluacion')).toBe(linea('excedente_revaluacion'));
    expect(importe(cambios, 'final', 'resultados_acumulados')).toBe('1350.00');
  });

  it('in Excel and PDF: the rows and the totals of the screen', async () => {
    const filas = await excel(e, CAMBIOS_ARCHIVO('excelCambiosPatrimonio'), { a: ANIO });
    expect(filas[0]?.[0]).toBe(`Estado de cambios en el patrimonio neto ${ANIO}01-${ANIO}12`);
    expect(filas[1]?.slice(0, 2)).toEqual(['Concepto', 'Capital (50)']);
    const final = filas.find((f) => f[0] === 'Saldo final');
    expect(dosDecimales(final?.at(-1))).toBe(esf.total_patrimonio);
    const { texto } = await pdf(e, CAMBIOS_ARCHIVO('pdfCambiosPatrimonio'), { a: ANIO });
    expect(texto).toContain('ESTADO DE CAMBIOS EN EL PATRIMONIO NETO');
    expect(texto).toContain('ANDINA S.A.C.');
    expect(texto).toContain('Saldo final');
  });

  it('refuses a wrong year; another company sees only its own equity', async () => {
    const r = await e.t.gql(CAMBIOS, { a: 10 }, { token: e.ana });
    expect([codigo(r), mensaje(r)]).toEqual(['BAD_USER_INPUT', 'Indique un año válido']);
    const beto = await pedir<Cambios>(e, CAMBIOS, { a: ANIO }, e.beto);
    expect(total(beto, 'inicial')).toBe('0.00');
    expect(total(beto, 'final')).toBe('999.00');
    expect(codigo(await e.t.gql(CAMBIOS, { a: ANIO }, { token: e.facturador }))).toBe('FORBIDDEN');
  });
});
