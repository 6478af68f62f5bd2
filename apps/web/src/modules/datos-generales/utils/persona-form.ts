import { validarDocumentoIdentidad } from '@kipu/peru';
import type { PersonaInput } from '../../../gql/graphql';
import type { SelectOption } from '../../../ui/SelectBuscar';
import { DOCUMENTO_DNI, DOCUMENTO_RUC } from './opciones';

export type TipoPersona = 'cliente' | 'proveedor';

/** The client/supplier dialog's fields (every PersonaInput field but `tipo`, which the page gives). */
export interface PersonaForm {
  documento_id: string;
  numero: string;
  razon_social: string;
  direccion: string;
  ubigeo: SelectOption | null;
  estado: string | null;
  condicion: string | null;
  email: string;
  telefono: string;
  observacion: string;
  cuenta_detraccion: string;
}

export type ErroresPersona = Partial<Record<keyof PersonaForm, string>>;

/** A new client starts with a DNI, a new supplier with a RUC. */
export function personaVacia(tipo: TipoPersona): PersonaForm {
  return {
    documento_id: tipo === 'cliente' ? DOCUMENTO_DNI : DOCUMENTO_RUC,
    numero: '',
    razon_social: '',
    direccion: '',
    ubigeo: null,
    estado: null,
    condicion: null,
    email: '',
    telefono: '',
    observacion: '',
    cuenta_detraccion: '',
  };
}

export interface PersonaFila {
  documento_id: string;
  numero: string;
  razon_social: string;
  direccion?: string | null;
  ubigeo?: string | null;
  estado?: string | null;
  condicion?: string | null;
  email?: string | null;
  telefono?: string | null;
  observacion?: string | null;
  cuenta_detraccion?: string | null;
}

/** The form of an existing person; the ubigeo shows its code until its name arrives. */
export function personaFormDe(p: PersonaFila): PersonaForm {
  return {
    documento_id: p.documento_id,
    numero: p.numero,
    razon_social: p.razon_social,
    direccion: p.direccion ?? '',
    ubigeo: p.ubigeo ? { value: p.ubigeo, label: p.ubigeo } : null,
    estado: p.estado ?? null,
    condicion: p.condicion ?? null,
    email: p.email ?? '',
    telefono: p.telefono ?? '',
    observacion: p.observacion ?? '',
    cuenta_detraccion: p.cuenta_detraccion ?? '',
  };
}

/** The document number's message for its type (SUNAT catálogo 06), or undefined when it is right. */
export function errorNumeroDocumento(documentoId: string, numero: string): string | undefined {
  if (!numero.trim()) return 'Ingrese el número de documento';
  return validarDocumentoIdentidad(documentoId, numero);
}

export function validarPersonaForm(f: PersonaForm): ErroresPersona {
  const errores: ErroresPersona = {};
  const numero = errorNumeroDocumento(f.documento_id, f.numero);
  if (numero) errores.numero = numero;
  return errores;
}

const opcional = (texto: string) => texto.trim() || null;

export function entradaPersona(tipo: TipoPersona, f: PersonaForm): PersonaInput {
  return {
    tipo,
    documento_id: f.documento_id,
    numero: f.numero.trim(),
    razon_social: f.razon_social.trim(),
    direccion: opcional(f.direccion),
    ubigeo: f.ubigeo?.value ?? null,
    estado: f.estado,
    condicion: f.condicion,
    email: opcional(f.email),
    telefono: opcional(f.telefono),
    observacion: opcional(f.observacion),
    cuenta_detraccion: opcional(f.cuenta_detraccion),
  };
}
