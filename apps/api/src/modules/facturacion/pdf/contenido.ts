import {
  type ComprobanteCalculado,
  LEYENDA_DETRACCION,
  LEYENDA_MONTO_LETRAS,
  MOTIVOS_NOTA_CREDITO,
  MOTIVOS_NOTA_DEBITO,
} from '@kipu/peru';
import {
  type EmisorImpreso,
  type EmisorPdf,
  emisorImpreso,
} from '../../../shared/representacion-impresa/emisor-impreso.ts';
import {
  esCero,
  fechaPeru,
  formatoDecimal,
  formatoMonto,
  limpio,
  MEDIO_PAGO,
  MONEDA,
  NOMBRE_DOCUMENTO,
  nombreDocumentoIdentidad,
  nombreUnidad,
  serieNumero,
} from './formato.ts';

/** What the A4 and ticket layouts print, as texts: both show the same content, only arranged apart. */

export type FilaTotal = { etiqueta: string; monto: string; destacada?: boolean };

export type Cuota = { numero: number; vencimiento: string; monto: string };

export type ContenidoComprobante = {
  nombreDocumento: string;
  serieNumero: string;
  emisor: EmisorImpreso;
  logo: string | undefined;
  cliente: { nombre: string; documento: string; direccion: string };
  fechaEmision: string;
  fechaVencimiento: string | undefined;
  /** How the due date is labelled; 'Fecha de vencimiento' when absent (a proforma's is its validity). */
  etiquetaVencimiento?: string;
  moneda: string;
  /** Soles per dollar, printed on documents in dollars. */
  tipoCambio: string | undefined;
  /** Notes: the document they modify and why. */
  referencia: { documento: string; motivo: string; sustento: string } | undefined;
  lineas: {
    cantidad: string;
    unidad: string;
    codigo: string;
    descripcion: string;
    valorUnitario: string;
    precioUnitario: string;
    descuento: string;
    valorVenta: string;
  }[];
  totales: FilaTotal[];
  montoEnLetras: string;
  /** Legends other than the amount in words (1002 gratuitas, 2006 detracción…). */
  leyendas: string[];
  detraccion: string[];
  formaPago: { texto: string; pendiente: string | undefined; cuotas: Cuota[] } | undefined;
  observaciones: string;
  /** Related guías de remisión: 'Guía de remisión remitente T001-123'. */
  guias: string[];
  hash: string;
  textoSunat: string;
  /** A document of a test environment (simulator, SUNAT beta): the notice printed across its top. */
  avisoPruebas?: string;
};

const NOMBRE_GUIA = { '09': 'Guía de remisión remitente', '31': 'Guía de remisión transportista' } as const;

function totales(c: ComprobanteCalculado): FilaTotal[] {
  const simbolo = MONEDA[c.entrada.moneda].simbolo;
  const fila = (etiqueta: string, monto: string, destacada = false): FilaTotal => ({
    etiqueta,
    monto: `${simbolo} ${formatoMonto(monto)}`,
    destacada,
  });
  const filas: FilaTotal[] = [];
  const siHay = (etiqueta: string, monto: string | undefined) => {
    if (monto !== undefined && !esCero(monto)) filas.push(fila(etiqueta, monto));
  };
  // Only the lines that apply: an export prints no gravadas nor IGV. A document with no operation
  // amount at all (a nota de crédito 13 that only changes the payment dates) keeps gravadas and IGV at
  // zero so that its totals are not the importe total alone.
  const operaciones = [
    c.operacionesGravadas,
    c.operacionesExoneradas,
    c.operacionesInafectas,
    c.operacionesExportacion,
    c.operacionesGratuitas,
  ];
  const gravadas = !esCero(c.operacionesGravadas) || operaciones.every((m) => esCero(m));
  if (gravadas) filas.push(fila('Op. gravadas', c.operacionesGravadas));
  siHay('Op. exoneradas', c.operacionesExoneradas);
  siHay('Op. inafectas', c.operacionesInafectas);
  siHay('Op. exportación', c.operacionesExportacion);
  siHay('Op. gratuitas', c.operacionesGratuitas);
  siHay('Descuento global', c.descuentoGlobal?.monto);
  siHay('ISC', c.isc);
  // The rate the document was computed with: 18 %, or 10.5 % for a MYPE restaurant (Ley 31556).
  if (gravadas || !esCero(c.igv)) filas.push(fila(`IGV (${formatoDecimal(c.tasaIgv, 0, 2)}%)`, c.igv));
  siHay('ICBPER', c.icbper);
  siHay('Otros cargos', c.cargoGlobal?.monto);
  siHay('Redondeo', c.redondeo);
  filas.push(fila('IMPORTE TOTAL', c.importeTotal, true));
  return filas;
}

function referencia(c: ComprobanteCalculado): ContenidoComprobante['referencia'] {
  const e = c.entrada;
  if ((e.tipo !== '07' && e.tipo !== '08') || !e.afectado) return undefined;
  const motivos = e.tipo === '07' ? MOTIVOS_NOTA_CREDITO : MOTIVOS_NOTA_DEBITO;
  const codigo = e.motivo?.codigo ?? '';
  return {
    documento: `${NOMBRE_DOCUMENTO[e.afectado.tipo]} ${serieNumero(e.afectado.serie, e.afectado.numero)}`,
    motivo: `${codigo} - ${motivos[codigo] ?? ''}`,
    sustento: limpio(e.motivo?.descripcion),
  };
}

function detraccion(c: ComprobanteCalculado): string[] {
  const d = c.detraccion;
  if (!d) return [];
  return [
    `Bien o servicio: ${d.codigo} · Porcentaje: ${formatoDecimal(d.porcentaje, 0, 2)}% · Monto: S/ ${formatoMonto(d.monto)}`,
    `Cuenta de detracciones Banco de la Nación N° ${limpio(d.cuentaBancoNacion)}`,
    `Medio de pago: ${d.medioPago ?? '001'} - ${MEDIO_PAGO[d.medioPago ?? '001'] ?? ''}`,
  ];
}

function formaPago(c: ComprobanteCalculado): ContenidoComprobante['formaPago'] {
  const fp = c.entrada.formaPago;
  if (!fp) return undefined;
  const simbolo = MONEDA[c.entrada.moneda].simbolo;
  if (fp.tipo === 'contado') return { texto: 'Contado', pendiente: undefined, cuotas: [] };
  // A nota de crédito 13 replaces the schedule: what is pending is the sum of its cuotas.
  const pendiente = c.entrada.tipo === '07' ? (c.montoCredito ?? c.montoPendiente) : c.montoPendiente;
  return {
    texto: 'Crédito',
    pendiente: `${simbolo} ${formatoMonto(pendiente)}`,
    cuotas: fp.cuotas.map((q, i) => ({
      numero: i + 1,
      vencimiento: fechaPeru(q.vencimiento),
      monto: `${simbolo} ${formatoMonto(q.monto)}`,
    })),
  };
}

export function contenidoComprobante(
  c: ComprobanteCalculado,
  emisor: EmisorPdf,
  hash: string,
  urlConsulta: string,
): ContenidoComprobante {
  const e = c.entrada;
  const nombreDocumento = NOMBRE_DOCUMENTO[e.tipo];
  const cliente = e.cliente;
  // 'Varios' customers of a boleta carry no document to print.
  const sinDocumento = cliente.tipoDocumento === '-' || !/[0-9A-Za-z]/.test(cliente.numero);
  return {
    nombreDocumento,
    serieNumero: serieNumero(e.serie, e.numero),
    ...emisorImpreso(emisor),
    cliente: {
      nombre: limpio(cliente.nombre),
      documento: sinDocumento
        ? ''
        : `${nombreDocumentoIdentidad(cliente.tipoDocumento)} ${limpio(cliente.numero)}`,
      direccion: limpio(cliente.direccion),
    },
    fechaEmision: `${fechaPeru(e.fecha)}${e.hora ? ` ${e.hora.slice(0, 5)}` : ''}`,
    fechaVencimiento: e.fechaVencimiento ? fechaPeru(e.fechaVencimiento) : undefined,
    moneda: MONEDA[e.moneda].nombre,
    tipoCambio: e.moneda !== 'PEN' && e.tipoCambio ? formatoDecimal(e.tipoCambio, 3, 4) : undefined,
    referencia: referencia(c),
    lineas: c.lineas.map((l) => ({
      cantidad: formatoDecimal(l.cantidad, 0, 4),
      unidad: nombreUnidad(l.unidad),
      codigo: limpio(l.entrada.codigo),
      descripcion: limpio(l.entrada.descripcion),
      valorUnitario: formatoDecimal(l.valorUnitario, 2, 4),
      // Gratuitas are not charged: their price is zero, the referential value is the unit value.
      precioUnitario: l.onerosa ? formatoDecimal(l.precioReferencia, 2, 4) : '0.00',
      descuento: l.descuento ? formatoMonto(l.descuento.monto) : '',
      valorVenta: formatoMonto(l.valorVenta),
    })),
    totales: totales(c),
    montoEnLetras: c.leyendas.find((l) => l.codigo === LEYENDA_MONTO_LETRAS)?.texto ?? '',
    leyendas: c.leyendas
      .filter((l) => l.codigo !== LEYENDA_MONTO_LETRAS)
      .map((l) =>
        l.codigo === LEYENDA_DETRACCION
          ? `${l.texto}: Sistema de Pago de Obligaciones Tributarias (SPOT)`
          : limpio(l.texto),
      ),
    detraccion: detraccion(c),
    formaPago: formaPago(c),
    observaciones: limpio(e.observaciones),
    guias: (c.guias ?? []).map((g) => `${NOMBRE_GUIA[g.tipo]} ${g.numero}`),
    hash,
    textoSunat: `Representación impresa de la ${nombreDocumento}. Consulte su documento en ${urlConsulta}`,
  };
}
