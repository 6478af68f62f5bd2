import Decimal from 'decimal.js';
import { alCentimo, dec, sumar } from './importes.ts';
import type { EscalaQuinta } from './parametros.ts';
import { tramosQuinta } from './tramos-quinta.ts';

/**
 * Renta de quinta categoría (peru-facts §4, §11.3): the art. 53 scale on the net annual income, the
 * annual computation with the 7 UIT and the extra deduction of up to 3 UIT (DL 1258; annual only), and
 * the employer's monthly withholding of Reglamento LIR art. 40.
 */

/** The tax of a net annual income, band by band. Not rounded: callers round what they show. */
export function impuestoEscalaQuinta(
  rentaNeta: Decimal.Value,
  uit: Decimal.Value,
  escala: EscalaQuinta,
): Decimal {
  return sumar(tramosQuinta(rentaNeta, uit, escala).map((t) => t.impuesto));
}

export type EntradaQuintaAnual = {
  /** Gross income of work of the year (5ta, with 4ta when there is some). */
  ingresosAnuales: string;
  uit: string;
  escala: EscalaQuinta;
  /** Deductible expenses (DL 1258), capped at 3 UIT. */
  gastosDeducibles?: string;
};

export type QuintaAnual = {
  rentaBruta: string;
  deduccion7Uit: string;
  gastosDeducibles: string;
  rentaNeta: string;
  impuesto: string;
};

export function calcularQuintaAnual(e: EntradaQuintaAnual): QuintaAnual {
  const bruta = dec(e.ingresosAnuales);
  const sieteUit = dec(e.uit).times(7);
  const gastos = Decimal.min(dec(e.gastosDeducibles), dec(e.uit).times(3));
  const neta = Decimal.max(bruta.minus(sieteUit).minus(gastos), 0);
  return {
    rentaBruta: bruta.toFixed(2),
    deduccion7Uit: sieteUit.toFixed(2),
    gastosDeducibles: gastos.toFixed(2),
    rentaNeta: neta.toFixed(2),
    impuesto: alCentimo(impuestoEscalaQuinta(neta, e.uit, e.escala)).toFixed(2),
  };
}

export type EntradaRetencionQuinta = {
  /** 1–12. */
  mes: number;
  uit: string;
  escala: EscalaQuinta;
  /** Ordinary 5ta income of this month, as paid (this month's gratificación included). */
  ingresoOrdinarioMes: string;
  /** The fixed monthly pay projected for each month after this one. */
  remuneracionMensualProyectada: string;
  /** Ordinary gratificaciones still to be paid after this month. */
  gratificacionesPorPercibir: string;
  /** 5ta income this employer paid in earlier months of the year (extraordinary amounts included). */
  remuneracionesAnteriores: string;
  /** Withholdings of earlier months, January first (as many as months before this one). */
  retencionesAnteriores: readonly string[];
  /** Income and withholdings of the year from other employers (.or5), as the worker certified them. */
  otrosEmpleadores?: { ingresos: string; retenciones: string };
  /** Extraordinary 5ta income of this month (art. 40 e: utilidades, bonificación extraordinaria…). */
  ingresoExtraordinarioMes?: string;
};

export type RetencionQuinta = {
  rentaBrutaProyectada: string;
  deduccion7Uit: string;
  rentaNetaProyectada: string;
  impuestoAnualProyectado: string;
  /** Withholdings subtracted before dividing (this employer's months + other employers'). */
  retencionesDeducidas: string;
  divisor: number;
  retencionOrdinaria: string;
  /** Art. 40 e): the tax with the extraordinary income minus the tax without it, withheld in full. */
  retencionExtraordinaria: string;
  retencion: string;
};

/**
 * Art. 40 d) as SUNAT summarises it: Jan–Mar ÷ 12; Apr, after Jan–Mar, ÷ 9; May–Jul, after Jan–Apr,
 * ÷ 8; Aug, after Jan–Jul, ÷ 5; Sep–Nov, after Jan–Aug, ÷ 4; December settles the rest.
 */
function divisorDelMes(mes: number): { divisor: number; mesesDeducidos: number } {
  if (mes <= 3) return { divisor: 12, mesesDeducidos: 0 };
  if (mes === 4) return { divisor: 9, mesesDeducidos: 3 };
  if (mes <= 7) return { divisor: 8, mesesDeducidos: 4 };
  if (mes === 8) return { divisor: 5, mesesDeducidos: 7 };
  if (mes <= 11) return { divisor: 4, mesesDeducidos: 8 };
  return { divisor: 1, mesesDeducidos: 11 };
}

export function calcularRetencionQuinta(e: EntradaRetencionQuinta): RetencionQuinta {
  if (!Number.isInteger(e.mes) || e.mes < 1 || e.mes > 12) throw new RangeError(`Mes no válido: ${e.mes}`);
  if (e.retencionesAnteriores.length < e.mes - 1)
    throw new RangeError(`Faltan las retenciones de quinta de los ${e.mes - 1} meses anteriores`);
  const bruta = sumar([
    e.ingresoOrdinarioMes,
    dec(e.remuneracionMensualProyectada).times(12 - e.mes),
    e.gratificacionesPorPercibir,
    e.remuneracionesAnteriores,
    e.otrosEmpleadores?.ingresos ?? 0,
  ]);
  const sieteUit = dec(e.uit).times(7);
  const neta = Decimal.max(bruta.minus(sieteUit), 0);
  const anual = alCentimo(impuestoEscalaQuinta(neta, e.uit, e.escala));
  const { divisor, mesesDeducidos } = divisorDelMes(e.mes);
  // Jan–Mar divide the whole annual tax, so nothing withheld earlier is subtracted then.
  const deducidas =
    mesesDeducidos === 0
      ? dec(0)
      : sumar([...e.retencionesAnteriores.slice(0, mesesDeducidos), e.otrosEmpleadores?.retenciones ?? 0]);
  const ordinaria = Decimal.max(alCentimo(anual.minus(deducidas).dividedBy(divisor)), 0);
  const extra = dec(e.ingresoExtraordinarioMes);
  const conExtra = alCentimo(
    impuestoEscalaQuinta(Decimal.max(bruta.plus(extra).minus(sieteUit), 0), e.uit, e.escala),
  );
  const extraordinaria = conExtra.minus(anual);
  return {
    rentaBrutaProyectada: alCentimo(bruta).toFixed(2),
    deduccion7Uit: sieteUit.toFixed(2),
    rentaNetaProyectada: alCentimo(neta).toFixed(2),
    impuestoAnualProyectado: anual.toFixed(2),
    retencionesDeducidas: deducidas.toFixed(2),
    divisor,
    retencionOrdinaria: ordinaria.toFixed(2),
    retencionExtraordinaria: extraordinaria.toFixed(2),
    retencion: ordinaria.plus(extraordinaria).toFixed(2),
  };
}
