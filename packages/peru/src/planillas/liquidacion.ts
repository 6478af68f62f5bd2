import { CONCEPTOS_PLANILLA, type ConceptoPlanilla, conceptoPlanilla } from './conceptos.ts';
import { type Cts, calcularCts, depositoCtsDeFecha, periodoCts } from './cts.ts';
import {
  calcularGratificacion,
  type Gratificacion,
  montoGratificacion,
  type RegimenSalud,
} from './gratificacion.ts';
import { alCentimo, dec, sumar } from './importes.ts';
import { type ParametrosPlanilla, parametrosPlanilla } from './parametros.ts';
import { type AportePension, calcularAportePension, type SistemaPension } from './pension.ts';
import type { RegimenLaboral } from './regimen-laboral.ts';
import {
  calcularVacacionesPendientes,
  calcularVacacionesTruncas,
  inicioRecordVacacional,
  type VacacionesPendientes,
  type VacacionesTruncas,
  type VacacionPendiente,
} from './vacaciones.ts';

/**
 * The benefits settled at the end of employment (liquidación de beneficios sociales): CTS trunca of
 * the running CTS period, gratificación trunca of the running semester with its bonificación,
 * vacaciones truncas of the unfinished record and the earned days not taken (with the indemnity when
 * overdue), and the pension withheld on what is remuneración. The last month's pay and its quinta go
 * in that month's payslip, which receives these amounts as income.
 */

export type EntradaLiquidacion = {
  regimenLaboral: RegimenLaboral;
  pension: SistemaPension;
  salud: RegimenSalud;
  fechaIngreso: string;
  /** Last day of employment. */
  fechaCese: string;
  /** Basic + asignación familiar + regular pay (see calcularRemuneracionComputable). */
  remuneracionComputable: string;
  /**
   * A cese from 1 to 15 July comes before July's gratificación is due: it is settled here unless it was
   * already paid.
   */
  gratificacionJulioPagada?: boolean;
  /** The gratificación received in the running CTS period; by default the one the contract earned. */
  gratificacionPercibidaCts?: string;
  /** Unjustified absences of the running semester (gratificación) and CTS period. */
  faltasSemestre?: number;
  diasNoComputablesCts?: number;
  /** First day of the unfinished vacation record; by default the last anniversary of the hire. */
  inicioRecordVacacional?: string;
  vacacionesPendientes?: readonly VacacionPendiente[];
  /** The indemnity for arbitrary dismissal agreed or ordered (DL 728 art. 38), given as an amount. */
  indemnizacionDespido?: string;
  catalogo?: readonly ConceptoPlanilla[];
  parametros?: ParametrosPlanilla;
};

export type LineaLiquidacion = { codigo: string; nombre: string; plame?: string; importe: string };

export type Liquidacion = {
  ctsTrunca: Cts;
  gratificacionTrunca: Gratificacion;
  /** July's gratificación, when the cese came before it was due (see gratificacionJulioPagada). */
  gratificacionPendiente: Gratificacion | null;
  vacacionesTruncas: VacacionesTruncas;
  vacacionesPendientes: VacacionesPendientes;
  ingresos: LineaLiquidacion[];
  basePension: string;
  pension: AportePension;
  totalIngresos: string;
  neto: string;
};

/**
 * The gratificación paid inside the CTS period (December's in November–April, July's in May–October)
 * counts when the worker was still employed after its due date, the 15th; otherwise it is paid as
 * trunca in this settlement and does not enter the computable.
 */
function gratificacionDelPeriodoCts(e: EntradaLiquidacion): string {
  const deposito = depositoCtsDeFecha(e.fechaCese);
  const periodo = periodoCts(deposito.anio, deposito.mes);
  const anio = Number(periodo.desde.slice(0, 4));
  const mes = deposito.mes === 5 ? 12 : 7;
  if (e.fechaCese <= `${anio}-${String(mes).padStart(2, '0')}-15`) return '0';
  const { monto } = montoGratificacion({
    anio,
    mes,
    regimenLaboral: e.regimenLaboral,
    remuneracionComputable: e.remuneracionComputable,
    fechaIngreso: e.fechaIngreso,
  });
  return alCentimo(monto).toFixed(2);
}

export function calcularLiquidacion(e: EntradaLiquidacion): Liquidacion {
  const parametros = e.parametros ?? parametrosPlanilla(e.fechaCese);
  const catalogo = e.catalogo ?? CONCEPTOS_PLANILLA;
  const deposito = depositoCtsDeFecha(e.fechaCese);
  const ctsTrunca = calcularCts({
    ...deposito,
    regimenLaboral: e.regimenLaboral,
    remuneracionComputable: e.remuneracionComputable,
    gratificacionPercibida: e.gratificacionPercibidaCts ?? gratificacionDelPeriodoCts(e),
    fechaIngreso: e.fechaIngreso,
    fechaCese: e.fechaCese,
    diasNoComputables: e.diasNoComputablesCts ?? 0,
  });
  const anio = Number(e.fechaCese.slice(0, 4));
  const gratificacion = (mes: 7 | 12, faltas: number) =>
    calcularGratificacion({
      anio,
      mes,
      regimenLaboral: e.regimenLaboral,
      remuneracionComputable: e.remuneracionComputable,
      fechaIngreso: e.fechaIngreso,
      fechaCese: e.fechaCese,
      faltas,
      salud: e.salud,
      parametros,
    });
  const gratificacionTrunca = gratificacion(
    Number(e.fechaCese.slice(5, 7)) <= 6 ? 7 : 12,
    e.faltasSemestre ?? 0,
  );
  const julioPorVencer = e.fechaCese >= `${anio}-07-01` && e.fechaCese <= `${anio}-07-15`;
  const gratificacionPendiente = julioPorVencer && !e.gratificacionJulioPagada ? gratificacion(7, 0) : null;
  const vacacionesTruncas = calcularVacacionesTruncas({
    regimenLaboral: e.regimenLaboral,
    remuneracionComputable: e.remuneracionComputable,
    inicioRecord: e.inicioRecordVacacional ?? inicioRecordVacacional(e.fechaIngreso, e.fechaCese),
    fechaCese: e.fechaCese,
  });
  const vacacionesPendientes = calcularVacacionesPendientes(
    e.remuneracionComputable,
    e.vacacionesPendientes ?? [],
  );

  const importes: [string, string][] = [
    ['cts', ctsTrunca.cts],
    ['gratificacion', gratificacionPendiente?.gratificacion ?? '0'],
    ['gratificacion_trunca', gratificacionTrunca.gratificacion],
    [
      'bonificacion_extraordinaria',
      sumar([
        gratificacionTrunca.bonificacionExtraordinaria,
        gratificacionPendiente?.bonificacionExtraordinaria ?? 0,
      ]).toFixed(2),
    ],
    ['vacaciones_truncas', vacacionesTruncas.importe],
    ['remuneracion_vacacional', vacacionesPendientes.remuneracion],
    ['indemnizacion_vacaciones', vacacionesPendientes.indemnizacion],
    ['indemnizacion_despido', e.indemnizacionDespido ?? '0'],
  ];
  const lineas = importes
    .filter(([, importe]) => dec(importe).gt(0))
    .map(([codigo, importe]) => ({ concepto: conceptoPlanilla(codigo, catalogo), importe }));
  const basePension = sumar(lineas.filter((l) => l.concepto.afectoPension).map((l) => l.importe));
  const pension = calcularAportePension(basePension, e.pension, parametros);
  const totalIngresos = sumar(lineas.map((l) => l.importe));
  return {
    ctsTrunca,
    gratificacionTrunca,
    gratificacionPendiente,
    vacacionesTruncas,
    vacacionesPendientes,
    ingresos: lineas.map(({ concepto, importe }) => ({
      codigo: concepto.codigo,
      nombre: concepto.nombre,
      ...(concepto.plame ? { plame: concepto.plame } : {}),
      importe,
    })),
    basePension: basePension.toFixed(2),
    pension,
    totalIngresos: totalIngresos.toFixed(2),
    neto: totalIngresos.minus(pension.total).toFixed(2),
  };
}
