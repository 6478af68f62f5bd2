/**
 * Payroll concepts and how each is treated: which bases it belongs to (EsSalud, ONP/AFP, renta de
 * quinta), whether it is ordinary pay (projected for quinta, art. 40 a) or extraordinary (art. 40 e),
 * and its PLAME code (Tabla 22, peru-facts §11.1) where one is known. The API keeps its own copy as
 * editable data and passes it to the calculations; codes and flags here are the defaults.
 */

export type TipoConcepto = 'ingreso' | 'descuento';

export type ConceptoPlanilla = {
  codigo: string;
  nombre: string;
  tipo: TipoConcepto;
  /** PLAME Tabla 22 code, when peru-facts gives it. */
  plame?: string;
  /** For an income: it is part of the base. For a discount: it lowers the base. */
  afectoEssalud: boolean;
  afectoPension: boolean;
  afectoQuinta: boolean;
  /** Ordinary pay; false for what art. 40 e) withholds apart (utilidades, bonificaciones extraordinarias). */
  ordinario: boolean;
};

const ingreso = (
  codigo: string,
  nombre: string,
  plame: string | undefined,
  afectos: { essalud: boolean; pension: boolean; quinta: boolean },
  ordinario = true,
): ConceptoPlanilla => ({
  codigo,
  nombre,
  tipo: 'ingreso',
  ...(plame ? { plame } : {}),
  afectoEssalud: afectos.essalud,
  afectoPension: afectos.pension,
  afectoQuinta: afectos.quinta,
  ordinario,
});

const descuento = (
  codigo: string,
  nombre: string,
  plame: string,
  rebajaBases: boolean,
): ConceptoPlanilla => ({
  codigo,
  nombre,
  tipo: 'descuento',
  plame,
  afectoEssalud: rebajaBases,
  afectoPension: rebajaBases,
  afectoQuinta: rebajaBases,
  ordinario: true,
});

const REMUNERATIVO = { essalud: true, pension: true, quinta: true };
/** Gratificaciones and the Ley 30334 bonificación: no EsSalud nor pension, but taxed as 5ta. */
const SOLO_QUINTA = { essalud: false, pension: false, quinta: true };
const INAFECTO = { essalud: false, pension: false, quinta: false };

export const CONCEPTOS_PLANILLA: readonly ConceptoPlanilla[] = [
  ingreso('remuneracion_basica', 'Remuneración básica', '0121', REMUNERATIVO),
  ingreso('asignacion_familiar', 'Asignación familiar', '0201', REMUNERATIVO),
  ingreso('remuneracion_vacacional', 'Remuneración vacacional', '0118', REMUNERATIVO),
  ingreso('horas_extras_25', 'Horas extras al 25 %', '0105', REMUNERATIVO),
  ingreso('horas_extras_35', 'Horas extras al 35 %', '0106', REMUNERATIVO),
  ingreso('feriado_trabajado', 'Trabajo en feriado o día de descanso', '0107', REMUNERATIVO),
  ingreso('comision', 'Comisiones', undefined, REMUNERATIVO),
  ingreso('bonificacion', 'Bonificación regular', undefined, REMUNERATIVO),
  ingreso('licencia_con_goce', 'Licencia con goce de haber', '0907', REMUNERATIVO),
  // Movilidad supeditada a la asistencia is a condition of work, not pay (por verificar for quinta).
  ingreso('movilidad', 'Movilidad supeditada a asistencia', '0909', INAFECTO),
  ingreso('gratificacion', 'Gratificación de Fiestas Patrias o Navidad', '0401', SOLO_QUINTA),
  ingreso('gratificacion_trunca', 'Gratificación proporcional', '0405', SOLO_QUINTA),
  ingreso('bonificacion_extraordinaria', 'Bonificación extraordinaria Ley 30334', '0312', SOLO_QUINTA, false),
  ingreso('vacaciones_truncas', 'Vacaciones truncas', '0114', REMUNERATIVO),
  // DL 713 art. 23: "no está sujeta a pago o retención de ninguna aportación, contribución o tributo".
  ingreso('indemnizacion_vacaciones', 'Indemnización por vacaciones no gozadas', '0504', INAFECTO),
  ingreso('cts', 'Compensación por tiempo de servicios', '0904', INAFECTO),
  // DL 728 art. 38: the indemnity for arbitrary dismissal is not pay (TUO LIR art. 18 c exempts it).
  ingreso('indemnizacion_despido', 'Indemnización por despido arbitrario', undefined, INAFECTO),
  ingreso('utilidades', 'Participación en las utilidades', undefined, SOLO_QUINTA, false),
  descuento('adelanto', 'Adelanto', '0701', false),
  descuento('tardanza', 'Tardanzas', '0704', true),
  descuento('inasistencia', 'Inasistencias', '0705', true),
  descuento('otro_descuento', 'Otros descuentos no deducibles de la base imponible', '0706', false),
  descuento('descuento_deducible', 'Otros descuentos deducibles de la base imponible', '0707', true),
];

/** The concept of a code in a catalogue (the defaults, or the API's copy), or an error naming it. */
export function conceptoPlanilla(
  codigo: string,
  catalogo: readonly ConceptoPlanilla[] = CONCEPTOS_PLANILLA,
): ConceptoPlanilla {
  const concepto = catalogo.find((c) => c.codigo === codigo);
  if (!concepto) throw new RangeError(`Concepto de planilla desconocido: ${codigo}`);
  return concepto;
}
