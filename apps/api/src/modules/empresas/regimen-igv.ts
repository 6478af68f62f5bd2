import { type Db, schema } from '@kipu/db';
import type { RegimenIgv } from '@kipu/peru';
import { eq } from 'drizzle-orm';

/** The IGV regime the company declared (Ley 31556's reduced rate or the general one). */
export async function regimenIgvDeEmpresa(db: Db, empresaId: string): Promise<RegimenIgv> {
  const [e] = await db
    .select({ regimen: schema.empresas.regimenIgv })
    .from(schema.empresas)
    .where(eq(schema.empresas.id, empresaId));
  return e?.regimen ?? 'general';
}
