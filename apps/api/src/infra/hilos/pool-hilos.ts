import { type Transferable, Worker } from 'node:worker_threads';
import type { Pedido, Respuesta, Tareas } from './protocolo.ts';

export type OpcionesPool = {
  /** The TypeScript module whose `atenderTareas` call serves the tasks. */
  modulo: URL;
  /** Worker threads kept at most (started on demand). */
  hilos: number;
  /** A task running longer than this is cancelled (its thread is ended and replaced). */
  tiempoMaximoMs: number;
  /** Tasks waiting for a thread at most; further ones are refused at once. */
  colaMaxima: number;
  /** A thread that has not loaded its module by then is ended (30 s by default). */
  arranqueMaximoMs?: number;
  /** Heap of each thread: a runaway document ends its thread, never the process. */
  memoriaMb?: number;
};

/** Why a task failed: its own error, its time, a full queue, its thread's death, or unsendable data. */
export type MotivoFallo = 'tarea' | 'tiempo' | 'cola' | 'caida' | 'datos';

export class ErrorDeHilo extends Error {
  override name = 'ErrorDeHilo';
  constructor(
    readonly motivo: MotivoFallo,
    mensaje: string,
  ) {
    super(mensaje);
  }
}

type Pendiente = {
  pedido: Pedido;
  transferir: readonly Transferable[];
  resolver: (valor: unknown) => void;
  rechazar: (error: Error) => void;
};

type Hilo = {
  worker: Worker;
  /** Until its module has loaded: a task's time counts from its start, not the thread's. */
  arranque: NodeJS.Timeout | undefined;
  enCurso: (Pendiente & { reloj: NodeJS.Timeout }) | undefined;
};

/** The entry every thread starts from: it registers tsx, then imports `workerData.modulo`. */
export const ENTRADA = new URL('./entrada-hilo.mjs', import.meta.url);

/**
 * A fixed set of worker threads for CPU-bound work (rendering PDFs, writing and reading Excel), so that
 * a long task never stalls the event loop that answers every other request. Tasks queue first in,
 * first out; each has a time limit; a thread that dies or overruns is replaced and only its own task
 * fails. Threads start when first needed and hold the process open only while they work.
 */
export class PoolDeHilos<T extends Tareas> {
  private readonly hilos = new Set<Hilo>();
  private readonly cola: Pendiente[] = [];
  private siguienteId = 1;
  private cerrado = false;

  constructor(private readonly opciones: OpcionesPool) {}

  ejecutar<K extends keyof T & string>(
    tarea: K,
    datos: Parameters<T[K]>[0],
    transferir: readonly Transferable[] = [],
  ): Promise<Awaited<ReturnType<T[K]>>> {
    if (this.cerrado) return Promise.reject(new ErrorDeHilo('caida', 'El servicio de reportes está cerrado'));
    if (this.cola.length >= this.opciones.colaMaxima)
      return Promise.reject(
        new ErrorDeHilo('cola', 'El servidor está generando muchos reportes; intente en unos segundos'),
      );
    return new Promise((resolver, rechazar) => {
      this.cola.push({
        pedido: { id: this.siguienteId++, tarea, datos },
        transferir,
        resolver: resolver as (valor: unknown) => void,
        rechazar,
      });
      this.despachar();
    });
  }

  /** Tasks running and waiting, for health reports and tests. */
  get carga(): { hilos: number; enCurso: number; enCola: number } {
    const enCurso = [...this.hilos].filter((h) => h.enCurso).length;
    return { hilos: this.hilos.size, enCurso, enCola: this.cola.length };
  }

  /** Ends every thread; running and waiting tasks fail. */
  async cerrar(): Promise<void> {
    this.cerrado = true;
    for (const p of this.cola.splice(0))
      p.rechazar(new ErrorDeHilo('caida', 'El servicio de reportes se cerró'));
    await Promise.all([...this.hilos].map((h) => this.descartar(h, 'El servicio de reportes se cerró')));
  }

  private despachar(): void {
    while (this.cola.length > 0) {
      const libre = [...this.hilos].find((h) => !h.arranque && !h.enCurso);
      const arrancando = [...this.hilos].filter((h) => h.arranque).length;
      if (libre) this.asignar(libre, this.cola.shift() as Pendiente);
      else if (arrancando < this.cola.length && this.hilos.size < this.opciones.hilos) this.iniciarHilo();
      else return;
    }
  }

  private asignar(hilo: Hilo, p: Pendiente): void {
    try {
      hilo.worker.postMessage(p.pedido, p.transferir);
    } catch (e) {
      // Functions or other unclonable values in the data: a programming error, reported as such.
      p.rechazar(
        new ErrorDeHilo(
          'datos',
          `Los datos de la tarea ${p.pedido.tarea} no se pueden enviar: ${(e as Error).message}`,
        ),
      );
      return;
    }
    const reloj = setTimeout(() => {
      const segundos = Math.ceil(this.opciones.tiempoMaximoMs / 1000);
      void this.descartar(hilo, `El reporte tardó más de ${segundos} s y se canceló`, 'tiempo');
    }, this.opciones.tiempoMaximoMs);
    hilo.enCurso = { ...p, reloj };
    hilo.worker.ref();
  }

  private iniciarHilo(): Hilo {
    const memoria = this.opciones.memoriaMb;
    const worker = new Worker(ENTRADA, {
      workerData: { modulo: this.opciones.modulo.href },
      // The parent's flags (--watch, --inspect) are not the thread's business; tsx is registered by the entry.
      execArgv: [],
      ...(memoria ? { resourceLimits: { maxOldGenerationSizeMb: memoria } } : {}),
    });
    const arranque = setTimeout(
      () => void this.descartar(hilo, 'El proceso de reportes no arrancó a tiempo'),
      this.opciones.arranqueMaximoMs ?? 30_000,
    );
    const hilo: Hilo = { worker, arranque, enCurso: undefined };
    worker.on('message', (r: Respuesta) => this.responder(hilo, r));
    worker.on('error', (e) => void this.descartar(hilo, `El proceso de reportes falló: ${e.message}`));
    worker.on(
      'exit',
      (codigo) => void this.descartar(hilo, `El proceso de reportes terminó (código ${codigo})`),
    );
    this.hilos.add(hilo);
    return hilo;
  }

  private responder(hilo: Hilo, r: Respuesta): void {
    if ('listo' in r) {
      clearTimeout(hilo.arranque);
      hilo.arranque = undefined;
      hilo.worker.unref();
      this.despachar();
      return;
    }
    const p = hilo.enCurso;
    if (!p || p.pedido.id !== r.id) return;
    clearTimeout(p.reloj);
    hilo.enCurso = undefined;
    hilo.worker.unref();
    if (r.ok)
      p.resolver(
        r.valor instanceof Uint8Array
          ? Buffer.from(r.valor.buffer, r.valor.byteOffset, r.valor.byteLength)
          : r.valor,
      );
    else p.rechazar(new ErrorDeHilo('tarea', r.error.mensaje));
    this.despachar();
  }

  /**
   * Takes a thread out of the pool (ending it if still alive), fails its task, and serves the queue. A
   * thread that dies while starting fails the oldest waiting task instead, so a module that cannot load
   * fails the tasks one by one rather than restarting threads forever.
   */
  private async descartar(hilo: Hilo, mensaje: string, motivo: MotivoFallo = 'caida'): Promise<void> {
    if (!this.hilos.delete(hilo)) return;
    if (hilo.arranque) {
      clearTimeout(hilo.arranque);
      this.cola.shift()?.rechazar(new ErrorDeHilo('caida', mensaje));
    }
    const p = hilo.enCurso;
    hilo.enCurso = undefined;
    if (p) {
      clearTimeout(p.reloj);
      p.rechazar(new ErrorDeHilo(motivo, mensaje));
    }
    if (!this.cerrado) this.despachar();
    await hilo.worker.terminate();
  }
}
