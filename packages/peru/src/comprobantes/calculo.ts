import Decimal from 'decimal.js';
import { esDocumentoDeRelleno } from '../identidad/relleno.ts';
import { esRucValido } from '../identidad/ruc.ts';
import { afectacionIgv, type RegimenIgv, tasaIgv } from '../tributos/igv.ts';
import {
  type CodigoPercepcion,
  tasaPercepcion,
  tasaRetencionIgv,
  UMBRAL_RETENCION,
} from '../tributos/percepcion-retencion.ts';
import { type GuiaRelacionada, validarGuiasRelacionadas } from './guias-relacionadas.ts';
import { montoEnLetras } from './monto-letras.ts';

/**
 * The amounts of a factura, boleta or note, computed the way SUNAT's validation recomputes them: every
 * line amount rounded to 2 decimals, document totals as sums of the rounded line amounts, unit values
 * kept to 10 decimals. Pure: the UBL builders only print what this answers.
 */

const D = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP });
type Dec = InstanceType<typeof D>;

const cero = () => new D(0);
const r2 = (d: Dec) => d.toDecimalPlaces(2);
const a2 = (d: Dec) => r2(d).toFixed(2);
const a10 = (d: Dec) => d.toDecimalPlaces(10).toFixed();

export type TipoComprobanteElectronico = '01' | '03' | '07' | '08';
export type Moneda = 'PEN' | 'USD';

/** Catálogo 53 codes this platform emits: item discounts/charges that change the IGV base, global ones. */
export type CodigoDescuentoItem = '00';
export type CodigoCargoItem = '47';
export type CodigoDescuentoGlobal = '02' | '03';
export type CodigoCargoGlobal = '50';

export type AjusteEntrada = {
  /** A percentage of the base ('10' = 10%) or a fixed amount; exactly one. */
  porcentaje?: string;
  monto?: string;
};

export type IscEntrada =
  | { sistema: '01'; tasa: string } // al valor: percentage of the sale value
  | { sistema: '02'; montoPorUnidad: string }; // específico: fixed amount per unit

export type LineaEntrada = {
  codigo?: string;
  descripcion: string;
  /** Catálogo 03 (UN/ECE rec 20): NIU goods, ZZ services. */
  unidad?: string;
  cantidad: string;
  /** Value without taxes (for gratuitas: the referential value). Give this or precioUnitario. */
  valorUnitario?: string;
  /** Price with IGV and ISC, as the customer sees it. */
  precioUnitario?: string;
  /** Catálogo 07. */
  afectacion: string;
  isc?: IscEntrada;
  /** Each unit is a plastic bag: ICBPER of the document's year per unit. */
  icbper?: boolean;
  descuento?: AjusteEntrada;
  cargo?: AjusteEntrada;
  /** Catálogo 25 (UNSPSC) product code. */
  codigoProductoSunat?: string;
};

export type ClienteEntrada = {
  /** Catálogo 06: 6 RUC, 1 DNI, 4 carné de extranjería, 7 pasaporte, 0 no domiciliado, '-' varios. */
  tipoDocumento: string;
  numero: string;
  nombre: string;
  direccion?: string;
};

export type Cuota = { monto: string; vencimiento: string };

export type FormaPago = { tipo: 'contado' } | { tipo: 'credito'; cuotas: Cuota[] };

export type DetraccionEntrada = {
  /** Catálogo 54 code of the good or service. */
  codigo: string;
  porcentaje: string;
  /** The supplier's Banco de la Nación account. */
  cuentaBancoNacion: string;
  /** Catálogo 59; 001 = depósito en cuenta. */
  medioPago?: string;
};

export type { CodigoPercepcion };

export type DocumentoAfectado = { tipo: '01' | '03'; serie: string; numero: number };

export type EntradaComprobante = {
  tipo: TipoComprobanteElectronico;
  serie: string;
  numero: number;
  /** YYYY-MM-DD */
  fecha: string;
  /** HH:MM:SS */
  hora?: string;
  fechaVencimiento?: string;
  moneda: Moneda;
  /** Soles per dollar on the date; required in USD for the detracción threshold. */
  tipoCambio?: string;
  regimenIgv?: RegimenIgv;
  /** Catálogo 51; derived when missing (0200 for exports, 1001 with detracción, else 0101). */
  tipoOperacion?: string;
  cliente: ClienteEntrada;
  lineas: LineaEntrada[];
  descuentoGlobal?: AjusteEntrada & { codigo: CodigoDescuentoGlobal };
  cargoGlobal?: AjusteEntrada & { codigo: CodigoCargoGlobal };
  detraccion?: DetraccionEntrada;
  /** The customer is subject to the régimen de percepciones: catálogo 53 code of the regime. */
  percepcion?: { codigo: CodigoPercepcion };
  /** The customer is an agente de retención del IGV and withholds it from the payment. */
  retencion?: boolean;
  /** Invoices only; notes have no payment form except a nota de crédito 13. */
  formaPago?: FormaPago;
  observaciones?: string;
  /** Guías de remisión the document cites. */
  guias?: GuiaRelacionada[];
  /** Round the payable amount to 10 céntimos (the difference goes to PayableRoundingAmount). */
  redondearTotal?: boolean;
  /** Notes: the document they modify and the reason (catálogo 09 for 07, catálogo 10 for 08). */
  afectado?: DocumentoAfectado;
  motivo?: { codigo: string; descripcion: string };
};

export type Ajuste = {
  codigo: string;
  cargo: boolean;
  factor: string;
  monto: string;
  base: string;
};

export type TributoLinea = {
  /** Catálogo 05: 1000 IGV, 9995 EXP, 9996 GRA, 9997 EXO, 9998 INA. */
  tributo: string;
  base: string;
  porcentaje: string;
  monto: string;
};

export type LineaCalculada = {
  numero: number;
  entrada: LineaEntrada;
  unidad: string;
  cantidad: string;
  onerosa: boolean;
  grupo: 'gravado' | 'exonerado' | 'inafecto' | 'exportacion';
  valorUnitario: string;
  /** Catálogo 16: 01 price with taxes (onerosa), 02 referential value (gratuita). */
  tipoPrecio: '01' | '02';
  precioReferencia: string;
  /** cac:Price: the unit value, zero for gratuitas. */
  precioItem: string;
  descuento?: Ajuste;
  cargo?: Ajuste;
  valorVenta: string;
  isc?: { sistema: string; base: string; porcentaje: string; monto: string };
  igv: TributoLinea;
  icbper?: { bolsas: string; tasa: string; monto: string };
  totalTributos: string;
};

export type Leyenda = { codigo: string; texto: string };

export type ErrorComprobante = { campo: string; mensaje: string };

export type ComprobanteCalculado = {
  entrada: EntradaComprobante;
  /** The related guides, normalised (T001-123); absent in documents stored before guides were kept. */
  guias?: GuiaRelacionada[];
  tipoOperacion: string;
  tasaIgv: string;
  lineas: LineaCalculada[];
  operacionesGravadas: string;
  operacionesExoneradas: string;
  operacionesInafectas: string;
  operacionesExportacion: string;
  operacionesGratuitas: string;
  /** IGV of gratuitous gravado lines (retiros): reported, not charged. */
  igvGratuitas: string;
  /** What the IGV is taken on: gravadas plus ISC (the document's 1000 TaxableAmount is the gravadas alone). */
  baseIgv: string;
  igv: string;
  isc: string;
  baseIsc: string;
  icbper: string;
  totalTributos: string;
  descuentoGlobal?: Ajuste;
  cargoGlobal?: Ajuste;
  /** Sum of the lines' values (LineExtensionAmount). */
  valorVenta: string;
  /** valorVenta + tributos (TaxInclusiveAmount). */
  precioVenta: string;
  descuentos: string;
  cargos: string;
  redondeo: string;
  importeTotal: string;
  detraccion?: DetraccionEntrada & { monto: string };
  /** Catálogo 53 charge 51–53 on the importe total, always in soles. */
  percepcion?: Ajuste;
  /** Importe total plus the percepción: what the customer pays (PaymentTerms Percepcion). */
  totalConPercepcion?: string;
  /** Catálogo 53 allowance 62 on the importe total. */
  retencion?: Ajuste;
  /** The amount the customer pays on credit: total minus detracción and retención. */
  montoPendiente: string;
  /** Sum of the cuotas of a sale on credit (PaymentTerms Credito). */
  montoCredito?: string;
  leyendas: Leyenda[];
  errores: ErrorComprobante[];
};

/** ICBPER per bag by year (Ley 30884 art. 12; from 2023 on S/ 0.50). */
const ICBPER: readonly { desde: string; tasa: string }[] = [
  { desde: '2019-08-01', tasa: '0.10' },
  { desde: '2020-01-01', tasa: '0.20' },
  { desde: '2021-01-01', tasa: '0.30' },
  { desde: '2022-01-01', tasa: '0.40' },
  { desde: '2023-01-01', tasa: '0.50' },
];

export function tasaIcbper(fecha: string): string | undefined {
  return ICBPER.filter((t) => t.desde <= fecha).at(-1)?.tasa;
}

/** SPOT does not apply to operations up to S/ 700 (peru-facts §5). */
export const UMBRAL_DETRACCION = '700';

export const LEYENDA_MONTO_LETRAS = '1000';
export const LEYENDA_GRATUITA = '1002';
export const LEYENDA_DETRACCION = '2006';
export const LEYENDA_PERCEPCION = '2000';

function ajuste(codigo: string, cargo: boolean, e: AjusteEntrada, base: Dec): Ajuste {
  const monto = e.porcentaje !== undefined ? r2(base.times(e.porcentaje).div(100)) : r2(new D(e.monto ?? 0));
  const factor = base.isZero() ? cero() : monto.div(base).toDecimalPlaces(5);
  return { codigo, cargo, factor: factor.toFixed(), monto: a2(monto), base: a2(base) };
}

const esDecimal = (t: string | undefined) => t !== undefined && /^\d+(\.\d+)?$/.test(t.trim());
/** An exchange rate as SUNAT publishes it: positive, up to 4 integer digits and 6 decimals. */
const esTipoCambio = (t: string | undefined) =>
  t !== undefined && /^\d{1,4}(\.\d{1,6})?$/.test(t.trim()) && !new D(t.trim()).isZero();

function calcularLinea(
  l: LineaEntrada,
  i: number,
  e: EntradaComprobante,
  tasa: string,
  errores: ErrorComprobante[],
): LineaCalculada | undefined {
  const campo = `lineas[${i}]`;
  const af = afectacionIgv(l.afectacion);
  if (!af) {
    errores.push({
      campo,
      mensaje: `Ítem ${i + 1}: tipo de afectación del IGV desconocido (${l.afectacion})`,
    });
    return undefined;
  }
  if (af.ivap) {
    errores.push({
      campo,
      mensaje: `Ítem ${i + 1}: el IVAP (afectación 17) no se emite desde esta plataforma`,
    });
    return undefined;
  }
  if (!esDecimal(l.cantidad) || new D(l.cantidad).lte(0)) {
    errores.push({ campo, mensaje: `Ítem ${i + 1}: la cantidad debe ser mayor que cero` });
    return undefined;
  }
  if ((l.valorUnitario === undefined) === (l.precioUnitario === undefined)) {
    errores.push({
      campo,
      mensaje: `Ítem ${i + 1}: indique el valor unitario o el precio unitario (solo uno)`,
    });
    return undefined;
  }
  const unitario = l.valorUnitario ?? l.precioUnitario;
  if (unitario !== undefined && /^\s*-\s*\d/.test(unitario)) {
    errores.push({
      campo,
      mensaje: `Ítem ${i + 1}: el valor o precio unitario debe ser mayor o igual a cero`,
    });
    return undefined;
  }
  if (!esDecimal(unitario)) {
    errores.push({ campo, mensaje: `Ítem ${i + 1}: el valor o precio unitario no es un número válido` });
    return undefined;
  }
  // A sale at 0 is a free transfer, which SUNAT reads from its own afectaciones (11–16, 21, 31–37). A
  // note's line may carry 0 (an adjustment of dates or terms), so the rule is the sale documents'.
  if (af.onerosa && (e.tipo === '01' || e.tipo === '03') && new D(unitario ?? 0).isZero()) {
    errores.push({
      campo,
      mensaje: `Ítem ${i + 1}: un ítem vendido no vale 0; si es una entrega gratuita, use la afectación de transferencia gratuita (11–16, 21 o 31–37)`,
    });
    return undefined;
  }
  if (!l.descripcion.trim()) errores.push({ campo, mensaje: `Ítem ${i + 1}: falta la descripción` });
  if (
    af.grupo === 'exportacion' &&
    e.tipo !== '07' &&
    e.tipo !== '08' &&
    !(e.tipoOperacion ?? '0200').startsWith('02')
  ) {
    errores.push({ campo, mensaje: `Ítem ${i + 1}: la afectación 40 solo corresponde a una exportación` });
  }

  const cantidad = new D(l.cantidad);
  const porcentaje = af.grupo === 'gravado' ? new D(tasa) : cero();
  const factorIgv = porcentaje.div(100).plus(1);
  const tasaIsc = l.isc?.sistema === '01' ? new D(l.isc.tasa).div(100) : cero();
  const iscUnidad = l.isc?.sistema === '02' ? new D(l.isc.montoPorUnidad) : cero();
  if (l.isc && af.grupo !== 'gravado') {
    errores.push({ campo, mensaje: `Ítem ${i + 1}: el ISC solo se aplica a operaciones gravadas` });
  }

  // precio = (valor × (1 + isc%) + isc por unidad) × (1 + igv%)
  const valorUnitario =
    l.valorUnitario !== undefined
      ? new D(l.valorUnitario)
      : new D(l.precioUnitario ?? 0).div(factorIgv).minus(iscUnidad).div(tasaIsc.plus(1));
  const bruto = cantidad.times(valorUnitario);
  const descuento = l.descuento ? ajuste('00', false, l.descuento, r2(bruto)) : undefined;
  const cargo = l.cargo ? ajuste('47', true, l.cargo, r2(bruto)) : undefined;
  const valorVenta = r2(bruto)
    .minus(descuento?.monto ?? 0)
    .plus(cargo?.monto ?? 0);
  if (valorVenta.isNegative()) {
    errores.push({ campo, mensaje: `Ítem ${i + 1}: el descuento supera el valor de venta` });
  }
  const isc = l.isc ? r2(valorVenta.times(tasaIsc).plus(cantidad.times(iscUnidad))) : cero();
  const baseIgv = valorVenta.plus(isc);
  // A price with IGV is what the customer was quoted: the line totals quantity × price in cents and the
  // IGV is what remains over the value (SUNAT tolerates ±1 against base × rate). Rounding value and IGV
  // each on its own would bill 2 × 32.50 as 64.99.
  const totalCotizado =
    l.precioUnitario !== undefined && af.onerosa && af.grupo === 'gravado' && !l.isc && !descuento && !cargo
      ? r2(cantidad.times(l.precioUnitario))
      : undefined;
  const igv = totalCotizado ? totalCotizado.minus(baseIgv) : r2(baseIgv.times(porcentaje).div(100));
  let icbper: LineaCalculada['icbper'];
  if (l.icbper) {
    const t = tasaIcbper(e.fecha);
    if (!t) errores.push({ campo, mensaje: `Ítem ${i + 1}: el ICBPER rige desde el 01/08/2019` });
    else icbper = { bolsas: cantidad.toFixed(), tasa: t, monto: a2(cantidad.times(t)) };
  }

  const tributo = !af.onerosa
    ? '9996'
    : { gravado: '1000', exonerado: '9997', inafecto: '9998', exportacion: '9995' }[af.grupo];
  const precioConImpuestos =
    l.precioUnitario !== undefined ? new D(l.precioUnitario) : baseIgv.plus(igv).div(cantidad);
  return {
    numero: i + 1,
    entrada: l,
    unidad: l.unidad ?? 'NIU',
    cantidad: cantidad.toFixed(),
    onerosa: af.onerosa,
    grupo: af.grupo,
    valorUnitario: a10(valorUnitario),
    tipoPrecio: af.onerosa ? '01' : '02',
    precioReferencia: af.onerosa ? a10(precioConImpuestos) : a10(valorUnitario),
    precioItem: af.onerosa ? a10(valorUnitario) : '0',
    descuento,
    cargo,
    valorVenta: a2(valorVenta),
    isc: l.isc
      ? {
          sistema: l.isc.sistema,
          base: a2(valorVenta),
          porcentaje: l.isc.sistema === '01' ? new D(l.isc.tasa).toFixed() : '0',
          monto: a2(isc),
        }
      : undefined,
    igv: { tributo, base: a2(baseIgv), porcentaje: porcentaje.toFixed(), monto: a2(igv) },
    icbper,
    totalTributos: a2(isc.plus(igv).plus(icbper?.monto ?? 0)),
  };
}

/**
 * The same document under another number: no amount, legend or rule depends on the number, so an
 * emission that validated with the number it expected takes the one it got without computing again.
 */
export function conNumero(c: ComprobanteCalculado, numero: number): ComprobanteCalculado {
  return { ...c, entrada: { ...c.entrada, numero } };
}

const suma = (xs: readonly string[]) => xs.reduce((s, x) => s.plus(x), cero());

function tipoOperacionDe(e: EntradaComprobante): string {
  if (e.tipoOperacion) return e.tipoOperacion;
  if (e.detraccion) return '1001';
  if (e.percepcion) return '2001';
  if (e.lineas.some((l) => l.afectacion === '40')) return '0200';
  return '0101';
}

/** Every amount of the document, its legends and the reasons it cannot be emitted (errores). */
export function calcularComprobante(e: EntradaComprobante): ComprobanteCalculado {
  const errores: ErrorComprobante[] = [];
  const tasa = tasaIgv(e.fecha, e.regimenIgv ?? 'general').total;
  const tipoOperacion = tipoOperacionDe(e);
  const exportacion = tipoOperacion.startsWith('02');
  const esNota = e.tipo === '07' || e.tipo === '08';

  if (e.lineas.length === 0)
    errores.push({ campo: 'lineas', mensaje: 'El comprobante debe tener al menos un ítem' });
  const lineas = e.lineas
    .map((l, i) => calcularLinea(l, i, e, tasa, errores))
    .filter((l): l is LineaCalculada => l !== undefined);

  const de = (pred: (l: LineaCalculada) => boolean, f: (l: LineaCalculada) => string) =>
    suma(lineas.filter(pred).map(f));
  const onerosa = (g: LineaCalculada['grupo']) => (l: LineaCalculada) => l.onerosa && l.grupo === g;

  let gravadas = de(onerosa('gravado'), (l) => l.valorVenta);
  const exoneradas = de(onerosa('exonerado'), (l) => l.valorVenta);
  const inafectas = de(onerosa('inafecto'), (l) => l.valorVenta);
  const exportaciones = de(onerosa('exportacion'), (l) => l.valorVenta);
  const gratuitas = de(
    (l) => !l.onerosa,
    (l) => l.valorVenta,
  );
  const igvGratuitas = de(
    (l) => !l.onerosa,
    (l) => l.igv.monto,
  );
  const isc = de(
    (l) => l.onerosa,
    (l) => l.isc?.monto ?? '0',
  );
  const baseIsc = de(
    (l) => l.onerosa,
    (l) => l.isc?.base ?? '0',
  );
  const icbper = de(
    () => true,
    (l) => l.icbper?.monto ?? '0',
  );
  let igv = de(onerosa('gravado'), (l) => l.igv.monto);
  let baseIgv = de(onerosa('gravado'), (l) => l.igv.base);

  // A global discount that lowers the IGV base (02) applies to the gravadas; the IGV is then taken on
  // the reduced base, which SUNAT accepts within its one-unit tolerance against the lines' sum.
  let descuentoGlobal: Ajuste | undefined;
  if (e.descuentoGlobal) {
    const dg = e.descuentoGlobal;
    if (dg.codigo === '02') {
      descuentoGlobal = ajuste('02', false, dg, gravadas);
      if (gravadas.isZero()) {
        errores.push({
          campo: 'descuentoGlobal',
          mensaje: 'El descuento global 02 requiere operaciones gravadas',
        });
      }
      gravadas = gravadas.minus(descuentoGlobal.monto);
      baseIgv = baseIgv.minus(descuentoGlobal.monto);
      igv = r2(baseIgv.times(tasa).div(100));
    }
  }
  const valorVenta = gravadas.plus(exoneradas).plus(inafectas).plus(exportaciones);
  const totalTributos = igv.plus(isc).plus(icbper);
  const precioVenta = valorVenta.plus(totalTributos);
  if (e.descuentoGlobal?.codigo === '03')
    descuentoGlobal = ajuste('03', false, e.descuentoGlobal, precioVenta);
  const cargoGlobal = e.cargoGlobal ? ajuste('50', true, e.cargoGlobal, valorVenta) : undefined;
  const descuentos = descuentoGlobal?.codigo === '03' ? new D(descuentoGlobal.monto) : cero();
  const cargos = new D(cargoGlobal?.monto ?? 0);
  const antesRedondeo = precioVenta.minus(descuentos).plus(cargos);
  // Rounding to 10 céntimos goes in the customer's favour (down).
  const importeTotal = e.redondearTotal
    ? antesRedondeo.toDecimalPlaces(1, Decimal.ROUND_DOWN)
    : antesRedondeo;
  const redondeo = importeTotal.minus(antesRedondeo);

  // Detracción: the deposit is a percentage of the total, in soles, rounded to whole soles (SPOT rule).
  let detraccion: ComprobanteCalculado['detraccion'];
  const enSoles =
    e.moneda === 'PEN'
      ? importeTotal
      : importeTotal.times(esTipoCambio(e.tipoCambio) ? (e.tipoCambio ?? 0) : 0);
  if (e.detraccion) {
    const d = e.detraccion;
    if (e.tipo !== '01')
      errores.push({ campo: 'detraccion', mensaje: 'La detracción solo se informa en facturas' });
    if (!/^\d{3}$/.test(d.codigo)) {
      errores.push({
        campo: 'detraccion.codigo',
        mensaje: 'Código de bien o servicio sujeto a detracción no válido',
      });
    }
    if (!esDecimal(d.porcentaje) || new D(d.porcentaje).lte(0) || new D(d.porcentaje).gt(100)) {
      errores.push({ campo: 'detraccion.porcentaje', mensaje: 'Porcentaje de detracción no válido' });
    }
    if (!d.cuentaBancoNacion.trim()) {
      errores.push({
        campo: 'detraccion.cuentaBancoNacion',
        mensaje: 'Falta la cuenta de detracciones del Banco de la Nación',
      });
    }
    if ((e.moneda === 'PEN' || esTipoCambio(e.tipoCambio)) && enSoles.lte(UMBRAL_DETRACCION)) {
      errores.push({
        campo: 'detraccion',
        mensaje: `La detracción no aplica: el importe total (S/ ${a2(enSoles)}) no supera S/ ${UMBRAL_DETRACCION}.00`,
      });
    }
    const monto = enSoles
      .times(esDecimal(d.porcentaje) ? d.porcentaje : 0)
      .div(100)
      .toDecimalPlaces(0);
    detraccion = { ...d, medioPago: d.medioPago ?? '001', monto: a2(monto) };
  }
  // What remains for the customer to pay, in the document's currency.
  const montoDetraccionMoneda =
    detraccion && e.moneda !== 'PEN' && esTipoCambio(e.tipoCambio)
      ? r2(new D(detraccion.monto).div(e.tipoCambio ?? 1))
      : new D(detraccion?.monto ?? 0);

  const percepcion = calcularPercepcion(e, tipoOperacion, importeTotal, errores);
  const retencion = calcularRetencion(e, importeTotal, enSoles, gravadas, errores);
  const montoPendiente = importeTotal.minus(montoDetraccionMoneda).minus(retencion?.monto ?? 0);

  // Documents and customers.
  const c = e.cliente;
  const guias = validarGuiasRelacionadas(e.guias ?? [], errores);
  if ((e.observaciones ?? '').trim().length > 200) {
    errores.push({ campo: 'observaciones', mensaje: 'Las observaciones admiten hasta 200 caracteres' });
  }
  if (!c.nombre.trim())
    errores.push({ campo: 'cliente.nombre', mensaje: 'Falta el nombre o razón social del cliente' });
  const facturable = e.tipo === '01' || (esNota && e.serie.startsWith('F'));
  if (facturable && !exportacion && c.tipoDocumento !== '6') {
    errores.push({
      campo: 'cliente',
      mensaje: 'Una factura solo se emite a un cliente con RUC (salvo exportación)',
    });
  }
  if (c.tipoDocumento === '6' && !esRucValido(c.numero)) {
    errores.push({ campo: 'cliente.numero', mensaje: 'El RUC del cliente no es válido' });
  }
  if (c.tipoDocumento === '1' && !/^\d{8}$/.test(c.numero)) {
    errores.push({ campo: 'cliente.numero', mensaje: 'El DNI del cliente debe tener 8 dígitos' });
  }
  if (exportacion && c.tipoDocumento === '6') {
    errores.push({
      campo: 'cliente',
      mensaje: 'En una exportación el cliente es no domiciliado: no lleva RUC',
    });
  }
  if (exportacion && lineas.some((l) => l.onerosa && l.grupo !== 'exportacion')) {
    errores.push({ campo: 'lineas', mensaje: 'Una exportación solo lleva ítems con afectación 40' });
  }
  // A foreign-currency document states its exchange rate: the S/ 700 rule, detracción and the books
  // read its amount in soles.
  if (e.moneda !== 'PEN' && !esTipoCambio(e.tipoCambio)) {
    errores.push({
      campo: 'tipoCambio',
      mensaje:
        e.tipoCambio === undefined
          ? 'Indique el tipo de cambio del día: el comprobante en dólares se lleva a soles con él'
          : 'Tipo de cambio no válido',
    });
  }
  // Boletas to unidentified customers: SUNAT asks for the document above S/ 700, and "00000000" is not one.
  if (e.tipo === '03' && enSoles.gt(700) && esDocumentoDeRelleno(c.tipoDocumento, c.numero)) {
    errores.push({
      campo: 'cliente',
      mensaje: `Una boleta de más de S/ 700.00 requiere el documento real del cliente (el total es S/ ${a2(enSoles)})`,
    });
  }
  if (esNota) {
    if (!e.afectado)
      errores.push({ campo: 'afectado', mensaje: 'Una nota debe indicar el comprobante que modifica' });
    else if (e.serie[0] !== (e.afectado.tipo === '01' ? 'F' : 'B')) {
      errores.push({
        campo: 'serie',
        mensaje: 'La serie de la nota debe corresponder al comprobante que modifica (F o B)',
      });
    }
    const motivos = e.tipo === '07' ? MOTIVOS_NOTA_CREDITO : MOTIVOS_NOTA_DEBITO;
    if (!e.motivo || !(e.motivo.codigo in motivos)) {
      errores.push({
        campo: 'motivo',
        mensaje: `Motivo de la nota no válido (catálogo ${e.tipo === '07' ? '09' : '10'})`,
      });
    } else if (!e.motivo.descripcion.trim()) {
      errores.push({ campo: 'motivo.descripcion', mensaje: 'Describa el sustento de la nota' });
    }
  }

  // Payment form: invoices always; a nota de crédito 13 changes the payment schedule.
  const fp = e.formaPago;
  let montoCredito: string | undefined;
  const pideFormaPago = e.tipo === '01' || (e.tipo === '07' && e.motivo?.codigo === '13');
  if (pideFormaPago && !fp)
    errores.push({ campo: 'formaPago', mensaje: 'Indique la forma de pago (contado o crédito)' });
  if (fp?.tipo === 'credito') {
    if (fp.cuotas.length === 0) {
      errores.push({ campo: 'formaPago.cuotas', mensaje: 'El pago al crédito requiere al menos una cuota' });
    }
    fp.cuotas.forEach((q, i) => {
      if (!esDecimal(q.monto) || new D(q.monto).lte(0)) {
        errores.push({
          campo: `formaPago.cuotas[${i}]`,
          mensaje: `Cuota ${i + 1}: el monto debe ser mayor que cero`,
        });
      }
      if (!/^\d{4}-\d{2}-\d{2}$/.test(q.vencimiento) || q.vencimiento <= e.fecha) {
        errores.push({
          campo: `formaPago.cuotas[${i}]`,
          mensaje: `Cuota ${i + 1}: el vencimiento debe ser posterior a la fecha de emisión`,
        });
      }
    });
    const cuotas = suma(fp.cuotas.filter((q) => esDecimal(q.monto)).map((q) => q.monto));
    montoCredito = a2(cuotas);
    const pendiente = e.tipo === '07' ? cuotas : montoPendiente;
    if (fp.cuotas.length > 0 && !cuotas.eq(r2(pendiente))) {
      errores.push({
        campo: 'formaPago.cuotas',
        mensaje: `Las cuotas suman ${a2(cuotas)} y deben sumar el monto pendiente de pago (${a2(pendiente)})`,
      });
    }
  }
  if (importeTotal.isNegative())
    errores.push({ campo: 'importeTotal', mensaje: 'El importe total no puede ser negativo' });

  const leyendas: Leyenda[] = [
    { codigo: LEYENDA_MONTO_LETRAS, texto: montoEnLetras(a2(importeTotal), e.moneda) },
  ];
  if (gratuitas.gt(0)) {
    leyendas.push({
      codigo: LEYENDA_GRATUITA,
      texto: 'TRANSFERENCIA GRATUITA DE UN BIEN Y/O SERVICIO PRESTADO GRATUITAMENTE',
    });
  }
  if (detraccion) leyendas.push({ codigo: LEYENDA_DETRACCION, texto: 'Operación sujeta a detracción' });
  if (percepcion) leyendas.push({ codigo: LEYENDA_PERCEPCION, texto: 'COMPROBANTE DE PERCEPCIÓN' });

  return {
    entrada: e,
    guias,
    tipoOperacion,
    tasaIgv: tasa,
    lineas,
    operacionesGravadas: a2(gravadas),
    operacionesExoneradas: a2(exoneradas),
    operacionesInafectas: a2(inafectas),
    operacionesExportacion: a2(exportaciones),
    operacionesGratuitas: a2(gratuitas),
    igvGratuitas: a2(igvGratuitas),
    baseIgv: a2(baseIgv),
    igv: a2(igv),
    isc: a2(isc),
    baseIsc: a2(baseIsc),
    icbper: a2(icbper),
    totalTributos: a2(totalTributos),
    descuentoGlobal,
    cargoGlobal,
    valorVenta: a2(valorVenta),
    precioVenta: a2(precioVenta),
    descuentos: a2(descuentos),
    cargos: a2(cargos),
    redondeo: a2(redondeo),
    importeTotal: a2(importeTotal),
    detraccion,
    percepcion,
    totalConPercepcion: percepcion ? a2(importeTotal.plus(percepcion.monto)) : undefined,
    retencion,
    montoPendiente: a2(montoPendiente),
    montoCredito,
    leyendas,
    errores,
  };
}

/** A catálogo 53 charge or allowance of a percentage of the importe total (percepción, retención). */
function sobreTotal(codigo: string, cargo: boolean, porcentaje: string, total: Dec): Ajuste {
  const factor = new D(porcentaje).div(100);
  return { codigo, cargo, factor: factor.toFixed(), monto: a2(total.times(factor)), base: a2(total) };
}

/**
 * Percepción del IGV: a charge on the importe total that the seller collects on top of it. SUNAT takes
 * it only in soles (2788, 2792) and asks for it in every operation 2001 (3093).
 */
function calcularPercepcion(
  e: EntradaComprobante,
  tipoOperacion: string,
  importeTotal: Dec,
  errores: ErrorComprobante[],
): Ajuste | undefined {
  const p = e.percepcion;
  if (!p) {
    if (tipoOperacion === '2001') {
      errores.push({
        campo: 'percepcion',
        mensaje: 'El tipo de operación 2001 requiere indicar el régimen de percepción',
      });
    }
    return undefined;
  }
  const campo = 'percepcion';
  if (e.tipo !== '01') errores.push({ campo, mensaje: 'La percepción solo se consigna en facturas' });
  if (e.moneda !== 'PEN') errores.push({ campo, mensaje: 'La percepción solo se consigna en soles' });
  if (e.detraccion) {
    errores.push({ campo, mensaje: 'Una operación sujeta a detracción no lleva percepción' });
  } else if (tipoOperacion !== '2001') {
    errores.push({ campo, mensaje: 'La percepción requiere el tipo de operación 2001' });
  }
  const tasa = tasaPercepcion(p.codigo, e.fecha);
  if (!tasa) {
    errores.push({ campo: 'percepcion.codigo', mensaje: 'Régimen de percepción no válido (51, 52 o 53)' });
    return undefined;
  }
  if (importeTotal.lte(0))
    errores.push({ campo, mensaje: 'La percepción requiere un importe total positivo' });
  return sobreTotal(p.codigo, true, tasa.porcentaje, importeTotal);
}

/**
 * Retención del IGV: an allowance the customer, an agente de retención, withholds from the importe total
 * of a gravada operation above S/ 700; what remains to be paid is the total minus it.
 */
function calcularRetencion(
  e: EntradaComprobante,
  importeTotal: Dec,
  enSoles: Dec,
  gravadas: Dec,
  errores: ErrorComprobante[],
): Ajuste | undefined {
  if (!e.retencion) return undefined;
  const campo = 'retencion';
  if (e.tipo !== '01') errores.push({ campo, mensaje: 'La retención del IGV solo se consigna en facturas' });
  if (gravadas.lte(0)) {
    errores.push({ campo, mensaje: 'La retención del IGV solo se aplica a operaciones gravadas' });
  }
  // A missing exchange rate is the document's own error (see the currency check).
  if ((e.moneda === 'PEN' || esTipoCambio(e.tipoCambio)) && enSoles.lte(UMBRAL_RETENCION)) {
    errores.push({
      campo,
      mensaje: `La retención del IGV no aplica: el importe total (S/ ${a2(enSoles)}) no supera S/ ${UMBRAL_RETENCION}.00`,
    });
  }
  const tasa = tasaRetencionIgv(e.fecha);
  if (!tasa) {
    errores.push({ campo, mensaje: 'No hay tasa de retención del IGV registrada para la fecha de emisión' });
    return undefined;
  }
  return sobreTotal('62', false, tasa.porcentaje, importeTotal);
}

/** Catálogo 09: reasons of a nota de crédito. */
export const MOTIVOS_NOTA_CREDITO: Readonly<Record<string, string>> = {
  '01': 'Anulación de la operación',
  '02': 'Anulación por error en el RUC',
  '03': 'Corrección por error en la descripción',
  '04': 'Descuento global',
  '05': 'Descuento por ítem',
  '06': 'Devolución total',
  '07': 'Devolución por ítem',
  '08': 'Bonificación',
  '09': 'Disminución en el valor',
  '10': 'Otros conceptos',
  '11': 'Ajustes de operaciones de exportación',
  '12': 'Ajustes afectos al IVAP',
  '13': 'Ajustes – montos y/o fechas de pago',
};

/** Catálogo 10: reasons of a nota de débito. */
export const MOTIVOS_NOTA_DEBITO: Readonly<Record<string, string>> = {
  '01': 'Intereses por mora',
  '02': 'Aumento en el valor',
  '03': 'Penalidades/ otros conceptos',
  '11': 'Ajustes de operaciones de exportación',
  '12': 'Ajustes afectos al IVAP',
};
