/** RUC: 11 digits, prefix 10, 15, 16, 17 or 20, modulo-11 check digit (SUNAT). */
const PESOS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;
const PREFIJOS = new Set(['10', '15', '16', '17', '20']);

export const MENSAJE_RUC_INVALIDO = 'RUC no válido';

export function digitoVerificadorRuc(primeros10: string): number {
  let suma = 0;
  for (let i = 0; i < PESOS.length; i++) suma += Number(primeros10[i]) * (PESOS[i] ?? 0);
  const resto = 11 - (suma % 11);
  // SUNAT maps 10 → 0 and 11 → 1.
  return resto === 10 ? 0 : resto === 11 ? 1 : resto;
}

export function esRucValido(ruc: string): boolean {
  if (!/^\d{11}$/.test(ruc)) return false;
  if (!PREFIJOS.has(ruc.slice(0, 2))) return false;
  return digitoVerificadorRuc(ruc.slice(0, 10)) === Number(ruc[10]);
}
