import { importePle } from '../ple/formato.ts';
import type { DocumentoModificado } from '../ple/registro-ventas.ts';
import { TABLA_10_COMPROBANTES } from '../ple/tablas.ts';
import { fechaComparable } from '../ple/verificar-campo.ts';
import type { RegistroSire } from './nombre-archivo.ts';

/** Amounts of an RVIE line, named as in the PLE 14.1 row (`FilaVentas`). */
export const IMPORTES_VENTAS = [
  'exportacion',
  'baseGravada',
  'descuentoBase',
  'igv',
  'descuentoIgv',
  'exonerada',
  'inafecta',
  'isc',
  'baseIvap',
  'ivap',
  'icbper',
  'otros',
  'total',
] as const;

/** Amounts of an RCE line, named as in the PLE 8.1 row (`FilaCompras`): DG, DGNG and DNG bases. */
export const IMPORTES_COMPRAS = [
  'baseGravada',
  'igv',
  'baseGravadaMixta',
  'igvMixta',
  'baseSinCredito',
  'igvSinCredito',
  'noGravada',
  'isc',
  'icbper',
  'otros',
  'total',
] as const;

export type CampoImporteVentas = (typeof IMPORTES_VENTAS)[number];
export type CampoImporteCompras = (typeof IMPORTES_COMPRAS)[number];
export type CampoImporte = CampoImporteVentas | CampoImporteCompras;

/** Decimal strings with two decimals, negative on credit notes as SUNAT sends them. */
export type Importes = Partial<Record<CampoImporte, string>>;

/** The document a note modifies; `aduana` is the DAM/DSI customs code (RCE only). */
export type DocumentoReferido = DocumentoModificado & { aduana?: string | null };

/** One comprobante of a SIRE proposal. Dates 'YYYY-MM-DD'; numbers without leading zeros. */
export type FilaPropuesta = {
  /** Line of the file (the header is line 1). */
  linea: number;
  registro: RegistroSire;
  /** The taxpayer whose register it is. */
  ruc: string;
  razonSocial: string;
  /** 'YYYYMM'. */
  periodo: string;
  /** SUNAT's 27-character CAR; empty in a replacement file. */
  car: string | null;
  fechaEmision: string;
  fechaVencimiento: string | null;
  tipo: string;
  serie: string;
  /** Year of the DAM/DSI (RCE column 9). */
  anioDua: string | null;
  numero: string;
  /** Last number of a range (boletas summarised by range). */
  numeroFinal: string | null;
  /** The client (RVIE) or supplier (RCE). */
  tipoDocumento: string | null;
  numeroDocumento: string | null;
  nombre: string | null;
  importes: Importes;
  moneda: string;
  tipoCambio: string | null;
  modifica: DocumentoReferido | null;
  proyecto: string | null;
  /** RVIE columns 34 and 35, filled by SUNAT; null when the file does not have them. */
  tipoNota: string | null;
  estadoComprobante: string | null;
};

export type ErrorPropuesta = { linea: number; mensaje: string };

export type PropuestaLeida = {
  registro: RegistroSire;
  /** Whether the first line was a header row (a replacement file has none). */
  conCabecera: boolean;
  filas: FilaPropuesta[];
  /** Lines with a problem are reported here and left out of `filas`. */
  errores: ErrorPropuesta[];
};

type CampoTexto =
  | 'ruc'
  | 'razonSocial'
  | 'periodo'
  | 'car'
  | 'fechaEmision'
  | 'fechaVencimiento'
  | 'tipo'
  | 'serie'
  | 'anioDua'
  | 'numero'
  | 'numeroFinal'
  | 'tipoDocumento'
  | 'numeroDocumento'
  | 'nombre'
  | 'moneda'
  | 'tipoCambio'
  | 'modificaFecha'
  | 'modificaTipo'
  | 'modificaSerie'
  | 'modificaAduana'
  | 'modificaNumero'
  | 'proyecto'
  | 'tipoNota'
  | 'estadoComprobante';

type Campo = CampoTexto | CampoImporte;

/** A column: its field, its documented 1-based position and header label; optional ones may be absent. */
type Columna = readonly [campo: Campo, posicion: number, etiqueta: string, opcional?: true];

/** Columns 1–13 and 26–32 of RVIE are columns 1–14 and 25–32 of RCE, shifted by RCE's "Año". */
const comunes = (desplazamiento: 0 | 1): Columna[] => [
  ['ruc', 1, 'RUC'],
  ['periodo', 3, 'Periodo'],
  ['car', 4, 'CAR SUNAT'],
  ['fechaEmision', 5, 'Fecha de emisión'],
  ['fechaVencimiento', 6, 'Fecha Vcto/Pago'],
  ['tipo', 7, 'Tipo CP/Doc.'],
  ['serie', 8, 'Serie del CDP'],
  ['numero', 9 + desplazamiento, 'Nro CP o Doc. Nro Inicial (Rango)'],
  ['numeroFinal', 10 + desplazamiento, 'Nro Final (Rango)'],
  ['tipoDocumento', 11 + desplazamiento, 'Tipo Doc Identidad'],
  ['numeroDocumento', 12 + desplazamiento, 'Nro Doc Identidad'],
  ['nombre', 13 + desplazamiento, 'Apellidos Nombres/Razón Social'],
  ['icbper', 24 - desplazamiento, 'ICBPER'],
  ['total', 26 - desplazamiento, 'Total CP'],
  ['moneda', 27 - desplazamiento, 'Moneda'],
  ['modificaFecha', 29 - desplazamiento, 'Fecha Emisión Doc Modificado'],
  ['modificaTipo', 30 - desplazamiento, 'Tipo CP Modificado'],
  ['modificaSerie', 31 - desplazamiento, 'Serie CP Modificado'],
];

/**
 * RVIE, peru-facts §11.8: fields 1–33 of Anexo 3 with the header labels of a report of the proposal, and
 * SUNAT's columns 34 (tipo de nota) and 35 (estado). Columns 36–40 (FOB, gratuitas, tipo de operación,
 * DAM, CLU) are not read.
 */
const COLUMNAS_RVIE: readonly Columna[] = [
  ...comunes(0),
  ['razonSocial', 2, 'Razón Social'],
  ['exportacion', 14, 'Valor Facturado Exportación'],
  ['baseGravada', 15, 'BI Gravada'],
  ['descuentoBase', 16, 'Dscto BI'],
  ['igv', 17, 'IGV/IPM'],
  ['descuentoIgv', 18, 'Dscto IGV/IPM'],
  ['exonerada', 19, 'Mto Exonerado'],
  ['inafecta', 20, 'Mto Inafecto'],
  ['isc', 21, 'ISC'],
  ['baseIvap', 22, 'BI Grav IVAP'],
  ['ivap', 23, 'IVAP'],
  ['otros', 25, 'Otros Tributos'],
  ['tipoCambio', 28, 'Tipo Cambio'],
  ['modificaNumero', 32, 'Nro CP Modificado'],
  ['proyecto', 33, 'ID Proyecto Operadores Atribución'],
  ['tipoNota', 34, 'Tipo de Nota', true],
  ['estadoComprobante', 35, 'Est. Comp.', true],
];

/**
 * RCE, peru-facts §11.8: columns 1–32 with the labels of a live proposal file (period 202608). Columns
 * 33–41 (clasificación, proyecto, % participación, IMB, CAR original, detracción, tipo de nota, estado,
 * incal) come only from the norm, and the live header showed CLU columns after 32, so they are not read.
 */
const COLUMNAS_RCE: readonly Columna[] = [
  ...comunes(1),
  ['razonSocial', 2, 'Apellidos y Nombres o Razón social'],
  ['anioDua', 9, 'Año'],
  ['baseGravada', 15, 'BI Gravado DG'],
  ['igv', 16, 'IGV / IPM DG'],
  ['baseGravadaMixta', 17, 'BI Gravado DGNG'],
  ['igvMixta', 18, 'IGV / IPM DGNG'],
  ['baseSinCredito', 19, 'BI Gravado DNG'],
  ['igvSinCredito', 20, 'IGV / IPM DNG'],
  ['noGravada', 21, 'Valor Adq. NG'],
  ['isc', 22, 'ISC'],
  ['otros', 24, 'Otros Trib/ Cargos'],
  ['tipoCambio', 27, 'Tipo de Cambio'],
  ['modificaAduana', 31, 'COD. DAM O DSI'],
  ['modificaNumero', 32, 'Nro CP Modificado'],
];

const COLUMNAS: Record<RegistroSire, readonly Columna[]> = { RVIE: COLUMNAS_RVIE, RCE: COLUMNAS_RCE };

const IMPORTES: Record<RegistroSire, readonly CampoImporte[]> = {
  RVIE: IMPORTES_VENTAS,
  RCE: IMPORTES_COMPRAS,
};

/** A header label compared without case, accents, blanks or punctuation ('IGV / IPM' = 'igv/ipm'). */
const normalizarEtiqueta = (texto: string) =>
  texto
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * Where each field is: by its header label when the header has it, so a reordered or widened file still
 * reads right; otherwise (a reworded label, or no header) at its documented position.
 */
function ubicarColumnas(columnas: readonly Columna[], cabecera: readonly string[] | undefined) {
  const etiquetas = (cabecera ?? []).map(normalizarEtiqueta);
  const indices = new Map<Campo, number>();
  for (const [campo, posicion, etiqueta] of columnas) {
    const i = etiquetas.indexOf(normalizarEtiqueta(etiqueta));
    indices.set(campo, i >= 0 ? i : posicion - 1);
  }
  return indices;
}

/** A header that says it is the other register: RCE has the "Año" column RVIE lacks. */
function otroRegistro(registro: RegistroSire, cabecera: readonly string[]): string | undefined {
  const etiquetas = new Set(cabecera.map(normalizarEtiqueta));
  if (registro === 'RVIE' && etiquetas.has('ano'))
    return 'La cabecera tiene la columna "Año" del RCE: el archivo no es una propuesta del RVIE';
  if (registro === 'RCE' && !etiquetas.has('ano') && etiquetas.has('valorfacturadoexportacion'))
    return 'La cabecera tiene la columna "Valor Facturado Exportación" del RVIE: el archivo no es una propuesta del RCE';
  return undefined;
}

const IMPORTE = /^-?\d+(\.\d+)?$/;
const TIPO_CAMBIO = /^\d+(\.\d+)?$/;

/** A comprobante number as SUNAT writes it: digits without leading zeros; other numbers as they are. */
export const numeroSinCeros = (numero: string): string =>
  /^\d+$/.test(numero) ? numero.replace(/^0+(?=\d)/, '') : numero;

/** 'DD/MM/AAAA' → 'YYYY-MM-DD' when it is a real date. */
function fechaIso(valor: string): string | undefined {
  const f = fechaComparable(valor);
  return f && `${f.slice(0, 4)}-${f.slice(4, 6)}-${f.slice(6)}`;
}

/** Reads the fields of one line, noting each problem with the column's label. */
function lectorDeLinea(
  campos: readonly string[],
  indices: ReadonlyMap<Campo, number>,
  etiquetas: ReadonlyMap<Campo, string>,
  problemas: { columna: number; mensaje: string }[],
) {
  const texto = (campo: Campo): string | null => {
    const v = (campos[indices.get(campo) ?? -1] ?? '').trim();
    return v === '' ? null : v;
  };
  const problema = (campo: Campo, mensaje: string) =>
    problemas.push({ columna: indices.get(campo) ?? 0, mensaje: `${etiquetas.get(campo)}: ${mensaje}` });
  const obligatorio = (campo: Campo): string => {
    const v = texto(campo);
    if (v === null) problema(campo, 'es obligatorio');
    return v ?? '';
  };
  const fecha = (campo: Campo, requerida: boolean): string | null => {
    const v = requerida ? obligatorio(campo) : texto(campo);
    if (!v) return null;
    const iso = fechaIso(v);
    if (!iso) problema(campo, `"${v}" no es una fecha válida DD/MM/AAAA`);
    return iso ?? null;
  };
  const importe = (campo: CampoImporte): string => {
    const v = texto(campo);
    if (v !== null && !IMPORTE.test(v)) problema(campo, `"${v}" no es un importe con punto decimal`);
    return importePle(v !== null && IMPORTE.test(v) ? v : '0');
  };
  const formato = (campo: Campo, patron: RegExp, descripcion: string, requerido: boolean): string | null => {
    const v = requerido ? obligatorio(campo) : texto(campo);
    if (v && !patron.test(v)) problema(campo, `"${v}" ${descripcion}`);
    return v || null;
  };
  return { texto, obligatorio, fecha, importe, formato, problema };
}

function leerFila(
  registro: RegistroSire,
  campos: readonly string[],
  linea: number,
  indices: ReadonlyMap<Campo, number>,
  etiquetas: ReadonlyMap<Campo, string>,
): FilaPropuesta | string[] {
  const problemas: { columna: number; mensaje: string }[] = [];
  const l = lectorDeLinea(campos, indices, etiquetas, problemas);
  const tipo = l.obligatorio('tipo');
  if (tipo && !TABLA_10_COMPROBANTES.has(tipo))
    l.problema('tipo', `el código "${tipo}" no está en la tabla 10`);
  const numero = numeroSinCeros(l.obligatorio('numero'));
  const final = l.formato('numeroFinal', /^\d+$/, 'debe ser numérico', false);
  const numeroFinal = final && numeroSinCeros(final);
  if (numeroFinal && /^\d+$/.test(numero) && BigInt(numeroFinal) < BigInt(numero))
    l.problema('numeroFinal', `${numeroFinal} es menor que el número inicial ${numero}`);
  const importes: Importes = {};
  for (const campo of IMPORTES[registro]) importes[campo] = l.importe(campo);
  const tipoCambio = l.formato('tipoCambio', TIPO_CAMBIO, 'no es un tipo de cambio con punto decimal', false);
  const modificaTipo = l.texto('modificaTipo');
  const modificaSerie = l.texto('modificaSerie');
  const modificaNumero = l.texto('modificaNumero');
  const modificaFecha = l.fecha('modificaFecha', false);
  const fila: FilaPropuesta = {
    linea,
    registro,
    ruc: l.formato('ruc', /^\d{11}$/, 'no es un RUC de 11 dígitos', true) ?? '',
    razonSocial: l.texto('razonSocial') ?? '',
    periodo: l.formato('periodo', /^\d{4}(0[1-9]|1[0-2])$/, 'no es un periodo AAAAMM', true) ?? '',
    car: l.texto('car'),
    fechaEmision: l.fecha('fechaEmision', true) ?? '',
    fechaVencimiento: l.fecha('fechaVencimiento', false),
    tipo,
    serie: l.obligatorio('serie').toUpperCase(),
    anioDua: registro === 'RCE' ? l.texto('anioDua') : null,
    numero,
    numeroFinal,
    tipoDocumento: l.texto('tipoDocumento'),
    numeroDocumento: l.texto('numeroDocumento'),
    nombre: l.texto('nombre'),
    importes,
    moneda: l.formato('moneda', /^[A-Z]{3}$/, 'no es un código de moneda de 3 letras', true) ?? '',
    tipoCambio,
    modifica:
      modificaTipo || modificaSerie || modificaNumero
        ? {
            fecha: modificaFecha,
            tipo: modificaTipo ?? '',
            serie: (modificaSerie ?? '').toUpperCase(),
            numero: numeroSinCeros(modificaNumero ?? ''),
            aduana: registro === 'RCE' ? l.texto('modificaAduana') : undefined,
          }
        : null,
    proyecto: l.texto('proyecto'),
    tipoNota: registro === 'RVIE' ? l.texto('tipoNota') : null,
    estadoComprobante: registro === 'RVIE' ? l.texto('estadoComprobante') : null,
  };
  // Problems in the order of the columns, as the accountant reads the line.
  return problemas.length > 0 ? problemas.sort((a, b) => a.columna - b.columna).map((p) => p.mensaje) : fila;
}

/**
 * Reads a SIRE proposal as downloaded (peru-facts §11.8: UTF-8, maybe with a BOM, a header row, '|'
 * between fields, dates DD/MM/AAAA) or a replacement file written by `archivoReemplazoRvie` (no header).
 * Never throws: every problem is answered with its line number and the line is left out.
 */
export function leerPropuestaSire(registro: RegistroSire, contenido: string): PropuestaLeida {
  const lineas = contenido.replace(/^\uFEFF/, '').split(/\r?\n/);
  const columnas = COLUMNAS[registro];
  const errores: ErrorPropuesta[] = [];
  const filas: FilaPropuesta[] = [];
  // A data line starts with the taxpayer's RUC; anything else first is the header.
  const primera = (lineas[0] ?? '').split('|');
  const conCabecera = !/^\d{11}$/.test((primera[0] ?? '').trim());
  const cabecera = conCabecera ? primera : undefined;
  const resultado = { registro, conCabecera, filas, errores };
  if (cabecera) {
    const problema = otroRegistro(registro, cabecera);
    if (problema) {
      errores.push({ linea: 1, mensaje: problema });
      return resultado;
    }
  }
  const indices = ubicarColumnas(columnas, cabecera);
  const etiquetas = new Map(columnas.map(([campo, , etiqueta]) => [campo, etiqueta]));
  const necesarias =
    Math.max(...columnas.filter(([, , , opcional]) => !opcional).map(([campo]) => indices.get(campo) ?? 0)) +
    1;
  lineas.forEach((texto, i) => {
    const linea = i + 1;
    if ((conCabecera && i === 0) || texto.trim() === '') return;
    const campos = texto.split('|');
    if (campos.length < necesarias) {
      errores.push({
        linea,
        mensaje: `La línea tiene ${campos.length} columnas y la propuesta del ${registro} tiene al menos ${necesarias}`,
      });
      return;
    }
    const fila = leerFila(registro, campos, linea, indices, etiquetas);
    if (Array.isArray(fila)) for (const mensaje of fila) errores.push({ linea, mensaje });
    else filas.push(fila);
  });
  return resultado;
}
