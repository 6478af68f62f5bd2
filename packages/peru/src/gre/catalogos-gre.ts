/**
 * SUNAT's catalogues for the 2022 GRE and the rules each code brings, as SUNAT's own validation applies
 * them (ValidaExprRegGreRemitente-2.0.1.xsl and ValidaExprRegGreTransportista-2.0.1.xsl, with the SFS
 * catalogues cat_18, cat_20, cat_61 and cat_D37, copied in github.com/neoevsys/validador_sunat
 * `contenido/commons/`). packages/db/reference-data/sunat-catalogos has the pre-2022 lists: its cat20
 * lacks 03, 05, 06, 07 and 17 and keeps 19 (zona primaria), which the GRE no longer accepts (3405);
 * its cat21 is replaced by catálogo 61 in the GRE.
 */

type Regla = 'requerido' | 'opcional' | 'no';

export type ReglasMotivo = {
  nombre: string;
  /** 'remitente': the destinatario is the remitente itself (2554); 'otro': it may not be (2555). */
  destinatario: 'remitente' | 'otro' | 'cualquiera';
  /** The destinatario must have a RUC (3417). */
  destinatarioConRuc?: true;
  /** Catálogo 06 types the proveedor may have, when one goes (4375, 4054, 3447). */
  proveedor: Regla;
  tiposProveedor?: readonly string[];
  comprador: Regla;
  /** The description of the transfer is required (3457). */
  conDescripcion?: true;
  /** Import/export: a DAM or DS, the packages count, and only customs documents (3440, 3445, 3419). */
  aduanero?: true;
  /** Both points are establishments of the remitente, by code (3365, 3369, 3414). */
  entreEstablecimientos?: true;
  /** Which point, when it names an establishment, must belong to someone else (3411). */
  establecimientoAjeno?: 'partida' | 'llegada';
  /** The itinerant issuer sells on the way: the arrival names no establishment (3416) and may repeat the departure. */
  itinerante?: true;
};

export const MOTIVOS_TRASLADO = {
  '01': {
    nombre: 'Venta',
    destinatario: 'otro',
    proveedor: 'no',
    comprador: 'no',
    establecimientoAjeno: 'llegada',
  },
  '02': {
    nombre: 'Compra',
    destinatario: 'remitente',
    proveedor: 'requerido',
    tiposProveedor: ['1', '4', '6', '7'],
    comprador: 'no',
    establecimientoAjeno: 'partida',
  },
  '03': {
    nombre: 'Venta con entrega a terceros',
    destinatario: 'otro',
    proveedor: 'no',
    comprador: 'requerido',
    establecimientoAjeno: 'llegada',
  },
  '04': {
    nombre: 'Traslado entre establecimientos de la misma empresa',
    destinatario: 'remitente',
    proveedor: 'no',
    comprador: 'no',
    entreEstablecimientos: true,
  },
  '05': {
    nombre: 'Consignación',
    destinatario: 'otro',
    proveedor: 'no',
    comprador: 'no',
    establecimientoAjeno: 'llegada',
  },
  '06': {
    nombre: 'Devolución',
    destinatario: 'otro',
    destinatarioConRuc: true,
    proveedor: 'no',
    comprador: 'no',
    establecimientoAjeno: 'llegada',
  },
  '07': {
    nombre: 'Recojo de bienes transformados',
    destinatario: 'remitente',
    proveedor: 'requerido',
    tiposProveedor: ['6'],
    comprador: 'no',
    establecimientoAjeno: 'partida',
  },
  '08': {
    nombre: 'Importación',
    destinatario: 'cualquiera',
    proveedor: 'no',
    comprador: 'no',
    aduanero: true,
    establecimientoAjeno: 'partida',
  },
  '09': { nombre: 'Exportación', destinatario: 'otro', proveedor: 'no', comprador: 'no', aduanero: true },
  '13': {
    nombre: 'Otros',
    destinatario: 'cualquiera',
    proveedor: 'opcional',
    comprador: 'opcional',
    conDescripcion: true,
  },
  '14': {
    nombre: 'Venta sujeta a confirmación del comprador',
    destinatario: 'otro',
    proveedor: 'no',
    comprador: 'no',
    establecimientoAjeno: 'llegada',
  },
  '17': {
    nombre: 'Traslado de bienes para transformación',
    destinatario: 'otro',
    destinatarioConRuc: true,
    proveedor: 'no',
    comprador: 'no',
    establecimientoAjeno: 'llegada',
  },
  '18': {
    nombre: 'Traslado emisor itinerante CP',
    destinatario: 'cualquiera',
    proveedor: 'no',
    comprador: 'no',
    itinerante: true,
  },
} as const satisfies Record<string, ReglasMotivo>;

export type CodigoMotivo = keyof typeof MOTIVOS_TRASLADO;

export const esMotivo = (codigo: string): codigo is CodigoMotivo => Object.hasOwn(MOTIVOS_TRASLADO, codigo);

export const reglasMotivo = (codigo: CodigoMotivo): ReglasMotivo => MOTIVOS_TRASLADO[codigo];

/** Catálogo 18. */
export const MODALIDADES_TRASLADO = { '01': 'Transporte público', '02': 'Transporte privado' } as const;

type DocumentoCatalogo = {
  nombre: string;
  /** Which guide may cite it (cat_61 attributes gre-r, gre-t; error 2692). */
  guias: readonly ('09' | '31')[];
  /** SERIE-NÚMERO form SUNAT accepts (3441); absent: whatever text has no blanks. */
  formato?: RegExp;
  /** The issuer's RUC must come (3380). */
  conEmisor?: true;
};

const NUMERO = '(?!0+$)[0-9]{1,8}';
const ambas = ['09', '31'] as const;

/** Catálogo 61, documentos relacionados al transporte. */
export const DOCUMENTOS_GUIA = {
  '01': {
    nombre: 'Factura',
    guias: ambas,
    formato: new RegExp(`^([F][A-Z0-9]{3}|\\d{1,4}|E001)-${NUMERO}$`),
    conEmisor: true,
  },
  '03': {
    nombre: 'Boleta de Venta',
    guias: ambas,
    formato: new RegExp(`^([B][A-Z0-9]{3}|\\d{1,4}|EB01)-${NUMERO}$`),
    conEmisor: true,
  },
  '04': {
    nombre: 'Liquidación de Compra',
    guias: ambas,
    formato: new RegExp(`^([L][A-Z0-9]{3}|\\d{1,4}|E001)-${NUMERO}$`),
    conEmisor: true,
  },
  '09': {
    nombre: 'Guía de Remisión Remitente',
    guias: ambas,
    formato: new RegExp(`^([T][A-Z0-9]{3}|\\d{1,4}|EG01|EG02)-${NUMERO}$`),
    conEmisor: true,
  },
  '12': {
    nombre: 'Ticket o cinta emitido por máquina registradora',
    guias: ambas,
    formato: /^[a-zA-Z0-9-]{1,20}-[a-zA-Z0-9-]{1,20}$/,
    conEmisor: true,
  },
  '31': { nombre: 'Guía de Remisión Transportista', guias: ['31'] },
  '48': {
    nombre: 'Comprobante de Operaciones – Ley N° 29972',
    guias: ambas,
    formato: /^\d{1,4}-(?!0+$)[0-9]{1,7}$/,
    conEmisor: true,
  },
  '49': {
    nombre: 'Constancia de Depósito - IVAP (Ley 28211)',
    guias: ['09'],
    formato: /^(?!0+$)[0-9]{1,15}$/,
  },
  '50': {
    nombre: 'Declaración Aduanera de Mercancías',
    guias: ambas,
    formato: /^[0-9]{3}-[0-9]{4}-[0-9]{2}-[0-9]{1,6}$/,
  },
  '52': {
    nombre: 'Declaración Simplificada (DS)',
    guias: ambas,
    formato: /^[0-9]{3}-[0-9]{4}-[0-9]{2}-[0-9]{1,6}$/,
  },
  '65': { nombre: 'Autorización de Circulación para transportar MATPEL – Callao', guias: ['31'] },
  '66': {
    nombre: 'Autorización de Circulación para transporte de carga y mercancías en Lima Metropolitana',
    guias: ['31'],
  },
  '67': {
    nombre: 'Permiso de Operación Especial para el servicio de transporte de MATPEL - MTC',
    guias: ['31'],
  },
  '68': {
    nombre: 'Habilitación Sanitaria de Transporte Terrestre de Productos Pesqueros y Acuícolas',
    guias: ['31'],
  },
  '69': { nombre: 'Permiso / Autorización de operación de transporte de mercancías', guias: ['31'] },
  '71': { nombre: 'Resolución de Adjudicación de bienes – SUNAT', guias: ['09'] },
  '72': { nombre: 'Resolución de Comiso de bienes – SUNAT', guias: ['09'] },
  '73': { nombre: 'Guía de Transporte Forestal o de Fauna - SERFOR', guias: ['09'] },
  '74': { nombre: 'Guía de Tránsito – SUCAMEC', guias: ['09'] },
  '75': { nombre: 'Autorización para operar como empresa de Saneamiento Ambiental – MINSA', guias: ['09'] },
  '76': {
    nombre: 'Autorización para manejo y recojo de residuos sólidos peligrosos y no peligrosos',
    guias: ['09'],
  },
  '77': {
    nombre: 'Certificado fitosanitario para la movilización de plantas y productos vegetales',
    guias: ['09'],
  },
  '78': { nombre: 'Registro Único de Usuarios y Transportistas de Alcohol Etílico', guias: ['09'] },
  '80': { nombre: 'Constancia de Depósito – Detracción', guias: ambas, formato: /^(?!0+$)[0-9]{1,15}$/ },
  '81': {
    nombre: 'Código de autorización emitida por el SCOP',
    guias: ['09'],
    formato: /^[a-zA-Z0-9]{1,20}$/,
  },
  '82': { nombre: 'Declaración jurada de mudanza', guias: ['31'] },
} as const satisfies Record<string, DocumentoCatalogo>;

export type CodigoDocumentoGuia = keyof typeof DOCUMENTOS_GUIA;

export const documentoGuia = (codigo: string): DocumentoCatalogo | undefined =>
  Object.hasOwn(DOCUMENTOS_GUIA, codigo) ? DOCUMENTOS_GUIA[codigo as CodigoDocumentoGuia] : undefined;

/** Catálogo D-37: who issues a vehicle's special authorisation. */
export const ENTIDADES_AUTORIZADORAS = {
  '01': 'SUCAMEC',
  '02': 'DIGEMID',
  '03': 'DIGESA',
  '04': 'SENASA',
  '05': 'SERFOR',
  '06': 'Ministerio de Transportes y Comunicaciones',
  '07': 'Ministerio de la Producción',
  '08': 'Ministerio del Ambiente',
  '09': 'SANIPES',
  '10': 'Municipalidad Metropolitana de Lima',
  '11': 'Ministerio de Salud',
  '12': 'Gobierno Regional',
} as const;

export type CodigoEntidadAutorizadora = keyof typeof ENTIDADES_AUTORIZADORAS;

/**
 * The indicators (cac:Shipment/cbc:SpecialInstructions) each guide accepts (3388); the carrier's
 * 'SUNAT_Envio_IndicadorTrasporteSubcontratado' (sic) needs the subcontractor's data and is not offered.
 */
export const INDICADORES_GUIA = {
  transbordoProgramado: { codigo: 'SUNAT_Envio_IndicadorTransbordoProgramado', guias: ambas },
  retornoEnvasesVacios: { codigo: 'SUNAT_Envio_IndicadorRetornoVehiculoEnvaseVacio', guias: ambas },
  retornoVehiculoVacio: { codigo: 'SUNAT_Envio_IndicadorRetornoVehiculoVacio', guias: ambas },
  vehiculoM1L: { codigo: 'SUNAT_Envio_IndicadorTrasladoVehiculoM1L', guias: ['09'] },
  trasladoTotalDamDs: { codigo: 'SUNAT_Envio_IndicadorTrasladoTotalDAMoDS', guias: ['09'] },
  vehiculosConductoresTransportista: {
    codigo: 'SUNAT_Envio_IndicadorVehiculoConductoresTransp',
    guias: ['09'],
  },
  trasladoTotal: { codigo: 'SUNAT_Envio_IndicadorTrasladoTotal', guias: ['31'] },
} as const satisfies Record<string, { codigo: string; guias: readonly ('09' | '31')[] }>;

export type IndicadorGuia = keyof typeof INDICADORES_GUIA;

/** Who pays the freight of a GRE transportista. */
export const PAGADOR_FLETE = {
  remitente: 'SUNAT_Envio_IndicadorPagadorFlete_Remitente',
  subcontratador: 'SUNAT_Envio_IndicadorPagadorFlete_Subcontratador',
  tercero: 'SUNAT_Envio_IndicadorPagadorFlete_Tercero',
} as const;
