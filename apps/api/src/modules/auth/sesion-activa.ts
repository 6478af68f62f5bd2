import { type Db, schema } from '@kipu/db';
import { and, eq, sql } from 'drizzle-orm';
import type { Dependencias } from '../../shared/dependencias.ts';
import { noAutenticado, sesionReemplazada } from '../../shared/errores.ts';
import { unaPorBase } from '../../shared/una-por-base.ts';
import { type AccesoEnEmpresa, accesoDeConcesion } from './acceso-en-empresa.ts';
import { verificarAcceso } from './tokens.ts';

export type SesionActiva = {
  id: string;
  /** `rolId` is the role in the session's company (the grant's); `rolPropio` the user's own. */
  usuario: {
    id: string;
    email: string;
    nombres: string;
    rolId: string;
    rolPropio: string;
    /** On a temporary password: `acceso` opens nothing until the user sets their own. */
    debeCambiarPassword: boolean;
  };
  /** What the grant in the session's company opens; read with the session on every request. */
  acceso: AccesoEnEmpresa;
  /**
   * The grant's role's permissions and their modules, read in the same query as the session (one round
   * trip per request); absent on sessions built in memory, whose permissions are read when asked.
   */
  permisosDelRol?: readonly PermisoDelRol[];
  moduloId: string | null;
  empresaId: string | null;
  localId: string | null;
  periodo: string | null;
};

export type PermisoDelRol = { id: string; moduloId: string | null };

type UsuarioFila = {
  id: string;
  email: string;
  nombres: string;
  rolId: string;
  debeCambiarPassword: boolean;
};

/**
 * A session built in memory for work no request carries (a background job, the demo seed): the user
 * acts with the grant `acceso` read for the company, as a live session of theirs would.
 */
export function sesionEnMemoria(
  u: UsuarioFila,
  acceso: AccesoEnEmpresa,
  donde: { id: string; moduloId: string | null; empresaId: string | null; localId: string | null },
): SesionActiva {
  return {
    id: donde.id,
    usuario: {
      id: u.id,
      email: u.email,
      nombres: u.nombres,
      rolId: acceso.rolId,
      rolPropio: u.rolId,
      debeCambiarPassword: u.debeCambiarPassword,
    },
    acceso,
    moduloId: donde.moduloId,
    empresaId: donde.empresaId,
    localId: donde.localId,
    periodo: null,
  };
}

/** The session with its user, grant and role's permissions: every request runs it. */
const consultaDeSesion = unaPorBase(prepararConsulta);

function prepararConsulta(db: Db) {
  const { sesiones, usuarios, usuarioEmpresas, rolPermisos, permisos } = schema;
  // The role accesoDeConcesion settles on: the grant's, else the user's own.
  const permisosDelRol = sql<PermisoDelRol[]>`coalesce((
    select json_agg(json_build_object('id', ${permisos.id}, 'moduloId', ${permisos.moduloId}))
    from ${rolPermisos} inner join ${permisos} on ${permisos.id} = ${rolPermisos.permisoId}
    where ${rolPermisos.rolId} = coalesce(${usuarioEmpresas.rolId}, ${usuarios.rolId})
  ), '[]'::json)`;
  return db
    .select({ sesion: sesiones, usuario: usuarios, concesion: usuarioEmpresas, permisosDelRol })
    .from(sesiones)
    .innerJoin(usuarios, eq(usuarios.id, sesiones.usuarioId))
    .leftJoin(
      usuarioEmpresas,
      and(
        eq(usuarioEmpresas.usuarioId, sesiones.usuarioId),
        eq(usuarioEmpresas.empresaId, sesiones.empresaId),
      ),
    )
    .where(eq(sesiones.id, sql.placeholder('sid')))
    .limit(1)
    .prepare('sesion_activa');
}

/** Resolves the bearer token to its live session; the session row is the truth, not the token. */
export async function leerSesionActiva(deps: Dependencias, token: string | null): Promise<SesionActiva> {
  if (!token) throw noAutenticado();
  const verificacion = await verificarAcceso(token, deps.claves.jwt);
  if (verificacion.estado !== 'valido') throw noAutenticado();
  const [fila] = await consultaDeSesion(deps.db).execute({ sid: verificacion.claims.sid });
  if (!fila || fila.usuario.deletedAt || fila.usuario.desactivadoAt) throw noAutenticado();
  if (fila.sesion.revocadaAt) {
    throw fila.sesion.motivoRevocacion === 'reemplazada' ? sesionReemplazada() : noAutenticado();
  }
  const { sesion, usuario } = fila;
  const acceso = accesoDeConcesion(usuario, fila.concesion);
  return {
    id: sesion.id,
    usuario: {
      id: usuario.id,
      email: usuario.email,
      nombres: usuario.nombres,
      rolId: acceso.rolId,
      rolPropio: usuario.rolId,
      debeCambiarPassword: usuario.debeCambiarPassword,
    },
    acceso,
    permisosDelRol: fila.permisosDelRol,
    moduloId: sesion.moduloId,
    empresaId: sesion.empresaId,
    localId: sesion.localId,
    periodo: sesion.periodo,
  };
}
