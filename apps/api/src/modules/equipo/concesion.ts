import { schema } from '@kipu/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { Dependencias } from '../../shared/dependencias.ts';
import { entradaInvalida } from '../../shared/errores.ts';
import { esUuid } from '../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../auth/sesion-activa.ts';
import { modulosDelRol, rolesAsignables } from './roles-asignables.ts';

/** What a grant opens, as the owner's screen sends it (an invitation, a sub-account, an edit). */
export type ConcesionInput = {
  rol_id: string;
  local_id?: string | null;
  modulos?: readonly string[] | null;
  cocina_id?: string | null;
  demo_dias?: number | null;
};

export type ConcesionValida = {
  rolId: string;
  localId: string | null;
  modulos: string[] | null;
  cocinaId: string | null;
  demoDias: number | null;
};

export const MAX_DIAS_DEMO = 90;

/** Checks a grant against the company and what the manager may hand out; Spanish messages, no writes. */
export async function validarConcesion(
  deps: Dependencias,
  sesion: SesionActiva,
  empresaId: string,
  input: ConcesionInput,
): Promise<ConcesionValida> {
  const asignables = await rolesAsignables(deps, sesion, empresaId);
  if (!asignables.some((r) => r.id === input.rol_id))
    throw entradaInvalida('Seleccione un rol que usted pueda asignar en esta empresa');
  const localId = input.local_id?.trim() || null;
  if (localId) {
    const [local] = esUuid(localId)
      ? await deps.db
          .select({ id: schema.locales.id })
          .from(schema.locales)
          .where(
            and(
              eq(schema.locales.id, localId),
              eq(schema.locales.empresaId, empresaId),
              isNull(schema.locales.deletedAt),
            ),
          )
      : [];
    if (!local) throw entradaInvalida('Seleccione un local de la empresa');
  }
  let modulos: string[] | null = null;
  if (input.modulos && input.modulos.length > 0) {
    const delRol = await modulosDelRol(deps, input.rol_id);
    const ajenos = input.modulos.filter((m) => !delRol.includes(m));
    if (ajenos.length) throw entradaInvalida(`El rol no entra al módulo ${ajenos.join(', ')}`);
    modulos = [...new Set(input.modulos)].sort();
  }
  const cocinaId = input.cocina_id?.trim() || null;
  if (cocinaId) {
    const [cocina] = esUuid(cocinaId)
      ? await deps.db
          .select({ id: schema.posCocinas.id })
          .from(schema.posCocinas)
          .where(and(eq(schema.posCocinas.id, cocinaId), eq(schema.posCocinas.empresaId, empresaId)))
      : [];
    if (!cocina) throw entradaInvalida('Seleccione una cocina de la empresa');
  }
  const demoDias = input.demo_dias ?? null;
  if (demoDias !== null && !(Number.isInteger(demoDias) && demoDias >= 1 && demoDias <= MAX_DIAS_DEMO))
    throw entradaInvalida(`Los días de demostración van de 1 a ${MAX_DIAS_DEMO}`);
  return { rolId: input.rol_id, localId, modulos, cocinaId, demoDias };
}

export const venceDemo = (dias: number | null, desde = new Date()) =>
  dias === null ? null : new Date(desde.getTime() + dias * 86_400_000);
