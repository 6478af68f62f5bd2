import { threadId } from 'node:worker_threads';
import { atenderTareas } from '../atender-tareas.ts';

/** Tasks for the pool's own tests: each one a way a real task can end. */
const tareas = {
  hilo: () => threadId,
  eco: (valor: unknown) => valor,
  bytes: (n: number) => Buffer.alloc(n, 7),
  /** Holds its thread busy without yielding, as a large layout does. */
  ocupar: (ms: number) => {
    const fin = Date.now() + ms;
    let vueltas = 0;
    while (Date.now() < fin) vueltas++;
    return vueltas;
  },
  /** Busy for a while, then says which thread it ran on. */
  ocupado: (ms: number) => {
    const fin = Date.now() + ms;
    while (Date.now() < fin);
    return threadId;
  },
  lanzar: (mensaje: string) => {
    throw new Error(mensaje);
  },
  morir: (codigo: number) => process.exit(codigo),
};

export type TareasDePrueba = typeof tareas;

atenderTareas(tareas);
