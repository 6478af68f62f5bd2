/** Today's date in Lima (UTC-5, no daylight saving), as YYYY-MM-DD. */
export function hoyEnLima(ahora = new Date()): string {
  return new Date(ahora.getTime() - 5 * 3_600_000).toISOString().slice(0, 10);
}
