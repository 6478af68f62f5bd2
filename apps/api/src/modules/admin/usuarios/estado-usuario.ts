import { schema } from '@kipu/db';
import { and, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';

/** How an account stands, as the platform administrator filters and reads it. */
export const ESTADOS_USUARIO = ['activo', 'sin_confirmar', 'prueba_vencida', 'desactivado'] as const;
export type EstadoUsuario = (typeof ESTADOS_USUARIO)[number];

type Cuenta = { desactivadoAt: Date | null; emailVerificadoAt: Date | null; pruebaVenceAt: Date | null };

/** A deactivated account is that first; then an unconfirmed one; then an ended trial. */
export function estadoDeCuenta(u: Cuenta, ahora = new Date()): EstadoUsuario {
  if (u.desactivadoAt) return 'desactivado';
  if (!u.emailVerificadoAt) return 'sin_confirmar';
  if (u.pruebaVenceAt && u.pruebaVenceAt < ahora) return 'prueba_vencida';
  return 'activo';
}

/** The same order of precedence as `estadoDeCuenta`, as a condition on usuarios. */
export function condicionDeEstado(estado: EstadoUsuario): SQL | undefined {
  const u = schema.usuarios;
  const ahora = sql`now()`;
  const vigente = or(isNull(u.pruebaVenceAt), sql`${u.pruebaVenceAt} >= ${ahora}`);
  const porEstado: Record<EstadoUsuario, SQL | undefined> = {
    desactivado: isNotNull(u.desactivadoAt),
    sin_confirmar: and(isNull(u.desactivadoAt), isNull(u.emailVerificadoAt)),
    prueba_vencida: and(isNull(u.desactivadoAt), isNotNull(u.emailVerificadoAt), lt(u.pruebaVenceAt, ahora)),
    activo: and(isNull(u.desactivadoAt), isNotNull(u.emailVerificadoAt), vigente),
  };
  return porEstado[estado];
}
