// Runs every suite (unit, integration on PGlite, on PostgreSQL when TEST_DATABASE_URL is set, browser
// when Chromium is installed) in one Vitest run and ends with the line `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const informe = 'test-results/vitest.json';
mkdirSync('test-results', { recursive: true });
rmSync(informe, { force: true });

const ejecutar = (comando, args) =>
  spawnSync(comando, args, { stdio: 'inherit', env: process.env }).status ?? 1;

let fallasPrevias = 0;
if (existsSync(chromium) && process.env.SKIP_WEB_BUILD !== '1') {
  // Browser tests drive the product as users get it: the built web app served by the API.
  if (ejecutar('npm', ['run', 'build', '--silent']) !== 0) fallasPrevias++;
}

const codigo = ejecutar('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${informe}`,
  ...process.argv.slice(2),
]);

let pasaron = 0;
let fallaron = fallasPrevias;
if (existsSync(informe)) {
  const r = JSON.parse(readFileSync(informe, 'utf8'));
  pasaron = r.numPassedTests;
  fallaron += r.numFailedTests;
  // A suite that crashed before running its tests still counts as a failure.
  fallaron += r.testResults.filter((s) => s.status === 'failed' && s.assertionResults.length === 0).length;
} else {
  fallaron += 1;
}
if (codigo !== 0 && fallaron === 0) fallaron = 1;
console.log(`${pasaron} passed, ${fallaron} failed`);
process.exit(fallaron > 0 ? 1 : 0);
