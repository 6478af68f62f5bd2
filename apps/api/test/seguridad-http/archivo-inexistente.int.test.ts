import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';

describe('GET /storage of a file that does not exist', () => {
  let t: AppDePrueba;
  beforeAll(async () => {
    t = await crearAppDePrueba();
  });
  afterAll(() => t.cerrar());

  it('answers 404 and the server keeps answering', async () => {
    const sinCapturar: unknown[] = [];
    const registrar = (e: unknown) => sinCapturar.push(e);
    process.on('uncaughtException', registrar);
    try {
      for (const carpeta of ['libro', 'logos', 'productos']) {
        const r = await t.app.inject({ method: 'GET', url: `/storage/${carpeta}/${randomUUID()}.png` });
        expect(r.statusCode).toBe(404);
        expect(r.json()).toEqual({ error: 'No encontrado' });
      }
      // An error emitted after the answer would surface on the next turns of the event loop.
      await new Promise((listo) => setTimeout(listo, 50));
      expect(sinCapturar).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      process.off('uncaughtException', registrar);
    }
  });
});
