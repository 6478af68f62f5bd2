/** Peruvian mobile number: 9 digits starting with 9, optionally with the +51 prefix. */
export function esCelularPeruano(telefono: string): boolean {
  const limpio = telefono.replace(/[\s-]/g, '');
  return /^(?:\+?51)?9\d{8}$/.test(limpio);
}
