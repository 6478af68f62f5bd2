import { type Db, schema } from '@kipu/db';
import { eq } from 'drizzle-orm';

type Lugar = typeof schema.ubigeos.$inferSelect;

/**
 * INEI's ubigeo catalogue is reference data the seed writes and nothing edits: a place read once per
 * database is kept (at most the catalogue's ~1,900 districts), so each emission skips that round trip.
 */
const lugares = new WeakMap<Db, Map<string, Lugar>>();

export async function lugarDeUbigeo(db: Db, codigo: string): Promise<Lugar | undefined> {
  let porCodigo = lugares.get(db);
  if (!porCodigo) {
    porCodigo = new Map();
    lugares.set(db, porCodigo);
  }
  const guardado = porCodigo.get(codigo);
  if (guardado) return guardado;
  const [lugar] = await db.select().from(schema.ubigeos).where(eq(schema.ubigeos.codigo, codigo));
  if (lugar) porCodigo.set(codigo, lugar);
  return lugar;
}
