import { sql } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { rankingProveedores } from './ranking-proveedores.ts';

export type TipoRanking = 'productos' | 'clientes' | 'proveedores';

/** A chart's data: the labels and one series of amounts in soles (decimal strings). */
export type Ranking = { labels: string[]; series: string[] };

const FECHA = /^\d{4}-\d{2}-\d{2}$/;
const TOPE = 10;

/**
 * The ten best-selling products or the ten best clients between two dates, in soles, from the
 * company's facturas and boletas that SUNAT has not rejected and that were not voided (credit notes
 * subtract); or the ten suppliers it bought most from, from its purchase registers.
 */
export async function rankingVentas(
  deps: Dependencias,
  sesion: SesionActiva,
  a: { fecha_Inicio: string; fecha_Fin: string; tipo: string },
): Promise<Ranking> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  if (!FECHA.test(a.fecha_Inicio) || !FECHA.test(a.fecha_Fin) || a.fecha_Inicio > a.fecha_Fin)
    throw entradaInvalida('Indique un rango de fechas válido');
  if (!['productos', 'clientes', 'proveedores'].includes(a.tipo))
    throw entradaInvalida('El ranking es de productos, clientes o proveedores');
  if (a.tipo === 'proveedores') return rankingProveedores(deps.db, empresaId, a, TOPE);

  // Notes of credit subtract; USD documents count at their exchange rate.
  const signo = sql`case when c.tipo = '07' then -1 else 1 end`;
  const cambio = sql`case when c.moneda = 'PEN' then 1 else coalesce((c.documento->'entrada'->>'tipoCambio')::numeric, 0) end`;
  const vigentes = sql`c.empresa_id = ${empresaId} and c.tipo in ('01', '03', '07', '08')
    and c.estado not in ('rechazado', 'anulado')
    and c.fecha_emision between ${a.fecha_Inicio} and ${a.fecha_Fin}`;
  const consulta =
    a.tipo === 'productos'
      ? sql`select coalesce(nullif(l->'entrada'->>'codigo', '') || ' ', '') || (l->'entrada'->>'descripcion') as etiqueta,
            sum(${signo} * (l->>'valorVenta')::numeric * ${cambio}) as monto
          from comprobantes c, jsonb_array_elements(c.documento->'lineas') l
          where ${vigentes}
          group by 1`
      : sql`select c.cliente_nombre as etiqueta,
            sum(${signo} * c.importe_total * ${cambio}) as monto
          from comprobantes c
          where ${vigentes}
          group by 1`;
  // Both drivers (PGlite and node-postgres) answer raw queries with `rows`.
  const { rows: filas } = (await deps.db.execute(
    sql`select etiqueta, round(monto, 2)::text as total from (${consulta}) t
        where monto > 0 order by t.monto desc, etiqueta limit ${TOPE}`,
  )) as unknown as { rows: { etiqueta: string; total: string }[] };
  return { labels: filas.map((f) => f.etiqueta), series: filas.map((f) => f.total) };
}
