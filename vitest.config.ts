import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { defineConfig } from 'vitest/config';
import { SUITES_POSTGRES } from './apps/api/test/global/suites-postgres.ts';

const integracion = ['apps/api/test/**/*.int.test.ts'];
// Suites that need a Redis server run only when one is given.
const sinRedis = process.env.TEST_REDIS_URL ? [] : ['apps/api/test/infra/*redis*.int.test.ts'];
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const projects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: {
      name: 'unit',
      include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
    },
  },
  {
    extends: true,
    test: {
      name: 'integration-pglite',
      include: integracion,
      exclude: sinRedis,
      // Files share a worker's loaded modules (each still builds its own app and database): importing
      // the whole API again per file cost more than most files' tests.
      isolate: false,
      globalSetup: ['apps/api/test/global/plantilla-pglite.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
];
// The suites that must hold on a real PostgreSQL server too (suites-postgres.ts), when one is given.
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    extends: true,
    test: {
      name: 'integration-postgres',
      include: SUITES_POSTGRES,
      exclude: sinRedis,
      isolate: false,
      globalSetup: ['apps/api/test/global/plantilla-postgres.ts'],
      env: { KIPU_TEST_DB: 'postgres' },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}
// Browser tests drive the built product in Debian's Chromium, when it is installed.
if (existsSync(chromium)) {
  projects.push({
    extends: true,
    test: {
      name: 'browser',
      include: ['e2e/**/*.e2e.test.ts'],
      env: { CHROMIUM_PATH: chromium },
      globalSetup: ['e2e/helpers/plantilla-producto.ts'],
      testTimeout: 90_000,
      hookTimeout: 180_000,
      fileParallelism: false,
    },
  });
}

// graphql ships CJS and ESM builds; Node (and so Yoga) loads the CJS one. Our sources must get the same
// instance, or `instanceof GraphQLError` fails and every intended error is masked.
const graphqlCjs = createRequire(import.meta.url).resolve('graphql');

export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlCjs }] },
  test: { projects, pool: 'forks' },
});
