import { schema } from '@kipu/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actualizarEstadisticas,
  analizarCambiadas,
} from '../../src/infra/estadisticas/estadisticas-pglite.ts';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';

let t: AppDePrueba;
beforeAll(async () => {
  t = await crearAppDePrueba();
});
afterAll(() => t.cerrar());

const filasEstimadas = async () => {
  const { rows } = (await t.deps.db.execute(
    sql`select reltuples::int as n from pg_class where relname = 'cursos'`,
  )) as unknown as { rows: { n: number }[] };
  return rows[0]?.n ?? -1;
};

const insertarCursos = (cuantos: number, titulo: string) =>
  t.deps.db.insert(schema.cursos).values(
    Array.from({ length: cuantos }, (_, i) => ({
      modulo: 'contable' as const,
      titulo: `${titulo} ${i}`,
      enlace: '/home',
      orden: i,
    })),
  );

describe('planner statistics', () => {
  it('on PGlite, ANALYZE teaches the planner how many rows a table has; PostgreSQL keeps its own', async () => {
    await insertarCursos(600, 'Curso');
    const corrio = await actualizarEstadisticas(t.deps.database);
    expect(corrio).toBe(t.deps.database.kind === 'pglite');
    if (corrio) expect(await filasEstimadas()).toBe(600);
  });

  it('on PGlite, only the tables that changed past 50 rows + 10 % since their last ANALYZE are analysed again; PostgreSQL is left to its autovacuum', async () => {
    await actualizarEstadisticas(t.deps.database);
    await insertarCursos(300, 'Otro');
    // The engine publishes its counters at most once a second, when idle.
    await new Promise((listo) => setTimeout(listo, 1500));
    await t.deps.db.execute(sql`select 1`);
    const pglite = t.deps.database.kind === 'pglite';
    expect(await analizarCambiadas(t.deps.database)).toEqual(pglite ? ['public.cursos'] : []);
    if (pglite) expect(await filasEstimadas()).toBe(900);
    expect(await analizarCambiadas(t.deps.database)).toEqual([]);
  });
});
