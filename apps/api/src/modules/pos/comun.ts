import { type Db, schema } from '@kipu/db';
import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Dependencias } from '../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../shared/empresa-de-trabajo.ts';
import { entradaInvalida, prohibido } from '../../shared/errores.ts';
import {
  activasDeEmpresa,
  actualizarFila,
  esUuid,
  exigirDeEmpresa,
  type FilaDe,
  fijarVigencia,
  insertarFila,
  recortar,
  type TablaConBaja,
} from '../../shared/tablas-de-empresa.ts';
import { concesionEnVigor } from '../auth/acceso-en-empresa.ts';
import type { SesionActiva } from '../auth/sesion-activa.ts';
import { ROLES_DE_LOCAL } from '../workspace/alcance.ts';

/**
 * An active row of the company referenced by an input (a zone, a kitchen…): an id of another company,
 * deleted or unknown answers FORBIDDEN, so other companies' ids cannot be probed.
 */
export async function activaDeEmpresa<T extends TablaConBaja>(
  db: Db,
  tabla: T,
  empresaId: string,
  id: string | null | undefined,
): Promise<FilaDe<T>> {
  if (!esUuid(id)) throw prohibido();
  const [fila] = (await db
    .select()
    .from(tabla as TablaConBaja)
    .where(and(eq(tabla.id, id), eq(tabla.empresaId, empresaId), isNull(tabla.deletedAt)))) as FilaDe<T>[];
  if (!fila) throw prohibido();
  return fila;
}

/** The local given, or the session's; it must be one of the company's. */
export async function localDe(
  db: Db,
  sesion: SesionActiva,
  empresaId: string,
  localId: string | null | undefined,
): Promise<string> {
  const id = recortar(localId) || sesion.localId;
  if (!id) throw entradaInvalida('Seleccione un local');
  await activaDeEmpresa(db, schema.locales, empresaId, id);
  return id;
}

/** Required text of at most `maximo` characters, trimmed; the Spanish message names the field. */
export function texto(valor: string | null | undefined, nombre: string, maximo: number, requerido = true) {
  const v = recortar(valor);
  if (requerido && !v) throw entradaInvalida(`Ingrese ${nombre}`);
  if (v.length > maximo)
    throw entradaInvalida(`${primeraMayuscula(nombre)} admite hasta ${maximo} caracteres`);
  return v;
}

const primeraMayuscula = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The columns of a setup row from its input, checked against the company (throws in Spanish); `id` is
 * the row being edited, absent on a create.
 */
export type Validador<E, T extends TablaConBaja> = (
  deps: Dependencias,
  sesion: SesionActiva,
  empresaId: string,
  entrada: E,
  id?: string,
) => Promise<Omit<T['$inferInsert'], 'empresaId'>>;

/**
 * Create, edit and soft-delete of a setup table of the room (zones, tables, boxes, kitchens, staff):
 * the same tenancy checks and duplicate-code message; `antesDeBorrar` refuses a delete still in use.
 */
export function maestroPos<T extends TablaConBaja, E>(
  tabla: T,
  duplicado: string,
  validar: Validador<E, T>,
  antesDeBorrar?: (deps: Dependencias, fila: FilaDe<T>) => Promise<void>,
) {
  return {
    async crear(deps: Dependencias, sesion: SesionActiva, e: E): Promise<FilaDe<T>> {
      const empresaId = await empresaDeTrabajo(deps.db, sesion);
      const columnas = await validar(deps, sesion, empresaId, e);
      return insertarFila(deps, tabla, { ...columnas, empresaId } as T['$inferInsert'], duplicado);
    },
    async editar(deps: Dependencias, sesion: SesionActiva, id: string, e: E): Promise<FilaDe<T>> {
      const actual = (await exigirDeEmpresa(deps, sesion, tabla, id)) as {
        empresaId: string;
        deletedAt: Date | null;
      };
      if (actual.deletedAt) throw entradaInvalida('El registro está eliminado');
      const columnas = await validar(deps, sesion, actual.empresaId, e, id);
      return actualizarFila(deps, tabla, id, columnas as Partial<T['$inferInsert']>, duplicado);
    },
    async eliminar(deps: Dependencias, sesion: SesionActiva, id: string): Promise<FilaDe<T>> {
      const actual = await exigirDeEmpresa(deps, sesion, tabla, id);
      await antesDeBorrar?.(deps, actual);
      return fijarVigencia(deps, tabla, id, false, duplicado);
    },
  };
}

/** The company's active rows of a table kept by local (zones, kitchens), of one local when given. */
export async function listarDeLocal<T extends TablaConBaja & { localId: PgColumn; codigo: PgColumn }>(
  deps: Dependencias,
  sesion: SesionActiva,
  tabla: T,
  localId: string | null | undefined,
): Promise<FilaDe<T>[]> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const local = recortar(localId);
  return (await deps.db
    .select()
    .from(tabla as TablaConBaja)
    .where(activasDeEmpresa(tabla, empresaId, local ? eq(tabla.localId, local) : undefined))
    .orderBy(asc(tabla.codigo))) as FilaDe<T>[];
}

/**
 * The local a grant pins: a manager's grant (it names a role) or a local role's. An owner's or an
 * accountant's grant only remembers the local last chosen, so it counts for every local.
 */
export function localDeConcesion() {
  const { usuarioEmpresas: ue, usuarios: u } = schema;
  const fijo = or(isNotNull(ue.rolId), inArray(u.rolId, [...ROLES_DE_LOCAL]));
  return sql<string | null>`case when ${fijo} then ${ue.localId} end`;
}

/** The grant of a member of the company still in force (not suspended, demo not over), or FORBIDDEN. */
export async function concesionDeMiembro(
  db: Db,
  empresaId: string,
  usuarioId: string,
): Promise<{ usuarioId: string; localId: string | null; cocinaId: string | null }> {
  if (!esUuid(usuarioId)) throw prohibido();
  const { usuarioEmpresas: ue, usuarios: u } = schema;
  const [g] = await db
    .select({ usuarioId: ue.usuarioId, localId: localDeConcesion(), cocinaId: ue.cocinaId })
    .from(ue)
    .innerJoin(u, eq(u.id, ue.usuarioId))
    .where(
      and(eq(ue.usuarioId, usuarioId), eq(ue.empresaId, empresaId), isNull(u.deletedAt), concesionEnVigor()),
    );
  if (!g) throw prohibido();
  return g;
}

/** A user who may work in the company (granted to it): staff, a courier; anybody else is FORBIDDEN. */
export async function usuarioDeEmpresa(db: Db, empresaId: string, usuarioId: string): Promise<string> {
  return (await concesionDeMiembro(db, empresaId, usuarioId)).usuarioId;
}

/**
 * A kitchen of the company the session may watch: a cook whose grant names a kitchen sees that one's
 * comandas only; anything else is FORBIDDEN.
 */
export async function cocinaDeSesion(db: Db, sesion: SesionActiva, empresaId: string, cocinaId: string) {
  const cocina = await activaDeEmpresa(db, schema.posCocinas, empresaId, cocinaId);
  const ue = schema.usuarioEmpresas;
  const [g] = await db
    .select({ cocinaId: ue.cocinaId })
    .from(ue)
    .where(and(eq(ue.usuarioId, sesion.usuario.id), eq(ue.empresaId, empresaId)));
  if (g?.cocinaId && g.cocinaId !== cocina.id) throw prohibido();
  return cocina;
}
