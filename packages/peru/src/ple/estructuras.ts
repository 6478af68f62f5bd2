import { POSICIONES_8_3, POSICIONES_14_2, tomarCampos } from './simplificados.ts';
import {
  TABLA_1_MEDIOS_PAGO,
  TABLA_2_DOCUMENTOS,
  TABLA_3_ENTIDADES,
  TABLA_4_MONEDAS,
  TABLA_10_COMPROBANTES,
  TABLA_17_PLANES,
} from './tablas.ts';
import {
  TABLA_5_EXISTENCIAS,
  TABLA_6_MEDIDAS,
  TABLA_12_OPERACIONES,
  TABLA_13_CATALOGOS,
  TABLA_14_METODOS,
} from './tablas-inventario.ts';

/**
 * The fields of each book the project writes, as SUNAT's Anexo 2 gives them (reference-data
 * `ple-estructuras/<libro>.csv`; `estructuras.test.ts` checks lengths, required fields and date fields
 * against those files). The checker validates every field with this table; rules between fields are in
 * `reglas-*.ts`.
 */
export type Formato =
  | 'periodo'
  | 'periodoDia'
  | 'cuo'
  | 'correlativo'
  | 'fecha'
  | 'importe'
  /** Units and unit costs of the inventory books: up to 12 integers and 8 decimals. */
  | 'cantidad'
  | 'tipoCambio'
  | 'tasa'
  | 'texto'
  | 'alfanumerico'
  | 'numerico'
  | 'marca'
  | 'tabla';

export type Campo = {
  nombre: string;
  formato: Formato;
  /** Longest value; for amounts, the integer digits. */
  longitud: number;
  obligatorio?: boolean;
  /** Amounts: the structure accepts negatives. */
  negativo?: boolean;
  /** The codes a 'tabla' field takes. */
  valores?: ReadonlySet<string>;
};

export type Estructura = {
  libro: string;
  nombre: string;
  campos: readonly Campo[];
  /** Free-use fields allowed after the structure's own (written without them when unused). */
  libres: number;
};

const c = (nombre: string, formato: Formato, longitud: number, extra: Partial<Campo> = {}): Campo => ({
  nombre,
  formato,
  longitud,
  ...extra,
});
const req = { obligatorio: true } as const;
const neg = { negativo: true } as const;
const importe = (nombre: string, extra: Partial<Campo> = {}) => c(nombre, 'importe', 12, extra);
const tabla = (nombre: string, valores: ReadonlySet<string>, longitud: number, extra: Partial<Campo> = {}) =>
  c(nombre, 'tabla', longitud, { valores, ...extra });
const estados = (lista: string) => new Set(lista.split(''));

const cabecera = [
  c('Periodo', 'periodo', 8, req),
  c('CUO', 'cuo', 40, req),
  c('Correlativo del asiento', 'correlativo', 10, req),
];

export const ESTRUCTURA_14_1: Estructura = {
  libro: '140100',
  nombre: 'Registro de ventas e ingresos',
  libres: 35,
  campos: [
    ...cabecera,
    c('Fecha de emisión', 'fecha', 10),
    c('Fecha de vencimiento o pago', 'fecha', 10),
    tabla('Tipo de comprobante', TABLA_10_COMPROBANTES, 2, req),
    c('Serie', 'alfanumerico', 20, req),
    c('Número', 'alfanumerico', 20, req),
    c('Número final', 'numerico', 20),
    tabla('Tipo de documento del cliente', TABLA_2_DOCUMENTOS, 1),
    c('Número de documento del cliente', 'alfanumerico', 15),
    c('Cliente', 'texto', 100),
    importe('Valor de exportación'),
    importe('Base imponible gravada'),
    importe('Descuento de la base imponible', neg),
    importe('IGV y/o IPM', neg),
    importe('Descuento del IGV', neg),
    importe('Exonerada', neg),
    importe('Inafecta', neg),
    importe('ISC', neg),
    importe('Base imponible IVAP', neg),
    importe('IVAP', neg),
    importe('ICBPER', neg),
    importe('Otros conceptos'),
    importe('Importe total', neg),
    tabla('Moneda', TABLA_4_MONEDAS, 3),
    c('Tipo de cambio', 'tipoCambio', 5),
    c('Fecha del comprobante modificado', 'fecha', 10),
    tabla('Tipo del comprobante modificado', TABLA_10_COMPROBANTES, 2),
    c('Serie del comprobante modificado', 'alfanumerico', 20),
    c('Número del comprobante modificado', 'alfanumerico', 20),
    c('Contrato o proyecto', 'texto', 12),
    c('Error tipo 1 (tipo de cambio)', 'marca', 1),
    c('Cancelado con medio de pago', 'marca', 1),
    tabla('Estado', estados('01289'), 1, req),
  ],
};

export const ESTRUCTURA_8_1: Estructura = {
  libro: '080100',
  nombre: 'Registro de compras',
  libres: 42,
  campos: [
    ...cabecera,
    c('Fecha de emisión', 'fecha', 10, req),
    c('Fecha de vencimiento o pago', 'fecha', 10),
    tabla('Tipo de comprobante', TABLA_10_COMPROBANTES, 2, req),
    c('Serie o código de aduana', 'alfanumerico', 20),
    c('Año de la DUA o DSI', 'numerico', 4),
    c('Número', 'alfanumerico', 20, req),
    c('Número final', 'numerico', 20),
    tabla('Tipo de documento del proveedor', TABLA_2_DOCUMENTOS, 1),
    c('Número de documento del proveedor', 'alfanumerico', 15),
    c('Proveedor', 'texto', 100),
    importe('Base imponible para operaciones gravadas', neg),
    importe('IGV de la base para operaciones gravadas', neg),
    importe('Base imponible para operaciones gravadas y no gravadas', neg),
    importe('IGV de la base para operaciones gravadas y no gravadas', neg),
    importe('Base imponible sin derecho a crédito fiscal', neg),
    importe('IGV sin derecho a crédito fiscal', neg),
    importe('Adquisiciones no gravadas', neg),
    importe('ISC', neg),
    importe('ICBPER', neg),
    importe('Otros conceptos', neg),
    importe('Importe total', { ...neg, ...req }),
    tabla('Moneda', TABLA_4_MONEDAS, 3),
    c('Tipo de cambio', 'tipoCambio', 5),
    c('Fecha del comprobante modificado', 'fecha', 10),
    tabla('Tipo del comprobante modificado', TABLA_10_COMPROBANTES, 2),
    c('Serie del comprobante modificado', 'alfanumerico', 20),
    c('Dependencia aduanera', 'alfanumerico', 3),
    c('Número del comprobante modificado', 'alfanumerico', 20),
    c('Fecha de la constancia de detracción', 'fecha', 10),
    c('Número de la constancia de detracción', 'alfanumerico', 24),
    c('Sujeto a retención', 'marca', 1),
    tabla('Clasificación de bienes y servicios', estados('12345'), 1),
    c('Contrato o proyecto', 'texto', 12),
    c('Error tipo 1 (tipo de cambio)', 'marca', 1),
    c('Error tipo 2 (proveedor no habido)', 'marca', 1),
    c('Error tipo 3 (renuncia a la exoneración)', 'marca', 1),
    c('Error tipo 4 (DNI con RUC)', 'marca', 1),
    c('Cancelado con medio de pago', 'marca', 1),
    tabla('Estado', estados('01679'), 1, req),
  ],
};

export const ESTRUCTURA_8_2: Estructura = {
  libro: '080200',
  nombre: 'Registro de compras - no domiciliados',
  libres: 36,
  campos: [
    ...cabecera,
    c('Fecha de emisión', 'fecha', 10, req),
    tabla('Tipo de comprobante', new Set(['00', '91', '97', '98']), 2, req),
    c('Serie', 'alfanumerico', 20),
    c('Número', 'alfanumerico', 20, req),
    importe('Valor de las adquisiciones'),
    importe('Otros conceptos'),
    importe('Importe total', req),
    tabla('Tipo del comprobante que sustenta el crédito', new Set(['00', '46', '50', '51', '52', '53']), 2),
    c('Serie del sustento', 'alfanumerico', 20),
    c('Año de la DUA o DSI del sustento', 'numerico', 4),
    c('Número del sustento', 'alfanumerico', 20),
    importe('Retención del IGV'),
    tabla('Moneda', TABLA_4_MONEDAS, 3, req),
    c('Tipo de cambio', 'tipoCambio', 5),
    c('País de residencia', 'numerico', 4, req),
    c('No domiciliado', 'texto', 100, req),
    c('Domicilio en el extranjero', 'texto', 100),
    c('Número de identificación', 'texto', 15, req),
    c('Identificación fiscal del beneficiario', 'texto', 15),
    c('Beneficiario efectivo', 'texto', 100),
    c('País del beneficiario', 'numerico', 4),
    c('Vínculo', 'numerico', 2),
    importe('Renta bruta'),
    importe('Deducción o costo', neg),
    importe('Renta neta'),
    c('Tasa de retención', 'tasa', 3),
    importe('Impuesto retenido'),
    c('Convenio para evitar la doble imposición', 'numerico', 2, req),
    c('Exoneración aplicada', 'numerico', 1),
    c('Tipo de renta', 'numerico', 2, req),
    c('Modalidad del servicio', 'numerico', 1),
    c('Artículo 76 de la LIR', 'marca', 1),
    tabla('Estado', estados('09'), 1, req),
  ],
};

/** 14.2 registro de ventas e ingresos simplificado: fields of 14.1 (see `simplificados.ts`). */
export const ESTRUCTURA_14_2: Estructura = {
  libro: '140200',
  nombre: 'Registro de ventas e ingresos simplificado',
  libres: 26,
  campos: tomarCampos(ESTRUCTURA_14_1.campos, POSICIONES_14_2),
};

/** 8.3 registro de compras simplificado: fields of 8.1, but the series is required here. */
export const ESTRUCTURA_8_3: Estructura = {
  libro: '080300',
  nombre: 'Registro de compras simplificado',
  libres: 32,
  campos: tomarCampos(ESTRUCTURA_8_1.campos, POSICIONES_8_3).map((campo, i) =>
    i === 6 ? { ...campo, obligatorio: true } : campo,
  ),
};

const camposDiario: readonly Campo[] = [
  ...cabecera,
  c('Cuenta contable', 'numerico', 24, req),
  c('Unidad de operación', 'texto', 24),
  c('Centro de costos', 'alfanumerico', 24),
  tabla('Moneda', TABLA_4_MONEDAS, 3, req),
  tabla('Tipo de documento del emisor', TABLA_2_DOCUMENTOS, 1),
  c('Número de documento del emisor', 'alfanumerico', 15),
  tabla('Tipo de comprobante', TABLA_10_COMPROBANTES, 2, req),
  c('Serie', 'alfanumerico', 20),
  c('Número', 'alfanumerico', 20, req),
  c('Fecha contable', 'fecha', 10),
  c('Fecha de vencimiento', 'fecha', 10),
  c('Fecha de la operación', 'fecha', 10, req),
  c('Glosa', 'texto', 200, req),
  c('Glosa referencial', 'texto', 200),
  importe('Debe', req),
  importe('Haber', req),
  c('Dato estructurado', 'texto', 92),
  tabla('Estado', estados('189'), 1, req),
];

export const ESTRUCTURA_5_1: Estructura = {
  libro: '050100',
  nombre: 'Libro diario',
  libres: 23,
  campos: camposDiario,
};

/** 5.2 libro diario de formato simplificado: in the PLE, the same 21 fields as 5.1. */
export const ESTRUCTURA_5_2: Estructura = {
  libro: '050200',
  nombre: 'Libro diario de formato simplificado',
  libres: 23,
  campos: camposDiario,
};

export const ESTRUCTURA_6_1: Estructura = {
  libro: '060100',
  nombre: 'Libro mayor',
  libres: 23,
  campos: camposDiario,
};

export const ESTRUCTURA_5_3: Estructura = {
  libro: '050300',
  nombre: 'Libro diario - detalle del plan contable utilizado',
  libres: 8,
  campos: [
    c('Periodo', 'periodoDia', 8, req),
    c('Cuenta contable', 'numerico', 24, req),
    c('Descripción de la cuenta', 'texto', 100, req),
    tabla('Plan de cuentas', TABLA_17_PLANES, 2, req),
    c('Descripción del plan de cuentas', 'texto', 60),
    c('Cuenta corporativa', 'numerico', 24),
    c('Descripción de la cuenta corporativa', 'texto', 100),
    tabla('Estado', estados('189'), 1, req),
  ],
};

/** 5.4 detalle del plan contable del libro diario de formato simplificado: the fields of 5.3. */
export const ESTRUCTURA_5_4: Estructura = {
  libro: '050400',
  nombre: 'Libro diario de formato simplificado - detalle del plan contable utilizado',
  libres: 8,
  campos: ESTRUCTURA_5_3.campos,
};

/** 1.1 caja y bancos, detalle de los movimientos del efectivo: the journal's fields but the issuer's. */
export const ESTRUCTURA_1_1: Estructura = {
  libro: '010100',
  nombre: 'Libro caja y bancos - movimientos del efectivo',
  libres: 19,
  campos: [
    ...camposDiario.slice(0, 7),
    ...camposDiario.slice(9, 17),
    importe('Debe'),
    importe('Haber'),
    ...camposDiario.slice(19),
  ],
};

/** 1.2 caja y bancos, detalle de los movimientos de la cuenta corriente. */
export const ESTRUCTURA_1_2: Estructura = {
  libro: '010200',
  nombre: 'Libro caja y bancos - movimientos de la cuenta corriente',
  libres: 15,
  campos: [
    ...cabecera,
    tabla('Entidad financiera', TABLA_3_ENTIDADES, 2, req),
    c('Cuenta bancaria', 'alfanumerico', 30, req),
    c('Fecha de la operación', 'fecha', 10, req),
    tabla('Medio de pago', TABLA_1_MEDIOS_PAGO, 3, req),
    c('Descripción de la operación', 'texto', 200, req),
    tabla('Tipo de documento del girador o beneficiario', new Set([...TABLA_2_DOCUMENTOS, '-']), 1, req),
    c('Número de documento del girador o beneficiario', 'alfanumerico', 15, req),
    c('Girador o beneficiario', 'texto', 200, req),
    c('Número de transacción', 'alfanumerico', 20, req),
    importe('Debe', req),
    importe('Haber', req),
    tabla('Estado', estados('189'), 1, req),
  ],
};

/** Fields 1–16 of 12.1 and 13.1: the operation, the warehouse, the product and its document. */
const camposExistencia: readonly Campo[] = [
  ...cabecera,
  c('Código de establecimiento', 'numerico', 7, req),
  tabla('Catálogo de la existencia', TABLA_13_CATALOGOS, 1, req),
  tabla('Tipo de existencia', TABLA_5_EXISTENCIAS, 2, req),
  c('Código propio de la existencia', 'alfanumerico', 24, req),
  tabla('Catálogo del código de SUNAT', new Set(['1', '3']), 1),
  c('Código de la existencia en ese catálogo', 'numerico', 128),
  c('Fecha de emisión del documento', 'fecha', 10, req),
  tabla('Tipo de documento', TABLA_10_COMPROBANTES, 2, req),
  c('Serie del documento', 'alfanumerico', 20, req),
  c('Número del documento', 'alfanumerico', 20, req),
  tabla('Tipo de operación', TABLA_12_OPERACIONES, 2, req),
  c('Descripción de la existencia', 'texto', 80, req),
  tabla('Unidad de medida', TABLA_6_MEDIDAS, 3, req),
];

/** 12.1 registro del inventario permanente en unidades físicas (salidas written negative). */
export const ESTRUCTURA_12_1: Estructura = {
  libro: '120100',
  nombre: 'Registro del inventario permanente en unidades físicas',
  libres: 21,
  campos: [
    ...camposExistencia,
    importe('Entradas', { ...req, ...neg }),
    importe('Salidas', { ...req, ...neg }),
    tabla('Estado', estados('189'), 1, req),
  ],
};

const cantidad = (nombre: string, extra: Partial<Campo> = {}) =>
  c(nombre, 'cantidad', 12, { ...req, ...extra });

/** 13.1 registro del inventario permanente valorizado (salidas written negative). */
export const ESTRUCTURA_13_1: Estructura = {
  libro: '130100',
  nombre: 'Registro del inventario permanente valorizado',
  libres: 29,
  campos: [
    ...camposExistencia,
    tabla('Método de valuación', TABLA_14_METODOS, 1, req),
    cantidad('Cantidad ingresada', neg),
    cantidad('Costo unitario ingresado'),
    c('Costo total ingresado', 'importe', 20, { ...req, ...neg }),
    cantidad('Cantidad retirada', neg),
    cantidad('Costo unitario retirado'),
    c('Costo total retirado', 'importe', 20, { ...req, ...neg }),
    cantidad('Cantidad del saldo final', neg),
    cantidad('Costo unitario del saldo final'),
    importe('Costo total del saldo final', { ...req, ...neg }),
    tabla('Estado', estados('189'), 1, req),
  ],
};

/** The books the project generates, by code. */
export const ESTRUCTURAS: Readonly<Record<string, Estructura>> = Object.fromEntries(
  [
    ESTRUCTURA_14_1,
    ESTRUCTURA_14_2,
    ESTRUCTURA_8_1,
    ESTRUCTURA_8_2,
    ESTRUCTURA_8_3,
    ESTRUCTURA_5_1,
    ESTRUCTURA_5_2,
    ESTRUCTURA_6_1,
    ESTRUCTURA_5_3,
    ESTRUCTURA_5_4,
    ESTRUCTURA_1_1,
    ESTRUCTURA_1_2,
    ESTRUCTURA_12_1,
    ESTRUCTURA_13_1,
  ].map((e) => [e.libro, e]),
);
