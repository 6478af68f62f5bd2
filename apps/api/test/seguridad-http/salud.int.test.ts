import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';

type Salud = {
  status: string;
  checks: {
    disk: { status: string; freeMb: number; minMb: number };
    database: { status: string };
    queue: { status: string; state: string };
  };
};

describe('/health', () => {
  let t: AppDePrueba;
  beforeAll(async () => {
    t = await crearAppDePrueba();
  });
  afterAll(() => t.cerrar());

  it('reports the data folder’s disk, the database and the job queue', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/health' });
    expect(r.statusCode).toBe(200);
    const salud = r.json<Salud>();
    expect(salud).toMatchObject({
      status: 'ok',
      checks: {
        disk: { status: 'ok', minMb: 200 },
        database: { status: 'ok' },
        // Tests start the queue with their first job.
        queue: { status: 'ok', state: 'sin_iniciar' },
      },
    });
    expect(salud.checks.disk.freeMb).toBeGreaterThan(200);
  });

  it('answers 503 when the database does not answer in time', async () => {
    const { db } = t.deps;
    const execute = db.execute;
    db.execute = (() => new Promise(() => undefined)) as unknown as typeof execute;
    try {
      const r = await t.app.inject({ method: 'GET', url: '/health' });
      expect(r.statusCode).toBe(503);
      expect(r.json<Salud>().checks.database.status).toBe('error');
    } finally {
      db.execute = execute;
    }
  });

  it('answers 503 with the queue that failed to start', async () => {
    const estado = t.deps.cola.estado;
    t.deps.cola.estado = () => 'error';
    try {
      const r = await t.app.inject({ method: 'GET', url: '/health' });
      expect(r.statusCode).toBe(503);
      expect(r.json<Salud>().checks.queue).toEqual({ status: 'error', state: 'error' });
    } finally {
      t.deps.cola.estado = estado;
    }
  });
});

describe('/health with less free disk than HEALTH_MIN_DISK_MB', () => {
  let t: AppDePrueba;
  beforeAll(async () => {
    // A threshold no disk reaches: 1 EB.
    t = await crearAppDePrueba({ HEALTH_MIN_DISK_MB: String(1024 ** 4) });
  });
  afterAll(() => t.cerrar());

  it('answers 503 with the disk in error', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/health' });
    expect(r.statusCode).toBe(503);
    const salud = r.json<Salud>();
    expect(salud.status).toBe('error');
    expect(salud.checks.disk.status).toBe('error');
    expect(salud.checks.disk.freeMb).toBeLessThan(salud.checks.disk.minMb);
    expect(salud.checks.database.status).toBe('ok');
  });
});
