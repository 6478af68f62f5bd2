import { schema, type Tx } from '@kipu/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { esUuid } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { type AccionAuditada, auditar } from '../auditoria.ts';
import { type ConcesionInput, validarConcesion, venceDemo } from '../concesion.ts';

/** The member's grant in the session's company; owners and one's own grant are not managed here. */
async function concesionGestionable(deps: Dependencias, sesion: SesionActiva, usuarioId: string) {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const { usuarioEmpresas } = schema;
  const [concesion] = esUuid(usuarioId)
    ? await deps.db
        .select()
        .from(usuarioEmpresas)
        .where(and(eq(usuarioEmpresas.usuarioId, usuarioId), eq(usuarioEmpresas.empresaId, empresaId)))
    : [];
  if (!concesion) throw entradaInvalida('Esa persona no trabaja en la empresa');
  if (usuarioId === sesion.usuario.id) throw entradaInvalida('No puede cambiar su propio acceso');
  if (concesion.propietario) throw entradaInvalida('El acceso del titular de la empresa no se modifica');
  return { empresaId, concesion };
}

/** Ends the member's live sessions in the company at once: their tokens answer UNAUTHENTICATED. */
async function cerrarSesionesEn(tx: Tx, usuarioId: string, empresaId: string) {
  await tx
    .update(schema.sesiones)
    .set({ revocadaAt: new Date(), motivoRevocacion: 'acceso_retirado' })
    .where(
      and(
        eq(schema.sesiones.usuarioId, usuarioId),
        eq(schema.sesiones.empresaId, empresaId),
        isNull(schema.sesiones.revocadaAt),
      ),
    );
}

const filtro = (usuarioId: string, empresaId: string) =>
  and(eq(schema.usuarioEmpresas.usuarioId, usuarioId), eq(schema.usuarioEmpresas.empresaId, empresaId));

/** Changes what a member's grant opens; a narrower role takes effect on their next request. */
export async function actualizarMiembro(
  deps: Dependencias,
  sesion: SesionActiva,
  usuarioId: string,
  input: ConcesionInput,
): Promise<{ usuario_id: string }> {
  const { empresaId } = await concesionGestionable(deps, sesion, usuarioId);
  const c = await validarConcesion(deps, sesion, empresaId, input);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(schema.usuarioEmpresas)
      .set({
        rolId: c.rolId,
        localId: c.localId,
        modulos: c.modulos,
        cocinaId: c.cocinaId,
        demoVenceAt: venceDemo(c.demoDias),
      })
      .where(filtro(usuarioId, empresaId));
    await auditar(tx, {
      empresaId,
      actorId: sesion.usuario.id,
      usuarioId,
      accion: 'acceso_modificado',
      detalle: { rol_id: c.rolId, local_id: c.localId, modulos: c.modulos, demo_dias: c.demoDias },
    });
  });
  return { usuario_id: usuarioId };
}

/** Suspends (or re-activates) a member: suspended, their sessions in the company end at once. */
export async function suspenderMiembro(
  deps: Dependencias,
  sesion: SesionActiva,
  usuarioId: string,
  suspendido: boolean,
): Promise<{ usuario_id: string }> {
  const { empresaId } = await concesionGestionable(deps, sesion, usuarioId);
  const accion: AccionAuditada = suspendido ? 'acceso_suspendido' : 'acceso_reactivado';
  await deps.db.transaction(async (tx) => {
    await tx
      .update(schema.usuarioEmpresas)
      .set({ suspendidaAt: suspendido ? new Date() : null })
      .where(filtro(usuarioId, empresaId));
    if (suspendido) await cerrarSesionesEn(tx, usuarioId, empresaId);
    await auditar(tx, { empresaId, actorId: sesion.usuario.id, usuarioId, accion });
  });
  return { usuario_id: usuarioId };
}

/** Removes a member from the company: the grant goes, their sessions in it end at once. */
export async function quitarMiembro(
  deps: Dependencias,
  sesion: SesionActiva,
  usuarioId: string,
): Promise<{ usuario_id: string }> {
  const { empresaId, concesion } = await concesionGestionable(deps, sesion, usuarioId);
  await deps.db.transaction(async (tx) => {
    await tx.delete(schema.usuarioEmpresas).where(filtro(usuarioId, empresaId));
    await cerrarSesionesEn(tx, usuarioId, empresaId);
    await auditar(tx, {
      empresaId,
      actorId: sesion.usuario.id,
      usuarioId,
      accion: 'acceso_retirado',
      detalle: { rol_id: concesion.rolId, local_id: concesion.localId },
    });
  });
  return { usuario_id: usuarioId };
}
