import { esRucValido } from '@kipu/peru';
import { correlativoAsiento, documentoDeCatalogo06, type FilaBancos } from '@kipu/peru/ple/index';
import { filaDiario } from './filas-diario.ts';
import type { CuentasBancarias, MovimientoEfectivo } from './leer-caja-bancos.ts';
import { estadoDiario, momentoDe, periodoDeLinea } from './momento.ts';

/** Tabla 1 '999': otros medios de pago, for movements that are not a collection or payment. */
const OTROS_MEDIOS = '999';

type CobroPago = { medioPago?: string; numeroOperacion?: string };

/** Payments keep the counterpart's number only: an 11-digit valid RUC is type 6, eight digits a DNI. */
function tipoDeNumero(numero: string | null): string {
  if (!numero) return '';
  if (esRucValido(numero)) return '6';
  return /^\d{8}$/.test(numero) ? '1' : '';
}

/**
 * A bank account's movement as a 1.2 line: the bank and account number of the financial account,
 * the payment's medio de pago and operation number (or the CUO, the internal control number), the
 * counterpart of the operation or '-' and VARIOS.
 */
export function filaBancos(m: MovimientoEfectivo, bancos: CuentasBancarias): FilaBancos {
  const op = m.operacion;
  const banco = bancos.get(m.linea.cuenta);
  const pago = (op.datos?.cobroPago ?? {}) as CobroPago;
  const tipo = documentoDeCatalogo06(op.personaTipoDocumento) || tipoDeNumero(op.personaNumeroDocumento);
  return {
    periodo: periodoDeLinea(op),
    cuo: op.cuo,
    correlativo: correlativoAsiento(momentoDe(op.tipoOperacion), m.linea.linea),
    entidadFinanciera: banco?.bancoId ?? '',
    cuentaBancaria: banco?.cuenta ?? '',
    fecha: op.fechaContable,
    medioPago: pago.medioPago || OTROS_MEDIOS,
    descripcion: m.linea.glosa || op.glosa,
    tipoDocumento: tipo && op.personaNumeroDocumento ? tipo : '-',
    numeroDocumento: tipo ? (op.personaNumeroDocumento ?? '') : '',
    nombre: op.personaNombre ?? '',
    numeroTransaccion: pago.numeroOperacion || op.glosaReferencia || op.cuo,
    debe: m.linea.debe,
    haber: m.linea.haber,
    estado: estadoDiario(op.estadoPle),
  };
}

/** A cash movement as a 1.1 line: the journal's line (the writer leaves out the issuer). */
export const filaCaja = (m: MovimientoEfectivo) => filaDiario(m);
