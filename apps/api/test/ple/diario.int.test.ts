import { schema } from '@kipu/db';
import Decimal from 'decimal.js';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUC_EMISOR } from '../facturacion/emisor-de-prueba.ts';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import {
  camposDe,
  cuoDelLibro,
  ddmmaaaa,
  type EscenarioPle,
  escenarioPle,
  GENERAR,
  generarLibro,
  lineasDe,
} from './datos-ple.ts';

let t: AppDePrueba;
let e: EscenarioPle;

const generar = (libro: string, token = e.ana.token) => generarLibro(t, libro, e.periodo, token);

const suma = (lineas: string[], campo: number) =>
  lineas.reduce((s, l) => s.plus(camposDe(l)[campo - 1] ?? '0'), new Decimal(0)).toFixed(2);

beforeAll(async () => {
  t = await crearAppDePrueba();
  e = await escenarioPle(t);
});
afterAll(() => t.cerrar());

describe('5.1 libro diario and 6.1 libro mayor', () => {
  let diario: string[];
  beforeAll(async () => {
    const archivo = await generar('050100');
    expect(archivo.archivo.nombre).toBe(`LE${RUC_EMISOR}${e.periodo}00050100001111.TXT`);
    expect(archivo.hallazgos).toEqual([]);
    diario = lineasDe(archivo);
  });

  it('lists every asiento line of the period, balanced', () => {
    // Four documents of three lines, the journal entry, the purchase and the service from abroad.
    expect(diario).toHaveLength(4 * 3 + 2 + 3 + 2);
    expect(suma(diario, 18)).toBe(suma(diario, 19));
  });

  it('ties each sales line to its register line and numbers it by line', () => {
    const factura = diario.map(camposDe).filter((f) => f[9] === '01' && f[10] === 'F001' && f[11] === '1');
    const cuo = factura.find((f) => f[3] === '70121')?.[1];
    const propias = diario.map(camposDe).filter((f) => f[1] === cuo);
    expect(propias.map((f) => [f[2], f[3], f[17], f[18], f[19]])).toEqual([
      ['M1', '1212', '118.00', '0.00', `140100&${e.periodo}00&${cuo}&M1`],
      ['M2', '70121', '0.00', '100.00', `140100&${e.periodo}00&${cuo}&M1`],
      ['M3', '40111', '0.00', '18.00', `140100&${e.periodo}00&${cuo}&M1`],
    ]);
  });

  it('writes an entry without a document as type 00 numbered by its CUO', async () => {
    const fecha = ddmmaaaa(e.emitidos[0]?.fecha_emision ?? '');
    const cuo = await cuoDelLibro(t, e.ana.empresaId, '050100');
    expect(diario.filter((l) => camposDe(l)[1] === cuo)).toEqual([
      `${e.periodo}00|${cuo}|M1|1041|||PEN|||00||${cuo}|${fecha}||${fecha}|Depósito del efectivo en tránsito||250.00|0.00||1|\r\n`,
      `${e.periodo}00|${cuo}|M2|1031|||PEN|||00||${cuo}|${fecha}||${fecha}|Depósito del efectivo en tránsito||0.00|250.00||1|\r\n`,
    ]);
  });

  it('gives the same movements in the ledger, account by account', async () => {
    const mayor = await generar('060100');
    expect(mayor.archivo.nombre).toBe(`LE${RUC_EMISOR}${e.periodo}00060100001111.TXT`);
    expect(mayor.hallazgos).toEqual([]);
    const lineas = lineasDe(mayor);
    const cuentas = lineas.map((l) => camposDe(l)[3] ?? '');
    expect(cuentas).toEqual([...cuentas].sort());
    expect([...lineas].sort()).toEqual([...diario].sort());
  });
});

describe('5.3 plan contable utilizado', () => {
  it("lists the company's accounts of three digits or more with the PCGE code", async () => {
    const plan = await generar('050300');
    const c = schema.pcgeCuentas;
    const [cuentas] = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(c)
      .where(and(eq(c.empresaId, e.ana.empresaId), isNull(c.deletedAt), sql`length(${c.codigo}) >= 3`));
    const lineas = lineasDe(plan);
    expect(plan.hallazgos).toEqual([]);
    expect(lineas).toHaveLength(cuentas?.n ?? -1);
    expect(lineas).toContain(`${e.periodo}01|1212|Emitidas en cartera|01||||1|\r\n`);
  });
});

describe("one company's books out of another's reach", () => {
  it('gives another company empty books under its own RUC', async () => {
    const ventas = await generar('140100', e.beto.token);
    expect(ventas.archivo.nombre).toBe(`LE20100070970${e.periodo}00140100001011.TXT`);
    expect(ventas.archivo.base64).toBe('');
    expect((await generar('050100', e.beto.token)).lineas).toBe(0);
  });

  it('needs a session', async () => {
    const r = await t.gql(GENERAR, { libro: '140100', periodo: e.periodo });
    expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('savePeriodAndBook and the books of a period', () => {
  const LIBROS = 'query($p: String!) { librosPle(periodo: $p) { codigo numero nombre lineas generado } }';
  const GUARDAR =
    'mutation($p: String!, $l: String!) { savePeriodAndBook(periodo: $p, libro: $l) { codigo generado } }';
  type Libro = { codigo: string; numero: string; lineas: number; generado: string | null };
  const libros = async (token: string) =>
    (await t.gql<{ librosPle: Libro[] }>(LIBROS, { p: e.periodo }, { token })).data?.librosPle ?? [];

  it('records the generation in the period, for the company only', async () => {
    const r = await t.gql<{ savePeriodAndBook: { codigo: string; generado: string } }>(
      GUARDAR,
      { p: e.periodo, l: '140100' },
      { token: e.ana.token },
    );
    expect(r.data?.savePeriodAndBook.codigo).toBe('140100');
    await t.gql(GUARDAR, { p: e.periodo, l: '050100' }, { token: e.ana.token });
    const [periodo] = await t.deps.db
      .select()
      .from(schema.periodosContables)
      .where(
        and(
          eq(schema.periodosContables.empresaId, e.ana.empresaId),
          eq(schema.periodosContables.periodo, e.periodo),
        ),
      );
    expect(Object.keys(periodo?.librosGenerados ?? {}).sort()).toEqual(['050100', '140100']);
    expect(periodo?.librosGenerados['140100']).toBe(r.data?.savePeriodAndBook.generado);

    const deAna = await libros(e.ana.token);
    // 5.3 and 5.4 list the same chart: the company's accounts of three digits or more.
    const plan = deAna.find((l) => l.numero === '5.3')?.lineas ?? 0;
    expect(plan).toBeGreaterThan(0);
    expect(deAna.map((l) => [l.numero, l.lineas, Boolean(l.generado)])).toEqual([
      ['1.1', 2, false],
      ['1.2', 0, false],
      ['14.1', 4, true],
      ['14.2', 4, false],
      ['8.1', 1, false],
      ['8.2', 1, false],
      ['8.3', 1, false],
      ['5.1', 19, true],
      ['5.2', 19, false],
      ['5.3', plan, false],
      ['5.4', plan, false],
      ['6.1', 19, false],
      ['12.1', 0, false],
      ['13.1', 0, false],
    ]);
    const deBeto = await libros(e.beto.token);
    const sinPlan = deBeto.filter((l) => l.codigo !== '050300' && l.codigo !== '050400');
    expect(sinPlan.every((l) => l.lineas === 0 && !l.generado)).toBe(true);
  });

  it('refuses an unknown book in Spanish', async () => {
    const r = await t.gql(GUARDAR, { p: e.periodo, l: '140300' }, { token: e.ana.token });
    expect(r.errors?.[0]?.message).toMatch(/^El libro 140300 no se genera/);
  });
});
