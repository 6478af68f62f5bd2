import { crearAplicacion } from './app.ts';
import { leerConfig } from './config.ts';
import { actividadDemoActivada, programarActividadDemo } from './demo/actividad-demo.ts';
import { vigilarProceso } from './infra/http/proceso.ts';
import { lineasDemo, sembrarDemo } from './seed-demo.ts';
import { salirSiCarpetaOcupada } from './shared/carpeta-datos.ts';

// What the process writes (database, master key, companies' files) is its user's alone: 0700 / 0600.
process.umask(0o077);
const config = leerConfig();
// Outside production the logger keeps to warnings and errors (see infra/http/registro.ts).
const { app, deps, cerrar } = await crearAplicacion(config, { logger: true }).catch(salirSiCarpetaOcupada);
vigilarProceso(app.log);
const cuentas = config.sembrarDemo ? await sembrarDemo(deps) : [];
await app.listen({ port: config.port, host: config.host });

const url = `http://localhost:${config.port}`;
const lineas = [
  `Kipu escuchando en ${url}  (base de datos: ${deps.database.kind === 'pglite' ? `PGlite en ${config.dataDir}/db` : 'PostgreSQL'})`,
  `Correo: ${deps.cartero.transporte === 'outbox' ? `bandeja local, ${url}/dev/outbox` : 'SMTP'} · Captcha: ${deps.captcha.proveedor}`,
];
lineas.push(...lineasDemo(cuentas, config.sembrarDemo));
const actividad = config.sembrarDemo && actividadDemoActivada();
if (actividad)
  lineas.push(
    'Actividad demo de un mes: se siembra en segundo plano si falta (KIPU_DEMO_ACTIVIDAD=no la omite).',
  );
console.log(lineas.join('\n'));
// After listening: start-up does not wait for the demo's month of activity.
if (actividad) void programarActividadDemo(deps, (linea) => console.log(linea));

let cerrando = false;
for (const senal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(senal, () => {
    if (cerrando) return;
    cerrando = true;
    cerrar().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
