import { Redis } from 'ioredis';

export type Limitador = {
  /**
   * Counts one attempt under `clave`; true while the count stays within `maximo` in the window (the
   * limiter's own window unless `ventanaSegundos` gives this key another one).
   */
  intentar(clave: string, maximo: number, ventanaSegundos?: number): Promise<boolean>;
  /** Forgets the attempts of `clave` (after a successful login). */
  limpiar(clave: string): Promise<void>;
  cerrar(): Promise<void>;
};

/** Fixed window counter in memory: one API instance. */
export function limitadorEnMemoria(ventanaSegundos: number): Limitador {
  const cuentas = new Map<string, { n: number; vence: number }>();
  return {
    async intentar(clave, maximo, ventana = ventanaSegundos) {
      const ahora = Date.now();
      const actual = cuentas.get(clave);
      if (!actual || actual.vence <= ahora) {
        cuentas.set(clave, { n: 1, vence: ahora + ventana * 1000 });
        if (cuentas.size > 100_000) for (const [k, v] of cuentas) if (v.vence <= ahora) cuentas.delete(k);
        return maximo >= 1;
      }
      actual.n++;
      return actual.n <= maximo;
    },
    async limpiar(clave) {
      cuentas.delete(clave);
    },
    async cerrar() {},
  };
}

/** The same counter in Redis (INCR + EXPIRE), shared by several API instances. */
export function limitadorRedis(url: string, ventanaSegundos: number): Limitador {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    async intentar(clave, maximo, ventana = ventanaSegundos) {
      const k = `kipu:limite:${clave}`;
      const [[, n] = [null, 0]] = (await redis.multi().incr(k).expire(k, ventana, 'NX').exec()) ?? [];
      return Number(n) <= maximo;
    },
    async limpiar(clave) {
      await redis.del(`kipu:limite:${clave}`);
    },
    async cerrar() {
      await redis.quit();
    },
  };
}
