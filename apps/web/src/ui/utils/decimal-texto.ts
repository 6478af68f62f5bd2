/** Keeps only what a decimal may hold while typing: digits and one point (a comma counts as the point). */
export function limpiarDecimal(texto: string): string {
  const [entero = '', ...resto] = texto
    .replace(/,/g, '.')
    .replace(/[^\d.]/g, '')
    .split('.');
  return resto.length ? `${entero}.${resto.join('')}` : entero;
}
