import { existsSync } from 'node:fs';
import { schema } from '@kipu/db';
import { and, eq, lt } from 'drizzle-orm';
import type { Dependencias } from '../../shared/dependencias.ts';

/** Job states in which the queue will still run (or is running) an import. */
const VIVOS = new Set(['created', 'retry', 'active']);

/** An import younger than this may be between its row's insert and its job's (encolarImportacion). */
const GRACIA_MS = 60_000;

/**
 * At start: an import still 'en_curso' whose job will never run again (its retries spent by crashes,
 * or the job deleted) is queued again with its job's data while its file is there — the job resumes
 * where it stopped — and otherwise marked 'fallida' with the reason, never left hanging.
 */
export async function reanudarImportaciones(deps: Dependencias): Promise<void> {
  const { importaciones } = schema;
  const colgadas = await deps.db
    .select({ id: importaciones.id })
    .from(importaciones)
    .where(
      and(
        eq(importaciones.estado, 'en_curso'),
        lt(importaciones.createdAt, new Date(Date.now() - GRACIA_MS)),
      ),
    );
  for (const { id } of colgadas) {
    const trabajos = await deps.cola.buscar('importacion', { importacionId: id });
    if (trabajos.some((t) => VIVOS.has(t.estado))) continue;
    const ultimo = trabajos.at(-1);
    if (ultimo && existsSync(ultimo.datos.archivo)) {
      await deps.cola.enviar('importacion', ultimo.datos);
      continue;
    }
    await deps.db
      .update(importaciones)
      .set({
        estado: 'fallida',
        error: 'La importación se interrumpió y su archivo ya no está disponible; vuelva a importarlo',
        terminadaAt: new Date(),
      })
      .where(and(eq(importaciones.id, id), eq(importaciones.estado, 'en_curso')));
  }
}
