/**
 * Writes made in the same turn of the event loop, done together: `juntar(item)` adds the item to the
 * pending batch and answers once `escribir` stored it (or rejects with its failure). The batch is
 * written when the turn ends (setImmediate), so concurrent requests and jobs that each write one row
 * share one statement and one round trip instead of paying one each.
 */
export function juntarPorTurno<T>(escribir: (lote: T[]) => Promise<void>): (item: T) => Promise<void> {
  let pendientes: { item: T; listo: () => void; falla: (e: unknown) => void }[] | undefined;
  return (item) =>
    new Promise((listo, falla) => {
      if (pendientes) return void pendientes.push({ item, listo, falla });
      const lote = [{ item, listo, falla }];
      pendientes = lote;
      setImmediate(() => {
        pendientes = undefined;
        escribir(lote.map((p) => p.item)).then(
          () => {
            for (const p of lote) p.listo();
          },
          (e: unknown) => {
            for (const p of lote) p.falla(e);
          },
        );
      });
    });
}
