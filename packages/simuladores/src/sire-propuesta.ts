import { strToU8, zipSync } from 'fflate';

/**
 * The proposal file SUNAT's SIRE exports: a ZIP holding one `|`-delimited UTF-8 .txt with a header
 * row. RVIE has 40 columns (1-33 from Anexo 3 of RS 112-2021/SUNAT, 34-40 filled by SUNAT); RCE has
 * 41 (with "Año" as column 9 and COD. DAM between serie and número of the modified document).
 */
/** Columns 3-8, the same in both books. */
const DEL_COMPROBANTE = [
  ['periodo', 'Periodo'],
  ['car', 'CAR SUNAT'],
  ['fechaEmision', 'Fecha de emisión'],
  ['fechaVencimiento', 'Fecha Vcto/Pago'],
  ['tipoComprobante', 'Tipo CP/Doc.'],
  ['serie', 'Serie del CDP'],
] as const;

export const COLUMNAS_PROPUESTA_RVIE = [
  ['ruc', 'RUC'],
  ['razonSocial', 'Razón social'],
  ...DEL_COMPROBANTE,
  ['numero', 'Nro CP o Doc. Nro Inicial (Rango)'],
  ['numeroFinal', 'Nro Final (Rango)'],
  ['tipoDocumentoIdentidad', 'Tipo Doc Identidad'],
  ['numeroDocumentoIdentidad', 'Nro Doc Identidad'],
  ['nombreCliente', 'Apellidos Nombres/Razón Social'],
  ['valorExportacion', 'Valor Facturado Exportación'],
  ['baseGravada', 'BI Gravada'],
  ['descuentoBase', 'Dscto BI'],
  ['igv', 'IGV/IPM'],
  ['descuentoIgv', 'Dscto IGV/IPM'],
  ['exonerado', 'Mto Exonerado'],
  ['inafecto', 'Mto Inafecto'],
  ['isc', 'ISC'],
  ['baseIvap', 'BI Grav IVAP'],
  ['ivap', 'IVAP'],
  ['icbper', 'ICBPER'],
  ['otrosTributos', 'Otros Tributos'],
  ['total', 'Total CP'],
  ['moneda', 'Moneda'],
  ['tipoCambio', 'Tipo Cambio'],
  ['fechaModificado', 'Fecha Emisión Doc Modificado'],
  ['tipoModificado', 'Tipo CP Modificado'],
  ['serieModificado', 'Serie CP Modificado'],
  ['numeroModificado', 'Nro CP Modificado'],
  ['idProyecto', 'ID Proyecto Operadores Atribución'],
  ['tipoNota', 'Tipo de Nota'],
  ['estadoComprobante', 'Est. Comp.'],
  ['valorFob', 'Valor FOB Embarcado'],
  ['valorGratuito', 'Valor OP Gratuitas'],
  ['tipoOperacion', 'Tipo Operación'],
  ['damCp', 'DAM/CP'],
  ['clu', 'CLU'],
] as const;

export const COLUMNAS_PROPUESTA_RCE = [
  ['ruc', 'RUC'],
  ['razonSocial', 'Apellidos y Nombres o Razón social'],
  ...DEL_COMPROBANTE,
  ['anio', 'Año'],
  ['numero', 'Nro CP o Doc. Nro Inicial (Rango)'],
  ['numeroFinal', 'Nro Final (Rango)'],
  ['tipoDocumentoIdentidad', 'Tipo Doc Identidad'],
  ['numeroDocumentoIdentidad', 'Nro Doc Identidad'],
  ['nombreProveedor', 'Apellidos Nombres/Razón Social'],
  ['baseDg', 'BI Gravado DG'],
  ['igvDg', 'IGV/IPM DG'],
  ['baseDgng', 'BI Gravado DGNG'],
  ['igvDgng', 'IGV/IPM DGNG'],
  ['baseDng', 'BI Gravado DNG'],
  ['igvDng', 'IGV/IPM DNG'],
  ['valorNoGravado', 'Valor Adq. NG'],
  ['isc', 'ISC'],
  ['icbper', 'ICBPER'],
  ['otrosTributos', 'Otros Trib/Cargos'],
  ['total', 'Total CP'],
  ['moneda', 'Moneda'],
  ['tipoCambio', 'Tipo de Cambio'],
  ['fechaModificado', 'Fecha Emisión Doc Modificado'],
  ['tipoModificado', 'Tipo CP Modificado'],
  ['serieModificado', 'Serie CP Modificado'],
  ['codigoDam', 'COD. DAM o DSI'],
  ['numeroModificado', 'Nro CP Modificado'],
  ['clasificacionBienes', 'Clasif. Bienes y Servicios'],
  ['idProyecto', 'ID Proyecto Operadores'],
  ['porcentajeParticipacion', '% Participación'],
  ['imb', 'IMB'],
  ['carOriginal', 'CAR Orig / Ind. E o I'],
  ['detraccion', 'Detracción'],
  ['tipoNota', 'Tipo de Nota'],
  ['estadoComprobante', 'Est. Comp.'],
  ['incal', 'Incal'],
] as const;

export type FilaPropuestaRvie = Partial<Record<(typeof COLUMNAS_PROPUESTA_RVIE)[number][0], string>>;
export type FilaPropuestaRce = Partial<Record<(typeof COLUMNAS_PROPUESTA_RCE)[number][0], string>>;

export type PropuestaSembrada = { ruc: string; periodo: string; razonSocial?: string } & (
  | { libro: 'rvie'; filas: FilaPropuestaRvie[] }
  | { libro: 'rce'; filas: FilaPropuestaRce[] }
);

/** Book code in SIRE file names (not the API's codLibro): 140400 RVIE, 080400 RCE. */
const LIBRO_EN_NOMBRE = { rvie: '140400', rce: '080400' } as const;

/** Report name as SUNAT gives it, e.g. LE2010139236920230900014040001EXP2.zip. */
export function nombreReportePropuesta(p: Pick<PropuestaSembrada, 'ruc' | 'periodo' | 'libro'>): string {
  return `LE${p.ruc}${p.periodo}00${LIBRO_EN_NOMBRE[p.libro]}01EXP2.zip`;
}

/** CAR SUNAT: RUC (11) + tipo (2) + serie (4) + número (10), 27 characters. */
function carDe(ruc: string, fila: { tipoComprobante?: string; serie?: string; numero?: string }): string {
  const tipo = (fila.tipoComprobante ?? '').padStart(2, '0');
  const serie = (fila.serie ?? '').padStart(4, '0');
  return `${ruc}${tipo}${serie}${(fila.numero ?? '').padStart(10, '0')}`;
}

function lineas(p: PropuestaSembrada): string[] {
  const columnas: readonly (readonly [string, string])[] =
    p.libro === 'rvie' ? COLUMNAS_PROPUESTA_RVIE : COLUMNAS_PROPUESTA_RCE;
  const filas: Record<string, string | undefined>[] = p.filas;
  const cabecera = columnas.map(([, titulo]) => titulo).join('|');
  return [
    cabecera,
    ...filas.map((f) => {
      const completa: Record<string, string | undefined> = {
        ruc: p.ruc,
        razonSocial: p.razonSocial ?? '',
        periodo: p.periodo,
        car: carDe(p.ruc, f),
        ...f,
      };
      return columnas.map(([clave]) => completa[clave] ?? '').join('|');
    }),
  ];
}

/** The report ZIP: one .txt named like the ZIP. */
export function zipPropuesta(p: PropuestaSembrada): { nombre: string; zip: Uint8Array } {
  const nombre = nombreReportePropuesta(p);
  const texto = `${lineas(p).join('\n')}\n`;
  return { nombre, zip: zipSync({ [nombre.replace(/\.zip$/, '.txt')]: strToU8(texto) }) };
}

/** A factura gravada in soles as an RVIE proposal row (tests): the date as AAAA-MM-DD, amounts as written. */
export function facturaPropuestaRvie(f: {
  fecha: string;
  numero: string;
  cliente: { numero: string; nombre: string };
  base: string;
  igv: string;
  total: string;
}): FilaPropuestaRvie {
  const [a, m, d] = f.fecha.slice(0, 10).split('-');
  return {
    fechaEmision: `${d}/${m}/${a}`,
    tipoComprobante: '01',
    serie: 'F001',
    numero: f.numero,
    tipoDocumentoIdentidad: '6',
    numeroDocumentoIdentidad: f.cliente.numero,
    nombreCliente: f.cliente.nombre,
    baseGravada: f.base,
    igv: f.igv,
    total: f.total,
    moneda: 'PEN',
  };
}
