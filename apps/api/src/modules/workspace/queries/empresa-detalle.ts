import { schema } from '@kipu/db';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { empresaDeSesion } from '../../auth/sesiones.ts';
import { exigirEmpresa, ROLES_DE_LOCAL } from '../alcance.ts';

export type LocalResumen = {
  id: string;
  nombre_corto: string | null;
  direccion: string | null;
  activo: boolean;
};
export type EmpresaDetalle = {
  id: string;
  ruc: string;
  razon_social: string;
  periodo: string | null;
  uit: string | null;
  locales: LocalResumen[];
};

/** Company getById: its locals (only the user's own for local-bound roles) and the UIT of its period. */
export async function empresaDetalle(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
): Promise<EmpresaDetalle> {
  const { asignacion } = await exigirEmpresa(deps.db, sesion, id);
  const { locales } = schema;
  const soloSuyo = ROLES_DE_LOCAL.includes(sesion.usuario.rolId) && asignacion?.localId;
  const [filas, resumen] = await Promise.all([
    deps.db
      .select()
      .from(locales)
      .where(
        and(
          eq(locales.empresaId, id),
          isNull(locales.deletedAt),
          soloSuyo ? eq(locales.id, asignacion.localId ?? '') : undefined,
        ),
      )
      .orderBy(asc(locales.codigoEstablecimiento)),
    empresaDeSesion(deps.db, id),
  ]);
  return {
    id,
    ruc: resumen?.ruc ?? '',
    razon_social: resumen?.razon_social ?? '',
    periodo: asignacion?.periodo ?? resumen?.periodo ?? null,
    uit: resumen?.uit ?? null,
    locales: filas.map((l) => ({
      id: l.id,
      nombre_corto: l.nombreCorto,
      direccion: l.direccion,
      activo: l.activo,
    })),
  };
}
