import { type Db, schema } from '@kipu/db';
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { Dependencias } from '../../shared/dependencias.ts';
import { entradaInvalida } from '../../shared/errores.ts';
import type { SesionActiva } from '../auth/sesion-activa.ts';

export type TipoCambioVista = { fecha: string; moneda: string; compra: string; venta: string };

/** SUNAT publishes no rate on weekends and holidays: the last one before stands, for a few days only. */
const DIAS_DE_VIGENCIA = 10;

const FECHA = /^\d{4}-\d{2}-\d{2}$/;
const TASA = /^\d{1,4}(\.\d{1,3})?$/;

function diasAntes(fecha: string, dias: number): string {
  const d = new Date(`${fecha}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - dias);
  return d.toISOString().slice(0, 10);
}

/** tipoCambio(fecha): the rate published for the day, or the last one before it (within ten days). */
export async function tipoCambioDelDia(
  db: Db,
  fecha: string,
  moneda = 'USD',
): Promise<TipoCambioVista | null> {
  if (!FECHA.test(fecha)) throw entradaInvalida('La fecha va como AAAA-MM-DD');
  const t = schema.tiposCambio;
  const [fila] = await db
    .select()
    .from(t)
    .where(and(eq(t.moneda, moneda), lte(t.fecha, fecha), gte(t.fecha, diasAntes(fecha, DIAS_DE_VIGENCIA))))
    .orderBy(desc(t.fecha))
    .limit(1);
  return fila ? { fecha: fila.fecha, moneda: fila.moneda, compra: fila.compra, venta: fila.venta } : null;
}

export type TipoCambioInput = { fecha: string; compra: string; venta: string };

/** registrarTipoCambio: the administrator records (or corrects) a day's published rate. */
export async function registrarTipoCambio(
  deps: Dependencias,
  sesion: SesionActiva,
  i: TipoCambioInput,
): Promise<TipoCambioVista> {
  const fecha = i.fecha.trim();
  if (!FECHA.test(fecha) || Number.isNaN(Date.parse(`${fecha}T00:00:00Z`)))
    throw entradaInvalida('La fecha va como AAAA-MM-DD');
  const [compra, venta] = [i.compra.trim(), i.venta.trim()];
  for (const [valor, nombre] of [
    [compra, 'compra'],
    [venta, 'venta'],
  ] as const) {
    if (!TASA.test(valor) || Number(valor) === 0)
      throw entradaInvalida(`El tipo de cambio ${nombre} debe ser positivo, con hasta 3 decimales`);
  }
  const t = schema.tiposCambio;
  const valores = { compra, venta, registradoPor: sesion.usuario.id };
  await deps.db
    .insert(t)
    .values({ moneda: 'USD', fecha, ...valores })
    .onConflictDoUpdate({ target: [t.moneda, t.fecha], set: valores });
  return { fecha, moneda: 'USD', compra, venta };
}
