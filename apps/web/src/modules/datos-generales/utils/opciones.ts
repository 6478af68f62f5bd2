import { TIPOS_COMPROBANTE, type TipoComprobante } from '@kipu/peru';

/** Choices of the /app forms (spec 02 §3, §9). Values are what the server stores. */

export interface Opcion<V extends string | number = string> {
  value: V;
  label: string;
}

/** SUNAT's taxpayer states (padrón RUC). */
export const ESTADOS_CONTRIBUYENTE: readonly Opcion[] = [
  { value: 'ACTIVO', label: 'ACTIVO' },
  { value: 'BAJA DE OFICIO', label: 'BAJA DE OFICIO' },
  { value: 'BAJA DEFINITIVA', label: 'BAJA DEFINITIVA' },
  { value: 'BAJA PROVISIONAL', label: 'BAJA PROVISIONAL' },
  { value: 'SUSPENSIÓN TEMPORAL', label: 'SUSPENSIÓN TEMPORAL' },
];

/** SUNAT's fiscal-address conditions (padrón RUC). */
export const CONDICIONES_DOMICILIO: readonly Opcion[] = [
  { value: 'HABIDO', label: 'HABIDO' },
  { value: 'NO HABIDO', label: 'NO HABIDO' },
  { value: 'NO HALLADO', label: 'NO HALLADO' },
  { value: 'PENDIENTE', label: 'PENDIENTE' },
];

/** Business types (spec 02 §1): the point-of-sale menus change with them. */
export const RUBROS: readonly Opcion[] = [
  { value: 'comercial', label: 'Comercial' },
  { value: 'servicios', label: 'Servicios' },
  { value: 'restaurante', label: 'Restaurante' },
  { value: 'hotel', label: 'Hotel' },
  { value: 'bar', label: 'Bar' },
  { value: 'grifo', label: 'Grifo' },
  { value: 'consultorio', label: 'Consultorio médico' },
];

/** Labour regime of the company's payroll. */
export const REGIMENES_PLANILLA: readonly Opcion[] = [
  { value: 'GENERAL', label: 'Régimen general (D. Leg. 728)' },
  { value: 'MICROEMPRESA', label: 'Microempresa (REMYPE)' },
  { value: 'PEQUEÑA EMPRESA', label: 'Pequeña empresa (REMYPE)' },
  { value: 'AGRARIO', label: 'Agrario' },
];

/** Document type of a company with RUC (SUNAT catálogo 06). */
export const DOCUMENTO_RUC = '6';
/** DNI (SUNAT catálogo 06). */
export const DOCUMENTO_DNI = '1';

export const FORMATOS_PDF: readonly Opcion[] = [
  { value: 'A4', label: 'A4' },
  { value: 'TICKET', label: 'TICKET' },
];

export const DISENOS_PDF: readonly Opcion[] = [{ value: 'clasico', label: 'Clásico' }];

export const ANCHOS_TICKET: readonly Opcion<number>[] = [
  { value: 58, label: '58 mm' },
  { value: 80, label: '80 mm' },
];

/** Calculation basis of a voucher's lines (spec 02 §9). */
export const CALCULOS_COMPROBANTE: readonly Opcion[] = [
  { value: 'precio_unitario', label: 'Precio unitario (con IGV)' },
  { value: 'valor_unitario', label: 'Valor unitario (sin IGV)' },
];

/** Voucher types a series can number (spec 02 §9: 01, 03, 07, 08, 09, 99, 98, 97; and the carrier's guide, 31). */
export const TIPOS_SERIE: readonly Opcion[] = (
  ['01', '03', '07', '08', '09', '31', '99', '98', '97'] as const satisfies readonly TipoComprobante[]
).map((codigo) => ({ value: codigo, label: `${codigo} - ${TIPOS_COMPROBANTE[codigo]}` }));

/** '01' → 'Factura'; the code itself when it is unknown. */
export function nombreComprobante(codigo: string): string {
  return (TIPOS_COMPROBANTE as Record<string, string>)[codigo] ?? codigo;
}

/** The label of a value among the options, or the value itself. */
export function etiquetaDe<V extends string | number>(opciones: readonly Opcion<V>[], valor: V): string {
  return opciones.find((o) => o.value === valor)?.label ?? String(valor);
}

/** Short names of the usual identity documents (SUNAT catálogo 06) for narrow table columns. */
const ABREVIATURAS_DOCUMENTO: Readonly<Record<string, string>> = {
  '0': 'SIN RUC',
  '1': 'DNI',
  '4': 'C.E.',
  '6': 'RUC',
  '7': 'PASAPORTE',
};

/** '1' → 'DNI', '6' → 'RUC'...; the catalogue's name for the others. */
export function abreviaturaDocumento(codigo: string, nombre: string): string {
  return ABREVIATURAS_DOCUMENTO[codigo] ?? nombre;
}
