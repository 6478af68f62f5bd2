// Start-up time, idle memory and memory over a long run of emissions: one API process (PGlite on disk, as
// `npm run serve` runs it) starts, sits idle, then emits EMISIONES facturas over GraphQL with 8 in flight,
// with their sending to the embedded SUNAT simulator and their posting running alongside. RSS and V8 heap
// are read after a garbage collection every MUESTRA emissions: a leak shows as a line that keeps rising.
// Run: npm run bench:memoria   (EMISIONES=… default 10,000; MUESTRA=… default 1,000)
import { cpus, totalmem } from 'node:os';
import { iniciarApi } from './comun/api-en-marcha.ts';
import { carga } from './comun/carga.ts';
import { FACTURA_BENCH } from './comun/factura.ts';

const EMISIONES = Number(process.env.EMISIONES ?? 10_000);
const MUESTRA = Number(process.env.MUESTRA ?? 1000);
const EN_VUELO = 8;

const gc = (globalThis as { gc?: () => void }).gc;
/** RSS and heap in MiB after a full collection (when the run has --expose-gc). */
function memoria() {
  gc?.();
  const m = process.memoryUsage();
  return { rss: (m.rss / 1024 ** 2).toFixed(0), heap: (m.heapUsed / 1024 ** 2).toFixed(0) };
}

const t0 = performance.now();
const api = await iniciarApi();
const arranque = performance.now() - t0;
const tras = memoria();
// Idle: the queue's pollers and timers run; nothing is asked.
await new Promise((listo) => setTimeout(listo, 10_000));
const ocioso = memoria();

const EMITIR = `mutation($input: EmitirComprobanteInput!) { emitirComprobante(input: $input) { numero } }`;

const filas: string[] = [];
let hechas = 0;
while (hechas < EMISIONES) {
  const lote = Math.min(MUESTRA, EMISIONES - hechas);
  // A fresh session per sample: the access token lives 15 minutes.
  const token = await api.iniciarSesion();
  const { porSegundo } = await carga(lote, EN_VUELO, async () => {
    await api.gql(EMITIR, { input: FACTURA_BENCH }, token);
  });
  hechas += lote;
  const m = memoria();
  filas.push(`| ${hechas} | ${porSegundo} | ${m.rss} | ${m.heap} |`);
  console.error(`${hechas} emitidas, RSS ${m.rss} MiB`);
}
await api.cerrar();

console.log(
  `# start-up and memory over ${EMISIONES} emissions · ${new Date().toISOString().slice(0, 10)} · pglite`,
);
console.log(
  `machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'} · ${Math.round(totalmem() / 1024 ** 3)} GiB · Node ${process.version}${gc ? '' : ' · without --expose-gc'}`,
);
console.log(
  `start-up (new data folder: migrate, seed the demo, listen): ${(arranque / 1000).toFixed(1)} s · RSS then ${tras.rss} MiB (heap ${tras.heap}) · after 10 s idle ${ocioso.rss} MiB (heap ${ocioso.heap})`,
);
console.log('| emitted | emissions/s in the sample | RSS MiB after GC | V8 heap MiB after GC |');
console.log('|---:|---:|---:|---:|');
for (const f of filas) console.log(f);
