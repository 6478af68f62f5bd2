import { esEmailValido } from '../identidad/email.ts';
import { esCelularPeruano } from '../identidad/telefono.ts';

/** The complaint form (spec 01 §3, §5), as the consumer fills it. */
export type ReclamoEntrada = {
  namefull: string;
  ubicate: string;
  address: string;
  email: string;
  phone: string;
  description: string;
  nro: string;
  opcion0: string;
  opcion1: string;
  option2: string;
  firma: string;
};

export const BIENES = ['PRODUCTO', 'SERVICIO'] as const;
export const TIPOS_RECLAMO = ['RECLAMO', 'QUEJA'] as const;

/** Exact texts of spec 01 §5. */
export const MENSAJES_RECLAMO = {
  namefull: 'Ingresar Nombres y Apellidos',
  ubicate: 'Selecionar una Ciudad',
  address: 'Ingresar una Dirección Completa',
  email: 'Ingresar Correo Valido',
  phone: 'Ingresar un Número de Celular Válido',
  description: 'Ingresar una Descripción detallada del Queja o Reclamo',
  nro: 'Ingresar el Número del documento que Selecciono',
  opcion0: 'Selecionar un Tipo de Documento',
  opcion1: 'Selecione una Opción',
  option2: 'Selecione una Opción',
  firma: 'Ingrear una Firma Válida',
  incompleto: 'Completar campos Requeridos',
  noUsuario: 'No Se Puede Registrar Reclamo Porque No Eres Usuario de Nuestra Plataforma',
} as const;

/** Upper bounds that keep the hoja printable and the endpoint cheap to abuse. */
export const LIMITES_RECLAMO = {
  namefull: 150,
  address: 250,
  description: 3000,
  nro: 20,
  email: 254,
  phone: 20,
} as const;

export type ErroresReclamo = Partial<Record<keyof ReclamoEntrada, string>>;

const larga = (texto: string, minimoExcluido: number, maximo: number) => {
  const t = texto.trim();
  return t.length > minimoExcluido && t.length <= maximo;
};

/** One message per wrong field; empty when the form can be sent. `firmaEnBlanco` comes from the canvas. */
export function validarReclamo(r: ReclamoEntrada): ErroresReclamo {
  const e: ErroresReclamo = {};
  const L = LIMITES_RECLAMO;
  if (!larga(r.namefull, 10, L.namefull)) e.namefull = MENSAJES_RECLAMO.namefull;
  if (!/^\d{6}$/.test(r.ubicate)) e.ubicate = MENSAJES_RECLAMO.ubicate;
  if (!larga(r.address, 8, L.address)) e.address = MENSAJES_RECLAMO.address;
  if (!esEmailValido(r.email.trim())) e.email = MENSAJES_RECLAMO.email;
  if (!esCelularPeruano(r.phone)) e.phone = MENSAJES_RECLAMO.phone;
  if (!larga(r.description, 10, L.description)) e.description = MENSAJES_RECLAMO.description;
  if (r.nro.trim().length < 8 || r.nro.trim().length > L.nro || !/^[A-Za-z0-9-]+$/.test(r.nro.trim())) {
    e.nro = MENSAJES_RECLAMO.nro;
  }
  if (!r.opcion0.trim()) e.opcion0 = MENSAJES_RECLAMO.opcion0;
  if (!(BIENES as readonly string[]).includes(r.opcion1)) e.opcion1 = MENSAJES_RECLAMO.opcion1;
  if (!(TIPOS_RECLAMO as readonly string[]).includes(r.option2)) e.option2 = MENSAJES_RECLAMO.option2;
  if (!/^data:image\/png;base64,[A-Za-z0-9+/=]{100,}$/.test(r.firma)) e.firma = MENSAJES_RECLAMO.firma;
  return e;
}
