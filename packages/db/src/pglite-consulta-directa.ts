import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

/**
 * PGlite's `query` runs each statement as six separate calls into the engine (Parse, Describe of the
 * statement to learn its parameter types, Bind, Describe of the portal, Execute, Sync) and plans it
 * again every time. Here a statement's text is prepared once under a name, with the parameter types its
 * Describe answered; every later run is Bind + Describe + Execute + Sync in one call, planned as
 * PostgreSQL plans prepared statements (custom plans, then a generic one when it costs no more).
 * Parameters are serialised by the same type serializers PGlite uses and results read by its own
 * parser, so callers get what PGlite's `query` gives. Statements too long to be worth keeping (bulk
 * inserts) and those with explicit parameter types run unnamed; queries with a blob (COPY) keep
 * PGlite's own path. DDL (by `query` or `exec`) closes every prepared statement: a changed table
 * would change what they read.
 */

const { serialize } = protocol;

/** Prepared statements kept at most; past it they are all closed and prepared again as they come. */
const PREPARADAS_MAXIMO = 1000;
/** Longer texts (a 500-row insert) run unnamed: each is seen once. */
const LARGO_MAXIMO = 8000;
const DDL = /\b(create|alter|drop)\s/i;
/** DDL has no parameters; a statement with them is never one. */
const esDdl = (texto: string, params: readonly unknown[]) => params.length === 0 && DDL.test(texto);

type Preparada = { nombre: string; tipos: number[] };
type Mensajes = Awaited<ReturnType<PGlite['execProtocol']>>['messages'];
type ConError = Error & { query?: string; params?: unknown[]; queryOptions?: QueryOptions };

function unir(partes: Uint8Array[]): Uint8Array {
  const total = partes.reduce((n, p) => n + p.length, 0);
  const todo = new Uint8Array(total);
  let en = 0;
  for (const p of partes) {
    todo.set(p, en);
    en += p.length;
  }
  return todo;
}

/** Installs the direct path on this instance's `query`, its transactions' `query` and its `exec`. */
export function consultaDirecta(pg: PGlite): void {
  const preparadas = new Map<string, Preparada>();
  /** Names to close before the next statement (Close is a protocol message: it runs even in a failed transaction). */
  let porCerrar: string[] = [];
  let contador = 0;
  const opciones = { syncToFs: false };

  function olvidarTodas() {
    for (const p of preparadas.values()) porCerrar.push(p.nombre);
    preparadas.clear();
  }

  async function cerrarPendientes() {
    if (porCerrar.length === 0) return;
    const nombres = porCerrar;
    porCerrar = [];
    const cierres = nombres.map((name) => serialize.close({ type: 'S', name }));
    await pg.execProtocol(unir([...cierres, serialize.sync()]), opciones).catch(() => {});
  }

  /** The statement's name and parameter types: prepared now, unless it was before. */
  async function preparar(texto: string, params: unknown[], q: QueryOptions | undefined): Promise<Preparada> {
    const nombrable = !q?.paramTypes && texto.length <= LARGO_MAXIMO && !esDdl(texto, params);
    const guardada = nombrable ? preparadas.get(texto) : undefined;
    if (guardada) return guardada;
    if (nombrable && preparadas.size >= PREPARADAS_MAXIMO) {
      olvidarTodas();
      await cerrarPendientes();
    }
    const nombre = nombrable ? `kipu_${++contador}` : '';
    const descrito = await pg.execProtocol(
      unir([
        serialize.parse({ name: nombre, text: texto, types: q?.paramTypes }),
        serialize.describe({ type: 'S', name: nombre }),
      ]),
      opciones,
    );
    const preparada = { nombre, tipos: parse.parseDescribeStatementResults(descrito.messages) };
    if (nombrable) preparadas.set(texto, preparada);
    return preparada;
  }

  async function consultar<T>(
    texto: string,
    params: unknown[] = [],
    q: QueryOptions | undefined,
    enTransaccion: boolean,
  ): Promise<Results<T>> {
    return pg._runExclusiveQuery(async () => {
      await cerrarPendientes();
      let mensajes: Mensajes = [];
      let conSync = false;
      try {
        const { nombre, tipos } = await preparar(texto, params, q);
        const valores = params.map((valor, i) => {
          if (valor === null || valor === undefined) return null;
          const tipo = tipos[i] ?? 0;
          const serializar = q?.serializers?.[tipo] ?? pg.serializers[tipo];
          return serializar ? serializar(valor) : String(valor);
        });
        conSync = true;
        const llamada = unir([
          serialize.bind({ statement: nombre, values: valores }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]);
        mensajes = (await pg.execProtocol(llamada, opciones)).messages;
      } catch (e) {
        // Failed before its Sync (a Parse error): end the extended query as PGlite does.
        if (!conSync) await pg.execProtocol(serialize.sync(), opciones).catch(() => {});
        const error = e as ConError;
        error.query = texto;
        error.params = params;
        error.queryOptions = q;
        throw error;
      }
      if (esDdl(texto, params)) olvidarTodas();
      if (!enTransaccion) await pg.syncToFs();
      return parse.parseResults(mensajes, pg.parsers, q)[0] as Results<T>;
    });
  }

  const queryOriginal = pg.query.bind(pg);
  const execOriginal = pg.exec.bind(pg);
  const transaccionOriginal = pg.transaction.bind(pg);

  pg.query = async <T>(texto: string, params?: unknown[], q?: QueryOptions) => {
    if (q?.blob) return queryOriginal<T>(texto, params, q);
    await pg._checkReady();
    return pg._runExclusiveTransaction(() => consultar<T>(texto, params, q, false));
  };

  /** `exec` as it was, forgetting the prepared statements after DDL. */
  const olvidandoTrasDdl =
    (ejecutar: PGlite['exec']): PGlite['exec'] =>
    async (texto, q) => {
      const resultado = await ejecutar(texto, q);
      if (DDL.test(texto)) olvidarTodas();
      return resultado;
    };
  pg.exec = olvidandoTrasDdl(execOriginal);

  pg.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaccionOriginal((tx) => {
      const propia = tx.query.bind(tx);
      tx.query = async <R>(texto: string, params?: unknown[], q?: QueryOptions) => {
        if (q?.blob || tx.closed) return propia<R>(texto, params, q);
        return consultar<R>(texto, params, q, true);
      };
      tx.exec = olvidandoTrasDdl(tx.exec.bind(tx));
      return callback(tx);
    });
}
