/** YYYY-MM-DD → DD/MM/YYYY, as Peruvian printed documents show dates. */
export const fechaPeru = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

// Control characters would break the PDF text layer; everything else is printed as typed.
export const limpio = (texto: string | undefined) =>
  [...(texto ?? '')]
    .filter((c) => {
      const n = c.charCodeAt(0);
      return n === 10 || (n >= 32 && n !== 127);
    })
    .join('')
    .trim();
