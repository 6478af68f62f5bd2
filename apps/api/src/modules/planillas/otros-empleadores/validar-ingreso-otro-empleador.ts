import { esImporte } from '@kipu/peru/contabilidad/importes-documento';
import { esRucValido } from '@kipu/peru/identidad/ruc';
import Decimal from 'decimal.js';

/** Other-employer income as the screen sends it. */
export type IngresoOtroEmpleadorEntrada = {
  trabajador_id: string;
  periodo: string;
  ruc: string;
  razon_social?: string | null;
  ingresos: string;
  retenciones?: string | null;
};

export type IngresoOtroEmpleadorColumnas = {
  periodo: string;
  ruc: string;
  razonSocial: string;
  ingresos: string;
  retenciones: string;
};

const t = (v: string | null | undefined) => (v ?? '').trim();

/**
 * Checks a certificate of another employer's 5ta income (answers the Spanish message of its first
 * problem): a month AAAAMM, the other employer's RUC (never the company's own), amounts not negative with
 * up to two decimals, something declared, and no more withheld than earned.
 */
export function validarIngresoOtroEmpleador(
  e: IngresoOtroEmpleadorEntrada,
  rucPropio: string,
): { error: string } | { columnas: IngresoOtroEmpleadorColumnas } {
  if (!/^\d{4}(0[1-9]|1[0-2])$/.test(t(e.periodo))) return { error: 'El periodo no es válido (AAAAMM)' };
  if (!esRucValido(t(e.ruc))) return { error: 'RUC no válido' };
  if (t(e.ruc) === rucPropio)
    return { error: 'El RUC es el de la propia empresa: registre solo ingresos de otros empleadores' };
  const ingresos = t(e.ingresos) || '0';
  const retenciones = t(e.retenciones) || '0';
  for (const [campo, v] of [
    ['ingresos', ingresos],
    ['retenciones', retenciones],
  ] as const)
    if (!esImporte(v)) return { error: `El importe de ${campo} (${v}) no es válido` };
  if (new Decimal(ingresos).isZero() && new Decimal(retenciones).isZero())
    return { error: 'Indique los ingresos o las retenciones del otro empleador' };
  if (new Decimal(retenciones).gt(ingresos))
    return { error: 'Las retenciones no pueden superar los ingresos del otro empleador' };
  return {
    columnas: {
      periodo: t(e.periodo),
      ruc: t(e.ruc),
      razonSocial: t(e.razon_social).toUpperCase(),
      ingresos: new Decimal(ingresos).toFixed(2),
      retenciones: new Decimal(retenciones).toFixed(2),
    },
  };
}
