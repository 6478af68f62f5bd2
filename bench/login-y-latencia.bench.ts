// Login throughput at the production argon2id cost, and GraphQL round-trip latency, over real HTTP on
// loopback against one API process. Run: npm run bench:login [-- --db=postgres]
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { crearAplicacion } from '../apps/api/src/app.ts';
import { leerConfig } from '../apps/api/src/config.ts';
import { sembrarDemo } from '../apps/api/src/seed-demo.ts';
import { carga } from './comun/carga.ts';

const usaPostgres = process.argv.includes('--db=postgres');
const LOGINS = 200;
const CONCURRENCIA_LOGIN = 8;
const CONSULTAS = 2000;
const CONCURRENCIA_CONSULTAS = 16;

const dataDir = mkdtempSync(join(tmpdir(), 'kipu-bench-'));
const config = leerConfig({
  ...process.env,
  CAPTCHA_PROVIDER: 'none',
  DATA_DIR: dataDir,
  RATE_LIMIT_ACCOUNT: '1000000',
  RATE_LIMIT_IP: '1000000',
  DATABASE_URL: usaPostgres
    ? (process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test')
    : '',
});
const aplicacion = await crearAplicacion(config, { enMemoria: true });
await sembrarDemo(aplicacion.deps);
await aplicacion.app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(aplicacion.app.server.address() as AddressInfo).port}/api`;

async function gql(query: string, variables: Record<string, unknown> = {}, token?: string) {
  const r = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return r.json() as Promise<{
    data?: Record<string, { authentication?: string } | null>;
    errors?: unknown[];
  }>;
}

const LOGIN = 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { authentication } }';
let token = '';
const login = await carga(LOGINS, CONCURRENCIA_LOGIN, async () => {
  const r = await gql(LOGIN, { e: 'contador@kipu.pe', p: 'Contador2026' });
  if (!r.data?.login?.authentication) throw new Error(`login falló: ${JSON.stringify(r)}`);
  token = r.data.login.authentication;
});
const publica = await carga(CONSULTAS, CONCURRENCIA_CONSULTAS, async () => {
  const r = await gql('{ configuracionPublica { version marca { nombre } } }');
  if (r.errors) throw new Error(JSON.stringify(r.errors));
});
const me = await carga(CONSULTAS, CONCURRENCIA_CONSULTAS, async () => {
  const r = await gql('{ me { user { email } company { ruc uit } } }', {}, token);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
});

await aplicacion.cerrar();
rmSync(dataDir, { recursive: true, force: true });

const { memoryCost, timeCost } = config.argon2;
console.log(
  `# login and latency · ${new Date().toISOString().slice(0, 10)} · ${aplicacion.deps.database.kind}`,
);
console.log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'} · Node ${process.version}`);
console.log(`argon2id: m=${memoryCost} KiB, t=${timeCost}, p=1`);
console.log('| operation | calls | concurrency | per second | p50 ms | p95 ms | p99 ms |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const [nombre, total, conc, r] of [
  ['login (argon2id + session)', LOGINS, CONCURRENCIA_LOGIN, login],
  ['configuracionPublica (public)', CONSULTAS, CONCURRENCIA_CONSULTAS, publica],
  ['me (with session)', CONSULTAS, CONCURRENCIA_CONSULTAS, me],
] as const) {
  console.log(`| ${nombre} | ${total} | ${conc} | ${r.porSegundo} | ${r.p50} | ${r.p95} | ${r.p99} |`);
}
