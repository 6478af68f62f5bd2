import { schema } from '@kipu/db';
import { MENSAJES_RECLAMO, normalizarEmail, type ReclamoEntrada, validarReclamo } from '@kipu/peru';
import { and, eq } from 'drizzle-orm';
import type { Dependencias } from '../../shared/dependencias.ts';
import { demasiadosIntentos, entradaInvalida } from '../../shared/errores.ts';
import { usuarioPorEmail } from '../auth/usuarios.ts';

/**
 * Everything the form must satisfy before anything is written: the spec's field rules (first failing
 * field's message), a known city and document type, and a consumer who is a registered user.
 */
export async function validarEntradaReclamo(
  deps: Dependencias,
  r: ReclamoEntrada,
  ip: string,
): Promise<{ usuarioId: string }> {
  if (!(await deps.limitador.intentar(`reclamo:ip:${ip}`, deps.config.limites.porIp)))
    throw demasiadosIntentos();
  const errores = Object.values(validarReclamo(r));
  if (errores.length > 1) throw entradaInvalida(MENSAJES_RECLAMO.incompleto);
  if (errores[0]) throw entradaInvalida(errores[0]);
  const { ubigeos, tiposDocumento } = schema;
  const [[ciudad], [documento]] = await Promise.all([
    deps.db.select().from(ubigeos).where(eq(ubigeos.codigo, r.ubicate)),
    deps.db
      .select()
      .from(tiposDocumento)
      .where(and(eq(tiposDocumento.codigo, r.opcion0))),
  ]);
  if (!ciudad) throw entradaInvalida(MENSAJES_RECLAMO.ubicate);
  if (!documento) throw entradaInvalida(MENSAJES_RECLAMO.opcion0);
  const usuario = await usuarioPorEmail(deps.db, normalizarEmail(r.email));
  if (!usuario) throw entradaInvalida(MENSAJES_RECLAMO.noUsuario);
  return { usuarioId: usuario.id };
}
