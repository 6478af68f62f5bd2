import { type Db, schema, type Tx } from '@kipu/db';
import {
  type LiquidacionIgv,
  liquidarMeses,
  MESES_PRORRATA,
  prorrataDeVentas,
  SIN_SALDOS,
  type VentasMes,
} from '@kipu/peru/contabilidad/impuestos/liquidacion-igv';
import {
  type PagoACuenta,
  pagoACuentaRenta,
  type RegimenRenta,
} from '@kipu/peru/contabilidad/impuestos/pago-a-cuenta-renta';
import { periodoMenos } from '@kipu/peru/contabilidad/impuestos/periodos';
import Decimal from 'decimal.js';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { LIBRO_DIARIO, OPERACION_ASIENTO_VARIO } from '../asientos-varios/asientos-varios.ts';
import { type LineaLiquidacion, lineasDeLiquidacion } from './lineas-liquidacion.ts';
import { type MesRegistrado, mesesRegistrados } from './meses-registrados.ts';

export type ArgsLiquidacion = { periodo: string; regimen?: RegimenRenta | null; coeficiente?: string | null };

export type Liquidacion = {
  periodo: string;
  regimen: RegimenRenta;
  mes: MesRegistrado;
  /** The prorrata's months and their sales. */
  prorrata: { desde: string; hasta: string; gravadas: string; total: string; coeficiente: string };
  /** The first month the carried balances were computed from. */
  desde: string;
  anterior: LiquidacionIgv['siguiente'];
  igv: LiquidacionIgv;
  renta: PagoACuenta & { uit: string };
  totalAPagar: string;
  lineas: LineaLiquidacion[];
  /** The CUO of the month's settlement entry, when posted. */
  asientoCuo: string | null;
};

const PERIODO = /^\d{4}(0[1-9]|1[0-2])$/;

export function validarPeriodo(periodo: string): void {
  if (!PERIODO.test(periodo)) throw entradaInvalida('El periodo no es válido (AAAAMM)');
}

/** 14.1 sales of a month by how the IGV treats them; also the month's net income for the IR. */
export function ventasDelMes(m: MesRegistrado): VentasMes {
  const t = m.ventas.totales;
  return {
    gravadas: t.baseGravada,
    exportaciones: t.exportacion,
    noGravadas: new Decimal(t.exonerada).plus(t.inafecta).toFixed(2),
  };
}

export const ingresosNetos = (m: MesRegistrado) => {
  const v = ventasDelMes(m);
  return new Decimal(v.gravadas).plus(v.exportaciones).plus(v.noGravadas).toFixed(2);
};

/** The UIT of a year, from the seeded table (peru-facts §1). */
export async function uitDelAnio(deps: Dependencias, anio: string): Promise<string> {
  const [fila] = await deps.db.select().from(schema.uits).where(eq(schema.uits.anio, anio));
  if (!fila) throw entradaInvalida(`No hay UIT registrada para el año ${anio}`);
  return new Decimal(fila.valor).toFixed(2);
}

/** The settlement entry of a period, if one was posted and not voided. */
export async function asientoDeLiquidacion(db: Db | Tx, empresaId: string, periodo: string) {
  const o = schema.operaciones;
  const [fila] = await db
    .select({ id: o.id, cuo: o.cuo })
    .from(o)
    .where(
      and(
        eq(o.empresaId, empresaId),
        eq(o.libro, LIBRO_DIARIO),
        eq(o.tipoOperacion, OPERACION_ASIENTO_VARIO),
        sql`${o.datos}->>'liquidacionIgv' = ${periodo}`,
        isNull(o.deletedAt),
      ),
    )
    .limit(1);
  return fila ?? null;
}

function validarCoeficiente(c: string | null | undefined): void {
  if (c && !/^0(\.\d{1,4})?$/.test(c.trim()))
    throw entradaInvalida('El coeficiente es un número entre 0 y 1 con hasta 4 decimales');
}

/**
 * liquidacionImpuestos: the month's IGV and IR pago a cuenta computed from the books on every call. Each
 * month from the company's first purchase or sale is settled in order, so the saldo a favor, percepciones
 * and retenciones brought forward come from the registers, never from a typed figure.
 */
export async function consultarLiquidacion(
  deps: Dependencias,
  sesion: SesionActiva,
  a: ArgsLiquidacion,
): Promise<Liquidacion> {
  validarPeriodo(a.periodo);
  validarCoeficiente(a.coeficiente);
  const regimen = a.regimen ?? 'general';
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const anio = a.periodo.slice(0, 4);
  const uit = await uitDelAnio(deps, anio);
  const meses = await mesesRegistrados(deps, sesion, periodoMenos(a.periodo, MESES_PRORRATA - 1), a.periodo);
  const ventas = meses.map(ventasDelMes);
  const entradas = meses.map((m, i) => ({
    debitoFiscal: m.ventas.totales.igv,
    creditoGravadas: m.compras.totales.igv,
    igvMixta: m.compras.totales.igv_mixta,
    prorrata: prorrataDeVentas(ventas.slice(Math.max(0, i - MESES_PRORRATA + 1), i + 1)),
    creditoNoDomiciliados: m.cargos.noDomiciliados,
    percepciones: m.cargos.percepciones,
    retenciones: m.cargos.retenciones,
  }));
  const liquidaciones = liquidarMeses(entradas);
  const i = meses.length - 1;
  const mes = meses[i];
  const igv = liquidaciones[i];
  if (!mes || !igv) throw new Error('Sin meses que liquidar');
  const ventasProrrata = ventas.slice(Math.max(0, i - MESES_PRORRATA + 1));
  const suma = (f: (v: VentasMes) => Decimal) =>
    ventasProrrata.reduce((s, v) => s.plus(f(v)), new Decimal(0));
  const gravadas = suma((v) => new Decimal(v.gravadas).plus(v.exportaciones));
  const anteriores = meses
    .filter((m) => m.periodo.startsWith(anio) && m.periodo < a.periodo)
    .reduce((s, m) => s.plus(ingresosNetos(m)), new Decimal(0));
  const renta = {
    ...pagoACuentaRenta({
      regimen,
      periodo: a.periodo,
      ingresosMes: ingresosNetos(mes),
      ingresosAnteriores: anteriores.toFixed(2),
      uit,
      coeficiente: a.coeficiente?.trim() || null,
    }),
    uit,
  };
  const base = {
    periodo: a.periodo,
    regimen,
    mes,
    prorrata: {
      desde: meses[Math.max(0, i - MESES_PRORRATA + 1)]?.periodo ?? a.periodo,
      hasta: a.periodo,
      gravadas: gravadas.toFixed(2),
      total: gravadas.plus(suma((v) => new Decimal(v.noGravadas))).toFixed(2),
      coeficiente: entradas[i]?.prorrata ?? '0.0000',
    },
    desde: meses[0]?.periodo ?? a.periodo,
    anterior: liquidaciones[i - 1]?.siguiente ?? SIN_SALDOS,
    igv,
    renta,
    totalAPagar: new Decimal(igv.igvAPagar).plus(renta.importe).toFixed(2),
    asientoCuo: (await asientoDeLiquidacion(deps.db, empresaId, a.periodo))?.cuo ?? null,
  };
  return { ...base, lineas: lineasDeLiquidacion(base) };
}
