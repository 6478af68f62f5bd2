import { filasParametricas } from '@kipu/db';
import { esFecha } from '@kipu/peru/ubl/partes';
import Decimal from 'decimal.js';
import { entradaInvalida, prohibido } from '../../../shared/errores.ts';
import { esUuid, recortar } from '../../../shared/tablas-de-empresa.ts';

/** What the collection and payment forms send (spec 02 §3 Payment, mass payment). */
export type EntradaPago = {
  fecha: string;
  cuenta_financiera_id: string;
  /** SUNAT catálogo 59 / PLE tabla 1 code. */
  medio_pago: string;
  numero_operacion?: string | null;
  tipo_cambio?: string | null;
  glosa?: string | null;
  documentos: readonly { documento_id: string; monto?: string | null }[];
  /** A detracción deposit of a purchase: its constancia, stored back on the purchase. */
  detraccion?: { constancia_numero: string; constancia_fecha?: string | null } | null;
};

export type PagoValidado = {
  fecha: string;
  medioPago: string;
  numeroOperacion: string | null;
  tipoCambio: string | null;
  glosa: string;
  documentos: { id: string; monto: string }[];
  detraccion: { constanciaNumero: string; constanciaFecha: string } | null;
};

const IMPORTE = /^\d{1,14}(\.\d{1,2})?$/;
const TIPO_CAMBIO = /^\d{1,4}(\.\d{1,3})?$/;

/** The medio de pago of catálogo 59 (the same codes as PLE tabla 1). */
export const medioDePago = (codigo: string) => filasParametricas('cat59')?.find((f) => f.codigo === codigo);

/**
 * Checks what does not need stored data: dates (not after today), medio de pago, operation number,
 * rate, amounts and the detracción's constancia. A document id that is not an id answers FORBIDDEN,
 * as one of another company does.
 */
export function validarEntradaPago(e: EntradaPago, hoy: string): PagoValidado {
  const fecha = recortar(e.fecha);
  if (!esFecha(fecha)) throw entradaInvalida('La fecha del pago no es válida');
  if (fecha > hoy) throw entradaInvalida('La fecha del pago no puede ser posterior a hoy');
  const medioPago = recortar(e.medio_pago);
  if (!medioDePago(medioPago)) throw entradaInvalida('Seleccione el medio de pago (catálogo 59)');
  const numeroOperacion = recortar(e.numero_operacion);
  if (numeroOperacion && !/^[0-9A-Za-z-]{1,20}$/.test(numeroOperacion))
    throw entradaInvalida('El número de operación tiene hasta 20 letras, dígitos o guiones');
  const tipoCambio = recortar(e.tipo_cambio);
  if (tipoCambio && (!TIPO_CAMBIO.test(tipoCambio) || !new Decimal(tipoCambio).gt(0)))
    throw entradaInvalida('El tipo de cambio debe ser un número mayor que cero con hasta 3 decimales');
  const glosa = recortar(e.glosa);
  if (glosa.length > 200) throw entradaInvalida('La glosa tiene hasta 200 caracteres');
  if (e.documentos.length === 0) throw entradaInvalida('Seleccione al menos un documento');
  if (e.documentos.length > 200) throw entradaInvalida('Un pago puede aplicarse a 200 documentos a la vez');
  const ids = new Set<string>();
  const documentos = e.documentos.map((d, i) => {
    if (!esUuid(d.documento_id)) throw prohibido();
    if (ids.has(d.documento_id)) throw entradaInvalida(`Documento ${i + 1}: está repetido en el pago`);
    ids.add(d.documento_id);
    const monto = recortar(d.monto);
    if (!e.detraccion && (!IMPORTE.test(monto) || new Decimal(monto).lte(0)))
      throw entradaInvalida(`Documento ${i + 1}: el monto debe ser mayor que cero con hasta 2 decimales`);
    return { id: d.documento_id, monto: monto ? new Decimal(monto).toFixed(2) : '0.00' };
  });
  let detraccion: PagoValidado['detraccion'] = null;
  if (e.detraccion) {
    const constanciaNumero = recortar(e.detraccion.constancia_numero);
    const constanciaFecha = recortar(e.detraccion.constancia_fecha) || fecha;
    if (!/^[0-9A-Za-z-]{1,24}$/.test(constanciaNumero))
      throw entradaInvalida('Indique el número de la constancia de depósito (hasta 24 letras o dígitos)');
    if (!esFecha(constanciaFecha) || constanciaFecha > hoy)
      throw entradaInvalida('La fecha de la constancia de depósito no es válida');
    if (documentos.length !== 1)
      throw entradaInvalida('El depósito de la detracción se registra para una compra a la vez');
    detraccion = { constanciaNumero, constanciaFecha };
  }
  return {
    fecha,
    medioPago,
    numeroOperacion: numeroOperacion || null,
    tipoCambio: tipoCambio ? new Decimal(tipoCambio).toFixed(3) : null,
    glosa,
    documentos,
    detraccion,
  };
}
