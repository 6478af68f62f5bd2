import { codigoPle, fechaPle, importePle, lineaPle, periodoPle, textoPle } from './formato.ts';

/** The register line (14.1, 8.1 or 8.2) a journal line comes from: its book and fields 1, 2 and 3. */
export type EnlaceRegistro = { libro: string; periodo: string; cuo: string; correlativo: string };

/**
 * One movement of the 5.1 libro diario — and of the 6.1 libro mayor, which has the same 21 fields and
 * lists the same movements by account. Dates 'YYYY-MM-DD'; debe and haber in soles.
 */
export type FilaDiario = {
  periodo: string;
  cuo: string;
  correlativo: string;
  cuenta: string;
  unidadOperacion?: string | null;
  centroCosto?: string | null;
  moneda: string;
  emisorTipoDocumento?: string | null;
  emisorNumeroDocumento?: string | null;
  /** Tabla 10; '00' (otros) when the operation has no document. */
  tipoComprobante: string;
  serie?: string | null;
  numero: string;
  fechaContable: string;
  fechaVencimiento?: string | null;
  fechaOperacion: string;
  glosa: string;
  glosaReferencial?: string | null;
  debe: string;
  haber: string;
  registro?: EnlaceRegistro | null;
  /** 1, 8 or 9. */
  estado: string;
};

/** Field 20, `codigoLibro&campo1&campo2&campo3` of the register line. */
export const datoEstructurado = (r: EnlaceRegistro | null | undefined): string =>
  r ? [r.libro, periodoPle(r.periodo), r.cuo, r.correlativo].join('&') : '';

/** The 21 fields of a 5.1 / 6.1 line. */
export function camposDiario(f: FilaDiario): string[] {
  return [
    periodoPle(f.periodo),
    codigoPle(f.cuo, 40),
    codigoPle(f.correlativo, 10),
    codigoPle(f.cuenta, 24),
    codigoPle(f.unidadOperacion, 24),
    codigoPle(f.centroCosto, 24),
    f.moneda,
    f.emisorTipoDocumento ?? '',
    codigoPle(f.emisorNumeroDocumento, 15),
    f.tipoComprobante,
    codigoPle(f.serie, 20),
    codigoPle(f.numero, 20),
    fechaPle(f.fechaContable),
    fechaPle(f.fechaVencimiento),
    fechaPle(f.fechaOperacion),
    textoPle(f.glosa, 200),
    textoPle(f.glosaReferencial, 200),
    importePle(f.debe),
    importePle(f.haber),
    datoEstructurado(f.registro),
    f.estado,
  ];
}

export const lineaDiario = (f: FilaDiario): string => lineaPle(camposDiario(f));

/** One account of the 5.3 detalle del plan contable utilizado. */
export type FilaPlanCuentas = {
  /** 'YYYYMM' of the file; the field is AAAAMMDD with the period's first day. */
  periodo: string;
  cuenta: string;
  denominacion: string;
  /** Tabla 17: 01 PCGE. */
  plan: string;
  /** Only for plan 99. */
  descripcionPlan?: string | null;
  cuentaCorporativa?: string | null;
  denominacionCorporativa?: string | null;
  /** 1, 8 or 9. */
  estado: string;
};

/** The 8 fields of a 5.3 line. */
export function camposPlanCuentas(f: FilaPlanCuentas): string[] {
  return [
    `${f.periodo}01`,
    codigoPle(f.cuenta, 24),
    textoPle(f.denominacion, 100),
    f.plan,
    textoPle(f.descripcionPlan, 60),
    codigoPle(f.cuentaCorporativa, 24),
    textoPle(f.denominacionCorporativa, 100),
    f.estado,
  ];
}

export const lineaPlanCuentas = (f: FilaPlanCuentas): string => lineaPle(camposPlanCuentas(f));
