import { problemaDeNumeroDocumento } from './documento.ts';
import type { ExtensionPlame } from './formato.ts';
import {
  CONCEPTOS_NO_ENVIAR,
  CONCEPTOS_SOLO_PAGADO,
  TABLA_3_DOCUMENTOS,
  TABLA_21_SUSPENSIONES,
  TABLA_22_CONCEPTOS,
  TABLA_23_COMPROBANTES,
  TABLA_25_CONVENIOS,
} from './tablas.ts';

/** A field's check: the Spanish problem of a value, or undefined. */
type Regla = (valor: string) => string | undefined;
type Campo = { nombre: string; regla: Regla };

export type EstructuraPlame = {
  extension: ExtensionPlame;
  /** Anexo 3 structure number and name. */
  nombre: string;
  campos: readonly Campo[];
  /** Indices of the fields no two lines may share. */
  clave: readonly number[];
  /** Rules between the fields of a line; `periodo` is the file's AAAAMM. */
  reglas?: (campos: readonly string[], periodo: string | undefined) => (string | undefined)[];
};

const deTabla =
  (tabla: ReadonlySet<string>, numero: string): Regla =>
  (v) =>
    tabla.has(v) ? undefined : `"${v}" no está en la tabla ${numero}`;

const entero =
  (digitos: number, minimo: number, maximo: number): Regla =>
  (v) =>
    new RegExp(`^\\d{1,${digitos}}$`).test(v) && Number(v) >= minimo && Number(v) <= maximo
      ? undefined
      : `debe ser un entero de ${minimo} a ${maximo}`;

/** An amount with '.' and two decimals, up to `enteros` digits before it. */
const importe =
  (enteros: number, opcional = false): Regla =>
  (v) =>
    (opcional && v === '') || new RegExp(`^\\d{1,${enteros}}\\.\\d{2}$`).test(v)
      ? undefined
      : `debe ser un importe con dos decimales y hasta ${enteros} enteros`;

const texto =
  (largo: number, opcional = false): Regla =>
  (v) =>
    !opcional && v === ''
      ? 'es obligatorio'
      : v.length > largo
        ? `supera los ${largo} caracteres`
        : undefined;

const FECHA = /^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/\d{4}$/;
const fecha: Regla = (v) => (FECHA.test(v) ? undefined : 'debe ser una fecha DD/MM/AAAA');
/** DD/MM/AAAA → AAAAMMDD, for comparing. */
const ordenable = (v: string) => `${v.slice(6, 10)}${v.slice(3, 5)}${v.slice(0, 2)}`;

const de =
  (...opciones: string[]): Regla =>
  (v) =>
    opciones.includes(v) ? undefined : `debe ser ${opciones.join(' o ')}`;

/** Workers are identified by DNI, carné, pasaporte or partida; the RUC is only for 4ta providers. */
const documentoTrabajador: Regla = (v) =>
  v === '06' ? 'el RUC solo identifica a prestadores de 4ta categoría' : deTabla(TABLA_3_DOCUMENTOS, '3')(v);

const DOCUMENTO: readonly Campo[] = [
  { nombre: 'Tipo de documento', regla: documentoTrabajador },
  { nombre: 'Número de documento', regla: texto(15) },
];
const DOCUMENTO_PRESTADOR: readonly Campo[] = [
  { nombre: 'Tipo de documento', regla: deTabla(TABLA_3_DOCUMENTOS, '3') },
  { nombre: 'Número de documento', regla: texto(15) },
];

const numeroDeDocumento = (c: readonly string[]) => {
  const p = problemaDeNumeroDocumento(c[0] ?? '', c[1] ?? '');
  return p ? `Campo 2: ${p}` : undefined;
};

export const ESTRUCTURAS_PLAME: Readonly<Record<ExtensionPlame, EstructuraPlame>> = {
  rem: {
    extension: 'rem',
    nombre: 'Estructura 18: ingresos, tributos y descuentos',
    campos: [
      ...DOCUMENTO,
      { nombre: 'Código de concepto', regla: deTabla(TABLA_22_CONCEPTOS, '22') },
      { nombre: 'Monto devengado', regla: importe(7, true) },
      { nombre: 'Monto pagado o descontado', regla: importe(7, true) },
    ],
    clave: [0, 1, 2],
    reglas: (c) => {
      const [, , codigo = '', devengado, pagado] = c;
      return [
        numeroDeDocumento(c),
        CONCEPTOS_NO_ENVIAR.has(codigo)
          ? `El concepto ${codigo} lo calcula el PDT: no se envía`
          : CONCEPTOS_SOLO_PAGADO.has(codigo)
            ? devengado || !pagado
              ? `El concepto ${codigo} solo lleva el monto pagado o descontado`
              : undefined
            : !devengado !== !pagado
              ? 'El monto devengado y el pagado van juntos: si uno se llena, el otro también'
              : !devengado
                ? 'La línea no tiene montos'
                : undefined,
      ];
    },
  },
  jor: {
    extension: 'jor',
    nombre: 'Estructura 14: jornada laboral',
    campos: [
      ...DOCUMENTO,
      { nombre: 'Horas ordinarias', regla: entero(3, 0, 360) },
      { nombre: 'Minutos ordinarios', regla: entero(2, 0, 59) },
      { nombre: 'Horas de sobretiempo', regla: entero(3, 0, 360) },
      { nombre: 'Minutos de sobretiempo', regla: entero(2, 0, 59) },
    ],
    clave: [0, 1],
    reglas: (c) => [numeroDeDocumento(c)],
  },
  snl: {
    extension: 'snl',
    nombre: 'Estructura 15: días subsidiados y no laborados',
    campos: [
      ...DOCUMENTO,
      { nombre: 'Tipo de suspensión', regla: deTabla(TABLA_21_SUSPENSIONES, '21') },
      { nombre: 'Días', regla: entero(2, 1, 31) },
    ],
    clave: [0, 1, 2],
    reglas: (c) => [numeroDeDocumento(c)],
  },
  tas: {
    extension: 'tas',
    nombre: 'Estructura 25: tasas SCTR-EsSalud e IES',
    campos: [
      ...DOCUMENTO,
      { nombre: 'Indicador', regla: de('1', '2') },
      {
        nombre: 'Tasa',
        regla: (v) =>
          /^\d{1,3}\.\d{2}$/.test(v) && Number(v) <= 100 ? undefined : 'debe ser una tasa de 0.00 a 100.00',
      },
    ],
    clave: [0, 1, 2],
    reglas: (c) => [numeroDeDocumento(c)],
  },
  ps4: {
    extension: 'ps4',
    nombre: 'Estructura 7: prestadores de servicios de 4ta categoría',
    campos: [
      ...DOCUMENTO_PRESTADOR,
      { nombre: 'Apellido paterno', regla: texto(40) },
      { nombre: 'Apellido materno', regla: texto(40, true) },
      { nombre: 'Nombres', regla: texto(40) },
      { nombre: 'Domiciliado', regla: de('1', '2') },
      { nombre: 'Convenio para evitar la doble tributación', regla: deTabla(TABLA_25_CONVENIOS, '25') },
    ],
    clave: [0, 1],
    reglas: (c) => [
      numeroDeDocumento(c),
      c[5] === '1' && c[0] !== '06' ? 'Un prestador domiciliado se identifica con su RUC (06)' : undefined,
    ],
  },
  '4ta': {
    extension: '4ta',
    nombre: 'Estructura 20: comprobantes de 4ta categoría',
    campos: [
      ...DOCUMENTO_PRESTADOR,
      { nombre: 'Tipo de comprobante', regla: deTabla(TABLA_23_COMPROBANTES, '23') },
      {
        nombre: 'Serie',
        regla: (v) => (/^[A-Z0-9]{1,4}$/.test(v) ? undefined : 'debe tener hasta 4 letras o dígitos'),
      },
      { nombre: 'Número', regla: (v) => (/^\d{1,8}$/.test(v) ? undefined : 'debe tener hasta 8 dígitos') },
      { nombre: 'Monto total', regla: importe(12) },
      { nombre: 'Fecha de emisión', regla: fecha },
      { nombre: 'Fecha de pago', regla: fecha },
      { nombre: 'Retención de 4ta categoría', regla: de('0', '1') },
      { nombre: 'Retención de aporte previsional', regla: de('1', '2', '3') },
      { nombre: 'Aporte previsional', regla: importe(7, true) },
    ],
    clave: [0, 1, 2, 3, 4],
    reglas: (c, periodo) => {
      const [, , , , , , emision = '', pago = '', , pension, aporte] = c;
      const fechas = FECHA.test(emision) && FECHA.test(pago);
      return [
        numeroDeDocumento(c),
        fechas && ordenable(pago) < ordenable(emision)
          ? 'La fecha de pago no puede ser anterior a la de emisión'
          : undefined,
        fechas && periodo && ordenable(pago).slice(0, 6) !== periodo
          ? `La fecha de pago ${pago} no está en el periodo ${periodo}`
          : undefined,
        (pension === '3') !== (aporte === '')
          ? 'El aporte previsional se informa solo cuando hay retención (campo 10 = 1 o 2)'
          : undefined,
      ];
    },
  },
};
