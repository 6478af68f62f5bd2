import type { Db } from '@kipu/db';
import { sql } from 'drizzle-orm';
import type { Ranking } from './ranking-ventas.ts';

/** Purchase registers: domiciled (8.1) and non-domiciled (8.2) suppliers. */
const LIBROS_COMPRAS = ['080100', '080200'];

/**
 * The suppliers the company bought most from between two issue dates, in soles at each document's
 * rate, from the purchases registered in its books and not voided (credit notes are stored negative,
 * so they subtract).
 */
export async function rankingProveedores(
  db: Db,
  empresaId: string,
  a: { fecha_Inicio: string; fecha_Fin: string },
  tope: number,
): Promise<Ranking> {
  const { rows } = (await db.execute(
    sql`select etiqueta, round(monto, 2)::text as total from (
          select coalesce(o.persona_nombre, o.persona_numero_documento, 'SIN PROVEEDOR') as etiqueta,
                 sum(o.total * o.tipo_cambio) as monto
          from operaciones o
          where o.empresa_id = ${empresaId} and o.deleted_at is null
            and o.libro in (${sql.join(
              LIBROS_COMPRAS.map((l) => sql`${l}`),
              sql`, `,
            )})
            and o.fecha_emision between ${a.fecha_Inicio} and ${a.fecha_Fin}
          group by 1
        ) t
        where monto > 0 order by t.monto desc, etiqueta limit ${tope}`,
  )) as unknown as { rows: { etiqueta: string; total: string }[] };
  return { labels: rows.map((f) => f.etiqueta), series: rows.map((f) => f.total) };
}
