import { crearAplicacion } from './app.ts';
import { leerConfig } from './config.ts';
import { vigilarProceso } from './infra/http/proceso.ts';
import { sembrarDemo } from './seed-demo.ts';
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
if (cuentas.length) {
  lineas.push('Cuentas demo (empresa COMERCIAL ANDINA DEMO S.A.C., RUC 20601234565):');
  for (const c of cuentas)
    lineas.push(`  ${c.rol.padEnd(22)} ${c.email.padEnd(20)} contraseña: ${c.password}`);
} else if (config.sembrarDemo) {
  lineas.push(
    'Cuentas demo: admin@kipu.pe / Admin2026 · contador@kipu.pe / Contador2026 · mozo@kipu.pe / Mozo2026 (si no fueron cambiadas)',
  );
}
console.log(lineas.join('\n'));

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
