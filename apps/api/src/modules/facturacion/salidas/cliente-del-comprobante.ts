import { schema } from '@kipu/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';

/** The customer of an emitted document in the company's clients master, if it is there. */
export async function clienteDelComprobante(
  deps: Dependencias,
  c: { empresaId: string; clienteTipoDocumento: string; clienteNumeroDocumento: string },
): Promise<typeof schema.personas.$inferSelect | undefined> {
  const p = schema.personas;
  const [persona] = await deps.db
    .select()
    .from(p)
    .where(
      and(
        eq(p.empresaId, c.empresaId),
        eq(p.tipo, 'cliente'),
        eq(p.documentoId, c.clienteTipoDocumento),
        eq(p.numero, c.clienteNumeroDocumento),
        isNull(p.deletedAt),
      ),
    )
    .limit(1);
  return persona;
}
