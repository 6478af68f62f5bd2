import type Decimal from 'decimal.js';
import { alCentimo, dec, porcentajeDe, sumar } from './importes.ts';
import type { Afp, ParametrosPlanilla, TipoComisionAfp } from './parametros.ts';

/**
 * The worker's pension contribution on the month's pension base: ONP 13 %, or AFP aporte 10 % + prima
 * de seguro on the base up to the remuneración máxima asegurable + comisión sobre flujo (nothing on the
 * payslip for mixta). The RMA caps only the premium (peru-facts §4).
 */

export type SistemaPension =
  | { sistema: 'onp' }
  | { sistema: 'afp'; afp: Afp; comision: TipoComisionAfp }
  /** Not affiliated (e.g. a pensioner who no longer contributes). */
  | { sistema: 'ninguno' };

export type RetencionPension = {
  codigo: 'onp' | 'aporte_afp' | 'prima_seguro_afp' | 'comision_afp';
  nombre: string;
  plame: string;
  base: string;
  tasa: string;
  importe: string;
};

export type AportePension = {
  lineas: RetencionPension[];
  total: string;
  advertencias: string[];
};

const linea = (
  codigo: RetencionPension['codigo'],
  nombre: string,
  plame: string,
  base: Decimal,
  tasa: string,
): RetencionPension => ({
  codigo,
  nombre,
  plame,
  base: alCentimo(base).toFixed(2),
  tasa,
  importe: porcentajeDe(base, tasa).toFixed(2),
});

export function calcularAportePension(
  base: Decimal.Value,
  pension: SistemaPension,
  parametros: ParametrosPlanilla,
): AportePension {
  const b = dec(base);
  const advertencias: string[] = [];
  let lineas: RetencionPension[] = [];
  if (b.lte(0) || pension.sistema === 'ninguno') lineas = [];
  else if (pension.sistema === 'onp') lineas = [linea('onp', 'ONP (DL 19990)', '0607', b, parametros.onp)];
  else {
    const comision = parametros.comisionesAfp[pension.afp];
    if (!comision)
      throw new RangeError(`No hay comisiones de ${pension.afp} registradas para ${parametros.fecha}`);
    let asegurable = b;
    if (parametros.rma === undefined)
      advertencias.push(
        `No hay remuneración máxima asegurable registrada para ${parametros.fecha}: prima sin tope`,
      );
    else if (b.gt(parametros.rma)) asegurable = dec(parametros.rma);
    const flujo = pension.comision === 'flujo' ? comision.flujo : comision.mixtaFlujo;
    lineas = [
      linea('aporte_afp', `Aporte obligatorio ${pension.afp}`, '0608', b, parametros.aporteAfp),
      linea(
        'prima_seguro_afp',
        `Prima de seguro ${pension.afp}`,
        '0606',
        asegurable,
        parametros.primaSeguroAfp,
      ),
      linea('comision_afp', `Comisión ${pension.comision} ${pension.afp}`, '0601', b, flujo),
    ];
  }
  return { lineas, total: sumar(lineas.map((l) => l.importe)).toFixed(2), advertencias };
}
