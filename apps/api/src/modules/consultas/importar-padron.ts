import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { schema } from '@kipu/db';
import { leerLineaPadron } from '@kipu/peru';
import { eq, sql } from 'drizzle-orm';
import type { Dependencias } from '../../shared/dependencias.ts';

const LOTE = 1000;

/**
 * Queues the import of SUNAT's padrón reducido from a file already on disk. Answers when the job row
 * exists; the queue's worker (`procesarPadron`) does the import and records its progress there.
 */
export async function importarPadron(
  deps: Dependencias,
  archivo: string,
  usuarioId: string,
): Promise<{ id: string }> {
  const { size } = await stat(archivo);
  const [trabajo] = await deps.db
    .insert(schema.importaciones)
    .values({ tipo: 'padron_ruc', totalBytes: size, usuarioId })
    .returning({ id: schema.importaciones.id });
  if (!trabajo) throw new Error('No se pudo crear la importación');
  await deps.cola.enviar('importacion', { importacionId: trabajo.id, archivo, localId: null });
  return { id: trabajo.id };
}

async function guardarLote(deps: Dependencias, lote: NonNullable<ReturnType<typeof leerLineaPadron>>[]) {
  if (lote.length === 0) return;
  // A RUC repeated inside one batch would make the upsert touch a row twice.
  const unicos = [...new Map(lote.map((c) => [c.ruc, c])).values()];
  await deps.db
    .insert(schema.padronRuc)
    .values(unicos)
    .onConflictDoUpdate({
      target: schema.padronRuc.ruc,
      set: {
        razonSocial: sql`excluded.razon_social`,
        estado: sql`excluded.estado`,
        condicion: sql`excluded.condicion`,
        ubigeo: sql`excluded.ubigeo`,
        direccion: sql`excluded.direccion`,
        updatedAt: sql`now()`,
      },
    });
}

/**
 * Streams the file line by line (the real one has about 15 million lines: it is never held in memory),
 * upserting in batches and recording progress on the job row; the file is removed at the end.
 */
export async function procesarPadron(deps: Dependencias, id: string, archivo: string): Promise<void> {
  const { importaciones } = schema;
  const flujo = createReadStream(archivo, { encoding: 'latin1' });
  let lote: NonNullable<ReturnType<typeof leerLineaPadron>>[] = [];
  let filas = 0;
  try {
    for await (const linea of createInterface({ input: flujo, crlfDelay: Number.POSITIVE_INFINITY })) {
      const c = leerLineaPadron(linea);
      if (!c) continue;
      lote.push(c);
      if (lote.length >= LOTE) {
        await guardarLote(deps, lote);
        filas += lote.length;
        lote = [];
        await deps.db
          .update(importaciones)
          .set({ filas, bytesLeidos: flujo.bytesRead })
          .where(eq(importaciones.id, id));
      }
    }
    await guardarLote(deps, lote);
    filas += lote.length;
    await deps.db
      .update(importaciones)
      .set({ filas, bytesLeidos: flujo.bytesRead, estado: 'terminada', terminadaAt: new Date() })
      .where(eq(importaciones.id, id));
  } catch (e) {
    await deps.db
      .update(importaciones)
      .set({ estado: 'fallida', error: e instanceof Error ? e.message : String(e), terminadaAt: new Date() })
      .where(eq(importaciones.id, id));
  } finally {
    await rm(archivo, { force: true });
  }
}
