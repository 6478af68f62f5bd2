import { schema } from '@kipu/db';
import { esEmailValido, normalizarEmail } from '@kipu/peru';
import { and, eq, isNull } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { esUuid } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { hashToken, nuevoTokenOpaco } from '../../auth/tokens.ts';
import { usuarioPorEmail } from '../../auth/usuarios.ts';
import { auditar } from '../auditoria.ts';
import { type ConcesionInput, validarConcesion } from '../concesion.ts';
import { correoInvitacion } from '../correo-invitacion.ts';
import { nombresParaCorreo } from '../nombres-para-correo.ts';

export const DIAS_INVITACION = 7;

export type InvitacionInput = ConcesionInput & { email: string };

/**
 * Invites an address to the session's company with a role: the mailed link carries the invitation's id
 * and a secret kept only as its hash, so the link is the key and the database alone cannot forge one.
 * A newer invitation of the same address withdraws the older one.
 */
export async function invitarMiembro(
  deps: Dependencias,
  sesion: SesionActiva,
  input: InvitacionInput,
): Promise<{ id: string; email: string; expira_at: string }> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const email = normalizarEmail(input.email);
  if (!esEmailValido(email))
    throw entradaInvalida(`La dirección de email "${input.email.trim()}" es incorrecta`);
  const concesion = await validarConcesion(deps, sesion, empresaId, input);
  const existente = await usuarioPorEmail(deps.db, email);
  if (existente) {
    const [ya] = await deps.db
      .select({ id: schema.usuarioEmpresas.usuarioId })
      .from(schema.usuarioEmpresas)
      .where(
        and(
          eq(schema.usuarioEmpresas.usuarioId, existente.id),
          eq(schema.usuarioEmpresas.empresaId, empresaId),
        ),
      );
    if (ya) throw entradaInvalida('Esa persona ya trabaja en la empresa: edite su acceso');
  }
  const secreto = nuevoTokenOpaco();
  const expiraAt = new Date(Date.now() + DIAS_INVITACION * 86_400_000);
  const { invitaciones } = schema;
  const invitacion = await deps.db.transaction(async (tx) => {
    await tx
      .update(invitaciones)
      .set({ anuladaAt: new Date() })
      .where(
        and(
          eq(invitaciones.empresaId, empresaId),
          eq(invitaciones.email, email),
          isNull(invitaciones.aceptadaAt),
          isNull(invitaciones.anuladaAt),
        ),
      );
    const [fila] = await tx
      .insert(invitaciones)
      .values({
        empresaId,
        email,
        rolId: concesion.rolId,
        localId: concesion.localId,
        modulos: concesion.modulos,
        cocinaId: concesion.cocinaId,
        demoDias: concesion.demoDias === null ? null : String(concesion.demoDias),
        secretoHash: hashToken(secreto),
        expiraAt,
        invitadoPor: sesion.usuario.id,
      })
      .returning();
    if (!fila) throw new Error('No se pudo crear la invitación');
    await auditar(tx, {
      empresaId,
      actorId: sesion.usuario.id,
      usuarioId: existente?.id ?? null,
      accion: 'invitacion',
      detalle: { email, rol_id: concesion.rolId, local_id: concesion.localId, modulos: concesion.modulos },
    });
    return fila;
  });
  const nombres = await nombresParaCorreo(deps.db, empresaId, concesion.rolId);
  await deps.cartero.enviar(
    correoInvitacion(email, {
      invitante: sesion.usuario.nombres,
      ...nombres,
      enlace: `${deps.config.publicUrl}/invitacion/${invitacion.id}.${secreto}`,
      dias: DIAS_INVITACION,
    }),
  );
  return { id: invitacion.id, email, expira_at: expiraAt.toISOString() };
}

/** Withdraws a pending invitation of the session's company: its link stops working. */
export async function anularInvitacion(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
): Promise<{ id: string; email: string; expira_at: string }> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const { invitaciones } = schema;
  return deps.db.transaction(async (tx) => {
    const [fila] = esUuid(id)
      ? await tx
          .update(invitaciones)
          .set({ anuladaAt: new Date() })
          .where(
            and(
              eq(invitaciones.id, id),
              eq(invitaciones.empresaId, empresaId),
              isNull(invitaciones.aceptadaAt),
              isNull(invitaciones.anuladaAt),
            ),
          )
          .returning()
      : [];
    if (!fila) throw entradaInvalida('La invitación no existe o ya no está pendiente');
    await auditar(tx, {
      empresaId,
      actorId: sesion.usuario.id,
      accion: 'invitacion_anulada',
      detalle: { email: fila.email },
    });
    return { id: fila.id, email: fila.email, expira_at: fila.expiraAt.toISOString() };
  });
}
