import { CTS } from './beneficio-cts.ts';
import { GRATIFICACION } from './beneficio-gratificacion.ts';
import { LIQUIDACION } from './beneficio-liquidacion.ts';
import { UTILIDADES } from './beneficio-utilidades.ts';
import { VACACIONES } from './beneficio-vacaciones.ts';
import type { Calculador } from './calculo.ts';
import type { TipoBeneficio } from './periodo-beneficio.ts';

export const CALCULADORES: Readonly<Record<TipoBeneficio, Calculador>> = {
  gratificacion: GRATIFICACION,
  cts: CTS,
  vacaciones: VACACIONES,
  utilidades: UTILIDADES,
  liquidacion: LIQUIDACION,
};
