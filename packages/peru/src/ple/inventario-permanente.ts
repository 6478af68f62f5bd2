import Decimal from 'decimal.js';
import { codigoPle, fechaPle, importePle, lineaPle, periodoPle, textoPle } from './formato.ts';

/** One valued quantity of a 13.1 line: units, unit cost and total in soles. */
export type ValorPle = { cantidad: string; costoUnitario: string; costoTotal: string };

/**
 * A kardex movement of one product as 12.1 and 13.1 write it. Dates 'YYYY-MM-DD'; `salida` and the
 * salida's values as positive figures (the writers put the sign SUNAT asks for).
 */
export type FilaInventario = {
  periodo: string;
  cuo: string;
  correlativo: string;
  /** Annex establishment code (four digits at least; 9999 for a third party's warehouse). */
  establecimiento: string;
  /** Tabla 5. */
  tipoExistencia: string;
  codigo: string;
  /** SUNAT catálogo 25 (UNSPSC) code, when the product has one. */
  codigoSunat?: string | null;
  fecha: string;
  /** Tabla 10 ('00' with serie and número '0' when there is no document). */
  tipoComprobante: string;
  serie: string;
  numero: string;
  /** Tabla 12. */
  tipoOperacion: string;
  descripcion: string;
  /** Tabla 6. */
  unidad: string;
  estado: string;
  entrada: ValorPle;
  salida: ValorPle;
  saldo: ValorPle;
};

/** Units or unit costs with two decimals at least and up to eight ('10.00', '1.68333333'). */
export function cantidadPle(valor: string, negativo = false): string {
  const d = new Decimal(valor || 0).toDecimalPlaces(8);
  if (d.isZero()) return '0.00';
  const v = negativo ? d.negated() : d;
  return v.decimalPlaces() <= 2 ? v.toFixed(2) : v.toFixed();
}

/** A code field of 'alfanumerico' format: letters, digits and ( ) , . - only. */
const alfanumericoPle = (valor: string, longitud: number) =>
  codigoPle(valor, 64)
    .replace(/[^A-Za-z0-9(),.-]/g, '')
    .slice(0, longitud) || '0';

/** Fields 1–16, common to both books. */
function camposExistencia(f: FilaInventario): string[] {
  const sunat = f.codigoSunat && /^\d+$/.test(f.codigoSunat) ? f.codigoSunat : '';
  return [
    periodoPle(f.periodo),
    codigoPle(f.cuo, 40),
    codigoPle(f.correlativo, 10),
    f.establecimiento,
    // Tabla 13 '9': the company's own catalogue; field 8 names UNSPSC when the product has its code.
    '9',
    f.tipoExistencia,
    alfanumericoPle(f.codigo, 24),
    sunat ? '1' : '',
    sunat,
    fechaPle(f.fecha),
    f.tipoComprobante,
    alfanumericoPle(f.serie, 20),
    alfanumericoPle(f.numero, 20),
    f.tipoOperacion,
    textoPle(f.descripcion, 80),
    f.unidad,
  ];
}

const negativo = (v: string) => {
  const d = new Decimal(v || 0);
  return importePle(d.isZero() ? '0' : d.negated().toFixed(2));
};

/** The 19 fields of a 12.1 line (units only; salidas negative). */
export const camposUnidades = (f: FilaInventario): string[] => [
  ...camposExistencia(f),
  importePle(new Decimal(f.entrada.cantidad || 0).toFixed(2)),
  negativo(new Decimal(f.salida.cantidad || 0).toFixed(2)),
  f.estado,
];

/** The 27 fields of a 13.1 line (método 1, promedio ponderado; salidas negative). */
export const camposValorizado = (f: FilaInventario): string[] => [
  ...camposExistencia(f),
  '1',
  cantidadPle(f.entrada.cantidad),
  cantidadPle(f.entrada.costoUnitario),
  importePle(f.entrada.costoTotal),
  cantidadPle(f.salida.cantidad, true),
  cantidadPle(f.salida.costoUnitario),
  negativo(f.salida.costoTotal),
  cantidadPle(f.saldo.cantidad),
  cantidadPle(f.saldo.costoUnitario),
  importePle(f.saldo.costoTotal),
  f.estado,
];

export const lineaUnidades = (f: FilaInventario): string => lineaPle(camposUnidades(f));
export const lineaValorizado = (f: FilaInventario): string => lineaPle(camposValorizado(f));
