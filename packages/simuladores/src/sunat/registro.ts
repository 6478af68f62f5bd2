import { hijos, textoEn } from '@kipu/peru/sunat/xml';
import type { Envio } from './revision.ts';

/**
 * What the simulated SUNAT knows of each document: its state and issue date, and the CDR of those sent
 * one by one. Boletas informed in a resumen diario have no CDR of their own; a comunicación de baja or
 * a resumen line with condition 3 leaves a document 'anulado' (its CDR stays, as SUNAT keeps it).
 */
export type EstadoRegistrado = 'aceptado' | 'rechazado' | 'anulado';
export type Registrado = { estado: EstadoRegistrado; fecha: string; cdrZip?: Uint8Array };
export type Registro = Map<string, Registrado>;

/** Key of a document whatever zeros its number was written with. */
export const claveDocumento = (ruc: string, tipo: string, serie: string, numero: number | string) =>
  `${ruc}-${tipo}-${serie}-${Number(numero)}`;

type Linea = { tipo: string; serie: string; numero: string; condicion: string };

function lineas(envio: Envio): Linea[] {
  const { raiz, nombre } = envio;
  if (nombre.clase !== 'resumen') return [];
  if (nombre.tipo === 'RA') {
    return hijos(raiz, 'VoidedDocumentsLine').map((l) => ({
      tipo: textoEn(l, 'DocumentTypeCode') ?? '',
      serie: textoEn(l, 'DocumentSerialID') ?? '',
      numero: textoEn(l, 'DocumentNumberID') ?? '',
      condicion: '3',
    }));
  }
  return hijos(raiz, 'SummaryDocumentsLine').map((l) => {
    const [serie = '', numero = ''] = (textoEn(l, 'ID') ?? '').split('-');
    return {
      tipo: textoEn(l, 'DocumentTypeCode') ?? '',
      serie,
      numero,
      condicion: textoEn(l, 'Status', 'ConditionCode') ?? '',
    };
  });
}

export type Efecto = { rechazo: string; documento: string } | { cambios: [string, Registrado][] };

/**
 * The effect of an accepted summary's lines on the registered documents, or the code SUNAT rejects it
 * with: voiding what it does not have (2105), what is already voided (2106) or rejected (2398), a date
 * other than the documents' (2375); adding a boleta it already has (2282).
 */
export function efectoDelResumen(envio: Envio, registro: Registro): Efecto {
  const ruc = envio.nombre.ruc;
  const fecha = textoEn(envio.raiz, 'ReferenceDate') ?? '';
  // Lines apply in order: a boleta added and voided in the same summary ends voided.
  const vista = new Map<string, Registrado>();
  for (const l of lineas(envio)) {
    const clave = claveDocumento(ruc, l.tipo, l.serie, l.numero);
    const documento = `${l.serie}-${Number(l.numero)}`;
    const actual = vista.get(clave) ?? registro.get(clave);
    if (l.condicion === '1') {
      if (actual) return { rechazo: '2282', documento };
      vista.set(clave, { estado: 'aceptado', fecha });
      continue;
    }
    if (!actual) return { rechazo: '2105', documento };
    if (actual.estado === 'anulado') return { rechazo: '2106', documento };
    if (actual.estado === 'rechazado') return { rechazo: '2398', documento };
    if (actual.fecha !== fecha) return { rechazo: '2375', documento };
    if (l.condicion === '3') vista.set(clave, { ...actual, estado: 'anulado' });
  }
  return { cambios: [...vista] };
}
