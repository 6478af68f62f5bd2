/** A date (YYYY-MM-DD) `dias` days before another. */
export function diasAntes(fecha: string, dias: number): string {
  const d = new Date(`${fecha}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - dias);
  return d.toISOString().slice(0, 10);
}

/** The payroll period (YYYYMM) of the month before a date's. */
export function periodoAnterior(fecha: string): string {
  const anio = Number(fecha.slice(0, 4));
  const mes = Number(fecha.slice(5, 7));
  return mes === 1 ? `${anio - 1}12` : `${anio}${String(mes - 1).padStart(2, '0')}`;
}
