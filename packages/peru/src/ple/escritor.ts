/** Rows as they come: an array, a generator, or the pages of a database read. */
export type Filas<T> = Iterable<T> | AsyncIterable<T>;

/**
 * The lines of a book, one per row, produced as the rows arrive: nothing but the current row is held,
 * so a book of any size is written with flat memory.
 */
export async function* lineasPle<T>(filas: Filas<T>, escribir: (fila: T) => string): AsyncGenerator<string> {
  for await (const fila of filas) yield escribir(fila);
}

/** Text as ISO-8859-1 bytes (the writers never emit other characters; any other would become '?'). */
export function codificarLatin1(texto: string): Uint8Array {
  const bytes = new Uint8Array(texto.length);
  for (let i = 0; i < texto.length; i++) {
    const c = texto.charCodeAt(i);
    bytes[i] = c <= 0xff ? c : 0x3f;
  }
  return bytes;
}

/** The lines gathered into blocks of about `tamano` bytes, ready to write or to join. */
export async function* bloquesLatin1(lineas: Filas<string>, tamano = 1 << 16): AsyncGenerator<Uint8Array> {
  let pendiente: string[] = [];
  let largo = 0;
  for await (const linea of lineas) {
    pendiente.push(linea);
    largo += linea.length;
    if (largo >= tamano) {
      yield codificarLatin1(pendiente.join(''));
      pendiente = [];
      largo = 0;
    }
  }
  if (pendiente.length) yield codificarLatin1(pendiente.join(''));
}
