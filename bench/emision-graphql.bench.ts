// End-to-end emissions per second: GraphQL `emitirComprobante` over HTTP on loopback against one API
// process (validate, number with UPDATE … RETURNING, build, sign, zip, store, queue), with 1, 8 and 32
// in flight on one series, sent from a client thread of their own. After each load the sending jobs
// run against the embedded SUNAT simulator until every document is 'aceptado'. Checks that the numbers
// taken are consecutive and distinct.
// Run: npm run bench:emision                         (PGlite on disk, the default deployment)
//      TEST_DATABASE_URL=postgres://… npm run bench:emision -- --db=postgres
//      (a throw-away database is created on that server for the run and dropped afterwards)
//      EMISIONES=… changes the documents per load (default 200); EN_VUELO=32 runs only that load (default 1,8,32)
import { cpus, totalmem } from 'node:os';
import { schema } from '@kipu/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { iniciarApi } from './comun/api-en-marcha.ts';
import { cargaGraphqlEnHilo } from './comun/carga-en-hilo.ts';
import { FACTURA_BENCH } from './comun/factura.ts';

const usaPostgres = process.argv.includes('--db=postgres');
const EMISIONES = Number(process.env.EMISIONES ?? 200);
const CONCURRENCIAS = (process.env.EN_VUELO ?? '1,8,32').split(',').map(Number);
const LIMITE_ACEPTACION_MS = 15 * 60_000;

// Round trips to PostgreSQL, counted at the driver (the API's pool and the job queue's): the database
// work one emission costs, its sending and posting jobs included. PGlite runs in process and is not counted.
let consultas = 0;
if (usaPostgres) {
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    consultas++;
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
}

const api = await iniciarApi(
  usaPostgres ? (process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test') : undefined,
);
const { db } = api.aplicacion.deps;
const { comprobantes } = schema;

const EMITIR = `mutation($input: EmitirComprobanteInput!) {
  emitirComprobante(input: $input) { id serie numero estado importe_total }
}`;
type Emitido = { id: string; serie: string; numero: number; estado: string; importe_total: string };

/** Emits `total` facturas with `concurrencia` in flight; answers them and the load's figures. */
async function emitir(total: number, concurrencia: number) {
  // A fresh session per load: the access token lives 15 minutes and a slow run may outlast it.
  const token = await api.iniciarSesion();
  const { respuestas, ...medida } = await cargaGraphqlEnHilo<{ emitirComprobante: Emitido }>({
    base: api.base,
    query: EMITIR,
    variables: { input: FACTURA_BENCH },
    token,
    total,
    concurrencia,
  });
  const emitidos = respuestas.map((r) => r.emitirComprobante);
  for (const e of emitidos) if (e.importe_total !== '236.00') throw new Error(JSON.stringify(e));
  return { emitidos, ...medida };
}

/** Polls the documents' states until all are 'aceptado'; answers when (ms since `desde`). */
async function esperarAceptados(ids: string[], desde: number): Promise<number> {
  for (;;) {
    const estados = await db
      .select({ estado: comprobantes.estado, n: sql<number>`count(*)`.mapWith(Number) })
      .from(comprobantes)
      .where(inArray(comprobantes.id, ids))
      .groupBy(comprobantes.estado);
    const aceptados = estados.find((e) => e.estado === 'aceptado')?.n ?? 0;
    if (aceptados === ids.length) return performance.now() - desde;
    const finales = estados.filter((e) => e.estado === 'rechazado' || e.estado === 'observado');
    if (finales.length > 0 || performance.now() - desde > LIMITE_ACEPTACION_MS)
      throw new Error(`sin aceptar: ${JSON.stringify(estados)}`);
    await new Promise((listo) => setTimeout(listo, 100));
  }
}

/** Numbers taken by one load: as many distinct ones as documents, with no gap between min and max. */
function consecutivos(numeros: number[]): { min: number; max: number; ok: boolean } {
  const min = Math.min(...numeros);
  const max = Math.max(...numeros);
  return { min, max, ok: new Set(numeros).size === numeros.length && max - min + 1 === numeros.length };
}

let pico = process.memoryUsage.rss();
const muestreo = setInterval(() => {
  pico = Math.max(pico, process.memoryUsage.rss());
}, 25);
const rssAntes = process.memoryUsage.rss() / 1024 ** 2;

const filas: string[] = [];
for (const concurrencia of CONCURRENCIAS) {
  const inicio = performance.now();
  const consultasAntes = consultas;
  const { emitidos, porSegundo, p50, p95, p99 } = await emitir(EMISIONES, concurrencia);
  const finCarga = performance.now();
  const todos = await esperarAceptados(
    emitidos.map((e) => e.id),
    inicio,
  );
  const numeros = consecutivos(emitidos.map((e) => e.numero));
  if (!numeros.ok) throw new Error(`números con saltos o repetidos: ${JSON.stringify(numeros)}`);
  const porEmision = usaPostgres ? ((consultas - consultasAntes) / EMISIONES).toFixed(1) : '—';
  filas.push(
    `| ${concurrencia} | ${EMISIONES} | ${porSegundo} | ${p50} | ${p95} | ${p99} | F001-${numeros.min}…${numeros.max} ✓ | ${(todos / 1000).toFixed(1)} | ${((todos - (finCarga - inicio)) / 1000).toFixed(1)} | ${porEmision} |`,
  );
}
clearInterval(muestreo);

// The whole series, as stored: every number once, none skipped.
const [serie] = await db
  .select({
    n: sql<number>`count(*)`.mapWith(Number),
    distintos: sql<number>`count(distinct ${comprobantes.numero})`.mapWith(Number),
    min: sql<number>`min(${comprobantes.numero})`.mapWith(Number),
    max: sql<number>`max(${comprobantes.numero})`.mapWith(Number),
  })
  .from(comprobantes)
  .where(and(eq(comprobantes.tipo, '01'), eq(comprobantes.serie, 'F001')));
const total = EMISIONES * CONCURRENCIAS.length;
if (serie?.n !== total || serie.distintos !== total || serie.max - serie.min + 1 !== total)
  throw new Error(`la serie no es consecutiva: ${JSON.stringify(serie)}`);
const maxRss = process.resourceUsage().maxRSS / 1024;
const kind = api.aplicacion.deps.database.kind;
await api.cerrar();

console.log(`# emission over GraphQL · ${new Date().toISOString().slice(0, 10)} · ${kind}`);
console.log(
  `machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'} · ${Math.round(totalmem() / 1024 ** 3)} GiB · Node ${process.version}`,
);
console.log(
  '| in flight | facturas | emissions/s | p50 ms | p95 ms | p99 ms | numbers taken | all aceptado after s (from start) | … after the last emission s | queries per emission (sending and posting included) |',
);
console.log('|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|');
for (const f of filas) console.log(f);
console.log(
  `series F001 in the database: ${serie.n} documents, numbers ${serie.min}…${serie.max}, ${serie.distintos} distinct (count = max − min + 1 ✓)`,
);
console.log(
  `RSS before the loads ${rssAntes.toFixed(0)} MiB · sampled peak ${(pico / 1024 ** 2).toFixed(0)} MiB · process max RSS ${maxRss.toFixed(0)} MiB`,
);
