import { schema } from '@kipu/db';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';

export type MiembroVista = {
  usuario_id: string;
  email: string;
  nombres: string;
  rol_id: string;
  rol: string;
  local_id: string | null;
  modulos: string[] | null;
  cocina_id: string | null;
  propietario: boolean;
  demo_vence_at: string | null;
  suspendido: boolean;
};

export type InvitacionVista = {
  id: string;
  email: string;
  rol_id: string;
  rol: string;
  local_id: string | null;
  expira_at: string;
};

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The people who work in the session's company, with what their grant opens. */
export async function miembrosDeEmpresa(deps: Dependencias, sesion: SesionActiva): Promise<MiembroVista[]> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const { usuarioEmpresas, usuarios, roles } = schema;
  const filas = await deps.db
    .select({ concesion: usuarioEmpresas, usuario: usuarios })
    .from(usuarioEmpresas)
    .innerJoin(usuarios, eq(usuarios.id, usuarioEmpresas.usuarioId))
    .where(and(eq(usuarioEmpresas.empresaId, empresaId), isNull(usuarios.deletedAt)))
    .orderBy(usuarios.nombres);
  const nombresDeRol = new Map(
    (await deps.db.select({ id: roles.id, nombre: roles.nombre }).from(roles)).map((r) => [r.id, r.nombre]),
  );
  return filas.map(({ concesion: c, usuario: u }) => {
    const rolId = c.rolId ?? u.rolId;
    return {
      usuario_id: u.id,
      email: u.email,
      nombres: u.nombres,
      rol_id: rolId,
      rol: nombresDeRol.get(rolId) ?? rolId,
      local_id: c.localId,
      modulos: c.modulos,
      cocina_id: c.cocinaId,
      propietario: c.propietario,
      demo_vence_at: iso(c.demoVenceAt),
      suspendido: c.suspendidaAt !== null,
    };
  });
}

/** Invitations of the company not yet accepted, withdrawn or expired. */
export async function invitacionesPendientes(
  deps: Dependencias,
  sesion: SesionActiva,
): Promise<InvitacionVista[]> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const { invitaciones, roles } = schema;
  const filas = await deps.db
    .select({ i: invitaciones, rol: roles.nombre })
    .from(invitaciones)
    .innerJoin(roles, eq(roles.id, invitaciones.rolId))
    .where(
      and(
        eq(invitaciones.empresaId, empresaId),
        isNull(invitaciones.aceptadaAt),
        isNull(invitaciones.anuladaAt),
      ),
    )
    .orderBy(desc(invitaciones.createdAt));
  const ahora = new Date();
  return filas
    .filter(({ i }) => i.expiraAt > ahora)
    .map(({ i, rol }) => ({
      id: i.id,
      email: i.email,
      rol_id: i.rolId,
      rol,
      local_id: i.localId,
      expira_at: i.expiraAt.toISOString(),
    }));
}
