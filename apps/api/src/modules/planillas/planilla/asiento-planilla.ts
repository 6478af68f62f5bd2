import type { BoletaMensual, LineaBoleta } from '@kipu/peru';
import Decimal from 'decimal.js';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { MovimientoLibro } from '../../contabilidad/libro/registrar-operacion.ts';

/**
 * Where each payslip line goes in the PCGE 2019 (last level). Income is a 62 expense; deductible
 * discounts (late arrivals, absences) lower the pay itself; advances settle the 1412 receivable.
 */
export const GASTO: Record<string, string> = {
  remuneracion_basica: '6211',
  asignacion_familiar: '6211',
  horas_extras_25: '6211',
  horas_extras_35: '6211',
  feriado_trabajado: '6211',
  bonificacion: '6211',
  licencia_con_goce: '6211',
  movilidad: '6211',
  comision: '6212',
  gratificacion: '6214',
  gratificacion_trunca: '6214',
  bonificacion_extraordinaria: '6214',
  remuneracion_vacacional: '6215',
  vacaciones_truncas: '6215',
  indemnizacion_vacaciones: '6215',
  indemnizacion_despido: '623',
  cts: '6291',
  utilidades: '62941',
};
export const RETENCION: Record<string, string> = {
  onp: '4032',
  aporte_afp: '417',
  prima_seguro_afp: '417',
  comision_afp: '417',
  renta_quinta: '40173',
};
const DESCUENTO: Record<string, string> = {
  tardanza: '6211',
  inasistencia: '6211',
  descuento_deducible: '6211',
  adelanto: '1412',
  otro_descuento: '4699',
};
/** Employer contributions: [expense, payable]. */
const APORTE: Record<string, [string, string]> = {
  essalud: ['6271', '4031'],
  sis: ['6271', '4039'],
  credito_eps: ['6275', '4699'],
  sctr_salud: ['6273', '4699'],
  sctr_pension: ['6273', '4699'],
  vida_ley: ['6274', '4699'],
  senati: ['6277', '4033'],
};
export const CUENTA_NETO = '4111';

/** Every account the asiento may use, so the company's chart can be checked before posting. */
export const CUENTAS_PLANILLA = [
  ...new Set([
    ...Object.values(GASTO),
    ...Object.values(RETENCION),
    ...Object.values(DESCUENTO),
    ...Object.values(APORTE).flat(),
    CUENTA_NETO,
  ]),
];

const cuentaDe = (tabla: Record<string, string>, l: LineaBoleta) => {
  const cuenta = tabla[l.codigo];
  if (!cuenta) throw entradaInvalida(`El concepto ${l.nombre} no tiene cuenta contable para la planilla`);
  return cuenta;
};

/**
 * The month's asiento from its payslips, one line per account and side (amounts summed in decimal):
 * 62 expenses and employer contributions against withholdings, discounts, contributions payable and
 * the net pay in 4111. It balances because each payslip's net is income − withholdings − discounts.
 */
export function asientoDePlanilla(boletas: readonly BoletaMensual[], glosa: string): MovimientoLibro[] {
  const debe = new Map<string, Decimal>();
  const haber = new Map<string, Decimal>();
  const sumar = (lado: Map<string, Decimal>, cuenta: string, importe: Decimal.Value) =>
    lado.set(cuenta, (lado.get(cuenta) ?? new Decimal(0)).plus(importe));
  for (const b of boletas) {
    for (const l of b.ingresos) sumar(debe, cuentaDe(GASTO, l), l.importe);
    for (const l of b.retenciones) sumar(haber, cuentaDe(RETENCION, l), l.importe);
    for (const l of b.descuentos) {
      const cuenta = cuentaDe(DESCUENTO, l);
      // A deductible discount is pay not earned: it lowers the expense instead of crediting it.
      if (cuenta.startsWith('62')) sumar(debe, cuenta, new Decimal(l.importe).negated());
      else sumar(haber, cuenta, l.importe);
    }
    for (const l of b.aportesEmpleador) {
      const par = APORTE[l.codigo];
      if (!par) throw entradaInvalida(`El aporte ${l.nombre} no tiene cuenta contable para la planilla`);
      sumar(debe, par[0], l.importe);
      sumar(haber, par[1], l.importe);
    }
    sumar(haber, CUENTA_NETO, b.neto);
  }
  const lineas = (lado: Map<string, Decimal>, esDebe: boolean): MovimientoLibro[] =>
    [...lado.entries()]
      .filter(([, v]) => !v.isZero())
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([cuenta, v]) => ({
        cuenta,
        debe: esDebe ? v.toFixed(2) : '0.00',
        haber: esDebe ? '0.00' : v.toFixed(2),
        debeMe: '0.00',
        haberMe: '0.00',
        glosa,
      }));
  return [...lineas(debe, true), ...lineas(haber, false)];
}
