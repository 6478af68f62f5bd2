/** Live lists: a row that arrives over a subscription replaces its old version or joins the list. */
export function conCambio<T extends { id: string }>(lista: readonly T[], cambio: T | undefined): T[] {
  if (!cambio) return [...lista];
  return lista.some((x) => x.id === cambio.id)
    ? lista.map((x) => (x.id === cambio.id ? cambio : x))
    : [...lista, cambio];
}

/**
 * The rows as last known: those of the query, each replaced by the newest change received since (the
 * subscription keeps every change of the screen's life, newer later).
 */
export function alDia<T extends { id: string }>(consulta: readonly T[], cambios: readonly T[]): T[] {
  return cambios.reduce<T[]>((lista, c) => conCambio(lista, c), [...consulta]);
}
