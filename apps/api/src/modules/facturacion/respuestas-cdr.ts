import type { ResultadoCdr } from '@kipu/peru/sunat/cdr';
import { sql } from 'drizzle-orm';
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
  await deps.db.execute(sql`
    UPDATE comprobantes AS c
    SET estado = v.estado, codigo_sunat = v.codigo, descripcion_sunat = v.descripcion,
        notas_sunat = v.notas, cdr_base64 = v.cdr, respuesta_at = v.respuesta_at,
        ultimo_error = NULL, updated_at = now()
    FROM jsonb_to_recordset(${JSON.stringify(filas)}::jsonb)
      AS v(id uuid, estado text, codigo text, descripcion text, notas jsonb, cdr text, respuesta_at timestamptz)
    WHERE c.id = v.id`);
}
