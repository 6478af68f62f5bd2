import { sumarDiasCalendario, sumarDiasHabiles } from '../calendario/dias-habiles.ts';

/**
 * The supplier's term to answer a complaint, by the date it was filed (peru-facts §9): 30 calendar days
 * under DS 011-2011-PCM until Ley 31435 made it 15 business days, non-extendable, from 21-05-2022.
 */
const REGLAS = [
  { desde: '2022-05-21', tipo: 'habiles', dias: 15, norma: 'Ley 31435' },
  { desde: '0000-01-01', tipo: 'calendario', dias: 30, norma: 'DS 011-2011-PCM' },
] as const;

export type PlazoReclamo = { vence: string; dias: number; tipo: 'habiles' | 'calendario'; norma: string };

export function plazoDeRespuesta(fechaPresentacion: string): PlazoReclamo {
  const regla = REGLAS.find((r) => fechaPresentacion >= r.desde) ?? REGLAS[REGLAS.length - 1];
  if (!regla) throw new Error('Sin regla de plazo');
  const vence =
    regla.tipo === 'habiles'
      ? sumarDiasHabiles(fechaPresentacion, regla.dias)
      : sumarDiasCalendario(fechaPresentacion, regla.dias);
  return { vence, dias: regla.dias, tipo: regla.tipo, norma: regla.norma };
}
