import { schema } from '@kipu/db';
import { type SQL, sql } from 'drizzle-orm';

const o = schema.operaciones;

/**
 * Leaves out the year-end closings (kind 7) posted between two periods and the openings they produced
 * (kind 6, `datos.paso` 'apertura'). Without the opening, a range across years would count the balances
 * twice; closings before the range stay, so earlier years' results are in 59 and their balances reopened.
 */
export function sinCierres(desde: string, hasta: string): SQL {
  return sql`not (
    (${o.tipoOperacion} = 7 and ${o.periodo} between ${desde} and ${hasta})
    or (${o.tipoOperacion} = 6 and ${o.datos}->>'paso' = 'apertura'
        and (${o.datos}->>'cierre') || '12' between ${desde} and ${hasta})
  )`;
}
