/**
 * What a pool and its worker threads say to each other. A module of tasks is a record of functions
 * taking one structured-clonable argument; the main side sees its type only, never its code.
 */
export type Tareas = Record<string, (datos: never) => unknown>;

export type Pedido = { id: number; tarea: string; datos: unknown };

export type Respuesta =
  /** The thread has loaded its tasks' module and takes requests. */
  | { listo: true }
  | { id: number; ok: true; valor: unknown }
  | { id: number; ok: false; error: { nombre: string; mensaje: string } };

/**
 * The bytes of a view as an ArrayBuffer of their own, so they can be transferred: a Buffer may be a
 * slice of Node's shared pool, and transferring that would detach every other slice of it.
 */
export function bufferPropio(vista: Uint8Array): ArrayBuffer {
  const { buffer, byteOffset, byteLength } = vista;
  if (buffer instanceof ArrayBuffer && byteOffset === 0 && byteLength === buffer.byteLength) return buffer;
  const copia = new Uint8Array(byteLength);
  copia.set(vista);
  return copia.buffer;
}
