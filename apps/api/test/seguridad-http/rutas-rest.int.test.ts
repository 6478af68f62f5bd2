import { randomUUID } from 'node:crypto';
import { ROL } from '@kipu/db';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { LOGIN, type Login } from '../helpers/operaciones.ts';
import { usuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';
import { crearUsuario } from '../helpers/usuarios-de-prueba.ts';

type Ruta = { url: string; metodos: string[] };

/** Every route the server registered, read from Fastify's own route tree. */
function rutasRegistradas(arbol: string): Ruta[] {
  const prefijos: string[] = [];
  const rutas: Ruta[] = [];
  for (const linea of arbol.split('\n')) {
    const m = linea.match(/^(.*?)[├└]── (\S+)(?: \(([^)]*)\))?$/);
    if (!m) continue;
    const nivel = (m[1] ?? '').length / 4;
    const url = (prefijos[nivel - 1] ?? '') + (m[2] ?? '');
    prefijos[nivel] = url;
    if (m[3]) rutas.push({ url, metodos: m[3].split(', ').filter((v) => v !== 'HEAD' && v !== 'OPTIONS') });
  }
  return rutas;
}

/** Values a path parameter should never break on: unknown, traversal, encoded NUL, huge. */
const PARAMETROS = [
  randomUUID(),
  `${randomUUID()}.png`,
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '..',
  '%00',
  'ñandú',
  '-1',
  'x'.repeat(5000),
];

const LIMITE = 'limite-de-prueba';
const multipart = (cuerpo: string) => ({
  headers: { 'content-type': `multipart/form-data; boundary=${LIMITE}` },
  payload: cuerpo,
});

/** Bodies a POST should refuse with a 4xx: none, empty, broken JSON, wrong types, broken multipart, oversized. */
const CUERPOS: Pick<InjectOptions, 'headers' | 'payload'>[] = [
  {},
  { headers: { 'content-type': 'application/json' }, payload: '' },
  { headers: { 'content-type': 'application/json' }, payload: '{"a":' },
  { headers: { 'content-type': 'application/json' }, payload: 'null' },
  { headers: { 'content-type': 'application/json' }, payload: '[1,2,3]' },
  { headers: { 'content-type': 'text/plain' }, payload: 'hola' },
  { headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
  { headers: { 'content-type': 'multipart/form-data' }, payload: 'sin límite' },
  multipart(`--${LIMITE}\r\nContent-Disposition: form-data; name="img"; filename="a.png"\r\n\r\nno termina`),
  multipart(`--${LIMITE}\r\nContent-Disposition: form-data; name="otro"\r\n\r\nvalor\r\n--${LIMITE}--\r\n`),
  multipart('basura sin partes'),
  { headers: { 'content-type': 'application/json' }, payload: `"${'x'.repeat(11 * 1024 * 1024)}"` },
];

/** A well-formed form with a file that is no Excel: refused, except by the padrón route, which queues it. */
const FORMULARIO_BIEN_FORMADO = multipart(
  `--${LIMITE}\r\nContent-Disposition: form-data; name="archivo"; filename="a.xlsx"\r\n\r\nno es un excel\r\n--${LIMITE}--\r\n`,
);

/** Headers that reach nothing, plus (set up below) a contador's and the platform administrator's sessions. */
const AUTORIZACIONES: (string | undefined)[] = [undefined, 'Bearer no-es-un-token', 'Basic YTpi', 'Bearer '];

describe('Every REST route with missing or malformed input', () => {
  let t: AppDePrueba;
  let rutas: Ruta[];
  beforeAll(async () => {
    t = await crearAppDePrueba();
    rutas = rutasRegistradas(t.app.printRoutes({ commonPrefix: false }));
    const contador = await usuarioConEmpresa(t, 'rutas@kipu.test', {
      ruc: '20601234565',
      razonSocial: 'RUTAS S.A.C.',
    });
    await crearUsuario(t, 'plataforma@kipu.test', 'Secreta1', { rolId: ROL.administradorGeneral });
    const admin = await t.gql<Login>(LOGIN, { email: 'plataforma@kipu.test', password: 'Secreta1' });
    AUTORIZACIONES.push(`Bearer ${contador.token}`, `Bearer ${admin.data?.login?.authentication}`);
  });
  afterAll(() => t.cerrar());

  it('finds the routes to walk', () => {
    const urls = rutas.map((r) => r.url);
    for (const url of [
      '/api',
      '/health',
      '/upload',
      '/upload/padron',
      '/storage/:carpeta/:archivo',
      '/importacion/:tipo',
    ])
      expect(urls).toContain(url);
  });

  it('answers a 4xx, never a 5xx, and the server still answers /health after', async () => {
    const sinCapturar: unknown[] = [];
    const registrar = (e: unknown) => sinCapturar.push(e);
    process.on('uncaughtException', registrar);
    process.on('unhandledRejection', registrar);
    const fallas: string[] = [];
    let peticiones = 0;
    const probar = async (opciones: InjectOptions, esperaCliente: boolean) => {
      peticiones++;
      const r = await t.app.inject(opciones);
      // A path the URL parser folds ('/storage/../..' is '/') reaches the web app's page, never a file.
      const pagina = String(r.headers['content-type']).startsWith('text/html');
      const malo = r.statusCode >= 500 || (esperaCliente && r.statusCode < 400 && !pagina);
      if (malo)
        fallas.push(
          `${opciones.method} ${String(opciones.url).slice(0, 80)} → ${r.statusCode} ${r.body.slice(0, 120)}`,
        );
    };
    try {
      for (const { url, metodos } of rutas) {
        const conParametros = url.includes(':') || url.includes('*');
        const urls = conParametros ? PARAMETROS.map((p) => url.replace(/:[a-z]+|\*/g, p)) : [url];
        for (const metodo of metodos) {
          for (const destino of urls)
            for (const autorizacion of AUTORIZACIONES)
              for (const remoteAddress of ['10.1.2.3', '127.0.0.1']) {
                const base: InjectOptions = {
                  method: metodo as 'GET' | 'POST',
                  url: destino,
                  remoteAddress,
                  ...(autorizacion ? { headers: { authorization: autorizacion } } : {}),
                };
                if (metodo === 'GET') {
                  // A path parameter that names nothing is a 4xx; the catch-all (the web app) may answer 200.
                  await probar(base, conParametros && !url.includes('*'));
                  continue;
                }
                for (const cuerpo of [...CUERPOS, FORMULARIO_BIEN_FORMADO])
                  await probar(
                    { ...base, ...cuerpo, headers: { ...base.headers, ...cuerpo.headers } },
                    cuerpo !== FORMULARIO_BIEN_FORMADO || url !== '/upload/padron',
                  );
              }
        }
      }
      await new Promise((listo) => setTimeout(listo, 50));
    } finally {
      process.off('uncaughtException', registrar);
      process.off('unhandledRejection', registrar);
    }
    expect(peticiones).toBeGreaterThan(500);
    expect(fallas).toEqual([]);
    expect(sinCapturar).toEqual([]);
    const salud = await t.app.inject({ method: 'GET', url: '/health' });
    expect(salud.statusCode).toBe(200);
  }, 120_000);
});
