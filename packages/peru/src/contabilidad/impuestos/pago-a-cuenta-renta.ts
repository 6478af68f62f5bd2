import Decimal from 'decimal.js';

/**
 * Monthly pagos a cuenta of the impuesto a la renta (tercera categoría) by tax regime, as dated data.
 * peru-facts has none of these figures: the rates and sources below are to verify against the laws
 * named before relying on them for a declaration.
 */

export type RegimenRenta = 'general' | 'mype' | 'rer' | 'nrus';

export type TasaRenta = {
  /** First period (AAAAMM) the rate applies. */
  desde: string;
  /** In percent. */
  porcentaje: string;
  /** MYPE tributario: the rate up to this many UIT of net income in the year; above it `porcentajeExceso`. */
  limiteUit?: string;
  porcentajeExceso?: string;
  fuente: string;
};

export const TASAS_PAGO_A_CUENTA: Readonly<Record<RegimenRenta, readonly TasaRenta[]>> = {
  general: [
    {
      desde: '201301',
      porcentaje: '1.5',
      fuente:
        'TUO LIR art. 85 (DL 1120): el mayor entre el coeficiente y 1.5 % de los ingresos netos del mes (por verificar)',
    },
  ],
  mype: [
    {
      desde: '201701',
      porcentaje: '1',
      limiteUit: '300',
      porcentajeExceso: '1.5',
      fuente:
        'DL 1269 (Régimen MYPE Tributario) art. 6: 1 % hasta 300 UIT de ingresos netos anuales; al superarlas, art. 85 LIR (por verificar)',
    },
  ],
  rer: [
    {
      desde: '201301',
      porcentaje: '1.5',
      fuente:
        'TUO LIR art. 120 (Régimen Especial): cuota de 1.5 % de los ingresos netos del mes (por verificar)',
    },
  ],
  nrus: [
    {
      desde: '200401',
      porcentaje: '0',
      fuente: 'DL 937 (Nuevo RUS): paga una cuota mensual fija, sin pagos a cuenta de la renta',
    },
  ],
};

export const REGIMENES_RENTA: readonly RegimenRenta[] = ['general', 'mype', 'rer', 'nrus'];

export type EntradaPagoACuenta = {
  regimen: RegimenRenta;
  periodo: string;
  /** Net income of the month (ventas netas of the registro de ventas), in soles. */
  ingresosMes: string;
  /** Net income of the year's earlier months, for the MYPE tributario's 300 UIT. */
  ingresosAnteriores: string;
  /** UIT of the period's year. */
  uit: string;
  /** Régimen general and MYPE above the limit: the coefficient of the last return, if any (0–1). */
  coeficiente?: string | null;
};

export type PagoACuenta = {
  base: string;
  /** The rate applied, in percent. */
  porcentaje: string;
  importe: string;
  /** How the rate was chosen, in Spanish for the screen and the PDF. */
  regla: string;
  fuente: string;
  /** MYPE tributario: the 300 UIT limit in soles and the year's net income up to the month. */
  limite?: string;
  acumulado?: string;
};

export function tasaRenta(regimen: RegimenRenta, periodo: string): TasaRenta {
  const tasa = TASAS_PAGO_A_CUENTA[regimen].filter((t) => t.desde <= periodo).at(-1);
  if (!tasa) throw new RangeError(`No hay tasa de pagos a cuenta registrada para ${periodo}`);
  return tasa;
}

const porciento = (p: Decimal) => `${p.toString()} %`;

/** The higher of 1.5 % and the coefficient (as a percentage), when one is given. */
function conCoeficiente(porcentaje: Decimal, coeficiente: string | null | undefined) {
  const c = coeficiente ? new Decimal(coeficiente).times(100) : undefined;
  if (!c || c.lte(porcentaje)) return { porcentaje, regla: `${porciento(porcentaje)} de los ingresos netos` };
  return { porcentaje: c, regla: `coeficiente ${coeficiente} (mayor que ${porciento(porcentaje)})` };
}

export function pagoACuentaRenta(e: EntradaPagoACuenta): PagoACuenta {
  const tasa = tasaRenta(e.regimen, e.periodo);
  const base = Decimal.max(new Decimal(e.ingresosMes), 0);
  let elegido = { porcentaje: new Decimal(tasa.porcentaje), regla: '' };
  let limite: Pick<PagoACuenta, 'limite' | 'acumulado'> = {};
  if (e.regimen === 'nrus') elegido.regla = 'El Nuevo RUS no hace pagos a cuenta del impuesto a la renta';
  else if (e.regimen === 'rer')
    elegido.regla = `${porciento(elegido.porcentaje)} de los ingresos netos (RER)`;
  else if (e.regimen === 'general') elegido = conCoeficiente(elegido.porcentaje, e.coeficiente);
  else {
    const tope = new Decimal(e.uit).times(tasa.limiteUit ?? 0);
    const acumulado = new Decimal(e.ingresosAnteriores).plus(e.ingresosMes);
    limite = { limite: tope.toFixed(2), acumulado: acumulado.toFixed(2) };
    if (acumulado.lte(tope))
      elegido.regla = `${porciento(elegido.porcentaje)}: ingresos netos del año hasta ${tasa.limiteUit} UIT`;
    else {
      const c = conCoeficiente(new Decimal(tasa.porcentajeExceso ?? tasa.porcentaje), e.coeficiente);
      elegido = {
        porcentaje: c.porcentaje,
        regla: `${c.regla}: ingresos netos del año sobre ${tasa.limiteUit} UIT`,
      };
    }
  }
  return {
    base: base.toFixed(2),
    porcentaje: elegido.porcentaje.toString(),
    importe: base
      .times(elegido.porcentaje)
      .dividedBy(100)
      .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
      .toFixed(2),
    regla: elegido.regla,
    fuente: tasa.fuente,
    ...limite,
  };
}
