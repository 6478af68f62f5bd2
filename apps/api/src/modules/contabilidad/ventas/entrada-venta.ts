import {
  type AfectacionVenta,
  calcularVenta,
  type LineaVentaCalculada,
  type VentaCalculada,
} from '@kipu/peru/contabilidad/calculo-venta';
import {
  type ReglaComprobanteVenta,
  reglaComprobanteVenta,
} from '@kipu/peru/contabilidad/comprobantes-venta';
import { periodoDeFecha } from '@kipu/peru/contabilidad/estado-ple-compra';
import { estadoPleVenta } from '@kipu/peru/contabilidad/estado-ple-venta';
import { REGLAS_COMPROBANTE } from '@kipu/peru/ple/reglas-comprobantes';
import { serieYNumero } from '@kipu/peru/ple/reglas-comunes';
import { esFecha } from '@kipu/peru/ubl/partes';
import Decimal from 'decimal.js';
import { entradaInvalida } from '../../../shared/errores.ts';
import { type CuotaCompra, cuotasDe } from '../compras/datos-compra.ts';
import {
  fechaContableDe,
  fechaEmisionDe,
  fechaVencimientoDe,
  monedaYCambio,
  numeroNormalizado,
  SERIE,
  tasaDe,
  texto,
} from '../documentos/documento-entrada.ts';
import type { PersonaDocumentoEntrada } from '../documentos/persona-de-documento.ts';

export type DocumentoModificadoVenta = { tipo: string; serie: string; numero: string; fecha: string };

/** registrarVenta's input, as the form sends it (amounts as decimal strings). */
export type EntradaVenta = {
  cliente_id?: string | null;
  cliente?: PersonaDocumentoEntrada | null;
  tipo_comprobante: string;
  serie?: string | null;
  numero: string;
  /** The last number of a range (a day's boletas or tickets). */
  numero_final?: string | null;
  fecha_emision: string;
  fecha_vencimiento?: string | null;
  /** AAAAMM the sale is noted in; the month of emission when absent. */
  periodo?: string | null;
  /** A later period's line that adjusts a document already noted in its own (estado 9). */
  ajuste?: boolean | null;
  moneda?: string | null;
  tipo_cambio?: string | null;
  tasa_igv?: string | null;
  lineas: { cuenta: string; importe: string; afectacion: string; glosa?: string | null }[];
  igv?: string | null;
  isc?: string | null;
  icbper?: string | null;
  otros?: string | null;
  total: string;
  modifica?: DocumentoModificadoVenta | null;
  cuotas?: CuotaCompra[] | null;
  glosa?: string | null;
};

/** What a sale keeps in operaciones.datos: the rate, its income lines as typed and its instalments. */
export type DatosVenta = {
  tasaIgv: string;
  lineas: LineaVentaCalculada[];
  cuotas?: CuotaCompra[];
  ajuste?: boolean;
};

/** A sale whose document data, dates and amounts are right (the client and accounts come next). */
export type VentaValidada = {
  regla: ReglaComprobanteVenta;
  serie: string;
  numero: string;
  numeroFinal: string | null;
  fechaEmision: string;
  fechaVencimiento: string | null;
  fechaContable: string;
  periodo: string;
  estadoPle: string;
  moneda: 'PEN' | 'USD';
  tipoCambio: string;
  calculo: VentaCalculada;
  modifica: DocumentoModificadoVenta | null;
  datos: DatosVenta;
  glosa: string;
};

/** Series and number as SUNAT's rules for the type in the 14.1 want them (lengths, FXXX / BXXX…). */
function serieYNumeroDe(
  regla: ReglaComprobanteVenta,
  serieTipeada: string | null | undefined,
  numeroTipeado: string,
) {
  const serie = texto(serieTipeada).toUpperCase();
  const numero = numeroNormalizado(numeroTipeado);
  if (serie && !SERIE.test(serie))
    throw entradaInvalida('La serie del comprobante tiene hasta 20 letras o dígitos');
  if (!serie && regla.codigo !== '00') throw entradaInvalida('Ingrese la serie del comprobante');
  if (!SERIE.test(numero))
    throw entradaInvalida('Ingrese el número del comprobante (hasta 20 letras o dígitos)');
  const reglaPle = REGLAS_COMPROBANTE[regla.codigo]?.ventas;
  const [problema] = reglaPle
    ? serieYNumero(regla.codigo, reglaPle, { campo: 7, valor: serie }, { campo: 8, valor: numero })
    : [];
  if (problema) throw entradaInvalida(problema.mensaje);
  return { serie, numero };
}

function numeroFinalDe(regla: ReglaComprobanteVenta, valor: string | null | undefined, numero: string) {
  const final = numeroNormalizado(valor ?? '');
  if (!final) return null;
  if (!regla.rango)
    throw entradaInvalida(
      'El número final solo se usa en resúmenes de boletas, tickets y documentos de bancos (tipos 00, 03, 12, 13 y 87)',
    );
  if (!/^\d{1,20}$/.test(final) || !/^\d+$/.test(numero) || new Decimal(final).lt(numero))
    throw entradaInvalida('El número final debe ser un número no menor que el inicial');
  return final === numero ? null : final;
}

function modificaDe(
  m: DocumentoModificadoVenta | null | undefined,
  fechaEmision: string,
): DocumentoModificadoVenta {
  const regla = reglaComprobanteVenta(texto(m?.tipo));
  if (!m || !regla || regla.nota || !texto(m.serie) || !texto(m.numero) || !esFecha(texto(m.fecha)))
    throw entradaInvalida('Indique el comprobante que modifica la nota: tipo, serie, número y fecha');
  if (texto(m.fecha) > fechaEmision)
    throw entradaInvalida('El comprobante modificado no puede ser posterior a la nota');
  return {
    tipo: regla.codigo,
    serie: texto(m.serie).toUpperCase(),
    numero: numeroNormalizado(m.numero),
    fecha: texto(m.fecha),
  };
}

/**
 * Checks everything of a sale that needs no database: document type, series, number or range, dates and
 * period (which give the PLE state), currency and rate, the income lines against the total, the notes'
 * modified document and instalments. Throws the first problem in Spanish.
 */
export function validarEntradaVenta(e: EntradaVenta, hoy: string): VentaValidada {
  const regla = reglaComprobanteVenta(texto(e.tipo_comprobante));
  if (!regla) throw entradaInvalida('Seleccione un tipo de comprobante de ventas (tabla 10)');
  const fechaEmision = fechaEmisionDe(e.fecha_emision, hoy);
  const { serie, numero } = serieYNumeroDe(regla, e.serie, e.numero);
  const numeroFinal = numeroFinalDe(regla, e.numero_final, numero);

  const periodo = texto(e.periodo) || periodoDeFecha(fechaEmision);
  const estado = estadoPleVenta(fechaEmision, periodo, e.ajuste === true);
  if (typeof estado !== 'string') throw entradaInvalida(estado.error);
  const { moneda, tipoCambio } = monedaYCambio(e.moneda, e.tipo_cambio);

  const tasa = tasaDe(e.tasa_igv, fechaEmision);
  const calculo = calcularVenta({
    tasaIgv: tasa,
    lineas: e.lineas.map((l) => ({ ...l, afectacion: l.afectacion as AfectacionVenta })),
    igv: e.igv,
    isc: e.isc,
    icbper: e.icbper,
    otros: e.otros,
    total: e.total,
  });
  if (calculo.errores[0]) throw entradaInvalida(calculo.errores[0]);

  const fechaVencimientoPedida = fechaVencimientoDe(e.fecha_vencimiento, fechaEmision);
  const cuotas = e.cuotas?.length
    ? cuotasDe(e.cuotas, new Decimal(calculo.importes.total), fechaEmision, 'por cobrar')
    : [];
  const glosa = texto(e.glosa);
  if (glosa.length > 200) throw entradaInvalida('La glosa tiene hasta 200 caracteres');
  return {
    regla,
    serie,
    numero,
    numeroFinal,
    fechaEmision,
    fechaVencimiento: fechaVencimientoPedida || cuotas.at(-1)?.fecha || null,
    fechaContable: fechaContableDe(fechaEmision, periodo),
    periodo,
    estadoPle: estado,
    moneda,
    tipoCambio,
    calculo,
    modifica: regla.nota ? modificaDe(e.modifica, fechaEmision) : null,
    datos: {
      tasaIgv: tasa,
      lineas: calculo.lineas,
      ...(cuotas.length ? { cuotas } : {}),
      ...(estado === '9' ? { ajuste: true } : {}),
    },
    glosa,
  };
}
