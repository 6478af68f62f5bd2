/** Periods AAAAMM from one to another, both included, in order. */
export function periodosEntre(desde: string, hasta: string): string[] {
  const periodos: string[] = [];
  let anio = Number(desde.slice(0, 4));
  let mes = Number(desde.slice(4, 6));
  for (let p = desde; p <= hasta; ) {
    periodos.push(p);
    mes = mes === 12 ? 1 : mes + 1;
    if (mes === 1) anio += 1;
    p = `${anio}${String(mes).padStart(2, '0')}`;
  }
  return periodos;
}

/** The period `n` months before (or after, for negative n) another. */
export function periodoMenos(periodo: string, n: number): string {
  const total = Number(periodo.slice(0, 4)) * 12 + Number(periodo.slice(4, 6)) - 1 - n;
  return `${Math.floor(total / 12)}${String((total % 12) + 1).padStart(2, '0')}`;
}
