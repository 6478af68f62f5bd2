import { schema, type Tx } from '@kipu/db';
import {
  type ComprobanteCalculado,
  calcularComprobante,
  construirXml,
  type Emisor,
  type EntradaComprobante,
} from '@kipu/peru';
import { type CredencialFirma, firmarXml } from '@kipu/peru/firma/firmar-xml';
import { zipComprobante } from '@kipu/peru/firma/zip-comprobante';
import { nombreComprobante } from '@kipu/peru/sunat/nombres';
import { diasDesde } from '@kipu/peru/sunat/plazos';
import { entradaInvalida } from '../../shared/errores.ts';
import { COLUMNAS_SIN_ARCHIVOS, type ComprobanteSinArchivos } from './columnas-comprobante.ts';

/** The document computed; any rule it breaks is bad input, in Spanish, before anything is written. */
export function calcular(entrada: EntradaComprobante): ComprobanteCalculado {
  let calculado: ComprobanteCalculado;
  try {
    calculado = calcularComprobante(entrada);
  } catch {
    // A malformed amount the calculation's own checks do not reach (ISC rate, adjustment).
    throw entradaInvalida('Hay importes o porcentajes que no son números válidos');
  }
  if (calculado.errores.length > 0) throw entradaInvalida(calculado.errores.map((e) => e.mensaje).join('; '));
  return calculado;
}

/** An issue date SUNAT still takes: a real date, not in the future, at most `diasAtras` days back. */
export function validarFechaEmision(fecha: string, hoy: string, diasAtras: number): string {
  const d = new Date(`${fecha}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(fecha) || Number.isNaN(d.getTime()) || !d.toISOString().startsWith(fecha))
    throw entradaInvalida('La fecha de emisión no es válida');
  if (fecha > hoy) throw entradaInvalida('La fecha de emisión no puede ser futura');
  if (diasDesde(fecha, hoy) > diasAtras)
    throw entradaInvalida(`La fecha de emisión no puede ser anterior a ${diasAtras} días (SUNAT lo rechaza)`);
  return fecha;
}

export type Origen = {
  empresaId: string;
  localId: string;
  serieId: string;
  usuarioId: string;
  /** Issued on paper during an outage, its number typed. */
  contingencia?: boolean;
};

/** A document's row as stored: its UBL built, signed with the company's certificate and zipped. */
export type FilaComprobante = typeof schema.comprobantes.$inferInsert;

/** Builds the UBL, signs it and zips it under SUNAT's name: the row to store, 'pendiente'. */
export function filaDeComprobante(
  origen: Origen,
  c: ComprobanteCalculado,
  emisor: Emisor,
  firma: CredencialFirma,
): FilaComprobante {
  const e = c.entrada;
  const firmado = firmarXml(construirXml(c, emisor), firma);
  const { zip } = zipComprobante(nombreComprobante(emisor.ruc, e.tipo, e.serie, e.numero), firmado.xml);
  return {
    ...origen,
    tipo: e.tipo,
    serie: e.serie,
    numero: e.numero,
    fechaEmision: e.fecha,
    moneda: e.moneda,
    clienteTipoDocumento: e.cliente.tipoDocumento,
    clienteNumeroDocumento: e.cliente.numero,
    clienteNombre: e.cliente.nombre,
    clienteDireccion: e.cliente.direccion ?? null,
    operacionesGravadas: c.operacionesGravadas,
    operacionesExoneradas: c.operacionesExoneradas,
    operacionesInafectas: c.operacionesInafectas,
    operacionesExportacion: c.operacionesExportacion,
    operacionesGratuitas: c.operacionesGratuitas,
    igv: c.igv,
    isc: c.isc,
    icbper: c.icbper,
    importeTotal: c.importeTotal,
    documentoAfectado: e.afectado ? `${e.afectado.serie}-${e.afectado.numero}` : null,
    documento: c as unknown as Record<string, unknown>,
    hash: firmado.digestValue,
    xmlFirmado: firmado.xml,
    zipBase64: Buffer.from(zip).toString('base64'),
  };
}

/**
 * Stores built documents inside the caller's transaction, in one INSERT; answers their rows without
 * the files (sending them back would only cost the transfer), in the order given.
 */
export async function insertarComprobantes(
  tx: Tx,
  filas: FilaComprobante[],
): Promise<ComprobanteSinArchivos[]> {
  const insertadas = await tx.insert(schema.comprobantes).values(filas).returning(COLUMNAS_SIN_ARCHIVOS);
  const porNumero = new Map(insertadas.map((f) => [`${f.serie}-${f.numero}`, f]));
  return filas.map((f) => {
    const insertada = porNumero.get(`${f.serie}-${f.numero}`);
    if (!insertada) throw new Error('No se pudo registrar el comprobante');
    return insertada;
  });
}

/** Builds, signs, zips and stores one document 'pendiente' inside the caller's transaction. */
export async function guardarComprobante(
  tx: Tx,
  origen: Origen,
  c: ComprobanteCalculado,
  emisor: Emisor,
  firma: CredencialFirma,
): Promise<ComprobanteSinArchivos> {
  const [insertada] = await insertarComprobantes(tx, [filaDeComprobante(origen, c, emisor, firma)]);
  if (!insertada) throw new Error('No se pudo registrar el comprobante');
  return insertada;
}
