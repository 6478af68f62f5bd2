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

export function nombreArchivoPle(d: DatosNombrePle): string {
  const inventarios = esInventarios(d.libro);
  const dia = inventarios ? (d.dia ?? '00') : '00';
  const oportunidad = inventarios ? (d.oportunidad ?? '01') : '00';
  return [
    'LE',
    d.ruc,
    d.periodo.slice(0, 4),
    d.periodo.slice(4, 6),
    dia,
    d.libro,
    oportunidad,
    d.operacion ?? '1',
    d.conInformacion ? '1' : '0',
    d.moneda === 'USD' ? '2' : '1',
    '1',
    '.TXT',
  ].join('');
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
