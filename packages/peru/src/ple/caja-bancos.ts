import { codigoPle, fechaPle, importePle, lineaPle, periodoPle, textoPle } from './formato.ts';
import { camposDiario, type FilaDiario } from './libro-diario.ts';

/**
 * 1.1: a movement of a cash account (101…), the 5.1 journal line without the issuer's two fields
 * (8 and 9), which this structure does not have.
 */
export function camposCaja(f: FilaDiario): string[] {
  const c = camposDiario(f);
  return [...c.slice(0, 7), ...c.slice(9)];
}

export const lineaCaja = (f: FilaDiario): string => lineaPle(camposCaja(f));

/** One movement of a bank account (1.2). Dates 'YYYY-MM-DD'; debe and haber in soles. */
export type FilaBancos = {
  periodo: string;
  cuo: string;
  correlativo: string;
  /** Tabla 3 code of the bank. */
  entidadFinanciera: string;
  cuentaBancaria: string;
  fecha: string;
  /** Tabla 1 (catálogo 59). */
  medioPago: string;
  descripcion: string;
  /** Tabla 2 of the drawer or beneficiary; '-' when none or many. */
  tipoDocumento: string;
  numeroDocumento: string;
  nombre: string;
  numeroTransaccion: string;
  debe: string;
  haber: string;
  /** 1, 8 or 9. */
  estado: string;
};

/** The 15 fields of a 1.2 line. */
export function camposBancos(f: FilaBancos): string[] {
  const sinDocumento = !f.tipoDocumento || f.tipoDocumento === '-';
  return [
    periodoPle(f.periodo),
    codigoPle(f.cuo, 40),
    codigoPle(f.correlativo, 10),
    f.entidadFinanciera,
    codigoPle(f.cuentaBancaria, 30),
    fechaPle(f.fecha),
    f.medioPago,
    textoPle(f.descripcion, 200),
    sinDocumento ? '-' : f.tipoDocumento,
    sinDocumento ? '-' : codigoPle(f.numeroDocumento, 15),
    textoPle(f.nombre, 200) || 'VARIOS',
    codigoPle(f.numeroTransaccion, 20),
    importePle(f.debe),
    importePle(f.haber),
    f.estado,
  ];
}

export const lineaBancos = (f: FilaBancos): string => lineaPle(camposBancos(f));
