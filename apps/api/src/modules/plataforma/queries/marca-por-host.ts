import { type Db, schema } from '@kipu/db';
import { desc, eq, or } from 'drizzle-orm';

export type MarcaFila = typeof schema.marcas.$inferSelect;
export type MarcaVista = { nombre: string; logo: string | null; favicon: string | null; slider: string[] };

/** The brand registered for the host name (without port), else the default brand. */
export async function marcaDelHost(db: Db, host: string): Promise<MarcaFila | undefined> {
  const { marcas } = schema;
  const nombreHost = host.toLowerCase().replace(/:\d+$/, '');
  const [marca] = await db
    .select()
    .from(marcas)
    .where(or(eq(marcas.host, nombreHost), eq(marcas.porDefecto, true)))
    // A host match sorts before the default row.
    .orderBy(desc(eq(marcas.host, nombreHost)))
    .limit(1);
  return marca;
}

export async function marcaPorHost(db: Db, host: string): Promise<MarcaVista> {
  const marca = await marcaDelHost(db, host);
  return marca
    ? { nombre: marca.nombre, logo: marca.logo, favicon: marca.favicon, slider: marca.slider }
    : { nombre: 'Kipu', logo: null, favicon: null, slider: [] };
}
