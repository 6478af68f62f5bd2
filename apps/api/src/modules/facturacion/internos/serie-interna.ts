import { schema } from '@kipu/db';
import { and, asc, eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida, prohibido } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { exigirEmpresa, ROLES_DE_LOCAL } from '../../workspace/alcance.ts';
import { localDeTrabajo } from '../origen-de-emision.ts';
import { TIPOS_INTERNOS, type TipoInterno } from './tipos.ts';

/** The session's company and local, as emission requires them (a local-bound role only in its local). */
export async function localDeEmision(deps: Dependencias, sesion: SesionActiva) {
  if (!sesion.empresaId) throw entradaInvalida('¡Seleccione un Empresa para Trabajar!');
  const { empresa, asignacion } = await exigirEmpresa(deps.db, sesion, sesion.empresaId);
  const local = await localDeTrabajo(deps, sesion, empresa.id);
  const atado = ROLES_DE_LOCAL.includes(sesion.usuario.rolId);
  if (atado && asignacion?.localId && asignacion.localId !== local.id) throw prohibido();
  return { empresa, local };
}

/** The series asked for, or the local's first active one of the type (series 97, 98 and 99 of `series`). */
export async function serieInterna(
  deps: Dependencias,
  localId: string,
  tipo: TipoInterno,
  pedida: string | null | undefined,
) {
  const candidatas = await deps.db
    .select()
    .from(schema.series)
    .where(
      and(
        eq(schema.series.localId, localId),
        eq(schema.series.tipoComprobante, tipo),
        eq(schema.series.activa, true),
      ),
    )
    .orderBy(asc(schema.series.serie));
  const nombre = pedida?.trim().toUpperCase();
  const serie = nombre ? candidatas.find((s) => s.serie === nombre) : candidatas[0];
  if (serie) return serie;
  const documento = TIPOS_INTERNOS[tipo].nombre;
  throw entradaInvalida(
    nombre
      ? `El local no tiene la serie ${nombre} activa para ${documento}`
      : `El local no tiene una serie activa de ${documento}`,
  );
}
