import Decimal from 'decimal.js';
import { alCentimo, dec, sumar } from './importes.ts';
import { type ActividadUtilidades, PORCENTAJES_UTILIDADES, type PorcentajeUtilidades } from './parametros.ts';
import { type RegimenLaboral, reglasRegimen } from './regimen-laboral.ts';

/**
 * Participación de los trabajadores en las utilidades (DL 892; not in peru-facts, por verificar): the
 * activity's percentage of the pre-tax income, half by days worked and half by remuneraciones of the
 * year, each worker capped at 18 monthly remuneraciones when the monthly pay is given. Microempresas
 * do not distribute.
 */

export type TrabajadorUtilidades = {
  id: string;
  diasLaborados: number;
  /** Remuneraciones of the year. */
  remuneraciones: string;
  /** Monthly remuneración at the close, for the 18-remuneración cap. */
  remuneracionMensual?: string;
};

export type EntradaUtilidades = {
  actividad: ActividadUtilidades;
  regimenLaboral: RegimenLaboral;
  /** Renta neta imponible of the year, before the participación. */
  rentaAntesDeParticipacion: string;
  trabajadores: readonly TrabajadorUtilidades[];
  porcentajes?: readonly PorcentajeUtilidades[];
};

export type ParticipacionTrabajador = {
  id: string;
  porDias: string;
  porRemuneraciones: string;
  total: string;
  /** What the 18-remuneración cap left undistributed. */
  excedente: string;
};

export type Utilidades = {
  porcentaje: string;
  montoADistribuir: string;
  totalDias: number;
  totalRemuneraciones: string;
  trabajadores: ParticipacionTrabajador[];
  totalDistribuido: string;
  totalExcedente: string;
};

const TOPE_REMUNERACIONES = 18;

export function calcularUtilidades(e: EntradaUtilidades): Utilidades {
  const fila = (e.porcentajes ?? PORCENTAJES_UTILIDADES).find((p) => p.actividad === e.actividad);
  if (!fila) throw new RangeError(`Actividad sin porcentaje de utilidades: ${e.actividad}`);
  const porcentaje = reglasRegimen(e.regimenLaboral).utilidades ? fila.porcentaje : '0';
  const monto = alCentimo(Decimal.max(dec(e.rentaAntesDeParticipacion), 0).times(porcentaje).dividedBy(100));
  const mitad = monto.dividedBy(2);
  const totalDias = e.trabajadores.reduce((s, t) => s + t.diasLaborados, 0);
  const totalRemuneraciones = sumar(e.trabajadores.map((t) => t.remuneraciones));
  const trabajadores = e.trabajadores.map((t) => {
    const porDias = totalDias ? alCentimo(mitad.times(t.diasLaborados).dividedBy(totalDias)) : dec(0);
    const porRem = totalRemuneraciones.gt(0)
      ? alCentimo(mitad.times(t.remuneraciones).dividedBy(totalRemuneraciones))
      : dec(0);
    const bruto = porDias.plus(porRem);
    const tope = t.remuneracionMensual ? dec(t.remuneracionMensual).times(TOPE_REMUNERACIONES) : bruto;
    const total = Decimal.min(bruto, tope);
    return {
      id: t.id,
      porDias: porDias.toFixed(2),
      porRemuneraciones: porRem.toFixed(2),
      total: total.toFixed(2),
      excedente: bruto.minus(total).toFixed(2),
    };
  });
  return {
    porcentaje,
    montoADistribuir: monto.toFixed(2),
    totalDias,
    totalRemuneraciones: totalRemuneraciones.toFixed(2),
    trabajadores,
    totalDistribuido: sumar(trabajadores.map((t) => t.total)).toFixed(2),
    totalExcedente: sumar(trabajadores.map((t) => t.excedente)).toFixed(2),
  };
}
