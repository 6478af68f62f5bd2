import type { Db } from '@kipu/db';

/**
 * What `preparar` makes from a database, made once per database and kept while it lives: a prepared
 * statement that every request runs, so the driver builds its text once and the server keeps its plan.
 */
export function unaPorBase<T>(preparar: (db: Db) => T): (db: Db) => T {
  const hechas = new WeakMap<Db, T>();
  return (db) => {
    let hecha = hechas.get(db);
    if (hecha === undefined) {
      hecha = preparar(db);
      hechas.set(db, hecha);
    }
    return hecha;
  };
}
