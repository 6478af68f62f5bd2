import type { EntradaComprobante, LineaEntrada } from '@kipu/peru/comprobantes/calculo';
import type { RegimenIgv } from '@kipu/peru/tributos/igv';
import type { EmitirComprobanteInput } from '../../../gql/graphql';

/** Documents this screen emits: factura and boleta (notes come later). */
export type TipoEmitible = '01' | '03';
/** Whether the typed unit amount includes IGV (the local's calculo_comprobante). */
export type BaseCalculo = 'precio_unitario' | 'valor_unitario';

export interface LineaForm {
  /** Client-side key of the row. */
  clave: string;
  codigo: string;
  descripcion: string;
  unidad: string;
  cantidad: string;
  /** Unit price with IGV or unit value without it, per `BaseCalculo`. */
  monto: string;
  /** Catálogo 07. */
  afectacion: string;
}

export interface CuotaForm {
  clave: string;
  monto: string;
  /** YYYY-MM-DD */
  vencimiento: string;
}

export interface ComprobanteForm {
  tipo: TipoEmitible;
  /** Empty: the API takes the local's first active series of the type. */
  serie: string;
  cliente: { tipoDocumento: string; numero: string; nombre: string; direccion: string };
  lineas: LineaForm[];
  formaPago: 'contado' | 'credito';
  cuotas: CuotaForm[];
  observaciones: string;
  /** Related guías de remisión as typed: 'T001-123, T001-124'. */
  guias: string;
  /** Catálogo 01 type of the typed guides: 09 remitente or 31 transportista. */
  tipoGuia: TipoGuia;
}

export type TipoGuia = '09' | '31';

export const TIPOS_GUIA: readonly { value: TipoGuia; label: string }[] = [
  { value: '09', label: 'Remitente' },
  { value: '31', label: 'Transportista' },
];

/** The typed guides, one per comma, space or semicolon separated entry. */
export function guiasDelFormulario(form: Pick<ComprobanteForm, 'guias' | 'tipoGuia'>) {
  return form.guias
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((numero) => ({ tipo: form.tipoGuia, numero }));
}

/** Catálogo 06 documents a customer may have here; '-' is the boleta's anonymous customer. */
export const TIPOS_DOCUMENTO_CLIENTE = [
  { value: '6', label: 'RUC' },
  { value: '1', label: 'DNI' },
  { value: '4', label: 'Carné de extranjería' },
  { value: '7', label: 'Pasaporte' },
  { value: '-', label: 'Clientes varios' },
] as const;

/** Catálogo 07 affectations offered on a line. */
export const AFECTACIONES = [
  { value: '10', label: '10 - Gravado' },
  { value: '20', label: '20 - Exonerado' },
  { value: '30', label: '30 - Inafecto' },
  { value: '40', label: '40 - Exportación' },
] as const;

export const CLIENTE_VARIOS = { tipoDocumento: '-', numero: '-', nombre: 'CLIENTES VARIOS', direccion: '' };

let contador = 0;
/** A fresh row key (rows are reordered and removed, so the index will not do). */
export function nuevaClave(): string {
  contador += 1;
  return `k${contador}`;
}

export function lineaVacia(): LineaForm {
  return {
    clave: nuevaClave(),
    codigo: '',
    descripcion: '',
    unidad: 'NIU',
    cantidad: '1',
    monto: '',
    afectacion: '10',
  };
}

export function formularioInicial(tipo: TipoEmitible = '01'): ComprobanteForm {
  return {
    tipo,
    serie: '',
    cliente:
      tipo === '03' ? { ...CLIENTE_VARIOS } : { tipoDocumento: '6', numero: '', nombre: '', direccion: '' },
    lineas: [lineaVacia()],
    formaPago: 'contado',
    cuotas: [],
    observaciones: '',
    guias: '',
    tipoGuia: '09',
  };
}

/** The parts of a product a line takes (ProductoFields). */
export interface ProductoLinea {
  codigo: string;
  descripcion: string;
  medida_id?: string | null;
  tipo_igv?: string | null;
  valor_unitario?: string | null;
  precio_unitario?: string | null;
}

/** A line for a found product, priced per the local's basis; unknown affectation falls back to gravado. */
export function lineaDeProducto(p: ProductoLinea, base: BaseCalculo): LineaForm {
  const monto = (base === 'precio_unitario' ? p.precio_unitario : p.valor_unitario) ?? '';
  return {
    clave: nuevaClave(),
    codigo: p.codigo,
    descripcion: p.descripcion,
    unidad: p.medida_id?.trim() || 'NIU',
    cantidad: '1',
    monto,
    afectacion: p.tipo_igv?.trim() || '10',
  };
}

/**
 * The lines after a product was found: the same product again adds one to its whole quantity (a
 * scanner reads each unit; one line of 2 also rounds like SUNAT expects better than two of 1); any
 * other product takes the trailing blank row, or a new one.
 */
export function agregarProducto(lineas: readonly LineaForm[], nueva: LineaForm): LineaForm[] {
  const igual = lineas.find(
    (l) =>
      l.codigo && l.codigo === nueva.codigo && l.monto === nueva.monto && /^\d+$/.test(l.cantidad.trim()),
  );
  if (igual) {
    const cantidad = (BigInt(igual.cantidad.trim()) + 1n).toString();
    return lineas.map((l) => (l === igual ? { ...l, cantidad } : l));
  }
  const ultima = lineas.at(-1);
  const base = ultima && lineaEnBlanco(ultima) ? lineas.slice(0, -1) : lineas;
  return [...base, nueva];
}

/** A row the user has not started: it is left out instead of being reported as an error. */
function lineaEnBlanco(l: LineaForm): boolean {
  return !l.descripcion.trim() && !l.monto.trim() && !l.codigo.trim();
}

/** The lines that go into the document, in order (the entrada's item i is the i-th of these). */
export function lineasUtiles(form: ComprobanteForm): LineaForm[] {
  return form.lineas.filter((l) => !lineaEnBlanco(l));
}

/** The computed lines keyed by the row they came from (LineaCalculada.numero is 1-based over lineasUtiles). */
export function calculadasPorClave<L extends { numero: number }>(
  form: ComprobanteForm,
  calculadas: readonly L[],
): Map<string, L> {
  const utiles = lineasUtiles(form);
  const mapa = new Map<string, L>();
  for (const c of calculadas) {
    const fila = utiles[c.numero - 1];
    if (fila) mapa.set(fila.clave, c);
  }
  return mapa;
}

function montoLinea(l: LineaForm, base: BaseCalculo): Pick<LineaEntrada, 'valorUnitario' | 'precioUnitario'> {
  const monto = l.monto.trim();
  return base === 'precio_unitario' ? { precioUnitario: monto } : { valorUnitario: monto };
}

function texto(valor: string): string | undefined {
  const t = valor.trim();
  return t ? t : undefined;
}

/** The input of calcularComprobante for the live totals (the series and number do not change amounts). */
export function entradaCalculo(
  form: ComprobanteForm,
  base: BaseCalculo,
  fecha: string,
  regimenIgv: RegimenIgv = 'general',
): EntradaComprobante {
  const c = form.cliente;
  return {
    tipo: form.tipo,
    serie: form.serie.trim() || (form.tipo === '01' ? 'F001' : 'B001'),
    numero: 1,
    fecha,
    moneda: 'PEN',
    regimenIgv,
    cliente: {
      tipoDocumento: c.tipoDocumento,
      numero: c.numero.trim(),
      nombre: c.nombre.trim(),
      direccion: texto(c.direccion),
    },
    lineas: lineasUtiles(form).map((l) => ({
      codigo: texto(l.codigo),
      descripcion: l.descripcion.trim(),
      unidad: texto(l.unidad),
      cantidad: l.cantidad.trim(),
      afectacion: l.afectacion,
      ...montoLinea(l, base),
    })),
    formaPago:
      form.formaPago === 'credito'
        ? {
            tipo: 'credito',
            cuotas: form.cuotas.map((q) => ({ monto: q.monto.trim(), vencimiento: q.vencimiento })),
          }
        : { tipo: 'contado' },
    observaciones: texto(form.observaciones),
    guias: guiasDelFormulario(form),
  };
}

/** What emitirComprobante receives; amounts travel as typed strings. */
export function inputEmision(form: ComprobanteForm, base: BaseCalculo): EmitirComprobanteInput {
  const c = form.cliente;
  const serie = form.serie.trim();
  const observaciones = form.observaciones.trim();
  const guias = guiasDelFormulario(form);
  const direccion = c.direccion.trim();
  return {
    tipo: form.tipo,
    ...(serie ? { serie } : {}),
    cliente: {
      tipo_documento: c.tipoDocumento,
      numero: c.numero.trim(),
      nombre: c.nombre.trim(),
      ...(direccion ? { direccion } : {}),
    },
    lineas: lineasUtiles(form).map((l) => {
      const codigo = l.codigo.trim();
      const unidad = l.unidad.trim();
      const monto = l.monto.trim();
      return {
        descripcion: l.descripcion.trim(),
        cantidad: l.cantidad.trim(),
        afectacion: l.afectacion,
        ...(base === 'precio_unitario' ? { precio_unitario: monto } : { valor_unitario: monto }),
        ...(codigo ? { codigo } : {}),
        ...(unidad ? { unidad } : {}),
      };
    }),
    forma_pago:
      form.formaPago === 'credito'
        ? {
            tipo: 'credito',
            cuotas: form.cuotas.map((q) => ({ monto: q.monto.trim(), vencimiento: q.vencimiento })),
          }
        : { tipo: 'contado' },
    ...(observaciones ? { observaciones } : {}),
    ...(guias.length > 0 ? { guias } : {}),
  };
}

/** States still waiting for SUNAT's answer: the screen keeps asking. */
export function estadoEnCurso(estado: string): boolean {
  return estado === 'pendiente' || estado === 'enviado';
}

/** PrimeReact Tag severity of a state: accepted green, observed orange, rejected red, the rest grey. */
export function severidadEstado(estado: string): 'success' | 'warning' | 'danger' | 'secondary' {
  if (estado === 'aceptado') return 'success';
  if (estado === 'observado') return 'warning';
  if (estado === 'rechazado') return 'danger';
  return 'secondary';
}

/** 'F001-12': the form the list's search (param) also understands. */
export function serieNumero(serie: string, numero: number): string {
  return `${serie}-${numero}`;
}
