import { validarSerie } from '../comprobantes/series.ts';

/**
 * SUNAT's file names: `RUC-TT-SERIE-NUMERO` for documents sent one by one (sendBill) and
 * `RUC-RC-YYYYMMDD-N` / `RUC-RA-YYYYMMDD-N` for resúmenes diarios and comunicaciones de baja
 * (sendSummary); the zip and the XML inside it carry the same name with `.zip` and `.xml`.
 */
export type TipoEnvioIndividual = '01' | '03' | '07' | '08';
export type TipoResumen = 'RC' | 'RA';

export type NombreArchivo =
  | {
      clase: 'comprobante';
      ruc: string;
      tipo: TipoEnvioIndividual;
      serie: string;
      numero: number;
      base: string;
    }
  | { clase: 'resumen'; ruc: string; tipo: TipoResumen; fecha: string; correlativo: number; base: string };

const TIPOS_INDIVIDUALES = new Set<string>(['01', '03', '07', '08']);

/** A physical series of documents issued on paper during an outage (contingencia): four digits. */
export const SERIE_CONTINGENCIA = /^\d{4}$/;

const serieValida = (tipo: string, serie: string) =>
  validarSerie(tipo, serie) === undefined || SERIE_CONTINGENCIA.test(serie);

/** Reads a file name with or without `.zip`/`.xml`; null when it does not follow SUNAT's rules. */
export function leerNombreArchivo(nombre: string): NombreArchivo | null {
  const base = nombre.replace(/\.(zip|xml)$/i, '');
  const c = base.match(/^(\d{11})-(\d{2})-([A-Z0-9]{4})-(\d{1,8})$/);
  if (c) {
    const [, ruc = '', tipo = '', serie = '', numero = ''] = c;
    if (!TIPOS_INDIVIDUALES.has(tipo) || !serieValida(tipo, serie) || Number(numero) < 1) {
      return null;
    }
    return {
      clase: 'comprobante',
      ruc,
      tipo: tipo as TipoEnvioIndividual,
      serie,
      numero: Number(numero),
      base,
    };
  }
  const r = base.match(/^(\d{11})-(RC|RA)-(\d{8})-(\d{1,5})$/);
  if (r) {
    const [, ruc = '', tipo = '', fecha = '', correlativo = ''] = r;
    if (!fechaValida(fecha) || Number(correlativo) < 1) return null;
    return {
      clase: 'resumen',
      ruc,
      tipo: tipo as TipoResumen,
      fecha,
      correlativo: Number(correlativo),
      base,
    };
  }
  return null;
}

function fechaValida(yyyymmdd: string): boolean {
  const iso = `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(iso);
}

/** `20601234565-01-F001-1` (no extension). */
export function nombreComprobante(
  ruc: string,
  tipo: TipoEnvioIndividual,
  serie: string,
  numero: number,
): string {
  return `${ruc}-${tipo}-${serie}-${numero}`;
}

/** `RC-20250115-1`: a summary's cbc:ID; `fecha` is the generation date, YYYY-MM-DD. */
export function idResumen(tipo: TipoResumen, fecha: string, correlativo: number): string {
  return `${tipo}-${fecha.replaceAll('-', '')}-${correlativo}`;
}

/** `20601234565-RC-20250115-1` (no extension); `fecha` is the generation date, YYYY-MM-DD. */
export function nombreResumen(ruc: string, tipo: TipoResumen, fecha: string, correlativo: number): string {
  return `${ruc}-${idResumen(tipo, fecha, correlativo)}`;
}

/** The cbc:ID the XML inside must carry: `F001-1` for a document, `RC-20250115-1` for a summary. */
export function idEsperado(n: NombreArchivo): string {
  return n.clase === 'comprobante' ? `${n.serie}-${n.numero}` : `${n.tipo}-${n.fecha}-${n.correlativo}`;
}

/** Compares an XML's cbc:ID with the file name; numbers compare by value (`F001-00000001` = `F001-1`). */
export function idCoincide(n: NombreArchivo, id: string): boolean {
  const m = id.trim().match(/^(.+)-(\d+)$/);
  if (!m) return false;
  const esperado = idEsperado(n).match(/^(.+)-(\d+)$/);
  return !!esperado && m[1] === esperado[1] && Number(m[2]) === Number(esperado[2]);
}
