import Decimal from 'decimal.js';
import type { DocumentoAfectado } from './calculo.ts';

/**
 * How far notes may go on the document they modify. Credit notes together may not take back more than
 * the document's total (nor, when goods come back item by item, more units than were sold); a note
 * that undoes the whole operation does so once and closes the document to any later note. A document
 * "issued elsewhere" is declared as such, may not use one of the company's own series, and is still
 * checked for the form SUNAT accepts. Amounts and quantities are decimal strings, compared exactly.
 */

const D = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP });
type Dec = InstanceType<typeof D>;

/** Catálogo 09 reasons that undo the whole operation: anulación, error en el RUC, devolución total. */
export const MOTIVOS_QUE_ANULAN: readonly string[] = ['01', '02', '06'];
/** Catálogo 09 07, devolución por ítem: goods come back, counted per item. */
export const MOTIVO_DEVOLUCION_POR_ITEM = '07';

/** States of a note that never took effect: SUNAT refused it, or it was voided. */
export const SIN_EFECTO: readonly string[] = ['rechazado', 'anulado'];

export type LineaConCantidad = { codigo?: string; descripcion: string; cantidad: string };

/** The document a note modifies, as it was issued here. */
export type DocumentoConLimites = {
  serie: string;
  numero: number;
  moneda: string;
  importeTotal: string;
  lineas: readonly LineaConCantidad[];
};

/** A note (already emitted, or about to be) on that document. */
export type NotaSobreDocumento = {
  tipo: '07' | '08';
  /** Catálogo 09 (crédito) or 10 (débito). */
  motivo: string;
  importeTotal: string;
  lineas: readonly LineaConCantidad[];
};

export type NotaEmitida = NotaSobreDocumento & { serie: string; numero: number; estado: string };

const id = (d: { serie: string; numero: number }) => `${d.serie}-${d.numero}`;
const anula = (n: NotaSobreDocumento) => n.tipo === '07' && MOTIVOS_QUE_ANULAN.includes(n.motivo);

/** '1416' → '1,416.00': money as the screens print it. */
export function montoConMoneda(moneda: string, monto: Dec): string {
  const [entero = '0', decimales = '00'] = monto.toFixed(2).split('.');
  const simbolo = moneda === 'USD' ? 'US$' : 'S/';
  return `${simbolo} ${entero.replace(/\B(?=(\d{3})+$)/g, ',')}.${decimales}`;
}

/** The text of a quantity without trailing zeros: '2.000' → '2'. */
const cantidad = (d: Dec) => d.toFixed();

/** A line's item: its code when it has one, otherwise its description (spaces and case aside). */
const porCodigo = (codigo: string) => `c:${codigo.trim()}`;
const porDescripcion = (descripcion: string) =>
  `d:${descripcion.trim().replace(/\s+/g, ' ').toLocaleUpperCase('es')}`;
const claveDe = (l: LineaConCantidad) =>
  l.codigo?.trim() ? porCodigo(l.codigo) : porDescripcion(l.descripcion);

function sumarPorItem(destino: Map<string, Dec>, clave: string, valor: string) {
  destino.set(clave, (destino.get(clave) ?? new D(0)).plus(valor));
}

/** Units the note would bring back beyond what the document sold, per item; undefined when none. */
function exceso(
  nota: NotaSobreDocumento,
  lineas: readonly LineaConCantidad[],
  doc: string,
  devoluciones: readonly NotaSobreDocumento[],
): string | undefined {
  const vendido = new Map<string, Dec>();
  for (const l of lineas) {
    // Reachable by its code and by its description: a note line without a code names it by description.
    if (l.codigo?.trim()) sumarPorItem(vendido, porCodigo(l.codigo), l.cantidad);
    sumarPorItem(vendido, porDescripcion(l.descripcion), l.cantidad);
  }
  const devuelto = new Map<string, Dec>();
  for (const n of devoluciones) for (const l of n.lineas) sumarPorItem(devuelto, claveDe(l), l.cantidad);
  const pedido = new Map<string, Dec>();
  const nombres = new Map<string, string>();
  for (const l of nota.lineas) {
    sumarPorItem(pedido, claveDe(l), l.cantidad);
    nombres.set(claveDe(l), l.descripcion.trim());
  }
  for (const [clave, unidades] of pedido) {
    const nombre = nombres.get(clave) ?? '';
    const maximo = vendido.get(clave);
    if (!maximo) return `El ítem «${nombre}» no está en el comprobante ${doc}: no puede devolverse`;
    const antes = devuelto.get(clave) ?? new D(0);
    if (antes.plus(unidades).gt(maximo)) {
      const previas = antes.isZero() ? '' : ` y ya se devolvieron ${cantidad(antes)}`;
      return `Se devolverían ${cantidad(unidades)} de «${nombre}»: el comprobante ${doc} vendió ${cantidad(maximo)}${previas}`;
    }
  }
  return undefined;
}

/**
 * The first reason, in Spanish, the note would go beyond the document given the notes already emitted
 * on it (those SUNAT refused or that were voided do not count); undefined when it fits. Without the
 * document (issued elsewhere) only the annulment rule can be checked.
 */
export function motivoFueraDeLimites(
  nota: NotaSobreDocumento,
  doc: { serie: string; numero: number } & Partial<DocumentoConLimites>,
  emitidas: readonly NotaEmitida[],
): string | undefined {
  const vigentes = emitidas.filter((n) => !SIN_EFECTO.includes(n.estado));
  const anuladora = vigentes.find(anula);
  if (anuladora) {
    const ya = `El comprobante ${id(doc)} ya fue anulado por la nota ${id(anuladora)}`;
    return anula(nota) ? ya : `${ya}: no admite otras notas`;
  }
  if (nota.tipo !== '07' || doc.importeTotal === undefined || !doc.lineas) return undefined;
  const moneda = doc.moneda ?? 'PEN';
  const creditos = vigentes.filter((n) => n.tipo === '07');
  // Units first: for goods coming back, how many of which item says more than the amount.
  if (nota.motivo === MOTIVO_DEVOLUCION_POR_ITEM) {
    const devoluciones = creditos.filter((n) => n.motivo === MOTIVO_DEVOLUCION_POR_ITEM);
    const unidades = exceso(nota, doc.lineas, id(doc), devoluciones);
    if (unidades) return unidades;
  }
  const suma = creditos.reduce((s, n) => s.plus(n.importeTotal), new D(nota.importeTotal));
  const total = new D(doc.importeTotal);
  if (suma.gt(total)) {
    const acreditado = suma.minus(nota.importeTotal);
    const queda = total.minus(acreditado);
    return (
      `Las notas de crédito sumarían ${montoConMoneda(moneda, suma)} y superarían el total del comprobante ` +
      `${id(doc)} (${montoConMoneda(moneda, total)}): queda por acreditar ${montoConMoneda(moneda, queda.isNegative() ? new D(0) : queda)}`
    );
  }
  return undefined;
}

/** SUNAT's forms of a modified document's series (rule 2117): electronic, SEE SOL or a printed one. */
const SERIES_EXTERNAS: Record<DocumentoAfectado['tipo'], RegExp> = {
  '01': /^(F[A-Z0-9]{3}|E001|\d{4})$/,
  '03': /^(B[A-Z0-9]{3}|EB01|\d{4})$/,
};

/**
 * Where the modified document comes from, against the company's own series: a series of the company
 * means a document issued here, which must exist; any other must be declared issued elsewhere
 * (`externo`) and have a form SUNAT takes. The first reason it is refused, in Spanish; undefined when not.
 */
export function motivoOrigenNoAdmitido(
  a: DocumentoAfectado,
  origen: { externo: boolean; serieDeLaEmpresa: boolean; emitido: boolean },
): string | undefined {
  const doc = id(a);
  if (origen.serieDeLaEmpresa) {
    if (origen.externo)
      return `La serie ${a.serie} es de esta empresa: el comprobante ${doc} no puede marcarse como emitido fuera de Kipu`;
    if (!origen.emitido) return `El comprobante ${doc} no existe: su serie es de esta empresa y no lo emitió`;
    return undefined;
  }
  if (!origen.externo)
    return `La serie ${a.serie} no es de esta empresa: si el comprobante ${doc} se emitió fuera de Kipu, márquelo como emitido fuera de Kipu`;
  const nombre = a.tipo === '01' ? 'una factura' : 'una boleta';
  const letra = a.tipo === '01' ? 'F' : 'B';
  const sol = a.tipo === '01' ? 'E001' : 'EB01';
  if (!SERIES_EXTERNAS[a.tipo].test(a.serie))
    return `La serie ${a.serie} no es válida para ${nombre}: ${letra} y 3 letras o dígitos (${letra}001), ${sol} (SEE SOL) o 4 dígitos de contingencia (0001)`;
  if (!Number.isInteger(a.numero) || a.numero < 1 || a.numero > 99_999_999)
    return 'El número del comprobante que modifica va de 1 a 99999999';
  return undefined;
}
