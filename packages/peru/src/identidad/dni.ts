/** DNI: exactly 8 digits. */
export function esDniValido(dni: string): boolean {
  return /^\d{8}$/.test(dni);
}
