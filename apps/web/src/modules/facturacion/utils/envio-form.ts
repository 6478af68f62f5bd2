import type { ContingenciaInput } from '../../../gql/graphql';
import { type BaseCalculo, type ComprobanteForm, inputEmision } from './comprobante-form';

/** A document issued on paper during an outage: its printed series, number and date. */
export interface DatosContingencia {
  /** Four digits, as printed (0001). */
  serie: string;
  /** As printed; '' until typed. */
  numero: string;
  /** YYYY-MM-DD */
  fecha: string;
}

/** A printed series is four digits; SUNAT reads it from the file name as is. */
export const SERIE_FISICA = /^\d{4}$/;

/** Why the printed data cannot be registered yet, or null (the server checks the date window). */
export function problemaContingencia(d: DatosContingencia): string | null {
  if (!SERIE_FISICA.test(d.serie.trim())) return 'La serie impresa tiene 4 dígitos (por ejemplo 0001)';
  const n = Number(d.numero.trim());
  if (!/^\d{1,8}$/.test(d.numero.trim()) || n < 1) return 'Ingrese el número impreso del comprobante';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d.fecha)) return 'Ingrese la fecha de emisión del comprobante';
  return null;
}

/** What registrarContingencia receives: the emission form's document with the printed data. */
export function inputContingencia(
  form: ComprobanteForm,
  base: BaseCalculo,
  d: DatosContingencia,
): ContingenciaInput {
  const { serie: _, ...documento } = inputEmision(form, base);
  return { ...documento, serie: d.serie.trim(), numero: Number(d.numero.trim()), fecha_emision: d.fecha };
}

/** Catálogo 19, how a resumen line informs its document. */
export function condicionResumen(condicion: string | null | undefined): string {
  if (condicion === '1') return 'Adicionar';
  if (condicion === '2') return 'Modificar';
  if (condicion === '3') return 'Anular';
  return 'Baja';
}

/** The reason a voiding needs: SUNAT takes 3 to 100 characters. */
export function problemaMotivo(motivo: string): string | null {
  const m = motivo.trim();
  if (m.length < 3) return 'Indique el motivo de la baja (al menos 3 caracteres)';
  if (m.length > 100) return 'El motivo admite hasta 100 caracteres';
  return null;
}

/** Only what SUNAT accepted or observed can be voided (a baja of anything else is refused). */
export const anulable = (estado: string) => estado === 'aceptado' || estado === 'observado';

/** Where a company sends its documents: SUNAT's own names, and whether each is a test environment. */
export const DESTINOS_ENVIO = [
  { value: 'simulador', label: 'Simulador de pruebas (sin valor tributario)', pruebas: true },
  { value: 'beta', label: 'SUNAT beta (pruebas, sin valor tributario)', pruebas: true },
  { value: 'produccion', label: 'SUNAT producción', pruebas: false },
  { value: 'ose', label: 'OSE (operador de servicios electrónicos)', pruebas: false },
] as const;

export const nombreDestino = (soapEnvio: string) =>
  DESTINOS_ENVIO.find((d) => d.value === soapEnvio)?.label ?? soapEnvio;

export interface ConfiguracionEnvioForm {
  soap_envio: string;
  url_ose: string;
  envio_boletas: string;
}

/** Why the sending settings cannot be saved yet, or null (the server checks the same and the URL's form). */
export function problemaConfiguracionEnvio(f: ConfiguracionEnvioForm): string | null {
  if (f.soap_envio === 'ose' && !f.url_ose.trim()) return 'Indique la URL del OSE';
  if (f.soap_envio === 'ose' && !/^https:\/\//i.test(f.url_ose.trim()))
    return 'La URL del OSE debe empezar con https://';
  return null;
}
