import type { Dependencias } from '../../shared/dependencias.ts';
import type { ComprobanteSinArchivos } from './columnas-comprobante.ts';
import { type FilaComprobante, insertarComprobantes } from './guardar-comprobante.ts';
import { tomarNumeros } from './tomar-numero.ts';

/** A validated document waiting for its number: builds its row once it has one (calculated, signed, zipped). */
export type Armar = (numero: number) => FilaComprobante;

type EnEspera = { armar: Armar; listo: (fila: ComprobanteSinArchivos) => void; falla: (e: unknown) => void };
type Serie = { id: string; serie: string };

/** Documents of one series stored in one transaction at most: bounds the time its row stays locked. */
const LOTE_MAXIMO = 64;

/** Per application and series, the documents waiting for the series' next transaction. */
const esperas = new WeakMap<Dependencias, Map<string, EnEspera[]>>();

/**
 * Stores a document of a series by group commit. Emissions of one series wait in turn for its row
 * lock anyway; here the ones that arrive while a transaction of the series is open wait in this
 * process instead and go together in the next: one UPDATE takes their consecutive numbers, each is
 * built and signed with its own, one INSERT stores them, one COMMIT. A burst of sales costs the
 * database a few round trips per batch instead of per document, and a lone sale goes at once. The
 * guarantee is the same: a batch commits whole or not at all, so numbers neither skip nor repeat;
 * when a batch fails each of its documents is tried alone, so one document's fault is only its own.
 */
export function emitirEnLote(
  deps: Dependencias,
  serie: Serie,
  armar: Armar,
): Promise<ComprobanteSinArchivos> {
  let porSerie = esperas.get(deps);
  if (!porSerie) {
    porSerie = new Map();
    esperas.set(deps, porSerie);
  }
  const cola = porSerie;
  return new Promise((listo, falla) => {
    const espera = cola.get(serie.id);
    if (espera) return void espera.push({ armar, listo, falla });
    cola.set(serie.id, [{ armar, listo, falla }]);
    // After this turn of the event loop, so the requests read in it join the first batch.
    setImmediate(() => void vaciar(deps, cola, serie));
  });
}

/** Stores the series' waiting documents batch after batch until none waits. */
async function vaciar(deps: Dependencias, cola: Map<string, EnEspera[]>, serie: Serie): Promise<void> {
  for (;;) {
    const espera = cola.get(serie.id) ?? [];
    if (espera.length === 0) return void cola.delete(serie.id);
    await guardarLote(deps, serie, espera.splice(0, LOTE_MAXIMO));
  }
}

async function guardarLote(deps: Dependencias, serie: Serie, lote: EnEspera[]): Promise<void> {
  let filas: ComprobanteSinArchivos[];
  try {
    filas = await deps.db.transaction(async (tx) => {
      const primero = await tomarNumeros(tx, serie, lote.length);
      return insertarComprobantes(
        tx,
        lote.map((e, i) => e.armar(primero + i)),
      );
    });
  } catch (error) {
    const [solo] = lote;
    if (lote.length === 1 && solo) return solo.falla(error);
    for (const e of lote) await guardarLote(deps, serie, [e]);
    return;
  }
  lote.forEach((e, i) => {
    const fila = filas[i];
    if (fila) e.listo(fila);
    else e.falla(new Error('No se pudo registrar el comprobante'));
  });
}
