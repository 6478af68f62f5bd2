import { type Db, ROL, schema } from '@kipu/db';
import { and, eq, isNull } from 'drizzle-orm';
import { prohibido } from '../../shared/errores.ts';
import { type AccesoEnEmpresa, accesoDeConcesion } from '../auth/acceso-en-empresa.ts';
import type { SesionActiva } from '../auth/sesion-activa.ts';

// Grants store their modules sorted, so equal lists print the same (and null stays apart from []).
const mismoAcceso = (a: AccesoEnEmpresa, b: AccesoEnEmpresa) =>
  a.rolId === b.rolId && a.vigente === b.vigente && JSON.stringify(a.modulos) === JSON.stringify(b.modulos);

/** Roles limited to the local assigned to them (spec 01 §6). */
export const ROLES_DE_LOCAL: readonly string[] = ['203e6a2a', '11676146'];

/**
 * Which companies a user reaches (spec 01 §6): the top administrator every company, support ones
 * included; the support role every non-support company; everybody else the companies granted to them.
 */
export type Alcance = { tipo: 'todas'; conSoporte: boolean } | { tipo: 'asignadas' };

export function alcanceDeRol(rolId: string): Alcance {
  if (rolId === ROL.administradorGeneral) return { tipo: 'todas', conSoporte: true };
  if (rolId === ROL.soporte) return { tipo: 'todas', conSoporte: false };
  return { tipo: 'asignadas' };
}

export type Asignacion = typeof schema.usuarioEmpresas.$inferSelect;

/** The company if the session's user may work in it (with their grant, when they have one); else FORBIDDEN. */
export async function exigirEmpresa(
  db: Db,
  sesion: SesionActiva,
  empresaId: string,
  opciones: { incluirEliminadas?: boolean } = {},
): Promise<{ empresa: typeof schema.empresas.$inferSelect; asignacion: Asignacion | undefined }> {
  const { empresas, usuarioEmpresas } = schema;
  if (!/^[0-9a-f-]{36}$/i.test(empresaId)) throw prohibido();
  const [fila] = await db
    .select({ empresa: empresas, asignacion: usuarioEmpresas })
    .from(empresas)
    .leftJoin(
      usuarioEmpresas,
      and(eq(usuarioEmpresas.empresaId, empresas.id), eq(usuarioEmpresas.usuarioId, sesion.usuario.id)),
    )
    .where(
      and(eq(empresas.id, empresaId), opciones.incluirEliminadas ? undefined : isNull(empresas.deletedAt)),
    )
    .limit(1);
  if (!fila) throw prohibido();
  return accesoAEmpresa(sesion, fila);
}

/**
 * exigirEmpresa's rule on a company read with the user's grant (a caller that reads more in the same
 * query checks it here): the company if the session's user may work in it; else FORBIDDEN.
 */
export function accesoAEmpresa(
  sesion: SesionActiva,
  fila: { empresa: typeof schema.empresas.$inferSelect; asignacion: Asignacion | null },
): { empresa: typeof schema.empresas.$inferSelect; asignacion: Asignacion | undefined } {
  const alcance = alcanceDeRol(sesion.usuario.rolPropio);
  if (alcance.tipo === 'todas') {
    if (!alcance.conSoporte && fila.empresa.soporte) throw prohibido();
    return { empresa: fila.empresa, asignacion: fila.asignacion ?? undefined };
  }
  if (!fila.asignacion) throw prohibido();
  // The operation's permission was checked against the grant of the session's company: another
  // company is reached only where the grant is in force and opens exactly the same.
  const { rolPropio, debeCambiarPassword } = sesion.usuario;
  const acceso = accesoDeConcesion({ rolId: rolPropio, debeCambiarPassword }, fila.asignacion);
  if (!acceso.vigente || !mismoAcceso(acceso, sesion.acceso)) throw prohibido();
  return { empresa: fila.empresa, asignacion: fila.asignacion };
}
