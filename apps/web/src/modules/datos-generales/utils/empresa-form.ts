import { esRucValido, MENSAJE_RUC_INVALIDO, regimenDeRubro, validarDocumentoIdentidad } from '@kipu/peru';
import type { EmpresaInput } from '../../../gql/graphql';
import type { SelectOption } from '../../../ui/SelectBuscar';
import { DOCUMENTO_DNI, DOCUMENTO_RUC } from './opciones';

/** The company dialog's fields (every EmpresaInput field; the ubigeo as the chosen option). */
export interface EmpresaForm {
  ruc: string;
  documento_id: string;
  razon_social: string;
  nombre_comercial: string;
  direccion: string;
  ubigeo: SelectOption | null;
  estado: string;
  condicion: string;
  email: string;
  telefono: string;
  representante: string;
  dni: string;
  rubro: string | null;
  /** The company applies Ley 31556's reduced IGV (only offered for a restaurante or hotel rubro). */
  igv_reducido: boolean;
  regimen_planilla: string | null;
  /** Stored path of the uploaded logo. */
  logo: string | null;
}

export type ErroresEmpresa = Partial<Record<keyof EmpresaForm, string>>;

export const EMPRESA_VACIA: EmpresaForm = {
  ruc: '',
  documento_id: DOCUMENTO_RUC,
  razon_social: '',
  nombre_comercial: '',
  direccion: '',
  ubigeo: null,
  estado: 'ACTIVO',
  condicion: 'HABIDO',
  email: '',
  telefono: '',
  representante: '',
  dni: '',
  rubro: null,
  igv_reducido: false,
  regimen_planilla: null,
  logo: null,
};

/** The form of an existing company, from its full data (`empresa(id)`). */
export function empresaFormDe(e: {
  ruc: string;
  razon_social: string;
  nombre_comercial?: string | null;
  direccion?: string | null;
  ubigeo?: string | null;
  estado?: string | null;
  condicion?: string | null;
  email?: string | null;
  telefono?: string | null;
  documento_id?: string | null;
  dni?: string | null;
  representante?: string | null;
  logo?: string | null;
  rubro?: string | null;
  regimen_igv?: string | null;
  regimen_planilla?: string | null;
}): EmpresaForm {
  return {
    ruc: e.ruc,
    documento_id: e.documento_id ?? DOCUMENTO_RUC,
    razon_social: e.razon_social,
    nombre_comercial: e.nombre_comercial ?? '',
    direccion: e.direccion ?? '',
    ubigeo: e.ubigeo ? { value: e.ubigeo, label: e.ubigeo } : null,
    estado: e.estado ?? 'ACTIVO',
    condicion: e.condicion ?? 'HABIDO',
    email: e.email ?? '',
    telefono: e.telefono ?? '',
    representante: e.representante ?? '',
    dni: e.dni ?? '',
    rubro: e.rubro ?? null,
    igv_reducido: e.regimen_igv === 'restaurantes_hoteles_mype',
    regimen_planilla: e.regimen_planilla ?? null,
    logo: e.logo ?? null,
  };
}

/** Ley 31556's reduced IGV is for MYPE restaurants, hotels and alojamientos turísticos. */
export const admiteIgvReducido = (rubro: string | null) =>
  regimenDeRubro(rubro) === 'restaurantes_hoteles_mype';

/** The RUC's message: 'RUC no válido' unless it has 11 digits, a valid prefix and its check digit. */
export function errorRuc(ruc: string): string | undefined {
  return esRucValido(ruc.trim()) ? undefined : MENSAJE_RUC_INVALIDO;
}

/**
 * The checks made before sending (the server checks everything again and answers in Spanish): the RUC,
 * and the representative's DNI once typed.
 */
export function validarEmpresaForm(f: EmpresaForm): ErroresEmpresa {
  const errores: ErroresEmpresa = {};
  const ruc = errorRuc(f.ruc);
  if (ruc) errores.ruc = ruc;
  if (f.dni.trim()) {
    const dni = validarDocumentoIdentidad(DOCUMENTO_DNI, f.dni);
    if (dni) errores.dni = dni;
  }
  return errores;
}

/** The GraphQL input of the form, trimmed. */
export function entradaEmpresa(f: EmpresaForm): EmpresaInput {
  return {
    ruc: f.ruc.trim(),
    documento_id: f.documento_id,
    razon_social: f.razon_social.trim(),
    nombre_comercial: f.nombre_comercial.trim(),
    direccion: f.direccion.trim(),
    ubigeo: f.ubigeo?.value ?? '',
    estado: f.estado,
    condicion: f.condicion,
    email: f.email.trim(),
    telefono: f.telefono.trim(),
    representante: f.representante.trim(),
    dni: f.dni.trim(),
    rubro: f.rubro,
    regimen_igv: f.igv_reducido && admiteIgvReducido(f.rubro) ? 'restaurantes_hoteles_mype' : 'general',
    regimen_planilla: f.regimen_planilla,
    logo: f.logo,
  };
}
