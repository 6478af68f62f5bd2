/**
 * Numbers people type when they do not know the buyer's document ("00000000", "12345678"): they name
 * nobody. A boleta that must identify its buyer (above S/ 700) cannot take them as an identity.
 */
const SECUENCIAS = new Set(['12345678', '87654321', '123456789', '1234567890']);

export function esDocumentoDeRelleno(tipo: string, numero: string): boolean {
  const n = numero.trim();
  if (tipo === '-' || tipo === '0') return true;
  if (!n || /^(\d)\1*$/.test(n)) return true;
  return SECUENCIAS.has(n);
}
