import {
  type EntradaComprobante,
  MOTIVOS_NOTA_CREDITO,
  MOTIVOS_NOTA_DEBITO,
  type Moneda,
} from '@kipu/peru/comprobantes/calculo';
import type { RegimenIgv } from '@kipu/peru/tributos/igv';
import type { ComprobanteParaNotaQuery, EmitirComprobanteInput } from '../../../gql/graphql';
import {
  type BaseCalculo,
  type ComprobanteForm,
  entradaCalculo,
  inputEmision,
  type LineaForm,
  nuevaClave,
} from './comprobante-form';

export type TipoNota = '07' | '08';
export type DocumentoParaNota = ComprobanteParaNotaQuery['comprobante'];

/** What a note adds to the facturador's form: its type, the document it modifies and why. */
export interface NotaForm {
  tipo: TipoNota;
  afectado: { tipo: '01' | '03'; serie: string; numero: number };
  moneda: Moneda;
  /** A note in dollars: the exchange rate of its date (SUNAT's published one, which the user may correct). */
  tipoCambio: string;
  /** Catálogo 09 (crédito) or 10 (débito). */
  motivo: string;
  /** The sustento SUNAT asks for. */
  sustento: string;
}

/**
 * A note copies its document's unit values, which are exact (10 decimals), rather than prices
 * recomputed from them: an anulación must add up to the very same total.
 */
export const BASE_NOTA: BaseCalculo = 'valor_unitario';

/** Catálogo 09 reasons that take back the whole document: its lines go unchanged. */
const MOTIVOS_DE_TODO: readonly string[] = ['01', '02', '06'];

export function motivosDe(tipo: TipoNota): { value: string; label: string }[] {
  const motivos = tipo === '07' ? MOTIVOS_NOTA_CREDITO : MOTIVOS_NOTA_DEBITO;
  // '10'…'13' are integer keys, which objects list before '01': the codes are sorted as text.
  return Object.entries(motivos)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([value, nombre]) => ({ value, label: `${value} - ${nombre}` }));
}

/** The reason's name, upper case, as the sustento to start from. */
function sustentoDe(tipo: TipoNota, motivo: string): string {
  return ((tipo === '07' ? MOTIVOS_NOTA_CREDITO : MOTIVOS_NOTA_DEBITO)[motivo] ?? '').toUpperCase();
}

/** Whether the note carries all the document's lines as they are (anulación, error en el RUC, devolución total). */
export function notaDeTodo(nota: Pick<NotaForm, 'tipo' | 'motivo'>): boolean {
  return nota.tipo === '07' && MOTIVOS_DE_TODO.includes(nota.motivo);
}

/** A note modifies a factura or boleta SUNAT took (accepted or observed) and no note annulled, never another note. */
export function admiteNota(c: { tipo: string; estado: string; anulado_por_nota?: boolean }): boolean {
  // A credit note that undid the whole operation closes the document to any other (the server says so too).
  return (
    (c.tipo === '01' || c.tipo === '03') &&
    (c.estado === 'aceptado' || c.estado === 'observado') &&
    !c.anulado_por_nota
  );
}

/** '100.0000000000' → '100', '10.1694915254' as it is. */
function sinCerosFinales(valor: string): string {
  return valor.includes('.') ? valor.replace(/\.?0+$/, '') : valor;
}

/** The document's lines as form rows, by unit value. */
export function lineasDelDocumento(c: DocumentoParaNota): LineaForm[] {
  return c.lineas.map((l) => ({
    clave: nuevaClave(),
    codigo: l.codigo ?? '',
    descripcion: l.descripcion,
    unidad: l.unidad,
    cantidad: sinCerosFinales(l.cantidad),
    monto: sinCerosFinales(l.valor_unitario),
    afectacion: l.afectacion,
  }));
}

/** The facturador's form for a note on a document: its customer and lines, reason 01 of the catálogo. */
export function notaDesde(c: DocumentoParaNota, tipo: TipoNota): { form: ComprobanteForm; nota: NotaForm } {
  const afectado = {
    tipo: c.tipo === '03' ? ('03' as const) : ('01' as const),
    serie: c.serie,
    numero: c.numero,
  };
  return {
    form: {
      tipo: afectado.tipo,
      serie: '',
      cliente: {
        tipoDocumento: c.cliente_tipo_documento,
        numero: c.cliente_numero_documento,
        nombre: c.cliente_nombre,
        direccion: c.cliente_direccion ?? '',
      },
      lineas: lineasDelDocumento(c),
      formaPago: 'contado',
      cuotas: [],
      observaciones: '',
      guias: '',
      tipoGuia: '09',
    },
    nota: {
      tipo,
      afectado,
      moneda: c.moneda === 'USD' ? 'USD' : 'PEN',
      tipoCambio: '',
      motivo: '01',
      sustento: sustentoDe(tipo, '01'),
    },
  };
}

/** Another reason: the sustento follows it unless the user wrote one of their own. */
export function cambiarMotivo(nota: NotaForm, motivo: string): NotaForm {
  const propio = nota.sustento.trim() && nota.sustento !== sustentoDe(nota.tipo, nota.motivo);
  return { ...nota, motivo, sustento: propio ? nota.sustento : sustentoDe(nota.tipo, motivo) };
}

/** Only a credit note 13 (new payment dates or amounts) has a payment form. */
const llevaFormaPago = (nota: NotaForm) => nota.tipo === '07' && nota.motivo === '13';

/** calcularComprobante's input for a note (the form's type is its document's: F or B series). */
export function entradaNota(
  form: ComprobanteForm,
  nota: NotaForm,
  fecha: string,
  regimenIgv: RegimenIgv = 'general',
): EntradaComprobante {
  const { formaPago, ...entrada } = entradaCalculo(form, BASE_NOTA, fecha, regimenIgv);
  return {
    ...entrada,
    ...(llevaFormaPago(nota) ? { formaPago } : {}),
    tipo: nota.tipo,
    moneda: nota.moneda,
    ...(nota.moneda !== 'PEN' && nota.tipoCambio.trim() ? { tipoCambio: nota.tipoCambio.trim() } : {}),
    afectado: nota.afectado,
    motivo: { codigo: nota.motivo, descripcion: nota.sustento.trim() },
  };
}

/** What emitirComprobante receives for a note. */
export function inputNota(form: ComprobanteForm, nota: NotaForm): EmitirComprobanteInput {
  const { forma_pago, ...input } = inputEmision(form, BASE_NOTA);
  return {
    ...input,
    ...(llevaFormaPago(nota) ? { forma_pago } : {}),
    tipo: nota.tipo,
    moneda: nota.moneda,
    tipo_cambio: nota.moneda !== 'PEN' ? nota.tipoCambio.trim() || null : null,
    afectado: nota.afectado,
    motivo: { codigo: nota.motivo, descripcion: nota.sustento.trim() },
  };
}
