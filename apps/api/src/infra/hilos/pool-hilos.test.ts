import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorDeHilo, type OpcionesPool, PoolDeHilos } from './pool-hilos.ts';
import type { TareasDePrueba } from './prueba/tareas-de-prueba.ts';

const pools: PoolDeHilos<TareasDePrueba>[] = [];
function pool(opciones: Partial<OpcionesPool> = {}) {
  const p = new PoolDeHilos<TareasDePrueba>({
    modulo: new URL('./prueba/tareas-de-prueba.ts', import.meta.url),
    hilos: 1,
    tiempoMaximoMs: 20_000,
    colaMaxima: 10,
    ...opciones,
  });
  pools.push(p);
  return p;
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.cerrar()));
});

const motivo = (promesa: Promise<unknown>) =>
  promesa.then(
    () => 'resuelta',
    (e: unknown) => (e instanceof ErrorDeHilo ? `${e.motivo}: ${e.message}` : String(e)),
  );

describe('PoolDeHilos', () => {
  it('runs a task on another thread while this event loop keeps ticking', async () => {
    const p = pool();
    expect(await p.ejecutar('hilo', undefined)).not.toBe(threadId);
    let ticks = 0;
    const intervalo = setInterval(() => ticks++, 10);
    const vueltas = await p.ejecutar('ocupar', 1500);
    clearInterval(intervalo);
    expect(vueltas).toBeGreaterThan(0);
    // 1.5 s of a busy thread: on this thread the 10 ms timer kept firing (it would fire once if blocked).
    expect(ticks).toBeGreaterThan(40);
  });

  it('answers bytes as a Buffer (transferred) and plain data as sent', async () => {
    const p = pool();
    const bytes = await p.ejecutar('bytes', 100_000);
    expect(Buffer.isBuffer(bytes)).toBe(true);
    expect(bytes.length).toBe(100_000);
    expect(bytes[99_999]).toBe(7);
    const datos = { fecha: new Date('2026-03-31T00:00:00Z'), filas: [['a', 1, null]] };
    expect(await p.ejecutar('eco', datos)).toEqual(datos);
  });

  it('a throwing task fails alone: same thread, next task succeeds', async () => {
    const p = pool();
    const antes = await p.ejecutar('hilo', undefined);
    expect(await motivo(p.ejecutar('lanzar', 'fuente no encontrada'))).toBe('tarea: fuente no encontrada');
    expect(await p.ejecutar('hilo', undefined)).toBe(antes);
  });

  it('a thread that exits fails its task and is replaced; later tasks succeed', async () => {
    const p = pool();
    const antes = await p.ejecutar('hilo', undefined);
    const muerta = p.ejecutar('morir', 3);
    const siguiente = p.ejecutar('eco', 'sigue');
    expect(await motivo(muerta)).toBe('caida: El proceso de reportes terminó (código 3)');
    expect(await siguiente).toBe('sigue');
    expect(await p.ejecutar('hilo', undefined)).not.toBe(antes);
    expect(p.carga).toEqual({ hilos: 1, enCurso: 0, enCola: 0 });
  });

  it('a task over its time is cancelled and its thread replaced', async () => {
    const p = pool({ tiempoMaximoMs: 300 });
    const inicio = Date.now();
    expect(await motivo(p.ejecutar('ocupar', 10_000))).toBe(
      'tiempo: El reporte tardó más de 1 s y se canceló',
    );
    expect(Date.now() - inicio).toBeLessThan(5000);
    expect(await p.ejecutar('eco', 1)).toBe(1);
  });

  it('refuses tasks beyond the queue at once, and serves the queued ones in order', async () => {
    const p = pool({ colaMaxima: 2 });
    await p.ejecutar('eco', 'arrancado');
    const orden: string[] = [];
    const primera = p.ejecutar('ocupar', 300).then(() => orden.push('primera'));
    const segunda = p.ejecutar('eco', 'segunda').then((v) => orden.push(String(v)));
    const tercera = p.ejecutar('eco', 'tercera').then((v) => orden.push(String(v)));
    expect(p.carga).toEqual({ hilos: 1, enCurso: 1, enCola: 2 });
    expect(await motivo(p.ejecutar('eco', 'cuarta'))).toBe(
      'cola: El servidor está generando muchos reportes; intente en unos segundos',
    );
    await Promise.all([primera, segunda, tercera]);
    expect(orden).toEqual(['primera', 'segunda', 'tercera']);
  });

  it('data that cannot be cloned (a function) is refused with the task named', async () => {
    const p = pool();
    const conFuncion = { layout: { hLineWidth: () => 1 } } as unknown as string;
    expect(await motivo(p.ejecutar('eco', conFuncion))).toMatch(
      /^datos: Los datos de la tarea eco no se pueden enviar/,
    );
    expect(await p.ejecutar('eco', 'sigue')).toBe('sigue');
  });

  it('a module that cannot load fails the waiting tasks one by one, then rests', async () => {
    const p = pool({ modulo: new URL('./prueba/modulo-roto.ts', import.meta.url) });
    const tareas = [p.ejecutar('eco', 1), p.ejecutar('eco', 2)];
    const motivos = await Promise.all(tareas.map(motivo));
    for (const m of motivos) expect(m).toMatch(/^caida: El proceso de reportes (falló: módulo roto|terminó)/);
    expect(p.carga).toEqual({ hilos: 0, enCurso: 0, enCola: 0 });
  });

  it('a thread that does not start in time is ended and fails the waiting task', async () => {
    const p = pool({ arranqueMaximoMs: 1 });
    expect(await motivo(p.ejecutar('eco', 1))).toBe('caida: El proceso de reportes no arrancó a tiempo');
    expect(p.carga).toEqual({ hilos: 0, enCurso: 0, enCola: 0 });
  });

  it('runs up to its size at once', async () => {
    const p = pool({ hilos: 2 });
    const hilos = await Promise.all([p.ejecutar('ocupado', 300), p.ejecutar('ocupado', 300)]);
    expect(new Set(hilos).size).toBe(2);
    expect(p.carga.hilos).toBe(2);
  });
});
