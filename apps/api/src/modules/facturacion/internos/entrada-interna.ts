import {
  type ComprobanteCalculado,
  calcularComprobante,
  type RegimenIgv,
  validarDocumentoIdentidad,
} from '@kipu/peru';
import { entradaInvalida } from '../../../shared/errores.ts';
import { type EmitirComprobanteInput, entradaDelComprobante } from '../entrada-comprobante.ts';
import { esTipoInterno, TIPOS_INTERNOS, type TipoInterno } from './tipos.ts';

/**
 * What the screens send for a nota de venta, proforma or orden de compra: the electronic document's
 * fields that apply, with the person instead of the customer. Amounts are decimal strings.
 */
export type EmitirDocumentoInternoInput = Pick<
  EmitirComprobanteInput,
  | 'serie'
  | 'fecha_emision'
  | 'fecha_vencimiento'
  | 'moneda'
  | 'tipo_cambio'
  | 'lineas'
  | 'descuento_global'
  | 'cargo_global'
  | 'observaciones'
  | 'redondear_total'
> & {
  /** 97, 98 or 99. */
  tipo: string;
  /** The customer (98, 99) or the supplier (97). */
  persona: EmitirComprobanteInput['cliente'];
};

const esFecha = (f: string) => {
  const d = new Date(`${f}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(f) && !Number.isNaN(d.getTime()) && d.toISOString().startsWith(f);
};

/** The issue date asked for (today in Lima by default); never in the future. */
export function fechaDeEmisionInterna(pedida: string | null | undefined, hoy: string): string {
  const fecha = pedida?.trim() || hoy;
  if (!esFecha(fecha)) throw entradaInvalida('La fecha de emisión no es válida');
  if (fecha > hoy) throw entradaInvalida('La fecha de emisión no puede ser futura');
  return fecha;
}

/** The checks the calculation does not make: type, the person's catálogo 06 document, the dates. */
export function validarDocumentoInterno(i: EmitirDocumentoInternoInput, fecha: string): TipoInterno {
  if (!esTipoInterno(i.tipo))
    throw entradaInvalida('Tipo de documento no válido: 97 orden de compra, 98 proforma o 99 nota de venta');
  const def = TIPOS_INTERNOS[i.tipo];
  const p = i.persona;
  if (p.tipo_documento.trim() === '-') {
    if (def.persona === 'proveedor')
      throw entradaInvalida('Una orden de compra requiere el documento del proveedor');
  } else {
    const error = validarDocumentoIdentidad(p.tipo_documento.trim(), p.numero);
    if (error) throw entradaInvalida(`Documento del ${def.persona}: ${error}`);
  }
  const vence = i.fecha_vencimiento?.trim();
  if (!vence && i.tipo === '98') throw entradaInvalida('Indique hasta qué fecha es válida la proforma');
  if (vence) {
    const etiqueta = def.vencimiento.toLowerCase();
    if (!esFecha(vence)) throw entradaInvalida(`La fecha (${etiqueta}) no es válida`);
    if (vence < fecha)
      throw entradaInvalida(`La fecha (${etiqueta}) no puede ser anterior a la fecha de emisión`);
  }
  return i.tipo;
}

/** Only boletas must identify customers above S/ 700: a document that is not one does not. */
const soloDeBoleta = (e: { campo: string; mensaje: string }) =>
  e.campo === 'cliente' && e.mensaje.startsWith('Una boleta');

/** The calculation's messages in the document's own words (an orden de compra names a supplier). */
function enSusTerminos(mensaje: string, tipo: TipoInterno): string {
  const texto = mensaje.replace(/^El comprobante/, 'El documento');
  return TIPOS_INTERNOS[tipo].persona === 'proveedor' ? texto.replace(/\bcliente\b/g, 'proveedor') : texto;
}

/**
 * The document's amounts by the same `calcularComprobante` as a boleta's (no payment form nor RUC is
 * required of it), so a proforma totals exactly what the factura or boleta made from it will.
 */
export function calcularDocumentoInterno(
  i: EmitirDocumentoInternoInput,
  tipo: TipoInterno,
  serie: string,
  numero: number,
  fecha: string,
  contexto: { hora: string; regimenIgv: RegimenIgv },
): ComprobanteCalculado {
  const entrada = entradaDelComprobante(
    {
      ...i,
      tipo: '03',
      fecha_vencimiento: i.fecha_vencimiento?.trim() || null,
      cliente: i.persona,
    },
    serie,
    numero,
    fecha,
    contexto,
  );
  let calculado: ComprobanteCalculado;
  try {
    calculado = calcularComprobante(entrada);
  } catch {
    throw entradaInvalida('Hay importes o porcentajes que no son números válidos');
  }
  const errores = calculado.errores.filter((e) => !soloDeBoleta(e));
  if (errores.length > 0)
    throw entradaInvalida(errores.map((e) => enSusTerminos(e.mensaje, tipo)).join('; '));
  return { ...calculado, errores };
}
