/**
 * Numbers as printed documents show them. Amounts arrive as decimal strings and are only formatted
 * (rounded in whole digits with BigInt), never turned into floating-point numbers.
 */

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * '1234.5' → '1,234.50' (es-PE grouping). Rounds half up to `max` decimals and drops trailing zeros down
 * to `min`, so unit values kept to 10 decimals print as 13.1356 and whole ones as 50.00.
 */
export function formatoDecimal(valor: string, min = 2, max = min, agrupar = true): string {
  const m = DECIMAL.exec(valor.trim());
  if (!m) return valor;
  const [, signo = '', entero = '0', fraccion = ''] = m;
  // Scaled to max + 1 digits, then rounded half up to max.
  const escalado = BigInt(`${entero}${fraccion.padEnd(max + 1, '0').slice(0, max + 1)}`);
  const redondeado = (escalado + 5n) / 10n;
  const texto = redondeado.toString().padStart(max + 1, '0');
  const parteEntera = texto.slice(0, texto.length - max);
  let decimales = texto.slice(texto.length - max);
  while (decimales.length > min && decimales.endsWith('0')) decimales = decimales.slice(0, -1);
  const agrupada = agrupar ? parteEntera.replace(/\B(?=(\d{3})+$)/g, ',') : parteEntera;
  const cero = redondeado === 0n;
  return `${signo && !cero ? '-' : ''}${agrupada}${decimales ? `.${decimales}` : ''}`;
}

/** Money with two decimals, es-PE: '1180' → '1,180.00'. */
export const formatoMonto = (valor: string) => formatoDecimal(valor, 2, 2);
