/** The instant as Lima's wall clock (UTC-5, no daylight saving), in ISO form. */
const enLima = (ahora: Date) => new Date(ahora.getTime() - 5 * 3_600_000).toISOString();

/** Today's date in Lima, as YYYY-MM-DD. */
export function hoyEnLima(ahora = new Date()): string {
  return enLima(ahora).slice(0, 10);
}

/** The time of day in Lima, as HH:MM:SS (a document's IssueTime). */
export function horaEnLima(ahora = new Date()): string {
  return enLima(ahora).slice(11, 19);
}
