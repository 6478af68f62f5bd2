/**
 * The name of a PLE file, `LERRRRRRRRRRRAAAAMMDDLLLLLLCCOIMG.TXT` (SUNAT Anexo 2, "Estructura del nombre
 * del archivo"; reference-data `ple-estructuras/libros-nombre-archivo.csv`):
 * LE · RUC · year · month (00 for yearly books) · day (Inventarios y Balances only, else 00) · book ·
 * CC EEFF opportunity (Inventarios y Balances only, else 00) · O operations (0 baja de RUC, 1 operativa,
 * 2 cierre del libro) · I contents (1 with data, 0 empty) · M currency (1 soles, 2 dollars) · G 1.
 */
export type DatosNombrePle = {
  ruc: string;
  /** 'YYYYMM' (for a yearly book, 'YYYY00'). */
  periodo: string;
  /** Book code, e.g. 140100. */
  libro: string;
  /** Day of the EEFF date, Inventarios y Balances (03xxxx) only. */
  dia?: string;
  /** EEFF opportunity code 01–07, Inventarios y Balances only. */
  oportunidad?: string;
  operacion?: '0' | '1' | '2';
  conInformacion: boolean;
  moneda: 'PEN' | 'USD';
};

export type NombrePle = {
  ruc: string;
  anio: string;
  mes: string;
  dia: string;
  libro: string;
  oportunidad: string;
  operacion: string;
  conInformacion: boolean;
  moneda: 'PEN' | 'USD';
};

const esInventarios = (libro: string) => libro.startsWith('03');

/**
 * The positions every LE… name shares, PLE's and SIRE's alike: G is '1' for PLE and '2' for SIRE, and
 * SIRE's adjustment files add a two-digit sequence after it.
 */
export type PartesNombreLe = Omit<DatosNombrePle, 'dia' | 'oportunidad'> & {
  dia: string;
  oportunidad: string;
  generador: '1' | '2';
  correlativo?: string;
};

export const nombreArchivoLe = (p: PartesNombreLe): string =>
  [
    'LE',
    p.ruc,
    p.periodo.slice(0, 4),
    p.periodo.slice(4, 6),
    p.dia,
    p.libro,
    p.oportunidad,
    p.operacion ?? '1',
    p.conInformacion ? '1' : '0',
    p.moneda === 'USD' ? '2' : '1',
    p.generador,
    p.correlativo ?? '',
    '.TXT',
  ].join('');

export function nombreArchivoPle(d: DatosNombrePle): string {
  const inventarios = esInventarios(d.libro);
  return nombreArchivoLe({
    ...d,
    dia: inventarios ? (d.dia ?? '00') : '00',
    oportunidad: inventarios ? (d.oportunidad ?? '01') : '00',
    generador: '1',
  });
}

const PATRON = /^LE(\d{11})(\d{4})(\d{2})(\d{2})(\d{6})(\d{2})([012])([01])([12])1\.TXT$/i;

/** Reads a PLE file name back; undefined when it does not follow SUNAT's structure. */
export function leerNombreArchivoPle(nombre: string): NombrePle | undefined {
  const m = PATRON.exec(nombre);
  if (!m) return undefined;
  const [
    ,
    ruc = '',
    anio = '',
    mes = '',
    dia = '',
    libro = '',
    oportunidad = '',
    operacion = '',
    i = '',
    mon,
  ] = m;
  return {
    ruc,
    anio,
    mes,
    dia,
    libro,
    oportunidad,
    operacion,
    conInformacion: i === '1',
    moneda: mon === '2' ? 'USD' : 'PEN',
  };
}
