import { schema } from '@kipu/db';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { concesionEnVigor } from '../../auth/acceso-en-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { alcanceDeRol } from '../alcance.ts';

export type EmpresaResumen = {
  id: string;
  ruc: string;
  razon_social: string;
  direccion: string | null;
  periodo: string | null;
  activa: boolean;
  regimen_planilla: string | null;
  soporte: boolean;
  deleted_at: string | null;
};

/** The companies the chooser lists for the session's user, by role (spec 01 §6). */
export async function empresasDelUsuario(
  deps: Dependencias,
  sesion: SesionActiva,
  eliminadas = false,
): Promise<EmpresaResumen[]> {
  const { empresas, usuarioEmpresas } = schema;
  const alcance = alcanceDeRol(sesion.usuario.rolPropio);
  const asignada = and(
    eq(usuarioEmpresas.empresaId, empresas.id),
    eq(usuarioEmpresas.usuarioId, sesion.usuario.id),
  );
  const base = deps.db
    .select({ empresa: empresas, asignacion: usuarioEmpresas })
    .from(empresas)
    .leftJoin(usuarioEmpresas, asignada)
    .orderBy(asc(empresas.razonSocial))
    .$dynamic();
  // Deleted companies appear only where asked (the companies screen, to re-activate them).
  const vigentes = eliminadas ? undefined : isNull(empresas.deletedAt);
  const filas =
    alcance.tipo === 'asignadas'
      ? await base.where(
          and(
            vigentes,
            eq(usuarioEmpresas.usuarioId, sesion.usuario.id),
            // A suspended grant, or a demo one past its date, no longer lists its company.
            concesionEnVigor(),
          ),
        )
      : await base.where(alcance.conSoporte ? vigentes : and(vigentes, eq(empresas.soporte, false)));
  return filas.map(({ empresa: e, asignacion: a }) => ({
    id: e.id,
    ruc: e.ruc,
    razon_social: e.razonSocial,
    direccion: e.direccion,
    periodo: a?.periodo ?? e.periodo,
    activa: a?.activa ?? false,
    regimen_planilla: e.regimenPlanilla,
    soporte: e.soporte,
    deleted_at: e.deletedAt?.toISOString() ?? null,
  }));
}
