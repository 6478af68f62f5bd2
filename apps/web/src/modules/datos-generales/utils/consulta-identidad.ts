import { esDniValido, esRucValido } from '@kipu/peru';
import type { SelectOption } from '../../../ui/SelectBuscar';
import { DOCUMENTO_DNI, DOCUMENTO_RUC } from './opciones';

/** What a look-up can fill in a form. */
export interface DatosConsultados {
  razon_social: string;
  direccion?: string;
  ubigeo?: SelectOption | null;
  estado?: string;
  condicion?: string;
  /** 'NO HABIDO' / 'BAJA' notice from the RUC record, to show as a warning. */
  advertencia?: string | null;
}

export interface RucConsultado {
  razon_social: string;
  estado: string;
  condicion: string;
  ubigeo?: string | null;
  direccion: string;
  advertencia?: string | null;
}

export interface DniConsultado {
  nombres: string;
  apellido_paterno: string;
  apellido_materno: string;
}

/** Which look-up a document allows: only a well-formed RUC or DNI is worth asking about. */
export function consultaPosible(documentoId: string, numero: string): 'ruc' | 'dni' | null {
  const n = numero.trim();
  if (documentoId === DOCUMENTO_RUC && esRucValido(n)) return 'ruc';
  if (documentoId === DOCUMENTO_DNI && esDniValido(n)) return 'dni';
  return null;
}

/** A RUC record as form fields; the padrón's '-' means no address. */
export function datosDeRuc(r: RucConsultado): DatosConsultados {
  const direccion = r.direccion.trim() === '-' ? '' : r.direccion.trim();
  return {
    razon_social: r.razon_social,
    direccion,
    ubigeo: r.ubigeo ? { value: r.ubigeo, label: r.ubigeo } : null,
    estado: r.estado,
    condicion: r.condicion,
    advertencia: r.advertencia ?? null,
  };
}

/** A person by DNI, named as SUNAT's registers write it: surnames first. */
export function datosDeDni(d: DniConsultado): DatosConsultados {
  const nombre = [d.apellido_paterno, d.apellido_materno, d.nombres]
    .map((p) => p.trim())
    .filter(Boolean)
    .join(' ');
  return { razon_social: nombre.toUpperCase() };
}

/** The fields a look-up answered, over the form's: what it did not answer stays as typed. */
export function aplicarConsulta<F extends { razon_social: string }>(form: F, datos: DatosConsultados): F {
  const { advertencia: _, ...campos } = datos;
  const definidos = Object.fromEntries(Object.entries(campos).filter(([, v]) => v !== undefined));
  return { ...form, ...definidos };
}

/** A select's options plus the looked-up value when the list lacks it (SUNAT adds states over time). */
export function conValorActual<O extends { value: string; label: string }>(
  opciones: readonly O[],
  actual: string | null,
): { value: string; label: string }[] {
  if (!actual || opciones.some((o) => o.value === actual)) return [...opciones];
  return [...opciones, { value: actual, label: actual }];
}
