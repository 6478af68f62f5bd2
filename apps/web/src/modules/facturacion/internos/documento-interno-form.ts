import type { ComprobanteCalculado, EntradaComprobante } from '@kipu/peru/comprobantes/calculo';
import type { RegimenIgv } from '@kipu/peru/tributos/igv';
import type { EmitirDocumentoInternoInput } from '../../../gql/graphql';
import {
  type BaseCalculo,
  CLIENTE_VARIOS,
  type ComprobanteForm,
  entradaCalculo,
  inputEmision,
  lineaVacia,
} from '../utils/comprobante-form';

/** 97 orden de compra, 98 proforma, 99 nota de venta: numbered here, never sent to SUNAT. */
export type TipoInterno = '97' | '98' | '99';

interface Definicion {
  /** The list's title. */
  titulo: string;
  /** "Proforma", as a toast names one. */
  singular: string;
  /** "Nueva proforma". */
  nuevo: string;
  /** In a sentence: "la proforma". */
  nombre: string;
  persona: 'Cliente' | 'Proveedor';
  /** What the due date means here; undefined when the document has none. */
  vencimiento: string | undefined;
  vencimientoObligatorio: boolean;
}

export const DOCUMENTOS_INTERNOS: Readonly<Record<TipoInterno, Definicion>> = {
  '97': {
    titulo: 'Órdenes de compra',
    singular: 'Orden de compra',
    nuevo: 'Nueva orden de compra',
    nombre: 'la orden de compra',
    persona: 'Proveedor',
    vencimiento: 'Fecha de entrega',
    vencimientoObligatorio: false,
  },
  '98': {
    titulo: 'Proformas',
    singular: 'Proforma',
    nuevo: 'Nueva proforma',
    nombre: 'la proforma',
    persona: 'Cliente',
    vencimiento: 'Válida hasta',
    vencimientoObligatorio: true,
  },
  '99': {
    titulo: 'Notas de venta',
    singular: 'Nota de venta',
    nuevo: 'Nueva nota de venta',
    nombre: 'la nota de venta',
    persona: 'Cliente',
    vencimiento: undefined,
    vencimientoObligatorio: false,
  },
};

/** The facturador's form without its payment part, plus the due date. */
export interface DocumentoInternoForm
  extends Omit<ComprobanteForm, 'tipo' | 'formaPago' | 'cuotas' | 'guias' | 'tipoGuia'> {
  fechaVencimiento: string;
}

/** Days a new proforma stays valid unless changed. */
export const VALIDEZ_PROFORMA_DIAS = 15;

export function sumarDias(fecha: string, dias: number): string {
  return new Date(Date.parse(`${fecha}T00:00:00Z`) + dias * 86_400_000).toISOString().slice(0, 10);
}

export function formularioInterno(tipo: TipoInterno, hoy: string): DocumentoInternoForm {
  return {
    serie: '',
    cliente:
      tipo === '97' ? { tipoDocumento: '6', numero: '', nombre: '', direccion: '' } : { ...CLIENTE_VARIOS },
    lineas: [lineaVacia()],
    observaciones: '',
    fechaVencimiento: tipo === '98' ? sumarDias(hoy, VALIDEZ_PROFORMA_DIAS) : '',
  };
}

/** The server computes these documents by a boleta's rules (no payment form, no RUC needed). */
export function comoBoleta(f: DocumentoInternoForm): ComprobanteForm {
  return { ...f, tipo: '03', formaPago: 'contado', cuotas: [], guias: '', tipoGuia: '09' };
}

/** The live totals' input: the facturador's, as a boleta without a payment form. */
export function entradaInterna(
  f: DocumentoInternoForm,
  base: BaseCalculo,
  fecha: string,
  regimenIgv: RegimenIgv = 'general',
): EntradaComprobante {
  const { formaPago: _sinPago, ...entrada } = entradaCalculo(comoBoleta(f), base, fecha, regimenIgv);
  return entrada;
}

/**
 * What keeps the document from being saved, as the server words it: the boleta-only rule (an
 * unidentified customer above S/ 700) does not apply, and an orden de compra names a supplier.
 */
export function erroresInternos(
  c: ComprobanteCalculado,
  tipo: TipoInterno,
  f: DocumentoInternoForm,
): string[] {
  const errores = c.errores
    .filter((e) => !(e.campo === 'cliente' && e.mensaje.startsWith('Una boleta')))
    .map((e) => e.mensaje.replace(/^El comprobante/, 'El documento'))
    .map((m) => (tipo === '97' ? m.replace(/\bcliente\b/g, 'proveedor') : m));
  const def = DOCUMENTOS_INTERNOS[tipo];
  if (def.vencimientoObligatorio && !f.fechaVencimiento)
    errores.push('Indique hasta qué fecha es válida la proforma');
  return errores;
}

/** What emitirDocumentoInterno receives: the facturador's lines and person, with the due date. */
export function inputInterno(
  f: DocumentoInternoForm,
  base: BaseCalculo,
  tipo: TipoInterno,
): EmitirDocumentoInternoInput {
  const { cliente, lineas, serie, observaciones } = inputEmision(comoBoleta(f), base);
  return {
    tipo,
    persona: cliente,
    lineas,
    ...(serie ? { serie } : {}),
    ...(observaciones ? { observaciones } : {}),
    ...(f.fechaVencimiento ? { fecha_vencimiento: f.fechaVencimiento } : {}),
  };
}

/** PrimeReact Tag of a document's state; a proforma past its validity shows as such. */
export function etiquetaEstado(d: { estado: string; vencida: boolean }): {
  texto: string;
  severidad: 'success' | 'info' | 'warning' | 'danger';
} {
  if (d.estado === 'anulado') return { texto: 'Anulado', severidad: 'danger' };
  if (d.estado === 'convertido') return { texto: 'Convertido', severidad: 'success' };
  if (d.vencida) return { texto: 'Vencida', severidad: 'warning' };
  return { texto: 'Emitido', severidad: 'info' };
}
