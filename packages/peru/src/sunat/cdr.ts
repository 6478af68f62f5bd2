import { unzipSync } from 'fflate';
import { decodificarXml, en, hijos, leerXml, textoEn } from './xml.ts';

/**
 * SUNAT's CDR (constancia de recepción): an ApplicationResponse inside a zip `R-<name>.zip`, whose
 * cac:DocumentResponse/cac:Response holds the ResponseCode (0 accepted, 2000–3999 rejected, 4000+
 * observed) and the Description; observations come as cbc:Note `CODE - text`.
 */
export type EstadoCdr = 'aceptado' | 'observado' | 'rechazado';
export type NotaCdr = { codigo: string; descripcion: string };

export type Cdr = {
  estado: EstadoCdr;
  codigo: string;
  descripcion: string;
  notas: NotaCdr[];
  /** The document the CDR answers (`F001-1`, `RC-20250115-1`). */
  documento: string;
};

export type ResultadoCdr = Cdr & { cdrZip: Uint8Array; cdrXml: string };

export function estadoPorCodigo(codigo: string, hayNotas: boolean): EstadoCdr {
  const n = Number(codigo);
  if (n === 0) return hayNotas ? 'observado' : 'aceptado';
  if (n >= 4000) return 'observado';
  return 'rechazado';
}

function leerNota(texto: string): NotaCdr {
  const m = texto.trim().match(/^(\d{3,4})\s*-\s*([\s\S]*)$/);
  return m
    ? { codigo: m[1] ?? '', descripcion: (m[2] ?? '').trim() }
    : { codigo: '', descripcion: texto.trim() };
}

/** Reads the CDR XML; throws when it is not an ApplicationResponse with a response code. */
export function leerCdr(xml: string): Cdr {
  const doc = leerXml(xml);
  const raiz = doc?.documentElement;
  if (raiz?.localName !== 'ApplicationResponse') throw new Error('El CDR no es un ApplicationResponse');
  const respuesta = en(raiz, 'DocumentResponse', 'Response');
  const codigo = textoEn(respuesta, 'ResponseCode');
  if (!codigo || !/^\d+$/.test(codigo)) throw new Error('El CDR no tiene código de respuesta');
  const notas = hijos(raiz, 'Note')
    .map((n) => leerNota(n.textContent ?? ''))
    .filter((n) => n.descripcion || n.codigo);
  return {
    estado: estadoPorCodigo(codigo, notas.length > 0),
    codigo,
    descripcion: textoEn(respuesta, 'Description') ?? '',
    notas,
    documento:
      textoEn(respuesta, 'ReferenceID') || textoEn(raiz, 'DocumentResponse', 'DocumentReference', 'ID') || '',
  };
}

/** Opens the CDR zip (SUNAT's may carry an empty `dummy/` folder beside `R-<name>.xml`). */
export function abrirCdr(zip: Uint8Array): ResultadoCdr {
  let archivos: Record<string, Uint8Array>;
  try {
    archivos = unzipSync(zip);
  } catch {
    throw new Error('El CDR no es un zip legible');
  }
  const nombre = Object.keys(archivos).find((n) => /(^|\/)R-[^/]+\.xml$/i.test(n));
  const bytes = nombre ? archivos[nombre] : undefined;
  if (!bytes) throw new Error('El zip del CDR no contiene R-*.xml');
  const cdrXml = decodificarXml(bytes);
  return { ...leerCdr(cdrXml), cdrZip: zip, cdrXml };
}
