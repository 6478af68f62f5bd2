import { type Db, schema } from '@kipu/db';
import { and, eq, isNull } from 'drizzle-orm';

export type UsuarioFila = typeof schema.usuarios.$inferSelect;

export async function usuarioPorEmail(db: Db, email: string): Promise<UsuarioFila | undefined> {
  const { usuarios } = schema;
  const [u] = await db
    .select()
    .from(usuarios)
    .where(and(eq(usuarios.email, email), isNull(usuarios.deletedAt)))
    .limit(1);
  return u;
}

export async function usuarioPorId(db: Db, id: string): Promise<UsuarioFila | undefined> {
  const { usuarios } = schema;
  const [u] = await db
    .select()
    .from(usuarios)
    .where(and(eq(usuarios.id, id), isNull(usuarios.deletedAt)))
    .limit(1);
  return u;
}
