import type { Database } from '@kipu/db';
import { fromPglite, PgBoss } from 'pg-boss';
import { juntarPorTurno } from '../shared/juntar-por-turno.ts';

/** Work the API process does in the background (imports, sending to SUNAT), named by queue. */
export type NombreTrabajo =
  | 'importacion'
  | 'envio_sunat'
  | 'envio_resumen'
  | 'envio_guia'
  | 'contabilizar_comprobante'
  | 'cobranza_pos';

export type DatosTrabajo = {
  /** `soloRegistro`: mass invoicing signs and stores the documents without queueing them to SUNAT. */
  importacion: { importacionId: string; archivo: string; localId: string | null; soloRegistro?: boolean };
  envio_sunat: { comprobanteId: string };
  envio_resumen: { resumenId: string };
  /** A guía de remisión to SUNAT's GRE API: the send, then its ticket until SUNAT answers. */
  envio_guia: { guiaId: string };
  /** `comprobante.emitido`: accounting posts the document to the sales register. */
  contabilizar_comprobante: { comprobanteId: string };
  /** `pos.cobrado`: the collection of a point-of-sale charge settles its document's receivable. */
  cobranza_pos: { cobroId: string };
};

type OpcionesReintento = {
  retryLimit: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  retryDelayMax?: number;
};

const REINTENTOS: Record<NombreTrabajo, OpcionesReintento> = {
  // A failed import marks its own row 'fallida'; a retry only follows a crash or an expiry.
  importacion: { retryLimit: 1 },
  // A transient SUNAT fault (0100, 0109, 0130, HTTP 5xx, time-out) throws and is retried with
  // exponential backoff: 2 s, 4 s, 8 s… up to 10 minutes, about an hour and a half in all.
  envio_sunat: { retryLimit: 12, retryDelay: 2, retryBackoff: true, retryDelayMax: 600 },
  // sendSummary, then getStatus until SUNAT stops answering 98 ('en proceso'): each look that finds it
  // still in process, and each transient fault, throws and comes back later with the same backoff.
  envio_resumen: { retryLimit: 20, retryDelay: 2, retryBackoff: true, retryDelayMax: 600 },
  // The GRE API answers by ticket too: the same backoff while it answers 98 or fails transiently.
  envio_guia: { retryLimit: 20, retryDelay: 2, retryBackoff: true, retryDelayMax: 600 },
  // Posting fails only on data (a dollar document without its rate, a missing account): a few tries
  // cover a crash; after that contabilizarComprobantesPendientes posts it once the data is fixed.
  contabilizar_comprobante: { retryLimit: 3, retryDelay: 5, retryBackoff: true },
  // Waits for the sale's posting like it, and fails on the same data; closing the cash session queues
  // the session's unposted collections again.
  cobranza_pos: { retryLimit: 3, retryDelay: 5, retryBackoff: true },
};

/**
 * Jobs a worker fetches and runs at once per queue. Sending waits mostly on SUNAT's network answer, so
 * a burst of emissions drains several documents per round trip; while fetches come back full the worker
 * fetches again at once instead of waiting out its polling interval. Each job still settles on its own.
 */
const LOTE: Record<NombreTrabajo, number> = {
  importacion: 1,
  envio_sunat: 8,
  envio_resumen: 1,
  envio_guia: 8,
  contabilizar_comprobante: 50,
  cobranza_pos: 8,
};

/**
 * How long a queued job may wait for others before this process's worker is woken: posting is work
 * nobody waits for and its batch shares reads and one transaction, so a burst of sales is better
 * posted together half a second later than one by one; sending wakes its worker at once.
 */
const ESPERA_LOTE_MS: Record<NombreTrabajo, number> = {
  importacion: 0,
  envio_sunat: 0,
  envio_resumen: 0,
  envio_guia: 0,
  contabilizar_comprobante: 500,
  cobranza_pos: 0,
};

/**
 * A job's claim lapses this long after its worker's last heartbeat (pg-boss refreshes it every half of
 * it while the handler runs): a job of an instance that died comes back within this plus one supervision
 * pass, instead of waiting out the hour of `expireInSeconds`, which only bounds a job that is still alive.
 */
const LATIDO_SEGUNDOS = 30;
const SUPERVISION_SEGUNDOS = 30;

/** The options of each of the application's queues, as created (and updated) at start. */
export const opcionesDeCola = (nombre: NombreTrabajo) => ({
  ...REINTENTOS[nombre],
  expireInSeconds: 3600,
  heartbeatSeconds: LATIDO_SEGUNDOS,
});

export type ManejadorTrabajo<N extends NombreTrabajo> = (datos: DatosTrabajo[N]) => Promise<void>;
/** A handler of a whole fetched batch; answers each job's result in order (a rejected one retries alone). */
export type ManejadorLote<N extends NombreTrabajo> = (
  datos: DatosTrabajo[N][],
) => Promise<PromiseSettledResult<void>[]>;

/** A job as the queue keeps it: pg-boss's state ('created', 'retry', 'active', 'completed', 'failed'…). */
export type TrabajoEnCola<N extends NombreTrabajo> = { estado: string; datos: DatosTrabajo[N] };

export type Cola = {
  /** Registers the handler of a queue; workers start with the queue. */
  manejar<N extends NombreTrabajo>(nombre: N, manejador: ManejadorTrabajo<N>): void;
  /** Registers a handler that takes the queue's fetched batch at once (work shared across its jobs). */
  manejarLote<N extends NombreTrabajo>(nombre: N, manejador: ManejadorLote<N>): void;
  /**
   * Queues a job and wakes this process's worker so it starts at once, not at the next poll. Jobs of a
   * queue sent in the same turn of the event loop go in one INSERT (a burst of emissions queues its
   * sends in one round trip); each caller still learns whether its own insert failed.
   */
  enviar<N extends NombreTrabajo>(nombre: N, datos: DatosTrabajo[N]): Promise<void>;
  /** The jobs of a queue whose data contains these fields, oldest first. */
  buscar<N extends NombreTrabajo>(nombre: N, datos: Partial<DatosTrabajo[N]>): Promise<TrabajoEnCola<N>[]>;
  iniciar(): Promise<void>;
  cerrar(): Promise<void>;
  /** For /health: whether the queue was started and how that went. */
  estado(): EstadoCola;
};

export type EstadoCola = 'sin_iniciar' | 'iniciando' | 'activa' | 'error';

export type OpcionesCola = {
  /** Seconds between polls when nothing woke the worker (jobs queued by another instance). */
  intervaloSegundos?: number;
};

/**
 * pg-boss on the application's own database: on PostgreSQL with its own small pool, on PGlite through
 * its adapter on the same instance (PGlite is one connection; a second one cannot exist). Starting is
 * idempotent and `enviar` starts it, so a process that never queues nor calls `iniciar` pays nothing.
 *
 * A job that was running when a process died is taken up again at once on start: on PGlite every
 * 'active' job is a dead process's (the DATA_DIR lock, or memory, admits no other process), so each is
 * failed into its retry; on PostgreSQL, where other instances may be running theirs, a supervision
 * pass at start fails the jobs whose heartbeat stopped, and later passes do every SUPERVISION_SEGUNDOS.
 */
export function crearCola(database: Database, opciones: OpcionesCola = {}): Cola {
  const manejadores = new Map<NombreTrabajo, ManejadorLote<NombreTrabajo>>();
  const trabajadores = new Map<NombreTrabajo, string>();
  const despertares = new Map<NombreTrabajo, ReturnType<typeof setTimeout>>();
  const porInsertar = new Map<NombreTrabajo, (datos: object) => Promise<void>>();
  let arranque: Promise<PgBoss> | undefined;
  let estado: EstadoCola = 'sin_iniciar';

  const comunes = {
    // Timers a single API process does not need: no cron, the instance registry is for dashboards.
    schedule: false,
    registerInstance: false,
    openTelemetry: { enabled: false },
    superviseIntervalSeconds: SUPERVISION_SEGUNDOS,
  } as const;

  async function arrancar(): Promise<PgBoss> {
    const boss = database.pglite
      ? new PgBoss({ ...comunes, db: fromPglite(database.pglite), backend: 'pglite' })
      : new PgBoss({ ...comunes, connectionString: poolUrl(database), max: 3 });
    boss.on('error', (e) => console.error(`Cola de trabajos: ${e.message}`));
    await boss.start();
    for (const nombre of manejadores.keys()) {
      // createQueue leaves an existing queue as it was: a database from an earlier version gets the
      // heartbeat through updateQueue.
      await boss.createQueue(nombre, opcionesDeCola(nombre));
      await boss.updateQueue(nombre, opcionesDeCola(nombre));
    }
    if (database.pglite) await reintentarActivos(boss, [...manejadores.keys()]);
    else await boss.supervise();
    for (const [nombre, manejador] of manejadores) {
      const lote = LOTE[nombre];
      const id = await boss.work<DatosTrabajo[typeof nombre]>(
        nombre,
        {
          pollingIntervalSeconds: opciones.intervaloSegundos ?? 2,
          batchSize: lote,
          // A batch of one is always 'full': pg-boss refuses the burst option there.
          burstWhenBatchFull: lote > 1,
          perJobResults: true,
        },
        async (trabajos) => {
          // A failed job is retried alone with its backoff; the others of its batch stay done.
          const resultados = await manejador(trabajos.map((t) => t.data));
          return trabajos.map((t, i) => {
            const r = resultados[i];
            return r?.status === 'fulfilled'
              ? { id: t.id, status: 'completed' as const }
              : { id: t.id, status: 'failed' as const, output: { mensaje: mensajeDeFalla(r?.reason) } };
          });
        },
      );
      trabajadores.set(nombre, id);
    }
    return boss;
  }

  /** The job goes in its queue's INSERT of this turn of the event loop. */
  function insertarJunto(boss: PgBoss, nombre: NombreTrabajo, datos: object): Promise<void> {
    let juntar = porInsertar.get(nombre);
    if (!juntar) {
      juntar = juntarPorTurno<object>(async (lote) => {
        await boss.insert(
          nombre,
          lote.map((data) => ({ data })),
        );
      });
      porInsertar.set(nombre, juntar);
    }
    return juntar(datos);
  }

  const iniciar = () => {
    if (!arranque) {
      estado = 'iniciando';
      arranque = arrancar();
      arranque.then(
        () => {
          estado = 'activa';
        },
        () => {
          estado = 'error';
        },
      );
    }
    return arranque;
  };

  return {
    manejar(nombre, manejador) {
      this.manejarLote(nombre, (datos) => Promise.allSettled(datos.map(manejador)));
    },
    manejarLote(nombre, manejador) {
      if (arranque) throw new Error('Registre los trabajos antes de iniciar la cola');
      manejadores.set(nombre, manejador as ManejadorLote<NombreTrabajo>);
    },
    async enviar(nombre, datos) {
      const boss = await iniciar();
      await insertarJunto(boss, nombre, datos);
      const trabajador = trabajadores.get(nombre);
      if (!trabajador) return;
      const espera = ESPERA_LOTE_MS[nombre];
      if (espera === 0) boss.notifyWorker(trabajador);
      else if (!despertares.has(nombre))
        despertares.set(
          nombre,
          setTimeout(() => {
            despertares.delete(nombre);
            boss.notifyWorker(trabajador);
          }, espera).unref(),
        );
    },
    async buscar(nombre, datos) {
      const boss = await iniciar();
      const trabajos = await boss.findJobs<DatosTrabajo[typeof nombre]>(nombre, { data: datos });
      return trabajos.map((t) => ({ estado: t.state, datos: t.data }));
    },
    async iniciar() {
      await iniciar();
    },
    estado: () => estado,
    async cerrar() {
      if (!arranque) return;
      for (const t of despertares.values()) clearTimeout(t);
      despertares.clear();
      const boss = await arranque;
      // Lets a running job finish (up to the timeout) before the database closes under it.
      await boss.stop({ graceful: true, close: true, timeout: 30_000 });
    },
  };
}

/**
 * Fails every job of these queues still marked 'active': only for a database no other process can be
 * using, where such a job can only be one the previous process was running when it died. Each goes to
 * its retry (after the queue's retry delay) as an expiry would have sent it, an hour sooner.
 */
async function reintentarActivos(boss: PgBoss, nombres: NombreTrabajo[]): Promise<void> {
  const { rows } = await boss
    .getDb()
    .executeSql("SELECT name, id FROM pgboss.job WHERE state = 'active' AND name = ANY($1)", [nombres]);
  for (const fila of rows as { name: string; id: string }[])
    await boss.fail(fila.name, fila.id, { mensaje: 'El proceso que ejecutaba el trabajo se detuvo' });
}

const mensajeDeFalla = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** pg-boss opens its own connections with the URL the application's pool was opened with. */
function poolUrl(database: Database): string {
  const url = (database.pool?.options as { connectionString?: string } | undefined)?.connectionString;
  if (!url) throw new Error('La cola de trabajos necesita PGlite o una URL de PostgreSQL');
  return url;
}
