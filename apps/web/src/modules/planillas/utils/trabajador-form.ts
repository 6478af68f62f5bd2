import type { TrabajadorFieldsFragment, TrabajadorInput } from '../../../gql/graphql';
import type { Errores } from '../../../ui/use-formulario';

/** The worker dialog; optional texts stay '' until sent (then null). */
export interface TrabajadorForm {
  tipo_documento: string;
  numero_documento: string;
  apellido_paterno: string;
  apellido_materno: string;
  nombres: string;
  fecha_nacimiento: string;
  sexo: string | null;
  direccion: string;
  email: string;
  telefono: string;
  banco: string;
  cuenta_bancaria: string;
  fecha_ingreso: string;
  fecha_cese: string;
  motivo_cese: string;
}

/** Catálogo 06 documents a worker may carry (no RUC). */
export const TIPOS_DOCUMENTO_TRABAJADOR = [
  { value: '1', label: 'DNI' },
  { value: '4', label: 'Carné de extranjería' },
  { value: '7', label: 'Pasaporte' },
] as const;

export const SEXOS = [
  { value: 'M', label: 'Masculino' },
  { value: 'F', label: 'Femenino' },
] as const;

export const trabajadorFormDe = (w: TrabajadorFieldsFragment | null): TrabajadorForm => ({
  tipo_documento: w?.tipo_documento ?? '1',
  numero_documento: w?.numero_documento ?? '',
  apellido_paterno: w?.apellido_paterno ?? '',
  apellido_materno: w?.apellido_materno ?? '',
  nombres: w?.nombres ?? '',
  fecha_nacimiento: w?.fecha_nacimiento ?? '',
  sexo: w?.sexo ?? null,
  direccion: w?.direccion ?? '',
  email: w?.email ?? '',
  telefono: w?.telefono ?? '',
  banco: w?.banco ?? '',
  cuenta_bancaria: w?.cuenta_bancaria ?? '',
  fecha_ingreso: w?.fecha_ingreso ?? '',
  fecha_cese: w?.fecha_cese ?? '',
  motivo_cese: w?.motivo_cese ?? '',
});

/** What the form can tell before asking the server (which checks the document and the dates again). */
export function validarTrabajadorForm(f: TrabajadorForm): Errores<TrabajadorForm> {
  const e: Errores<TrabajadorForm> = {};
  if (!f.numero_documento.trim()) e.numero_documento = 'Ingrese el número de documento';
  if (!f.apellido_paterno.trim()) e.apellido_paterno = 'Ingrese el apellido paterno';
  if (!f.nombres.trim()) e.nombres = 'Ingrese los nombres';
  if (!f.fecha_ingreso) e.fecha_ingreso = 'Ingrese la fecha de ingreso';
  if (f.fecha_cese && !f.motivo_cese.trim()) e.motivo_cese = 'Indique el motivo del cese';
  return e;
}

const opcional = (v: string) => v.trim() || null;

export const entradaTrabajador = (f: TrabajadorForm): TrabajadorInput => ({
  tipo_documento: f.tipo_documento,
  numero_documento: f.numero_documento.trim(),
  apellido_paterno: f.apellido_paterno.trim(),
  apellido_materno: opcional(f.apellido_materno),
  nombres: f.nombres.trim(),
  fecha_nacimiento: opcional(f.fecha_nacimiento),
  sexo: f.sexo,
  direccion: opcional(f.direccion),
  email: opcional(f.email),
  telefono: opcional(f.telefono),
  banco: opcional(f.banco),
  cuenta_bancaria: opcional(f.cuenta_bancaria),
  fecha_ingreso: f.fecha_ingreso,
  fecha_cese: opcional(f.fecha_cese),
  motivo_cese: opcional(f.motivo_cese),
});

/** 'QUISPE MAMANI ROSA'. */
export const nombreCompleto = (
  w: Pick<TrabajadorFieldsFragment, 'apellido_paterno' | 'apellido_materno' | 'nombres'>,
) => `${w.apellido_paterno} ${w.apellido_materno} ${w.nombres}`.replace(/\s+/g, ' ').trim();
