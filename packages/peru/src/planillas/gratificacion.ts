import Decimal from 'decimal.js';
import { alCentimo, dec, porcentajeDe } from './importes.ts';
import { type ParametrosPlanilla, parametrosPlanilla } from './parametros.ts';
import { type RegimenLaboral, reglasRegimen } from './regimen-laboral.ts';
import {
  type Intervalo,
  interseccion,
  mesesCalendario,
  primerDiaDelMes,
  ultimoDiaDelMes,
} from './tiempo-servicio.ts';

/**
 * Gratificaciones of July and December (Ley 27735, DS 005-2002-TR; peru-facts §4): one remuneración
 * for the whole semester, otherwise 1/6 per whole calendar month worked in it (at least one), less
 * 1/30 of that sixth per unjustified absence; half for the pequeña empresa, none for the microempresa.
 * The Ley 30334 bonificación extraordinaria adds the EsSalud rate (9 %), or 6.75 % with an EPS, on the
 * gratificación itself.
 */

export type MesGratificacion = 7 | 12;
export type RegimenSalud = 'essalud' | 'eps' | 'sis';

/** January–June for July's, July–December for December's. */
export const semestreGratificacion = (anio: number, mes: MesGratificacion): Intervalo => ({
  desde: primerDiaDelMes(anio, mes === 7 ? 1 : 7),
  hasta: ultimoDiaDelMes(anio, mes === 7 ? 6 : 12),
});

export type EntradaGratificacion = {
  anio: number;
  mes: MesGratificacion;
  regimenLaboral: RegimenLaboral;
  /** Basic pay in force at the end of the semester + asignación familiar + regular variable pay. */
  remuneracionComputable: string;
  fechaIngreso: string;
  /** Last day worked: a cese inside the semester gives the gratificación trunca. */
  fechaCese?: string | null;
  /** Unjustified absences in the semester. */
  faltas?: number;
  salud: RegimenSalud;
  parametros?: ParametrosPlanilla;
};

export type Gratificacion = {
  semestre: Intervalo;
  mesesCompletos: number;
  fraccionRegimen: string;
  gratificacion: string;
  tasaBonificacion: string;
  bonificacionExtraordinaria: string;
  total: string;
};

/** The gratificación before rounding, for the CTS and the quinta projection to reuse. */
export function montoGratificacion(e: Omit<EntradaGratificacion, 'salud' | 'parametros'>): {
  semestre: Intervalo;
  meses: number;
  monto: Decimal;
} {
  const semestre = semestreGratificacion(e.anio, e.mes);
  const tramo = interseccion(semestre, { desde: e.fechaIngreso, hasta: e.fechaCese ?? semestre.hasta });
  const meses = tramo ? mesesCalendario(tramo).meses : 0;
  const sexto = dec(e.remuneracionComputable)
    .times(reglasRegimen(e.regimenLaboral).fraccionGratificacion)
    .dividedBy(6);
  const monto = meses === 0 ? dec(0) : sexto.times(meses).minus(sexto.dividedBy(30).times(e.faltas ?? 0));
  return { semestre, meses, monto: Decimal.max(monto, 0) };
}

export function calcularGratificacion(e: EntradaGratificacion): Gratificacion {
  const { semestre, meses, monto } = montoGratificacion(e);
  const parametros = e.parametros ?? parametrosPlanilla(primerDiaDelMes(e.anio, e.mes));
  const tasa =
    e.salud === 'eps' ? parametros.bonificacionExtraordinariaEps : parametros.bonificacionExtraordinaria;
  const gratificacion = alCentimo(monto);
  const bonificacion = porcentajeDe(gratificacion, tasa);
  return {
    semestre,
    mesesCompletos: meses,
    fraccionRegimen: reglasRegimen(e.regimenLaboral).fraccionGratificacion,
    gratificacion: gratificacion.toFixed(2),
    tasaBonificacion: tasa,
    bonificacionExtraordinaria: bonificacion.toFixed(2),
    total: gratificacion.plus(bonificacion).toFixed(2),
  };
}
