import { importesEnSoles } from '@kipu/peru/contabilidad/importes-en-soles';
import {
  correlativoAsiento,
  documentoDeCatalogo06,
  type FilaCompras,
  type FilaNoDomiciliados,
  type FilaVentas,
} from '@kipu/peru/ple/index';
import Decimal from 'decimal.js';
import type { OperacionDeRegistro } from './leer-operaciones.ts';
import { momentoDe, periodoDeLinea } from './momento.ts';

/** What a purchase keeps in operaciones.datos that the registers print (written by the purchases area). */
type DatosRegistro = {
  anioDua?: string;
  detraccion?: { constanciaNumero?: string; constanciaFecha?: string };
  retencion?: boolean;
  noDomiciliado?: {
    pais?: string;
    domicilio?: string;
    tipoRenta?: string;
    convenio?: string;
    modalidad?: string;
    sustento?: { tipo: string; serie?: string; anioDua?: string; numero: string };
  };
};

const datosDe = (op: OperacionDeRegistro) => op.datos as DatosRegistro;

/**
 * A register's columns in soles (registers are kept in national currency). Whatever part of the total
 * no column holds — global charges, discounts outside the base, rounding — is an "otros conceptos"
 * amount by the structure's own definition, so it joins that column before converting; the conversion's
 * cents then go to the largest column, as the ledger's asiento does.
 */
function columnasEnSoles<K extends string>(op: OperacionDeRegistro, columnas: Record<K, string>) {
  const suma = Object.values<string>(columnas).reduce((s, v) => s.plus(v), new Decimal(op.otros));
  const resto = new Decimal(op.total).minus(suma);
  const enMoneda = { ...columnas, otros: resto.plus(op.otros).toFixed(2), total: op.total } as Record<
    K | 'otros' | 'total',
    string
  >;
  // Soles are already soles (amounts as numeric(16,2) text); only another currency is converted.
  return new Decimal(op.tipoCambio).eq(1) ? enMoneda : importesEnSoles(enMoneda, 'total', op.tipoCambio);
}

/** Fields 1–3, the document and the estado of a register line. */
function cabecera(op: OperacionDeRegistro) {
  return {
    periodo: periodoDeLinea(op),
    cuo: op.cuo,
    correlativo: correlativoAsiento(momentoDe(op.tipoOperacion), 1),
    tipoComprobante: op.tipoComprobante ?? '00',
    serie: op.serie ?? '',
    numero: op.numero ?? '',
    numeroFinal: op.numeroFinal,
    moneda: op.moneda,
    tipoCambio: op.tipoCambio,
    estado: op.estadoPle,
    fechaEmision: op.fechaEmision ?? op.fechaContable,
  };
}

/** The counterpart in tabla 2 terms; its number only with a type. */
function contraparte(op: OperacionDeRegistro) {
  const tipo = documentoDeCatalogo06(op.personaTipoDocumento);
  return { tipo, numero: tipo ? op.personaNumeroDocumento : null, nombre: op.personaNombre };
}

/**
 * The due date is optional except on utility bills (tipo 14) and may not pass the month after the
 * period: a longer credit term is left out rather than make the line invalid.
 */
function vencimiento(op: OperacionDeRegistro): string | null {
  const fecha = op.fechaVencimiento;
  if (!fecha || op.tipoComprobante === '14') return fecha;
  const siguiente = new Date(Date.UTC(Number(op.periodo.slice(0, 4)), Number(op.periodo.slice(4)), 1));
  const limite = `${siguiente.toISOString().slice(0, 7)}-31`;
  return fecha <= limite ? fecha : null;
}

const modificado = (op: OperacionDeRegistro) =>
  op.modificaTipo
    ? {
        fecha: op.modificaFecha,
        tipo: op.modificaTipo,
        serie: op.modificaSerie ?? '',
        numero: op.modificaNumero ?? '',
      }
    : null;

/** A sales register (140100) operation as a 14.1 line. */
export function filaVentas(op: OperacionDeRegistro): FilaVentas {
  const c = contraparte(op);
  const soles = columnasEnSoles(op, {
    exportacion: op.exportacion,
    baseGravada: op.baseGravada,
    igv: op.igv,
    exonerada: op.exonerada,
    inafecta: op.inafecta,
    isc: op.isc,
    icbper: op.icbper,
  });
  return {
    ...cabecera(op),
    ...soles,
    fechaVencimiento: vencimiento(op),
    clienteTipoDocumento: c.tipo,
    clienteNumeroDocumento: c.numero,
    clienteNombre: c.nombre,
    modifica: modificado(op),
  };
}

/** A purchase register (080100) operation as an 8.1 line. */
export function filaCompras(op: OperacionDeRegistro): FilaCompras {
  const c = contraparte(op);
  const datos = datosDe(op);
  const m = modificado(op);
  const soles = columnasEnSoles(op, {
    baseGravada: op.baseGravada,
    igv: op.igv,
    baseGravadaMixta: op.baseGravadaMixta,
    igvMixta: op.igvMixta,
    baseSinCredito: op.baseSinCredito,
    igvSinCredito: op.igvSinCredito,
    noGravada: new Decimal(op.exonerada).plus(op.inafecta).toFixed(2),
    isc: op.isc,
    icbper: op.icbper,
  });
  return {
    ...cabecera(op),
    ...soles,
    fechaVencimiento: vencimiento(op),
    anioDua: datos.anioDua,
    proveedorTipoDocumento: c.tipo,
    proveedorNumeroDocumento: c.numero,
    proveedorNombre: c.nombre,
    // A DUA's series is its customs office (field 30 when a note modifies one).
    modifica: m && { ...m, aduana: m.tipo === '50' || m.tipo === '52' ? m.serie : null },
    detraccionFecha: datos.detraccion?.constanciaFecha,
    detraccionNumero: datos.detraccion?.constanciaNumero,
    retencion: datos.retencion === true,
  };
}

/** A non-domiciled purchase (080200) as an 8.2 line. */
export function filaNoDomiciliados(op: OperacionDeRegistro): FilaNoDomiciliados {
  const nd = datosDe(op).noDomiciliado ?? {};
  const soles = columnasEnSoles(op, { valorAdquisicion: new Decimal(op.total).minus(op.otros).toFixed(2) });
  return {
    ...cabecera(op),
    ...soles,
    sustento: nd.sustento ?? null,
    pais: nd.pais ?? '',
    nombre: op.personaNombre ?? '',
    domicilio: nd.domicilio,
    identificacion: op.personaNumeroDocumento ?? '',
    convenio: nd.convenio ?? '00',
    tipoRenta: nd.tipoRenta ?? '',
    modalidad: nd.modalidad,
  };
}
