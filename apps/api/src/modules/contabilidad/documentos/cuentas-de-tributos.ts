import { type Db, schema } from '@kipu/db';
import { and, eq, isNull } from 'drizzle-orm';

/** Catálogo 05 codes whose account a company may set in its tributos master. */
export const TRIBUTOS = { igv: '1000', isc: '2000', icbper: '7152' } as const;

/** The accounts the company set for its tributos (catálogo 05 code → account), over the defaults. */
export async function cuentasDeTributos(db: Db, empresaId: string): Promise<Map<string, string>> {
  const filas = await db
    .select({ codigo: schema.tributos.tributoCodigo, cuenta: schema.pcgeCuentas.codigo })
    .from(schema.tributos)
    .innerJoin(schema.pcgeCuentas, eq(schema.pcgeCuentas.id, schema.tributos.cuentaId))
    .where(and(eq(schema.tributos.empresaId, empresaId), isNull(schema.tributos.deletedAt)));
  return new Map(filas.map((f) => [f.codigo, f.cuenta]));
}
