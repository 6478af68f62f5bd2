import type {
  AjusteEntrada,
  CodigoCargoGlobal,
  CodigoDescuentoGlobal,
  CodigoPercepcion,
  EntradaComprobante,
  GuiaRelacionada,
  IscEntrada,
  LineaEntrada,
  RegimenIgv,
  TipoComprobanteElectronico,
} from '@kipu/peru';
import { errorDeTextoDelComprobante } from '@kipu/peru/ubl/textos-comprobante';
import { entradaInvalida } from '../../shared/errores.ts';

/** What the emission screen sends (GraphQL input, snake_case); amounts are decimal strings. */
export type AjusteInput = { porcentaje?: string | null; monto?: string | null };
export type AjusteGlobalInput = AjusteInput & { codigo: string };

export type LineaComprobanteInput = {
  codigo?: string | null;
  descripcion: string;
  unidad?: string | null;
  cantidad: string;
  valor_unitario?: string | null;
  precio_unitario?: string | null;
  afectacion: string;
  icbper?: boolean | null;
  codigo_producto_sunat?: string | null;
  descuento?: AjusteInput | null;
  cargo?: AjusteInput | null;
  isc?: { sistema: string; tasa?: string | null; monto_por_unidad?: string | null } | null;
};

export type EmitirComprobanteInput = {
  tipo: string;
  serie?: string | null;
  fecha_emision?: string | null;
  fecha_vencimiento?: string | null;
  moneda?: string | null;
  tipo_cambio?: string | null;
  tipo_operacion?: string | null;
  cliente: { tipo_documento: string; numero: string; nombre: string; direccion?: string | null };
  lineas: LineaComprobanteInput[];
  descuento_global?: AjusteGlobalInput | null;
  cargo_global?: AjusteGlobalInput | null;
  detraccion?: {
    codigo: string;
    porcentaje: string;
    cuenta_banco_nacion: string;
    medio_pago?: string | null;
  } | null;
  /** Catálogo 53 code of the customer's percepción regime: 51, 52 or 53. */
  percepcion_codigo?: string | null;
  /** The customer is an agente de retención del IGV. */
  retencion?: boolean | null;
  forma_pago?: { tipo: string; cuotas?: { monto: string; vencimiento: string }[] | null } | null;
  observaciones?: string | null;
  /** Related guías de remisión: tipo 09 or 31 and SERIE-NÚMERO. */
  guias?: { tipo: string; numero: string }[] | null;
  redondear_total?: boolean | null;
  /** externo: the document was issued outside Kipu (another system, paper not registered here). */
  afectado?: { tipo: string; serie: string; numero: number; externo?: boolean | null } | null;
  motivo?: { codigo: string; descripcion: string } | null;
};

const TIPOS: readonly string[] = ['01', '03', '07', '08'];
const PERCEPCIONES: readonly CodigoPercepcion[] = ['51', '52', '53'];
const FECHA = /^\d{4}-\d{2}-\d{2}$/;

export const esTipoElectronico = (tipo: string): tipo is TipoComprobanteElectronico => TIPOS.includes(tipo);

/** Drops absent optional keys: the calculation tells "not given" from "given" by presence. */
function sinVacios<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined)) as T;
}

function ajuste(a: AjusteInput | null | undefined): AjusteEntrada | undefined {
  if (!a) return undefined;
  return sinVacios({ porcentaje: a.porcentaje ?? undefined, monto: a.monto ?? undefined });
}

function isc(i: LineaComprobanteInput['isc']): IscEntrada | undefined {
  if (!i) return undefined;
  if (i.sistema === '01') return { sistema: '01', tasa: i.tasa ?? '' };
  if (i.sistema === '02') return { sistema: '02', montoPorUnidad: i.monto_por_unidad ?? '' };
  throw entradaInvalida('El sistema de ISC debe ser 01 (al valor) o 02 (específico)');
}

function linea(l: LineaComprobanteInput): LineaEntrada {
  return sinVacios({
    codigo: l.codigo?.trim() || undefined,
    descripcion: l.descripcion.trim(),
    unidad: l.unidad?.trim() || undefined,
    cantidad: l.cantidad.trim(),
    valorUnitario: l.valor_unitario?.trim() || undefined,
    precioUnitario: l.precio_unitario?.trim() || undefined,
    afectacion: l.afectacion.trim(),
    icbper: l.icbper || undefined,
    codigoProductoSunat: l.codigo_producto_sunat?.trim() || undefined,
    descuento: ajuste(l.descuento),
    cargo: ajuste(l.cargo),
    isc: isc(l.isc),
  });
}

function ajusteGlobal<C extends string>(
  a: AjusteGlobalInput | null | undefined,
  codigos: readonly C[],
  nombre: string,
): (AjusteEntrada & { codigo: C }) | undefined {
  if (!a) return undefined;
  const codigo = codigos.find((c) => c === a.codigo);
  if (!codigo) throw entradaInvalida(`Código de ${nombre} no válido: ${a.codigo}`);
  return { ...ajuste(a), codigo };
}

/**
 * The calculation's input from the screen's, for a given number. Only the shape is checked here
 * (types, dates, codes the calculation cannot take, texts the XML and SUNAT's rules can take); the
 * rules are the calculation's `errores`.
 */
export function entradaDelComprobante(
  i: EmitirComprobanteInput,
  serie: string,
  numero: number,
  fecha: string,
  contexto: {
    /** The issuing company's IGV regime (Ley 31556): never the client's to choose. */
    regimenIgv: RegimenIgv;
    /** Unknown for a document issued on paper: left out of the XML. */
    hora?: string;
  },
): EntradaComprobante {
  const { regimenIgv, hora } = contexto;
  if (!esTipoElectronico(i.tipo)) throw entradaInvalida('Tipo de comprobante no válido');
  const moneda = i.moneda ?? 'PEN';
  if (moneda !== 'PEN' && moneda !== 'USD') throw entradaInvalida('La moneda debe ser PEN o USD');
  if (i.fecha_vencimiento && !FECHA.test(i.fecha_vencimiento))
    throw entradaInvalida('La fecha de vencimiento no es válida');
  if (i.lineas.length > 500) throw entradaInvalida('El comprobante admite hasta 500 ítems');
  const formaPago = i.forma_pago;
  if (formaPago && formaPago.tipo !== 'contado' && formaPago.tipo !== 'credito')
    throw entradaInvalida('La forma de pago debe ser contado o credito');
  const codigoPercepcion = i.percepcion_codigo?.trim() || undefined;
  const percepcion = PERCEPCIONES.find((c) => c === codigoPercepcion);
  if (codigoPercepcion && !percepcion)
    throw entradaInvalida('El régimen de percepción debe ser 51, 52 o 53 (catálogo 53)');
  const afectado = i.afectado;
  if (afectado && afectado.tipo !== '01' && afectado.tipo !== '03')
    throw entradaInvalida('Una nota modifica una factura (01) o una boleta (03)');
  const entrada: EntradaComprobante = sinVacios({
    tipo: i.tipo,
    serie,
    numero,
    fecha,
    hora,
    regimenIgv,
    fechaVencimiento: i.fecha_vencimiento ?? undefined,
    moneda,
    tipoCambio: i.tipo_cambio?.trim() || undefined,
    tipoOperacion: i.tipo_operacion?.trim() || undefined,
    cliente: sinVacios({
      tipoDocumento: i.cliente.tipo_documento.trim(),
      numero: i.cliente.numero.trim(),
      nombre: i.cliente.nombre.trim(),
      direccion: i.cliente.direccion?.trim() || undefined,
    }),
    lineas: i.lineas.map(linea),
    descuentoGlobal: ajusteGlobal<CodigoDescuentoGlobal>(
      i.descuento_global,
      ['02', '03'],
      'descuento global',
    ),
    cargoGlobal: ajusteGlobal<CodigoCargoGlobal>(i.cargo_global, ['50'], 'cargo global'),
    detraccion: i.detraccion
      ? sinVacios({
          codigo: i.detraccion.codigo,
          porcentaje: i.detraccion.porcentaje,
          cuentaBancoNacion: i.detraccion.cuenta_banco_nacion,
          medioPago: i.detraccion.medio_pago ?? undefined,
        })
      : undefined,
    percepcion: percepcion ? { codigo: percepcion } : undefined,
    retencion: i.retencion || undefined,
    formaPago: formaPago
      ? formaPago.tipo === 'credito'
        ? { tipo: 'credito' as const, cuotas: formaPago.cuotas ?? [] }
        : { tipo: 'contado' as const }
      : undefined,
    observaciones: i.observaciones?.trim() || undefined,
    // The calculation checks the type and form of each guide and answers in Spanish.
    guias: i.guias?.length
      ? i.guias.map((g) => ({ tipo: g.tipo.trim() as GuiaRelacionada['tipo'], numero: g.numero }))
      : undefined,
    redondearTotal: i.redondear_total || undefined,
    afectado: afectado
      ? {
          tipo: afectado.tipo as '01' | '03',
          serie: afectado.serie.trim().toUpperCase(),
          numero: afectado.numero,
        }
      : undefined,
    motivo: i.motivo ? { codigo: i.motivo.codigo, descripcion: i.motivo.descripcion.trim() } : undefined,
  });
  const texto = errorDeTextoDelComprobante(entrada);
  if (texto) throw entradaInvalida(texto);
  return entrada;
}
