import { schema } from '@kipu/db';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { PERMISO } from '../../../shared/permisos.ts';
import { concesionEnVigor } from '../../auth/acceso-en-empresa.ts';
import { permisosDeAcceso } from '../../auth/autorizacion.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { localDe, localDeConcesion } from '../comun.ts';

/** A member of the company as the staff and courier pickers show them: the role of their grant there. */
export type UsuarioEmpresa = {
  id: string;
  nombres: string;
  email: string;
  rolId: string;
  rol: string;
  localId: string | null;
  cocinaId: string | null;
};

/** Point-of-sale roles that take an order out (spec: waiters, cashiers and sellers deliver too). */
const ROLES_DE_REPARTO: readonly string[] = ['1990d988', '129965aa', '0f17e438'];

type Fila = UsuarioEmpresa & { modulos: string[] | null };

/** The members whose grant is in force, by name; with a local, those of it and those of every local. */
async function miembros(deps: Dependencias, empresaId: string, localId?: string): Promise<Fila[]> {
  const { usuarioEmpresas: ue, usuarios: u, roles: r } = schema;
  const rolId = sql<string>`coalesce(${ue.rolId}, ${u.rolId})`;
  const localDelMiembro = localDeConcesion();
  return deps.db
    .select({
      id: u.id,
      nombres: u.nombres,
      email: u.email,
      rolId,
      rol: r.nombre,
      localId: localDelMiembro,
      cocinaId: ue.cocinaId,
      modulos: ue.modulos,
    })
    .from(ue)
    .innerJoin(u, eq(u.id, ue.usuarioId))
    .innerJoin(r, eq(r.id, rolId))
    .where(
      and(
        eq(ue.empresaId, empresaId),
        isNull(u.deletedAt),
        concesionEnVigor(),
        localId ? or(isNull(localDelMiembro), eq(localDelMiembro, localId)) : undefined,
      ),
    )
    .orderBy(asc(u.nombres), asc(u.email));
}

const vista = ({ modulos: _, ...m }: Fila): UsuarioEmpresa => m;

/** The members of the session's company (staff and courier pickers), with the role of their grant. */
export async function listarUsuariosEmpresa(
  deps: Dependencias,
  sesion: SesionActiva,
): Promise<UsuarioEmpresa[]> {
  return (await miembros(deps, await empresaDeTrabajo(deps.db, sesion))).map(vista);
}

/** usersByLocal: the members who work in a local of the company (theirs, or every local). */
export async function usuariosDeLocal(
  deps: Dependencias,
  sesion: SesionActiva,
  localId: string | null | undefined,
): Promise<UsuarioEmpresa[]> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  return (await miembros(deps, empresaId, await localDe(deps.db, sesion, empresaId, localId))).map(vista);
}

/**
 * usersByLocalForDelivery: the members of a local who can take an order out — a waiter, cashier or
 * seller, or whoever's grant holds the delivery permission.
 */
export async function repartidoresDeLocal(
  deps: Dependencias,
  sesion: SesionActiva,
  localId: string | null | undefined,
): Promise<UsuarioEmpresa[]> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const filas = await miembros(deps, empresaId, await localDe(deps.db, sesion, empresaId, localId));
  const reparte = new Map<string, boolean>();
  const repartidores: UsuarioEmpresa[] = [];
  for (const f of filas) {
    const clave = `${f.rolId}|${f.modulos?.join() ?? '*'}`;
    if (!reparte.has(clave)) {
      const acceso = { rolId: f.rolId, modulos: f.modulos, vigente: true };
      const permisos = await permisosDeAcceso(deps.db, acceso);
      reparte.set(clave, ROLES_DE_REPARTO.includes(f.rolId) || permisos.has(PERMISO.delivery));
    }
    if (reparte.get(clave)) repartidores.push(vista(f));
  }
  return repartidores;
}
