import { schema } from '@kipu/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida, prohibido } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { exigirEmpresa, ROLES_DE_LOCAL } from '../alcance.ts';
import { aplicarSeleccion, type ResultadoSeleccion } from './seleccion.ts';
import { exigirModulo } from './seleccionar-modulo.ts';

export type SeleccionEmpresaInput = {
  empresa_id: string;
  local_id: string;
  periodo: string;
  modulo?: string | null;
};

/**
 * Company update {periodo, activa, local_id}: the chosen company becomes the user's only active one,
 * with that period and local, and the session works in it from now on.
 */
export async function seleccionarEmpresa(
  deps: Dependencias,
  sesion: SesionActiva,
  input: SeleccionEmpresaInput,
): Promise<ResultadoSeleccion> {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(input.periodo)) throw entradaInvalida('Seleccione un Periodo válido');
  const moduloId = input.modulo ?? sesion.moduloId ?? 'facturacion';
  await exigirModulo(deps, sesion.usuario.rolId, moduloId);
  const { asignacion } = await exigirEmpresa(deps.db, sesion, input.empresa_id);
  const { locales, usuarioEmpresas } = schema;
  const [local] = /^[0-9a-f-]{36}$/i.test(input.local_id)
    ? await deps.db
        .select({ id: locales.id })
        .from(locales)
        .where(
          and(
            eq(locales.id, input.local_id),
            eq(locales.empresaId, input.empresa_id),
            isNull(locales.deletedAt),
          ),
        )
    : [];
  if (!local) throw entradaInvalida('Seleccione un Local de la empresa');
  // A manager's grant (it names a role) pins its local as a local role's does; "every local" stays so.
  const gestionada = asignacion?.rolId != null;
  if (
    (gestionada || ROLES_DE_LOCAL.includes(sesion.usuario.rolId)) &&
    asignacion?.localId &&
    asignacion.localId !== local.id
  ) {
    throw prohibido();
  }
  await deps.db.transaction(async (tx) => {
    await tx
      .update(usuarioEmpresas)
      .set({ activa: false })
      .where(eq(usuarioEmpresas.usuarioId, sesion.usuario.id));
    await tx
      .insert(usuarioEmpresas)
      .values({
        usuarioId: sesion.usuario.id,
        empresaId: input.empresa_id,
        localId: local.id,
        periodo: input.periodo,
        activa: true,
      })
      .onConflictDoUpdate({
        target: [usuarioEmpresas.usuarioId, usuarioEmpresas.empresaId],
        set: { ...(gestionada ? {} : { localId: local.id }), periodo: input.periodo, activa: true },
      });
  });
  return aplicarSeleccion(deps, sesion, {
    moduloId,
    empresaId: input.empresa_id,
    localId: local.id,
    periodo: input.periodo,
  });
}
