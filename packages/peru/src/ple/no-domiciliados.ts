import Decimal from 'decimal.js';
import {
  codigoPle,
  fechaPle,
  importeOpcionalPle,
  importePle,
  lineaPle,
  periodoPle,
  textoPle,
  tipoCambioPle,
} from './formato.ts';

/** The document that supports the crédito fiscal of a service from abroad (a 46/50–53 or 00). */
export type SustentoCredito = {
  tipo: string;
  serie?: string | null;
  anioDua?: string | null;
  numero: string;
};

/** One line of the 8.2 register of purchases from non-domiciled parties, in plain values. */
export type FilaNoDomiciliados = {
  periodo: string;
  cuo: string;
  correlativo: string;
  fechaEmision: string;
  /** 00, 91, 97 or 98. */
  tipoComprobante: string;
  serie?: string | null;
  numero: string;
  valorAdquisicion: string;
  otros: string;
  total: string;
  sustento?: SustentoCredito | null;
  retencionIgv?: string | null;
  moneda: string;
  tipoCambio: string;
  /** Tabla 35 country of residence (four digits). */
  pais: string;
  nombre: string;
  domicilio?: string | null;
  identificacion: string;
  beneficiario?: { nif?: string | null; nombre?: string | null; pais?: string | null } | null;
  /** Tabla 27. */
  vinculo?: string | null;
  rentaBruta?: string | null;
  deduccion?: string | null;
  rentaNeta?: string | null;
  /** Percentage, up to three integers and two decimals. */
  tasaRetencion?: string | null;
  impuestoRetenido?: string | null;
  /** Tabla 25 double-taxation agreement (00 none). */
  convenio: string;
  /** Tabla 33. */
  exoneracion?: string | null;
  /** Tabla 31. */
  tipoRenta: string;
  /** Tabla 32. */
  modalidad?: string | null;
  articulo76?: boolean;
  /** 0 or 9. */
  estado: string;
};

const tasa = (v: string | null | undefined) => (v ? new Decimal(v).toFixed(2) : '');

/** The 36 fields of an 8.2 line. */
export function camposNoDomiciliados(f: FilaNoDomiciliados): string[] {
  const s = f.sustento;
  const b = f.beneficiario;
  return [
    periodoPle(f.periodo),
    codigoPle(f.cuo, 40),
    codigoPle(f.correlativo, 10),
    fechaPle(f.fechaEmision),
    f.tipoComprobante,
    codigoPle(f.serie, 20),
    codigoPle(f.numero, 20),
    importePle(f.valorAdquisicion),
    importePle(f.otros),
    importePle(f.total),
    s?.tipo ?? '',
    codigoPle(s?.serie, 20),
    codigoPle(s?.anioDua, 4),
    codigoPle(s?.numero, 20),
    importeOpcionalPle(f.retencionIgv),
    f.moneda,
    f.moneda === 'PEN' ? '' : tipoCambioPle(f.tipoCambio),
    codigoPle(f.pais, 4),
    textoPle(f.nombre, 100),
    textoPle(f.domicilio, 100),
    codigoPle(f.identificacion, 15),
    codigoPle(b?.nif, 15),
    textoPle(b?.nombre, 100),
    codigoPle(b?.pais, 4),
    f.vinculo ?? '',
    importeOpcionalPle(f.rentaBruta),
    importeOpcionalPle(f.deduccion),
    importeOpcionalPle(f.rentaNeta),
    tasa(f.tasaRetencion),
    importeOpcionalPle(f.impuestoRetenido),
    f.convenio,
    f.exoneracion ?? '',
    f.tipoRenta,
    f.modalidad ?? '',
    f.articulo76 ? '1' : '',
    f.estado,
  ];
}

export const lineaNoDomiciliados = (f: FilaNoDomiciliados): string => lineaPle(camposNoDomiciliados(f));
