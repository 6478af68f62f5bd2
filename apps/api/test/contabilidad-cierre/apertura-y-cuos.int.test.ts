import { schema } from '@kipu/db';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codigo, type Escenario, mensaje, prepararEscenario } from '../contabilidad/escenario-maestros.ts';
import { asientoDirecto } from '../contabilidad-estados/mes-contable.ts';
import {
  ANULAR,
  ANULAR_APERTURA,
  APERTURA,
  APERTURAS,
  CERRAR,
  GENERAR,
  type OperacionVista,
  operacionesVivas,
  REABRIR,
  REPROCESAR,
  ULTIMO_CUO,
} from './consultas-cierre.ts';

let e: Escenario;
let clienteId: string;

async function pedir<T>(query: string, variables: Record<string, unknown>, token = e.ana): Promise<T> {
  const r = await e.t.gql<Record<string, T>>(query, variables, { token });
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return Object.values(r.data)[0] as T;
}

beforeAll(async () => {
  e = await prepararEscenario();
  const [cliente] = await e.t.deps.db
    .insert(schema.personas)
    .values({
      empresaId: e.empresaAna,
      tipo: 'cliente',
      documentoId: '6',
      numero: '20100070970',
      razonSocial: 'SUPERMERCADOS PERUANOS S.A.',
    })
    .returning({ id: schema.personas.id });
  clienteId = cliente?.id ?? '';
});
afterAll(() => e.t.cerrar());

const apertura = (lineas: Record<string, unknown>[]) => ({
  i: { fecha: '2025-01-01', glosa: 'Saldos iniciales', lineas },
});

describe('registrarApertura (inventarios iniciales)', () => {
  it('refuses an entry that does not balance, writing nothing', async () => {
    const r = await e.t.gql(
      APERTURA,
      apertura([
        { cuenta: '1041', debe: '5000' },
        { cuenta: '5011', haber: '4000' },
      ]),
      { token: e.ana },
    );
    expect(codigo(r)).toBe('BAD_USER_INPUT');
    expect(mensaje(r)).toBe('El asiento no cuadra: debe 5000.00 y haber 4000.00 (diferencia 1000.00)');
    expect(await operacionesVivas(e, e.empresaAna)).toBe(0);
  });

  it('refuses another company’s client as FORBIDDEN and a parent account in Spanish', async () => {
    const ajeno = await e.t.gql(
      APERTURA,
      apertura([
        { cuenta: '1212', debe: '100', persona_id: clienteId },
        { cuenta: '5011', haber: '100' },
      ]),
      { token: e.beto },
    );
    expect(codigo(ajeno)).toBe('FORBIDDEN');
    const padre = await e.t.gql(
      APERTURA,
      apertura([
        { cuenta: '104', debe: '100' },
        { cuenta: '5011', haber: '100' },
      ]),
      { token: e.ana },
    );
    expect(mensaje(padre)).toBe('Línea 1: la cuenta 104 tiene subcuentas: elija una cuenta de último nivel');
  });

  it('posts the opening balances as kind 6, receivables by client and document', async () => {
    const op = await pedir<OperacionVista>(
      APERTURA,
      apertura([
        { cuenta: '1041', debe: '5000' },
        {
          cuenta: '1212',
          debe: '1180',
          persona_id: clienteId,
          tipo_comprobante: '01',
          serie: 'F001',
          numero: '77',
        },
        { cuenta: '5011', haber: '6180' },
      ]),
    );
    expect(op).toMatchObject({ tipo_operacion: 6, periodo: '202501', cuo: '0501202501000001' });
    expect(op.lineas.find((l) => l.cuenta === '1212')).toMatchObject({
      persona_id: clienteId,
      serie: 'F001',
      numero: '77',
    });
    const lista = await pedir<{ total: number }>(APERTURAS, { a: 2025 });
    expect(lista.total).toBe(1);
    expect((await pedir<{ total: number }>(APERTURAS, { a: 2025 }, e.beto)).total).toBe(0);
  });

  it('voids a typed opening once nothing moves its documents, but not one a closing posted', async () => {
    await asientoDirecto(e, e.empresaAna, '2025-02-01', '050100', 'Otra apertura', [
      ['1041', '1.00', '0.00'],
      ['5011', '0.00', '1.00'],
    ]);
    const { filas } = await pedir<{ filas: OperacionVista[] }>(APERTURAS, { a: 2025 });
    const tipeada = filas[0]?.id ?? '';
    expect(codigo(await e.t.gql(ANULAR_APERTURA, { id: tipeada }, { token: e.beto }))).toBe('FORBIDDEN');
    const cierre = await pedir<{ operaciones: OperacionVista[] }>(GENERAR, { a: 2025 });
    const generada = cierre.operaciones.at(-1)?.id ?? '';
    expect(mensaje(await e.t.gql(ANULAR_APERTURA, { id: generada }, { token: e.ana }))).toBe(
      'La apertura la generó el cierre del ejercicio 2025: anule el cierre',
    );
    // The closing moved the typed opening's documents (F001-77): it goes first, then the opening.
    expect(mensaje(await e.t.gql(ANULAR_APERTURA, { id: tipeada }, { token: e.ana }))).toMatch(
      /^No se puede anular: el documento F001-77 tiene movimientos posteriores \(0501202512\d+\); anúlelos primero$/,
    );
    expect((await e.t.gql(ANULAR, { a: 2025 }, { token: e.ana })).errors).toBeUndefined();
    expect(await pedir<{ id: string }>(ANULAR_APERTURA, { id: tipeada })).toEqual({ id: tipeada });
    expect(mensaje(await e.t.gql(ANULAR_APERTURA, { id: tipeada }, { token: e.ana }))).toBe(
      'El asiento de apertura ya está anulado',
    );
  });
});

describe('lastCuo and reProcesarCuos', () => {
  const PERIODO = '202703';
  const cuos = async () => {
    const o = schema.operaciones;
    return e.t.deps.db
      .select({ glosa: o.glosa, numero: o.numeroCuo, cuo: o.cuo, anulada: o.deletedAt })
      .from(o)
      .where(and(eq(o.empresaId, e.empresaAna), eq(o.periodo, PERIODO), eq(o.libro, '050100')))
      .orderBy(asc(o.numeroCuo));
  };
  const asiento = (fecha: string, glosa: string) =>
    asientoDirecto(e, e.empresaAna, fecha, '050100', glosa, [
      ['1041', '10.00', '0.00'],
      ['5011', '0.00', '10.00'],
    ]);

  beforeAll(async () => {
    for (const [fecha, glosa] of [
      ['2027-03-20', 'día 20'],
      ['2027-03-05', 'día 5'],
      ['2027-03-12', 'día 12'],
      ['2027-03-01', 'día 1 (anulado)'],
    ] as const)
      await asiento(fecha, glosa);
    const o = schema.operaciones;
    await e.t.deps.db
      .update(o)
      .set({ deletedAt: new Date() })
      .where(and(eq(o.empresaId, e.empresaAna), eq(o.glosa, 'día 1 (anulado)')));
  });

  it('answers the last CUO of a book and period', async () => {
    expect(await pedir(ULTIMO_CUO, { l: '050100', p: PERIODO })).toEqual({
      numero: 4,
      cuo: '0501202703000004',
    });
    expect(await pedir(ULTIMO_CUO, { l: '140100', p: PERIODO })).toEqual({ numero: 0, cuo: null });
    expect(await pedir(ULTIMO_CUO, { l: '050100', p: PERIODO }, e.beto)).toEqual({ numero: 0, cuo: null });
    expect(mensaje(await e.t.gql(ULTIMO_CUO, { l: '05', p: PERIODO }, { token: e.ana }))).toBe(
      'El libro no es válido (código PLE de 6 dígitos)',
    );
  });

  it('numbers the period again in date order, voided operations last', async () => {
    expect(await pedir(REPROCESAR, { p: PERIODO })).toEqual({
      periodo: PERIODO,
      libros: [{ libro: '050100', operaciones: 4 }],
    });
    expect((await cuos()).map((c) => [c.numero, c.cuo, c.glosa])).toEqual([
      [1, '0501202703000001', 'día 5'],
      [2, '0501202703000002', 'día 12'],
      [3, '0501202703000003', 'día 20'],
      [4, '0501202703000004', 'día 1 (anulado)'],
    ]);
  });

  it('keeps CUOs unique and without gaps while operations are posted at the same time', async () => {
    await Promise.all([
      asiento('2027-03-02', 'simultáneo 1'),
      e.t.gql(REPROCESAR, { p: PERIODO }, { token: e.ana }),
      asiento('2027-03-03', 'simultáneo 2'),
      e.t.gql(REPROCESAR, { p: PERIODO }, { token: e.ana }),
      asiento('2027-03-04', 'simultáneo 3'),
    ]);
    const numeros = (await cuos()).map((c) => c.numero);
    expect(numeros).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect((await pedir<{ numero: number }>(ULTIMO_CUO, { l: '050100', p: PERIODO })).numero).toBe(7);
    await pedir(REPROCESAR, { p: PERIODO });
    expect((await cuos()).map((c) => c.glosa)).toEqual([
      'simultáneo 1',
      'simultáneo 2',
      'simultáneo 3',
      'día 5',
      'día 12',
      'día 20',
      'día 1 (anulado)',
    ]);
  });

  it('refuses a closed period, one whose PLE book was recorded, and a role without the permission', async () => {
    await pedir(CERRAR, { p: PERIODO });
    expect(mensaje(await e.t.gql(REPROCESAR, { p: PERIODO }, { token: e.ana }))).toBe(
      'El periodo 03/2027 está cerrado',
    );
    await pedir(REABRIR, { p: PERIODO });
    await pedir('mutation($p: String!) { savePeriodAndBook(periodo: $p, libro: "050100") { codigo } }', {
      p: PERIODO,
    });
    const antes = await cuos();
    expect(mensaje(await e.t.gql(REPROCESAR, { p: PERIODO }, { token: e.ana }))).toBe(
      'No se pueden reprocesar los CUO de 03/2027: ya se registraron sus libros PLE (050100)',
    );
    expect(await cuos()).toEqual(antes);
    expect(codigo(await e.t.gql(REPROCESAR, { p: PERIODO }, { token: e.facturador }))).toBe('FORBIDDEN');
  });
});
