import { schema } from '@kipu/db';
import type { ResultadoCdr } from '@kipu/peru/sunat/cdr';
import { eq, sql } from 'drizzle-orm';
import type { Dependencias } from '../../shared/dependencias.ts';

type Respuesta = {
  id: string;
  estado: string;
  codigo: string;
  descripcion: string;
  notas: ResultadoCdr['notas'];
  cdr: string;
  respuesta_at: string;
};

/**
 * Stores SUNAT's CDRs on their documents: state, code, description, notes and zip, the last error
 * cleared; one UPDATE from a JSON recordset for a whole sending batch, one round trip for all.
 */
export async function guardarRespuestasCdr(
  deps: Dependencias,
  respuestas: Map<string, ResultadoCdr>,
): Promise<void> {
  if (respuestas.size === 0) return;
  const ahora = new Date().toISOString();
  const filas: Respuesta[] = [...respuestas].map(([id, r]) => ({
    id,
    estado: r.estado,
    codigo: r.codigo,
    descripcion: r.descripcion,
    notas: r.notas,
    cdr: Buffer.from(r.cdrZip).toString('base64'),
    respuesta_at: ahora,
  }));
  // The batch as a recordset; the columns set are named through the schema, updated_at by its own rule.
  const v = sql.raw('v');
  const k = schema.comprobantes;
  await deps.db
    .update(k)
    .set({
      estado: sql`${v}.estado`,
      codigoSunat: sql`${v}.codigo`,
      descripcionSunat: sql`${v}.descripcion`,
      notasSunat: sql`${v}.notas`,
      cdrBase64: sql`${v}.cdr`,
      respuestaAt: sql`${v}.respuesta_at`,
      ultimoError: null,
    })
    .from(
      sql`jsonb_to_recordset(${JSON.stringify(filas)}::jsonb)
        AS ${v}(id uuid, estado text, codigo text, descripcion text, notas jsonb, cdr text, respuesta_at timestamptz)`,
    )
    .where(eq(k.id, sql`${v}.id`));
}
