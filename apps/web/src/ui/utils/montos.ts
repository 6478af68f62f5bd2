/**
 * Money as the product shows it: two decimals in Peru's format (1,234.50). Amounts travel as decimal
 * strings; they are formatted straight from the string and added as whole céntimos (BigInt), never as
 * floating-point numbers.
 */

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

const formato = new Intl.NumberFormat('es-PE', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** The trimmed decimal string as a numeric literal, or null when it is not one ('', '1e3', '1,5'...). */
function literalDecimal(valor: string): `${number}` | null {
  const texto = valor.trim();
  const m = DECIMAL.exec(texto);
  if (!m || (!m[2] && !m[3])) return null;
  return `${m[1]}${m[2] || '0'}.${m[3] || '0'}` as `${number}`;
}

/** '1234.5' → '1,234.50' (es-PE, two decimals, half away from zero); '' for an empty or invalid value. */
export function formatMonto(valor: string | number | bigint | null | undefined): string {
  if (valor === null || valor === undefined) return '';
  if (typeof valor === 'number') return Number.isFinite(valor) ? formato.format(valor) : '';
  if (typeof valor === 'bigint') return formato.format(valor);
  const literal = literalDecimal(valor);
  return literal ? formato.format(literal) : '';
}

/** 'S/ 1,234.50'. */
export function formatSoles(valor: string | number | bigint | null | undefined): string {
  const texto = formatMonto(valor);
  return texto ? `S/ ${texto}` : '';
}

/** A decimal string in whole céntimos, rounded half away from zero: '12.345' → 1235n; null when invalid. */
export function aCentimos(valor: string): bigint | null {
  const m = DECIMAL.exec(valor.trim());
  if (!m || (!m[2] && !m[3])) return null;
  const fraccion = (m[3] ?? '').padEnd(3, '0');
  const milesimos = BigInt(`${m[2] || '0'}${fraccion.slice(0, 3)}`);
  // Later digits cannot turn a third digit below 5 into a tie: they are dropped.
  const centimos = (milesimos + 5n) / 10n;
  return m[1] === '-' ? -centimos : centimos;
}

/** Whole céntimos → decimal string with two decimals: 123456n → '1234.56', -5n → '-0.05'. */
export function desdeCentimos(centimos: bigint): string {
  const negativo = centimos < 0n;
  const absoluto = negativo ? -centimos : centimos;
  const entero = absoluto / 100n;
  const fraccion = String(absoluto % 100n).padStart(2, '0');
  return `${negativo ? '-' : ''}${entero}.${fraccion}`;
}

/** Exact sum of decimal strings ('0.10' + '0.20' = '0.30'); invalid or empty values count as zero. */
export function sumarMontos(valores: readonly string[]): string {
  let total = 0n;
  for (const valor of valores) total += aCentimos(valor) ?? 0n;
  return desdeCentimos(total);
}
