import { ROL, schema, type Tx } from '@kipu/db';
import { esPasswordRegistroValida, MENSAJE_PASSWORD_REGISTRO } from '@kipu/peru';
import { primerErrorDeTexto } from '@kipu/peru/texto/texto-xml';
import { eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { abrirSesion, type MetaPeticion, type ResultadoLogin } from '../../auth/sesiones.ts';
import { usuarioPorEmail } from '../../auth/usuarios.ts';
import { auditar } from '../auditoria.ts';
import { venceDemo } from '../concesion.ts';
import { type Invitacion, invitacionVigente } from '../invitacion-vigente.ts';
import { esRolDePlataforma } from '../roles-asignables.ts';

/** Grants the invitation's access and marks it used, in the caller's transaction (once: the row is locked). */
async function conceder(tx: Tx, invitacion: Invitacion, usuarioId: string, unicaEmpresa: boolean) {
  const [bloqueada] = await tx
    .select({ aceptadaAt: schema.invitaciones.aceptadaAt })
    .from(schema.invitaciones)
    .where(eq(schema.invitaciones.id, invitacion.id))
    .for('update');
  if (bloqueada?.aceptadaAt) throw entradaInvalida('La invitación no es válida o ya fue usada');
  const [empresa] = await tx
    .select({ periodo: schema.empresas.periodo })
    .from(schema.empresas)
    .where(eq(schema.empresas.id, invitacion.empresaId));
  await tx
    .insert(schema.usuarioEmpresas)
    .values({
      usuarioId,
      empresaId: invitacion.empresaId,
      localId: invitacion.localId,
      rolId: invitacion.rolId,
      modulos: invitacion.modulos,
      cocinaId: invitacion.cocinaId,
      demoVenceAt: venceDemo(invitacion.demoDias === null ? null : Number(invitacion.demoDias)),
      otorgadaPor: invitacion.invitadoPor,
      activa: unicaEmpresa,
      periodo: empresa?.periodo ?? null,
    })
    .onConflictDoNothing();
  await tx
    .update(schema.invitaciones)
    .set({ aceptadaAt: new Date(), aceptadaPor: usuarioId })
    .where(eq(schema.invitaciones.id, invitacion.id));
  await auditar(tx, {
    empresaId: invitacion.empresaId,
    actorId: usuarioId,
    usuarioId,
    accion: 'invitacion_aceptada',
    detalle: { invitacion_id: invitacion.id, rol_id: invitacion.rolId },
  });
}

/** A logged-in user accepts an invitation sent to their own address. */
export async function aceptarInvitacion(
  deps: Dependencias,
  sesion: SesionActiva,
  token: string,
): Promise<{ empresa_id: string }> {
  const invitacion = await invitacionVigente(deps.db, token);
  if (invitacion.email !== sesion.usuario.email)
    throw entradaInvalida(`La invitación es para ${invitacion.email}: inicie sesión con esa cuenta`);
  await deps.db.transaction((tx) => conceder(tx, invitacion, sesion.usuario.id, false));
  return { empresa_id: invitacion.empresaId };
}

export type CuentaInvitadaInput = { nombres: string; password: string };

/**
 * Someone without an account accepts: the account is created for the invited address (the mail proved
 * it), with the invited role as its own, and a session opens in the company.
 */
export async function registrarConInvitacion(
  deps: Dependencias,
  token: string,
  input: CuentaInvitadaInput,
  meta: MetaPeticion,
): Promise<ResultadoLogin> {
  const invitacion = await invitacionVigente(deps.db, token);
  const nombres = input.nombres.trim().replace(/\s+/g, ' ');
  if (!nombres) throw entradaInvalida('Ingrese un nombre de Usuario');
  const errorNombre = primerErrorDeTexto([[nombres, { campo: 'El nombre', maximo: 120, unaLinea: true }]]);
  if (errorNombre) throw entradaInvalida(errorNombre);
  if (!esPasswordRegistroValida(input.password)) throw entradaInvalida(MENSAJE_PASSWORD_REGISTRO);
  if (await usuarioPorEmail(deps.db, invitacion.email))
    throw entradaInvalida('Ya tiene una cuenta con ese correo: inicie sesión para aceptar la invitación');
  const passwordHash = await hashPassword(input.password, deps.config.argon2);
  const rolPropio = esRolDePlataforma(invitacion.rolId) ? ROL.contador : invitacion.rolId;
  const usuario = await deps.db.transaction(async (tx) => {
    const [nuevo] = await tx
      .insert(schema.usuarios)
      .values({
        email: invitacion.email,
        nombres,
        passwordHash,
        rolId: rolPropio,
        emailVerificadoAt: new Date(),
      })
      .returning();
    if (!nuevo) throw new Error('No se pudo crear el usuario');
    await conceder(tx, invitacion, nuevo.id, true);
    return nuevo;
  });
  return abrirSesion(deps, { id: usuario.id, email: usuario.email, nombres, rolId: usuario.rolId }, meta);
}
