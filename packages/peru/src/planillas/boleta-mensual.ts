import type Decimal from 'decimal.js';
import { aportesDelEmpleador } from './aportes-empleador.ts';
import { CONCEPTOS_PLANILLA, type ConceptoPlanilla, conceptoPlanilla } from './conceptos.ts';
import { montoGratificacion, type RegimenSalud } from './gratificacion.ts';
import { alCentimo, dec, soles, sumar } from './importes.ts';
import { type ParametrosPlanilla, parametrosPlanilla } from './parametros.ts';
import { calcularAportePension, type RetencionPension, type SistemaPension } from './pension.ts';
import { type RegimenLaboral, reglasRegimen } from './regimen-laboral.ts';
import { calcularRetencionQuinta, type RetencionQuinta } from './renta-quinta.ts';
import { leerPeriodo, primerDiaDelMes, ultimoDiaDelMes } from './tiempo-servicio.ts';

/**
 * One worker's month: income by concept, the worker's pension and quinta withholdings, discounts, the
 * employer's contributions and the net pay. Daily pay is the monthly remuneración / 30 (30-day month)
 * and hourly pay / 8 (or the contract's daily hours); the remuneración is basic pay + asignación
 * familiar. Every line is rounded to the cent and totals add the lines (see importes.ts).
 */

export type Contrato = {
  regimenLaboral: RegimenLaboral;
  remuneracionBasica: string;
  /** The worker has proved children entitling to the asignación familiar (Ley 25129). */
  asignacionFamiliar: boolean;
  pension: SistemaPension;
  /** 'sis' only in the microempresa (SIS semicontributivo). */
  salud: RegimenSalud;
  fechaIngreso: string;
  fechaCese?: string | null;
  /** Hours of the ordinary day; 8 unless the contract says otherwise. */
  horasDiarias?: number;
  /** Employer's SCTR and Vida Ley rates, in percent of the EsSalud base, as the insurer quotes them. */
  tasaSctrSalud?: string;
  tasaSctrPension?: string;
  tasaVidaLey?: string;
  /** Industrial activity subject to SENATI (0.75 %). */
  senati?: boolean;
};

export type LineaConcepto = {
  codigo: string;
  importe: string;
  /** Paid every month at this amount: projected for the rest of the year in the quinta. */
  recurrente?: boolean;
};

export type DatosQuintaMes = {
  /** 5ta income this employer paid in earlier months of the year. */
  remuneracionesAnteriores: string;
  /** This employer's withholdings of earlier months, January first. */
  retencionesAnteriores: readonly string[];
  otrosEmpleadores?: { ingresos: string; retenciones: string };
  /** Overrides the projection of the gratificaciones still to be paid (by default from the contract). */
  gratificacionesPorPercibir?: string;
};

export type EntradaBoletaMensual = {
  /** AAAAMM. */
  periodo: string;
  contrato: Contrato;
  /** Days without pay that are not absences: licencia sin goce, other suspensión perfecta. */
  diasSuspension?: number;
  /** Days paid by EsSalud as a subsidy (not by the employer). */
  diasSubsidiados?: number;
  /** Days of vacation taken this month (paid as remuneración vacacional). */
  diasVacaciones?: number;
  /** Unjustified absences. */
  faltas?: number;
  minutosTardanza?: number;
  /** Overtime hours of the month already split (see clasificarSobretiempo). */
  horasExtras25?: number;
  horasExtras35?: number;
  /** Holidays or rest days worked without a substitute rest day. */
  diasFeriadoTrabajados?: number;
  /** Other income: commissions, bonuses, movilidad, gratificación, utilidades… */
  conceptos?: readonly LineaConcepto[];
  /** Advances and other discounts. */
  descuentos?: readonly LineaConcepto[];
  quinta?: DatosQuintaMes;
  /** The API's copy of the concept table; the defaults otherwise. */
  catalogo?: readonly ConceptoPlanilla[];
  /** The API's copy of the parameters; those in force on the first day of the period otherwise. */
  parametros?: ParametrosPlanilla;
};

export type LineaBoleta = {
  codigo: string;
  nombre: string;
  plame?: string;
  importe: string;
  /** How it was computed, for the payslip's detail. */
  detalle?: string;
};

export type BasesBoleta = { essalud: string; pension: string; quinta: string };

export type BoletaMensual = {
  periodo: string;
  /** Days of the month the worker was employed (30-day month). */
  diasVinculo: number;
  /** Days paid as basic pay (employment days less suspension, subsidy and vacation). */
  diasLaborados: number;
  remuneracionMensual: string;
  valorDia: string;
  valorHora: string;
  ingresos: LineaBoleta[];
  /** Pension (06xx) and quinta (0605) withholdings. */
  retenciones: LineaBoleta[];
  /** Absences, late arrivals, advances and other discounts (07xx). */
  descuentos: LineaBoleta[];
  aportesEmpleador: LineaBoleta[];
  bases: BasesBoleta;
  quinta: RetencionQuinta | null;
  totalIngresos: string;
  totalRetenciones: string;
  totalDescuentos: string;
  totalAportesEmpleador: string;
  neto: string;
  advertencias: string[];
};

/** Overtime per day into the first two hours (25 %) and the rest (35 %), DS 007-2002-TR. */
export function clasificarSobretiempo(horasPorDia: readonly number[]): { al25: number; al35: number } {
  return horasPorDia.reduce(
    (t, h) => ({ al25: t.al25 + Math.min(h, 2), al35: t.al35 + Math.max(h - 2, 0) }),
    { al25: 0, al35: 0 },
  );
}

/**
 * Days of employment in the month on a 30-day month: the whole month is 30, a month's last day counts
 * as its 30th (a hire on 15 February gives 16 days, a cese on 31 March the whole month).
 */
export function diasDeVinculo(periodo: string, fechaIngreso: string, fechaCese?: string | null): number {
  const { anio, mes } = leerPeriodo(periodo);
  const primero = primerDiaDelMes(anio, mes);
  const ultimo = ultimoDiaDelMes(anio, mes);
  if (fechaIngreso > ultimo || (fechaCese && fechaCese < primero)) return 0;
  const dia30 = (fecha: string) => (fecha === ultimo ? 30 : Math.min(Number(fecha.slice(8, 10)), 30));
  const inicio = fechaIngreso > primero ? dia30(fechaIngreso) : 1;
  const fin = fechaCese && fechaCese < ultimo ? dia30(fechaCese) : 30;
  return Math.max(fin - inicio + 1, 0);
}

type Linea = LineaBoleta & { concepto: ConceptoPlanilla; recurrente?: boolean };

const base = (lineas: readonly Linea[], afecto: (c: ConceptoPlanilla) => boolean) =>
  sumar(lineas.filter((l) => afecto(l.concepto)).map((l) => l.importe));

const noNegativa = (v: Decimal) => (v.isNegative() ? dec(0) : alCentimo(v));

const sinConcepto = ({ concepto: _c, recurrente: _r, ...l }: Linea): LineaBoleta => l;

/** Gratificaciones after this month, as the contract will earn them if it goes on (art. 40 a). */
function gratificacionesPendientes(
  e: EntradaBoletaMensual,
  anio: number,
  mes: number,
  remuneracion: Decimal,
) {
  const meses = ([7, 12] as const).filter((g) => g > mes);
  return sumar(
    meses.map(
      (g) =>
        montoGratificacion({
          anio,
          mes: g,
          regimenLaboral: e.contrato.regimenLaboral,
          remuneracionComputable: remuneracion.toFixed(2),
          fechaIngreso: e.contrato.fechaIngreso,
          fechaCese: e.contrato.fechaCese ?? null,
        }).monto,
    ),
  );
}

export function calcularBoletaMensual(e: EntradaBoletaMensual): BoletaMensual {
  const { anio, mes } = leerPeriodo(e.periodo);
  const c = e.contrato;
  const parametros = e.parametros ?? parametrosPlanilla(primerDiaDelMes(anio, mes));
  const catalogo = e.catalogo ?? CONCEPTOS_PLANILLA;
  const advertencias: string[] = [];
  if (c.salud === 'sis' && !reglasRegimen(c.regimenLaboral).sisPosible)
    throw new RangeError('El SIS semicontributivo solo corresponde a trabajadores de microempresa');

  const diasVinculo = diasDeVinculo(e.periodo, c.fechaIngreso, c.fechaCese);
  const diasVacaciones = e.diasVacaciones ?? 0;
  const diasLaborados = diasVinculo - (e.diasSuspension ?? 0) - (e.diasSubsidiados ?? 0) - diasVacaciones;
  if (diasLaborados < 0)
    throw new RangeError('Los días de suspensión, subsidio y vacaciones superan los del mes');

  const basica = dec(c.remuneracionBasica);
  const asignacion = c.asignacionFamiliar && diasVinculo > 0 ? dec(parametros.asignacionFamiliar) : dec(0);
  const remuneracion = basica.plus(asignacion);
  const valorDia = remuneracion.dividedBy(30);
  const valorHora = valorDia.dividedBy(c.horasDiarias ?? 8);

  const lineas: Linea[] = [];
  const descuentos: Linea[] = [];
  /** A line of the catalogue's concept, into the list its type says; zero amounts are left out. */
  const anotar = (
    tipo: ConceptoPlanilla['tipo'],
    codigo: string,
    importe: Decimal,
    detalle?: string,
    recurrente?: boolean,
  ) => {
    if (importe.isZero()) return;
    const concepto = conceptoPlanilla(codigo, catalogo);
    if (concepto.tipo !== tipo) throw new RangeError(`${codigo} no es un ${tipo}`);
    (tipo === 'ingreso' ? lineas : descuentos).push({
      codigo,
      nombre: concepto.nombre,
      ...(concepto.plame ? { plame: concepto.plame } : {}),
      importe: soles(importe),
      ...(detalle ? { detalle } : {}),
      concepto,
      ...(recurrente ? { recurrente } : {}),
    });
  };
  const agregar = (codigo: string, importe: Decimal, detalle?: string, recurrente?: boolean) =>
    anotar('ingreso', codigo, importe, detalle, recurrente);
  const descontar = (codigo: string, importe: Decimal, detalle?: string) =>
    anotar('descuento', codigo, importe, detalle);
  agregar('remuneracion_basica', basica.times(diasLaborados).dividedBy(30), `${diasLaborados} días`);
  // Ley 25129 pays a monthly amount: the whole of it in any month of employment (por verificar).
  agregar('asignacion_familiar', asignacion, '10 % de la RMV');
  agregar('remuneracion_vacacional', basica.times(diasVacaciones).dividedBy(30), `${diasVacaciones} días`);
  const h25 = e.horasExtras25 ?? 0;
  const h35 = e.horasExtras35 ?? 0;
  agregar('horas_extras_25', valorHora.times(1.25).times(h25), `${h25} h × valor hora × 1.25`);
  agregar('horas_extras_35', valorHora.times(1.35).times(h35), `${h35} h × valor hora × 1.35`);
  // DL 713 art. 9: the day's work plus a 100 % surcharge, on top of the day already in the month (por verificar).
  const feriados = e.diasFeriadoTrabajados ?? 0;
  agregar('feriado_trabajado', valorDia.times(2).times(feriados), `${feriados} días × valor día × 2`);
  for (const l of e.conceptos ?? []) agregar(l.codigo, dec(l.importe), undefined, l.recurrente);

  const faltas = e.faltas ?? 0;
  const minutos = e.minutosTardanza ?? 0;
  descontar('inasistencia', valorDia.times(faltas), `${faltas} días × valor día`);
  descontar('tardanza', valorHora.dividedBy(60).times(minutos), `${minutos} min × valor hora / 60`);
  for (const l of e.descuentos ?? []) descontar(l.codigo, dec(l.importe));

  const baseDe = (afecto: (c: ConceptoPlanilla) => boolean) =>
    noNegativa(base(lineas, afecto).minus(base(descuentos, afecto)));
  const baseEssalud = baseDe((k) => k.afectoEssalud);
  const basePension = baseDe((k) => k.afectoPension);
  const baseQuinta = baseDe((k) => k.afectoQuinta);
  const extraordinario = base(lineas, (k) => k.afectoQuinta && !k.ordinario);

  const pension = calcularAportePension(basePension, c.pension, parametros);
  advertencias.push(...pension.advertencias);
  const retenciones: LineaBoleta[] = pension.lineas.map((l: RetencionPension) => ({
    codigo: l.codigo,
    nombre: l.nombre,
    plame: l.plame,
    importe: l.importe,
    detalle: `${l.tasa} % de ${l.base}`,
  }));

  let quinta: RetencionQuinta | null = null;
  if (e.quinta || baseQuinta.gt(0)) {
    const q: DatosQuintaMes = e.quinta ?? {
      remuneracionesAnteriores: '0',
      retencionesAnteriores: Array.from({ length: mes - 1 }, () => '0'),
    };
    if (!e.quinta && mes > 1)
      advertencias.push(
        'Sin datos de meses anteriores: la renta de quinta se calculó como si fuera el primer mes',
      );
    const proyectada = remuneracion.plus(sumar(lineas.filter((l) => l.recurrente).map((l) => l.importe)));
    quinta = calcularRetencionQuinta({
      mes,
      uit: parametros.uit,
      escala: parametros.escalaQuinta,
      ingresoOrdinarioMes: baseQuinta.minus(extraordinario).toFixed(2),
      remuneracionMensualProyectada:
        c.fechaCese && c.fechaCese <= ultimoDiaDelMes(anio, mes) ? '0' : proyectada.toFixed(2),
      gratificacionesPorPercibir:
        q.gratificacionesPorPercibir ?? gratificacionesPendientes(e, anio, mes, remuneracion).toFixed(2),
      remuneracionesAnteriores: q.remuneracionesAnteriores,
      retencionesAnteriores: q.retencionesAnteriores,
      ...(q.otrosEmpleadores ? { otrosEmpleadores: q.otrosEmpleadores } : {}),
      ingresoExtraordinarioMes: extraordinario.toFixed(2),
    });
    if (dec(quinta.retencion).gt(0))
      retenciones.push({
        codigo: 'renta_quinta',
        nombre: 'Renta de quinta categoría',
        plame: '0605',
        importe: quinta.retencion,
        detalle: `(${quinta.impuestoAnualProyectado} − ${quinta.retencionesDeducidas}) / ${quinta.divisor}`,
      });
  }

  const aportesEmpleador = aportesDelEmpleador(c, baseEssalud, parametros);
  const totalIngresos = sumar(lineas.map((l) => l.importe));
  const totalRetenciones = sumar(retenciones.map((l) => l.importe));
  const totalDescuentos = sumar(descuentos.map((l) => l.importe));
  return {
    periodo: e.periodo,
    diasVinculo,
    diasLaborados,
    remuneracionMensual: remuneracion.toFixed(2),
    valorDia: soles(valorDia),
    valorHora: soles(valorHora),
    ingresos: lineas.map(sinConcepto),
    retenciones,
    descuentos: descuentos.map(sinConcepto),
    aportesEmpleador,
    bases: {
      essalud: baseEssalud.toFixed(2),
      pension: basePension.toFixed(2),
      quinta: baseQuinta.toFixed(2),
    },
    quinta,
    totalIngresos: totalIngresos.toFixed(2),
    totalRetenciones: totalRetenciones.toFixed(2),
    totalDescuentos: totalDescuentos.toFixed(2),
    totalAportesEmpleador: sumar(aportesEmpleador.map((l) => l.importe)).toFixed(2),
    neto: totalIngresos.minus(totalRetenciones).minus(totalDescuentos).toFixed(2),
    advertencias,
  };
}
