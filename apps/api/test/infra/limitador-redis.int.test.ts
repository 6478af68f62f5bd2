import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { limitadorRedis } from '../../src/infra/limites/limitador.ts';

// Included by vitest.config.ts only when TEST_REDIS_URL points at a Redis server.
const l = limitadorRedis(process.env.TEST_REDIS_URL ?? '', 2);
afterAll(() => l.cerrar());

describe('limitadorRedis', () => {
  it('counts in Redis, so every API instance shares the count, and the window expires', async () => {
    const clave = `prueba:${randomBytes(4).toString('hex')}`;
    const otraInstancia = limitadorRedis(process.env.TEST_REDIS_URL ?? '', 2);
    try {
      expect(await l.intentar(clave, 2)).toBe(true);
      expect(await otraInstancia.intentar(clave, 2)).toBe(true);
      expect(await l.intentar(clave, 2)).toBe(false);
      await new Promise((r) => setTimeout(r, 2100));
      expect(await otraInstancia.intentar(clave, 2)).toBe(true);
      await l.limpiar(clave);
      expect(await l.intentar(clave, 1)).toBe(true);
    } finally {
      await otraInstancia.cerrar();
    }
  });

  it('gives a key its own window when asked', async () => {
    const clave = `prueba:${randomBytes(4).toString('hex')}`;
    expect(await l.intentar(clave, 1, 60)).toBe(true);
    await new Promise((r) => setTimeout(r, 2100));
    // The limiter's window (2 s) has passed, the key's (60 s) has not.
    expect(await l.intentar(clave, 1, 60)).toBe(false);
    await l.limpiar(clave);
  });
});
