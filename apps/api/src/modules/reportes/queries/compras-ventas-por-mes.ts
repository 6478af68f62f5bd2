import { schema } from '@kipu/db';
import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { hoyEnLima } from '../../../shared/fecha-lima.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';

export type SerieMensual = { nombre: string; datos: string[] };
/** A year's chart: the twelve months and, per series, an amount in soles per month (decimal strings). */
export type GraficoMensual = { anio: number; labels: string[]; series: SerieMensual[] };

const MESES = ['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Set', 'Oct', 'Nov', 'Dic'];
const SERIES = [
  { nombre: 'Compras', libros: ['080100', '080200'] },
  { nombre: 'Ventas', libros: ['140100'] },
] as const;
/** Notes of the registers: sales 07/08, purchases 07/08/87/88 and the non-domiciled 97/98. */
const NOTAS = ['07', '08', '87', '88', '97', '98'];

/**
 * Purchases and sales of each month of a year, as the registers book them (by period), in soles at
 * each document's rate, voided operations left out. Credit notes are stored negative and subtract;
 * `incluirNotas: false` leaves every note out. A company with no registers answers zeros, never
 * invented figures. The year is the one asked, else the company's working period's, else today's.
 */
export async function comprasVentasPorMes(
  deps: Dependencias,
  sesion: SesionActiva,
  a: { include_notes?: boolean | null; anio?: number | null },
): Promise<GraficoMensual> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const anio = a.anio ?? (await anioDeTrabajo(deps, empresaId));
  if (!Number.isInteger(anio) || anio < 2000 || anio > 2100) throw entradaInvalida('Indique un año válido');
  const sinNotas =
    a.include_notes === false
      ? sql`and coalesce(o.tipo_comprobante, '') not in (${sql.join(
          NOTAS.map((n) => sql`${n}`),
          sql`, `,
        )})`
      : sql``;
  const { rows } = (await deps.db.execute(
    sql`select o.libro, o.periodo, round(sum(o.total * o.tipo_cambio), 2)::text as total
        from operaciones o
        where o.empresa_id = ${empresaId} and o.deleted_at is null
          and o.libro in ('080100', '080200', '140100')
          and o.periodo between ${`${anio}01`} and ${`${anio}12`}
          ${sinNotas}
        group by o.libro, o.periodo`,
  )) as unknown as { rows: { libro: string; periodo: string; total: string }[] };

  const series = SERIES.map(({ nombre, libros }) => {
    const datos = MESES.map((_, i) => {
      const periodo = `${anio}${String(i + 1).padStart(2, '0')}`;
      // Two books of purchases may share a month.
      return rows
        .filter((r) => r.periodo === periodo && (libros as readonly string[]).includes(r.libro))
        .reduce((s, r) => s.plus(r.total), new Decimal(0))
        .toFixed(2);
    });
    return { nombre, datos };
  });
  return { anio, labels: [...MESES], series };
}

async function anioDeTrabajo(deps: Dependencias, empresaId: string): Promise<number> {
  const [e] = await deps.db
    .select({ periodo: schema.empresas.periodo })
    .from(schema.empresas)
    .where(eq(schema.empresas.id, empresaId));
  return Number((e?.periodo ?? hoyEnLima()).slice(0, 4));
}
