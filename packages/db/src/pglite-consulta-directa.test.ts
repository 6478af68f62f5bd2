import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultaDirecta } from './pglite-consulta-directa.ts';

/**
 * The direct path against PGlite's own `query`: the same statements on two engines, one with the
 * direct path installed, must give the same rows, fields and errors, and leave the connection usable.
 */

let directa: PGlite;
let propia: PGlite;

const ESQUEMA = `create table t (
  id serial primary key, n integer, d numeric(14,2), j jsonb, f timestamptz, b bytea, l text[],
  v boolean, u uuid, s text unique, fecha date)`;

beforeAll(async () => {
  directa = new PGlite();
  propia = new PGlite();
  consultaDirecta(directa);
  for (const pg of [directa, propia]) await pg.exec(ESQUEMA);
});
afterAll(async () => {
  await directa.close();
  await propia.close();
});

/** Runs the statement on both engines and answers both results. */
async function enAmbas(texto: string, params?: unknown[], opciones?: Parameters<PGlite['query']>[2]) {
  return Promise.all([directa.query(texto, params, opciones), propia.query(texto, params, opciones)]);
}

describe('PGlite queries in one call into the engine', () => {
  const fila = [
    7,
    '1234.50',
    JSON.stringify({ a: [1, 'ñ'], b: null }),
    new Date('2026-11-29T10:00:00Z'),
    new Uint8Array([0, 1, 254, 255]),
    ['a', 'b,c', 'ñ"'],
    true,
    '6f1b0c9e-8d7a-4f3e-9c2b-1a2b3c4d5e6f',
    'única',
    '2026-11-29',
  ];
  const INSERTAR =
    'insert into t (n, d, j, f, b, l, v, u, s, fecha) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning *';

  it('serialises parameters and reads rows as PGlite does, first time and with the types kept', async () => {
    for (const s of ['única', 'otra']) {
      const [a, b] = await enAmbas(INSERTAR, [...fila.slice(0, 8), s, fila[9]]);
      expect(a.rows).toEqual(b.rows);
      expect(a.fields).toEqual(b.fields);
      expect(a.affectedRows).toBe(1);
    }
    const [a, b] = await enAmbas('select * from t where n = $1 and l @> $2 order by id', [7, ['b,c']]);
    expect(a.rows).toHaveLength(2);
    expect(a.rows).toEqual(b.rows);
    const [x, y] = await enAmbas('select n, d from t where s = $1', ['única'], { rowMode: 'array' });
    expect(x.rows).toEqual([[7, '1234.50']]);
    expect(x.rows).toEqual(y.rows);
  });

  it('a null parameter and a statement without parameters', async () => {
    const [a, b] = await enAmbas('select $1::text is null as nulo, count(*)::int as n from t', [null]);
    expect(a.rows).toEqual([{ nulo: true, n: 2 }]);
    expect(a.rows).toEqual(b.rows);
  });

  it('errors carry the statement and its code, and the connection keeps working', async () => {
    const duplicado = await directa.query(INSERTAR, fila).catch((e: unknown) => e);
    expect(duplicado).toMatchObject({ code: '23505', query: INSERTAR });
    const sintaxis = await directa.query('selec 1').catch((e: unknown) => e);
    expect(sintaxis).toMatchObject({ code: '42601', query: 'selec 1' });
    const tipo = await directa.query('select $1::int', ['no es número']).catch((e: unknown) => e);
    expect(tipo).toMatchObject({ code: '22P02' });
    expect((await directa.query<{ n: number }>('select 1 as n')).rows).toEqual([{ n: 1 }]);
  });

  it('transactions commit, roll back on a failure, and see their own writes', async () => {
    await directa.transaction(async (tx) => {
      await tx.query('update t set n = $1 where s = $2', [8, 'otra']);
      expect((await tx.query<{ n: number }>('select n from t where s = $1', ['otra'])).rows).toEqual([
        { n: 8 },
      ]);
    });
    await expect(
      directa.transaction(async (tx) => {
        await tx.query('update t set n = $1 where s = $2', [9, 'otra']);
        await tx.query(INSERTAR, fila);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await directa.query<{ n: number }>('select n from t where s = $1', ['otra'])).rows).toEqual([
      { n: 8 },
    ]);
  });

  it('a column whose type changes (DDL by exec) is not read with the old parameter types', async () => {
    await directa.query('select * from t where n = $1', ['8']);
    await directa.exec('alter table t alter column n type text using n::text');
    const r = await directa.query<{ n: string }>('select n from t where n = $1', ['8']);
    expect(r.rows).toEqual([{ n: '8' }]);
  });

  it('a table changed by a statement through query is read with its new columns', async () => {
    const antes = await directa.query<Record<string, unknown>>('select * from t where s = $1', ['otra']);
    await directa.query('alter table t add column z integer default 5');
    const despues = await directa.query<Record<string, unknown>>('select * from t where s = $1', ['otra']);
    expect(Object.keys(despues.rows[0] ?? {})).toEqual([...Object.keys(antes.rows[0] ?? {}), 'z']);
    expect(despues.rows[0]?.z).toBe(5);
  });

  it('past the prepared statements kept, they are closed and prepared again', async () => {
    for (let i = 0; i < 1100; i++) {
      const r = await directa.query<{ n: number }>(`select $1::int + ${i} as n`, [1]);
      expect(r.rows[0]?.n).toBe(i + 1);
    }
    const [{ n } = { n: 0 }] = (
      await directa.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')
    ).rows;
    expect(n).toBeLessThanOrEqual(1000);
    expect((await directa.query<{ n: number }>('select $1::int + 0 as n', [4])).rows).toEqual([{ n: 4 }]);
  });
});
