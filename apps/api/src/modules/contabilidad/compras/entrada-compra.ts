import { filasParametricas } from '@kipu/db';
import {
  type CompraCalculada,
  calcularCompra,
  type DestinoIgv,
  esImporte,
} from '@kipu/peru/contabilidad/calculo-compra';
import {
  LIBRO_COMPRAS,
  LIBRO_COMPRAS_NO_DOMICILIADOS,
  type ReglaComprobanteCompra,
  reglaComprobanteCompra,
} from '@kipu/peru/contabilidad/comprobantes-compra';
import { estadoPleCompra, periodoDeFecha } from '@kipu/peru/contabilidad/estado-ple-compra';
import type { ProductoCompraEntrada } from '@kipu/peru/inventarios/productos-compra';
import { esFecha } from '@kipu/peru/ubl/partes';
import Decimal from 'decimal.js';
import { entradaInvalida } from '../../../shared/errores.ts';
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
import {
  type CuotaCompra,
  cuotasDe,
  type DatosCompra,
  type DetraccionEntrada,
  detraccionDe,
  type NoDomiciliadoEntrada,
  noDomiciliadoDe,
} from './datos-compra.ts';

export type ProveedorEntrada = {
  tipo_documento: string;
  numero: string;
  nombre: string;
  direccion?: string | null;
};

export type DocumentoModificadoEntrada = {
  tipo: string;
  serie: string;
  numero: string;
  fecha: string;
  anio_dua?: string | null;
};

/** registrarCompra's input, as the form sends it (amounts as decimal strings). */
export type EntradaCompra = {
  proveedor_id?: string | null;
  proveedor?: ProveedorEntrada | null;
  tipo_comprobante: string;
  serie?: string | null;
  numero: string;
  anio_dua?: string | null;
  fecha_emision: string;
  fecha_vencimiento?: string | null;
  /** AAAAMM the purchase is noted in; the month of emission when absent. */
  periodo?: string | null;
  moneda?: string | null;
  tipo_cambio?: string | null;
  tasa_igv?: string | null;
  lineas: { cuenta: string; base: string; destino_igv: string; igv?: string | null; glosa?: string | null }[];
  isc?: string | null;
  icbper?: string | null;
  otros?: string | null;
  total: string;
  modifica?: DocumentoModificadoEntrada | null;
  detraccion?: DetraccionEntrada | null;
  retencion?: boolean | null;
  retencion_renta?: string | null;
  glosa?: string | null;
  amarre_cc_id?: string | null;
  cuotas?: CuotaCompra[] | null;
  no_domiciliado?: NoDomiciliadoEntrada | null;
  /** Goods bought for stock: their kardex entradas (units and cost in the document's currency). */
  productos?: ProductoCompraEntrada[] | null;
};

export type DocumentoModificado = { tipo: string; serie: string; numero: string; fecha: string };

/** A purchase whose document data, dates and amounts are right (the supplier and accounts come next). */
export type CompraValidada = {
  regla: ReglaComprobanteCompra;
  libro: string;
  serie: string;
  numero: string;
  fechaEmision: string;
  fechaVencimiento: string | null;
  fechaContable: string;
  periodo: string;
  estadoPle: string;
  moneda: 'PEN' | 'USD';
  tipoCambio: string;
  calculo: CompraCalculada;
  retencionRenta: string | null;
  modifica: DocumentoModificado | null;
  datos: DatosCompra;
  glosa: string;
};

function serieDe(regla: ReglaComprobanteCompra, serie: string): string {
  const s = texto(serie).toUpperCase();
  if (regla.aduana) {
    if (!filasParametricas('ple11')?.some((a) => a.codigo === s))
      throw entradaInvalida('Indique en la serie el código de la aduana de la declaración (tabla 11)');
    return s;
  }
  if (!s && (regla.noDomiciliado || !regla.conRuc)) return '';
  if (!SERIE.test(s)) throw entradaInvalida('Ingrese la serie del comprobante (hasta 20 letras o dígitos)');
  return s;
}

function anioDuaDe(anio: string | null | undefined, fechaEmision: string): string {
  const a = texto(anio);
  if (!/^\d{4}$/.test(a) || a > fechaEmision.slice(0, 4))
    throw entradaInvalida('Indique el año de la declaración aduanera (AAAA, no posterior a la emisión)');
  return a;
}

function modificaDe(
  m: DocumentoModificadoEntrada | null | undefined,
  fechaEmision: string,
): DocumentoModificado {
  const regla = reglaComprobanteCompra(texto(m?.tipo));
  if (!m || !regla || regla.nota || !texto(m.numero) || !esFecha(texto(m.fecha)))
    throw entradaInvalida('Indique el comprobante que modifica la nota: tipo, serie, número y fecha');
  if (texto(m.fecha) > fechaEmision)
    throw entradaInvalida('El comprobante modificado no puede ser posterior a la nota');
  return {
    tipo: regla.codigo,
    serie: serieDe(regla, m.serie),
    numero: numeroNormalizado(m.numero),
    fecha: texto(m.fecha),
  };
}

/**
 * Checks everything of a purchase that needs no database: document type, series and number, dates and
 * period (which give the PLE state), currency and rate, the lines' amounts against the total, notes'
 * modified document, detracción, instalments and non-domiciled data. Throws the first problem in Spanish.
 */
export function validarEntradaCompra(e: EntradaCompra, hoy: string): CompraValidada {
  const regla = reglaComprobanteCompra(texto(e.tipo_comprobante));
  if (!regla) throw entradaInvalida('Seleccione un tipo de comprobante de compras (tabla 10)');
  const fechaEmision = fechaEmisionDe(e.fecha_emision, hoy);
  const serie = serieDe(regla, e.serie ?? '');
  const numero = numeroNormalizado(e.numero);
  if (!SERIE.test(numero))
    throw entradaInvalida('Ingrese el número del comprobante (hasta 20 letras o dígitos)');

  const periodo = texto(e.periodo) || periodoDeFecha(fechaEmision);
  const estado = estadoPleCompra(fechaEmision, periodo);
  if (typeof estado !== 'string') throw entradaInvalida(estado.error);
  const fechaContable = fechaContableDe(fechaEmision, periodo);
  const { moneda, tipoCambio } = monedaYCambio(e.moneda, e.tipo_cambio);

  const tasa = tasaDe(e.tasa_igv, fechaEmision);
  const calculo = calcularCompra({
    tasaIgv: tasa,
    lineas: e.lineas.map((l) => ({ ...l, destino: l.destino_igv as DestinoIgv })),
    isc: e.isc,
    icbper: e.icbper,
    otros: e.otros,
    total: e.total,
  });
  if (calculo.errores[0]) throw entradaInvalida(calculo.errores[0]);
  const conIgv = calculo.lineas.some((l) => l.destino !== 'no_gravada');
  if (regla.noDomiciliado && conIgv)
    throw entradaInvalida(
      'Los comprobantes de no domiciliados no llevan IGV: registre sus líneas como no gravadas',
    );
  if (regla.honorarios && conIgv)
    throw entradaInvalida('Los recibos por honorarios no llevan IGV: registre sus líneas como no gravadas');

  const total = new Decimal(calculo.importes.total);
  const retencionRenta = texto(e.retencion_renta);
  if (retencionRenta && !regla.honorarios)
    throw entradaInvalida('Solo los recibos por honorarios llevan retención del impuesto a la renta');
  if (retencionRenta && (!esImporte(retencionRenta) || new Decimal(retencionRenta).gte(total)))
    throw entradaInvalida('La retención de renta debe ser un importe menor que el total del recibo');
  const porPagar = total.minus(retencionRenta || 0);

  const fechaVencimientoPedida = fechaVencimientoDe(e.fecha_vencimiento, fechaEmision);
  const cuotas = e.cuotas?.length ? cuotasDe(e.cuotas, porPagar, fechaEmision) : [];
  const fechaVencimiento = fechaVencimientoPedida || cuotas.at(-1)?.fecha || null;

  const totalSoles = total.times(tipoCambio);
  const datos: DatosCompra = {
    tasaIgv: tasa,
    lineas: calculo.lineas,
    ...(regla.aduana ? { anioDua: anioDuaDe(e.anio_dua, fechaEmision) } : {}),
    ...(e.detraccion && !regla.nota
      ? { detraccion: detraccionDe(e.detraccion, totalSoles, fechaEmision) }
      : {}),
    ...(e.retencion ? { retencion: true } : {}),
    ...(retencionRenta ? { retencionRenta: new Decimal(retencionRenta).toFixed(2) } : {}),
    ...(cuotas.length ? { cuotas } : {}),
    ...(regla.noDomiciliado ? { noDomiciliado: noDomiciliadoDe(e.no_domiciliado) } : {}),
  };
  const modifica = regla.nota ? modificaDe(e.modifica, fechaEmision) : null;
  if (modifica && e.modifica?.anio_dua)
    datos.modificaAnioDua = anioDuaDe(e.modifica.anio_dua, modifica.fecha);
  const glosa = texto(e.glosa);
  if (glosa.length > 200) throw entradaInvalida('La glosa tiene hasta 200 caracteres');
  return {
    regla,
    libro: regla.noDomiciliado ? LIBRO_COMPRAS_NO_DOMICILIADOS : LIBRO_COMPRAS,
    serie,
    numero,
    fechaEmision,
    fechaVencimiento,
    fechaContable,
    periodo,
    estadoPle: estado,
    moneda,
    tipoCambio,
    calculo,
    retencionRenta: retencionRenta ? new Decimal(retencionRenta).toFixed(2) : null,
    modifica,
    datos,
    glosa,
  };
}
