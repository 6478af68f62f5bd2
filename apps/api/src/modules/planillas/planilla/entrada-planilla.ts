import type { Contrato, DatosQuintaMes, EntradaBoletaMensual, LineaConcepto } from '@kipu/peru';
import { conceptoPlanilla } from '@kipu/peru';
import { esImporte } from '@kipu/peru/contabilidad/importes-documento';
import type { ContratoFila } from '../contratos/contratos.ts';
import type { Trabajador } from '../trabajadores/trabajadores.ts';

/** What the month brings for one worker, as the payroll screen sends it. */
export type EntradaTrabajadorPlanilla = {
  trabajador_id: string;
  faltas?: number | null;
  minutos_tardanza?: number | null;
  horas_extras_25?: number | null;
  horas_extras_35?: number | null;
  dias_suspension?: number | null;
  dias_vacaciones?: number | null;
  /** Holidays or rest days worked (paid at double). */
  dias_feriado_trabajados?: number | null;
  conceptos?: { codigo: string; importe: string; recurrente?: boolean | null }[] | null;
  adelanto?: string | null;
  /** Income and 5ta withholdings of other employers this year (for the quinta). */
  otros_ingresos?: string | null;
  otras_retenciones?: string | null;
};

export type Vigente = { contrato: ContratoFila; trabajador: Trabajador };

export const nombreTrabajador = (w: Trabajador) =>
  `${w.apellidoPaterno} ${w.apellidoMaterno} ${w.nombres}`.replace(/\s+/g, ' ').trim();

/** The contract's last day: the earlier of its end and the worker's cese (null: open-ended). */
export const finDeContrato = ({ contrato: c, trabajador: w }: Vigente): string | null =>
  [c.fechaFin, w.fechaCese].filter((f): f is string => !!f).sort()[0] ?? null;

/** The contract's terms as the payslip rules read them; the cese is the earlier of contract end and worker's. */
export function contratoDeBoleta(v: Vigente): Contrato {
  const c = v.contrato;
  return {
    regimenLaboral: c.regimenLaboral,
    remuneracionBasica: c.remuneracionBasica,
    asignacionFamiliar: c.asignacionFamiliar,
    pension:
      c.sistemaPension === 'afp' && c.afp && c.comisionAfp
        ? {
            sistema: 'afp',
            afp: c.afp as 'HABITAT' | 'INTEGRA' | 'PRIMA' | 'PROFUTURO',
            comision: c.comisionAfp,
          }
        : c.sistemaPension === 'onp'
          ? { sistema: 'onp' }
          : { sistema: 'ninguno' },
    salud: c.salud,
    fechaIngreso: c.fechaInicio,
    fechaCese: finDeContrato(v),
    horasDiarias: c.horasDiarias,
    ...(c.tasaSctrSalud ? { tasaSctrSalud: c.tasaSctrSalud } : {}),
    ...(c.tasaSctrPension ? { tasaSctrPension: c.tasaSctrPension } : {}),
  };
}

const CANTIDAD = /^\d{1,4}(\.\d{1,2})?$/;

/**
 * One worker's payslip input from the month's entry, checked: counts are non-negative (days and minutes
 * whole), amounts decimal strings, concepts of the catalogue. Answers the Spanish message of its first
 * problem, naming the worker.
 */
export function entradaDeBoleta(
  periodo: string,
  vigente: Vigente,
  e: EntradaTrabajadorPlanilla | undefined,
  quintaPrevia: { remuneraciones: string; retenciones: string[] } | undefined,
): { error: string } | { entrada: EntradaBoletaMensual } {
  const quien = nombreTrabajador(vigente.trabajador);
  const enteros = {
    faltas: e?.faltas,
    minutosTardanza: e?.minutos_tardanza,
    diasSuspension: e?.dias_suspension,
    diasVacaciones: e?.dias_vacaciones,
    diasFeriadoTrabajados: e?.dias_feriado_trabajados,
  };
  for (const [campo, v] of Object.entries(enteros))
    if (v != null && (!Number.isInteger(v) || v < 0))
      return { error: `${quien}: ${campo} debe ser un número entero no negativo` };
  // Absences are discounted, not taken off the days: together with the unpaid days they fit in the month.
  if ((e?.faltas ?? 0) + (e?.dias_suspension ?? 0) + (e?.dias_vacaciones ?? 0) > 30)
    return { error: `${quien}: las faltas, suspensiones y vacaciones superan los 30 días del mes` };
  for (const v of [e?.horas_extras_25, e?.horas_extras_35])
    if (v != null && !CANTIDAD.test(String(v)))
      return { error: `${quien}: las horas extras deben ser un número no negativo con hasta dos decimales` };
  const conceptos: LineaConcepto[] = [];
  for (const c of e?.conceptos ?? []) {
    if (!esImporte(c.importe)) return { error: `${quien}: el importe de ${c.codigo} no es válido` };
    let tipo: string;
    try {
      tipo = conceptoPlanilla(c.codigo).tipo;
    } catch {
      return { error: `${quien}: el concepto ${c.codigo} no existe` };
    }
    if (tipo !== 'ingreso') return { error: `${quien}: ${c.codigo} no es un ingreso` };
    conceptos.push({
      codigo: c.codigo,
      importe: c.importe.trim(),
      ...(c.recurrente ? { recurrente: true } : {}),
    });
  }
  for (const v of [e?.adelanto, e?.otros_ingresos, e?.otras_retenciones])
    if (v && !esImporte(v)) return { error: `${quien}: el importe ${v} no es válido` };
  const mes = Number(periodo.slice(4));
  const otros =
    e?.otros_ingresos || e?.otras_retenciones
      ? { ingresos: e.otros_ingresos || '0', retenciones: e.otras_retenciones || '0' }
      : undefined;
  const quinta: DatosQuintaMes | undefined =
    mes > 1 || otros
      ? {
          remuneracionesAnteriores: quintaPrevia?.remuneraciones ?? '0',
          retencionesAnteriores: quintaPrevia?.retenciones ?? Array.from({ length: mes - 1 }, () => '0'),
          ...(otros ? { otrosEmpleadores: otros } : {}),
        }
      : undefined;
  const omitirCero = <T>(v: T | null | undefined) => (v ? v : undefined);
  return {
    entrada: {
      periodo,
      contrato: contratoDeBoleta(vigente),
      ...definidos({
        faltas: omitirCero(e?.faltas),
        minutosTardanza: omitirCero(e?.minutos_tardanza),
        diasSuspension: omitirCero(e?.dias_suspension),
        diasVacaciones: omitirCero(e?.dias_vacaciones),
        horasExtras25: omitirCero(e?.horas_extras_25),
        horasExtras35: omitirCero(e?.horas_extras_35),
        diasFeriadoTrabajados: omitirCero(e?.dias_feriado_trabajados),
      }),
      ...(conceptos.length ? { conceptos } : {}),
      ...(e?.adelanto && !/^0*(\.0*)?$/.test(e.adelanto)
        ? { descuentos: [{ codigo: 'adelanto', importe: e.adelanto }] }
        : {}),
      ...(quinta ? { quinta } : {}),
    },
  };
}

/** The object without its undefined fields (the stored input keeps only what was given). */
const definidos = <T extends Record<string, unknown>>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
