import { errorDeBaseDatos, schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { exigirEmpresa } from '../../workspace/alcance.ts';
import { columnasEmpresa, type EmpresaEntrada, validarEmpresa } from '../validar-empresa.ts';

export async function actualizarEmpresa(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
  entrada: EmpresaEntrada,
): Promise<{ id: string }> {
  await exigirEmpresa(deps.db, sesion, id);
  const v = await validarEmpresa(deps.db, entrada);
  try {
    await deps.db.update(schema.empresas).set(columnasEmpresa(v)).where(eq(schema.empresas.id, id));
  } catch (e) {
    if (errorDeBaseDatos(e).code === '23505')
      throw entradaInvalida(`Ya existe una empresa con el RUC ${v.ruc}`);
    throw e;
  }
  return { id };
}

/** Soft delete and re-activation (spec 02 §4): the company's data stays. */
export async function cambiarVigenciaEmpresa(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
  vigente: boolean,
): Promise<{ id: string }> {
  // Re-activating reaches a deleted company, still only through the user's grant or role.
  await exigirEmpresa(deps.db, sesion, id, { incluirEliminadas: vigente });
  await deps.db
    .update(schema.empresas)
    .set({ deletedAt: vigente ? null : new Date() })
    .where(eq(schema.empresas.id, id));
  return { id };
}
