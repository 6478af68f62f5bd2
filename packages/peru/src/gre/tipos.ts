import type {
  CodigoDocumentoGuia,
  CodigoEntidadAutorizadora,
  CodigoMotivo,
  IndicadorGuia,
} from './catalogos-gre.ts';

/**
 * What a Guía de Remisión Electrónica (GRE, SUNAT's 2022 format) needs: the remitente's guide (09, series
 * T###) or the carrier's (31, series V###). Amounts and quantities are decimal strings; dates YYYY-MM-DD.
 */

/** A person or company by its catálogo 06 document. */
export type Persona = { tipoDocumento: string; numero: string; nombre: string };

/** Punto de partida or llegada. The establishment code (with the RUC it belongs to) names a SUNAT local. */
export type PuntoTraslado = {
  /** INEI ubigeo, 6 digits. */
  ubigeo: string;
  direccion: string;
  /** SUNAT's code of the establishment ('0000' the fiscal address), with `ruc`. */
  codigoEstablecimiento?: string;
  ruc?: string;
};

/** Special authorisation of a vehicle, by the issuing entity (catálogo D-37). */
export type AutorizacionEspecial = { entidad: CodigoEntidadAutorizadora; numero: string };

export type Vehiculo = {
  /** Without hyphens or spaces: ABC123. */
  placa: string;
  /** TUC (tarjeta única de circulación) or certificado de habilitación vehicular. */
  tuce?: string;
  autorizacion?: AutorizacionEspecial;
};

export type Conductor = {
  tipoDocumento: string;
  numero: string;
  nombres: string;
  apellidos: string;
  licencia: string;
};

/** The carrier a remitente hires (transporte público). */
export type Transportista = { ruc: string; razonSocial: string; registroMtc: string };

/** A document the transfer rests on (catálogo 61), e.g. the factura F001-25 and its issuer's RUC. */
export type DocumentoRelacionado = { tipo: CodigoDocumentoGuia; numero: string; rucEmisor?: string };

export type LineaGuia = {
  codigo?: string;
  descripcion: string;
  /** Catálogo 03 (UN/ECE rec 20): NIU, KGM, BX… */
  unidad: string;
  cantidad: string;
};

type DatosComunes = {
  serie: string;
  numero: number;
  /** Emission date and time (America/Lima). */
  fecha: string;
  hora: string;
  observaciones?: string;
  destinatario: Persona;
  fechaInicioTraslado: string;
  pesoBruto: string;
  unidadPeso: 'KGM' | 'TNE';
  indicadores?: readonly IndicadorGuia[];
  partida: PuntoTraslado;
  llegada: PuntoTraslado;
  /** The first is the main vehicle; up to two more are trailers (secundarios). */
  vehiculos?: readonly Vehiculo[];
  /** The first is the main driver; up to two more are secundarios. */
  conductores?: readonly Conductor[];
  documentosRelacionados?: readonly DocumentoRelacionado[];
  lineas: readonly LineaGuia[];
};

/** GRE remitente (09): the owner of the goods moves them, with its own vehicles or a hired carrier. */
export type EntradaGuiaRemitente = DatosComunes & {
  tipo: '09';
  motivo: CodigoMotivo;
  /** Required for motivo 13 (otros); otherwise the catalogue's name is written. */
  descripcionMotivo?: string;
  /** Catálogo 18: 01 transporte público, 02 transporte privado. */
  modalidad: '01' | '02';
  numeroBultos?: number;
  /** Seller the goods are bought from (motivos 02, 07; optional in 13). */
  proveedor?: Persona;
  /** Buyer when the goods go to someone else (motivo 03; optional in 13). */
  comprador?: Persona;
  transportista?: Transportista;
};

/** GRE transportista (31): the carrier (the issuer) documents the service it gives a remitente. */
export type EntradaGuiaTransportista = DatosComunes & {
  tipo: '31';
  remitente: Persona;
  /** The issuer's registration at the MTC. */
  registroMtc: string;
  /** Who pays the freight (SUNAT observes 4388 without it). */
  pagadorFlete: 'remitente' | 'subcontratador' | 'tercero';
  /** The third party that pays, when `pagadorFlete` is 'tercero'. */
  pagador?: Persona;
};

export type EntradaGuia = EntradaGuiaRemitente | EntradaGuiaTransportista;

/** A problem that stops the guide, in Spanish; `codigo` is the SUNAT error it anticipates, if any. */
export type ErrorGuia = { campo: string; mensaje: string; codigo?: string };
