/** Peruvian mobile number: 9 digits starting with 9, optionally with the +51 prefix. */
export function esCelularPeruano(telefono: string): boolean {
  const limpio = telefono.replace(/[\s-]/g, '');
  return /^(?:\+?51)?9\d{8}$/.test(limpio);
}

/** A Peruvian mobile in international form without '+' (51 and the nine digits), as wa.me takes it. */
export function celularInternacional(telefono: string): string | undefined {
  if (!esCelularPeruano(telefono)) return undefined;
  return `51${telefono.replace(/\D/g, '').slice(-9)}`;
}
