import { schema } from '@kipu/db';
import { and, asc, count, eq, gte, ilike, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';

type Linea = typeof schema.asientoLineas.$inferSelect;
export type OperacionVista = typeof schema.operaciones.$inferSelect & { lineas: Linea[] };

export type FiltroOperaciones = {
  libro?: string | null;
  /** Spec 02 §4 kind (5 miscellaneous entries…); every kind when absent. */
  tipoOperacion?: schema.TipoOperacionContable | null;
  periodo?: string | null;
  desde?: string | null;
  hasta?: string | null;
  buscar?: string | null;
  limite?: number | null;
  pagina?: number | null;
};

const LIMITE_MAXIMO = 500;

/** The company's operations of a book and period (or dates), newest CUO last, with their asiento lines. */
export async function listarOperaciones(
  deps: Dependencias,
  sesion: SesionActiva,
  f: FiltroOperaciones,
): Promise<{ total: number; filas: OperacionVista[] }> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  if (f.periodo && !/^\d{6}$/.test(f.periodo)) throw entradaInvalida('El periodo no es válido (AAAAMM)');
  const o = schema.operaciones;
  const condiciones: SQL[] = [eq(o.empresaId, empresaId), isNull(o.deletedAt)];
  if (f.libro) condiciones.push(eq(o.libro, f.libro));
  if (f.tipoOperacion) condiciones.push(eq(o.tipoOperacion, f.tipoOperacion));
  if (f.periodo) condiciones.push(eq(o.periodo, f.periodo));
  if (f.desde) condiciones.push(gte(o.fechaContable, f.desde));
  if (f.hasta) condiciones.push(lte(o.fechaContable, f.hasta));
  const texto = f.buscar?.trim();
  if (texto) {
    const patron = `%${texto}%`;
    const busqueda = or(
      ilike(o.glosa, patron),
      ilike(o.cuo, patron),
      ilike(o.personaNombre, patron),
      ilike(o.numero, patron),
    );
    if (busqueda) condiciones.push(busqueda);
  }
  const donde = and(...condiciones);
  const limite = Math.min(Math.max(f.limite ?? 50, 1), LIMITE_MAXIMO);
  const pagina = Math.max(f.pagina ?? 1, 1);
  const [{ total } = { total: 0 }] = await deps.db.select({ total: count() }).from(o).where(donde);
  const filas = await deps.db
    .select()
    .from(o)
    .where(donde)
    .orderBy(asc(o.periodo), asc(o.libro), asc(o.numeroCuo))
    .limit(limite)
    .offset((pagina - 1) * limite);
  const ids = filas.map((f) => f.id);
  const lineas = ids.length
    ? await deps.db
        .select()
        .from(schema.asientoLineas)
        .where(
          and(eq(schema.asientoLineas.empresaId, empresaId), inArray(schema.asientoLineas.operacionId, ids)),
        )
        .orderBy(asc(schema.asientoLineas.linea))
    : [];
  const porOperacion = new Map<string, Linea[]>();
  for (const l of lineas) porOperacion.set(l.operacionId, [...(porOperacion.get(l.operacionId) ?? []), l]);
  return {
    total: Number(total),
    filas: filas.map((op) => ({ ...op, lineas: porOperacion.get(op.id) ?? [] })),
  };
}
