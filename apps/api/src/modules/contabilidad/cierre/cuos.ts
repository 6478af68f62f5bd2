import { schema } from '@kipu/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { cuoDe } from '../libro/registrar-operacion.ts';
import { exigirPeriodo, mesAnio, periodoBloqueado } from './periodos.ts';

export type UltimoCuo = { libro: string; periodo: string; numero: number; cuo: string | null };
export type CuosReprocesados = { periodo: string; libros: { libro: string; operaciones: number }[] };

const LIBRO = /^\d{6}$/;
const c = schema.cuoContadores;
const o = schema.operaciones;

/** lastCuo: the last CUO number taken in a book and period (0 and no CUO when none was). */
export async function ultimoCuo(
  deps: Dependencias,
  sesion: SesionActiva,
  args: { libro: string; periodo: string },
): Promise<UltimoCuo> {
  exigirPeriodo(args.periodo);
  if (!LIBRO.test(args.libro)) throw entradaInvalida('El libro no es válido (código PLE de 6 dígitos)');
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const [fila] = await deps.db
    .select({ ultimo: c.ultimo })
    .from(c)
    .where(and(eq(c.empresaId, empresaId), eq(c.periodo, args.periodo), eq(c.libro, args.libro)));
  const numero = fila?.ultimo ?? 0;
  return { ...args, numero, cuo: numero > 0 ? cuoDe(args.libro, args.periodo, numero) : null };
}

/**
 * reProcesarCuos: numbers each book's operations of a period again from 1 in date order (voided ones
 * after the rest), so the journal and registers run without gaps. Only while the period is open and no
 * PLE book of it was recorded (the CUO is printed in them). The counters of the period are locked first:
 * a posting in the meantime waits for the renumbering and then takes the next number.
 */
export async function reprocesarCuos(
  deps: Dependencias,
  sesion: SesionActiva,
  periodo: string,
): Promise<CuosReprocesados> {
  exigirPeriodo(periodo);
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  return deps.db.transaction(async (tx) => {
    const estado = await periodoBloqueado(tx, empresaId, periodo);
    if (estado.cerrado) throw entradaInvalida(`El periodo ${mesAnio(periodo)} está cerrado`);
    const generados = Object.keys(estado.librosGenerados);
    if (generados.length > 0)
      throw entradaInvalida(
        `No se pueden reprocesar los CUO de ${mesAnio(periodo)}: ya se registraron sus libros PLE (${generados.sort().join(', ')})`,
      );
    const libros = await tx
      .select({ libro: c.libro })
      .from(c)
      .where(and(eq(c.empresaId, empresaId), eq(c.periodo, periodo)))
      .orderBy(asc(c.libro))
      .for('update');
    const resultado: CuosReprocesados = { periodo, libros: [] };
    for (const { libro } of libros) {
      const deLibro = and(eq(o.empresaId, empresaId), eq(o.periodo, periodo), eq(o.libro, libro));
      const ops = await tx
        .select({ id: o.id })
        .from(o)
        .where(deLibro)
        .orderBy(sql`${o.deletedAt} is not null`, asc(o.fechaContable), asc(o.numeroCuo));
      // Negative numbers first, so the unique CUO is never repeated half-way.
      await tx
        .update(o)
        .set({ numeroCuo: sql`-${o.numeroCuo}` })
        .where(deLibro);
      for (let i = 0; i < ops.length; i += 500) {
        const filas = ops
          .slice(i, i + 500)
          .map((op, j) => sql`(${op.id}::uuid, ${i + j + 1}::int, ${cuoDe(libro, periodo, i + j + 1)})`);
        await tx.execute(sql`update operaciones set numero_cuo = v.numero, cuo = v.cuo, updated_at = now()
          from (values ${sql.join(filas, sql`, `)}) as v(id, numero, cuo) where operaciones.id = v.id`);
      }
      await tx
        .update(c)
        .set({ ultimo: ops.length })
        .where(and(eq(c.empresaId, empresaId), eq(c.periodo, periodo), eq(c.libro, libro)));
      resultado.libros.push({ libro, operaciones: ops.length });
    }
    return resultado;
  });
}
