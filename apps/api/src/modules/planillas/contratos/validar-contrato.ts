import type { schema } from '@kipu/db';
import { AFPS, REGIMENES_LABORALES } from '@kipu/peru';
import { esImporte } from '@kipu/peru/contabilidad/importes-documento';
import { esFecha } from '@kipu/peru/ubl/partes';
import Decimal from 'decimal.js';
import { recortar as t } from '../../../shared/tablas-de-empresa.ts';

export type ContratoEntrada = {
  trabajador_id: string;
  fecha_inicio: string;
  fecha_fin?: string | null;
  regimen_laboral: string;
  cargo: string;
  remuneracion_basica: string;
  asignacion_familiar?: boolean | null;
  sistema_pension: string;
  afp?: string | null;
  cuspp?: string | null;
  comision_afp?: string | null;
  salud: string;
  tasa_sctr_salud?: string | null;
  tasa_sctr_pension?: string | null;
  horas_diarias?: number | null;
  horario_id?: string | null;
};

export type ContratoColumnas = Omit<typeof schema.contratos.$inferInsert, 'empresaId'>;

const incluye = <T extends string>(lista: readonly T[], v: string): v is T => lista.includes(v as T);
const TASA = /^\d{1,3}(\.\d{1,4})?$/;

/** Checks a contract's terms (answers the Spanish message of its first problem) and maps them to columns. */
export function validarContrato(e: ContratoEntrada): { error: string } | { columnas: ContratoColumnas } {
  if (!esFecha(t(e.fecha_inicio))) return { error: 'La fecha de inicio no es válida (AAAA-MM-DD)' };
  if (t(e.fecha_fin) && !esFecha(t(e.fecha_fin)))
    return { error: 'La fecha de fin no es válida (AAAA-MM-DD)' };
  if (t(e.fecha_fin) && t(e.fecha_fin) < t(e.fecha_inicio))
    return { error: 'La fecha de fin no puede ser anterior a la de inicio' };
  const regimen = t(e.regimen_laboral);
  if (!incluye(REGIMENES_LABORALES, regimen))
    return { error: 'El régimen laboral debe ser general, pequena_empresa o microempresa' };
  if (!t(e.cargo)) return { error: 'Ingrese el cargo' };
  if (!esImporte(t(e.remuneracion_basica)) || new Decimal(t(e.remuneracion_basica)).lte(0))
    return { error: 'La remuneración básica debe ser un importe mayor que cero con hasta dos decimales' };
  const pension = t(e.sistema_pension);
  if (!incluye(['onp', 'afp', 'ninguno'] as const, pension))
    return { error: 'El sistema de pensiones debe ser onp, afp o ninguno' };
  const afp = t(e.afp).toUpperCase();
  const comision = t(e.comision_afp);
  if (pension === 'afp') {
    if (!incluye(AFPS, afp)) return { error: `Seleccione la AFP (${AFPS.join(', ')})` };
    if (!/^[0-9A-Z]{12}$/.test(t(e.cuspp).toUpperCase()))
      return { error: 'El CUSPP tiene 12 letras y dígitos' };
    if (!incluye(['flujo', 'mixta'] as const, comision))
      return { error: 'El tipo de comisión de la AFP debe ser flujo o mixta' };
  }
  const salud = t(e.salud);
  if (!incluye(['essalud', 'eps', 'sis'] as const, salud))
    return { error: 'El seguro de salud debe ser essalud, eps o sis' };
  if (salud === 'sis' && regimen !== 'microempresa')
    return { error: 'El SIS semicontributivo solo corresponde a la microempresa' };
  for (const [nombre, tasa] of [
    ['SCTR salud', e.tasa_sctr_salud],
    ['SCTR pensión', e.tasa_sctr_pension],
  ] as const)
    if (t(tasa) && (!TASA.test(t(tasa)) || new Decimal(t(tasa)).gt(100)))
      return { error: `La tasa de ${nombre} es un porcentaje de hasta cuatro decimales` };
  const horas = e.horas_diarias ?? 8;
  if (!Number.isInteger(horas) || horas < 1 || horas > 8)
    return { error: 'La jornada diaria es de 1 a 8 horas' };
  const esAfp = pension === 'afp';
  return {
    columnas: {
      trabajadorId: e.trabajador_id,
      fechaInicio: t(e.fecha_inicio),
      fechaFin: t(e.fecha_fin) || null,
      regimenLaboral: regimen,
      cargo: t(e.cargo).toUpperCase(),
      remuneracionBasica: new Decimal(t(e.remuneracion_basica)).toFixed(2),
      asignacionFamiliar: e.asignacion_familiar ?? false,
      sistemaPension: pension,
      afp: esAfp ? afp : null,
      cuspp: esAfp ? t(e.cuspp).toUpperCase() : null,
      comisionAfp: esAfp ? (comision as 'flujo' | 'mixta') : null,
      salud,
      tasaSctrSalud: t(e.tasa_sctr_salud) || null,
      tasaSctrPension: t(e.tasa_sctr_pension) || null,
      horasDiarias: horas,
      horarioId: t(e.horario_id) || null,
    },
  };
}
