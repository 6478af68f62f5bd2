import { schema } from '@kipu/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { enviarEnlace } from '../../auth/enlaces.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { auditar } from '../../equipo/auditoria.ts';
import { cuentaExistente } from './detalle-usuario.ts';

/** The administrator acts on others' accounts: on their own they could lock the platform out. */
async function cuentaAjena(deps: Dependencias, sesion: SesionActiva, id: string) {
  const cuenta = await cuentaExistente(deps, id);
  if (cuenta.id === sesion.usuario.id) throw entradaInvalida('No puede cambiar su propia cuenta desde aquí');
  return cuenta;
}

/** deactivateUser: the account cannot log in, and its live sessions end at once. Nothing is erased. */
export async function desactivarUsuario(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
): Promise<string> {
  const cuenta = await cuentaAjena(deps, sesion, id);
  if (cuenta.desactivadoAt) throw entradaInvalida('La cuenta ya está desactivada');
  const { usuarios, sesiones } = schema;
  await deps.db.transaction(async (tx) => {
    const ahora = new Date();
    await tx.update(usuarios).set({ desactivadoAt: ahora }).where(eq(usuarios.id, id));
    await tx
      .update(sesiones)
      .set({ revocadaAt: ahora, motivoRevocacion: 'cuenta_desactivada' })
      .where(and(eq(sesiones.usuarioId, id), isNull(sesiones.revocadaAt)));
    await auditar(tx, {
      empresaId: null,
      actorId: sesion.usuario.id,
      usuarioId: id,
      accion: 'cuenta_desactivada',
    });
  });
  return id;
}

/**
 * activateUser: a deactivated account works again; an unconfirmed one is confirmed by the administrator
 * (the person could not receive the mail), which the log records.
 */
export async function activarUsuario(deps: Dependencias, sesion: SesionActiva, id: string): Promise<string> {
  const cuenta = await cuentaAjena(deps, sesion, id);
  if (!cuenta.desactivadoAt && cuenta.emailVerificadoAt) throw entradaInvalida('La cuenta ya está activa');
  const ahora = new Date();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(schema.usuarios)
      .set({ desactivadoAt: null, emailVerificadoAt: cuenta.emailVerificadoAt ?? ahora })
      .where(eq(schema.usuarios.id, id));
    await auditar(tx, {
      empresaId: null,
      actorId: sesion.usuario.id,
      usuarioId: id,
      accion: 'cuenta_reactivada',
      detalle: { email_confirmado: !cuenta.emailVerificadoAt },
    });
  });
  return id;
}

/** updateUser: the account's platform role; a company grant's own role still rules inside that company. */
export async function cambiarRolPlataforma(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
  rolId: string,
): Promise<string> {
  const cuenta = await cuentaAjena(deps, sesion, id);
  const { roles, usuarios } = schema;
  const [rol] = await deps.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.id, rolId), isNull(roles.empresaId), isNull(roles.deletedAt)));
  if (!rol) throw entradaInvalida('El rol no existe');
  if (rol.id === cuenta.rolId) return id;
  await deps.db.transaction(async (tx) => {
    await tx.update(usuarios).set({ rolId: rol.id }).where(eq(usuarios.id, id));
    await auditar(tx, {
      empresaId: null,
      actorId: sesion.usuario.id,
      usuarioId: id,
      accion: 'rol_plataforma_cambiado',
      detalle: { antes: cuenta.rolId, despues: rol.id },
    });
  });
  return id;
}

/** resendConfirmation: a fresh confirmation link to an account that has not confirmed its address. */
export async function reenviarConfirmacion(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
): Promise<string> {
  const cuenta = await cuentaExistente(deps, id);
  if (cuenta.emailVerificadoAt) throw entradaInvalida('El correo de esta cuenta ya fue confirmado');
  await enviarEnlace(deps, cuenta, 'verificacion');
  await auditar(deps.db, {
    empresaId: null,
    actorId: sesion.usuario.id,
    usuarioId: id,
    accion: 'confirmacion_reenviada',
  });
  return id;
}
