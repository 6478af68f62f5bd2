import type { ContratoFieldsFragment, ContratoInput } from '../../../gql/graphql';
import type { Errores } from '../../../ui/use-formulario';

/** The contract dialog; amounts and rates are the typed decimal strings. */
export interface ContratoForm {
  fecha_inicio: string;
  fecha_fin: string;
  regimen_laboral: string | null;
  cargo: string;
  remuneracion_basica: string;
  asignacion_familiar: boolean;
  sistema_pension: string | null;
  afp: string | null;
  cuspp: string;
  comision_afp: string | null;
  salud: string | null;
  tasa_sctr_salud: string;
  tasa_sctr_pension: string;
  horas_diarias: string;
  /** Null: the company's default schedule. */
  horario_id: string | null;
}

export const REGIMENES = [
  { value: 'general', label: 'General' },
  { value: 'pequena_empresa', label: 'Pequeña empresa' },
  { value: 'microempresa', label: 'Microempresa' },
] as const;

export const SISTEMAS_PENSION = [
  { value: 'onp', label: 'ONP' },
  { value: 'afp', label: 'AFP' },
  { value: 'ninguno', label: 'Sin sistema' },
] as const;

export const AFPS = ['HABITAT', 'INTEGRA', 'PRIMA', 'PROFUTURO'].map((a) => ({ value: a, label: a }));

export const COMISIONES_AFP = [
  { value: 'flujo', label: 'Flujo' },
  { value: 'mixta', label: 'Mixta' },
] as const;

export const SEGUROS_SALUD = [
  { value: 'essalud', label: 'EsSalud' },
  { value: 'eps', label: 'EPS' },
  { value: 'sis', label: 'SIS (microempresa)' },
] as const;

/** A new contract starts on the worker's hire date with the usual terms. */
export const contratoFormDe = (c: ContratoFieldsFragment | null, fechaIngreso: string): ContratoForm => ({
  fecha_inicio: c?.fecha_inicio ?? fechaIngreso,
  fecha_fin: c?.fecha_fin ?? '',
  regimen_laboral: c?.regimen_laboral ?? 'general',
  cargo: c?.cargo ?? '',
  remuneracion_basica: c?.remuneracion_basica ?? '',
  asignacion_familiar: c?.asignacion_familiar ?? false,
  sistema_pension: c?.sistema_pension ?? 'onp',
  afp: c?.afp ?? null,
  cuspp: c?.cuspp ?? '',
  comision_afp: c?.comision_afp ?? null,
  salud: c?.salud ?? 'essalud',
  tasa_sctr_salud: c?.tasa_sctr_salud ?? '',
  tasa_sctr_pension: c?.tasa_sctr_pension ?? '',
  horas_diarias: String(c?.horas_diarias ?? 8),
  horario_id: c?.horario_id ?? null,
});

export function validarContratoForm(f: ContratoForm): Errores<ContratoForm> {
  const e: Errores<ContratoForm> = {};
  if (!f.fecha_inicio) e.fecha_inicio = 'Ingrese la fecha de inicio';
  if (f.fecha_fin && f.fecha_fin < f.fecha_inicio) e.fecha_fin = 'No puede ser anterior al inicio';
  if (!f.regimen_laboral) e.regimen_laboral = 'Seleccione el régimen';
  if (!f.cargo.trim()) e.cargo = 'Ingrese el cargo';
  if (!/^\d+(\.\d{1,2})?$/.test(f.remuneracion_basica) || !/[1-9]/.test(f.remuneracion_basica))
    e.remuneracion_basica = 'Ingrese un importe mayor que cero';
  if (!f.sistema_pension) e.sistema_pension = 'Seleccione el sistema de pensiones';
  if (f.sistema_pension === 'afp') {
    if (!f.afp) e.afp = 'Seleccione la AFP';
    if (!/^[0-9A-Z]{12}$/.test(f.cuspp.trim())) e.cuspp = 'El CUSPP tiene 12 letras y dígitos';
    if (!f.comision_afp) e.comision_afp = 'Seleccione el tipo de comisión';
  }
  if (!f.salud) e.salud = 'Seleccione el seguro de salud';
  if (!/^[1-8]$/.test(f.horas_diarias)) e.horas_diarias = 'De 1 a 8 horas';
  return e;
}

const opcional = (v: string) => v.trim() || null;

export function entradaContrato(trabajadorId: string, f: ContratoForm): ContratoInput {
  const afp = f.sistema_pension === 'afp';
  return {
    trabajador_id: trabajadorId,
    fecha_inicio: f.fecha_inicio,
    fecha_fin: opcional(f.fecha_fin),
    regimen_laboral: f.regimen_laboral ?? '',
    cargo: f.cargo.trim(),
    remuneracion_basica: f.remuneracion_basica,
    asignacion_familiar: f.asignacion_familiar,
    sistema_pension: f.sistema_pension ?? '',
    afp: afp ? f.afp : null,
    cuspp: afp ? opcional(f.cuspp) : null,
    comision_afp: afp ? f.comision_afp : null,
    salud: f.salud ?? '',
    tasa_sctr_salud: opcional(f.tasa_sctr_salud),
    tasa_sctr_pension: opcional(f.tasa_sctr_pension),
    horas_diarias: Number(f.horas_diarias),
    horario_id: f.horario_id,
  };
}

/** How the contract list names a pension: 'AFP PRIMA (flujo)'. */
export function pensionDe(
  c: Pick<ContratoFieldsFragment, 'sistema_pension' | 'afp' | 'comision_afp'>,
): string {
  if (c.sistema_pension === 'afp') return `AFP ${c.afp ?? ''} (${c.comision_afp ?? ''})`;
  return c.sistema_pension === 'onp' ? 'ONP' : 'Sin sistema';
}
