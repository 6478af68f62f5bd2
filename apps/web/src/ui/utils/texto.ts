/** Text for searching: lower case, without accents or extra spaces ('Razón  Social' → 'razon social'). */
export function normalizarBusqueda(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when the normalised `texto` contains the normalised `buscado` ('' matches everything). */
export function contieneTexto(texto: string, buscado: string): boolean {
  return normalizarBusqueda(texto).includes(normalizarBusqueda(buscado));
}
