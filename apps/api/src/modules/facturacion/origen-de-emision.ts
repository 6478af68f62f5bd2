import { type Db, schema } from '@kipu/db';
import { TIPOS_COMPROBANTE } from '@kipu/peru';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Dependencias } from '../../shared/dependencias.ts';
import { entradaInvalida, prohibido } from '../../shared/errores.ts';
import { unaPorBase } from '../../shared/una-por-base.ts';
import type { SesionActiva } from '../auth/sesion-activa.ts';
import { type Asignacion, accesoAEmpresa, exigirEmpresa, ROLES_DE_LOCAL } from '../workspace/alcance.ts';
import { VERSION_DE_FIRMA } from './credenciales-envio.ts';
import type { EmitirComprobanteInput } from './entrada-comprobante.ts';

type Local = typeof schema.locales.$inferSelect;

/** The local the session works in, if it is the company's, active, and the user may emit from it. */
export async function localDeTrabajo(
  deps: Dependencias,
  sesion: SesionActiva,
  empresaId: string,
): Promise<Local> {
  if (!sesion.localId) throw entradaInvalida('Seleccione un local para emitir comprobantes');
  const [local] = await deps.db
    .select()
    .from(schema.locales)
    .where(
      and(
        eq(schema.locales.id, sesion.localId),
        eq(schema.locales.empresaId, empresaId),
        isNull(schema.locales.deletedAt),
      ),
    );
  if (!local?.activo) throw prohibido();
  return local;
}

/** The session's company and the local it emits from; a local-bound role elsewhere is FORBIDDEN. */
export async function origenDeEmision(deps: Dependencias, sesion: SesionActiva) {
  if (!sesion.empresaId) throw entradaInvalida('¡Seleccione un Empresa para Trabajar!');
  const { empresa, asignacion } = await exigirEmpresa(deps.db, sesion, sesion.empresaId);
  const local = localDeEmision(sesion, asignacion, await localDeTrabajo(deps, sesion, empresa.id));
  return { empresa, local };
}

/** The local emits if it is active, and for a local-bound role only if it is the one assigned. */
function localDeEmision(
  sesion: SesionActiva,
  asignacion: Asignacion | undefined,
  local: Local | null,
): Local {
  if (!local?.activo) throw prohibido();
  if (asignacion?.localId && asignacion.localId !== local.id && ROLES_DE_LOCAL.includes(sesion.usuario.rolId))
    throw prohibido();
  return local;
}

/** The series asked for, or the local's first active one of the type (a note's: of its document's letter). */
export async function serieDelLocal(deps: Dependencias, local: Local, input: EmitirComprobanteInput) {
  const candidatas = await deps.db
    .select()
    .from(schema.series)
    .where(
      and(
        eq(schema.series.localId, local.id),
        eq(schema.series.tipoComprobante, input.tipo),
        eq(schema.series.activa, true),
      ),
    )
    .orderBy(asc(schema.series.serie));
  return elegirSerie(candidatas, input);
}

type Serie = typeof schema.series.$inferSelect;

/** Of the local's active series of the type (sorted), the one asked for or the first that fits. */
export function elegirSerie(
  candidatas: Serie[],
  input: Pick<EmitirComprobanteInput, 'tipo' | 'serie' | 'afectado'>,
): Serie {
  const pedida = input.serie?.trim().toUpperCase();
  const letra = input.afectado?.tipo === '03' ? 'B' : 'F';
  const serie = pedida
    ? candidatas.find((s) => s.serie === pedida)
    : (candidatas.find((s) =>
        input.tipo === '07' || input.tipo === '08' ? s.serie.startsWith(letra) : true,
      ) ?? candidatas[0]);
  if (!serie) {
    const nombre = TIPOS_COMPROBANTE[input.tipo as keyof typeof TIPOS_COMPROBANTE].toLowerCase();
    throw entradaInvalida(
      pedida
        ? `El local no tiene la serie ${pedida} activa para ${nombre}`
        : `El local no tiene una serie activa de ${nombre}`,
    );
  }
  return serie;
}

/** contextoDeEmision's query: every emission runs it. */
const consultaDeContexto = unaPorBase(prepararContexto);

function prepararContexto(db: Db) {
  const { empresas, usuarioEmpresas, locales, series, empresaCredenciales } = schema;
  return db
    .select({
      empresa: empresas,
      asignacion: usuarioEmpresas,
      local: locales,
      serie: series,
      firma: VERSION_DE_FIRMA,
    })
    .from(empresas)
    .leftJoin(
      usuarioEmpresas,
      and(
        eq(usuarioEmpresas.empresaId, empresas.id),
        eq(usuarioEmpresas.usuarioId, sql.placeholder('usuarioId')),
      ),
    )
    .leftJoin(
      locales,
      and(
        eq(locales.id, sql.placeholder('localId')),
        eq(locales.empresaId, empresas.id),
        isNull(locales.deletedAt),
      ),
    )
    .leftJoin(
      series,
      and(
        eq(series.localId, locales.id),
        eq(series.tipoComprobante, sql.placeholder('tipo')),
        eq(series.activa, true),
      ),
    )
    .leftJoin(empresaCredenciales, eq(empresaCredenciales.empresaId, empresas.id))
    .where(and(eq(empresas.id, sql.placeholder('empresaId')), isNull(empresas.deletedAt)))
    .orderBy(asc(series.serie))
    .prepare('contexto_de_emision');
}

/**
 * Everything an emission reads before its transaction, in one query: the session's company with the
 * user's grant, its local, the local's active series of the type and the certificate's version. The
 * same rules as origenDeEmision apply here, in the same order; the series and the certificate are
 * judged by the caller where it always did (elegirSerie, firmaDeVersion).
 */
export async function contextoDeEmision(deps: Dependencias, sesion: SesionActiva, tipo: string) {
  if (!sesion.empresaId) throw entradaInvalida('¡Seleccione un Empresa para Trabajar!');
  if (!/^[0-9a-f-]{36}$/i.test(sesion.empresaId)) throw prohibido();
  const filas = await consultaDeContexto(deps.db).execute({
    empresaId: sesion.empresaId,
    usuarioId: sesion.usuario.id,
    localId: sesion.localId ?? null,
    tipo,
  });
  const [primera] = filas;
  if (!primera) throw prohibido();
  const { empresa, asignacion } = accesoAEmpresa(sesion, primera);
  if (!sesion.localId) throw entradaInvalida('Seleccione un local para emitir comprobantes');
  const local = localDeEmision(sesion, asignacion, primera.local);
  const candidatas = filas.flatMap((f) => (f.serie ? [f.serie] : []));
  return { empresa, local, candidatas, firma: primera.firma };
}
