import { timingSafeEqual } from 'node:crypto';
import { type Db, schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import { entradaInvalida } from '../../shared/errores.ts';
import { esUuid } from '../../shared/tablas-de-empresa.ts';
import { hashToken } from '../auth/tokens.ts';

export type Invitacion = typeof schema.invitaciones.$inferSelect;

const NO_VALIDA = 'La invitación no es válida o ya fue usada';

/** The invitation behind a mailed link `<id>.<secret>`, while it can still be accepted. */
export async function invitacionVigente(db: Db, token: string): Promise<Invitacion> {
  const [id, secreto] = token.split('.');
  if (!id || !secreto || !esUuid(id)) throw entradaInvalida(NO_VALIDA);
  const [fila] = await db.select().from(schema.invitaciones).where(eq(schema.invitaciones.id, id));
  const esperado = Buffer.from(fila?.secretoHash ?? '', 'hex');
  const dado = Buffer.from(hashToken(secreto), 'hex');
  if (!fila || esperado.length !== dado.length || !timingSafeEqual(esperado, dado))
    throw entradaInvalida(NO_VALIDA);
  if (fila.aceptadaAt || fila.anuladaAt) throw entradaInvalida(NO_VALIDA);
  if (fila.expiraAt <= new Date()) throw entradaInvalida('La invitación venció: pida una nueva');
  return fila;
}
