// Trial balance and general ledger over 1,000,000 asiento lines: GraphQL `balanceComprobacion` for the
// whole year and `libroMayor` of one account (every movement with its running balance) over HTTP on
// loopback against one API process, each next to the raw SQL aggregate that answers the same in the
// same run; the answers are compared to the cent. The lines are bulk-inserted first (250,000 balanced
// operations of 4 lines over twelve months, on ten accounts of the demo company's chart).
// Run: npm run bench:balance       (PGlite on disk, the default deployment)
//      TEST_DATABASE_URL=postgres://… npm run bench:balance -- --db=postgres
//      LINEAS=… changes the number of lines (default 1,000,000; a multiple of 4)
import { cpus, totalmem } from 'node:os';
import { schema } from '@kipu/db';
import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import { actualizarEstadisticas } from '../apps/api/src/infra/estadisticas/estadisticas-pglite.ts';
import { iniciarApi } from './comun/api-en-marcha.ts';

const usaPostgres = process.argv.includes('--db=postgres');
const LINEAS = Number(process.env.LINEAS ?? 1_000_000);
const OPERACIONES = Math.floor(LINEAS / 4);
const ANIO = '2025';
const CUENTAS = ['1041', '1212', '4212', '40111', '6011', '20111', '6111', '70121', '6329', '5011'];
const CUENTA_MAYOR = '1041';

const api = await iniciarApi(
  usaPostgres ? (process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test') : undefined,
);
const { db } = api.aplicacion.deps;
const [empresa] = await db
  .select({ id: schema.empresas.id })
  .from(schema.empresas)
  .where(eq(schema.empresas.ruc, '20601234565'));
if (!empresa) throw new Error('sin empresa demo');
const cuentas = sql.raw(`array[${CUENTAS.map((c) => `'${c}'`).join(',')}]`);

// One transaction per month: the deferred balance trigger checks each month's lines at its commit.
const inicioCarga = performance.now();
for (let mes = 1; mes <= 12; mes++) {
  const periodo = `${ANIO}${String(mes).padStart(2, '0')}`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into operaciones (empresa_id, periodo, libro, tipo_operacion, numero_cuo, cuo, fecha_contable, glosa)
      select ${empresa.id}, ${periodo}, '050100', 5, n, '0501' || ${periodo} || lpad(n::text, 6, '0'),
             ${`${ANIO}-${String(mes).padStart(2, '0')}-`} || lpad(((n % 28) + 1)::text, 2, '0'),
             'Asiento de prueba ' || n
      from generate_series(1, ${Math.ceil(OPERACIONES / 12)}) n
      where (n - 1) * 12 + ${mes - 1} < ${OPERACIONES}`);
    // Four lines an operation: two charges and two credits of the same amounts, on ten accounts.
    await tx.execute(sql`
      insert into asiento_lineas (empresa_id, operacion_id, linea, cuenta, debe, haber)
      select o.empresa_id, o.id, k,
             (${cuentas})[((o.numero_cuo + (array[0, 3, 5, 7])[k]) % 10) + 1],
             case when k = 1 then a when k = 2 then b else 0 end,
             case when k = 3 then a when k = 4 then b else 0 end
      from operaciones o
      cross join generate_series(1, 4) k
      cross join lateral (select ((o.numero_cuo * 37) % 99991 + 1) / 100.0 as a,
                                 ((o.numero_cuo * 53) % 49999 + 1) / 100.0 as b) m
      where o.empresa_id = ${empresa.id} and o.periodo = ${periodo} and o.libro = '050100'`);
  });
}
const segundosCarga = (performance.now() - inicioCarga) / 1000;
// What the API's periodic ANALYZE (ESTADISTICAS_MINUTOS) does on PGlite after a load like this one,
// and PostgreSQL's autovacuum on its own a little later: measured right after the load, both need it.
const inicioAnalyze = performance.now();
if (!(await actualizarEstadisticas(api.aplicacion.deps.database))) await db.execute(sql`analyze`);
const segundosAnalyze = (performance.now() - inicioAnalyze) / 1000;
const [{ lineas } = { lineas: 0 }] = (
  (await db.execute(
    sql`select count(*)::int as lineas from asiento_lineas where empresa_id = ${empresa.id}`,
  )) as unknown as {
    rows: { lineas: number }[];
  }
).rows;

type Medida = { nombre: string; segundos: number; pico: number };
async function medir<T>(nombre: string, f: () => Promise<T>): Promise<{ r: T; m: Medida }> {
  let pico = process.memoryUsage.rss();
  const muestreo = setInterval(() => {
    pico = Math.max(pico, process.memoryUsage.rss());
  }, 25);
  const inicio = performance.now();
  const r = await f();
  const segundos = (performance.now() - inicio) / 1000;
  clearInterval(muestreo);
  return { r, m: { nombre, segundos, pico: pico / 1024 ** 2 } };
}

type Balance = {
  balanceComprobacion: { total_debe: string; filas: { cuenta: string; debe: string; haber: string }[] };
};
const balance = await medir('balanceComprobacion over GraphQL (12 periods)', () =>
  api.gql<Balance>(
    `query($d: String!, $h: String!) { balanceComprobacion(periodo_desde: $d, periodo_hasta: $h) {
      total_debe filas { cuenta debe haber } } }`,
    { d: `${ANIO}01`, h: `${ANIO}12` },
    api.token,
  ),
);
const balanceSql = await medir(
  'raw SQL: sum by account (same filter)',
  async () =>
    (
      (await db.execute(sql`
      select l.cuenta, sum(l.debe)::text as debe, sum(l.haber)::text as haber
      from asiento_lineas l join operaciones o on o.id = l.operacion_id
      where l.empresa_id = ${empresa.id} and o.deleted_at is null and o.periodo between ${`${ANIO}01`} and ${`${ANIO}12`}
      group by l.cuenta order by l.cuenta`)) as unknown as {
        rows: { cuenta: string; debe: string; haber: string }[];
      }
    ).rows,
);
for (const f of balanceSql.r) {
  const g = balance.r.balanceComprobacion.filas.find((x) => x.cuenta === f.cuenta);
  if (!g || !new Decimal(g.debe).eq(f.debe) || !new Decimal(g.haber).eq(f.haber))
    throw new Error(`el balance no coincide en ${f.cuenta}`);
}

type Mayor = { libroMayor: { saldo_final: string; movimientos: { saldo: string }[] } };
const mayor = await medir(`libroMayor ${CUENTA_MAYOR} over GraphQL (every movement, running balance)`, () =>
  api.gql<Mayor>(
    `query($c: String!, $d: String!, $h: String!) { libroMayor(cuenta: $c, periodo_desde: $d, periodo_hasta: $h) {
      saldo_final movimientos { cuo debe haber saldo } } }`,
    { c: CUENTA_MAYOR, d: `${ANIO}01`, h: `${ANIO}12` },
    api.token,
  ),
);
const mayorSql = await medir(
  'raw SQL: the same movements with a window running sum',
  async () =>
    (
      (await db.execute(sql`
      select o.cuo, l.debe, l.haber,
             sum(l.debe - l.haber) over (order by o.fecha_contable, o.libro, o.numero_cuo, l.linea) as saldo
      from asiento_lineas l join operaciones o on o.id = l.operacion_id
      where l.empresa_id = ${empresa.id} and l.cuenta = ${CUENTA_MAYOR} and o.deleted_at is null
        and o.periodo between ${`${ANIO}01`} and ${`${ANIO}12`}
      order by o.fecha_contable, o.libro, o.numero_cuo, l.linea`)) as unknown as { rows: { saldo: string }[] }
    ).rows,
);
const movimientos = mayor.r.libroMayor.movimientos;
if (
  movimientos.length !== mayorSql.r.length ||
  !new Decimal(mayor.r.libroMayor.saldo_final).eq(mayorSql.r.at(-1)?.saldo ?? '0')
)
  throw new Error('el mayor no coincide con el SQL');
await api.cerrar();

console.log(
  `# Trial balance and ledger over ${lineas} lines · ${new Date().toISOString().slice(0, 10)} · ${api.aplicacion.deps.database.kind}`,
);
console.log(
  `machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'} · ${Math.round(totalmem() / 1024 ** 3)} GiB · Node ${process.version}`,
);
console.log(
  `bulk insert of ${OPERACIONES} operations and ${lineas} lines (balance trigger included): ${segundosCarga.toFixed(1)} s`,
);
console.log(`ANALYZE after the load: ${segundosAnalyze.toFixed(1)} s`);
console.log('| run | rows answered | wall s | peak RSS MiB |');
console.log('|---|---:|---:|---:|');
for (const [m, filas] of [
  [balance.m, balance.r.balanceComprobacion.filas.length],
  [balanceSql.m, balanceSql.r.length],
  [mayor.m, movimientos.length],
  [mayorSql.m, mayorSql.r.length],
] as const)
  console.log(`| ${m.nombre} | ${filas} | ${m.segundos.toFixed(2)} | ${m.pico.toFixed(0)} |`);
