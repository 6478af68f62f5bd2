// First visit of a module's home and of the renta de quinta report, on the product as `npm run serve`
// runs it (built web app + API on PGlite, demo seeded, its month of activity in the background).
// Run: npm run bench:home [-- --sin-navegador]
//   TRABAJADORES=… (default 60) extra workers in the current month's planilla, besides the demo's four
//   VECES=… (default 30) warm repetitions of each call · VISITAS=… (default 3) browser visits per case
//   CPU_LENTO=… (default 1) Chromium's CPU throttling rate, to play a slower client
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, type CDPSession, chromium, type Page } from 'playwright-core';
import { carga } from './comun/carga.ts';
import { hoyLima, type Llamada, llamadaQuinta, llamadasHome } from './comun/consultas-home.ts';
import {
  instalarMarcas,
  type Marca,
  type Marcas,
  marcasDe,
  recursosEntre,
  relojDePagina,
} from './comun/marcas-pagina.ts';
import { llamarGql, type ProductoServido, servirProducto } from './comun/producto-servido.ts';

const TRABAJADORES = Number(process.env.TRABAJADORES ?? 60);
const VECES = Number(process.env.VECES ?? 30);
const VISITAS = Number(process.env.VISITAS ?? 3);
const CPU_LENTO = Number(process.env.CPU_LENTO ?? 1);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DIST = fileURLToPath(new URL('../apps/web/dist/index.html', import.meta.url));
const conNavegador = !process.argv.includes('--sin-navegador') && existsSync(CHROMIUM) && existsSync(DIST);

const hoy = hoyLima();
const periodo = hoy.slice(0, 7).replace('-', '');
const HOME = llamadasHome(hoy);
const QUINTA = llamadaQuinta(periodo);
const cargaInicial = loadavg()[0] ?? 0;

const LOGIN = 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { authentication } }';
async function iniciarSesion(url: string) {
  const r = await llamarGql(url, LOGIN, { e: 'contador@kipu.pe', p: 'Contador2026' });
  const token = (r.data?.login as { authentication?: string } | undefined)?.authentication;
  if (!token) throw new Error(`login falló: ${JSON.stringify(r.errors)}`);
  return { ms: r.ms, token };
}

type Tiempo = { ms: number; error?: string };
const llamar = async (url: string, l: Llamada, token: string): Promise<Tiempo> => {
  const r = await llamarGql(url, l.query, l.variables, token);
  return { ms: r.ms, ...(r.errors ? { error: r.errors[0]?.message ?? 'error' } : {}) };
};

/**
 * A first visit as the API sees it: the home's calls at once (the page fires them together), then the
 * quinta report alone (another page). Answers each call's time and the home's wall time.
 */
async function visitaApi(url: string, token: string) {
  const inicio = performance.now();
  const home = await Promise.all(HOME.map((l) => llamar(url, l, token)));
  const muro = performance.now() - inicio;
  const quinta = await llamar(url, QUINTA, token);
  return { home, muro, quinta };
}

/** The demo accountant's extra workers (ONP, salaries from the minimum to over 7 UIT a year) and the month computed. */
async function sembrarPlanilla(url: string, token: string) {
  const exigir = async (query: string, variables: Record<string, unknown>) => {
    const r = await llamarGql(url, query, variables, token);
    if (r.errors || !r.data) throw new Error(JSON.stringify(r.errors));
    return r.data;
  };
  for (let i = 0; i < TRABAJADORES; i++) {
    const d = await exigir('mutation($i: TrabajadorInput!) { createEmployee(input: $i) { id } }', {
      i: {
        tipo_documento: '1',
        numero_documento: String(70_000_000 + i),
        apellido_paterno: `PRUEBA${String.fromCharCode(65 + (i % 26))}`,
        apellido_materno: 'CARGA',
        nombres: `TRABAJADOR ${i + 1}`,
        sexo: i % 2 ? 'M' : 'F',
        fecha_ingreso: '2025-01-01',
      },
    });
    await exigir('mutation($i: ContratoInput!) { createContract(input: $i) { id } }', {
      i: {
        trabajador_id: (d.createEmployee as { id: string }).id,
        fecha_inicio: '2025-01-01',
        regimen_laboral: 'general',
        cargo: 'ASISTENTE',
        remuneracion_basica: (1130 + ((i * 977) % 14_000)).toFixed(2),
        sistema_pension: 'onp',
        salud: 'essalud',
      },
    });
  }
  const t0 = performance.now();
  await exigir('mutation($p: String!) { calcularPlanilla(periodo: $p) { total_neto } }', { p: periodo });
  return performance.now() - t0;
}

// ─── browser ────────────────────────────────────────────────────────────────────────────────────────

async function abrirContexto(): Promise<{ contexto: BrowserContext; cerrar(): Promise<void> }> {
  const perfil = mkdtempSync(join(tmpdir(), 'kipu-chromium-'));
  const contexto = await chromium.launchPersistentContext(perfil, {
    executablePath: CHROMIUM,
    headless: true,
    locale: 'es-PE',
    timezoneId: 'America/Lima',
    viewport: { width: 1366, height: 800 },
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-sync'],
  });
  await instalarMarcas(contexto);
  return {
    contexto,
    async cerrar() {
      await contexto.close();
      rmSync(perfil, { recursive: true, force: true });
    },
  };
}

type Pestana = { page: Page; cdp: CDPSession };

async function nuevaPestana(contexto: BrowserContext): Promise<Pestana> {
  const page = await contexto.newPage();
  const cdp = await contexto.newCDPSession(page);
  await cdp.send('Performance.enable');
  if (CPU_LENTO > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_LENTO });
  return { page, cdp };
}

/** The renderer's main-thread busy time so far (ms): less blurred by other work on the machine than wall time. */
async function cpuDe(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
}

/** The cards of each home whose data the visit waits for. */
const TARJETAS: Record<'CON' | 'PLA', Marca[]> = {
  CON: ['cronograma', 'comprasVentas'],
  PLA: ['cronograma', 'ranking'],
};

const esperarMarcas = (page: Page, marcas: Marca[]) =>
  page.waitForFunction(
    (m) => m.every((k) => k in ((window as unknown as { __marcas: object }).__marcas ?? {})),
    marcas,
    { timeout: 180_000, polling: 50 },
  );

type Visita = {
  marco: number;
  esqueleto: number | null;
  util: number;
  completo: number;
  js: number;
  kbJs: number;
  api: number;
  /** Main-thread busy time of the whole visit (until the network is idle). */
  cpu: number;
};

/** Times from `t0` (page clock) of the frame, skeleton, first card with data and last card with data. */
async function medir(
  { page, cdp }: Pestana,
  t0: number,
  cpu0: number,
  tarjetas: Marca[],
  marcoDe: Marca,
): Promise<Visita> {
  await page.waitForLoadState('networkidle');
  const cpu = (await cpuDe(cdp)) - cpu0;
  const m: Marcas = await marcasDe(page);
  const de = (k: Marca) => (m[k] === undefined ? null : (m[k] as number) - t0);
  const datos = tarjetas.map((k) => de(k) ?? Number.NaN);
  const util = Math.min(...datos);
  const recursos = await recursosEntre(page, t0, t0 + util);
  return {
    marco: de(marcoDe) ?? Number.NaN,
    esqueleto: de('esqueleto'),
    util,
    completo: Math.max(...datos),
    ...recursos,
    cpu,
  };
}

/**
 * Opens `ruta` as a first visit does — a new page load with nothing in the browser's cache (the session
 * already in the page's storage) — and then `VISITAS - 1` times again with the cache filled.
 */
async function abrirDirecto(pestana: Pestana, ruta: string, tarjetas: Marca[], marco: Marca) {
  await pestana.cdp.send('Network.clearBrowserCache');
  const visitas: Visita[] = [];
  for (let i = 0; i < VISITAS; i++) {
    // A new document starts the renderer's counters again.
    await pestana.page.goto(ruta);
    await esperarMarcas(pestana.page, tarjetas);
    visitas.push(await medir(pestana, 0, 0, tarjetas, marco));
  }
  const [vacia, ...llenas] = visitas;
  return { vacia: vacia as Visita, llenas };
}

/**
 * In a fresh browser: the login form, the module chosen on /modulos and its home timed from that click;
 * then the home and (payroll) the renta de quinta report opened directly, empty cache and cached.
 */
async function visitasModulo(url: string, modulo: 'CON' | 'PLA') {
  const { contexto, cerrar } = await abrirContexto();
  try {
    const pestana = await nuevaPestana(contexto);
    const { page } = pestana;
    await page.goto(`${url}/login`);
    await page.waitForLoadState('networkidle');
    await page.locator('#email').fill('contador@kipu.pe');
    await page.locator('#password input, input#password').first().fill('Contador2026');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL('**/modulos', { timeout: 180_000 });
    const boton = page.getByRole('button', { name: new RegExp(`Seleccionar ${modulo} -`) });
    await boton.waitFor({ timeout: 180_000 });
    await page.waitForLoadState('networkidle');
    const t0 = await relojDePagina(page);
    const cpu0 = await cpuDe(pestana.cdp);
    await boton.click();
    await esperarMarcas(page, TARJETAS[modulo]);
    const desdeModulos = await medir(pestana, t0, cpu0, TARJETAS[modulo], 'tarjeta');
    const home = await abrirDirecto(pestana, `${url}/home`, TARJETAS[modulo], 'tarjeta');
    const quinta =
      modulo === 'PLA'
        ? await abrirDirecto(pestana, `${url}/pla/reporte-rentaquinta`, ['reporte'], 'titulo')
        : null;
    return { desdeModulos, home, quinta };
  } finally {
    await cerrar();
  }
}

// ─── run ───────────────────────────────────────────────────────────────────────────────────────────

const dataDir = mkdtempSync(join(tmpdir(), 'kipu-bench-home-'));
const otra = mkdtempSync(join(tmpdir(), 'kipu-bench-home-'));
let producto: ProductoServido | undefined;
try {
  // 0. A person opening the product the moment it says it listens, on its first start: the browser's
  // first visit shares the machine with the demo's month of activity being seeded.
  let enArranque: Awaited<ReturnType<typeof visitasModulo>> | null = null;
  if (conNavegador) {
    producto = await servirProducto(otra);
    enArranque = await visitasModulo(producto.url, 'CON');
    await producto.detener();
  }

  // 1. The product's first start: the demo is seeded before it listens, its month of activity after.
  producto = await servirProducto(dataDir);
  const arranque = producto.msHastaEscuchar;
  const login1 = await iniciarSesion(producto.url);
  const primerArranque = await visitaApi(producto.url, login1.token);
  const actividad = await producto.esperarLinea(/Actividad demo sembrada|No se pudo sembrar/, 600_000);
  const msPlanilla = await sembrarPlanilla(producto.url, login1.token);
  await producto.detener();

  // 2. A new process on that folder: every call's first time in a process, then warm.
  producto = await servirProducto(dataDir);
  const reinicio = producto.msHastaEscuchar;
  const login2 = await iniciarSesion(producto.url);
  const fria = await visitaApi(producto.url, login2.token);
  const calientes: Awaited<ReturnType<typeof carga>>[] = [];
  for (const l of [...HOME, QUINTA])
    calientes.push(
      await carga(VECES, 1, async () => {
        const r = await llamar(producto?.url ?? '', l, login2.token);
        if (r.error && l !== QUINTA) throw new Error(r.error);
      }),
    );
  const homeJunta = await carga(VECES, 1, async () => {
    await Promise.all(HOME.map((l) => llamar(producto?.url ?? '', l, login2.token)));
  });
  await producto.detener();

  // 3. The browser, on a new process again.
  let navegador: {
    con: Awaited<ReturnType<typeof visitasModulo>>;
    pla: Awaited<ReturnType<typeof visitasModulo>>;
  } | null = null;
  if (conNavegador) {
    producto = await servirProducto(dataDir);
    navegador = {
      con: await visitasModulo(producto.url, 'CON'),
      pla: await visitasModulo(producto.url, 'PLA'),
    };
    await producto.detener();
  }
  producto = undefined;

  // ─── report ─────────────────────────────────────────────────────────────────────────────────────
  const ms = (t: Tiempo) => `${t.ms.toFixed(0)}${t.error ? ' †' : ''}`;
  const fin = loadavg()[0] ?? 0;
  console.log(`# home and renta de quinta, first visit · ${hoy}`);
  console.log(
    `machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'} · Node ${process.version} · load average ` +
      `${cargaInicial.toFixed(1)} at start, ${fin.toFixed(1)} at the end`,
  );
  console.log(
    `data: demo seed + its month of activity (${actividad.trim()}); ${TRABAJADORES + 4} payslips in ` +
      `${periodo} (computed in ${(msPlanilla / 1000).toFixed(1)} s)`,
  );
  console.log(
    `start: ${(arranque / 1000).toFixed(1)} s until listening (first start, seeding the demo), ` +
      `${(reinicio / 1000).toFixed(1)} s on restart; login ${login1.ms.toFixed(0)} ms / ${login2.ms.toFixed(0)} ms`,
  );
  console.log('');
  console.log('API over HTTP (ms; † = answered with an error, e.g. no planilla computed yet):');
  console.log('');
  console.log(
    '| call | first start, activity seeding | new process, first call | warm p50 | warm p95 | warm p99 |',
  );
  console.log('|---|---:|---:|---:|---:|---:|');
  [...HOME, QUINTA].forEach((l, i) => {
    const a = i < HOME.length ? primerArranque.home[i] : primerArranque.quinta;
    const b = i < HOME.length ? fria.home[i] : fria.quinta;
    const c = calientes[i];
    if (!a || !b || !c) return;
    console.log(`| ${l.nombre} | ${ms(a)} | ${ms(b)} | ${c.p50} | ${c.p95} | ${c.p99} |`);
  });
  console.log(
    `| **home, all at once (wall)** | ${primerArranque.muro.toFixed(0)} | ${fria.muro.toFixed(0)} | ` +
      `${homeJunta.p50} | ${homeJunta.p95} | ${homeJunta.p99} |`,
  );

  if (navegador) {
    const n = (v: number | null) => (v === null || Number.isNaN(v) ? '—' : v.toFixed(0));
    const mediana = (xs: Visita[], k: keyof Visita) => {
      const v = xs.map((x) => x[k] ?? Number.NaN).sort((a, b) => a - b);
      return v[Math.floor(v.length / 2)] ?? Number.NaN;
    };
    const fila = (nombre: string, xs: Visita[]) => {
      if (!xs.length) return;
      const k = (c: keyof Visita) => mediana(xs, c);
      const veces = xs.length > 1 ? ` (median of ${xs.length})` : '';
      console.log(
        `| ${nombre}${veces} | ${n(k('marco'))} | ${n(k('esqueleto'))} | ${n(k('util'))} | ` +
          `${n(k('completo'))} | ${k('js')} | ${n(k('kbJs'))} | ${k('api')} | ${n(k('cpu'))} |`,
      );
    };
    console.log('');
    console.log(
      `Browser (Chromium headless, ${CPU_LENTO > 1 ? `CPU throttled ×${CPU_LENTO}` : 'no throttling'}; ms from ` +
        'the click on the module for the first line of each module, otherwise from navigation start):',
    );
    console.log('');
    console.log(
      '| visit | frame shown | skeleton shown | first card with data | every card with data | JS files before first data | JS KiB before first data | API calls before first data | main-thread busy ms |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
    if (enArranque) {
      fila('CON home on the first start, after choosing the module', [enArranque.desdeModulos]);
      fila('CON home on the first start, opened directly, empty cache', [enArranque.home.vacia]);
    }
    for (const [modulo, v] of [
      ['CON', navegador.con],
      ['PLA', navegador.pla],
    ] as const) {
      fila(`${modulo} home, after choosing the module on /modulos`, [v.desdeModulos]);
      fila(`${modulo} home opened directly, empty cache`, [v.home.vacia]);
      fila(`${modulo} home opened directly, cached`, v.home.llenas);
    }
    const q = navegador.pla.quinta;
    if (q) {
      fila('renta de quinta opened directly, empty cache', [q.vacia]);
      fila('renta de quinta opened directly, cached', q.llenas);
    }
  } else {
    console.log('');
    console.log('(browser part skipped: no Chromium, no web build, or --sin-navegador)');
  }
} finally {
  await producto?.detener();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(otra, { recursive: true, force: true });
}
