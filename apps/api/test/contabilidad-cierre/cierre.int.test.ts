import { schema } from '@kipu/db';
import { validarAsiento } from '@kipu/peru';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codigo, type Escenario, mensaje, prepararEscenario } from '../contabilidad/escenario-maestros.ts';
import { HOJA, type Hoja } from '../contabilidad-estados/consultas-estados.ts';
import { asientoDirecto, registrarMes } from '../contabilidad-estados/mes-contable.ts';
import {
  ANULAR,
  BALANCE,
  CERRAR,
  CIERRE_GENERADO,
  type Cierre,
  type FilaBalance,
  GENERAR,
  type OperacionVista,
  operacionesVivas,
  PERIODOS,
  PREVISUALIZAR,
  REABRIR,
  saldos,
} from './consultas-cierre.ts';

/**
 * A year posted through the real services (mes-contable: capital in October, in November two purchases
 * with their 94 / 95 destinations through registrarCompra, a sale and its cost; result 1,100), closed.
 */
let e: Escenario;
const ANIO = 2026;

async function pedir<T>(query: string, variables: Record<string, unknown>, token = e.ana): Promise<T> {
  const r = await e.t.gql<Record<string, T>>(query, variables, { token });
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return Object.values(r.data)[0] as T;
}
const balance = async (d: string, h: string, token = e.ana) =>
  saldos((await pedir<{ filas: FilaBalance[] }>(BALANCE, { d, h }, token)).filas);
const movs = (lineas: readonly { cuenta: string; debe: string; haber: string }[]) =>
  lineas.map((l) => ({ ...l, debeMe: '0.00', haberMe: '0.00' }));

let hojaAntes: Hoja;
let antes: Record<string, string>;

beforeAll(async () => {
  e = await prepararEscenario();
  await registrarMes(e);
  hojaAntes = await pedir<Hoja>(HOJA, { d: `${ANIO}01`, h: `${ANIO}12` });
  antes = await balance('000000', `${ANIO}12`);
});
afterAll(() => e.t.cerrar());

describe('periodosContables', () => {
  it('lists the year’s months with their state and operations per book', async () => {
    const meses = await pedir<
      { periodo: string; cerrado: boolean; libros: { libro: string; operaciones: number }[] }[]
    >(PERIODOS, { a: ANIO });
    expect(meses.map((m) => m.periodo)).toEqual(
      Array.from({ length: 12 }, (_, i) => `${ANIO}${String(i + 1).padStart(2, '0')}`),
    );
    expect(meses.every((m) => !m.cerrado)).toBe(true);
    expect(meses[9]?.libros).toEqual([{ libro: '050100', operaciones: 1 }]);
    expect(meses[10]?.libros).toEqual([
      { libro: '050100', operaciones: 1 },
      { libro: '080100', operaciones: 2 },
      { libro: '140100', operaciones: 1 },
    ]);
  });
});

describe('previsualizarCierre', () => {
  it('shows the balanced entries, agrees with the worksheet and writes nothing', async () => {
    const n = await operacionesVivas(e, e.empresaAna);
    const c = await pedir<Cierre>(PREVISUALIZAR, { a: ANIO });
    expect(await operacionesVivas(e, e.empresaAna)).toBe(n);
    expect(c.revision).toEqual({
      resultado_naturaleza: hojaAntes.resultado_naturaleza,
      resultado_funcion: hojaAntes.resultado_funcion,
      diferencia: '0.00',
    });
    expect(c.resultado).toBe('1100.00');
    expect(c.asientos.map((a) => [a.paso, a.tipo_operacion, a.fecha])).toEqual([
      ['destinos', 7, '2026-12-31'],
      ['margen_comercial', 7, '2026-12-31'],
      ['produccion', 7, '2026-12-31'],
      ['valor_agregado', 7, '2026-12-31'],
      ['excedente_bruto', 7, '2026-12-31'],
      ['resultado_explotacion', 7, '2026-12-31'],
      ['resultado_antes_impuesto', 7, '2026-12-31'],
      ['resultado_ejercicio', 7, '2026-12-31'],
      ['resultados_acumulados', 7, '2026-12-31'],
      ['cierre_balance', 7, '2026-12-31'],
      ['apertura', 6, '2027-01-01'],
    ]);
    for (const a of c.asientos) expect(validarAsiento(movs(a.lineas)), a.paso).toBeUndefined();
    expect(c.asientos[8]?.lineas.map((l) => [l.cuenta, l.debe, l.haber])).toEqual([
      ['891', '1100.00', '0.00'],
      ['5911', '0.00', '1100.00'],
    ]);
    expect(c.operaciones).toEqual([]);
  });
});

describe('generarCierre', () => {
  let c: Cierre;
  beforeAll(async () => {
    c = await pedir<Cierre>(GENERAR, { a: ANIO });
  });

  it('posts the closing in December (kind 7) and the opening on 1 January (kind 6) in the journal', () => {
    expect(c.operaciones.map((o) => [o.periodo, o.tipo_operacion])).toEqual([
      ...Array.from({ length: 10 }, () => ['202612', 7]),
      ['202701', 6],
    ]);
    expect(c.operaciones.map((o) => o.cuo)).toEqual([
      ...Array.from({ length: 10 }, (_, i) => `0501202612${String(i + 1).padStart(6, '0')}`),
      '0501202701000001',
    ]);
  });

  it('leaves every result account at zero and the worksheet’s result in 59', async () => {
    const anio = await balance(`${ANIO}01`, `${ANIO}12`);
    expect(Object.keys(anio).filter((c) => Number(c[0]) >= 6)).toEqual([]);
    const cierre = c.operaciones.find((o) => o.glosa.startsWith('Traslado'));
    const a59 = cierre?.lineas.find((l) => l.cuenta.startsWith('59'));
    expect(a59).toMatchObject({ cuenta: '5911', haber: hojaAntes.resultado_naturaleza });
  });

  it('leaves every balance-sheet account at zero at the end of the year', async () => {
    expect(await balance('000000', `${ANIO}12`)).toEqual({});
  });

  it('opens the next year with the same balances, 59 holding the result', async () => {
    const esperado = Object.fromEntries(Object.entries(antes).filter(([c]) => Number(c[0]) <= 5));
    esperado['5911'] = `-${hojaAntes.resultado_naturaleza}`;
    expect(await balance(`${ANIO + 1}01`, `${ANIO + 1}01`)).toEqual(esperado);
  });

  it('keeps each payable by supplier and document, so payments still match it', async () => {
    const apertura = c.operaciones.at(-1);
    const porPagar = apertura?.lineas.filter((l) => l.cuenta === '4212');
    expect(porPagar?.map((l) => [l.serie, l.numero, l.debe, l.haber])).toEqual([
      ['F001', '101', '0.00', '1180.00'],
      ['F001', '102', '0.00', '354.00'],
    ]);
    expect(porPagar?.every((l) => l.persona_id)).toBe(true);
  });

  it('is listed as the year’s closing', async () => {
    const ops = await pedir<OperacionVista[]>(CIERRE_GENERADO, { a: ANIO });
    expect(ops.map((o) => o.id)).toEqual(c.operaciones.map((o) => o.id));
  });

  it('refuses a second closing, in Spanish, writing nothing', async () => {
    const n = await operacionesVivas(e, e.empresaAna);
    const r = await e.t.gql(GENERAR, { a: ANIO }, { token: e.ana });
    expect(codigo(r)).toBe('BAD_USER_INPUT');
    expect(mensaje(r)).toBe('El cierre del ejercicio 2026 ya está generado');
    expect(mensaje(await e.t.gql(PREVISUALIZAR, { a: ANIO }, { token: e.ana }))).toBe(
      'El cierre del ejercicio 2026 ya está generado; anúlelo para volver a generarlo',
    );
    expect(await operacionesVivas(e, e.empresaAna)).toBe(n);
  });

  it('is not undone while December is closed; months reopen from the last one', async () => {
    expect((await pedir<{ cerrado: boolean }>(CERRAR, { p: '202611' })).cerrado).toBe(true);
    expect((await pedir<{ cerrado: boolean }>(CERRAR, { p: '202612' })).cerrado).toBe(true);
    const r = await e.t.gql(ANULAR, { a: ANIO }, { token: e.ana });
    expect(mensaje(r)).toBe('El periodo 12/2026 está cerrado');
    expect(mensaje(await e.t.gql(REABRIR, { p: '202611' }, { token: e.ana }))).toBe(
      'No se puede reabrir 11/2026: el periodo 12/2026 está cerrado; reábralo primero',
    );
    expect(mensaje(await e.t.gql(CERRAR, { p: '202612' }, { token: e.ana }))).toBe(
      'El periodo 12/2026 ya está cerrado',
    );
    expect((await pedir<{ cerrado: boolean }>(REABRIR, { p: '202612' })).cerrado).toBe(false);
    expect((await pedir<{ cerrado: boolean }>(REABRIR, { p: '202611' })).cerrado).toBe(false);
    expect(mensaje(await e.t.gql(REABRIR, { p: '202611' }, { token: e.ana }))).toBe(
      'El periodo 11/2026 no está cerrado',
    );
  });

  it('is undone by anularCierre, leaving the books as before, and can be generated again', async () => {
    const anuladas = await pedir<{ id: string }[]>(ANULAR, { a: ANIO });
    expect(anuladas).toHaveLength(11);
    expect(await balance('000000', `${ANIO}12`)).toEqual(antes);
    expect(await balance(`${ANIO + 1}01`, `${ANIO + 1}01`)).toEqual({});
    const otra = await pedir<Cierre>(GENERAR, { a: ANIO });
    expect(otra.operaciones.at(-1)?.cuo).toBe('0501202701000002');
    expect(await balance('000000', `${ANIO}12`)).toEqual({});
  });
});

describe('refusals and tenancy', () => {
  it('refuses another year’s results still open, a chart without 841, and closed months, writing nothing', async () => {
    await asientoDirecto(e, e.empresaBeto, '2025-06-10', '050100', 'Gasto 2025', [
      ['6591', '40.00', '0.00'],
      ['1041', '0.00', '40.00'],
    ]);
    const n = await operacionesVivas(e, e.empresaBeto);
    expect(mensaje(await e.t.gql(GENERAR, { a: ANIO }, { token: e.beto }))).toBe(
      'Hay resultados de ejercicios anteriores sin cerrar (cuenta 6591): genere primero el cierre del ejercicio anterior',
    );
    const c = schema.pcgeCuentas;
    const sin841 = and(eq(c.empresaId, e.empresaBeto), eq(c.codigo, '841'));
    await e.t.deps.db.update(c).set({ deletedAt: new Date() }).where(sin841);
    const r = await e.t.gql(GENERAR, { a: 2025 }, { token: e.beto });
    expect(codigo(r)).toBe('BAD_USER_INPUT');
    expect(mensaje(r)).toBe(
      'No se puede generar el cierre: falta la cuenta 841 (Resultado de explotación) de último nivel en el plan de cuentas de la empresa',
    );
    await e.t.deps.db.update(c).set({ deletedAt: null }).where(sin841);
    await pedir(CERRAR, { p: '202601' }, e.beto);
    expect(mensaje(await e.t.gql(GENERAR, { a: 2025 }, { token: e.beto }))).toBe(
      'El periodo 01/2026 está cerrado',
    );
    expect(await operacionesVivas(e, e.empresaBeto)).toBe(n);
    await pedir(REABRIR, { p: '202601' }, e.beto);
  });

  it('closes a year with a pérdida into 5921, then the next one', async () => {
    const perdida = await pedir<Cierre>(GENERAR, { a: 2025 }, e.beto);
    expect(perdida.resultado).toBe('-40.00');
    const traslado = perdida.asientos.find((a) => a.paso === 'resultados_acumulados');
    expect(traslado?.lineas.map((l) => [l.cuenta, l.debe, l.haber])).toEqual([
      ['892', '0.00', '40.00'],
      ['5921', '40.00', '0.00'],
    ]);
    const siguiente = await pedir<Cierre>(GENERAR, { a: ANIO }, e.beto);
    expect(siguiente.resultado).toBe('999.00');
    expect(await balance('000000', `${ANIO}12`, e.beto)).toEqual({});
    expect(await balance(`${ANIO + 1}01`, `${ANIO + 1}01`, e.beto)).toEqual({
      '1041': '-40.00',
      '1212': '999.00',
      '5911': '-999.00',
      '5921': '40.00',
    });
  });

  it('answers each company its own closing; without the permission, FORBIDDEN', async () => {
    // An expense alone: from 841 on, then the balance sheet and the opening.
    const deBeto = await pedir<OperacionVista[]>(CIERRE_GENERADO, { a: 2025 }, e.beto);
    expect(deBeto.map((o) => o.glosa)).toEqual([
      'Determinación del resultado de explotación',
      'Determinación del resultado antes del impuesto a las ganancias',
      'Determinación del resultado del ejercicio',
      'Traslado del resultado del ejercicio a resultados acumulados',
      'Cierre de las cuentas de balance del ejercicio 2025',
      'Asiento de apertura del ejercicio 2026',
    ]);
    expect(await pedir<OperacionVista[]>(CIERRE_GENERADO, { a: 2025 })).toEqual([]);
    expect(mensaje(await e.t.gql(ANULAR, { a: 2025 }, { token: e.ana }))).toBe(
      'El ejercicio 2025 no tiene un cierre generado',
    );
    for (const [q, v] of [
      [GENERAR, { a: ANIO }],
      [PREVISUALIZAR, { a: ANIO }],
      [ANULAR, { a: ANIO }],
      [CERRAR, { p: '202601' }],
      [REABRIR, { p: '202601' }],
    ] as const)
      expect(codigo(await e.t.gql(q, v, { token: e.facturador }))).toBe('FORBIDDEN');
    expect(mensaje(await e.t.gql(CERRAR, { p: '202613' }, { token: e.ana }))).toBe(
      'El periodo no es válido (AAAAMM)',
    );
  });
});
