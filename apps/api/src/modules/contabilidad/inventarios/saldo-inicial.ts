import { schema } from '@kipu/db';
import Decimal from 'decimal.js';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida, prohibido } from '../../../shared/errores.ts';
import { escribirUnico, esUuid } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { periodoTexto } from '../estados-financieros/reporte-tabular.ts';
import { inicioDePeriodo } from './movimientos-vivos.ts';
import { productoDeKardex } from './productos-kardex.ts';

/** Tabla 12: saldo inicial. */
export const OPERACION_SALDO_INICIAL = '16';

export type SaldoInicialEntrada = { producto_id: string; cantidad: string; costo_unitario: string };

const NUMERO = /^\d{1,12}(\.\d{1,8})?$/;

/** The period is AAAAMM and still open. */
export async function exigirPeriodoAbierto(deps: Dependencias, empresaId: string, periodo: string) {
  if (!/^\d{4}(0[1-9]|1[0-2])$/.test(periodo)) throw entradaInvalida('El periodo no es válido (AAAAMM)');
  const p = schema.periodosContables;
  const [fila] = await deps.db
    .select({ cerrado: p.cerrado })
    .from(p)
    .where(and(eq(p.empresaId, empresaId), eq(p.periodo, periodo)));
  if (fila?.cerrado) throw entradaInvalida(`El periodo ${periodoTexto(periodo)} está cerrado`);
}

/**
 * registrarSaldosIniciales: the opening stock of some products in a period (tabla 12 code 16), dated on
 * its first day, typed or read from a sheet. Every row is checked first — products of the company with
 * kardex, units above zero, a unit cost, one opening per product and period, and no earlier movement
 * (the opening starts the product's kardex) — then all are written in one transaction.
 */
export async function registrarSaldosIniciales(
  deps: Dependencias,
  sesion: SesionActiva,
  periodo: string,
  filas: readonly SaldoInicialEntrada[],
): Promise<number> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  await exigirPeriodoAbierto(deps, empresaId, periodo);
  if (!filas.length) throw entradaInvalida('Indique al menos un producto con su saldo inicial');
  const inicio = inicioDePeriodo(periodo);
  const m = schema.movimientosInventario;
  const vistos = new Set<string>();
  const nuevos: (typeof m.$inferInsert)[] = [];
  for (const [i, f] of filas.entries()) {
    const p = await productoDeKardex(deps.db, empresaId, f.producto_id);
    const n = `Fila ${i + 1} (${p.codigo})`;
    if (vistos.has(p.id)) throw entradaInvalida(`${n}: el producto se repite`);
    vistos.add(p.id);
    if (!NUMERO.test(f.cantidad.trim()) || new Decimal(f.cantidad).lte(0))
      throw entradaInvalida(`${n}: la cantidad debe ser mayor que cero (hasta 8 decimales)`);
    if (!NUMERO.test(f.costo_unitario.trim()))
      throw entradaInvalida(`${n}: el costo unitario debe ser un importe positivo (hasta 8 decimales)`);
    const [previo] = await deps.db
      .select({ fecha: m.fecha, origen: m.origen })
      .from(m)
      .where(and(eq(m.productoId, p.id), isNull(m.deletedAt), lt(m.fecha, inicio)))
      .limit(1);
    if (previo)
      throw entradaInvalida(
        `${n}: el producto tiene movimientos antes de ${periodoTexto(periodo)}; el saldo inicial abre su kardex`,
      );
    nuevos.push({
      empresaId,
      productoId: p.id,
      fecha: inicio,
      periodo,
      tipoOperacion: OPERACION_SALDO_INICIAL,
      entrada: new Decimal(f.cantidad).toFixed(),
      costoUnitario: new Decimal(f.costo_unitario).toFixed(),
      origen: 'saldo_inicial' as const,
      glosa: `Saldo inicial de ${periodoTexto(periodo)}`,
      usuarioId: sesion.usuario.id,
    });
  }
  return deps.db.transaction(async (tx) => {
    const repetidos = await tx
      .select({ productoId: m.productoId })
      .from(m)
      .where(
        and(
          eq(m.empresaId, empresaId),
          eq(m.periodo, periodo),
          eq(m.origen, 'saldo_inicial'),
          isNull(m.deletedAt),
        ),
      );
    const ya = new Set(repetidos.map((r) => r.productoId));
    const fila = nuevos.findIndex((x) => ya.has(x.productoId));
    if (fila >= 0)
      throw entradaInvalida(
        `Fila ${fila + 1}: el producto ya tiene saldo inicial en ${periodoTexto(periodo)}; anúlelo para registrarlo de nuevo`,
      );
    await escribirUnico(`El producto ya tiene saldo inicial en ${periodoTexto(periodo)}`, () =>
      tx.insert(m).values(nuevos),
    );
    return nuevos.length;
  });
}

/** Voids a typed opening stock of an open period; another company's id is FORBIDDEN. */
export async function anularSaldoInicial(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
): Promise<boolean> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  if (!esUuid(id)) throw prohibido();
  const m = schema.movimientosInventario;
  const [fila] = await deps.db.select().from(m).where(eq(m.id, id));
  if (!fila || fila.empresaId !== empresaId) throw prohibido();
  if (fila.origen !== 'saldo_inicial')
    throw entradaInvalida(
      'Solo se anulan aquí los saldos iniciales: las ventas y compras se anulan con su documento',
    );
  if (fila.deletedAt) throw entradaInvalida('El saldo inicial ya está anulado');
  await exigirPeriodoAbierto(deps, empresaId, fila.periodo);
  await deps.db.update(m).set({ deletedAt: new Date() }).where(eq(m.id, id));
  return true;
}
