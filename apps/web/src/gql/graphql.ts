/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A percentage of the base or a fixed amount; exactly one. */
export type AjusteComprobanteInput = {
  monto?: string | null | undefined;
  porcentaje?: string | null | undefined;
};

/** Catálogo 53: discount 02 (lowers the IGV base) or 03, charge 50. */
export type AjusteGlobalInput = {
  codigo: string;
  monto?: string | null | undefined;
  porcentaje?: string | null | undefined;
};

export type AmarreCentroCostoInput = {
  codigo: string;
  detalle: Array<LineaAmarreCentroCostoInput>;
  nombre: string;
};

/** A file of an emitted document. */
export type ArchivoComprobante =
  /** SUNAT's CDR zip (R-RUC-TT-SERIE-NUMERO.zip), once it answered. */
  | 'CDR'
  /** The printed representation (RUC-TT-SERIE-NUMERO.pdf). */
  | 'PDF'
  /** The signed XML (RUC-TT-SERIE-NUMERO.xml). */
  | 'XML';

export type CategoriaInput = {
  codigo: string;
  /** Null: every local of the company. */
  local_id?: string | null | undefined;
  nombre: string;
};

export type CategoriaPrecioInput = {
  codigo: string;
  descripcion: string;
  local_id: string;
  oferta?: boolean | null | undefined;
  valor_condicion?: string | null | undefined;
};

export type CentroCostoInput = {
  codigo: string;
  nombre: string;
  tipo: string;
};

export type ClienteComprobanteInput = {
  direccion?: string | null | undefined;
  nombre: string;
  numero: string;
  /** Catálogo 06 (6 RUC, 1 DNI…, '-' varios). */
  tipo_documento: string;
};

/** A client by its catálogo 06 document, registered with the sale when it is new. */
export type ClienteVentaInput = {
  direccion?: string | null | undefined;
  nombre: string;
  numero: string;
  tipo_documento: string;
};

export type ComboComponenteInput = {
  cantidad: string;
  producto_id: string;
};

export type ComboInput = {
  categoria_id?: string | null | undefined;
  codigo: string;
  compras_pcge?: string | null | undefined;
  descripcion: string;
  inventario_id?: string | null | undefined;
  medida_id?: string | null | undefined;
  precio_unitario?: string | null | undefined;
  productos_combos: Array<ComboComponenteInput>;
  tipo_igv?: string | null | undefined;
  valor_unitario?: string | null | undefined;
  ventas_pcge?: string | null | undefined;
};

/** A factura or boleta issued on paper during an outage, as printed. */
export type ContingenciaInput = {
  cargo_global?: AjusteGlobalInput | null | undefined;
  cliente: ClienteComprobanteInput;
  descuento_global?: AjusteGlobalInput | null | undefined;
  detraccion?: DetraccionInput | null | undefined;
  /** YYYY-MM-DD: up to 3 days back for a factura, 7 for a boleta (SUNAT). */
  fecha_emision: string;
  fecha_vencimiento?: string | null | undefined;
  forma_pago?: FormaPagoInput | null | undefined;
  guias?: Array<GuiaRelacionadaInput> | null | undefined;
  lineas: Array<LineaComprobanteInput>;
  /** PEN (default) or USD. */
  moneda?: string | null | undefined;
  /** The number printed on the paper document. */
  numero: number;
  observaciones?: string | null | undefined;
  /** Catálogo 53 percepción regime of the customer: 51 venta interna, 52 combustible, 53 tasa especial. */
  percepcion_codigo?: string | null | undefined;
  redondear_total?: boolean | null | undefined;
  /** The customer is an agente de retención del IGV. */
  retencion?: boolean | null | undefined;
  /** The physical series, four digits (0001). */
  serie: string;
  /** 01 factura or 03 boleta. */
  tipo: string;
  tipo_cambio?: string | null | undefined;
  /** Catálogo 51; derived when absent. */
  tipo_operacion?: string | null | undefined;
};

export type CreateUserInput = {
  contactar: boolean;
  email: string;
  nombres: string;
  password: string;
  telefono?: string | null | undefined;
};

export type CuentaFinancieraInput = {
  /** PLE tabla 3 code (bank accounts) */
  banco_id?: string | null | undefined;
  codigo: string;
  control: boolean;
  cuenta?: string | null | undefined;
  descripcion: string;
  detraccion: boolean;
  /** PEN | USD */
  moneda_id: string;
  /** An element-10 account of the company’s PCGE */
  pcge_id: string;
  /** caja | banco */
  tipo: string;
};

export type CuentaPcgeInput = {
  amarre_debe?: string | null | undefined;
  amarre_haber?: string | null | undefined;
  codigo: string;
  denominacion: string;
};

export type CuotaCompraInput = {
  fecha: string;
  monto: string;
};

export type CuotaInput = {
  monto: string;
  vencimiento: string;
};

export type CuotaVentaInput = {
  fecha: string;
  monto: string;
};

export type CursoInput = {
  descripcion?: string | null | undefined;
  enlace: string;
  modulo: string;
  orden: number;
  titulo: string;
};

export type DepositoDetraccionInput = {
  /** The payment’s date by default. */
  constancia_fecha?: string | null | undefined;
  constancia_numero: string;
};

export type DetraccionCompraInput = {
  /** Catálogo 54 code. */
  codigo: string;
  constancia_fecha?: string | null | undefined;
  constancia_numero?: string | null | undefined;
  porcentaje: string;
};

export type DetraccionInput = {
  /** Catálogo 54. */
  codigo: string;
  cuenta_banco_nacion: string;
  medio_pago?: string | null | undefined;
  porcentaje: string;
};

export type DocumentoAfectadoInput = {
  numero: number;
  serie: string;
  tipo: string;
};

export type DocumentoModificadoCompraInput = {
  anio_dua?: string | null | undefined;
  fecha: string;
  numero: string;
  serie: string;
  tipo: string;
};

export type DocumentoModificadoVentaInput = {
  fecha: string;
  numero: string;
  serie: string;
  tipo: string;
};

export type DocumentoPagoInput = {
  /** The DocumentoCxPx id. */
  documento_id: string;
  /** In the document’s currency (a detracción takes its own). */
  monto?: string | null | undefined;
};

export type EmitirComprobanteInput = {
  afectado?: DocumentoAfectadoInput | null | undefined;
  cargo_global?: AjusteGlobalInput | null | undefined;
  cliente: ClienteComprobanteInput;
  descuento_global?: AjusteGlobalInput | null | undefined;
  detraccion?: DetraccionInput | null | undefined;
  /** YYYY-MM-DD; today in Lima when absent. */
  fecha_emision?: string | null | undefined;
  fecha_vencimiento?: string | null | undefined;
  forma_pago?: FormaPagoInput | null | undefined;
  guias?: Array<GuiaRelacionadaInput> | null | undefined;
  lineas: Array<LineaComprobanteInput>;
  /** PEN (default) or USD. */
  moneda?: string | null | undefined;
  motivo?: MotivoNotaInput | null | undefined;
  observaciones?: string | null | undefined;
  /** Catálogo 53 percepción regime of the customer: 51 venta interna, 52 combustible, 53 tasa especial. */
  percepcion_codigo?: string | null | undefined;
  redondear_total?: boolean | null | undefined;
  /** The customer is an agente de retención del IGV. */
  retencion?: boolean | null | undefined;
  /** The local's first active series of the type when absent. */
  serie?: string | null | undefined;
  /** 01 factura, 03 boleta, 07 nota de crédito, 08 nota de débito. */
  tipo: string;
  tipo_cambio?: string | null | undefined;
  /** Catálogo 51; derived when absent. */
  tipo_operacion?: string | null | undefined;
};

export type EmitirDocumentoInternoInput = {
  cargo_global?: AjusteGlobalInput | null | undefined;
  descuento_global?: AjusteGlobalInput | null | undefined;
  /** YYYY-MM-DD; today in Lima when absent. */
  fecha_emision?: string | null | undefined;
  /** Proformas (required): valid until; órdenes de compra: expected delivery. */
  fecha_vencimiento?: string | null | undefined;
  lineas: Array<LineaComprobanteInput>;
  /** PEN (default) or USD. */
  moneda?: string | null | undefined;
  observaciones?: string | null | undefined;
  /** The customer (98, 99) or supplier (97). */
  persona: ClienteComprobanteInput;
  redondear_total?: boolean | null | undefined;
  /** The local's first active series of the type when absent. */
  serie?: string | null | undefined;
  /** 97 orden de compra, 98 proforma, 99 nota de venta. */
  tipo: string;
  tipo_cambio?: string | null | undefined;
};

export type EmpresaInput = {
  condicion: string;
  direccion: string;
  dni: string;
  documento_id: string;
  email: string;
  estado: string;
  logo?: string | null | undefined;
  nombre_comercial: string;
  razon_social: string;
  regimen_planilla?: string | null | undefined;
  representante: string;
  rubro?: string | null | undefined;
  ruc: string;
  telefono: string;
  ubigeo: string;
};

/** The documents list's filter (the `comprobantes` query's arguments without paging). */
export type FiltroComprobantesInput = {
  /** true: only documents issued on paper during an outage; false: only the others. */
  contingencia?: boolean | null | undefined;
  /** Issue date from, YYYY-MM-DD. */
  desde?: string | null | undefined;
  /** Issue date to, YYYY-MM-DD. */
  hasta?: string | null | undefined;
  /** Serie-número, customer document or name. */
  param?: string | null | undefined;
  tipo?: string | null | undefined;
};

export type FormaPagoInput = {
  cuotas?: Array<CuotaInput> | null | undefined;
  /** contado or credito. */
  tipo: string;
};

/** A guía de remisión the document cites. */
export type GuiaRelacionadaInput = {
  /** SERIE-NÚMERO: T001-123, or the printed series 0001-123. */
  numero: string;
  /** 09 remitente or 31 transportista. */
  tipo: string;
};

export type IscInput = {
  monto_por_unidad?: string | null | undefined;
  /** 01 al valor (tasa), 02 específico (monto_por_unidad). */
  sistema: string;
  tasa?: string | null | undefined;
};

export type LineaAmarreCentroCostoInput = {
  centro_costo_id: string;
  porcentaje: string;
};

/** An opening balance: last-level account, debe or haber in soles, person and document. */
export type LineaAperturaInput = {
  cuenta: string;
  debe?: string | null | undefined;
  glosa?: string | null | undefined;
  haber?: string | null | undefined;
  numero?: string | null | undefined;
  persona_id?: string | null | undefined;
  serie?: string | null | undefined;
  tipo_comprobante?: string | null | undefined;
};

/** A line of a miscellaneous entry: last-level account, debe or haber in the entry currency. */
export type LineaAsientoVarioInput = {
  centro_costo_id?: string | null | undefined;
  cuenta: string;
  debe?: string | null | undefined;
  glosa?: string | null | undefined;
  haber?: string | null | undefined;
  numero?: string | null | undefined;
  /** Client or supplier of the company. */
  persona_id?: string | null | undefined;
  serie?: string | null | undefined;
  /** PLE tabla 10 of the line’s document. */
  tipo_comprobante?: string | null | undefined;
};

/** A purchase line: PCGE account of the last level, base and IGV destination. */
export type LineaCompraInput = {
  base: string;
  cuenta: string;
  /** gravada, mixta, sin_credito or no_gravada. */
  destino_igv: string;
  glosa?: string | null | undefined;
  /** The IGV the document prints, when not base × rate. */
  igv?: string | null | undefined;
};

export type LineaComprobanteInput = {
  /** Catálogo 07 (10 gravado, 20 exonerado, 30 inafecto…). */
  afectacion: string;
  cantidad: string;
  cargo?: AjusteComprobanteInput | null | undefined;
  codigo?: string | null | undefined;
  codigo_producto_sunat?: string | null | undefined;
  descripcion: string;
  descuento?: AjusteComprobanteInput | null | undefined;
  icbper?: boolean | null | undefined;
  isc?: IscInput | null | undefined;
  /** With taxes. */
  precio_unitario?: string | null | undefined;
  /** Catálogo 03; NIU by default. */
  unidad?: string | null | undefined;
  /** Without taxes; or precio_unitario. */
  valor_unitario?: string | null | undefined;
};

/** An income line: PCGE account (70 or 75, last level), value and how it is taxed. */
export type LineaVentaInput = {
  /** gravada, exonerada, inafecta or exportacion. */
  afectacion: string;
  cuenta: string;
  glosa?: string | null | undefined;
  importe: string;
};

export type LocalInput = {
  calcula_por_cantidad?: boolean | null | undefined;
  calculo_comprobante?: string | null | undefined;
  codigo_establecimiento: string;
  codigo_serie: string;
  codigo_sunat?: string | null | undefined;
  correo?: string | null | undefined;
  descripcion?: string | null | undefined;
  descuento_max?: boolean | null | undefined;
  direccion: string;
  diseno_pdf: string;
  editar_precios?: boolean | null | undefined;
  enviar_email: boolean;
  enviar_xml: boolean;
  formato_pdf: string;
  nombre_corto: string;
  telefono?: string | null | undefined;
  ubigeo: string;
  valor_desct_max?: string | null | undefined;
  width_ticket?: number | null | undefined;
};

export type MotivoNotaInput = {
  /** Catálogo 09 (crédito) or 10 (débito). */
  codigo: string;
  descripcion: string;
};

export type NoDomiciliadoInput = {
  /** PLE tabla 25; 00 without agreement. */
  convenio?: string | null | undefined;
  domicilio?: string | null | undefined;
  /** PLE tabla 32. */
  modalidad?: string | null | undefined;
  /** PLE tabla 35. */
  pais: string;
  sustento?: SustentoNoDomiciliadoInput | null | undefined;
  /** PLE tabla 31. */
  tipo_renta: string;
};

export type PersonaInput = {
  condicion?: string | null | undefined;
  cuenta_detraccion?: string | null | undefined;
  direccion?: string | null | undefined;
  documento_id: string;
  email?: string | null | undefined;
  estado?: string | null | undefined;
  numero: string;
  observacion?: string | null | undefined;
  razon_social: string;
  telefono?: string | null | undefined;
  tipo: string;
  ubigeo?: string | null | undefined;
};

export type PreferenciasTemaInput = {
  esquemaColor: string;
  footer: boolean;
  headerFijo: boolean;
  imagenFondo?: string | null | undefined;
  menuMovil: boolean;
  opacidad: number;
  sidebarCerrado: boolean;
  sidebarFijo: boolean;
  sombras: boolean;
};

/** Give valor_unitario or precio_unitario (the other is computed with the IGV in force) or both (they must agree). */
export type ProductoInput = {
  adquisicion?: string | null | undefined;
  categoria_id?: string | null | undefined;
  codigo: string;
  codigo_barras?: string | null | undefined;
  /** SUNAT catálogo 25. */
  codigo_sunat?: string | null | undefined;
  compras_pcge?: string | null | undefined;
  descripcion: string;
  detalle?: string | null | undefined;
  icbper?: boolean | null | undefined;
  imagen?: string | null | undefined;
  /** PLE tabla 5. */
  inventario_id?: string | null | undefined;
  margen_utilidad?: boolean | null | undefined;
  /** Catálogo 03; default NIU, ZZ for services. */
  medida_id?: string | null | undefined;
  precio_unitario?: string | null | undefined;
  /** Price in each price list; omitted keeps the stored ones, [] removes them. */
  precios?: Array<ProductoPrecioInput> | null | undefined;
  propiedades?: Array<ProductoPropiedadValorInput> | null | undefined;
  stock?: boolean | null | undefined;
  stock_minimo?: string | null | undefined;
  /** Catálogo 07; default 10. */
  tipo_igv?: string | null | undefined;
  /** porcentaje | monto */
  tipo_utilidad?: string | null | undefined;
  utilidad?: string | null | undefined;
  valor_unitario?: string | null | undefined;
  ventas_pcge?: string | null | undefined;
};

export type ProductoPrecioInput = {
  categoria_precio_id: string;
  precio: string;
};

export type ProductoPropiedadValorInput = {
  codigo: string;
  nombre?: string | null | undefined;
  valor: string;
};

export type PropiedadProductoInput = {
  codigo: string;
  nombre: string;
};

/** A supplier by its catálogo 06 document, registered with the purchase when it is new. */
export type ProveedorCompraInput = {
  direccion?: string | null | undefined;
  nombre: string;
  numero: string;
  tipo_documento: string;
};

export type ReclamoInput = {
  address: string;
  archivos?: string | null | undefined;
  description: string;
  email: string;
  firma: string;
  namefull: string;
  nro: string;
  opcion0: string;
  opcion1: string;
  option2: string;
  phone: string;
  ubicate: string;
};

/** Tax regime of the company for the IR pago a cuenta. */
export type RegimenRenta =
  | 'general'
  | 'mype'
  | 'nrus'
  | 'rer';

export type RegistrarAperturaInput = {
  fecha: string;
  glosa: string;
  lineas: Array<LineaAperturaInput>;
};

export type RegistrarAsientoVarioInput = {
  fecha: string;
  glosa: string;
  lineas: Array<LineaAsientoVarioInput>;
  moneda?: string | null | undefined;
  tipo_cambio?: string | null | undefined;
};

export type RegistrarCompraInput = {
  amarre_cc_id?: string | null | undefined;
  anio_dua?: string | null | undefined;
  cuotas?: Array<CuotaCompraInput> | null | undefined;
  detraccion?: DetraccionCompraInput | null | undefined;
  fecha_emision: string;
  fecha_vencimiento?: string | null | undefined;
  glosa?: string | null | undefined;
  icbper?: string | null | undefined;
  isc?: string | null | undefined;
  lineas: Array<LineaCompraInput>;
  modifica?: DocumentoModificadoCompraInput | null | undefined;
  moneda?: string | null | undefined;
  no_domiciliado?: NoDomiciliadoInput | null | undefined;
  numero: string;
  otros?: string | null | undefined;
  /** AAAAMM noted in; the month of emission by default. */
  periodo?: string | null | undefined;
  proveedor?: ProveedorCompraInput | null | undefined;
  proveedor_id?: string | null | undefined;
  retencion?: boolean | null | undefined;
  retencion_renta?: string | null | undefined;
  /** Series, or the aduana (tabla 11) of a DUA. */
  serie?: string | null | undefined;
  tasa_igv?: string | null | undefined;
  tipo_cambio?: string | null | undefined;
  /** PLE tabla 10. */
  tipo_comprobante: string;
  total: string;
};

/** A collection or payment of one or many documents (mass payment), all in one currency. */
export type RegistrarPagoInput = {
  cuenta_financiera_id: string;
  detraccion?: DepositoDetraccionInput | null | undefined;
  documentos: Array<DocumentoPagoInput>;
  fecha: string;
  glosa?: string | null | undefined;
  /** SUNAT catálogo 59 (PLE tabla 1). */
  medio_pago: string;
  numero_operacion?: string | null | undefined;
  /** The payment date’s rate, for dollar documents. */
  tipo_cambio?: string | null | undefined;
};

export type RegistrarVentaInput = {
  /** Adjusts a document noted in its period (estado 9). */
  ajuste?: boolean | null | undefined;
  cliente?: ClienteVentaInput | null | undefined;
  cliente_id?: string | null | undefined;
  cuotas?: Array<CuotaVentaInput> | null | undefined;
  fecha_emision: string;
  fecha_vencimiento?: string | null | undefined;
  glosa?: string | null | undefined;
  icbper?: string | null | undefined;
  /** The IGV the document prints, when not base × rate. */
  igv?: string | null | undefined;
  isc?: string | null | undefined;
  lineas: Array<LineaVentaInput>;
  modifica?: DocumentoModificadoVentaInput | null | undefined;
  moneda?: string | null | undefined;
  numero: string;
  /** Last number of a range (boletas, tickets). */
  numero_final?: string | null | undefined;
  otros?: string | null | undefined;
  /** AAAAMM noted in; the month of emission by default. */
  periodo?: string | null | undefined;
  serie?: string | null | undefined;
  tasa_igv?: string | null | undefined;
  tipo_cambio?: string | null | undefined;
  /** PLE tabla 10 (sales types). */
  tipo_comprobante: string;
  total: string;
};

export type ResponsableInput = {
  cargo: string;
  documento_id: string;
  email?: string | null | undefined;
  nombres: string;
  numero: string;
  telefono?: string | null | undefined;
};

export type SerieInput = {
  desde?: number | null | undefined;
  local_id: string;
  serie: string;
  tipo_comprobante: string;
};

export type StockMinimoInput = {
  producto_id: string;
  stock_minimo: string;
};

export type SustentoNoDomiciliadoInput = {
  anio_dua?: string | null | undefined;
  numero: string;
  serie?: string | null | undefined;
  tipo: string;
};

export type TipoAdjuntoInput = {
  codigo: string;
  descripcion: string;
  tipo_operacion: Array<string>;
};

export type TipoDaot =
  | 'costos'
  | 'ingresos';

export type TipoEstadoResultados =
  | 'funcion'
  | 'naturaleza';

export type TributoInput = {
  cuenta_id: string;
  tributo_codigo: string;
};

export type RefreshMutationVariables = Exact<{
  refresh: string;
}>;


export type RefreshMutation = { refresh: { authentication: string, refresh: string } | null };

export type CorreosQueryVariables = Exact<{
  limite?: number | null | undefined;
}>;


export type CorreosQuery = { correos: Array<{ id: string, para: string, asunto: string, transporte: string, created_at: string, enviado_at: string | null, error: string | null, texto: string, html: string | null }> };

export type ReclamoAdminFieldsFragment = { id: string, codigo: string, fecha: string, nombres: string, email: string, telefono: string, tipo_documento: string, numero_documento: string, bien: string, tipo: string, descripcion: string, direccion: string, ciudad: string, estado: string, fecha_limite: string, dias_restantes: number | null, vencido: boolean, respuesta: string | null, respondido_at: string | null, pdf: string, adjunto: string | null };

export type ReclamosQueryVariables = Exact<{
  estado?: string | null | undefined;
  desde?: string | null | undefined;
  hasta?: string | null | undefined;
  codigo?: string | null | undefined;
}>;


export type ReclamosQuery = { reclamos: Array<{ id: string, codigo: string, fecha: string, nombres: string, email: string, telefono: string, tipo_documento: string, numero_documento: string, bien: string, tipo: string, descripcion: string, direccion: string, ciudad: string, estado: string, fecha_limite: string, dias_restantes: number | null, vencido: boolean, respuesta: string | null, respondido_at: string | null, pdf: string, adjunto: string | null }> };

export type AvanzarReclamoMutationVariables = Exact<{
  id: string;
  estado: string;
  descripcion: string;
}>;


export type AvanzarReclamoMutation = { avanzarReclamo: { id: string, codigo: string, fecha: string, nombres: string, email: string, telefono: string, tipo_documento: string, numero_documento: string, bien: string, tipo: string, descripcion: string, direccion: string, ciudad: string, estado: string, fecha_limite: string, dias_restantes: number | null, vencido: boolean, respuesta: string | null, respondido_at: string | null, pdf: string, adjunto: string | null } };

export type ConsultaRucAplicativoQueryVariables = Exact<{
  ruc: string;
}>;


export type ConsultaRucAplicativoQuery = { consultarRuc: { ruc: string, razon_social: string, estado: string, condicion: string, ubigeo: string | null, direccion: string, fuente: string, advertencia: string | null } | null };

export type ConsultaDniAplicativoQueryVariables = Exact<{
  dni: string;
}>;


export type ConsultaDniAplicativoQuery = { consultarDni: { dni: string, nombre_completo: string, nombres: string, apellido_paterno: string, apellido_materno: string } | null };

export type CursoFieldsFragment = { id: string, modulo: string, titulo: string, descripcion: string, enlace: string, orden: number, activo: boolean };

export type CursosAulaQueryVariables = Exact<{
  modulo: string;
  buscar?: string | null | undefined;
}>;


export type CursosAulaQuery = { cursoModulo_id: Array<{ id: string, modulo: string, titulo: string, descripcion: string, enlace: string, orden: number, activo: boolean }> };

export type CursosAdminQueryVariables = Exact<{
  modulo: string;
  eliminados?: boolean | null | undefined;
}>;


export type CursosAdminQuery = { cursos: Array<{ id: string, modulo: string, titulo: string, descripcion: string, enlace: string, orden: number, activo: boolean }> };

export type CreateCursoMutationVariables = Exact<{
  input: CursoInput;
}>;


export type CreateCursoMutation = { createCurso: { id: string, modulo: string, titulo: string, descripcion: string, enlace: string, orden: number, activo: boolean } };

export type UpdateCursoMutationVariables = Exact<{
  id: string;
  input: CursoInput;
}>;


export type UpdateCursoMutation = { updateCurso: { id: string, modulo: string, titulo: string, descripcion: string, enlace: string, orden: number, activo: boolean } };

export type DeleteCursoMutationVariables = Exact<{
  id: string;
}>;


export type DeleteCursoMutation = { deleteCurso: { id: string, activo: boolean } };

export type ActivateCursoMutationVariables = Exact<{
  id: string;
}>;


export type ActivateCursoMutation = { activateCurso: { id: string, activo: boolean } };

export type CreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type CreateUserMutation = { createUser: { id: string } | null };

export type SendVerificMutationVariables = Exact<{
  email: string;
}>;


export type SendVerificMutation = { sendVerific: { id: string } | null };

export type EmailConfirmationMutationVariables = Exact<{
  token: string;
}>;


export type EmailConfirmationMutation = { emailConfirmation: { authentication: string | null, authorization: string | null, refresh: string | null, modulo_id: string | null, company: { id: string, ruc: string, razon_social: string, soap_envio: string | null, periodo: string | null, rubro: string | null, uit: string | null } | null, local: { id: string, direccion: string | null, nombre_corto: string | null } | null } | null };

export type VerifyMutationVariables = Exact<{
  token: string;
}>;


export type VerifyMutation = { verify: { email: string } | null };

export type ModulosQueryVariables = Exact<{ [key: string]: never; }>;


export type ModulosQuery = { modulos: Array<{ id: string, codigo: string, descripcion: string, detalle: string | null }> };

export type ResetMutationVariables = Exact<{
  email: string;
}>;


export type ResetMutation = { reset: { authentication: string } | null };

export type PasswordResetMutationVariables = Exact<{
  email: string;
  password: string;
  token: string;
}>;


export type PasswordResetMutation = { passwordReset: { authentication: string | null, authorization: string | null, refresh: string | null, modulo_id: string | null, company: { id: string, ruc: string, razon_social: string, soap_envio: string | null, periodo: string | null, rubro: string | null, uit: string | null } | null, local: { id: string, direccion: string | null, nombre_corto: string | null } | null } | null };

export type SesionFieldsFragment = { authentication: string | null, authorization: string | null, refresh: string | null, modulo_id: string | null, company: { id: string, ruc: string, razon_social: string, soap_envio: string | null, periodo: string | null, rubro: string | null, uit: string | null } | null, local: { id: string, direccion: string | null, nombre_corto: string | null } | null };

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
  captcha?: string | null | undefined;
}>;


export type LoginMutation = { login: { authentication: string | null, authorization: string | null, refresh: string | null, modulo_id: string | null, company: { id: string, ruc: string, razon_social: string, soap_envio: string | null, periodo: string | null, rubro: string | null, uit: string | null } | null, local: { id: string, direccion: string | null, nombre_corto: string | null } | null } | null };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { periodo: string | null, modulo_id: string | null, user: { id: string, email: string, nombres: string, role_id: string }, company: { id: string, ruc: string, razon_social: string } | null, local: { id: string, nombre_corto: string | null } | null } };

export type CronogramaFieldsFragment = { anio: number, tipo: string, cargado: boolean, verificado: boolean, fuente: string | null, grupos: Array<string>, filas: Array<{ periodo: string, grupo: string, vence: string }> };

export type CalendarioTributarioQueryVariables = Exact<{
  anio: number;
  tipo: string;
}>;


export type CalendarioTributarioQuery = { calendarioTributario: { anio: number, tipo: string, cargado: boolean, verificado: boolean, fuente: string | null, grupos: Array<string>, filas: Array<{ periodo: string, grupo: string, vence: string }> } };

export type CargarCronogramaMutationVariables = Exact<{
  anio: number;
  tipo: string;
  csv: string;
}>;


export type CargarCronogramaMutation = { cargarCronograma: { anio: number, tipo: string, cargado: boolean, verificado: boolean, fuente: string | null, grupos: Array<string>, filas: Array<{ periodo: string, grupo: string, vence: string }> } };

export type AsientosVariosQueryVariables = Exact<{
  periodo: string;
}>;


export type AsientosVariosQuery = { asientosVarios: { total: number, filas: Array<{ id: string, cuo: string, fecha_contable: string, glosa: string, moneda: string, lineas: Array<{ linea: number, cuenta: string, glosa: string | null, debe: string, haber: string, debe_me: string, haber_me: string, destino: boolean }> }> } };

export type RegistrarAsientoVarioMutationVariables = Exact<{
  input: RegistrarAsientoVarioInput;
}>;


export type RegistrarAsientoVarioMutation = { registrarAsientoVario: { id: string, cuo: string } };

export type AnularAsientoVarioMutationVariables = Exact<{
  id: string;
}>;


export type AnularAsientoVarioMutation = { anularAsientoVario: { id: string } };

export type PeriodosContablesQueryVariables = Exact<{
  anio: number;
}>;


export type PeriodosContablesQuery = { periodosContables: Array<{ periodo: string, cerrado: boolean, libros_generados: Array<string>, libros: Array<{ libro: string, operaciones: number }> }> };

export type CerrarPeriodoMutationVariables = Exact<{
  periodo: string;
}>;


export type CerrarPeriodoMutation = { cerrarPeriodo: { periodo: string, cerrado: boolean } };

export type ReabrirPeriodoMutationVariables = Exact<{
  periodo: string;
}>;


export type ReabrirPeriodoMutation = { reabrirPeriodo: { periodo: string, cerrado: boolean } };

export type CierreEjercicioQueryVariables = Exact<{
  anio: number;
}>;


export type CierreEjercicioQuery = { cierreEjercicio: Array<{ id: string, cuo: string, periodo: string, fecha_contable: string, tipo_operacion: number, glosa: string }> };

export type PrevisualizarCierreQueryVariables = Exact<{
  anio: number;
}>;


export type PrevisualizarCierreQuery = { previsualizarCierre: { anio: number, resultado: string, revision: { resultado_naturaleza: string, resultado_funcion: string, diferencia: string }, asientos: Array<{ paso: string, glosa: string, tipo_operacion: number, fecha: string, periodo: string, lineas: Array<{ cuenta: string, debe: string, haber: string, serie: string | null, numero: string | null }> }> } };

export type GenerarCierreMutationVariables = Exact<{
  anio: number;
}>;


export type GenerarCierreMutation = { generarCierre: { anio: number, resultado: string, operaciones: Array<{ id: string, cuo: string }> } };

export type AnularCierreMutationVariables = Exact<{
  anio: number;
}>;


export type AnularCierreMutation = { anularCierre: Array<{ id: string }> };

export type AsientosAperturaQueryVariables = Exact<{
  anio: number;
}>;


export type AsientosAperturaQuery = { asientosApertura: { total: number, filas: Array<{ id: string, cuo: string, fecha_contable: string, glosa: string, lineas: Array<{ linea: number, cuenta: string, glosa: string | null, debe: string, haber: string, destino: boolean }> }> } };

export type RegistrarAperturaMutationVariables = Exact<{
  input: RegistrarAperturaInput;
}>;


export type RegistrarAperturaMutation = { registrarApertura: { id: string, cuo: string } };

export type AnularAperturaMutationVariables = Exact<{
  id: string;
}>;


export type AnularAperturaMutation = { anularApertura: { id: string, cuo: string } };

export type ReprocesarCuosMutationVariables = Exact<{
  periodo: string;
}>;


export type ReprocesarCuosMutation = { reProcesarCuos: { periodo: string, libros: Array<{ libro: string, operaciones: number }> } };

type ImportesRegistro_FilaRegistroCompras_Fragment = { base_gravada: string, igv: string, base_gravada_mixta: string, igv_mixta: string, base_sin_credito: string, igv_sin_credito: string, no_gravada: string, isc: string, icbper: string, otros: string, total: string };

type ImportesRegistro_TotalesRegistroCompras_Fragment = { base_gravada: string, igv: string, base_gravada_mixta: string, igv_mixta: string, base_sin_credito: string, igv_sin_credito: string, no_gravada: string, isc: string, icbper: string, otros: string, total: string };

export type ImportesRegistroFragment =
  | ImportesRegistro_FilaRegistroCompras_Fragment
  | ImportesRegistro_TotalesRegistroCompras_Fragment
;

export type RegistroComprasQueryVariables = Exact<{
  periodo: string;
  libro?: string | null | undefined;
}>;


export type RegistroComprasQuery = { registroCompras: { periodo: string, libro: string, filas: Array<{ id: string, cuo: string, fecha_emision: string | null, tipo_comprobante: string | null, serie: string | null, anio_dua: string | null, numero: string | null, proveedor_numero_documento: string | null, proveedor_nombre: string | null, moneda: string, tipo_cambio: string, total_documento: string, estado_ple: string, glosa: string, base_gravada: string, igv: string, base_gravada_mixta: string, igv_mixta: string, base_sin_credito: string, igv_sin_credito: string, no_gravada: string, isc: string, icbper: string, otros: string, total: string }>, totales: { base_gravada: string, igv: string, base_gravada_mixta: string, igv_mixta: string, base_sin_credito: string, igv_sin_credito: string, no_gravada: string, isc: string, icbper: string, otros: string, total: string } } };

export type CompraQueryVariables = Exact<{
  id: string;
}>;


export type CompraQuery = { compra: { id: string, cuo: string, periodo: string, tipo_comprobante: string | null, serie: string | null, numero: string | null, proveedor_nombre: string | null, moneda: string, total: string, anulada: boolean, asiento: Array<{ linea: number, cuenta: string, glosa: string | null, debe: string, haber: string, debe_me: string, haber_me: string, destino: boolean }> } };

export type PrevisualizarCompraQueryVariables = Exact<{
  input: RegistrarCompraInput;
}>;


export type PrevisualizarCompraQuery = { previsualizarCompra: { periodo: string, libro: string, estado_ple: string, proveedor_nombre: string, proveedor_nuevo: boolean, total: string, total_debe: string, total_haber: string, lineas: Array<{ cuenta: string, denominacion: string, glosa: string | null, debe: string, haber: string, debe_me: string, haber_me: string, destino: boolean }> } };

export type RegistrarCompraMutationVariables = Exact<{
  input: RegistrarCompraInput;
}>;


export type RegistrarCompraMutation = { registrarCompra: { id: string, cuo: string, serie: string | null, numero: string | null, proveedor_nombre: string | null } };

export type AnularCompraMutationVariables = Exact<{
  id: string;
}>;


export type AnularCompraMutation = { anularCompra: { id: string, anulada: boolean } };

export type CuentasContablesQueryVariables = Exact<{
  param?: string | null | undefined;
  ultimo_nivel?: boolean | null | undefined;
  compras?: boolean | null | undefined;
  ventas?: boolean | null | undefined;
}>;


export type CuentasContablesQuery = { cuentasContables: Array<{ codigo: string, denominacion: string }> };

export type CodigosDetraccionQueryVariables = Exact<{ [key: string]: never; }>;


export type CodigosDetraccionQuery = { parametricosbytabla: Array<{ codigo: string, descripcion: string }> };

export type AntiguedadSaldosCamposFragment = { no_vencido: string, d1_30: string, d31_60: string, d61_90: string, mas_90: string };

export type DocumentosCxPxQueryVariables = Exact<{
  tipo: string;
  persona_id?: string | null | undefined;
  fecha_desde?: string | null | undefined;
  fecha_hasta?: string | null | undefined;
  moneda?: string | null | undefined;
  buscar?: string | null | undefined;
  fecha_corte?: string | null | undefined;
  limite?: number | null | undefined;
  pagina?: number | null | undefined;
}>;


export type DocumentosCxPxQuery = { operacionesByCxPx: { total: number, fecha_corte: string, filas: Array<{ id: string, cuenta: string, persona_id: string | null, persona_numero: string | null, persona_nombre: string | null, documento: string, fecha_emision: string, fecha_vencimiento: string, moneda: string, tipo_cambio: string, importe: string, pagado: string, saldo: string, saldo_soles: string, dias_vencido: number, detraccion_monto: string | null, detraccion_constancia: string | null, cuotas: Array<{ fecha: string, pendiente: string }> }>, totales: { saldo_soles: string, saldo_pen: string, saldo_usd: string, antiguedad: { no_vencido: string, d1_30: string, d31_60: string, d61_90: string, mas_90: string } } } };

export type PendientesPorPersonaQueryVariables = Exact<{
  tipo: string;
  buscar?: string | null | undefined;
  moneda?: string | null | undefined;
  fecha_corte?: string | null | undefined;
}>;


export type PendientesPorPersonaQuery = { cuentasByParamCxPx: Array<{ persona_id: string | null, persona_numero: string | null, persona_nombre: string | null, documentos: number, saldo_soles: string, saldo_usd: string, antiguedad: { no_vencido: string, d1_30: string, d31_60: string, d61_90: string, mas_90: string } }> };

export type ExcelCxPxQueryVariables = Exact<{
  tipo: string;
  persona_id?: string | null | undefined;
  fecha_desde?: string | null | undefined;
  fecha_hasta?: string | null | undefined;
  moneda?: string | null | undefined;
  buscar?: string | null | undefined;
  fecha_corte?: string | null | undefined;
}>;


export type ExcelCxPxQuery = { excelByCxPx: { nombre: string, mime: string, base64: string } };

export type CobroPagoCamposFragment = { id: string, tipo: string, cuo: string, fecha: string, glosa: string, moneda: string, tipo_cambio: string, medio_pago: string, numero_operacion: string | null, cuenta_financiera: string | null, importe: string, importe_me: string, aplicado: string | null, aplicado_me: string | null, detraccion_constancia: string | null, anulado: boolean, asiento: Array<{ cuenta: string, debe: string, haber: string, debe_me: string, haber_me: string, glosa: string | null, destino: boolean }> };

export type PagosDeDocumentoQueryVariables = Exact<{
  documento_id: string;
}>;


export type PagosDeDocumentoQuery = { pagosDeDocumento: Array<{ id: string, tipo: string, cuo: string, fecha: string, glosa: string, moneda: string, tipo_cambio: string, medio_pago: string, numero_operacion: string | null, cuenta_financiera: string | null, importe: string, importe_me: string, aplicado: string | null, aplicado_me: string | null, detraccion_constancia: string | null, anulado: boolean, asiento: Array<{ cuenta: string, debe: string, haber: string, debe_me: string, haber_me: string, glosa: string | null, destino: boolean }> }> };

export type RegistrarPagoMutationVariables = Exact<{
  input: RegistrarPagoInput;
}>;


export type RegistrarPagoMutation = { registrarPago: { id: string, tipo: string, cuo: string, fecha: string, glosa: string, moneda: string, tipo_cambio: string, medio_pago: string, numero_operacion: string | null, cuenta_financiera: string | null, importe: string, importe_me: string, aplicado: string | null, aplicado_me: string | null, detraccion_constancia: string | null, anulado: boolean, asiento: Array<{ cuenta: string, debe: string, haber: string, debe_me: string, haber_me: string, glosa: string | null, destino: boolean }> } };

export type RegistrarCobroMutationVariables = Exact<{
  input: RegistrarPagoInput;
}>;


export type RegistrarCobroMutation = { registrarCobro: { id: string, tipo: string, cuo: string, fecha: string, glosa: string, moneda: string, tipo_cambio: string, medio_pago: string, numero_operacion: string | null, cuenta_financiera: string | null, importe: string, importe_me: string, aplicado: string | null, aplicado_me: string | null, detraccion_constancia: string | null, anulado: boolean, asiento: Array<{ cuenta: string, debe: string, haber: string, debe_me: string, haber_me: string, glosa: string | null, destino: boolean }> } };

export type AnularPagoMutationVariables = Exact<{
  id: string;
}>;


export type AnularPagoMutation = { anularPago: { id: string, anulado: boolean } };

export type AnularCobroMutationVariables = Exact<{
  id: string;
}>;


export type AnularCobroMutation = { anularCobro: { id: string, anulado: boolean } };

export type CuentasDePagoQueryVariables = Exact<{ [key: string]: never; }>;


export type CuentasDePagoQuery = { cuentasFinancieras: { filas: Array<{ id: string, codigo: string, tipo: string, moneda_id: string, descripcion: string, detraccion: boolean }> } };

export type HojaTrabajoQueryVariables = Exact<{
  desde: string;
  hasta: string;
}>;


export type HojaTrabajoQuery = { hojaTrabajo: { resultado_inventario: string, resultado_naturaleza: string, resultado_funcion: string, filas: Array<{ cuenta: string, denominacion: string, debe: string, haber: string, deudor: string, acreedor: string, activo: string, pasivo: string, perdidas_naturaleza: string, ganancias_naturaleza: string, perdidas_funcion: string, ganancias_funcion: string }>, totales: { debe: string, haber: string, deudor: string, acreedor: string, activo: string, pasivo: string, perdidas_naturaleza: string, ganancias_naturaleza: string, perdidas_funcion: string, ganancias_funcion: string }, resultado: { debe: string, haber: string, deudor: string, acreedor: string, activo: string, pasivo: string, perdidas_naturaleza: string, ganancias_naturaleza: string, perdidas_funcion: string, ganancias_funcion: string }, sumas_iguales: { debe: string, haber: string, deudor: string, acreedor: string, activo: string, pasivo: string, perdidas_naturaleza: string, ganancias_naturaleza: string, perdidas_funcion: string, ganancias_funcion: string } } };

type ColumnasHoja_FilaHojaTrabajo_Fragment = { debe: string, haber: string, deudor: string, acreedor: string, activo: string, pasivo: string, perdidas_naturaleza: string, ganancias_naturaleza: string, perdidas_funcion: string, ganancias_funcion: string };

type ColumnasHoja_TotalesHojaTrabajo_Fragment = { debe: string, haber: string, deudor: string, acreedor: string, activo: string, pasivo: string, perdidas_naturaleza: string, ganancias_naturaleza: string, perdidas_funcion: string, ganancias_funcion: string };

export type ColumnasHojaFragment =
  | ColumnasHoja_FilaHojaTrabajo_Fragment
  | ColumnasHoja_TotalesHojaTrabajo_Fragment
;

export type BalanceComprobacionRangoQueryVariables = Exact<{
  desde: string;
  hasta: string;
}>;


export type BalanceComprobacionRangoQuery = { balanceComprobacion: { total_debe: string, total_haber: string, total_deudor: string, total_acreedor: string, filas: Array<{ cuenta: string, denominacion: string, debe: string, haber: string, saldo_deudor: string, saldo_acreedor: string }> } };

export type EstadoSituacionFinancieraQueryVariables = Exact<{
  desde: string;
  hasta: string;
}>;


export type EstadoSituacionFinancieraQuery = { estadoSituacionFinanciera: { total_activo: string, total_pasivo: string, total_patrimonio: string, total_pasivo_patrimonio: string, resultado_periodo: string, diferencia: string, secciones: Array<{ codigo: string, titulo: string, total: string, lineas: Array<{ codigo: string, titulo: string, cuentas: string, importe: string }> }> } };

export type EstadoResultadosQueryVariables = Exact<{
  tipo: TipoEstadoResultados;
  desde: string;
  hasta: string;
}>;


export type EstadoResultadosQuery = { estadoResultados: { tipo: TipoEstadoResultados, resultado: string, lineas: Array<{ codigo: string, titulo: string, cuentas: string, subtotal: boolean, importe: string }> } };

export type ExcelHojaTrabajoQueryVariables = Exact<{
  desde: string;
  hasta: string;
}>;


export type ExcelHojaTrabajoQuery = { excelHojaTrabajo: { nombre: string, mime: string, base64: string } };

export type ExcelBalanceComprobacionQueryVariables = Exact<{
  desde: string;
  hasta: string;
}>;


export type ExcelBalanceComprobacionQuery = { excelBalanceComprobacion: { nombre: string, mime: string, base64: string } };

export type ExcelEstadoSituacionFinancieraQueryVariables = Exact<{
  desde: string;
  hasta: string;
}>;


export type ExcelEstadoSituacionFinancieraQuery = { excelEstadoSituacionFinanciera: { nombre: string, mime: string, base64: string } };

export type ExcelEstadoResultadosQueryVariables = Exact<{
  tipo: TipoEstadoResultados;
  desde: string;
  hasta: string;
}>;


export type ExcelEstadoResultadosQuery = { excelEstadoResultados: { nombre: string, mime: string, base64: string } };

export type PdfHojaTrabajoQueryVariables = Exact<{
  desde: string;
  hasta: string;
}>;


export type PdfHojaTrabajoQuery = { pdfHojaTrabajo: { nombre: string, mime: string, base64: string } };

export type PdfBalanceComprobacionQueryVariables = Exact<{
  desde: string;
  hasta: string;
}>;


export type PdfBalanceComprobacionQuery = { pdfBalanceComprobacion: { nombre: string, mime: string, base64: string } };

export type PdfEstadoSituacionFinancieraQueryVariables = Exact<{
  desde: string;
  hasta: string;
}>;


export type PdfEstadoSituacionFinancieraQuery = { pdfEstadoSituacionFinanciera: { nombre: string, mime: string, base64: string } };

export type PdfEstadoResultadosQueryVariables = Exact<{
  tipo: TipoEstadoResultados;
  desde: string;
  hasta: string;
}>;


export type PdfEstadoResultadosQuery = { pdfEstadoResultados: { nombre: string, mime: string, base64: string } };

export type LiquidacionImpuestosQueryVariables = Exact<{
  periodo: string;
  regimen?: RegimenRenta | null | undefined;
  coeficiente?: string | null | undefined;
}>;


export type LiquidacionImpuestosQuery = { liquidacionImpuestos: { periodo: string, regimen: RegimenRenta, igv_a_pagar: string, saldo_siguiente: string, renta_a_pagar: string, total_a_pagar: string, asiento_cuo: string | null, lineas: Array<{ seccion: string, codigo: string, concepto: string, importe: string, tipo: string, fuente: string, enfasis: boolean }> } };

export type ExcelLiquidacionImpuestosQueryVariables = Exact<{
  periodo: string;
  regimen?: RegimenRenta | null | undefined;
  coeficiente?: string | null | undefined;
}>;


export type ExcelLiquidacionImpuestosQuery = { excelLiquidacionImpuestos: { nombre: string, mime: string, base64: string } };

export type PdfLiquidacionImpuestosQueryVariables = Exact<{
  periodo: string;
  regimen?: RegimenRenta | null | undefined;
  coeficiente?: string | null | undefined;
}>;


export type PdfLiquidacionImpuestosQuery = { pdfLiquidacionImpuestos: { nombre: string, mime: string, base64: string } };

export type RegistrarLiquidacionMutationVariables = Exact<{
  periodo: string;
  regimen?: RegimenRenta | null | undefined;
  coeficiente?: string | null | undefined;
}>;


export type RegistrarLiquidacionMutation = { registrarLiquidacion: { id: string, cuo: string } };

export type DaotQueryVariables = Exact<{
  anio: string;
  tipo: TipoDaot;
}>;


export type DaotQuery = { getDaot: { anio: string, tipo: TipoDaot, uit: string, umbral: string, terceros: Array<{ tipo_documento: string, numero_documento: string, nombre: string, documentos: number, base: string, igv: string, no_gravada: string, monto: string, total: string }> } };

export type ExcelDaotQueryVariables = Exact<{
  anio: string;
  tipo: TipoDaot;
}>;


export type ExcelDaotQuery = { excelDaot: { nombre: string, mime: string, base64: string } };

export type LibroDiarioQueryVariables = Exact<{
  periodo: string;
  limite?: number | null | undefined;
  pagina?: number | null | undefined;
}>;


export type LibroDiarioQuery = { operacionesByLibro: { total: number, filas: Array<{ id: string, cuo: string, libro: string, fecha_contable: string, glosa: string, moneda: string, tipo_comprobante: string | null, serie: string | null, numero: string | null, persona_nombre: string | null, lineas: Array<{ linea: number, cuenta: string, glosa: string | null, debe: string, haber: string, destino: boolean }> }> }, balanceComprobacion: { total_debe: string, total_haber: string } };

export type LibroMayorQueryVariables = Exact<{
  cuenta: string;
  desde: string;
  hasta: string;
}>;


export type LibroMayorQuery = { libroMayor: { cuenta: string, denominacion: string, saldo_inicial: string, total_debe: string, total_haber: string, saldo_final: string, movimientos: Array<{ operacion_id: string, linea: number, periodo: string, fecha: string, cuo: string, libro: string, cuenta: string, glosa: string, documento: string | null, debe: string, haber: string, saldo: string }> } };

export type RegistroVentasQueryVariables = Exact<{
  periodo: string;
}>;


export type RegistroVentasQuery = { registroVentas: { periodo: string, filas: Array<{ id: string, cuo: string, fecha_emision: string | null, tipo_comprobante: string, serie: string, numero: string, numero_final: string | null, cliente_numero_documento: string | null, cliente_nombre: string | null, exportacion: string, base_gravada: string, igv: string, exonerada: string, inafecta: string, isc: string, icbper: string, otros: string, total: string, moneda: string, tipo_cambio: string, total_documento: string, estado_ple: string, de_facturacion: boolean }>, totales: { exportacion: string, base_gravada: string, igv: string, exonerada: string, inafecta: string, isc: string, icbper: string, otros: string, total: string } } };

export type VentaQueryVariables = Exact<{
  id: string;
}>;


export type VentaQuery = { venta: { id: string, cuo: string, tipo_comprobante: string | null, serie: string | null, numero: string | null, cliente_nombre: string | null, moneda: string, anulada: boolean, asiento: Array<{ linea: number, cuenta: string, glosa: string | null, debe: string, haber: string, debe_me: string, haber_me: string, destino: boolean }> } };

export type PrevisualizarVentaQueryVariables = Exact<{
  input: RegistrarVentaInput;
}>;


export type PrevisualizarVentaQuery = { previsualizarVenta: { periodo: string, libro: string, estado_ple: string, cliente_nombre: string, cliente_nuevo: boolean, total: string, total_debe: string, total_haber: string, lineas: Array<{ cuenta: string, denominacion: string, glosa: string | null, debe: string, haber: string, debe_me: string, haber_me: string, destino: boolean }> } };

export type RegistrarVentaMutationVariables = Exact<{
  input: RegistrarVentaInput;
}>;


export type RegistrarVentaMutation = { registrarVenta: { id: string, cuo: string, serie: string | null, numero: string | null, numero_final: string | null, cliente_nombre: string | null } };

export type AnularVentaMutationVariables = Exact<{
  id: string;
}>;


export type AnularVentaMutation = { anularVenta: { id: string, anulada: boolean } };

export type ConsultarRucQueryVariables = Exact<{
  ruc: string;
}>;


export type ConsultarRucQuery = { consultarRuc: { ruc: string, razon_social: string, estado: string, condicion: string, ubigeo: string | null, direccion: string, advertencia: string | null } | null };

export type ConsultarDniQueryVariables = Exact<{
  dni: string;
}>;


export type ConsultarDniQuery = { consultarDni: { dni: string, nombres: string, apellido_paterno: string, apellido_materno: string } | null };

export type EmpresasAdminQueryVariables = Exact<{ [key: string]: never; }>;


export type EmpresasAdminQuery = { empresasUsuario: Array<{ id: string, ruc: string, razon_social: string, direccion: string | null, periodo: string | null, activa: boolean, regimen_planilla: string | null, soporte: boolean, deleted_at: string | null }> };

export type CreateEmpresaMutationVariables = Exact<{
  input: EmpresaInput;
}>;


export type CreateEmpresaMutation = { createEmpresa: { id: string } };

export type UpdateEmpresaMutationVariables = Exact<{
  id: string;
  input: EmpresaInput;
}>;


export type UpdateEmpresaMutation = { updateEmpresa: { id: string } };

export type DeleteEmpresaMutationVariables = Exact<{
  id: string;
}>;


export type DeleteEmpresaMutation = { deleteEmpresa: { id: string } };

export type ActivateEmpresaMutationVariables = Exact<{
  id: string;
}>;


export type ActivateEmpresaMutation = { activateEmpresa: { id: string } };

export type EmpresaDetalleQueryVariables = Exact<{
  id: string;
}>;


export type EmpresaDetalleQuery = { empresa: { id: string, ruc: string, razon_social: string, nombre_comercial: string | null, direccion: string | null, ubigeo: string | null, estado: string | null, condicion: string | null, email: string | null, telefono: string | null, documento_id: string, dni: string | null, representante: string | null, logo: string | null, rubro: string | null, regimen_planilla: string | null, periodo: string | null, uit: string | null, locales: Array<{ id: string, nombre_corto: string | null, direccion: string | null, activo: boolean, codigo_establecimiento: string, codigo_serie: string, descripcion: string | null, ubigeo: string | null, correo: string | null, telefono: string | null, codigo_sunat: string | null, enviar_xml: boolean, enviar_email: boolean, formato_pdf: string, diseno_pdf: string, width_ticket: number, descuento_max: boolean, valor_desct_max: string, editar_precios: boolean, calcula_por_cantidad: boolean, calculo_comprobante: string }> } };

export type CreateLocalMutationVariables = Exact<{
  empresa_id: string;
  input: LocalInput;
}>;


export type CreateLocalMutation = { createLocal: { id: string } };

export type UpdateLocalMutationVariables = Exact<{
  id: string;
  input: LocalInput;
}>;


export type UpdateLocalMutation = { updateLocal: { id: string } };

export type DeleteLocalMutationVariables = Exact<{
  id: string;
}>;


export type DeleteLocalMutation = { deleteLocal: { id: string } };

export type SeriesQueryVariables = Exact<{
  local_id: string;
}>;


export type SeriesQuery = { series: Array<{ id: string, tipo_comprobante: string, serie: string, ultimo: number, activa: boolean }> };

export type CreateSerieMutationVariables = Exact<{
  input: SerieInput;
}>;


export type CreateSerieMutation = { createSerie: { id: string, tipo_comprobante: string, serie: string, ultimo: number, activa: boolean } };

export type CredencialesFieldsFragment = { usuario_sol: string | null, tiene_password_sol: boolean, tiene_certificado: boolean, certificado_sujeto: string | null, certificado_ruc: string | null, certificado_vence: string | null };

export type VerificacionFieldsFragment = { legible: boolean, vigente: boolean, ruc_coincide: boolean, dias_para_vencer: number | null, sujeto: string | null, vence: string | null, mensaje: string };

export type CredencialesSunatQueryVariables = Exact<{
  empresa_id: string;
}>;


export type CredencialesSunatQuery = { credencialesSunat: { usuario_sol: string | null, tiene_password_sol: boolean, tiene_certificado: boolean, certificado_sujeto: string | null, certificado_ruc: string | null, certificado_vence: string | null } };

export type GuardarCredencialesSolMutationVariables = Exact<{
  empresa_id: string;
  usuario_sol: string;
  password_sol: string;
}>;


export type GuardarCredencialesSolMutation = { guardarCredencialesSol: { usuario_sol: string | null, tiene_password_sol: boolean, tiene_certificado: boolean, certificado_sujeto: string | null, certificado_ruc: string | null, certificado_vence: string | null } };

export type SubirCertificadoMutationVariables = Exact<{
  empresa_id: string;
  pfx_base64: string;
  password: string;
}>;


export type SubirCertificadoMutation = { subirCertificado: { legible: boolean, vigente: boolean, ruc_coincide: boolean, dias_para_vencer: number | null, sujeto: string | null, vence: string | null, mensaje: string } };

export type VerificarCertificadoQueryVariables = Exact<{
  empresa_id: string;
}>;


export type VerificarCertificadoQuery = { verificarCertificado: { legible: boolean, vigente: boolean, ruc_coincide: boolean, dias_para_vencer: number | null, sujeto: string | null, vence: string | null, mensaje: string } };

export type ExcelEmpresasQueryVariables = Exact<{ [key: string]: never; }>;


export type ExcelEmpresasQuery = { excelEmpresas: { nombre: string, mime: string, base64: string } };

export type CuentaPcgeFieldsFragment = { id: string, codigo: string, denominacion: string, nivel: number, codigo_padre: string | null, esf: boolean, ern: boolean, erf: boolean, efle: boolean, ecp: boolean, efe: boolean, smvn: boolean, smve: boolean, amarre_debe: string | null, amarre_haber: string | null, deleted_at: string | null };

export type PcgeQueryVariables = Exact<{
  param?: string | null | undefined;
  limite?: number | null | undefined;
  desde?: number | null | undefined;
  eliminados?: boolean | null | undefined;
}>;


export type PcgeQuery = { pcge: { total: number, filas: Array<{ id: string, codigo: string, denominacion: string, nivel: number, codigo_padre: string | null, esf: boolean, ern: boolean, erf: boolean, efle: boolean, ecp: boolean, efe: boolean, smvn: boolean, smve: boolean, amarre_debe: string | null, amarre_haber: string | null, deleted_at: string | null }> } };

export type PcgeBuscarQueryVariables = Exact<{
  param: string;
  limite?: number | null | undefined;
}>;


export type PcgeBuscarQuery = { pcge: { filas: Array<{ id: string, codigo: string, denominacion: string }> } };

export type CreateCuentaPcgeMutationVariables = Exact<{
  input: CuentaPcgeInput;
}>;


export type CreateCuentaPcgeMutation = { createCuentaPcge: { id: string, codigo: string, denominacion: string, nivel: number, codigo_padre: string | null, esf: boolean, ern: boolean, erf: boolean, efle: boolean, ecp: boolean, efe: boolean, smvn: boolean, smve: boolean, amarre_debe: string | null, amarre_haber: string | null, deleted_at: string | null } };

export type UpdateCuentaPcgeMutationVariables = Exact<{
  id: string;
  input: CuentaPcgeInput;
}>;


export type UpdateCuentaPcgeMutation = { updateCuentaPcge: { id: string, codigo: string, denominacion: string, nivel: number, codigo_padre: string | null, esf: boolean, ern: boolean, erf: boolean, efle: boolean, ecp: boolean, efe: boolean, smvn: boolean, smve: boolean, amarre_debe: string | null, amarre_haber: string | null, deleted_at: string | null } };

export type DeleteCuentaPcgeMutationVariables = Exact<{
  id: string;
}>;


export type DeleteCuentaPcgeMutation = { deleteCuentaPcge: { id: string, codigo: string, denominacion: string, nivel: number, codigo_padre: string | null, esf: boolean, ern: boolean, erf: boolean, efle: boolean, ecp: boolean, efe: boolean, smvn: boolean, smve: boolean, amarre_debe: string | null, amarre_haber: string | null, deleted_at: string | null } };

export type ActivateCuentaPcgeMutationVariables = Exact<{
  id: string;
}>;


export type ActivateCuentaPcgeMutation = { activateCuentaPcge: { id: string, codigo: string, denominacion: string, nivel: number, codigo_padre: string | null, esf: boolean, ern: boolean, erf: boolean, efle: boolean, ecp: boolean, efe: boolean, smvn: boolean, smve: boolean, amarre_debe: string | null, amarre_haber: string | null, deleted_at: string | null } };

export type ExcelPcgeQueryVariables = Exact<{
  param?: string | null | undefined;
  eliminados?: boolean | null | undefined;
}>;


export type ExcelPcgeQuery = { excelPCGE: { nombre: string, mime: string, base64: string } };

export type PersonaFieldsFragment = { id: string, tipo: string, documento_id: string, numero: string, razon_social: string, direccion: string | null, ubigeo: string | null, estado: string | null, condicion: string | null, email: string | null, telefono: string | null, observacion: string | null, cuenta_detraccion: string | null, is_default: boolean, deleted_at: string | null };

export type PersonasQueryVariables = Exact<{
  tipo: string;
  param?: string | null | undefined;
  limite?: number | null | undefined;
  desde?: number | null | undefined;
  eliminados?: boolean | null | undefined;
}>;


export type PersonasQuery = { personas: { total: number, filas: Array<{ id: string, tipo: string, documento_id: string, numero: string, razon_social: string, direccion: string | null, ubigeo: string | null, estado: string | null, condicion: string | null, email: string | null, telefono: string | null, observacion: string | null, cuenta_detraccion: string | null, is_default: boolean, deleted_at: string | null }> } };

export type CreatePersonaMutationVariables = Exact<{
  input: PersonaInput;
}>;


export type CreatePersonaMutation = { createPersona: { id: string, tipo: string, documento_id: string, numero: string, razon_social: string, direccion: string | null, ubigeo: string | null, estado: string | null, condicion: string | null, email: string | null, telefono: string | null, observacion: string | null, cuenta_detraccion: string | null, is_default: boolean, deleted_at: string | null } };

export type UpdatePersonaMutationVariables = Exact<{
  id: string;
  input: PersonaInput;
}>;


export type UpdatePersonaMutation = { updatePersona: { id: string, tipo: string, documento_id: string, numero: string, razon_social: string, direccion: string | null, ubigeo: string | null, estado: string | null, condicion: string | null, email: string | null, telefono: string | null, observacion: string | null, cuenta_detraccion: string | null, is_default: boolean, deleted_at: string | null } };

export type DeletePersonaMutationVariables = Exact<{
  id: string;
}>;


export type DeletePersonaMutation = { deletePersona: { id: string, tipo: string, documento_id: string, numero: string, razon_social: string, direccion: string | null, ubigeo: string | null, estado: string | null, condicion: string | null, email: string | null, telefono: string | null, observacion: string | null, cuenta_detraccion: string | null, is_default: boolean, deleted_at: string | null } };

export type ActivatePersonaMutationVariables = Exact<{
  id: string;
}>;


export type ActivatePersonaMutation = { activatePersona: { id: string, tipo: string, documento_id: string, numero: string, razon_social: string, direccion: string | null, ubigeo: string | null, estado: string | null, condicion: string | null, email: string | null, telefono: string | null, observacion: string | null, cuenta_detraccion: string | null, is_default: boolean, deleted_at: string | null } };

export type ExcelPersonasQueryVariables = Exact<{
  tipo: string;
  param?: string | null | undefined;
  eliminados?: boolean | null | undefined;
}>;


export type ExcelPersonasQuery = { excelPersonas: { nombre: string, mime: string, base64: string } };

export type ComprobanteFieldsFragment = { id: string, tipo: string, serie: string, numero: number, fecha_emision: string, moneda: string, cliente_tipo_documento: string, cliente_numero_documento: string, cliente_nombre: string, operaciones_gravadas: string, igv: string, importe_total: string, documento_afectado: string | null, motivo_baja: string | null, estado: string, codigo_sunat: string | null, descripcion_sunat: string | null, intentos: number, ultimo_error: string | null, tiene_cdr: boolean, notas_sunat: Array<{ codigo: string, descripcion: string }> };

export type ComprobanteQueryVariables = Exact<{
  id: string;
}>;


export type ComprobanteQuery = { comprobante: { id: string, tipo: string, serie: string, numero: number, fecha_emision: string, moneda: string, cliente_tipo_documento: string, cliente_numero_documento: string, cliente_nombre: string, operaciones_gravadas: string, igv: string, importe_total: string, documento_afectado: string | null, motivo_baja: string | null, estado: string, codigo_sunat: string | null, descripcion_sunat: string | null, intentos: number, ultimo_error: string | null, tiene_cdr: boolean, notas_sunat: Array<{ codigo: string, descripcion: string }> } };

export type ComprobantesQueryVariables = Exact<{
  tipo?: string | null | undefined;
  desde?: string | null | undefined;
  hasta?: string | null | undefined;
  param?: string | null | undefined;
  limite?: number | null | undefined;
  desde_fila?: number | null | undefined;
}>;


export type ComprobantesQuery = { comprobantes: { total: number, filas: Array<{ id: string, tipo: string, serie: string, numero: number, fecha_emision: string, moneda: string, cliente_tipo_documento: string, cliente_numero_documento: string, cliente_nombre: string, operaciones_gravadas: string, igv: string, importe_total: string, documento_afectado: string | null, motivo_baja: string | null, estado: string, codigo_sunat: string | null, descripcion_sunat: string | null, intentos: number, ultimo_error: string | null, tiene_cdr: boolean, notas_sunat: Array<{ codigo: string, descripcion: string }> }> } };

export type EmitirComprobanteMutationVariables = Exact<{
  input: EmitirComprobanteInput;
}>;


export type EmitirComprobanteMutation = { emitirComprobante: { id: string, tipo: string, serie: string, numero: number, fecha_emision: string, moneda: string, cliente_tipo_documento: string, cliente_numero_documento: string, cliente_nombre: string, operaciones_gravadas: string, igv: string, importe_total: string, documento_afectado: string | null, motivo_baja: string | null, estado: string, codigo_sunat: string | null, descripcion_sunat: string | null, intentos: number, ultimo_error: string | null, tiene_cdr: boolean, notas_sunat: Array<{ codigo: string, descripcion: string }> } };

export type ReenviarComprobanteMutationVariables = Exact<{
  id: string;
}>;


export type ReenviarComprobanteMutation = { reenviarComprobante: { id: string, tipo: string, serie: string, numero: number, fecha_emision: string, moneda: string, cliente_tipo_documento: string, cliente_numero_documento: string, cliente_nombre: string, operaciones_gravadas: string, igv: string, importe_total: string, documento_afectado: string | null, motivo_baja: string | null, estado: string, codigo_sunat: string | null, descripcion_sunat: string | null, intentos: number, ultimo_error: string | null, tiene_cdr: boolean, notas_sunat: Array<{ codigo: string, descripcion: string }> } };

export type XmlComprobanteQueryVariables = Exact<{
  id: string;
}>;


export type XmlComprobanteQuery = { xmlComprobante: { nombre: string, mime: string, base64: string } };

export type CdrComprobanteQueryVariables = Exact<{
  id: string;
}>;


export type CdrComprobanteQuery = { cdrComprobante: { nombre: string, mime: string, base64: string } };

export type CalculoLocalQueryVariables = Exact<{
  id: string;
}>;


export type CalculoLocalQuery = { empresa: { id: string, locales: Array<{ id: string, calculo_comprobante: string }> } };

export type PdfComprobanteQueryVariables = Exact<{
  id: string;
}>;


export type PdfComprobanteQuery = { pdfComprobante: { nombre: string, mime: string, base64: string } };

export type ComprobanteParaNotaQueryVariables = Exact<{
  id: string;
}>;


export type ComprobanteParaNotaQuery = { comprobante: { id: string, tipo: string, serie: string, numero: number, estado: string, moneda: string, cliente_tipo_documento: string, cliente_numero_documento: string, cliente_nombre: string, cliente_direccion: string | null, importe_total: string, lineas: Array<{ numero: number, codigo: string | null, descripcion: string, unidad: string, cantidad: string, afectacion: string, valor_unitario: string, precio_unitario: string }> } };

export type ContactoComprobanteQueryVariables = Exact<{
  id: string;
}>;


export type ContactoComprobanteQuery = { contactoComprobante: { correo: string | null, telefono: string | null, texto_consulta: string } };

export type EnviarComprobantePorCorreoMutationVariables = Exact<{
  id: string;
  correo?: string | null | undefined;
}>;


export type EnviarComprobantePorCorreoMutation = { enviarComprobantePorCorreo: { para: string, adjuntos: Array<string> } };

export type ExcelComprobantesQueryVariables = Exact<{
  filtro?: FiltroComprobantesInput | null | undefined;
}>;


export type ExcelComprobantesQuery = { excelComprobantes: { nombre: string, mime: string, base64: string } };

export type DescargaMasivaComprobantesQueryVariables = Exact<{
  filtro?: FiltroComprobantesInput | null | undefined;
  archivos: Array<ArchivoComprobante> | ArchivoComprobante;
}>;


export type DescargaMasivaComprobantesQuery = { descargaMasivaComprobantes: { nombre: string, mime: string, base64: string } };

export type VistaPreviaComprobanteQueryVariables = Exact<{
  input: EmitirComprobanteInput;
}>;


export type VistaPreviaComprobanteQuery = { preViewPdfSinValidez: { nombre: string, mime: string, base64: string } };

export type RegistrarContingenciaMutationVariables = Exact<{
  input: ContingenciaInput;
}>;


export type RegistrarContingenciaMutation = { registrarContingencia: { contingencia: boolean, id: string, tipo: string, serie: string, numero: number, fecha_emision: string, moneda: string, cliente_tipo_documento: string, cliente_numero_documento: string, cliente_nombre: string, operaciones_gravadas: string, igv: string, importe_total: string, documento_afectado: string | null, motivo_baja: string | null, estado: string, codigo_sunat: string | null, descripcion_sunat: string | null, intentos: number, ultimo_error: string | null, tiene_cdr: boolean, notas_sunat: Array<{ codigo: string, descripcion: string }> } };

export type ContingenciasQueryVariables = Exact<{
  tipo?: string | null | undefined;
  desde?: string | null | undefined;
  hasta?: string | null | undefined;
  param?: string | null | undefined;
  limite?: number | null | undefined;
  desde_fila?: number | null | undefined;
}>;


export type ContingenciasQuery = { comprobantes: { total: number, filas: Array<{ motivo_baja: string | null, id: string, tipo: string, serie: string, numero: number, fecha_emision: string, moneda: string, cliente_tipo_documento: string, cliente_numero_documento: string, cliente_nombre: string, operaciones_gravadas: string, igv: string, importe_total: string, documento_afectado: string | null, estado: string, codigo_sunat: string | null, descripcion_sunat: string | null, intentos: number, ultimo_error: string | null, tiene_cdr: boolean, notas_sunat: Array<{ codigo: string, descripcion: string }> }> } };

export type AnularComprobanteMutationVariables = Exact<{
  id: string;
  motivo: string;
}>;


export type AnularComprobanteMutation = { anularComprobante: { motivo_baja: string | null, id: string, tipo: string, serie: string, numero: number, fecha_emision: string, moneda: string, cliente_tipo_documento: string, cliente_numero_documento: string, cliente_nombre: string, operaciones_gravadas: string, igv: string, importe_total: string, documento_afectado: string | null, estado: string, codigo_sunat: string | null, descripcion_sunat: string | null, intentos: number, ultimo_error: string | null, tiene_cdr: boolean, notas_sunat: Array<{ codigo: string, descripcion: string }> } };

export type ResumenFieldsFragment = { id: string, tipo: string, identificador: string, fecha_generacion: string, fecha_referencia: string, estado: string, ticket: string | null, codigo_sunat: string | null, descripcion_sunat: string | null, intentos: number, ultimo_error: string | null, tiene_cdr: boolean, documentos: Array<{ comprobante_id: string, linea: number, tipo: string, serie: string, numero: number, importe_total: string, condicion: string | null, motivo: string | null, estado: string }> };

export type ResumenesQueryVariables = Exact<{
  tipo?: string | null | undefined;
  desde?: string | null | undefined;
  hasta?: string | null | undefined;
  limite?: number | null | undefined;
  desde_fila?: number | null | undefined;
}>;


export type ResumenesQuery = { resumenes: { total: number, filas: Array<{ id: string, tipo: string, identificador: string, fecha_generacion: string, fecha_referencia: string, estado: string, ticket: string | null, codigo_sunat: string | null, descripcion_sunat: string | null, intentos: number, ultimo_error: string | null, tiene_cdr: boolean, documentos: Array<{ comprobante_id: string, linea: number, tipo: string, serie: string, numero: number, importe_total: string, condicion: string | null, motivo: string | null, estado: string }> }> } };

export type GenerarResumenDiarioMutationVariables = Exact<{
  fecha: string;
}>;


export type GenerarResumenDiarioMutation = { generarResumenDiario: Array<{ id: string, tipo: string, identificador: string, fecha_generacion: string, fecha_referencia: string, estado: string, ticket: string | null, codigo_sunat: string | null, descripcion_sunat: string | null, intentos: number, ultimo_error: string | null, tiene_cdr: boolean, documentos: Array<{ comprobante_id: string, linea: number, tipo: string, serie: string, numero: number, importe_total: string, condicion: string | null, motivo: string | null, estado: string }> }> };

export type ReenviarResumenMutationVariables = Exact<{
  id: string;
}>;


export type ReenviarResumenMutation = { reenviarResumen: { id: string, tipo: string, identificador: string, fecha_generacion: string, fecha_referencia: string, estado: string, ticket: string | null, codigo_sunat: string | null, descripcion_sunat: string | null, intentos: number, ultimo_error: string | null, tiene_cdr: boolean, documentos: Array<{ comprobante_id: string, linea: number, tipo: string, serie: string, numero: number, importe_total: string, condicion: string | null, motivo: string | null, estado: string }> } };

export type XmlResumenQueryVariables = Exact<{
  id: string;
}>;


export type XmlResumenQuery = { xmlResumen: { nombre: string, mime: string, base64: string } };

export type CdrResumenQueryVariables = Exact<{
  id: string;
}>;


export type CdrResumenQuery = { cdrResumen: { nombre: string, mime: string, base64: string } };

export type EnvioSunatQueryVariables = Exact<{ [key: string]: never; }>;


export type EnvioSunatQuery = { envioSunat: { soap_envio: string, envio_pausado: boolean, envio_boletas: string, comprobantes_pendientes: number, resumenes_pendientes: number } };

export type PausarEnvioSunatMutationVariables = Exact<{
  pausado: boolean;
}>;


export type PausarEnvioSunatMutation = { pausarEnvioSunat: { soap_envio: string, envio_pausado: boolean, envio_boletas: string, comprobantes_pendientes: number, resumenes_pendientes: number } };

export type DocumentoInternoFieldsFragment = { id: string, tipo: string, serie: string, numero: number, fecha_emision: string, fecha_vencimiento: string | null, moneda: string, persona_tipo_documento: string, persona_numero_documento: string, persona_nombre: string, importe_total: string, estado: string, vencida: boolean, motivo_anulacion: string | null, comprobante: { id: string, tipo: string, serie: string, numero: number, estado: string } | null };

export type DocumentosInternosQueryVariables = Exact<{
  tipo: string;
  desde?: string | null | undefined;
  hasta?: string | null | undefined;
  buscar?: string | null | undefined;
  limite?: number | null | undefined;
  pagina?: number | null | undefined;
}>;


export type DocumentosInternosQuery = { documentosInternos: { total: number, filas: Array<{ id: string, tipo: string, serie: string, numero: number, fecha_emision: string, fecha_vencimiento: string | null, moneda: string, persona_tipo_documento: string, persona_numero_documento: string, persona_nombre: string, importe_total: string, estado: string, vencida: boolean, motivo_anulacion: string | null, comprobante: { id: string, tipo: string, serie: string, numero: number, estado: string } | null }> } };

export type EmitirDocumentoInternoMutationVariables = Exact<{
  input: EmitirDocumentoInternoInput;
}>;


export type EmitirDocumentoInternoMutation = { emitirDocumentoInterno: { id: string, tipo: string, serie: string, numero: number, fecha_emision: string, fecha_vencimiento: string | null, moneda: string, persona_tipo_documento: string, persona_numero_documento: string, persona_nombre: string, importe_total: string, estado: string, vencida: boolean, motivo_anulacion: string | null, comprobante: { id: string, tipo: string, serie: string, numero: number, estado: string } | null } };

export type AnularDocumentoInternoMutationVariables = Exact<{
  id: string;
  motivo: string;
}>;


export type AnularDocumentoInternoMutation = { anularDocumentoInterno: { id: string, tipo: string, serie: string, numero: number, fecha_emision: string, fecha_vencimiento: string | null, moneda: string, persona_tipo_documento: string, persona_numero_documento: string, persona_nombre: string, importe_total: string, estado: string, vencida: boolean, motivo_anulacion: string | null, comprobante: { id: string, tipo: string, serie: string, numero: number, estado: string } | null } };

export type ConvertirProformaMutationVariables = Exact<{
  id: string;
  tipo: string;
  serie?: string | null | undefined;
}>;


export type ConvertirProformaMutation = { convertirProforma: { id: string, tipo: string, serie: string, numero: number, fecha_emision: string, fecha_vencimiento: string | null, moneda: string, persona_tipo_documento: string, persona_numero_documento: string, persona_nombre: string, importe_total: string, estado: string, vencida: boolean, motivo_anulacion: string | null, comprobante: { id: string, tipo: string, serie: string, numero: number, estado: string } | null } };

export type PdfDocumentoInternoQueryVariables = Exact<{
  id: string;
}>;


export type PdfDocumentoInternoQuery = { pdfDocumentoInterno: { nombre: string, mime: string, base64: string } };

export type ComprasVentasByMonthsQueryVariables = Exact<{
  include_notes?: boolean | null | undefined;
  anio?: number | null | undefined;
}>;


export type ComprasVentasByMonthsQuery = { comprasVentasByMonths: { anio: number, labels: Array<string>, series: Array<{ nombre: string, datos: Array<string> }> } };

export type RankingProductosQueryVariables = Exact<{
  fecha_Inicio: string;
  fecha_Fin: string;
  tipo: string;
}>;


export type RankingProductosQuery = { rankingProductos: { labels: Array<string>, series: Array<string> } };

export type ImportacionFieldsFragment = { id: string, tipo: string, estado: string, total_filas: number, filas: number, filas_validas: number, solo_validas: boolean, progreso: number, error: string | null, created_at: string, errores: Array<{ fila: number, mensaje: string }>, documentos: Array<{ documento: string, fila: number, emitido: boolean, comprobante: string | null, comprobante_id: string | null, estado: string | null, mensaje: string }> };

export type ImportacionQueryVariables = Exact<{
  id: string;
}>;


export type ImportacionQuery = { importacion: { id: string, tipo: string, estado: string, total_filas: number, filas: number, filas_validas: number, solo_validas: boolean, progreso: number, error: string | null, created_at: string, errores: Array<{ fila: number, mensaje: string }>, documentos: Array<{ documento: string, fila: number, emitido: boolean, comprobante: string | null, comprobante_id: string | null, estado: string | null, mensaje: string }> } };

export type ImportacionesQueryVariables = Exact<{
  tipo?: string | null | undefined;
}>;


export type ImportacionesQuery = { importaciones: Array<{ id: string, tipo: string, estado: string, total_filas: number, filas: number, filas_validas: number, solo_validas: boolean, progreso: number, error: string | null, created_at: string, errores: Array<{ fila: number, mensaje: string }>, documentos: Array<{ documento: string, fila: number, emitido: boolean, comprobante: string | null, comprobante_id: string | null, estado: string | null, mensaje: string }> }> };

export type PlantillaImportacionQueryVariables = Exact<{
  tipo: string;
}>;


export type PlantillaImportacionQuery = { plantillaImportacion: { nombre: string, mime: string, base64: string } };

export type DocumentoslistQueryVariables = Exact<{ [key: string]: never; }>;


export type DocumentoslistQuery = { documentoslist: Array<{ id: string, codigo: string, nombre: string }> };

export type UbigeoByParamQueryVariables = Exact<{
  param: string;
}>;


export type UbigeoByParamQuery = { ubigeoByParam: Array<{ value: string, label: string }> };

export type GetGmailQueryVariables = Exact<{
  email: string;
}>;


export type GetGmailQuery = { getGmail: boolean };

export type CreatePdfReclamationMutationVariables = Exact<{
  input: ReclamoInput;
}>;


export type CreatePdfReclamationMutation = { createPdfReclamation: string };

export type CreateReclamationMutationVariables = Exact<{
  input: ReclamoInput;
  pdf?: string | null | undefined;
  captcha?: string | null | undefined;
}>;


export type CreateReclamationMutation = { createReclamation: { id: string, codigo: string } };

export type SearchReclamationQueryVariables = Exact<{
  nro: string;
  phone: string;
}>;


export type SearchReclamationQuery = { searchReclamation: Array<{ id: string, status: string, description: string, created_at: string, updated_at: string }> };

export type FilterReclamationQueryVariables = Exact<{
  nro: string;
  phone: string;
}>;


export type FilterReclamationQuery = { filterReclamation: { codigo: string, namefull: string, nro: string, opcion0: string, opcion1: string, option2: string, dates: string } | null };

export type AmarreCentroCostoFieldsFragment = { id: string, codigo: string, nombre: string, deleted_at: string | null, detalle: Array<{ centro_costo_id: string, codigo: string, nombre: string, porcentaje: string }> };

export type AmarresCentroCostoQueryVariables = Exact<{
  param?: string | null | undefined;
  limite?: number | null | undefined;
  desde?: number | null | undefined;
  eliminados?: boolean | null | undefined;
}>;


export type AmarresCentroCostoQuery = { amarresCentroCosto: { total: number, filas: Array<{ id: string, codigo: string, nombre: string, deleted_at: string | null, detalle: Array<{ centro_costo_id: string, codigo: string, nombre: string, porcentaje: string }> }> } };

export type ExcelAmarresCentroCostoQueryVariables = Exact<{
  param?: string | null | undefined;
  eliminados?: boolean | null | undefined;
}>;


export type ExcelAmarresCentroCostoQuery = { excelAmarresCentroCosto: { nombre: string, mime: string, base64: string } };

export type CreateAmarreCentroCostoMutationVariables = Exact<{
  input: AmarreCentroCostoInput;
}>;


export type CreateAmarreCentroCostoMutation = { createAmarreCentroCosto: { id: string, codigo: string, nombre: string, deleted_at: string | null, detalle: Array<{ centro_costo_id: string, codigo: string, nombre: string, porcentaje: string }> } };

export type UpdateAmarreCentroCostoMutationVariables = Exact<{
  id: string;
  input: AmarreCentroCostoInput;
}>;


export type UpdateAmarreCentroCostoMutation = { updateAmarreCentroCosto: { id: string, codigo: string, nombre: string, deleted_at: string | null, detalle: Array<{ centro_costo_id: string, codigo: string, nombre: string, porcentaje: string }> } };

export type DeleteAmarreCentroCostoMutationVariables = Exact<{
  id: string;
}>;


export type DeleteAmarreCentroCostoMutation = { deleteAmarreCentroCosto: { id: string, codigo: string, nombre: string, deleted_at: string | null, detalle: Array<{ centro_costo_id: string, codigo: string, nombre: string, porcentaje: string }> } };

export type ActivateAmarreCentroCostoMutationVariables = Exact<{
  id: string;
}>;


export type ActivateAmarreCentroCostoMutation = { activateAmarreCentroCosto: { id: string, codigo: string, nombre: string, deleted_at: string | null, detalle: Array<{ centro_costo_id: string, codigo: string, nombre: string, porcentaje: string }> } };

export type CentroCostoFieldsFragment = { id: string, codigo: string, nombre: string, tipo: string, tipo_nombre: string, deleted_at: string | null };

export type CentrosCostoQueryVariables = Exact<{
  param?: string | null | undefined;
  limite?: number | null | undefined;
  desde?: number | null | undefined;
  eliminados?: boolean | null | undefined;
}>;


export type CentrosCostoQuery = { centrosCosto: { total: number, filas: Array<{ id: string, codigo: string, nombre: string, tipo: string, tipo_nombre: string, deleted_at: string | null }> } };

export type ExcelCentrosCostoQueryVariables = Exact<{
  param?: string | null | undefined;
  eliminados?: boolean | null | undefined;
}>;


export type ExcelCentrosCostoQuery = { excelCentrosCosto: { nombre: string, mime: string, base64: string } };

export type CreateCentroCostoMutationVariables = Exact<{
  input: CentroCostoInput;
}>;


export type CreateCentroCostoMutation = { createCentroCosto: { id: string, codigo: string, nombre: string, tipo: string, tipo_nombre: string, deleted_at: string | null } };

export type UpdateCentroCostoMutationVariables = Exact<{
  id: string;
  input: CentroCostoInput;
}>;


export type UpdateCentroCostoMutation = { updateCentroCosto: { id: string, codigo: string, nombre: string, tipo: string, tipo_nombre: string, deleted_at: string | null } };

export type DeleteCentroCostoMutationVariables = Exact<{
  id: string;
}>;


export type DeleteCentroCostoMutation = { deleteCentroCosto: { id: string, codigo: string, nombre: string, tipo: string, tipo_nombre: string, deleted_at: string | null } };

export type ActivateCentroCostoMutationVariables = Exact<{
  id: string;
}>;


export type ActivateCentroCostoMutation = { activateCentroCosto: { id: string, codigo: string, nombre: string, tipo: string, tipo_nombre: string, deleted_at: string | null } };

export type CuentaFinancieraFieldsFragment = { id: string, codigo: string, tipo: string, moneda_id: string, descripcion: string, banco_id: string | null, banco_nombre: string | null, cuenta: string | null, detraccion: boolean, pcge_id: string, pcge_codigo: string, pcge_denominacion: string, control: boolean, deleted_at: string | null };

export type CuentasFinancierasQueryVariables = Exact<{
  param?: string | null | undefined;
  limite?: number | null | undefined;
  desde?: number | null | undefined;
  eliminados?: boolean | null | undefined;
}>;


export type CuentasFinancierasQuery = { cuentasFinancieras: { total: number, filas: Array<{ id: string, codigo: string, tipo: string, moneda_id: string, descripcion: string, banco_id: string | null, banco_nombre: string | null, cuenta: string | null, detraccion: boolean, pcge_id: string, pcge_codigo: string, pcge_denominacion: string, control: boolean, deleted_at: string | null }> } };

export type ExcelCuentasFinancierasQueryVariables = Exact<{
  param?: string | null | undefined;
  eliminados?: boolean | null | undefined;
}>;


export type ExcelCuentasFinancierasQuery = { excelCuentasFinancieras: { nombre: string, mime: string, base64: string } };

export type CreateCuentaFinancieraMutationVariables = Exact<{
  input: CuentaFinancieraInput;
}>;


export type CreateCuentaFinancieraMutation = { createCuentaFinanciera: { id: string, codigo: string, tipo: string, moneda_id: string, descripcion: string, banco_id: string | null, banco_nombre: string | null, cuenta: string | null, detraccion: boolean, pcge_id: string, pcge_codigo: string, pcge_denominacion: string, control: boolean, deleted_at: string | null } };

export type UpdateCuentaFinancieraMutationVariables = Exact<{
  id: string;
  input: CuentaFinancieraInput;
}>;


export type UpdateCuentaFinancieraMutation = { updateCuentaFinanciera: { id: string, codigo: string, tipo: string, moneda_id: string, descripcion: string, banco_id: string | null, banco_nombre: string | null, cuenta: string | null, detraccion: boolean, pcge_id: string, pcge_codigo: string, pcge_denominacion: string, control: boolean, deleted_at: string | null } };

export type DeleteCuentaFinancieraMutationVariables = Exact<{
  id: string;
}>;


export type DeleteCuentaFinancieraMutation = { deleteCuentaFinanciera: { id: string, codigo: string, tipo: string, moneda_id: string, descripcion: string, banco_id: string | null, banco_nombre: string | null, cuenta: string | null, detraccion: boolean, pcge_id: string, pcge_codigo: string, pcge_denominacion: string, control: boolean, deleted_at: string | null } };

export type ActivateCuentaFinancieraMutationVariables = Exact<{
  id: string;
}>;


export type ActivateCuentaFinancieraMutation = { activateCuentaFinanciera: { id: string, codigo: string, tipo: string, moneda_id: string, descripcion: string, banco_id: string | null, banco_nombre: string | null, cuenta: string | null, detraccion: boolean, pcge_id: string, pcge_codigo: string, pcge_denominacion: string, control: boolean, deleted_at: string | null } };

export type OpcionesMaestrosQueryVariables = Exact<{ [key: string]: never; }>;


export type OpcionesMaestrosQuery = { tiposCentroCosto: Array<{ value: string, label: string }>, operacionesTipoAdjunto: Array<{ value: string, label: string }> };

export type PcgeOpcionesQueryVariables = Exact<{
  param: string;
}>;


export type PcgeOpcionesQuery = { pcge: { filas: Array<{ id: string, codigo: string, denominacion: string }> } };

export type CentrosActivosQueryVariables = Exact<{ [key: string]: never; }>;


export type CentrosActivosQuery = { centrosCosto: { filas: Array<{ id: string, codigo: string, nombre: string }> } };

export type ResponsableFieldsFragment = { id: string, documento_id: string, numero: string, nombres: string, cargo: string, email: string | null, telefono: string | null, deleted_at: string | null };

export type ResponsablesQueryVariables = Exact<{
  param?: string | null | undefined;
  limite?: number | null | undefined;
  desde?: number | null | undefined;
  eliminados?: boolean | null | undefined;
}>;


export type ResponsablesQuery = { responsables: { total: number, filas: Array<{ id: string, documento_id: string, numero: string, nombres: string, cargo: string, email: string | null, telefono: string | null, deleted_at: string | null }> } };

export type ExcelResponsablesQueryVariables = Exact<{
  param?: string | null | undefined;
  eliminados?: boolean | null | undefined;
}>;


export type ExcelResponsablesQuery = { excelResponsables: { nombre: string, mime: string, base64: string } };

export type CreateResponsableMutationVariables = Exact<{
  input: ResponsableInput;
}>;


export type CreateResponsableMutation = { createResponsable: { id: string, documento_id: string, numero: string, nombres: string, cargo: string, email: string | null, telefono: string | null, deleted_at: string | null } };

export type UpdateResponsableMutationVariables = Exact<{
  id: string;
  input: ResponsableInput;
}>;


export type UpdateResponsableMutation = { updateResponsable: { id: string, documento_id: string, numero: string, nombres: string, cargo: string, email: string | null, telefono: string | null, deleted_at: string | null } };

export type DeleteResponsableMutationVariables = Exact<{
  id: string;
}>;


export type DeleteResponsableMutation = { deleteResponsable: { id: string, documento_id: string, numero: string, nombres: string, cargo: string, email: string | null, telefono: string | null, deleted_at: string | null } };

export type ActivateResponsableMutationVariables = Exact<{
  id: string;
}>;


export type ActivateResponsableMutation = { activateResponsable: { id: string, documento_id: string, numero: string, nombres: string, cargo: string, email: string | null, telefono: string | null, deleted_at: string | null } };

export type TipoAdjuntoFieldsFragment = { id: string, codigo: string, descripcion: string, tipo_operacion: Array<string>, deleted_at: string | null };

export type TiposAdjuntoQueryVariables = Exact<{
  param?: string | null | undefined;
  limite?: number | null | undefined;
  desde?: number | null | undefined;
  eliminados?: boolean | null | undefined;
}>;


export type TiposAdjuntoQuery = { tiposAdjunto: { total: number, filas: Array<{ id: string, codigo: string, descripcion: string, tipo_operacion: Array<string>, deleted_at: string | null }> } };

export type ExcelTiposAdjuntoQueryVariables = Exact<{
  param?: string | null | undefined;
  eliminados?: boolean | null | undefined;
}>;


export type ExcelTiposAdjuntoQuery = { excelTiposAdjunto: { nombre: string, mime: string, base64: string } };

export type CreateTipoAdjuntoMutationVariables = Exact<{
  input: TipoAdjuntoInput;
}>;


export type CreateTipoAdjuntoMutation = { createTipoAdjunto: { id: string, codigo: string, descripcion: string, tipo_operacion: Array<string>, deleted_at: string | null } };

export type UpdateTipoAdjuntoMutationVariables = Exact<{
  id: string;
  input: TipoAdjuntoInput;
}>;


export type UpdateTipoAdjuntoMutation = { updateTipoAdjunto: { id: string, codigo: string, descripcion: string, tipo_operacion: Array<string>, deleted_at: string | null } };

export type DeleteTipoAdjuntoMutationVariables = Exact<{
  id: string;
}>;


export type DeleteTipoAdjuntoMutation = { deleteTipoAdjunto: { id: string, codigo: string, descripcion: string, tipo_operacion: Array<string>, deleted_at: string | null } };

export type ActivateTipoAdjuntoMutationVariables = Exact<{
  id: string;
}>;


export type ActivateTipoAdjuntoMutation = { activateTipoAdjunto: { id: string, codigo: string, descripcion: string, tipo_operacion: Array<string>, deleted_at: string | null } };

export type TributoFieldsFragment = { id: string, tributo_codigo: string, tributo_nombre: string, tributo_descripcion: string, cuenta_id: string, cuenta_codigo: string, cuenta_denominacion: string, deleted_at: string | null };

export type TributosQueryVariables = Exact<{
  param?: string | null | undefined;
  limite?: number | null | undefined;
  desde?: number | null | undefined;
  eliminados?: boolean | null | undefined;
}>;


export type TributosQuery = { tributos: { total: number, filas: Array<{ id: string, tributo_codigo: string, tributo_nombre: string, tributo_descripcion: string, cuenta_id: string, cuenta_codigo: string, cuenta_denominacion: string, deleted_at: string | null }> } };

export type ExcelTributosQueryVariables = Exact<{
  param?: string | null | undefined;
  eliminados?: boolean | null | undefined;
}>;


export type ExcelTributosQuery = { excelTributos: { nombre: string, mime: string, base64: string } };

export type CreateTributoMutationVariables = Exact<{
  input: TributoInput;
}>;


export type CreateTributoMutation = { createTributo: { id: string, tributo_codigo: string, tributo_nombre: string, tributo_descripcion: string, cuenta_id: string, cuenta_codigo: string, cuenta_denominacion: string, deleted_at: string | null } };

export type UpdateTributoMutationVariables = Exact<{
  id: string;
  input: TributoInput;
}>;


export type UpdateTributoMutation = { updateTributo: { id: string, tributo_codigo: string, tributo_nombre: string, tributo_descripcion: string, cuenta_id: string, cuenta_codigo: string, cuenta_denominacion: string, deleted_at: string | null } };

export type DeleteTributoMutationVariables = Exact<{
  id: string;
}>;


export type DeleteTributoMutation = { deleteTributo: { id: string, tributo_codigo: string, tributo_nombre: string, tributo_descripcion: string, cuenta_id: string, cuenta_codigo: string, cuenta_denominacion: string, deleted_at: string | null } };

export type ActivateTributoMutationVariables = Exact<{
  id: string;
}>;


export type ActivateTributoMutation = { activateTributo: { id: string, tributo_codigo: string, tributo_nombre: string, tributo_descripcion: string, cuenta_id: string, cuenta_codigo: string, cuenta_denominacion: string, deleted_at: string | null } };

export type TributosPorDefectoMutationVariables = Exact<{ [key: string]: never; }>;


export type TributosPorDefectoMutation = { tributosPorDefecto: Array<{ id: string, tributo_codigo: string, tributo_nombre: string, tributo_descripcion: string, cuenta_id: string, cuenta_codigo: string, cuenta_denominacion: string, deleted_at: string | null }> };

export type LibrosPleQueryVariables = Exact<{
  periodo: string;
}>;


export type LibrosPleQuery = { librosPle: Array<{ codigo: string, numero: string, nombre: string, lineas: number, generado: string | null }> };

export type GenerarPleQueryVariables = Exact<{
  libro: string;
  periodo: string;
}>;


export type GenerarPleQuery = { generarPle: { lineas: number, valido: boolean, omitidos: number, archivo: { nombre: string, mime: string, base64: string }, hallazgos: Array<{ linea: number, campo: number | null, mensaje: string }> } };

export type SavePeriodAndBookMutationVariables = Exact<{
  periodo: string;
  libro: string;
}>;


export type SavePeriodAndBookMutation = { savePeriodAndBook: { codigo: string, generado: string | null } };

export type ParametricaBuscarQueryVariables = Exact<{
  tabla: string;
  param: string;
  limite?: number | null | undefined;
}>;


export type ParametricaBuscarQuery = { parametricaByParam: Array<{ codigo: string, descripcion: string }> };

export type CategoriaPrecioFieldsFragment = { id: string, local_id: string, codigo: string, descripcion: string, valor_condicion: string, oferta: boolean, deleted_at: string | null };

export type CategoriasPrecioQueryVariables = Exact<{
  local_id: string;
  param?: string | null | undefined;
  limite?: number | null | undefined;
  desde?: number | null | undefined;
  eliminados?: boolean | null | undefined;
}>;


export type CategoriasPrecioQuery = { categoriasPrecio: { total: number, filas: Array<{ id: string, local_id: string, codigo: string, descripcion: string, valor_condicion: string, oferta: boolean, deleted_at: string | null }> } };

export type CreateCategoriaPrecioMutationVariables = Exact<{
  input: CategoriaPrecioInput;
}>;


export type CreateCategoriaPrecioMutation = { createCategoriaPrecio: { id: string, local_id: string, codigo: string, descripcion: string, valor_condicion: string, oferta: boolean, deleted_at: string | null } };

export type UpdateCategoriaPrecioMutationVariables = Exact<{
  id: string;
  input: CategoriaPrecioInput;
}>;


export type UpdateCategoriaPrecioMutation = { updateCategoriaPrecio: { id: string, local_id: string, codigo: string, descripcion: string, valor_condicion: string, oferta: boolean, deleted_at: string | null } };

export type DeleteCategoriaPrecioMutationVariables = Exact<{
  id: string;
}>;


export type DeleteCategoriaPrecioMutation = { deleteCategoriaPrecio: { id: string } };

export type ActivateCategoriaPrecioMutationVariables = Exact<{
  id: string;
}>;


export type ActivateCategoriaPrecioMutation = { activateCategoriaPrecio: { id: string } };

export type ExcelCategoriasPrecioQueryVariables = Exact<{
  local_id: string;
  param?: string | null | undefined;
  eliminados?: boolean | null | undefined;
}>;


export type ExcelCategoriasPrecioQuery = { excelCategoriasPrecio: { nombre: string, mime: string, base64: string } };

export type CategoriaFieldsFragment = { id: string, codigo: string, nombre: string, local_id: string | null, deleted_at: string | null };

export type CategoriasQueryVariables = Exact<{
  param?: string | null | undefined;
  limite?: number | null | undefined;
  desde?: number | null | undefined;
  eliminados?: boolean | null | undefined;
}>;


export type CategoriasQuery = { categorias: { total: number, filas: Array<{ id: string, codigo: string, nombre: string, local_id: string | null, deleted_at: string | null }> } };

export type CreateCategoriaMutationVariables = Exact<{
  input: CategoriaInput;
}>;


export type CreateCategoriaMutation = { createCategoria: { id: string, codigo: string, nombre: string, local_id: string | null, deleted_at: string | null } };

export type UpdateCategoriaMutationVariables = Exact<{
  id: string;
  input: CategoriaInput;
}>;


export type UpdateCategoriaMutation = { updateCategoria: { id: string, codigo: string, nombre: string, local_id: string | null, deleted_at: string | null } };

export type DeleteCategoriaMutationVariables = Exact<{
  id: string;
}>;


export type DeleteCategoriaMutation = { deleteCategoria: { id: string } };

export type ActivateCategoriaMutationVariables = Exact<{
  id: string;
}>;


export type ActivateCategoriaMutation = { activateCategoria: { id: string } };

export type ExcelCategoriasQueryVariables = Exact<{
  param?: string | null | undefined;
  eliminados?: boolean | null | undefined;
}>;


export type ExcelCategoriasQuery = { excelCategorias: { nombre: string, mime: string, base64: string } };

export type ProductoFieldsFragment = { id: string, codigo: string, codigo_barras: string | null, codigo_sunat: string | null, descripcion: string, detalle: string | null, medida_id: string, categoria_id: string | null, categoria_nombre: string | null, inventario_id: string | null, tipo_igv: string, valor_unitario: string, precio_unitario: string, imagen: string | null, icbper: boolean, compras_pcge: string | null, ventas_pcge: string | null, stock: boolean, stock_minimo: string, margen_utilidad: boolean, utilidad: string, tipo_utilidad: string, adquisicion: string, es_combo: boolean, deleted_at: string | null, propiedades: Array<{ codigo: string, nombre: string, valor: string }>, precios: Array<{ categoria_precio_id: string, codigo: string, descripcion: string, precio: string }>, productos_combos: Array<{ producto_id: string, codigo: string, descripcion: string, cantidad: string }> };

export type ProductosQueryVariables = Exact<{
  param?: string | null | undefined;
  limite?: number | null | undefined;
  desde?: number | null | undefined;
  eliminados?: boolean | null | undefined;
  categoria_id?: string | null | undefined;
  solo_stock?: boolean | null | undefined;
}>;


export type ProductosQuery = { productos: { total: number, filas: Array<{ id: string, codigo: string, codigo_barras: string | null, codigo_sunat: string | null, descripcion: string, detalle: string | null, medida_id: string, categoria_id: string | null, categoria_nombre: string | null, inventario_id: string | null, tipo_igv: string, valor_unitario: string, precio_unitario: string, imagen: string | null, icbper: boolean, compras_pcge: string | null, ventas_pcge: string | null, stock: boolean, stock_minimo: string, margen_utilidad: boolean, utilidad: string, tipo_utilidad: string, adquisicion: string, es_combo: boolean, deleted_at: string | null, propiedades: Array<{ codigo: string, nombre: string, valor: string }>, precios: Array<{ categoria_precio_id: string, codigo: string, descripcion: string, precio: string }>, productos_combos: Array<{ producto_id: string, codigo: string, descripcion: string, cantidad: string }> }> } };

export type ProductosBuscarQueryVariables = Exact<{
  param: string;
  limite?: number | null | undefined;
}>;


export type ProductosBuscarQuery = { productos: { filas: Array<{ id: string, codigo: string, descripcion: string, precio_unitario: string }> } };

export type ProductoByCodigoQueryVariables = Exact<{
  codigo?: string | null | undefined;
  codigo_barras?: string | null | undefined;
}>;


export type ProductoByCodigoQuery = { productoByCodigo: { id: string, codigo: string, codigo_barras: string | null, codigo_sunat: string | null, descripcion: string, detalle: string | null, medida_id: string, categoria_id: string | null, categoria_nombre: string | null, inventario_id: string | null, tipo_igv: string, valor_unitario: string, precio_unitario: string, imagen: string | null, icbper: boolean, compras_pcge: string | null, ventas_pcge: string | null, stock: boolean, stock_minimo: string, margen_utilidad: boolean, utilidad: string, tipo_utilidad: string, adquisicion: string, es_combo: boolean, deleted_at: string | null, propiedades: Array<{ codigo: string, nombre: string, valor: string }>, precios: Array<{ categoria_precio_id: string, codigo: string, descripcion: string, precio: string }>, productos_combos: Array<{ producto_id: string, codigo: string, descripcion: string, cantidad: string }> } | null };

export type CreateProductoMutationVariables = Exact<{
  input: ProductoInput;
}>;


export type CreateProductoMutation = { createProducto: { id: string, codigo: string, codigo_barras: string | null, codigo_sunat: string | null, descripcion: string, detalle: string | null, medida_id: string, categoria_id: string | null, categoria_nombre: string | null, inventario_id: string | null, tipo_igv: string, valor_unitario: string, precio_unitario: string, imagen: string | null, icbper: boolean, compras_pcge: string | null, ventas_pcge: string | null, stock: boolean, stock_minimo: string, margen_utilidad: boolean, utilidad: string, tipo_utilidad: string, adquisicion: string, es_combo: boolean, deleted_at: string | null, propiedades: Array<{ codigo: string, nombre: string, valor: string }>, precios: Array<{ categoria_precio_id: string, codigo: string, descripcion: string, precio: string }>, productos_combos: Array<{ producto_id: string, codigo: string, descripcion: string, cantidad: string }> } };

export type UpdateProductoMutationVariables = Exact<{
  id: string;
  input: ProductoInput;
}>;


export type UpdateProductoMutation = { updateProducto: { id: string, codigo: string, codigo_barras: string | null, codigo_sunat: string | null, descripcion: string, detalle: string | null, medida_id: string, categoria_id: string | null, categoria_nombre: string | null, inventario_id: string | null, tipo_igv: string, valor_unitario: string, precio_unitario: string, imagen: string | null, icbper: boolean, compras_pcge: string | null, ventas_pcge: string | null, stock: boolean, stock_minimo: string, margen_utilidad: boolean, utilidad: string, tipo_utilidad: string, adquisicion: string, es_combo: boolean, deleted_at: string | null, propiedades: Array<{ codigo: string, nombre: string, valor: string }>, precios: Array<{ categoria_precio_id: string, codigo: string, descripcion: string, precio: string }>, productos_combos: Array<{ producto_id: string, codigo: string, descripcion: string, cantidad: string }> } };

export type DeletedProductoMutationVariables = Exact<{
  id: string;
}>;


export type DeletedProductoMutation = { deletedProducto: { id: string } };

export type ActivarProductoMutationVariables = Exact<{
  id: string;
}>;


export type ActivarProductoMutation = { activarProducto: { id: string } };

export type ExcelProductosQueryVariables = Exact<{
  param?: string | null | undefined;
  categoria_id?: string | null | undefined;
  eliminados?: boolean | null | undefined;
}>;


export type ExcelProductosQuery = { excelproductoslist: { nombre: string, mime: string, base64: string } };

export type CombosQueryVariables = Exact<{
  param?: string | null | undefined;
  limite?: number | null | undefined;
  desde?: number | null | undefined;
  eliminados?: boolean | null | undefined;
}>;


export type CombosQuery = { combos: { total: number, filas: Array<{ id: string, codigo: string, codigo_barras: string | null, codigo_sunat: string | null, descripcion: string, detalle: string | null, medida_id: string, categoria_id: string | null, categoria_nombre: string | null, inventario_id: string | null, tipo_igv: string, valor_unitario: string, precio_unitario: string, imagen: string | null, icbper: boolean, compras_pcge: string | null, ventas_pcge: string | null, stock: boolean, stock_minimo: string, margen_utilidad: boolean, utilidad: string, tipo_utilidad: string, adquisicion: string, es_combo: boolean, deleted_at: string | null, propiedades: Array<{ codigo: string, nombre: string, valor: string }>, precios: Array<{ categoria_precio_id: string, codigo: string, descripcion: string, precio: string }>, productos_combos: Array<{ producto_id: string, codigo: string, descripcion: string, cantidad: string }> }> } };

export type CreateComboMutationVariables = Exact<{
  input: ComboInput;
}>;


export type CreateComboMutation = { createCombo: { id: string, codigo: string, codigo_barras: string | null, codigo_sunat: string | null, descripcion: string, detalle: string | null, medida_id: string, categoria_id: string | null, categoria_nombre: string | null, inventario_id: string | null, tipo_igv: string, valor_unitario: string, precio_unitario: string, imagen: string | null, icbper: boolean, compras_pcge: string | null, ventas_pcge: string | null, stock: boolean, stock_minimo: string, margen_utilidad: boolean, utilidad: string, tipo_utilidad: string, adquisicion: string, es_combo: boolean, deleted_at: string | null, propiedades: Array<{ codigo: string, nombre: string, valor: string }>, precios: Array<{ categoria_precio_id: string, codigo: string, descripcion: string, precio: string }>, productos_combos: Array<{ producto_id: string, codigo: string, descripcion: string, cantidad: string }> } };

export type UpdateComboMutationVariables = Exact<{
  id: string;
  input: ComboInput;
}>;


export type UpdateComboMutation = { updateCombo: { id: string, codigo: string, codigo_barras: string | null, codigo_sunat: string | null, descripcion: string, detalle: string | null, medida_id: string, categoria_id: string | null, categoria_nombre: string | null, inventario_id: string | null, tipo_igv: string, valor_unitario: string, precio_unitario: string, imagen: string | null, icbper: boolean, compras_pcge: string | null, ventas_pcge: string | null, stock: boolean, stock_minimo: string, margen_utilidad: boolean, utilidad: string, tipo_utilidad: string, adquisicion: string, es_combo: boolean, deleted_at: string | null, propiedades: Array<{ codigo: string, nombre: string, valor: string }>, precios: Array<{ categoria_precio_id: string, codigo: string, descripcion: string, precio: string }>, productos_combos: Array<{ producto_id: string, codigo: string, descripcion: string, cantidad: string }> } };

export type ExcelCombosQueryVariables = Exact<{
  param?: string | null | undefined;
  eliminados?: boolean | null | undefined;
}>;


export type ExcelCombosQuery = { excelCombos: { nombre: string, mime: string, base64: string } };

export type UpdateStockMinimoMutationVariables = Exact<{
  filas: Array<StockMinimoInput> | StockMinimoInput;
}>;


export type UpdateStockMinimoMutation = { updateStockMinimo: number };

export type PropiedadesProductoQueryVariables = Exact<{
  param?: string | null | undefined;
}>;


export type PropiedadesProductoQuery = { propiedadesProducto: Array<{ id: string, codigo: string, nombre: string }> };

export type CreatePropiedadProductoMutationVariables = Exact<{
  input: PropiedadProductoInput;
}>;


export type CreatePropiedadProductoMutation = { createPropiedadProducto: { id: string, codigo: string, nombre: string } };

export type DeleteComboMutationVariables = Exact<{
  id: string;
}>;


export type DeleteComboMutation = { deleteCombo: { id: string } };

export type ActivateComboMutationVariables = Exact<{
  id: string;
}>;


export type ActivateComboMutation = { activateCombo: { id: string } };

export type PreferenciasFieldsFragment = { headerFijo: boolean, sidebarFijo: boolean, sidebarCerrado: boolean, footer: boolean, sombras: boolean, esquemaColor: string, imagenFondo: string | null, opacidad: number, menuMovil: boolean };

export type PreferenciasQueryVariables = Exact<{ [key: string]: never; }>;


export type PreferenciasQuery = { preferencias: { headerFijo: boolean, sidebarFijo: boolean, sidebarCerrado: boolean, footer: boolean, sombras: boolean, esquemaColor: string, imagenFondo: string | null, opacidad: number, menuMovil: boolean } };

export type GuardarPreferenciasMutationVariables = Exact<{
  input: PreferenciasTemaInput;
}>;


export type GuardarPreferenciasMutation = { guardarPreferencias: { headerFijo: boolean, sidebarFijo: boolean, sidebarCerrado: boolean, footer: boolean, sombras: boolean, esquemaColor: string, imagenFondo: string | null, opacidad: number, menuMovil: boolean } };

export type NotificacionFieldsFragment = { id: string, titulo: string, mensaje: string, link: string | null, created_at: string, readed_at: string | null };

export type NotificacionesQueryVariables = Exact<{
  limite?: number | null | undefined;
}>;


export type NotificacionesQuery = { notificaciones: Array<{ id: string, titulo: string, mensaje: string, link: string | null, created_at: string, readed_at: string | null }> };

export type NotificacionesNoLeidasQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificacionesNoLeidasQuery = { notificacionesNoLeidas: number };

export type NotificacionNuevaSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type NotificacionNuevaSubscription = { notificacionNueva: { id: string, titulo: string, mensaje: string, link: string | null, created_at: string, readed_at: string | null } };

export type MarcarNotificacionLeidaMutationVariables = Exact<{
  id: string;
}>;


export type MarcarNotificacionLeidaMutation = { marcarNotificacionLeida: { id: string, titulo: string, mensaje: string, link: string | null, created_at: string, readed_at: string | null } };

export type SeleccionFieldsFragment = { authorization: string, modulo_id: string, periodo: string | null, status: boolean, permisos: Array<{ id: string, otherlocal: boolean }>, company: { id: string, ruc: string, razon_social: string, soap_envio: string | null, periodo: string | null, rubro: string | null, uit: string | null } | null, local: { id: string, direccion: string | null, nombre_corto: string | null } | null };

export type EmpresasUsuarioQueryVariables = Exact<{ [key: string]: never; }>;


export type EmpresasUsuarioQuery = { empresasUsuario: Array<{ id: string, ruc: string, razon_social: string, direccion: string | null, periodo: string | null, activa: boolean, soporte: boolean }> };

export type EmpresaLocalesQueryVariables = Exact<{
  id: string;
}>;


export type EmpresaLocalesQuery = { empresa: { id: string, ruc: string, razon_social: string, periodo: string | null, locales: Array<{ id: string, nombre_corto: string | null, direccion: string | null, activo: boolean }> } };

export type GetPermissionMutationVariables = Exact<{
  modulo: string;
}>;


export type GetPermissionMutation = { getPermission: { authorization: string, modulo_id: string, periodo: string | null, status: boolean, permisos: Array<{ id: string, otherlocal: boolean }>, company: { id: string, ruc: string, razon_social: string, soap_envio: string | null, periodo: string | null, rubro: string | null, uit: string | null } | null, local: { id: string, direccion: string | null, nombre_corto: string | null } | null } };

export type SeleccionarEmpresaMutationVariables = Exact<{
  empresa_id: string;
  local_id: string;
  periodo: string;
  modulo?: string | null | undefined;
}>;


export type SeleccionarEmpresaMutation = { seleccionarEmpresa: { authorization: string, modulo_id: string, periodo: string | null, status: boolean, permisos: Array<{ id: string, otherlocal: boolean }>, company: { id: string, ruc: string, razon_social: string, soap_envio: string | null, periodo: string | null, rubro: string | null, uit: string | null } | null, local: { id: string, direccion: string | null, nombre_corto: string | null } | null } };

export type ConfiguracionPublicaQueryVariables = Exact<{ [key: string]: never; }>;


export type ConfiguracionPublicaQuery = { configuracionPublica: { version: string, chatScriptUrl: string | null, marca: { nombre: string, logo: string | null, favicon: string | null, slider: Array<string> }, captcha: { provider: string, siteKey: string | null, challengeUrl: string | null } } };

export type ParametricosTablaQueryVariables = Exact<{
  tabla: string;
  limite?: number | null | undefined;
}>;


export type ParametricosTablaQuery = { parametricosbytabla: Array<{ codigo: string, descripcion: string }> };

export const ReclamoAdminFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReclamoAdminFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reclamo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"fecha"}},{"kind":"Field","name":{"kind":"Name","value":"nombres"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefono"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_documento"}},{"kind":"Field","name":{"kind":"Name","value":"numero_documento"}},{"kind":"Field","name":{"kind":"Name","value":"bien"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"direccion"}},{"kind":"Field","name":{"kind":"Name","value":"ciudad"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}},{"kind":"Field","name":{"kind":"Name","value":"fecha_limite"}},{"kind":"Field","name":{"kind":"Name","value":"dias_restantes"}},{"kind":"Field","name":{"kind":"Name","value":"vencido"}},{"kind":"Field","name":{"kind":"Name","value":"respuesta"}},{"kind":"Field","name":{"kind":"Name","value":"respondido_at"}},{"kind":"Field","name":{"kind":"Name","value":"pdf"}},{"kind":"Field","name":{"kind":"Name","value":"adjunto"}}]}}]} as unknown as DocumentNode<ReclamoAdminFieldsFragment, unknown>;
export const CursoFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CursoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Curso"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"modulo"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"enlace"}},{"kind":"Field","name":{"kind":"Name","value":"orden"}},{"kind":"Field","name":{"kind":"Name","value":"activo"}}]}}]} as unknown as DocumentNode<CursoFieldsFragment, unknown>;
export const SesionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SesionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authentication"}},{"kind":"Field","name":{"kind":"Name","value":"authorization"}},{"kind":"Field","name":{"kind":"Name","value":"refresh"}},{"kind":"Field","name":{"kind":"Name","value":"modulo_id"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"razon_social"}},{"kind":"Field","name":{"kind":"Name","value":"soap_envio"}},{"kind":"Field","name":{"kind":"Name","value":"periodo"}},{"kind":"Field","name":{"kind":"Name","value":"rubro"}},{"kind":"Field","name":{"kind":"Name","value":"uit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"local"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"direccion"}},{"kind":"Field","name":{"kind":"Name","value":"nombre_corto"}}]}}]}}]} as unknown as DocumentNode<SesionFieldsFragment, unknown>;
export const CronogramaFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CronogramaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cronograma"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"anio"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"cargado"}},{"kind":"Field","name":{"kind":"Name","value":"verificado"}},{"kind":"Field","name":{"kind":"Name","value":"fuente"}},{"kind":"Field","name":{"kind":"Name","value":"grupos"}},{"kind":"Field","name":{"kind":"Name","value":"filas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodo"}},{"kind":"Field","name":{"kind":"Name","value":"grupo"}},{"kind":"Field","name":{"kind":"Name","value":"vence"}}]}}]}}]} as unknown as DocumentNode<CronogramaFieldsFragment, unknown>;
export const ImportesRegistroFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImportesRegistro"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImportesRegistroCompras"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"base_gravada"}},{"kind":"Field","name":{"kind":"Name","value":"igv"}},{"kind":"Field","name":{"kind":"Name","value":"base_gravada_mixta"}},{"kind":"Field","name":{"kind":"Name","value":"igv_mixta"}},{"kind":"Field","name":{"kind":"Name","value":"base_sin_credito"}},{"kind":"Field","name":{"kind":"Name","value":"igv_sin_credito"}},{"kind":"Field","name":{"kind":"Name","value":"no_gravada"}},{"kind":"Field","name":{"kind":"Name","value":"isc"}},{"kind":"Field","name":{"kind":"Name","value":"icbper"}},{"kind":"Field","name":{"kind":"Name","value":"otros"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]} as unknown as DocumentNode<ImportesRegistroFragment, unknown>;
export const AntiguedadSaldosCamposFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AntiguedadSaldosCampos"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AntiguedadSaldos"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"no_vencido"}},{"kind":"Field","name":{"kind":"Name","value":"d1_30"}},{"kind":"Field","name":{"kind":"Name","value":"d31_60"}},{"kind":"Field","name":{"kind":"Name","value":"d61_90"}},{"kind":"Field","name":{"kind":"Name","value":"mas_90"}}]}}]} as unknown as DocumentNode<AntiguedadSaldosCamposFragment, unknown>;
export const CobroPagoCamposFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CobroPagoCampos"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CobroPago"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"cuo"}},{"kind":"Field","name":{"kind":"Name","value":"fecha"}},{"kind":"Field","name":{"kind":"Name","value":"glosa"}},{"kind":"Field","name":{"kind":"Name","value":"moneda"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_cambio"}},{"kind":"Field","name":{"kind":"Name","value":"medio_pago"}},{"kind":"Field","name":{"kind":"Name","value":"numero_operacion"}},{"kind":"Field","name":{"kind":"Name","value":"cuenta_financiera"}},{"kind":"Field","name":{"kind":"Name","value":"importe"}},{"kind":"Field","name":{"kind":"Name","value":"importe_me"}},{"kind":"Field","name":{"kind":"Name","value":"aplicado"}},{"kind":"Field","name":{"kind":"Name","value":"aplicado_me"}},{"kind":"Field","name":{"kind":"Name","value":"detraccion_constancia"}},{"kind":"Field","name":{"kind":"Name","value":"anulado"}},{"kind":"Field","name":{"kind":"Name","value":"asiento"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cuenta"}},{"kind":"Field","name":{"kind":"Name","value":"debe"}},{"kind":"Field","name":{"kind":"Name","value":"haber"}},{"kind":"Field","name":{"kind":"Name","value":"debe_me"}},{"kind":"Field","name":{"kind":"Name","value":"haber_me"}},{"kind":"Field","name":{"kind":"Name","value":"glosa"}},{"kind":"Field","name":{"kind":"Name","value":"destino"}}]}}]}}]} as unknown as DocumentNode<CobroPagoCamposFragment, unknown>;
export const ColumnasHojaFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ColumnasHoja"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ColumnasHojaTrabajo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"debe"}},{"kind":"Field","name":{"kind":"Name","value":"haber"}},{"kind":"Field","name":{"kind":"Name","value":"deudor"}},{"kind":"Field","name":{"kind":"Name","value":"acreedor"}},{"kind":"Field","name":{"kind":"Name","value":"activo"}},{"kind":"Field","name":{"kind":"Name","value":"pasivo"}},{"kind":"Field","name":{"kind":"Name","value":"perdidas_naturaleza"}},{"kind":"Field","name":{"kind":"Name","value":"ganancias_naturaleza"}},{"kind":"Field","name":{"kind":"Name","value":"perdidas_funcion"}},{"kind":"Field","name":{"kind":"Name","value":"ganancias_funcion"}}]}}]} as unknown as DocumentNode<ColumnasHojaFragment, unknown>;
export const CredencialesFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CredencialesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CredencialesSunat"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usuario_sol"}},{"kind":"Field","name":{"kind":"Name","value":"tiene_password_sol"}},{"kind":"Field","name":{"kind":"Name","value":"tiene_certificado"}},{"kind":"Field","name":{"kind":"Name","value":"certificado_sujeto"}},{"kind":"Field","name":{"kind":"Name","value":"certificado_ruc"}},{"kind":"Field","name":{"kind":"Name","value":"certificado_vence"}}]}}]} as unknown as DocumentNode<CredencialesFieldsFragment, unknown>;
export const VerificacionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VerificacionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificacionCertificado"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legible"}},{"kind":"Field","name":{"kind":"Name","value":"vigente"}},{"kind":"Field","name":{"kind":"Name","value":"ruc_coincide"}},{"kind":"Field","name":{"kind":"Name","value":"dias_para_vencer"}},{"kind":"Field","name":{"kind":"Name","value":"sujeto"}},{"kind":"Field","name":{"kind":"Name","value":"vence"}},{"kind":"Field","name":{"kind":"Name","value":"mensaje"}}]}}]} as unknown as DocumentNode<VerificacionFieldsFragment, unknown>;
export const CuentaPcgeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CuentaPcgeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CuentaPcge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"denominacion"}},{"kind":"Field","name":{"kind":"Name","value":"nivel"}},{"kind":"Field","name":{"kind":"Name","value":"codigo_padre"}},{"kind":"Field","name":{"kind":"Name","value":"esf"}},{"kind":"Field","name":{"kind":"Name","value":"ern"}},{"kind":"Field","name":{"kind":"Name","value":"erf"}},{"kind":"Field","name":{"kind":"Name","value":"efle"}},{"kind":"Field","name":{"kind":"Name","value":"ecp"}},{"kind":"Field","name":{"kind":"Name","value":"efe"}},{"kind":"Field","name":{"kind":"Name","value":"smvn"}},{"kind":"Field","name":{"kind":"Name","value":"smve"}},{"kind":"Field","name":{"kind":"Name","value":"amarre_debe"}},{"kind":"Field","name":{"kind":"Name","value":"amarre_haber"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<CuentaPcgeFieldsFragment, unknown>;
export const PersonaFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Persona"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"documento_id"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"razon_social"}},{"kind":"Field","name":{"kind":"Name","value":"direccion"}},{"kind":"Field","name":{"kind":"Name","value":"ubigeo"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}},{"kind":"Field","name":{"kind":"Name","value":"condicion"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefono"}},{"kind":"Field","name":{"kind":"Name","value":"observacion"}},{"kind":"Field","name":{"kind":"Name","value":"cuenta_detraccion"}},{"kind":"Field","name":{"kind":"Name","value":"is_default"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<PersonaFieldsFragment, unknown>;
export const ComprobanteFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComprobanteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comprobante"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"serie"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"fecha_emision"}},{"kind":"Field","name":{"kind":"Name","value":"moneda"}},{"kind":"Field","name":{"kind":"Name","value":"cliente_tipo_documento"}},{"kind":"Field","name":{"kind":"Name","value":"cliente_numero_documento"}},{"kind":"Field","name":{"kind":"Name","value":"cliente_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"operaciones_gravadas"}},{"kind":"Field","name":{"kind":"Name","value":"igv"}},{"kind":"Field","name":{"kind":"Name","value":"importe_total"}},{"kind":"Field","name":{"kind":"Name","value":"documento_afectado"}},{"kind":"Field","name":{"kind":"Name","value":"motivo_baja"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}},{"kind":"Field","name":{"kind":"Name","value":"codigo_sunat"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion_sunat"}},{"kind":"Field","name":{"kind":"Name","value":"notas_sunat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"intentos"}},{"kind":"Field","name":{"kind":"Name","value":"ultimo_error"}},{"kind":"Field","name":{"kind":"Name","value":"tiene_cdr"}}]}}]} as unknown as DocumentNode<ComprobanteFieldsFragment, unknown>;
export const ResumenFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResumenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resumen"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"identificador"}},{"kind":"Field","name":{"kind":"Name","value":"fecha_generacion"}},{"kind":"Field","name":{"kind":"Name","value":"fecha_referencia"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"}},{"kind":"Field","name":{"kind":"Name","value":"codigo_sunat"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion_sunat"}},{"kind":"Field","name":{"kind":"Name","value":"intentos"}},{"kind":"Field","name":{"kind":"Name","value":"ultimo_error"}},{"kind":"Field","name":{"kind":"Name","value":"tiene_cdr"}},{"kind":"Field","name":{"kind":"Name","value":"documentos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comprobante_id"}},{"kind":"Field","name":{"kind":"Name","value":"linea"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"serie"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"importe_total"}},{"kind":"Field","name":{"kind":"Name","value":"condicion"}},{"kind":"Field","name":{"kind":"Name","value":"motivo"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}}]}}]}}]} as unknown as DocumentNode<ResumenFieldsFragment, unknown>;
export const DocumentoInternoFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentoInternoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentoInterno"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"serie"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"fecha_emision"}},{"kind":"Field","name":{"kind":"Name","value":"fecha_vencimiento"}},{"kind":"Field","name":{"kind":"Name","value":"moneda"}},{"kind":"Field","name":{"kind":"Name","value":"persona_tipo_documento"}},{"kind":"Field","name":{"kind":"Name","value":"persona_numero_documento"}},{"kind":"Field","name":{"kind":"Name","value":"persona_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"importe_total"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}},{"kind":"Field","name":{"kind":"Name","value":"vencida"}},{"kind":"Field","name":{"kind":"Name","value":"motivo_anulacion"}},{"kind":"Field","name":{"kind":"Name","value":"comprobante"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"serie"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}}]}}]}}]} as unknown as DocumentNode<DocumentoInternoFieldsFragment, unknown>;
export const ImportacionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImportacionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Importacion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}},{"kind":"Field","name":{"kind":"Name","value":"total_filas"}},{"kind":"Field","name":{"kind":"Name","value":"filas"}},{"kind":"Field","name":{"kind":"Name","value":"filas_validas"}},{"kind":"Field","name":{"kind":"Name","value":"solo_validas"}},{"kind":"Field","name":{"kind":"Name","value":"progreso"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"errores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fila"}},{"kind":"Field","name":{"kind":"Name","value":"mensaje"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documentos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documento"}},{"kind":"Field","name":{"kind":"Name","value":"fila"}},{"kind":"Field","name":{"kind":"Name","value":"emitido"}},{"kind":"Field","name":{"kind":"Name","value":"comprobante"}},{"kind":"Field","name":{"kind":"Name","value":"comprobante_id"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}},{"kind":"Field","name":{"kind":"Name","value":"mensaje"}}]}}]}}]} as unknown as DocumentNode<ImportacionFieldsFragment, unknown>;
export const AmarreCentroCostoFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmarreCentroCostoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmarreCentroCosto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"detalle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"centro_costo_id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"porcentaje"}}]}}]}}]} as unknown as DocumentNode<AmarreCentroCostoFieldsFragment, unknown>;
export const CentroCostoFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CentroCostoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CentroCosto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<CentroCostoFieldsFragment, unknown>;
export const CuentaFinancieraFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CuentaFinancieraFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CuentaFinanciera"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"moneda_id"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"banco_id"}},{"kind":"Field","name":{"kind":"Name","value":"banco_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"cuenta"}},{"kind":"Field","name":{"kind":"Name","value":"detraccion"}},{"kind":"Field","name":{"kind":"Name","value":"pcge_id"}},{"kind":"Field","name":{"kind":"Name","value":"pcge_codigo"}},{"kind":"Field","name":{"kind":"Name","value":"pcge_denominacion"}},{"kind":"Field","name":{"kind":"Name","value":"control"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<CuentaFinancieraFieldsFragment, unknown>;
export const ResponsableFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsableFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Responsable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documento_id"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"nombres"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefono"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<ResponsableFieldsFragment, unknown>;
export const TipoAdjuntoFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TipoAdjuntoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TipoAdjunto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_operacion"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<TipoAdjuntoFieldsFragment, unknown>;
export const TributoFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TributoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tributo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tributo_codigo"}},{"kind":"Field","name":{"kind":"Name","value":"tributo_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"tributo_descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"cuenta_id"}},{"kind":"Field","name":{"kind":"Name","value":"cuenta_codigo"}},{"kind":"Field","name":{"kind":"Name","value":"cuenta_denominacion"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<TributoFieldsFragment, unknown>;
export const CategoriaPrecioFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoriaPrecioFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CategoriaPrecio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"local_id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"valor_condicion"}},{"kind":"Field","name":{"kind":"Name","value":"oferta"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<CategoriaPrecioFieldsFragment, unknown>;
export const CategoriaFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoriaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Categoria"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"local_id"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<CategoriaFieldsFragment, unknown>;
export const ProductoFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Producto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"codigo_barras"}},{"kind":"Field","name":{"kind":"Name","value":"codigo_sunat"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"detalle"}},{"kind":"Field","name":{"kind":"Name","value":"medida_id"}},{"kind":"Field","name":{"kind":"Name","value":"categoria_id"}},{"kind":"Field","name":{"kind":"Name","value":"categoria_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"inventario_id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_igv"}},{"kind":"Field","name":{"kind":"Name","value":"valor_unitario"}},{"kind":"Field","name":{"kind":"Name","value":"precio_unitario"}},{"kind":"Field","name":{"kind":"Name","value":"imagen"}},{"kind":"Field","name":{"kind":"Name","value":"icbper"}},{"kind":"Field","name":{"kind":"Name","value":"compras_pcge"}},{"kind":"Field","name":{"kind":"Name","value":"ventas_pcge"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"stock_minimo"}},{"kind":"Field","name":{"kind":"Name","value":"margen_utilidad"}},{"kind":"Field","name":{"kind":"Name","value":"utilidad"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_utilidad"}},{"kind":"Field","name":{"kind":"Name","value":"adquisicion"}},{"kind":"Field","name":{"kind":"Name","value":"es_combo"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"propiedades"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"valor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"precios"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoria_precio_id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"precio"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productos_combos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"producto_id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"cantidad"}}]}}]}}]} as unknown as DocumentNode<ProductoFieldsFragment, unknown>;
export const PreferenciasFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreferenciasFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PreferenciasTema"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headerFijo"}},{"kind":"Field","name":{"kind":"Name","value":"sidebarFijo"}},{"kind":"Field","name":{"kind":"Name","value":"sidebarCerrado"}},{"kind":"Field","name":{"kind":"Name","value":"footer"}},{"kind":"Field","name":{"kind":"Name","value":"sombras"}},{"kind":"Field","name":{"kind":"Name","value":"esquemaColor"}},{"kind":"Field","name":{"kind":"Name","value":"imagenFondo"}},{"kind":"Field","name":{"kind":"Name","value":"opacidad"}},{"kind":"Field","name":{"kind":"Name","value":"menuMovil"}}]}}]} as unknown as DocumentNode<PreferenciasFieldsFragment, unknown>;
export const NotificacionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificacionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notificacion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"mensaje"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"readed_at"}}]}}]} as unknown as DocumentNode<NotificacionFieldsFragment, unknown>;
export const SeleccionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SeleccionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SeleccionResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authorization"}},{"kind":"Field","name":{"kind":"Name","value":"modulo_id"}},{"kind":"Field","name":{"kind":"Name","value":"periodo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"permisos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"otherlocal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"razon_social"}},{"kind":"Field","name":{"kind":"Name","value":"soap_envio"}},{"kind":"Field","name":{"kind":"Name","value":"periodo"}},{"kind":"Field","name":{"kind":"Name","value":"rubro"}},{"kind":"Field","name":{"kind":"Name","value":"uit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"local"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"direccion"}},{"kind":"Field","name":{"kind":"Name","value":"nombre_corto"}}]}}]}}]} as unknown as DocumentNode<SeleccionFieldsFragment, unknown>;
export const RefreshDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Refresh"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"refresh"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refresh"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"refresh"},"value":{"kind":"Variable","name":{"kind":"Name","value":"refresh"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authentication"}},{"kind":"Field","name":{"kind":"Name","value":"refresh"}}]}}]}}]} as unknown as DocumentNode<RefreshMutation, RefreshMutationVariables>;
export const CorreosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Correos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limite"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"correos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limite"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limite"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"para"}},{"kind":"Field","name":{"kind":"Name","value":"asunto"}},{"kind":"Field","name":{"kind":"Name","value":"transporte"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"enviado_at"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"texto"}},{"kind":"Field","name":{"kind":"Name","value":"html"}}]}}]}}]} as unknown as DocumentNode<CorreosQuery, CorreosQueryVariables>;
export const ReclamosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Reclamos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"estado"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desde"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hasta"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codigo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reclamos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"estado"},"value":{"kind":"Variable","name":{"kind":"Name","value":"estado"}}},{"kind":"Argument","name":{"kind":"Name","value":"desde"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desde"}}},{"kind":"Argument","name":{"kind":"Name","value":"hasta"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hasta"}}},{"kind":"Argument","name":{"kind":"Name","value":"codigo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codigo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReclamoAdminFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReclamoAdminFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reclamo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"fecha"}},{"kind":"Field","name":{"kind":"Name","value":"nombres"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefono"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_documento"}},{"kind":"Field","name":{"kind":"Name","value":"numero_documento"}},{"kind":"Field","name":{"kind":"Name","value":"bien"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"direccion"}},{"kind":"Field","name":{"kind":"Name","value":"ciudad"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}},{"kind":"Field","name":{"kind":"Name","value":"fecha_limite"}},{"kind":"Field","name":{"kind":"Name","value":"dias_restantes"}},{"kind":"Field","name":{"kind":"Name","value":"vencido"}},{"kind":"Field","name":{"kind":"Name","value":"respuesta"}},{"kind":"Field","name":{"kind":"Name","value":"respondido_at"}},{"kind":"Field","name":{"kind":"Name","value":"pdf"}},{"kind":"Field","name":{"kind":"Name","value":"adjunto"}}]}}]} as unknown as DocumentNode<ReclamosQuery, ReclamosQueryVariables>;
export const AvanzarReclamoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AvanzarReclamo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"estado"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"descripcion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"avanzarReclamo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"estado"},"value":{"kind":"Variable","name":{"kind":"Name","value":"estado"}}},{"kind":"Argument","name":{"kind":"Name","value":"descripcion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"descripcion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReclamoAdminFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReclamoAdminFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reclamo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"fecha"}},{"kind":"Field","name":{"kind":"Name","value":"nombres"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefono"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_documento"}},{"kind":"Field","name":{"kind":"Name","value":"numero_documento"}},{"kind":"Field","name":{"kind":"Name","value":"bien"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"direccion"}},{"kind":"Field","name":{"kind":"Name","value":"ciudad"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}},{"kind":"Field","name":{"kind":"Name","value":"fecha_limite"}},{"kind":"Field","name":{"kind":"Name","value":"dias_restantes"}},{"kind":"Field","name":{"kind":"Name","value":"vencido"}},{"kind":"Field","name":{"kind":"Name","value":"respuesta"}},{"kind":"Field","name":{"kind":"Name","value":"respondido_at"}},{"kind":"Field","name":{"kind":"Name","value":"pdf"}},{"kind":"Field","name":{"kind":"Name","value":"adjunto"}}]}}]} as unknown as DocumentNode<AvanzarReclamoMutation, AvanzarReclamoMutationVariables>;
export const ConsultaRucAplicativoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsultaRucAplicativo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ruc"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consultarRuc"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ruc"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ruc"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"razon_social"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}},{"kind":"Field","name":{"kind":"Name","value":"condicion"}},{"kind":"Field","name":{"kind":"Name","value":"ubigeo"}},{"kind":"Field","name":{"kind":"Name","value":"direccion"}},{"kind":"Field","name":{"kind":"Name","value":"fuente"}},{"kind":"Field","name":{"kind":"Name","value":"advertencia"}}]}}]}}]} as unknown as DocumentNode<ConsultaRucAplicativoQuery, ConsultaRucAplicativoQueryVariables>;
export const ConsultaDniAplicativoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsultaDniAplicativo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dni"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consultarDni"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dni"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dni"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dni"}},{"kind":"Field","name":{"kind":"Name","value":"nombre_completo"}},{"kind":"Field","name":{"kind":"Name","value":"nombres"}},{"kind":"Field","name":{"kind":"Name","value":"apellido_paterno"}},{"kind":"Field","name":{"kind":"Name","value":"apellido_materno"}}]}}]}}]} as unknown as DocumentNode<ConsultaDniAplicativoQuery, ConsultaDniAplicativoQueryVariables>;
export const CursosAulaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CursosAula"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"modulo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"buscar"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursoModulo_id"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"modulo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"modulo"}}},{"kind":"Argument","name":{"kind":"Name","value":"buscar"},"value":{"kind":"Variable","name":{"kind":"Name","value":"buscar"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CursoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CursoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Curso"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"modulo"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"enlace"}},{"kind":"Field","name":{"kind":"Name","value":"orden"}},{"kind":"Field","name":{"kind":"Name","value":"activo"}}]}}]} as unknown as DocumentNode<CursosAulaQuery, CursosAulaQueryVariables>;
export const CursosAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CursosAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"modulo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"modulo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"modulo"}}},{"kind":"Argument","name":{"kind":"Name","value":"eliminados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CursoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CursoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Curso"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"modulo"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"enlace"}},{"kind":"Field","name":{"kind":"Name","value":"orden"}},{"kind":"Field","name":{"kind":"Name","value":"activo"}}]}}]} as unknown as DocumentNode<CursosAdminQuery, CursosAdminQueryVariables>;
export const CreateCursoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCurso"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CursoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCurso"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CursoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CursoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Curso"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"modulo"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"enlace"}},{"kind":"Field","name":{"kind":"Name","value":"orden"}},{"kind":"Field","name":{"kind":"Name","value":"activo"}}]}}]} as unknown as DocumentNode<CreateCursoMutation, CreateCursoMutationVariables>;
export const UpdateCursoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCurso"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CursoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCurso"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CursoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CursoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Curso"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"modulo"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"enlace"}},{"kind":"Field","name":{"kind":"Name","value":"orden"}},{"kind":"Field","name":{"kind":"Name","value":"activo"}}]}}]} as unknown as DocumentNode<UpdateCursoMutation, UpdateCursoMutationVariables>;
export const DeleteCursoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCurso"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCurso"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activo"}}]}}]}}]} as unknown as DocumentNode<DeleteCursoMutation, DeleteCursoMutationVariables>;
export const ActivateCursoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivateCurso"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateCurso"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activo"}}]}}]}}]} as unknown as DocumentNode<ActivateCursoMutation, ActivateCursoMutationVariables>;
export const CreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateUserMutation, CreateUserMutationVariables>;
export const SendVerificDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendVerific"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendVerific"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SendVerificMutation, SendVerificMutationVariables>;
export const EmailConfirmationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmailConfirmation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailConfirmation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SesionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SesionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authentication"}},{"kind":"Field","name":{"kind":"Name","value":"authorization"}},{"kind":"Field","name":{"kind":"Name","value":"refresh"}},{"kind":"Field","name":{"kind":"Name","value":"modulo_id"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"razon_social"}},{"kind":"Field","name":{"kind":"Name","value":"soap_envio"}},{"kind":"Field","name":{"kind":"Name","value":"periodo"}},{"kind":"Field","name":{"kind":"Name","value":"rubro"}},{"kind":"Field","name":{"kind":"Name","value":"uit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"local"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"direccion"}},{"kind":"Field","name":{"kind":"Name","value":"nombre_corto"}}]}}]}}]} as unknown as DocumentNode<EmailConfirmationMutation, EmailConfirmationMutationVariables>;
export const VerifyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Verify"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verify"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<VerifyMutation, VerifyMutationVariables>;
export const ModulosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Modulos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modulos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"detalle"}}]}}]}}]} as unknown as DocumentNode<ModulosQuery, ModulosQueryVariables>;
export const ResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Reset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authentication"}}]}}]}}]} as unknown as DocumentNode<ResetMutation, ResetMutationVariables>;
export const PasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SesionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SesionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authentication"}},{"kind":"Field","name":{"kind":"Name","value":"authorization"}},{"kind":"Field","name":{"kind":"Name","value":"refresh"}},{"kind":"Field","name":{"kind":"Name","value":"modulo_id"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"razon_social"}},{"kind":"Field","name":{"kind":"Name","value":"soap_envio"}},{"kind":"Field","name":{"kind":"Name","value":"periodo"}},{"kind":"Field","name":{"kind":"Name","value":"rubro"}},{"kind":"Field","name":{"kind":"Name","value":"uit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"local"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"direccion"}},{"kind":"Field","name":{"kind":"Name","value":"nombre_corto"}}]}}]}}]} as unknown as DocumentNode<PasswordResetMutation, PasswordResetMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"captcha"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"captcha"},"value":{"kind":"Variable","name":{"kind":"Name","value":"captcha"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SesionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SesionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authentication"}},{"kind":"Field","name":{"kind":"Name","value":"authorization"}},{"kind":"Field","name":{"kind":"Name","value":"refresh"}},{"kind":"Field","name":{"kind":"Name","value":"modulo_id"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"razon_social"}},{"kind":"Field","name":{"kind":"Name","value":"soap_envio"}},{"kind":"Field","name":{"kind":"Name","value":"periodo"}},{"kind":"Field","name":{"kind":"Name","value":"rubro"}},{"kind":"Field","name":{"kind":"Name","value":"uit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"local"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"direccion"}},{"kind":"Field","name":{"kind":"Name","value":"nombre_corto"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"nombres"}},{"kind":"Field","name":{"kind":"Name","value":"role_id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"razon_social"}}]}},{"kind":"Field","name":{"kind":"Name","value":"local"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nombre_corto"}}]}},{"kind":"Field","name":{"kind":"Name","value":"periodo"}},{"kind":"Field","name":{"kind":"Name","value":"modulo_id"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const CalendarioTributarioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarioTributario"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"anio"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarioTributario"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"anio"},"value":{"kind":"Variable","name":{"kind":"Name","value":"anio"}}},{"kind":"Argument","name":{"kind":"Name","value":"tipo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CronogramaFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CronogramaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cronograma"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"anio"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"cargado"}},{"kind":"Field","name":{"kind":"Name","value":"verificado"}},{"kind":"Field","name":{"kind":"Name","value":"fuente"}},{"kind":"Field","name":{"kind":"Name","value":"grupos"}},{"kind":"Field","name":{"kind":"Name","value":"filas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodo"}},{"kind":"Field","name":{"kind":"Name","value":"grupo"}},{"kind":"Field","name":{"kind":"Name","value":"vence"}}]}}]}}]} as unknown as DocumentNode<CalendarioTributarioQuery, CalendarioTributarioQueryVariables>;
export const CargarCronogramaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CargarCronograma"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"anio"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"csv"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cargarCronograma"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"anio"},"value":{"kind":"Variable","name":{"kind":"Name","value":"anio"}}},{"kind":"Argument","name":{"kind":"Name","value":"tipo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}}},{"kind":"Argument","name":{"kind":"Name","value":"csv"},"value":{"kind":"Variable","name":{"kind":"Name","value":"csv"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CronogramaFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CronogramaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cronograma"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"anio"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"cargado"}},{"kind":"Field","name":{"kind":"Name","value":"verificado"}},{"kind":"Field","name":{"kind":"Name","value":"fuente"}},{"kind":"Field","name":{"kind":"Name","value":"grupos"}},{"kind":"Field","name":{"kind":"Name","value":"filas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodo"}},{"kind":"Field","name":{"kind":"Name","value":"grupo"}},{"kind":"Field","name":{"kind":"Name","value":"vence"}}]}}]}}]} as unknown as DocumentNode<CargarCronogramaMutation, CargarCronogramaMutationVariables>;
export const AsientosVariosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AsientosVarios"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"periodo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asientosVarios"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"periodo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"periodo"}}},{"kind":"Argument","name":{"kind":"Name","value":"limite"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"filas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cuo"}},{"kind":"Field","name":{"kind":"Name","value":"fecha_contable"}},{"kind":"Field","name":{"kind":"Name","value":"glosa"}},{"kind":"Field","name":{"kind":"Name","value":"moneda"}},{"kind":"Field","name":{"kind":"Name","value":"lineas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linea"}},{"kind":"Field","name":{"kind":"Name","value":"cuenta"}},{"kind":"Field","name":{"kind":"Name","value":"glosa"}},{"kind":"Field","name":{"kind":"Name","value":"debe"}},{"kind":"Field","name":{"kind":"Name","value":"haber"}},{"kind":"Field","name":{"kind":"Name","value":"debe_me"}},{"kind":"Field","name":{"kind":"Name","value":"haber_me"}},{"kind":"Field","name":{"kind":"Name","value":"destino"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AsientosVariosQuery, AsientosVariosQueryVariables>;
export const RegistrarAsientoVarioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegistrarAsientoVario"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrarAsientoVarioInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrarAsientoVario"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cuo"}}]}}]}}]} as unknown as DocumentNode<RegistrarAsientoVarioMutation, RegistrarAsientoVarioMutationVariables>;
export const AnularAsientoVarioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnularAsientoVario"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"anularAsientoVario"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AnularAsientoVarioMutation, AnularAsientoVarioMutationVariables>;
export const PeriodosContablesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeriodosContables"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"anio"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodosContables"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"anio"},"value":{"kind":"Variable","name":{"kind":"Name","value":"anio"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodo"}},{"kind":"Field","name":{"kind":"Name","value":"cerrado"}},{"kind":"Field","name":{"kind":"Name","value":"libros"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"libro"}},{"kind":"Field","name":{"kind":"Name","value":"operaciones"}}]}},{"kind":"Field","name":{"kind":"Name","value":"libros_generados"}}]}}]}}]} as unknown as DocumentNode<PeriodosContablesQuery, PeriodosContablesQueryVariables>;
export const CerrarPeriodoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CerrarPeriodo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"periodo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cerrarPeriodo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"periodo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"periodo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodo"}},{"kind":"Field","name":{"kind":"Name","value":"cerrado"}}]}}]}}]} as unknown as DocumentNode<CerrarPeriodoMutation, CerrarPeriodoMutationVariables>;
export const ReabrirPeriodoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReabrirPeriodo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"periodo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reabrirPeriodo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"periodo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"periodo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodo"}},{"kind":"Field","name":{"kind":"Name","value":"cerrado"}}]}}]}}]} as unknown as DocumentNode<ReabrirPeriodoMutation, ReabrirPeriodoMutationVariables>;
export const CierreEjercicioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CierreEjercicio"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"anio"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cierreEjercicio"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"anio"},"value":{"kind":"Variable","name":{"kind":"Name","value":"anio"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cuo"}},{"kind":"Field","name":{"kind":"Name","value":"periodo"}},{"kind":"Field","name":{"kind":"Name","value":"fecha_contable"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_operacion"}},{"kind":"Field","name":{"kind":"Name","value":"glosa"}}]}}]}}]} as unknown as DocumentNode<CierreEjercicioQuery, CierreEjercicioQueryVariables>;
export const PrevisualizarCierreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrevisualizarCierre"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"anio"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previsualizarCierre"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"anio"},"value":{"kind":"Variable","name":{"kind":"Name","value":"anio"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"anio"}},{"kind":"Field","name":{"kind":"Name","value":"resultado"}},{"kind":"Field","name":{"kind":"Name","value":"revision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado_naturaleza"}},{"kind":"Field","name":{"kind":"Name","value":"resultado_funcion"}},{"kind":"Field","name":{"kind":"Name","value":"diferencia"}}]}},{"kind":"Field","name":{"kind":"Name","value":"asientos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paso"}},{"kind":"Field","name":{"kind":"Name","value":"glosa"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_operacion"}},{"kind":"Field","name":{"kind":"Name","value":"fecha"}},{"kind":"Field","name":{"kind":"Name","value":"periodo"}},{"kind":"Field","name":{"kind":"Name","value":"lineas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cuenta"}},{"kind":"Field","name":{"kind":"Name","value":"debe"}},{"kind":"Field","name":{"kind":"Name","value":"haber"}},{"kind":"Field","name":{"kind":"Name","value":"serie"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PrevisualizarCierreQuery, PrevisualizarCierreQueryVariables>;
export const GenerarCierreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerarCierre"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"anio"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generarCierre"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"anio"},"value":{"kind":"Variable","name":{"kind":"Name","value":"anio"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"anio"}},{"kind":"Field","name":{"kind":"Name","value":"resultado"}},{"kind":"Field","name":{"kind":"Name","value":"operaciones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cuo"}}]}}]}}]}}]} as unknown as DocumentNode<GenerarCierreMutation, GenerarCierreMutationVariables>;
export const AnularCierreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnularCierre"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"anio"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"anularCierre"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"anio"},"value":{"kind":"Variable","name":{"kind":"Name","value":"anio"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AnularCierreMutation, AnularCierreMutationVariables>;
export const AsientosAperturaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AsientosApertura"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"anio"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asientosApertura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"anio"},"value":{"kind":"Variable","name":{"kind":"Name","value":"anio"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"filas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cuo"}},{"kind":"Field","name":{"kind":"Name","value":"fecha_contable"}},{"kind":"Field","name":{"kind":"Name","value":"glosa"}},{"kind":"Field","name":{"kind":"Name","value":"lineas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linea"}},{"kind":"Field","name":{"kind":"Name","value":"cuenta"}},{"kind":"Field","name":{"kind":"Name","value":"glosa"}},{"kind":"Field","name":{"kind":"Name","value":"debe"}},{"kind":"Field","name":{"kind":"Name","value":"haber"}},{"kind":"Field","name":{"kind":"Name","value":"destino"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AsientosAperturaQuery, AsientosAperturaQueryVariables>;
export const RegistrarAperturaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegistrarApertura"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrarAperturaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrarApertura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cuo"}}]}}]}}]} as unknown as DocumentNode<RegistrarAperturaMutation, RegistrarAperturaMutationVariables>;
export const AnularAperturaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnularApertura"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"anularApertura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cuo"}}]}}]}}]} as unknown as DocumentNode<AnularAperturaMutation, AnularAperturaMutationVariables>;
export const ReprocesarCuosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReprocesarCuos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"periodo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reProcesarCuos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"periodo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"periodo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodo"}},{"kind":"Field","name":{"kind":"Name","value":"libros"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"libro"}},{"kind":"Field","name":{"kind":"Name","value":"operaciones"}}]}}]}}]}}]} as unknown as DocumentNode<ReprocesarCuosMutation, ReprocesarCuosMutationVariables>;
export const RegistroComprasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegistroCompras"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"periodo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"libro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registroCompras"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"periodo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"periodo"}}},{"kind":"Argument","name":{"kind":"Name","value":"libro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"libro"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodo"}},{"kind":"Field","name":{"kind":"Name","value":"libro"}},{"kind":"Field","name":{"kind":"Name","value":"filas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cuo"}},{"kind":"Field","name":{"kind":"Name","value":"fecha_emision"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_comprobante"}},{"kind":"Field","name":{"kind":"Name","value":"serie"}},{"kind":"Field","name":{"kind":"Name","value":"anio_dua"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"proveedor_numero_documento"}},{"kind":"Field","name":{"kind":"Name","value":"proveedor_nombre"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImportesRegistro"}},{"kind":"Field","name":{"kind":"Name","value":"moneda"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_cambio"}},{"kind":"Field","name":{"kind":"Name","value":"total_documento"}},{"kind":"Field","name":{"kind":"Name","value":"estado_ple"}},{"kind":"Field","name":{"kind":"Name","value":"glosa"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totales"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImportesRegistro"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImportesRegistro"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImportesRegistroCompras"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"base_gravada"}},{"kind":"Field","name":{"kind":"Name","value":"igv"}},{"kind":"Field","name":{"kind":"Name","value":"base_gravada_mixta"}},{"kind":"Field","name":{"kind":"Name","value":"igv_mixta"}},{"kind":"Field","name":{"kind":"Name","value":"base_sin_credito"}},{"kind":"Field","name":{"kind":"Name","value":"igv_sin_credito"}},{"kind":"Field","name":{"kind":"Name","value":"no_gravada"}},{"kind":"Field","name":{"kind":"Name","value":"isc"}},{"kind":"Field","name":{"kind":"Name","value":"icbper"}},{"kind":"Field","name":{"kind":"Name","value":"otros"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]} as unknown as DocumentNode<RegistroComprasQuery, RegistroComprasQueryVariables>;
export const CompraDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Compra"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"compra"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cuo"}},{"kind":"Field","name":{"kind":"Name","value":"periodo"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_comprobante"}},{"kind":"Field","name":{"kind":"Name","value":"serie"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"proveedor_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"moneda"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"anulada"}},{"kind":"Field","name":{"kind":"Name","value":"asiento"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linea"}},{"kind":"Field","name":{"kind":"Name","value":"cuenta"}},{"kind":"Field","name":{"kind":"Name","value":"glosa"}},{"kind":"Field","name":{"kind":"Name","value":"debe"}},{"kind":"Field","name":{"kind":"Name","value":"haber"}},{"kind":"Field","name":{"kind":"Name","value":"debe_me"}},{"kind":"Field","name":{"kind":"Name","value":"haber_me"}},{"kind":"Field","name":{"kind":"Name","value":"destino"}}]}}]}}]}}]} as unknown as DocumentNode<CompraQuery, CompraQueryVariables>;
export const PrevisualizarCompraDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrevisualizarCompra"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrarCompraInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previsualizarCompra"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodo"}},{"kind":"Field","name":{"kind":"Name","value":"libro"}},{"kind":"Field","name":{"kind":"Name","value":"estado_ple"}},{"kind":"Field","name":{"kind":"Name","value":"proveedor_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"proveedor_nuevo"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"total_debe"}},{"kind":"Field","name":{"kind":"Name","value":"total_haber"}},{"kind":"Field","name":{"kind":"Name","value":"lineas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cuenta"}},{"kind":"Field","name":{"kind":"Name","value":"denominacion"}},{"kind":"Field","name":{"kind":"Name","value":"glosa"}},{"kind":"Field","name":{"kind":"Name","value":"debe"}},{"kind":"Field","name":{"kind":"Name","value":"haber"}},{"kind":"Field","name":{"kind":"Name","value":"debe_me"}},{"kind":"Field","name":{"kind":"Name","value":"haber_me"}},{"kind":"Field","name":{"kind":"Name","value":"destino"}}]}}]}}]}}]} as unknown as DocumentNode<PrevisualizarCompraQuery, PrevisualizarCompraQueryVariables>;
export const RegistrarCompraDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegistrarCompra"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrarCompraInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrarCompra"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cuo"}},{"kind":"Field","name":{"kind":"Name","value":"serie"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"proveedor_nombre"}}]}}]}}]} as unknown as DocumentNode<RegistrarCompraMutation, RegistrarCompraMutationVariables>;
export const AnularCompraDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnularCompra"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"anularCompra"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"anulada"}}]}}]}}]} as unknown as DocumentNode<AnularCompraMutation, AnularCompraMutationVariables>;
export const CuentasContablesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CuentasContables"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"param"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ultimo_nivel"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"compras"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ventas"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cuentasContables"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"param"},"value":{"kind":"Variable","name":{"kind":"Name","value":"param"}}},{"kind":"Argument","name":{"kind":"Name","value":"ultimo_nivel"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ultimo_nivel"}}},{"kind":"Argument","name":{"kind":"Name","value":"compras"},"value":{"kind":"Variable","name":{"kind":"Name","value":"compras"}}},{"kind":"Argument","name":{"kind":"Name","value":"ventas"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ventas"}}},{"kind":"Argument","name":{"kind":"Name","value":"limite"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"denominacion"}}]}}]}}]} as unknown as DocumentNode<CuentasContablesQuery, CuentasContablesQueryVariables>;
export const CodigosDetraccionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CodigosDetraccion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parametricosbytabla"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tabla"},"value":{"kind":"StringValue","value":"cat54","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}}]}}]}}]} as unknown as DocumentNode<CodigosDetraccionQuery, CodigosDetraccionQueryVariables>;
export const DocumentosCxPxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentosCxPx"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"persona_id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fecha_desde"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fecha_hasta"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"moneda"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"buscar"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fecha_corte"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limite"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"operacionesByCxPx"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tipo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}}},{"kind":"Argument","name":{"kind":"Name","value":"persona_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"persona_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"fecha_desde"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fecha_desde"}}},{"kind":"Argument","name":{"kind":"Name","value":"fecha_hasta"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fecha_hasta"}}},{"kind":"Argument","name":{"kind":"Name","value":"moneda"},"value":{"kind":"Variable","name":{"kind":"Name","value":"moneda"}}},{"kind":"Argument","name":{"kind":"Name","value":"buscar"},"value":{"kind":"Variable","name":{"kind":"Name","value":"buscar"}}},{"kind":"Argument","name":{"kind":"Name","value":"fecha_corte"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fecha_corte"}}},{"kind":"Argument","name":{"kind":"Name","value":"limite"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limite"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"fecha_corte"}},{"kind":"Field","name":{"kind":"Name","value":"filas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cuenta"}},{"kind":"Field","name":{"kind":"Name","value":"persona_id"}},{"kind":"Field","name":{"kind":"Name","value":"persona_numero"}},{"kind":"Field","name":{"kind":"Name","value":"persona_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"documento"}},{"kind":"Field","name":{"kind":"Name","value":"fecha_emision"}},{"kind":"Field","name":{"kind":"Name","value":"fecha_vencimiento"}},{"kind":"Field","name":{"kind":"Name","value":"moneda"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_cambio"}},{"kind":"Field","name":{"kind":"Name","value":"importe"}},{"kind":"Field","name":{"kind":"Name","value":"pagado"}},{"kind":"Field","name":{"kind":"Name","value":"saldo"}},{"kind":"Field","name":{"kind":"Name","value":"saldo_soles"}},{"kind":"Field","name":{"kind":"Name","value":"dias_vencido"}},{"kind":"Field","name":{"kind":"Name","value":"detraccion_monto"}},{"kind":"Field","name":{"kind":"Name","value":"detraccion_constancia"}},{"kind":"Field","name":{"kind":"Name","value":"cuotas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fecha"}},{"kind":"Field","name":{"kind":"Name","value":"pendiente"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totales"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saldo_soles"}},{"kind":"Field","name":{"kind":"Name","value":"saldo_pen"}},{"kind":"Field","name":{"kind":"Name","value":"saldo_usd"}},{"kind":"Field","name":{"kind":"Name","value":"antiguedad"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AntiguedadSaldosCampos"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AntiguedadSaldosCampos"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AntiguedadSaldos"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"no_vencido"}},{"kind":"Field","name":{"kind":"Name","value":"d1_30"}},{"kind":"Field","name":{"kind":"Name","value":"d31_60"}},{"kind":"Field","name":{"kind":"Name","value":"d61_90"}},{"kind":"Field","name":{"kind":"Name","value":"mas_90"}}]}}]} as unknown as DocumentNode<DocumentosCxPxQuery, DocumentosCxPxQueryVariables>;
export const PendientesPorPersonaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendientesPorPersona"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"buscar"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"moneda"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fecha_corte"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cuentasByParamCxPx"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tipo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}}},{"kind":"Argument","name":{"kind":"Name","value":"buscar"},"value":{"kind":"Variable","name":{"kind":"Name","value":"buscar"}}},{"kind":"Argument","name":{"kind":"Name","value":"moneda"},"value":{"kind":"Variable","name":{"kind":"Name","value":"moneda"}}},{"kind":"Argument","name":{"kind":"Name","value":"fecha_corte"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fecha_corte"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"persona_id"}},{"kind":"Field","name":{"kind":"Name","value":"persona_numero"}},{"kind":"Field","name":{"kind":"Name","value":"persona_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"documentos"}},{"kind":"Field","name":{"kind":"Name","value":"saldo_soles"}},{"kind":"Field","name":{"kind":"Name","value":"saldo_usd"}},{"kind":"Field","name":{"kind":"Name","value":"antiguedad"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AntiguedadSaldosCampos"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AntiguedadSaldosCampos"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AntiguedadSaldos"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"no_vencido"}},{"kind":"Field","name":{"kind":"Name","value":"d1_30"}},{"kind":"Field","name":{"kind":"Name","value":"d31_60"}},{"kind":"Field","name":{"kind":"Name","value":"d61_90"}},{"kind":"Field","name":{"kind":"Name","value":"mas_90"}}]}}]} as unknown as DocumentNode<PendientesPorPersonaQuery, PendientesPorPersonaQueryVariables>;
export const ExcelCxPxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExcelCxPx"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"persona_id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fecha_desde"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fecha_hasta"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"moneda"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"buscar"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fecha_corte"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excelByCxPx"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tipo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}}},{"kind":"Argument","name":{"kind":"Name","value":"persona_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"persona_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"fecha_desde"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fecha_desde"}}},{"kind":"Argument","name":{"kind":"Name","value":"fecha_hasta"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fecha_hasta"}}},{"kind":"Argument","name":{"kind":"Name","value":"moneda"},"value":{"kind":"Variable","name":{"kind":"Name","value":"moneda"}}},{"kind":"Argument","name":{"kind":"Name","value":"buscar"},"value":{"kind":"Variable","name":{"kind":"Name","value":"buscar"}}},{"kind":"Argument","name":{"kind":"Name","value":"fecha_corte"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fecha_corte"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<ExcelCxPxQuery, ExcelCxPxQueryVariables>;
export const PagosDeDocumentoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PagosDeDocumento"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"documento_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pagosDeDocumento"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"documento_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"documento_id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CobroPagoCampos"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CobroPagoCampos"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CobroPago"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"cuo"}},{"kind":"Field","name":{"kind":"Name","value":"fecha"}},{"kind":"Field","name":{"kind":"Name","value":"glosa"}},{"kind":"Field","name":{"kind":"Name","value":"moneda"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_cambio"}},{"kind":"Field","name":{"kind":"Name","value":"medio_pago"}},{"kind":"Field","name":{"kind":"Name","value":"numero_operacion"}},{"kind":"Field","name":{"kind":"Name","value":"cuenta_financiera"}},{"kind":"Field","name":{"kind":"Name","value":"importe"}},{"kind":"Field","name":{"kind":"Name","value":"importe_me"}},{"kind":"Field","name":{"kind":"Name","value":"aplicado"}},{"kind":"Field","name":{"kind":"Name","value":"aplicado_me"}},{"kind":"Field","name":{"kind":"Name","value":"detraccion_constancia"}},{"kind":"Field","name":{"kind":"Name","value":"anulado"}},{"kind":"Field","name":{"kind":"Name","value":"asiento"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cuenta"}},{"kind":"Field","name":{"kind":"Name","value":"debe"}},{"kind":"Field","name":{"kind":"Name","value":"haber"}},{"kind":"Field","name":{"kind":"Name","value":"debe_me"}},{"kind":"Field","name":{"kind":"Name","value":"haber_me"}},{"kind":"Field","name":{"kind":"Name","value":"glosa"}},{"kind":"Field","name":{"kind":"Name","value":"destino"}}]}}]}}]} as unknown as DocumentNode<PagosDeDocumentoQuery, PagosDeDocumentoQueryVariables>;
export const RegistrarPagoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegistrarPago"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrarPagoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrarPago"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CobroPagoCampos"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CobroPagoCampos"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CobroPago"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"cuo"}},{"kind":"Field","name":{"kind":"Name","value":"fecha"}},{"kind":"Field","name":{"kind":"Name","value":"glosa"}},{"kind":"Field","name":{"kind":"Name","value":"moneda"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_cambio"}},{"kind":"Field","name":{"kind":"Name","value":"medio_pago"}},{"kind":"Field","name":{"kind":"Name","value":"numero_operacion"}},{"kind":"Field","name":{"kind":"Name","value":"cuenta_financiera"}},{"kind":"Field","name":{"kind":"Name","value":"importe"}},{"kind":"Field","name":{"kind":"Name","value":"importe_me"}},{"kind":"Field","name":{"kind":"Name","value":"aplicado"}},{"kind":"Field","name":{"kind":"Name","value":"aplicado_me"}},{"kind":"Field","name":{"kind":"Name","value":"detraccion_constancia"}},{"kind":"Field","name":{"kind":"Name","value":"anulado"}},{"kind":"Field","name":{"kind":"Name","value":"asiento"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cuenta"}},{"kind":"Field","name":{"kind":"Name","value":"debe"}},{"kind":"Field","name":{"kind":"Name","value":"haber"}},{"kind":"Field","name":{"kind":"Name","value":"debe_me"}},{"kind":"Field","name":{"kind":"Name","value":"haber_me"}},{"kind":"Field","name":{"kind":"Name","value":"glosa"}},{"kind":"Field","name":{"kind":"Name","value":"destino"}}]}}]}}]} as unknown as DocumentNode<RegistrarPagoMutation, RegistrarPagoMutationVariables>;
export const RegistrarCobroDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegistrarCobro"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrarPagoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrarCobro"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CobroPagoCampos"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CobroPagoCampos"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CobroPago"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"cuo"}},{"kind":"Field","name":{"kind":"Name","value":"fecha"}},{"kind":"Field","name":{"kind":"Name","value":"glosa"}},{"kind":"Field","name":{"kind":"Name","value":"moneda"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_cambio"}},{"kind":"Field","name":{"kind":"Name","value":"medio_pago"}},{"kind":"Field","name":{"kind":"Name","value":"numero_operacion"}},{"kind":"Field","name":{"kind":"Name","value":"cuenta_financiera"}},{"kind":"Field","name":{"kind":"Name","value":"importe"}},{"kind":"Field","name":{"kind":"Name","value":"importe_me"}},{"kind":"Field","name":{"kind":"Name","value":"aplicado"}},{"kind":"Field","name":{"kind":"Name","value":"aplicado_me"}},{"kind":"Field","name":{"kind":"Name","value":"detraccion_constancia"}},{"kind":"Field","name":{"kind":"Name","value":"anulado"}},{"kind":"Field","name":{"kind":"Name","value":"asiento"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cuenta"}},{"kind":"Field","name":{"kind":"Name","value":"debe"}},{"kind":"Field","name":{"kind":"Name","value":"haber"}},{"kind":"Field","name":{"kind":"Name","value":"debe_me"}},{"kind":"Field","name":{"kind":"Name","value":"haber_me"}},{"kind":"Field","name":{"kind":"Name","value":"glosa"}},{"kind":"Field","name":{"kind":"Name","value":"destino"}}]}}]}}]} as unknown as DocumentNode<RegistrarCobroMutation, RegistrarCobroMutationVariables>;
export const AnularPagoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnularPago"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"anularPago"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"anulado"}}]}}]}}]} as unknown as DocumentNode<AnularPagoMutation, AnularPagoMutationVariables>;
export const AnularCobroDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnularCobro"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"anularCobro"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"anulado"}}]}}]}}]} as unknown as DocumentNode<AnularCobroMutation, AnularCobroMutationVariables>;
export const CuentasDePagoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CuentasDePago"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cuentasFinancieras"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limite"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"moneda_id"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"detraccion"}}]}}]}}]}}]} as unknown as DocumentNode<CuentasDePagoQuery, CuentasDePagoQueryVariables>;
export const HojaTrabajoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HojaTrabajo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desde"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hasta"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hojaTrabajo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"periodo_desde"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desde"}}},{"kind":"Argument","name":{"kind":"Name","value":"periodo_hasta"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hasta"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cuenta"}},{"kind":"Field","name":{"kind":"Name","value":"denominacion"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ColumnasHoja"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totales"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ColumnasHoja"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ColumnasHoja"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sumas_iguales"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ColumnasHoja"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resultado_inventario"}},{"kind":"Field","name":{"kind":"Name","value":"resultado_naturaleza"}},{"kind":"Field","name":{"kind":"Name","value":"resultado_funcion"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ColumnasHoja"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ColumnasHojaTrabajo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"debe"}},{"kind":"Field","name":{"kind":"Name","value":"haber"}},{"kind":"Field","name":{"kind":"Name","value":"deudor"}},{"kind":"Field","name":{"kind":"Name","value":"acreedor"}},{"kind":"Field","name":{"kind":"Name","value":"activo"}},{"kind":"Field","name":{"kind":"Name","value":"pasivo"}},{"kind":"Field","name":{"kind":"Name","value":"perdidas_naturaleza"}},{"kind":"Field","name":{"kind":"Name","value":"ganancias_naturaleza"}},{"kind":"Field","name":{"kind":"Name","value":"perdidas_funcion"}},{"kind":"Field","name":{"kind":"Name","value":"ganancias_funcion"}}]}}]} as unknown as DocumentNode<HojaTrabajoQuery, HojaTrabajoQueryVariables>;
export const BalanceComprobacionRangoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BalanceComprobacionRango"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desde"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hasta"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balanceComprobacion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"periodo_desde"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desde"}}},{"kind":"Argument","name":{"kind":"Name","value":"periodo_hasta"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hasta"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cuenta"}},{"kind":"Field","name":{"kind":"Name","value":"denominacion"}},{"kind":"Field","name":{"kind":"Name","value":"debe"}},{"kind":"Field","name":{"kind":"Name","value":"haber"}},{"kind":"Field","name":{"kind":"Name","value":"saldo_deudor"}},{"kind":"Field","name":{"kind":"Name","value":"saldo_acreedor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total_debe"}},{"kind":"Field","name":{"kind":"Name","value":"total_haber"}},{"kind":"Field","name":{"kind":"Name","value":"total_deudor"}},{"kind":"Field","name":{"kind":"Name","value":"total_acreedor"}}]}}]}}]} as unknown as DocumentNode<BalanceComprobacionRangoQuery, BalanceComprobacionRangoQueryVariables>;
export const EstadoSituacionFinancieraDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EstadoSituacionFinanciera"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desde"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hasta"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"estadoSituacionFinanciera"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"periodo_desde"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desde"}}},{"kind":"Argument","name":{"kind":"Name","value":"periodo_hasta"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hasta"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secciones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"lineas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"cuentas"}},{"kind":"Field","name":{"kind":"Name","value":"importe"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total_activo"}},{"kind":"Field","name":{"kind":"Name","value":"total_pasivo"}},{"kind":"Field","name":{"kind":"Name","value":"total_patrimonio"}},{"kind":"Field","name":{"kind":"Name","value":"total_pasivo_patrimonio"}},{"kind":"Field","name":{"kind":"Name","value":"resultado_periodo"}},{"kind":"Field","name":{"kind":"Name","value":"diferencia"}}]}}]}}]} as unknown as DocumentNode<EstadoSituacionFinancieraQuery, EstadoSituacionFinancieraQueryVariables>;
export const EstadoResultadosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EstadoResultados"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TipoEstadoResultados"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desde"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hasta"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"estadoResultados"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tipo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}}},{"kind":"Argument","name":{"kind":"Name","value":"periodo_desde"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desde"}}},{"kind":"Argument","name":{"kind":"Name","value":"periodo_hasta"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hasta"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"resultado"}},{"kind":"Field","name":{"kind":"Name","value":"lineas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"cuentas"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"importe"}}]}}]}}]}}]} as unknown as DocumentNode<EstadoResultadosQuery, EstadoResultadosQueryVariables>;
export const ExcelHojaTrabajoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExcelHojaTrabajo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desde"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hasta"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excelHojaTrabajo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"periodo_desde"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desde"}}},{"kind":"Argument","name":{"kind":"Name","value":"periodo_hasta"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hasta"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<ExcelHojaTrabajoQuery, ExcelHojaTrabajoQueryVariables>;
export const ExcelBalanceComprobacionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExcelBalanceComprobacion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desde"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hasta"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excelBalanceComprobacion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"periodo_desde"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desde"}}},{"kind":"Argument","name":{"kind":"Name","value":"periodo_hasta"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hasta"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<ExcelBalanceComprobacionQuery, ExcelBalanceComprobacionQueryVariables>;
export const ExcelEstadoSituacionFinancieraDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExcelEstadoSituacionFinanciera"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desde"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hasta"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excelEstadoSituacionFinanciera"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"periodo_desde"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desde"}}},{"kind":"Argument","name":{"kind":"Name","value":"periodo_hasta"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hasta"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<ExcelEstadoSituacionFinancieraQuery, ExcelEstadoSituacionFinancieraQueryVariables>;
export const ExcelEstadoResultadosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExcelEstadoResultados"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TipoEstadoResultados"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desde"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hasta"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excelEstadoResultados"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tipo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}}},{"kind":"Argument","name":{"kind":"Name","value":"periodo_desde"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desde"}}},{"kind":"Argument","name":{"kind":"Name","value":"periodo_hasta"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hasta"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<ExcelEstadoResultadosQuery, ExcelEstadoResultadosQueryVariables>;
export const PdfHojaTrabajoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PdfHojaTrabajo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desde"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hasta"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pdfHojaTrabajo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"periodo_desde"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desde"}}},{"kind":"Argument","name":{"kind":"Name","value":"periodo_hasta"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hasta"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<PdfHojaTrabajoQuery, PdfHojaTrabajoQueryVariables>;
export const PdfBalanceComprobacionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PdfBalanceComprobacion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desde"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hasta"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pdfBalanceComprobacion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"periodo_desde"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desde"}}},{"kind":"Argument","name":{"kind":"Name","value":"periodo_hasta"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hasta"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<PdfBalanceComprobacionQuery, PdfBalanceComprobacionQueryVariables>;
export const PdfEstadoSituacionFinancieraDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PdfEstadoSituacionFinanciera"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desde"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hasta"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pdfEstadoSituacionFinanciera"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"periodo_desde"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desde"}}},{"kind":"Argument","name":{"kind":"Name","value":"periodo_hasta"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hasta"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<PdfEstadoSituacionFinancieraQuery, PdfEstadoSituacionFinancieraQueryVariables>;
export const PdfEstadoResultadosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PdfEstadoResultados"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TipoEstadoResultados"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desde"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hasta"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pdfEstadoResultados"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tipo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}}},{"kind":"Argument","name":{"kind":"Name","value":"periodo_desde"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desde"}}},{"kind":"Argument","name":{"kind":"Name","value":"periodo_hasta"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hasta"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<PdfEstadoResultadosQuery, PdfEstadoResultadosQueryVariables>;
export const LiquidacionImpuestosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LiquidacionImpuestos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"periodo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"regimen"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RegimenRenta"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"coeficiente"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"liquidacionImpuestos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"periodo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"periodo"}}},{"kind":"Argument","name":{"kind":"Name","value":"regimen"},"value":{"kind":"Variable","name":{"kind":"Name","value":"regimen"}}},{"kind":"Argument","name":{"kind":"Name","value":"coeficiente"},"value":{"kind":"Variable","name":{"kind":"Name","value":"coeficiente"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodo"}},{"kind":"Field","name":{"kind":"Name","value":"regimen"}},{"kind":"Field","name":{"kind":"Name","value":"igv_a_pagar"}},{"kind":"Field","name":{"kind":"Name","value":"saldo_siguiente"}},{"kind":"Field","name":{"kind":"Name","value":"renta_a_pagar"}},{"kind":"Field","name":{"kind":"Name","value":"total_a_pagar"}},{"kind":"Field","name":{"kind":"Name","value":"asiento_cuo"}},{"kind":"Field","name":{"kind":"Name","value":"lineas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seccion"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"concepto"}},{"kind":"Field","name":{"kind":"Name","value":"importe"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"fuente"}},{"kind":"Field","name":{"kind":"Name","value":"enfasis"}}]}}]}}]}}]} as unknown as DocumentNode<LiquidacionImpuestosQuery, LiquidacionImpuestosQueryVariables>;
export const ExcelLiquidacionImpuestosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExcelLiquidacionImpuestos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"periodo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"regimen"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RegimenRenta"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"coeficiente"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excelLiquidacionImpuestos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"periodo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"periodo"}}},{"kind":"Argument","name":{"kind":"Name","value":"regimen"},"value":{"kind":"Variable","name":{"kind":"Name","value":"regimen"}}},{"kind":"Argument","name":{"kind":"Name","value":"coeficiente"},"value":{"kind":"Variable","name":{"kind":"Name","value":"coeficiente"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<ExcelLiquidacionImpuestosQuery, ExcelLiquidacionImpuestosQueryVariables>;
export const PdfLiquidacionImpuestosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PdfLiquidacionImpuestos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"periodo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"regimen"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RegimenRenta"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"coeficiente"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pdfLiquidacionImpuestos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"periodo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"periodo"}}},{"kind":"Argument","name":{"kind":"Name","value":"regimen"},"value":{"kind":"Variable","name":{"kind":"Name","value":"regimen"}}},{"kind":"Argument","name":{"kind":"Name","value":"coeficiente"},"value":{"kind":"Variable","name":{"kind":"Name","value":"coeficiente"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<PdfLiquidacionImpuestosQuery, PdfLiquidacionImpuestosQueryVariables>;
export const RegistrarLiquidacionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegistrarLiquidacion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"periodo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"regimen"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RegimenRenta"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"coeficiente"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrarLiquidacion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"periodo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"periodo"}}},{"kind":"Argument","name":{"kind":"Name","value":"regimen"},"value":{"kind":"Variable","name":{"kind":"Name","value":"regimen"}}},{"kind":"Argument","name":{"kind":"Name","value":"coeficiente"},"value":{"kind":"Variable","name":{"kind":"Name","value":"coeficiente"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cuo"}}]}}]}}]} as unknown as DocumentNode<RegistrarLiquidacionMutation, RegistrarLiquidacionMutationVariables>;
export const DaotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Daot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"anio"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TipoDaot"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getDaot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"anio"},"value":{"kind":"Variable","name":{"kind":"Name","value":"anio"}}},{"kind":"Argument","name":{"kind":"Name","value":"tipo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"anio"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"uit"}},{"kind":"Field","name":{"kind":"Name","value":"umbral"}},{"kind":"Field","name":{"kind":"Name","value":"terceros"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tipo_documento"}},{"kind":"Field","name":{"kind":"Name","value":"numero_documento"}},{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"documentos"}},{"kind":"Field","name":{"kind":"Name","value":"base"}},{"kind":"Field","name":{"kind":"Name","value":"igv"}},{"kind":"Field","name":{"kind":"Name","value":"no_gravada"}},{"kind":"Field","name":{"kind":"Name","value":"monto"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<DaotQuery, DaotQueryVariables>;
export const ExcelDaotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExcelDaot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"anio"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TipoDaot"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excelDaot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"anio"},"value":{"kind":"Variable","name":{"kind":"Name","value":"anio"}}},{"kind":"Argument","name":{"kind":"Name","value":"tipo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<ExcelDaotQuery, ExcelDaotQueryVariables>;
export const LibroDiarioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LibroDiario"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"periodo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limite"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"operacionesByLibro"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"periodo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"periodo"}}},{"kind":"Argument","name":{"kind":"Name","value":"limite"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limite"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"filas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cuo"}},{"kind":"Field","name":{"kind":"Name","value":"libro"}},{"kind":"Field","name":{"kind":"Name","value":"fecha_contable"}},{"kind":"Field","name":{"kind":"Name","value":"glosa"}},{"kind":"Field","name":{"kind":"Name","value":"moneda"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_comprobante"}},{"kind":"Field","name":{"kind":"Name","value":"serie"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"persona_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"lineas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linea"}},{"kind":"Field","name":{"kind":"Name","value":"cuenta"}},{"kind":"Field","name":{"kind":"Name","value":"glosa"}},{"kind":"Field","name":{"kind":"Name","value":"debe"}},{"kind":"Field","name":{"kind":"Name","value":"haber"}},{"kind":"Field","name":{"kind":"Name","value":"destino"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"balanceComprobacion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"periodo_desde"},"value":{"kind":"Variable","name":{"kind":"Name","value":"periodo"}}},{"kind":"Argument","name":{"kind":"Name","value":"periodo_hasta"},"value":{"kind":"Variable","name":{"kind":"Name","value":"periodo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total_debe"}},{"kind":"Field","name":{"kind":"Name","value":"total_haber"}}]}}]}}]} as unknown as DocumentNode<LibroDiarioQuery, LibroDiarioQueryVariables>;
export const LibroMayorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LibroMayor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cuenta"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desde"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hasta"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"libroMayor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cuenta"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cuenta"}}},{"kind":"Argument","name":{"kind":"Name","value":"periodo_desde"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desde"}}},{"kind":"Argument","name":{"kind":"Name","value":"periodo_hasta"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hasta"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cuenta"}},{"kind":"Field","name":{"kind":"Name","value":"denominacion"}},{"kind":"Field","name":{"kind":"Name","value":"saldo_inicial"}},{"kind":"Field","name":{"kind":"Name","value":"total_debe"}},{"kind":"Field","name":{"kind":"Name","value":"total_haber"}},{"kind":"Field","name":{"kind":"Name","value":"saldo_final"}},{"kind":"Field","name":{"kind":"Name","value":"movimientos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"operacion_id"}},{"kind":"Field","name":{"kind":"Name","value":"linea"}},{"kind":"Field","name":{"kind":"Name","value":"periodo"}},{"kind":"Field","name":{"kind":"Name","value":"fecha"}},{"kind":"Field","name":{"kind":"Name","value":"cuo"}},{"kind":"Field","name":{"kind":"Name","value":"libro"}},{"kind":"Field","name":{"kind":"Name","value":"cuenta"}},{"kind":"Field","name":{"kind":"Name","value":"glosa"}},{"kind":"Field","name":{"kind":"Name","value":"documento"}},{"kind":"Field","name":{"kind":"Name","value":"debe"}},{"kind":"Field","name":{"kind":"Name","value":"haber"}},{"kind":"Field","name":{"kind":"Name","value":"saldo"}}]}}]}}]}}]} as unknown as DocumentNode<LibroMayorQuery, LibroMayorQueryVariables>;
export const RegistroVentasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegistroVentas"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"periodo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registroVentas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"periodo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"periodo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodo"}},{"kind":"Field","name":{"kind":"Name","value":"filas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cuo"}},{"kind":"Field","name":{"kind":"Name","value":"fecha_emision"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_comprobante"}},{"kind":"Field","name":{"kind":"Name","value":"serie"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"numero_final"}},{"kind":"Field","name":{"kind":"Name","value":"cliente_numero_documento"}},{"kind":"Field","name":{"kind":"Name","value":"cliente_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"exportacion"}},{"kind":"Field","name":{"kind":"Name","value":"base_gravada"}},{"kind":"Field","name":{"kind":"Name","value":"igv"}},{"kind":"Field","name":{"kind":"Name","value":"exonerada"}},{"kind":"Field","name":{"kind":"Name","value":"inafecta"}},{"kind":"Field","name":{"kind":"Name","value":"isc"}},{"kind":"Field","name":{"kind":"Name","value":"icbper"}},{"kind":"Field","name":{"kind":"Name","value":"otros"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"moneda"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_cambio"}},{"kind":"Field","name":{"kind":"Name","value":"total_documento"}},{"kind":"Field","name":{"kind":"Name","value":"estado_ple"}},{"kind":"Field","name":{"kind":"Name","value":"de_facturacion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totales"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportacion"}},{"kind":"Field","name":{"kind":"Name","value":"base_gravada"}},{"kind":"Field","name":{"kind":"Name","value":"igv"}},{"kind":"Field","name":{"kind":"Name","value":"exonerada"}},{"kind":"Field","name":{"kind":"Name","value":"inafecta"}},{"kind":"Field","name":{"kind":"Name","value":"isc"}},{"kind":"Field","name":{"kind":"Name","value":"icbper"}},{"kind":"Field","name":{"kind":"Name","value":"otros"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<RegistroVentasQuery, RegistroVentasQueryVariables>;
export const VentaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Venta"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"venta"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cuo"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_comprobante"}},{"kind":"Field","name":{"kind":"Name","value":"serie"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"cliente_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"moneda"}},{"kind":"Field","name":{"kind":"Name","value":"anulada"}},{"kind":"Field","name":{"kind":"Name","value":"asiento"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linea"}},{"kind":"Field","name":{"kind":"Name","value":"cuenta"}},{"kind":"Field","name":{"kind":"Name","value":"glosa"}},{"kind":"Field","name":{"kind":"Name","value":"debe"}},{"kind":"Field","name":{"kind":"Name","value":"haber"}},{"kind":"Field","name":{"kind":"Name","value":"debe_me"}},{"kind":"Field","name":{"kind":"Name","value":"haber_me"}},{"kind":"Field","name":{"kind":"Name","value":"destino"}}]}}]}}]}}]} as unknown as DocumentNode<VentaQuery, VentaQueryVariables>;
export const PrevisualizarVentaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrevisualizarVenta"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrarVentaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previsualizarVenta"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodo"}},{"kind":"Field","name":{"kind":"Name","value":"libro"}},{"kind":"Field","name":{"kind":"Name","value":"estado_ple"}},{"kind":"Field","name":{"kind":"Name","value":"cliente_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"cliente_nuevo"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"total_debe"}},{"kind":"Field","name":{"kind":"Name","value":"total_haber"}},{"kind":"Field","name":{"kind":"Name","value":"lineas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cuenta"}},{"kind":"Field","name":{"kind":"Name","value":"denominacion"}},{"kind":"Field","name":{"kind":"Name","value":"glosa"}},{"kind":"Field","name":{"kind":"Name","value":"debe"}},{"kind":"Field","name":{"kind":"Name","value":"haber"}},{"kind":"Field","name":{"kind":"Name","value":"debe_me"}},{"kind":"Field","name":{"kind":"Name","value":"haber_me"}},{"kind":"Field","name":{"kind":"Name","value":"destino"}}]}}]}}]}}]} as unknown as DocumentNode<PrevisualizarVentaQuery, PrevisualizarVentaQueryVariables>;
export const RegistrarVentaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegistrarVenta"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrarVentaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrarVenta"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cuo"}},{"kind":"Field","name":{"kind":"Name","value":"serie"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"numero_final"}},{"kind":"Field","name":{"kind":"Name","value":"cliente_nombre"}}]}}]}}]} as unknown as DocumentNode<RegistrarVentaMutation, RegistrarVentaMutationVariables>;
export const AnularVentaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnularVenta"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"anularVenta"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"anulada"}}]}}]}}]} as unknown as DocumentNode<AnularVentaMutation, AnularVentaMutationVariables>;
export const ConsultarRucDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsultarRuc"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ruc"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consultarRuc"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ruc"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ruc"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"razon_social"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}},{"kind":"Field","name":{"kind":"Name","value":"condicion"}},{"kind":"Field","name":{"kind":"Name","value":"ubigeo"}},{"kind":"Field","name":{"kind":"Name","value":"direccion"}},{"kind":"Field","name":{"kind":"Name","value":"advertencia"}}]}}]}}]} as unknown as DocumentNode<ConsultarRucQuery, ConsultarRucQueryVariables>;
export const ConsultarDniDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsultarDni"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dni"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consultarDni"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dni"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dni"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dni"}},{"kind":"Field","name":{"kind":"Name","value":"nombres"}},{"kind":"Field","name":{"kind":"Name","value":"apellido_paterno"}},{"kind":"Field","name":{"kind":"Name","value":"apellido_materno"}}]}}]}}]} as unknown as DocumentNode<ConsultarDniQuery, ConsultarDniQueryVariables>;
export const EmpresasAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmpresasAdmin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"empresasUsuario"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eliminados"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"razon_social"}},{"kind":"Field","name":{"kind":"Name","value":"direccion"}},{"kind":"Field","name":{"kind":"Name","value":"periodo"}},{"kind":"Field","name":{"kind":"Name","value":"activa"}},{"kind":"Field","name":{"kind":"Name","value":"regimen_planilla"}},{"kind":"Field","name":{"kind":"Name","value":"soporte"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]}}]} as unknown as DocumentNode<EmpresasAdminQuery, EmpresasAdminQueryVariables>;
export const CreateEmpresaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateEmpresa"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmpresaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEmpresa"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateEmpresaMutation, CreateEmpresaMutationVariables>;
export const UpdateEmpresaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateEmpresa"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmpresaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEmpresa"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateEmpresaMutation, UpdateEmpresaMutationVariables>;
export const DeleteEmpresaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteEmpresa"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEmpresa"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteEmpresaMutation, DeleteEmpresaMutationVariables>;
export const ActivateEmpresaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivateEmpresa"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateEmpresa"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ActivateEmpresaMutation, ActivateEmpresaMutationVariables>;
export const EmpresaDetalleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmpresaDetalle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"empresa"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"razon_social"}},{"kind":"Field","name":{"kind":"Name","value":"nombre_comercial"}},{"kind":"Field","name":{"kind":"Name","value":"direccion"}},{"kind":"Field","name":{"kind":"Name","value":"ubigeo"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}},{"kind":"Field","name":{"kind":"Name","value":"condicion"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefono"}},{"kind":"Field","name":{"kind":"Name","value":"documento_id"}},{"kind":"Field","name":{"kind":"Name","value":"dni"}},{"kind":"Field","name":{"kind":"Name","value":"representante"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"rubro"}},{"kind":"Field","name":{"kind":"Name","value":"regimen_planilla"}},{"kind":"Field","name":{"kind":"Name","value":"periodo"}},{"kind":"Field","name":{"kind":"Name","value":"uit"}},{"kind":"Field","name":{"kind":"Name","value":"locales"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nombre_corto"}},{"kind":"Field","name":{"kind":"Name","value":"direccion"}},{"kind":"Field","name":{"kind":"Name","value":"activo"}},{"kind":"Field","name":{"kind":"Name","value":"codigo_establecimiento"}},{"kind":"Field","name":{"kind":"Name","value":"codigo_serie"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"ubigeo"}},{"kind":"Field","name":{"kind":"Name","value":"correo"}},{"kind":"Field","name":{"kind":"Name","value":"telefono"}},{"kind":"Field","name":{"kind":"Name","value":"codigo_sunat"}},{"kind":"Field","name":{"kind":"Name","value":"enviar_xml"}},{"kind":"Field","name":{"kind":"Name","value":"enviar_email"}},{"kind":"Field","name":{"kind":"Name","value":"formato_pdf"}},{"kind":"Field","name":{"kind":"Name","value":"diseno_pdf"}},{"kind":"Field","name":{"kind":"Name","value":"width_ticket"}},{"kind":"Field","name":{"kind":"Name","value":"descuento_max"}},{"kind":"Field","name":{"kind":"Name","value":"valor_desct_max"}},{"kind":"Field","name":{"kind":"Name","value":"editar_precios"}},{"kind":"Field","name":{"kind":"Name","value":"calcula_por_cantidad"}},{"kind":"Field","name":{"kind":"Name","value":"calculo_comprobante"}}]}}]}}]}}]} as unknown as DocumentNode<EmpresaDetalleQuery, EmpresaDetalleQueryVariables>;
export const CreateLocalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLocal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"empresa_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLocal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"empresa_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"empresa_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateLocalMutation, CreateLocalMutationVariables>;
export const UpdateLocalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLocal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLocal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateLocalMutation, UpdateLocalMutationVariables>;
export const DeleteLocalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteLocal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLocal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteLocalMutation, DeleteLocalMutationVariables>;
export const SeriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Series"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"local_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"series"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"local_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"local_id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_comprobante"}},{"kind":"Field","name":{"kind":"Name","value":"serie"}},{"kind":"Field","name":{"kind":"Name","value":"ultimo"}},{"kind":"Field","name":{"kind":"Name","value":"activa"}}]}}]}}]} as unknown as DocumentNode<SeriesQuery, SeriesQueryVariables>;
export const CreateSerieDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSerie"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SerieInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSerie"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_comprobante"}},{"kind":"Field","name":{"kind":"Name","value":"serie"}},{"kind":"Field","name":{"kind":"Name","value":"ultimo"}},{"kind":"Field","name":{"kind":"Name","value":"activa"}}]}}]}}]} as unknown as DocumentNode<CreateSerieMutation, CreateSerieMutationVariables>;
export const CredencialesSunatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CredencialesSunat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"empresa_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"credencialesSunat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"empresa_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"empresa_id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CredencialesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CredencialesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CredencialesSunat"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usuario_sol"}},{"kind":"Field","name":{"kind":"Name","value":"tiene_password_sol"}},{"kind":"Field","name":{"kind":"Name","value":"tiene_certificado"}},{"kind":"Field","name":{"kind":"Name","value":"certificado_sujeto"}},{"kind":"Field","name":{"kind":"Name","value":"certificado_ruc"}},{"kind":"Field","name":{"kind":"Name","value":"certificado_vence"}}]}}]} as unknown as DocumentNode<CredencialesSunatQuery, CredencialesSunatQueryVariables>;
export const GuardarCredencialesSolDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GuardarCredencialesSol"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"empresa_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"usuario_sol"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password_sol"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"guardarCredencialesSol"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"empresa_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"empresa_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"usuario_sol"},"value":{"kind":"Variable","name":{"kind":"Name","value":"usuario_sol"}}},{"kind":"Argument","name":{"kind":"Name","value":"password_sol"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password_sol"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CredencialesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CredencialesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CredencialesSunat"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usuario_sol"}},{"kind":"Field","name":{"kind":"Name","value":"tiene_password_sol"}},{"kind":"Field","name":{"kind":"Name","value":"tiene_certificado"}},{"kind":"Field","name":{"kind":"Name","value":"certificado_sujeto"}},{"kind":"Field","name":{"kind":"Name","value":"certificado_ruc"}},{"kind":"Field","name":{"kind":"Name","value":"certificado_vence"}}]}}]} as unknown as DocumentNode<GuardarCredencialesSolMutation, GuardarCredencialesSolMutationVariables>;
export const SubirCertificadoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubirCertificado"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"empresa_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pfx_base64"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subirCertificado"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"empresa_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"empresa_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"pfx_base64"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pfx_base64"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VerificacionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VerificacionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificacionCertificado"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legible"}},{"kind":"Field","name":{"kind":"Name","value":"vigente"}},{"kind":"Field","name":{"kind":"Name","value":"ruc_coincide"}},{"kind":"Field","name":{"kind":"Name","value":"dias_para_vencer"}},{"kind":"Field","name":{"kind":"Name","value":"sujeto"}},{"kind":"Field","name":{"kind":"Name","value":"vence"}},{"kind":"Field","name":{"kind":"Name","value":"mensaje"}}]}}]} as unknown as DocumentNode<SubirCertificadoMutation, SubirCertificadoMutationVariables>;
export const VerificarCertificadoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VerificarCertificado"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"empresa_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verificarCertificado"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"empresa_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"empresa_id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VerificacionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VerificacionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificacionCertificado"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legible"}},{"kind":"Field","name":{"kind":"Name","value":"vigente"}},{"kind":"Field","name":{"kind":"Name","value":"ruc_coincide"}},{"kind":"Field","name":{"kind":"Name","value":"dias_para_vencer"}},{"kind":"Field","name":{"kind":"Name","value":"sujeto"}},{"kind":"Field","name":{"kind":"Name","value":"vence"}},{"kind":"Field","name":{"kind":"Name","value":"mensaje"}}]}}]} as unknown as DocumentNode<VerificarCertificadoQuery, VerificarCertificadoQueryVariables>;
export const ExcelEmpresasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExcelEmpresas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excelEmpresas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eliminados"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<ExcelEmpresasQuery, ExcelEmpresasQueryVariables>;
export const PcgeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Pcge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"param"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limite"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desde"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pcge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"param"},"value":{"kind":"Variable","name":{"kind":"Name","value":"param"}}},{"kind":"Argument","name":{"kind":"Name","value":"limite"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limite"}}},{"kind":"Argument","name":{"kind":"Name","value":"desde"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desde"}}},{"kind":"Argument","name":{"kind":"Name","value":"eliminados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"filas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CuentaPcgeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CuentaPcgeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CuentaPcge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"denominacion"}},{"kind":"Field","name":{"kind":"Name","value":"nivel"}},{"kind":"Field","name":{"kind":"Name","value":"codigo_padre"}},{"kind":"Field","name":{"kind":"Name","value":"esf"}},{"kind":"Field","name":{"kind":"Name","value":"ern"}},{"kind":"Field","name":{"kind":"Name","value":"erf"}},{"kind":"Field","name":{"kind":"Name","value":"efle"}},{"kind":"Field","name":{"kind":"Name","value":"ecp"}},{"kind":"Field","name":{"kind":"Name","value":"efe"}},{"kind":"Field","name":{"kind":"Name","value":"smvn"}},{"kind":"Field","name":{"kind":"Name","value":"smve"}},{"kind":"Field","name":{"kind":"Name","value":"amarre_debe"}},{"kind":"Field","name":{"kind":"Name","value":"amarre_haber"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<PcgeQuery, PcgeQueryVariables>;
export const PcgeBuscarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PcgeBuscar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"param"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limite"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pcge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"param"},"value":{"kind":"Variable","name":{"kind":"Name","value":"param"}}},{"kind":"Argument","name":{"kind":"Name","value":"limite"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limite"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"denominacion"}}]}}]}}]}}]} as unknown as DocumentNode<PcgeBuscarQuery, PcgeBuscarQueryVariables>;
export const CreateCuentaPcgeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCuentaPcge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CuentaPcgeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCuentaPcge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CuentaPcgeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CuentaPcgeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CuentaPcge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"denominacion"}},{"kind":"Field","name":{"kind":"Name","value":"nivel"}},{"kind":"Field","name":{"kind":"Name","value":"codigo_padre"}},{"kind":"Field","name":{"kind":"Name","value":"esf"}},{"kind":"Field","name":{"kind":"Name","value":"ern"}},{"kind":"Field","name":{"kind":"Name","value":"erf"}},{"kind":"Field","name":{"kind":"Name","value":"efle"}},{"kind":"Field","name":{"kind":"Name","value":"ecp"}},{"kind":"Field","name":{"kind":"Name","value":"efe"}},{"kind":"Field","name":{"kind":"Name","value":"smvn"}},{"kind":"Field","name":{"kind":"Name","value":"smve"}},{"kind":"Field","name":{"kind":"Name","value":"amarre_debe"}},{"kind":"Field","name":{"kind":"Name","value":"amarre_haber"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<CreateCuentaPcgeMutation, CreateCuentaPcgeMutationVariables>;
export const UpdateCuentaPcgeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCuentaPcge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CuentaPcgeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCuentaPcge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CuentaPcgeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CuentaPcgeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CuentaPcge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"denominacion"}},{"kind":"Field","name":{"kind":"Name","value":"nivel"}},{"kind":"Field","name":{"kind":"Name","value":"codigo_padre"}},{"kind":"Field","name":{"kind":"Name","value":"esf"}},{"kind":"Field","name":{"kind":"Name","value":"ern"}},{"kind":"Field","name":{"kind":"Name","value":"erf"}},{"kind":"Field","name":{"kind":"Name","value":"efle"}},{"kind":"Field","name":{"kind":"Name","value":"ecp"}},{"kind":"Field","name":{"kind":"Name","value":"efe"}},{"kind":"Field","name":{"kind":"Name","value":"smvn"}},{"kind":"Field","name":{"kind":"Name","value":"smve"}},{"kind":"Field","name":{"kind":"Name","value":"amarre_debe"}},{"kind":"Field","name":{"kind":"Name","value":"amarre_haber"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<UpdateCuentaPcgeMutation, UpdateCuentaPcgeMutationVariables>;
export const DeleteCuentaPcgeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCuentaPcge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCuentaPcge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CuentaPcgeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CuentaPcgeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CuentaPcge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"denominacion"}},{"kind":"Field","name":{"kind":"Name","value":"nivel"}},{"kind":"Field","name":{"kind":"Name","value":"codigo_padre"}},{"kind":"Field","name":{"kind":"Name","value":"esf"}},{"kind":"Field","name":{"kind":"Name","value":"ern"}},{"kind":"Field","name":{"kind":"Name","value":"erf"}},{"kind":"Field","name":{"kind":"Name","value":"efle"}},{"kind":"Field","name":{"kind":"Name","value":"ecp"}},{"kind":"Field","name":{"kind":"Name","value":"efe"}},{"kind":"Field","name":{"kind":"Name","value":"smvn"}},{"kind":"Field","name":{"kind":"Name","value":"smve"}},{"kind":"Field","name":{"kind":"Name","value":"amarre_debe"}},{"kind":"Field","name":{"kind":"Name","value":"amarre_haber"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<DeleteCuentaPcgeMutation, DeleteCuentaPcgeMutationVariables>;
export const ActivateCuentaPcgeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivateCuentaPcge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateCuentaPcge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CuentaPcgeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CuentaPcgeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CuentaPcge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"denominacion"}},{"kind":"Field","name":{"kind":"Name","value":"nivel"}},{"kind":"Field","name":{"kind":"Name","value":"codigo_padre"}},{"kind":"Field","name":{"kind":"Name","value":"esf"}},{"kind":"Field","name":{"kind":"Name","value":"ern"}},{"kind":"Field","name":{"kind":"Name","value":"erf"}},{"kind":"Field","name":{"kind":"Name","value":"efle"}},{"kind":"Field","name":{"kind":"Name","value":"ecp"}},{"kind":"Field","name":{"kind":"Name","value":"efe"}},{"kind":"Field","name":{"kind":"Name","value":"smvn"}},{"kind":"Field","name":{"kind":"Name","value":"smve"}},{"kind":"Field","name":{"kind":"Name","value":"amarre_debe"}},{"kind":"Field","name":{"kind":"Name","value":"amarre_haber"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<ActivateCuentaPcgeMutation, ActivateCuentaPcgeMutationVariables>;
export const ExcelPcgeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExcelPcge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"param"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excelPCGE"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"param"},"value":{"kind":"Variable","name":{"kind":"Name","value":"param"}}},{"kind":"Argument","name":{"kind":"Name","value":"eliminados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<ExcelPcgeQuery, ExcelPcgeQueryVariables>;
export const PersonasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Personas"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"param"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limite"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desde"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tipo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}}},{"kind":"Argument","name":{"kind":"Name","value":"param"},"value":{"kind":"Variable","name":{"kind":"Name","value":"param"}}},{"kind":"Argument","name":{"kind":"Name","value":"limite"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limite"}}},{"kind":"Argument","name":{"kind":"Name","value":"desde"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desde"}}},{"kind":"Argument","name":{"kind":"Name","value":"eliminados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"filas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonaFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Persona"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"documento_id"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"razon_social"}},{"kind":"Field","name":{"kind":"Name","value":"direccion"}},{"kind":"Field","name":{"kind":"Name","value":"ubigeo"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}},{"kind":"Field","name":{"kind":"Name","value":"condicion"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefono"}},{"kind":"Field","name":{"kind":"Name","value":"observacion"}},{"kind":"Field","name":{"kind":"Name","value":"cuenta_detraccion"}},{"kind":"Field","name":{"kind":"Name","value":"is_default"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<PersonasQuery, PersonasQueryVariables>;
export const CreatePersonaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePersona"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PersonaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPersona"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonaFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Persona"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"documento_id"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"razon_social"}},{"kind":"Field","name":{"kind":"Name","value":"direccion"}},{"kind":"Field","name":{"kind":"Name","value":"ubigeo"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}},{"kind":"Field","name":{"kind":"Name","value":"condicion"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefono"}},{"kind":"Field","name":{"kind":"Name","value":"observacion"}},{"kind":"Field","name":{"kind":"Name","value":"cuenta_detraccion"}},{"kind":"Field","name":{"kind":"Name","value":"is_default"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<CreatePersonaMutation, CreatePersonaMutationVariables>;
export const UpdatePersonaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePersona"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PersonaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePersona"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonaFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Persona"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"documento_id"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"razon_social"}},{"kind":"Field","name":{"kind":"Name","value":"direccion"}},{"kind":"Field","name":{"kind":"Name","value":"ubigeo"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}},{"kind":"Field","name":{"kind":"Name","value":"condicion"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefono"}},{"kind":"Field","name":{"kind":"Name","value":"observacion"}},{"kind":"Field","name":{"kind":"Name","value":"cuenta_detraccion"}},{"kind":"Field","name":{"kind":"Name","value":"is_default"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<UpdatePersonaMutation, UpdatePersonaMutationVariables>;
export const DeletePersonaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePersona"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePersona"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonaFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Persona"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"documento_id"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"razon_social"}},{"kind":"Field","name":{"kind":"Name","value":"direccion"}},{"kind":"Field","name":{"kind":"Name","value":"ubigeo"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}},{"kind":"Field","name":{"kind":"Name","value":"condicion"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefono"}},{"kind":"Field","name":{"kind":"Name","value":"observacion"}},{"kind":"Field","name":{"kind":"Name","value":"cuenta_detraccion"}},{"kind":"Field","name":{"kind":"Name","value":"is_default"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<DeletePersonaMutation, DeletePersonaMutationVariables>;
export const ActivatePersonaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivatePersona"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activatePersona"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonaFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Persona"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"documento_id"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"razon_social"}},{"kind":"Field","name":{"kind":"Name","value":"direccion"}},{"kind":"Field","name":{"kind":"Name","value":"ubigeo"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}},{"kind":"Field","name":{"kind":"Name","value":"condicion"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefono"}},{"kind":"Field","name":{"kind":"Name","value":"observacion"}},{"kind":"Field","name":{"kind":"Name","value":"cuenta_detraccion"}},{"kind":"Field","name":{"kind":"Name","value":"is_default"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<ActivatePersonaMutation, ActivatePersonaMutationVariables>;
export const ExcelPersonasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExcelPersonas"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"param"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excelPersonas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tipo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}}},{"kind":"Argument","name":{"kind":"Name","value":"param"},"value":{"kind":"Variable","name":{"kind":"Name","value":"param"}}},{"kind":"Argument","name":{"kind":"Name","value":"eliminados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<ExcelPersonasQuery, ExcelPersonasQueryVariables>;
export const ComprobanteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Comprobante"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comprobante"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComprobanteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComprobanteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comprobante"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"serie"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"fecha_emision"}},{"kind":"Field","name":{"kind":"Name","value":"moneda"}},{"kind":"Field","name":{"kind":"Name","value":"cliente_tipo_documento"}},{"kind":"Field","name":{"kind":"Name","value":"cliente_numero_documento"}},{"kind":"Field","name":{"kind":"Name","value":"cliente_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"operaciones_gravadas"}},{"kind":"Field","name":{"kind":"Name","value":"igv"}},{"kind":"Field","name":{"kind":"Name","value":"importe_total"}},{"kind":"Field","name":{"kind":"Name","value":"documento_afectado"}},{"kind":"Field","name":{"kind":"Name","value":"motivo_baja"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}},{"kind":"Field","name":{"kind":"Name","value":"codigo_sunat"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion_sunat"}},{"kind":"Field","name":{"kind":"Name","value":"notas_sunat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"intentos"}},{"kind":"Field","name":{"kind":"Name","value":"ultimo_error"}},{"kind":"Field","name":{"kind":"Name","value":"tiene_cdr"}}]}}]} as unknown as DocumentNode<ComprobanteQuery, ComprobanteQueryVariables>;
export const ComprobantesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Comprobantes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desde"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hasta"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"param"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limite"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desde_fila"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comprobantes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tipo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}}},{"kind":"Argument","name":{"kind":"Name","value":"desde"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desde"}}},{"kind":"Argument","name":{"kind":"Name","value":"hasta"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hasta"}}},{"kind":"Argument","name":{"kind":"Name","value":"param"},"value":{"kind":"Variable","name":{"kind":"Name","value":"param"}}},{"kind":"Argument","name":{"kind":"Name","value":"limite"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limite"}}},{"kind":"Argument","name":{"kind":"Name","value":"desde_fila"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desde_fila"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"filas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComprobanteFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComprobanteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comprobante"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"serie"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"fecha_emision"}},{"kind":"Field","name":{"kind":"Name","value":"moneda"}},{"kind":"Field","name":{"kind":"Name","value":"cliente_tipo_documento"}},{"kind":"Field","name":{"kind":"Name","value":"cliente_numero_documento"}},{"kind":"Field","name":{"kind":"Name","value":"cliente_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"operaciones_gravadas"}},{"kind":"Field","name":{"kind":"Name","value":"igv"}},{"kind":"Field","name":{"kind":"Name","value":"importe_total"}},{"kind":"Field","name":{"kind":"Name","value":"documento_afectado"}},{"kind":"Field","name":{"kind":"Name","value":"motivo_baja"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}},{"kind":"Field","name":{"kind":"Name","value":"codigo_sunat"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion_sunat"}},{"kind":"Field","name":{"kind":"Name","value":"notas_sunat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"intentos"}},{"kind":"Field","name":{"kind":"Name","value":"ultimo_error"}},{"kind":"Field","name":{"kind":"Name","value":"tiene_cdr"}}]}}]} as unknown as DocumentNode<ComprobantesQuery, ComprobantesQueryVariables>;
export const EmitirComprobanteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmitirComprobante"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmitirComprobanteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emitirComprobante"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComprobanteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComprobanteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comprobante"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"serie"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"fecha_emision"}},{"kind":"Field","name":{"kind":"Name","value":"moneda"}},{"kind":"Field","name":{"kind":"Name","value":"cliente_tipo_documento"}},{"kind":"Field","name":{"kind":"Name","value":"cliente_numero_documento"}},{"kind":"Field","name":{"kind":"Name","value":"cliente_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"operaciones_gravadas"}},{"kind":"Field","name":{"kind":"Name","value":"igv"}},{"kind":"Field","name":{"kind":"Name","value":"importe_total"}},{"kind":"Field","name":{"kind":"Name","value":"documento_afectado"}},{"kind":"Field","name":{"kind":"Name","value":"motivo_baja"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}},{"kind":"Field","name":{"kind":"Name","value":"codigo_sunat"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion_sunat"}},{"kind":"Field","name":{"kind":"Name","value":"notas_sunat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"intentos"}},{"kind":"Field","name":{"kind":"Name","value":"ultimo_error"}},{"kind":"Field","name":{"kind":"Name","value":"tiene_cdr"}}]}}]} as unknown as DocumentNode<EmitirComprobanteMutation, EmitirComprobanteMutationVariables>;
export const ReenviarComprobanteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReenviarComprobante"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reenviarComprobante"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComprobanteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComprobanteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comprobante"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"serie"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"fecha_emision"}},{"kind":"Field","name":{"kind":"Name","value":"moneda"}},{"kind":"Field","name":{"kind":"Name","value":"cliente_tipo_documento"}},{"kind":"Field","name":{"kind":"Name","value":"cliente_numero_documento"}},{"kind":"Field","name":{"kind":"Name","value":"cliente_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"operaciones_gravadas"}},{"kind":"Field","name":{"kind":"Name","value":"igv"}},{"kind":"Field","name":{"kind":"Name","value":"importe_total"}},{"kind":"Field","name":{"kind":"Name","value":"documento_afectado"}},{"kind":"Field","name":{"kind":"Name","value":"motivo_baja"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}},{"kind":"Field","name":{"kind":"Name","value":"codigo_sunat"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion_sunat"}},{"kind":"Field","name":{"kind":"Name","value":"notas_sunat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"intentos"}},{"kind":"Field","name":{"kind":"Name","value":"ultimo_error"}},{"kind":"Field","name":{"kind":"Name","value":"tiene_cdr"}}]}}]} as unknown as DocumentNode<ReenviarComprobanteMutation, ReenviarComprobanteMutationVariables>;
export const XmlComprobanteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"XmlComprobante"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"xmlComprobante"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<XmlComprobanteQuery, XmlComprobanteQueryVariables>;
export const CdrComprobanteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CdrComprobante"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cdrComprobante"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<CdrComprobanteQuery, CdrComprobanteQueryVariables>;
export const CalculoLocalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalculoLocal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"empresa"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"locales"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"calculo_comprobante"}}]}}]}}]}}]} as unknown as DocumentNode<CalculoLocalQuery, CalculoLocalQueryVariables>;
export const PdfComprobanteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PdfComprobante"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pdfComprobante"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<PdfComprobanteQuery, PdfComprobanteQueryVariables>;
export const ComprobanteParaNotaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComprobanteParaNota"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comprobante"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"serie"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}},{"kind":"Field","name":{"kind":"Name","value":"moneda"}},{"kind":"Field","name":{"kind":"Name","value":"cliente_tipo_documento"}},{"kind":"Field","name":{"kind":"Name","value":"cliente_numero_documento"}},{"kind":"Field","name":{"kind":"Name","value":"cliente_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"cliente_direccion"}},{"kind":"Field","name":{"kind":"Name","value":"importe_total"}},{"kind":"Field","name":{"kind":"Name","value":"lineas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"unidad"}},{"kind":"Field","name":{"kind":"Name","value":"cantidad"}},{"kind":"Field","name":{"kind":"Name","value":"afectacion"}},{"kind":"Field","name":{"kind":"Name","value":"valor_unitario"}},{"kind":"Field","name":{"kind":"Name","value":"precio_unitario"}}]}}]}}]}}]} as unknown as DocumentNode<ComprobanteParaNotaQuery, ComprobanteParaNotaQueryVariables>;
export const ContactoComprobanteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactoComprobante"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactoComprobante"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"correo"}},{"kind":"Field","name":{"kind":"Name","value":"telefono"}},{"kind":"Field","name":{"kind":"Name","value":"texto_consulta"}}]}}]}}]} as unknown as DocumentNode<ContactoComprobanteQuery, ContactoComprobanteQueryVariables>;
export const EnviarComprobantePorCorreoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnviarComprobantePorCorreo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"correo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enviarComprobantePorCorreo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"correo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"correo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"para"}},{"kind":"Field","name":{"kind":"Name","value":"adjuntos"}}]}}]}}]} as unknown as DocumentNode<EnviarComprobantePorCorreoMutation, EnviarComprobantePorCorreoMutationVariables>;
export const ExcelComprobantesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExcelComprobantes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FiltroComprobantesInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excelComprobantes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<ExcelComprobantesQuery, ExcelComprobantesQueryVariables>;
export const DescargaMasivaComprobantesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DescargaMasivaComprobantes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FiltroComprobantesInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"archivos"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ArchivoComprobante"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"descargaMasivaComprobantes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"archivos"},"value":{"kind":"Variable","name":{"kind":"Name","value":"archivos"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<DescargaMasivaComprobantesQuery, DescargaMasivaComprobantesQueryVariables>;
export const VistaPreviaComprobanteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VistaPreviaComprobante"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmitirComprobanteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preViewPdfSinValidez"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<VistaPreviaComprobanteQuery, VistaPreviaComprobanteQueryVariables>;
export const RegistrarContingenciaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegistrarContingencia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContingenciaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrarContingencia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComprobanteFields"}},{"kind":"Field","name":{"kind":"Name","value":"contingencia"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComprobanteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comprobante"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"serie"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"fecha_emision"}},{"kind":"Field","name":{"kind":"Name","value":"moneda"}},{"kind":"Field","name":{"kind":"Name","value":"cliente_tipo_documento"}},{"kind":"Field","name":{"kind":"Name","value":"cliente_numero_documento"}},{"kind":"Field","name":{"kind":"Name","value":"cliente_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"operaciones_gravadas"}},{"kind":"Field","name":{"kind":"Name","value":"igv"}},{"kind":"Field","name":{"kind":"Name","value":"importe_total"}},{"kind":"Field","name":{"kind":"Name","value":"documento_afectado"}},{"kind":"Field","name":{"kind":"Name","value":"motivo_baja"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}},{"kind":"Field","name":{"kind":"Name","value":"codigo_sunat"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion_sunat"}},{"kind":"Field","name":{"kind":"Name","value":"notas_sunat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"intentos"}},{"kind":"Field","name":{"kind":"Name","value":"ultimo_error"}},{"kind":"Field","name":{"kind":"Name","value":"tiene_cdr"}}]}}]} as unknown as DocumentNode<RegistrarContingenciaMutation, RegistrarContingenciaMutationVariables>;
export const ContingenciasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Contingencias"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desde"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hasta"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"param"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limite"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desde_fila"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comprobantes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contingencia"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"tipo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}}},{"kind":"Argument","name":{"kind":"Name","value":"desde"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desde"}}},{"kind":"Argument","name":{"kind":"Name","value":"hasta"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hasta"}}},{"kind":"Argument","name":{"kind":"Name","value":"param"},"value":{"kind":"Variable","name":{"kind":"Name","value":"param"}}},{"kind":"Argument","name":{"kind":"Name","value":"limite"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limite"}}},{"kind":"Argument","name":{"kind":"Name","value":"desde_fila"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desde_fila"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"filas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComprobanteFields"}},{"kind":"Field","name":{"kind":"Name","value":"motivo_baja"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComprobanteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comprobante"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"serie"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"fecha_emision"}},{"kind":"Field","name":{"kind":"Name","value":"moneda"}},{"kind":"Field","name":{"kind":"Name","value":"cliente_tipo_documento"}},{"kind":"Field","name":{"kind":"Name","value":"cliente_numero_documento"}},{"kind":"Field","name":{"kind":"Name","value":"cliente_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"operaciones_gravadas"}},{"kind":"Field","name":{"kind":"Name","value":"igv"}},{"kind":"Field","name":{"kind":"Name","value":"importe_total"}},{"kind":"Field","name":{"kind":"Name","value":"documento_afectado"}},{"kind":"Field","name":{"kind":"Name","value":"motivo_baja"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}},{"kind":"Field","name":{"kind":"Name","value":"codigo_sunat"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion_sunat"}},{"kind":"Field","name":{"kind":"Name","value":"notas_sunat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"intentos"}},{"kind":"Field","name":{"kind":"Name","value":"ultimo_error"}},{"kind":"Field","name":{"kind":"Name","value":"tiene_cdr"}}]}}]} as unknown as DocumentNode<ContingenciasQuery, ContingenciasQueryVariables>;
export const AnularComprobanteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnularComprobante"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"motivo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"anularComprobante"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"motivo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"motivo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComprobanteFields"}},{"kind":"Field","name":{"kind":"Name","value":"motivo_baja"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComprobanteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comprobante"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"serie"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"fecha_emision"}},{"kind":"Field","name":{"kind":"Name","value":"moneda"}},{"kind":"Field","name":{"kind":"Name","value":"cliente_tipo_documento"}},{"kind":"Field","name":{"kind":"Name","value":"cliente_numero_documento"}},{"kind":"Field","name":{"kind":"Name","value":"cliente_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"operaciones_gravadas"}},{"kind":"Field","name":{"kind":"Name","value":"igv"}},{"kind":"Field","name":{"kind":"Name","value":"importe_total"}},{"kind":"Field","name":{"kind":"Name","value":"documento_afectado"}},{"kind":"Field","name":{"kind":"Name","value":"motivo_baja"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}},{"kind":"Field","name":{"kind":"Name","value":"codigo_sunat"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion_sunat"}},{"kind":"Field","name":{"kind":"Name","value":"notas_sunat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"intentos"}},{"kind":"Field","name":{"kind":"Name","value":"ultimo_error"}},{"kind":"Field","name":{"kind":"Name","value":"tiene_cdr"}}]}}]} as unknown as DocumentNode<AnularComprobanteMutation, AnularComprobanteMutationVariables>;
export const ResumenesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Resumenes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desde"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hasta"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limite"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desde_fila"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumenes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tipo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}}},{"kind":"Argument","name":{"kind":"Name","value":"desde"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desde"}}},{"kind":"Argument","name":{"kind":"Name","value":"hasta"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hasta"}}},{"kind":"Argument","name":{"kind":"Name","value":"limite"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limite"}}},{"kind":"Argument","name":{"kind":"Name","value":"desde_fila"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desde_fila"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"filas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResumenFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResumenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resumen"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"identificador"}},{"kind":"Field","name":{"kind":"Name","value":"fecha_generacion"}},{"kind":"Field","name":{"kind":"Name","value":"fecha_referencia"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"}},{"kind":"Field","name":{"kind":"Name","value":"codigo_sunat"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion_sunat"}},{"kind":"Field","name":{"kind":"Name","value":"intentos"}},{"kind":"Field","name":{"kind":"Name","value":"ultimo_error"}},{"kind":"Field","name":{"kind":"Name","value":"tiene_cdr"}},{"kind":"Field","name":{"kind":"Name","value":"documentos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comprobante_id"}},{"kind":"Field","name":{"kind":"Name","value":"linea"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"serie"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"importe_total"}},{"kind":"Field","name":{"kind":"Name","value":"condicion"}},{"kind":"Field","name":{"kind":"Name","value":"motivo"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}}]}}]}}]} as unknown as DocumentNode<ResumenesQuery, ResumenesQueryVariables>;
export const GenerarResumenDiarioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerarResumenDiario"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fecha"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generarResumenDiario"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fecha"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fecha"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResumenFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResumenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resumen"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"identificador"}},{"kind":"Field","name":{"kind":"Name","value":"fecha_generacion"}},{"kind":"Field","name":{"kind":"Name","value":"fecha_referencia"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"}},{"kind":"Field","name":{"kind":"Name","value":"codigo_sunat"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion_sunat"}},{"kind":"Field","name":{"kind":"Name","value":"intentos"}},{"kind":"Field","name":{"kind":"Name","value":"ultimo_error"}},{"kind":"Field","name":{"kind":"Name","value":"tiene_cdr"}},{"kind":"Field","name":{"kind":"Name","value":"documentos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comprobante_id"}},{"kind":"Field","name":{"kind":"Name","value":"linea"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"serie"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"importe_total"}},{"kind":"Field","name":{"kind":"Name","value":"condicion"}},{"kind":"Field","name":{"kind":"Name","value":"motivo"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}}]}}]}}]} as unknown as DocumentNode<GenerarResumenDiarioMutation, GenerarResumenDiarioMutationVariables>;
export const ReenviarResumenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReenviarResumen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reenviarResumen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResumenFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResumenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resumen"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"identificador"}},{"kind":"Field","name":{"kind":"Name","value":"fecha_generacion"}},{"kind":"Field","name":{"kind":"Name","value":"fecha_referencia"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"}},{"kind":"Field","name":{"kind":"Name","value":"codigo_sunat"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion_sunat"}},{"kind":"Field","name":{"kind":"Name","value":"intentos"}},{"kind":"Field","name":{"kind":"Name","value":"ultimo_error"}},{"kind":"Field","name":{"kind":"Name","value":"tiene_cdr"}},{"kind":"Field","name":{"kind":"Name","value":"documentos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comprobante_id"}},{"kind":"Field","name":{"kind":"Name","value":"linea"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"serie"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"importe_total"}},{"kind":"Field","name":{"kind":"Name","value":"condicion"}},{"kind":"Field","name":{"kind":"Name","value":"motivo"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}}]}}]}}]} as unknown as DocumentNode<ReenviarResumenMutation, ReenviarResumenMutationVariables>;
export const XmlResumenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"XmlResumen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"xmlResumen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<XmlResumenQuery, XmlResumenQueryVariables>;
export const CdrResumenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CdrResumen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cdrResumen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<CdrResumenQuery, CdrResumenQueryVariables>;
export const EnvioSunatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EnvioSunat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"envioSunat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"soap_envio"}},{"kind":"Field","name":{"kind":"Name","value":"envio_pausado"}},{"kind":"Field","name":{"kind":"Name","value":"envio_boletas"}},{"kind":"Field","name":{"kind":"Name","value":"comprobantes_pendientes"}},{"kind":"Field","name":{"kind":"Name","value":"resumenes_pendientes"}}]}}]}}]} as unknown as DocumentNode<EnvioSunatQuery, EnvioSunatQueryVariables>;
export const PausarEnvioSunatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PausarEnvioSunat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pausado"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pausarEnvioSunat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pausado"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pausado"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"soap_envio"}},{"kind":"Field","name":{"kind":"Name","value":"envio_pausado"}},{"kind":"Field","name":{"kind":"Name","value":"envio_boletas"}},{"kind":"Field","name":{"kind":"Name","value":"comprobantes_pendientes"}},{"kind":"Field","name":{"kind":"Name","value":"resumenes_pendientes"}}]}}]}}]} as unknown as DocumentNode<PausarEnvioSunatMutation, PausarEnvioSunatMutationVariables>;
export const DocumentosInternosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentosInternos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desde"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hasta"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"buscar"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limite"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentosInternos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tipo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}}},{"kind":"Argument","name":{"kind":"Name","value":"desde"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desde"}}},{"kind":"Argument","name":{"kind":"Name","value":"hasta"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hasta"}}},{"kind":"Argument","name":{"kind":"Name","value":"buscar"},"value":{"kind":"Variable","name":{"kind":"Name","value":"buscar"}}},{"kind":"Argument","name":{"kind":"Name","value":"limite"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limite"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"filas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentoInternoFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentoInternoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentoInterno"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"serie"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"fecha_emision"}},{"kind":"Field","name":{"kind":"Name","value":"fecha_vencimiento"}},{"kind":"Field","name":{"kind":"Name","value":"moneda"}},{"kind":"Field","name":{"kind":"Name","value":"persona_tipo_documento"}},{"kind":"Field","name":{"kind":"Name","value":"persona_numero_documento"}},{"kind":"Field","name":{"kind":"Name","value":"persona_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"importe_total"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}},{"kind":"Field","name":{"kind":"Name","value":"vencida"}},{"kind":"Field","name":{"kind":"Name","value":"motivo_anulacion"}},{"kind":"Field","name":{"kind":"Name","value":"comprobante"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"serie"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}}]}}]}}]} as unknown as DocumentNode<DocumentosInternosQuery, DocumentosInternosQueryVariables>;
export const EmitirDocumentoInternoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmitirDocumentoInterno"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmitirDocumentoInternoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emitirDocumentoInterno"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentoInternoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentoInternoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentoInterno"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"serie"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"fecha_emision"}},{"kind":"Field","name":{"kind":"Name","value":"fecha_vencimiento"}},{"kind":"Field","name":{"kind":"Name","value":"moneda"}},{"kind":"Field","name":{"kind":"Name","value":"persona_tipo_documento"}},{"kind":"Field","name":{"kind":"Name","value":"persona_numero_documento"}},{"kind":"Field","name":{"kind":"Name","value":"persona_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"importe_total"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}},{"kind":"Field","name":{"kind":"Name","value":"vencida"}},{"kind":"Field","name":{"kind":"Name","value":"motivo_anulacion"}},{"kind":"Field","name":{"kind":"Name","value":"comprobante"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"serie"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}}]}}]}}]} as unknown as DocumentNode<EmitirDocumentoInternoMutation, EmitirDocumentoInternoMutationVariables>;
export const AnularDocumentoInternoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnularDocumentoInterno"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"motivo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"anularDocumentoInterno"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"motivo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"motivo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentoInternoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentoInternoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentoInterno"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"serie"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"fecha_emision"}},{"kind":"Field","name":{"kind":"Name","value":"fecha_vencimiento"}},{"kind":"Field","name":{"kind":"Name","value":"moneda"}},{"kind":"Field","name":{"kind":"Name","value":"persona_tipo_documento"}},{"kind":"Field","name":{"kind":"Name","value":"persona_numero_documento"}},{"kind":"Field","name":{"kind":"Name","value":"persona_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"importe_total"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}},{"kind":"Field","name":{"kind":"Name","value":"vencida"}},{"kind":"Field","name":{"kind":"Name","value":"motivo_anulacion"}},{"kind":"Field","name":{"kind":"Name","value":"comprobante"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"serie"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}}]}}]}}]} as unknown as DocumentNode<AnularDocumentoInternoMutation, AnularDocumentoInternoMutationVariables>;
export const ConvertirProformaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConvertirProforma"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serie"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"convertirProforma"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"tipo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}}},{"kind":"Argument","name":{"kind":"Name","value":"serie"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serie"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentoInternoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentoInternoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentoInterno"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"serie"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"fecha_emision"}},{"kind":"Field","name":{"kind":"Name","value":"fecha_vencimiento"}},{"kind":"Field","name":{"kind":"Name","value":"moneda"}},{"kind":"Field","name":{"kind":"Name","value":"persona_tipo_documento"}},{"kind":"Field","name":{"kind":"Name","value":"persona_numero_documento"}},{"kind":"Field","name":{"kind":"Name","value":"persona_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"importe_total"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}},{"kind":"Field","name":{"kind":"Name","value":"vencida"}},{"kind":"Field","name":{"kind":"Name","value":"motivo_anulacion"}},{"kind":"Field","name":{"kind":"Name","value":"comprobante"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"serie"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}}]}}]}}]} as unknown as DocumentNode<ConvertirProformaMutation, ConvertirProformaMutationVariables>;
export const PdfDocumentoInternoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PdfDocumentoInterno"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pdfDocumentoInterno"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<PdfDocumentoInternoQuery, PdfDocumentoInternoQueryVariables>;
export const ComprasVentasByMonthsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComprasVentasByMonths"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"include_notes"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"anio"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comprasVentasByMonths"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"include_notes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"include_notes"}}},{"kind":"Argument","name":{"kind":"Name","value":"anio"},"value":{"kind":"Variable","name":{"kind":"Name","value":"anio"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"anio"}},{"kind":"Field","name":{"kind":"Name","value":"labels"}},{"kind":"Field","name":{"kind":"Name","value":"series"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"datos"}}]}}]}}]}}]} as unknown as DocumentNode<ComprasVentasByMonthsQuery, ComprasVentasByMonthsQueryVariables>;
export const RankingProductosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RankingProductos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fecha_Inicio"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fecha_Fin"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rankingProductos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fecha_Inicio"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fecha_Inicio"}}},{"kind":"Argument","name":{"kind":"Name","value":"fecha_Fin"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fecha_Fin"}}},{"kind":"Argument","name":{"kind":"Name","value":"tipo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"labels"}},{"kind":"Field","name":{"kind":"Name","value":"series"}}]}}]}}]} as unknown as DocumentNode<RankingProductosQuery, RankingProductosQueryVariables>;
export const ImportacionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Importacion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importacion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImportacionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImportacionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Importacion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}},{"kind":"Field","name":{"kind":"Name","value":"total_filas"}},{"kind":"Field","name":{"kind":"Name","value":"filas"}},{"kind":"Field","name":{"kind":"Name","value":"filas_validas"}},{"kind":"Field","name":{"kind":"Name","value":"solo_validas"}},{"kind":"Field","name":{"kind":"Name","value":"progreso"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"errores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fila"}},{"kind":"Field","name":{"kind":"Name","value":"mensaje"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documentos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documento"}},{"kind":"Field","name":{"kind":"Name","value":"fila"}},{"kind":"Field","name":{"kind":"Name","value":"emitido"}},{"kind":"Field","name":{"kind":"Name","value":"comprobante"}},{"kind":"Field","name":{"kind":"Name","value":"comprobante_id"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}},{"kind":"Field","name":{"kind":"Name","value":"mensaje"}}]}}]}}]} as unknown as DocumentNode<ImportacionQuery, ImportacionQueryVariables>;
export const ImportacionesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Importaciones"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importaciones"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tipo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImportacionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImportacionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Importacion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}},{"kind":"Field","name":{"kind":"Name","value":"total_filas"}},{"kind":"Field","name":{"kind":"Name","value":"filas"}},{"kind":"Field","name":{"kind":"Name","value":"filas_validas"}},{"kind":"Field","name":{"kind":"Name","value":"solo_validas"}},{"kind":"Field","name":{"kind":"Name","value":"progreso"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"errores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fila"}},{"kind":"Field","name":{"kind":"Name","value":"mensaje"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documentos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documento"}},{"kind":"Field","name":{"kind":"Name","value":"fila"}},{"kind":"Field","name":{"kind":"Name","value":"emitido"}},{"kind":"Field","name":{"kind":"Name","value":"comprobante"}},{"kind":"Field","name":{"kind":"Name","value":"comprobante_id"}},{"kind":"Field","name":{"kind":"Name","value":"estado"}},{"kind":"Field","name":{"kind":"Name","value":"mensaje"}}]}}]}}]} as unknown as DocumentNode<ImportacionesQuery, ImportacionesQueryVariables>;
export const PlantillaImportacionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlantillaImportacion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plantillaImportacion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tipo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<PlantillaImportacionQuery, PlantillaImportacionQueryVariables>;
export const DocumentoslistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Documentoslist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentoslist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nombre"}}]}}]}}]} as unknown as DocumentNode<DocumentoslistQuery, DocumentoslistQueryVariables>;
export const UbigeoByParamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UbigeoByParam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"param"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ubigeoByParam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"param"},"value":{"kind":"Variable","name":{"kind":"Name","value":"param"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<UbigeoByParamQuery, UbigeoByParamQueryVariables>;
export const GetGmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetGmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getGmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<GetGmailQuery, GetGmailQueryVariables>;
export const CreatePdfReclamationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePdfReclamation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReclamoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPdfReclamation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<CreatePdfReclamationMutation, CreatePdfReclamationMutationVariables>;
export const CreateReclamationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateReclamation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReclamoInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pdf"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"captcha"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createReclamation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"pdf"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pdf"}}},{"kind":"Argument","name":{"kind":"Name","value":"captcha"},"value":{"kind":"Variable","name":{"kind":"Name","value":"captcha"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}}]}}]}}]} as unknown as DocumentNode<CreateReclamationMutation, CreateReclamationMutationVariables>;
export const SearchReclamationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchReclamation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nro"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phone"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchReclamation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"nro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nro"}}},{"kind":"Argument","name":{"kind":"Name","value":"phone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]}}]} as unknown as DocumentNode<SearchReclamationQuery, SearchReclamationQueryVariables>;
export const FilterReclamationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FilterReclamation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nro"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phone"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filterReclamation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"nro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nro"}}},{"kind":"Argument","name":{"kind":"Name","value":"phone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"namefull"}},{"kind":"Field","name":{"kind":"Name","value":"nro"}},{"kind":"Field","name":{"kind":"Name","value":"opcion0"}},{"kind":"Field","name":{"kind":"Name","value":"opcion1"}},{"kind":"Field","name":{"kind":"Name","value":"option2"}},{"kind":"Field","name":{"kind":"Name","value":"dates"}}]}}]}}]} as unknown as DocumentNode<FilterReclamationQuery, FilterReclamationQueryVariables>;
export const AmarresCentroCostoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AmarresCentroCosto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"param"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limite"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desde"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amarresCentroCosto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"param"},"value":{"kind":"Variable","name":{"kind":"Name","value":"param"}}},{"kind":"Argument","name":{"kind":"Name","value":"limite"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limite"}}},{"kind":"Argument","name":{"kind":"Name","value":"desde"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desde"}}},{"kind":"Argument","name":{"kind":"Name","value":"eliminados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"filas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmarreCentroCostoFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmarreCentroCostoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmarreCentroCosto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"detalle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"centro_costo_id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"porcentaje"}}]}}]}}]} as unknown as DocumentNode<AmarresCentroCostoQuery, AmarresCentroCostoQueryVariables>;
export const ExcelAmarresCentroCostoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExcelAmarresCentroCosto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"param"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excelAmarresCentroCosto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"param"},"value":{"kind":"Variable","name":{"kind":"Name","value":"param"}}},{"kind":"Argument","name":{"kind":"Name","value":"eliminados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<ExcelAmarresCentroCostoQuery, ExcelAmarresCentroCostoQueryVariables>;
export const CreateAmarreCentroCostoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAmarreCentroCosto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AmarreCentroCostoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAmarreCentroCosto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmarreCentroCostoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmarreCentroCostoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmarreCentroCosto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"detalle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"centro_costo_id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"porcentaje"}}]}}]}}]} as unknown as DocumentNode<CreateAmarreCentroCostoMutation, CreateAmarreCentroCostoMutationVariables>;
export const UpdateAmarreCentroCostoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAmarreCentroCosto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AmarreCentroCostoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAmarreCentroCosto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmarreCentroCostoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmarreCentroCostoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmarreCentroCosto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"detalle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"centro_costo_id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"porcentaje"}}]}}]}}]} as unknown as DocumentNode<UpdateAmarreCentroCostoMutation, UpdateAmarreCentroCostoMutationVariables>;
export const DeleteAmarreCentroCostoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAmarreCentroCosto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAmarreCentroCosto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmarreCentroCostoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmarreCentroCostoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmarreCentroCosto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"detalle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"centro_costo_id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"porcentaje"}}]}}]}}]} as unknown as DocumentNode<DeleteAmarreCentroCostoMutation, DeleteAmarreCentroCostoMutationVariables>;
export const ActivateAmarreCentroCostoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivateAmarreCentroCosto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateAmarreCentroCosto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmarreCentroCostoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmarreCentroCostoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmarreCentroCosto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"detalle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"centro_costo_id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"porcentaje"}}]}}]}}]} as unknown as DocumentNode<ActivateAmarreCentroCostoMutation, ActivateAmarreCentroCostoMutationVariables>;
export const CentrosCostoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CentrosCosto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"param"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limite"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desde"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"centrosCosto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"param"},"value":{"kind":"Variable","name":{"kind":"Name","value":"param"}}},{"kind":"Argument","name":{"kind":"Name","value":"limite"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limite"}}},{"kind":"Argument","name":{"kind":"Name","value":"desde"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desde"}}},{"kind":"Argument","name":{"kind":"Name","value":"eliminados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"filas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CentroCostoFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CentroCostoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CentroCosto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<CentrosCostoQuery, CentrosCostoQueryVariables>;
export const ExcelCentrosCostoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExcelCentrosCosto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"param"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excelCentrosCosto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"param"},"value":{"kind":"Variable","name":{"kind":"Name","value":"param"}}},{"kind":"Argument","name":{"kind":"Name","value":"eliminados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<ExcelCentrosCostoQuery, ExcelCentrosCostoQueryVariables>;
export const CreateCentroCostoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCentroCosto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CentroCostoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCentroCosto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CentroCostoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CentroCostoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CentroCosto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<CreateCentroCostoMutation, CreateCentroCostoMutationVariables>;
export const UpdateCentroCostoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCentroCosto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CentroCostoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCentroCosto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CentroCostoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CentroCostoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CentroCosto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<UpdateCentroCostoMutation, UpdateCentroCostoMutationVariables>;
export const DeleteCentroCostoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCentroCosto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCentroCosto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CentroCostoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CentroCostoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CentroCosto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<DeleteCentroCostoMutation, DeleteCentroCostoMutationVariables>;
export const ActivateCentroCostoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivateCentroCosto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateCentroCosto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CentroCostoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CentroCostoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CentroCosto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<ActivateCentroCostoMutation, ActivateCentroCostoMutationVariables>;
export const CuentasFinancierasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CuentasFinancieras"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"param"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limite"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desde"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cuentasFinancieras"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"param"},"value":{"kind":"Variable","name":{"kind":"Name","value":"param"}}},{"kind":"Argument","name":{"kind":"Name","value":"limite"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limite"}}},{"kind":"Argument","name":{"kind":"Name","value":"desde"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desde"}}},{"kind":"Argument","name":{"kind":"Name","value":"eliminados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"filas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CuentaFinancieraFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CuentaFinancieraFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CuentaFinanciera"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"moneda_id"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"banco_id"}},{"kind":"Field","name":{"kind":"Name","value":"banco_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"cuenta"}},{"kind":"Field","name":{"kind":"Name","value":"detraccion"}},{"kind":"Field","name":{"kind":"Name","value":"pcge_id"}},{"kind":"Field","name":{"kind":"Name","value":"pcge_codigo"}},{"kind":"Field","name":{"kind":"Name","value":"pcge_denominacion"}},{"kind":"Field","name":{"kind":"Name","value":"control"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<CuentasFinancierasQuery, CuentasFinancierasQueryVariables>;
export const ExcelCuentasFinancierasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExcelCuentasFinancieras"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"param"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excelCuentasFinancieras"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"param"},"value":{"kind":"Variable","name":{"kind":"Name","value":"param"}}},{"kind":"Argument","name":{"kind":"Name","value":"eliminados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<ExcelCuentasFinancierasQuery, ExcelCuentasFinancierasQueryVariables>;
export const CreateCuentaFinancieraDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCuentaFinanciera"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CuentaFinancieraInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCuentaFinanciera"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CuentaFinancieraFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CuentaFinancieraFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CuentaFinanciera"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"moneda_id"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"banco_id"}},{"kind":"Field","name":{"kind":"Name","value":"banco_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"cuenta"}},{"kind":"Field","name":{"kind":"Name","value":"detraccion"}},{"kind":"Field","name":{"kind":"Name","value":"pcge_id"}},{"kind":"Field","name":{"kind":"Name","value":"pcge_codigo"}},{"kind":"Field","name":{"kind":"Name","value":"pcge_denominacion"}},{"kind":"Field","name":{"kind":"Name","value":"control"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<CreateCuentaFinancieraMutation, CreateCuentaFinancieraMutationVariables>;
export const UpdateCuentaFinancieraDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCuentaFinanciera"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CuentaFinancieraInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCuentaFinanciera"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CuentaFinancieraFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CuentaFinancieraFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CuentaFinanciera"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"moneda_id"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"banco_id"}},{"kind":"Field","name":{"kind":"Name","value":"banco_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"cuenta"}},{"kind":"Field","name":{"kind":"Name","value":"detraccion"}},{"kind":"Field","name":{"kind":"Name","value":"pcge_id"}},{"kind":"Field","name":{"kind":"Name","value":"pcge_codigo"}},{"kind":"Field","name":{"kind":"Name","value":"pcge_denominacion"}},{"kind":"Field","name":{"kind":"Name","value":"control"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<UpdateCuentaFinancieraMutation, UpdateCuentaFinancieraMutationVariables>;
export const DeleteCuentaFinancieraDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCuentaFinanciera"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCuentaFinanciera"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CuentaFinancieraFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CuentaFinancieraFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CuentaFinanciera"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"moneda_id"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"banco_id"}},{"kind":"Field","name":{"kind":"Name","value":"banco_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"cuenta"}},{"kind":"Field","name":{"kind":"Name","value":"detraccion"}},{"kind":"Field","name":{"kind":"Name","value":"pcge_id"}},{"kind":"Field","name":{"kind":"Name","value":"pcge_codigo"}},{"kind":"Field","name":{"kind":"Name","value":"pcge_denominacion"}},{"kind":"Field","name":{"kind":"Name","value":"control"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<DeleteCuentaFinancieraMutation, DeleteCuentaFinancieraMutationVariables>;
export const ActivateCuentaFinancieraDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivateCuentaFinanciera"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateCuentaFinanciera"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CuentaFinancieraFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CuentaFinancieraFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CuentaFinanciera"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"moneda_id"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"banco_id"}},{"kind":"Field","name":{"kind":"Name","value":"banco_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"cuenta"}},{"kind":"Field","name":{"kind":"Name","value":"detraccion"}},{"kind":"Field","name":{"kind":"Name","value":"pcge_id"}},{"kind":"Field","name":{"kind":"Name","value":"pcge_codigo"}},{"kind":"Field","name":{"kind":"Name","value":"pcge_denominacion"}},{"kind":"Field","name":{"kind":"Name","value":"control"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<ActivateCuentaFinancieraMutation, ActivateCuentaFinancieraMutationVariables>;
export const OpcionesMaestrosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpcionesMaestros"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tiposCentroCosto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"operacionesTipoAdjunto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<OpcionesMaestrosQuery, OpcionesMaestrosQueryVariables>;
export const PcgeOpcionesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PcgeOpciones"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"param"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pcge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"param"},"value":{"kind":"Variable","name":{"kind":"Name","value":"param"}}},{"kind":"Argument","name":{"kind":"Name","value":"limite"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"denominacion"}}]}}]}}]}}]} as unknown as DocumentNode<PcgeOpcionesQuery, PcgeOpcionesQueryVariables>;
export const CentrosActivosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CentrosActivos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"centrosCosto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limite"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nombre"}}]}}]}}]}}]} as unknown as DocumentNode<CentrosActivosQuery, CentrosActivosQueryVariables>;
export const ResponsablesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Responsables"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"param"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limite"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desde"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"responsables"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"param"},"value":{"kind":"Variable","name":{"kind":"Name","value":"param"}}},{"kind":"Argument","name":{"kind":"Name","value":"limite"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limite"}}},{"kind":"Argument","name":{"kind":"Name","value":"desde"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desde"}}},{"kind":"Argument","name":{"kind":"Name","value":"eliminados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"filas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsableFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsableFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Responsable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documento_id"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"nombres"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefono"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<ResponsablesQuery, ResponsablesQueryVariables>;
export const ExcelResponsablesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExcelResponsables"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"param"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excelResponsables"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"param"},"value":{"kind":"Variable","name":{"kind":"Name","value":"param"}}},{"kind":"Argument","name":{"kind":"Name","value":"eliminados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<ExcelResponsablesQuery, ExcelResponsablesQueryVariables>;
export const CreateResponsableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateResponsable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResponsableInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createResponsable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsableFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsableFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Responsable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documento_id"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"nombres"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefono"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<CreateResponsableMutation, CreateResponsableMutationVariables>;
export const UpdateResponsableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateResponsable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResponsableInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateResponsable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsableFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsableFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Responsable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documento_id"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"nombres"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefono"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<UpdateResponsableMutation, UpdateResponsableMutationVariables>;
export const DeleteResponsableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteResponsable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteResponsable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsableFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsableFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Responsable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documento_id"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"nombres"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefono"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<DeleteResponsableMutation, DeleteResponsableMutationVariables>;
export const ActivateResponsableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivateResponsable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateResponsable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsableFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsableFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Responsable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documento_id"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"nombres"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefono"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<ActivateResponsableMutation, ActivateResponsableMutationVariables>;
export const TiposAdjuntoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TiposAdjunto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"param"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limite"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desde"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tiposAdjunto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"param"},"value":{"kind":"Variable","name":{"kind":"Name","value":"param"}}},{"kind":"Argument","name":{"kind":"Name","value":"limite"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limite"}}},{"kind":"Argument","name":{"kind":"Name","value":"desde"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desde"}}},{"kind":"Argument","name":{"kind":"Name","value":"eliminados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"filas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TipoAdjuntoFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TipoAdjuntoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TipoAdjunto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_operacion"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<TiposAdjuntoQuery, TiposAdjuntoQueryVariables>;
export const ExcelTiposAdjuntoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExcelTiposAdjunto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"param"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excelTiposAdjunto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"param"},"value":{"kind":"Variable","name":{"kind":"Name","value":"param"}}},{"kind":"Argument","name":{"kind":"Name","value":"eliminados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<ExcelTiposAdjuntoQuery, ExcelTiposAdjuntoQueryVariables>;
export const CreateTipoAdjuntoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTipoAdjunto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TipoAdjuntoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTipoAdjunto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TipoAdjuntoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TipoAdjuntoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TipoAdjunto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_operacion"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<CreateTipoAdjuntoMutation, CreateTipoAdjuntoMutationVariables>;
export const UpdateTipoAdjuntoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTipoAdjunto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TipoAdjuntoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTipoAdjunto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TipoAdjuntoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TipoAdjuntoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TipoAdjunto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_operacion"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<UpdateTipoAdjuntoMutation, UpdateTipoAdjuntoMutationVariables>;
export const DeleteTipoAdjuntoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTipoAdjunto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTipoAdjunto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TipoAdjuntoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TipoAdjuntoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TipoAdjunto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_operacion"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<DeleteTipoAdjuntoMutation, DeleteTipoAdjuntoMutationVariables>;
export const ActivateTipoAdjuntoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivateTipoAdjunto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateTipoAdjunto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TipoAdjuntoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TipoAdjuntoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TipoAdjunto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_operacion"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<ActivateTipoAdjuntoMutation, ActivateTipoAdjuntoMutationVariables>;
export const TributosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Tributos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"param"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limite"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desde"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tributos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"param"},"value":{"kind":"Variable","name":{"kind":"Name","value":"param"}}},{"kind":"Argument","name":{"kind":"Name","value":"limite"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limite"}}},{"kind":"Argument","name":{"kind":"Name","value":"desde"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desde"}}},{"kind":"Argument","name":{"kind":"Name","value":"eliminados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"filas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TributoFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TributoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tributo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tributo_codigo"}},{"kind":"Field","name":{"kind":"Name","value":"tributo_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"tributo_descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"cuenta_id"}},{"kind":"Field","name":{"kind":"Name","value":"cuenta_codigo"}},{"kind":"Field","name":{"kind":"Name","value":"cuenta_denominacion"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<TributosQuery, TributosQueryVariables>;
export const ExcelTributosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExcelTributos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"param"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excelTributos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"param"},"value":{"kind":"Variable","name":{"kind":"Name","value":"param"}}},{"kind":"Argument","name":{"kind":"Name","value":"eliminados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<ExcelTributosQuery, ExcelTributosQueryVariables>;
export const CreateTributoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTributo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TributoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTributo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TributoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TributoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tributo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tributo_codigo"}},{"kind":"Field","name":{"kind":"Name","value":"tributo_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"tributo_descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"cuenta_id"}},{"kind":"Field","name":{"kind":"Name","value":"cuenta_codigo"}},{"kind":"Field","name":{"kind":"Name","value":"cuenta_denominacion"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<CreateTributoMutation, CreateTributoMutationVariables>;
export const UpdateTributoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTributo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TributoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTributo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TributoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TributoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tributo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tributo_codigo"}},{"kind":"Field","name":{"kind":"Name","value":"tributo_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"tributo_descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"cuenta_id"}},{"kind":"Field","name":{"kind":"Name","value":"cuenta_codigo"}},{"kind":"Field","name":{"kind":"Name","value":"cuenta_denominacion"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<UpdateTributoMutation, UpdateTributoMutationVariables>;
export const DeleteTributoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTributo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTributo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TributoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TributoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tributo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tributo_codigo"}},{"kind":"Field","name":{"kind":"Name","value":"tributo_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"tributo_descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"cuenta_id"}},{"kind":"Field","name":{"kind":"Name","value":"cuenta_codigo"}},{"kind":"Field","name":{"kind":"Name","value":"cuenta_denominacion"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<DeleteTributoMutation, DeleteTributoMutationVariables>;
export const ActivateTributoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivateTributo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateTributo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TributoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TributoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tributo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tributo_codigo"}},{"kind":"Field","name":{"kind":"Name","value":"tributo_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"tributo_descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"cuenta_id"}},{"kind":"Field","name":{"kind":"Name","value":"cuenta_codigo"}},{"kind":"Field","name":{"kind":"Name","value":"cuenta_denominacion"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<ActivateTributoMutation, ActivateTributoMutationVariables>;
export const TributosPorDefectoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TributosPorDefecto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tributosPorDefecto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TributoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TributoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tributo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tributo_codigo"}},{"kind":"Field","name":{"kind":"Name","value":"tributo_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"tributo_descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"cuenta_id"}},{"kind":"Field","name":{"kind":"Name","value":"cuenta_codigo"}},{"kind":"Field","name":{"kind":"Name","value":"cuenta_denominacion"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<TributosPorDefectoMutation, TributosPorDefectoMutationVariables>;
export const LibrosPleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LibrosPle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"periodo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"librosPle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"periodo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"periodo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"lineas"}},{"kind":"Field","name":{"kind":"Name","value":"generado"}}]}}]}}]} as unknown as DocumentNode<LibrosPleQuery, LibrosPleQueryVariables>;
export const GenerarPleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GenerarPle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"libro"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"periodo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generarPle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"libro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"libro"}}},{"kind":"Argument","name":{"kind":"Name","value":"periodo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"periodo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lineas"}},{"kind":"Field","name":{"kind":"Name","value":"valido"}},{"kind":"Field","name":{"kind":"Name","value":"omitidos"}},{"kind":"Field","name":{"kind":"Name","value":"hallazgos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linea"}},{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensaje"}}]}}]}}]}}]} as unknown as DocumentNode<GenerarPleQuery, GenerarPleQueryVariables>;
export const SavePeriodAndBookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SavePeriodAndBook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"periodo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"libro"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePeriodAndBook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"periodo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"periodo"}}},{"kind":"Argument","name":{"kind":"Name","value":"libro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"libro"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"generado"}}]}}]}}]} as unknown as DocumentNode<SavePeriodAndBookMutation, SavePeriodAndBookMutationVariables>;
export const ParametricaBuscarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParametricaBuscar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tabla"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"param"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limite"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parametricaByParam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tabla"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tabla"}}},{"kind":"Argument","name":{"kind":"Name","value":"param"},"value":{"kind":"Variable","name":{"kind":"Name","value":"param"}}},{"kind":"Argument","name":{"kind":"Name","value":"limite"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limite"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}}]}}]}}]} as unknown as DocumentNode<ParametricaBuscarQuery, ParametricaBuscarQueryVariables>;
export const CategoriasPrecioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CategoriasPrecio"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"local_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"param"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limite"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desde"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoriasPrecio"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"local_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"local_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"param"},"value":{"kind":"Variable","name":{"kind":"Name","value":"param"}}},{"kind":"Argument","name":{"kind":"Name","value":"limite"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limite"}}},{"kind":"Argument","name":{"kind":"Name","value":"desde"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desde"}}},{"kind":"Argument","name":{"kind":"Name","value":"eliminados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"filas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoriaPrecioFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoriaPrecioFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CategoriaPrecio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"local_id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"valor_condicion"}},{"kind":"Field","name":{"kind":"Name","value":"oferta"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<CategoriasPrecioQuery, CategoriasPrecioQueryVariables>;
export const CreateCategoriaPrecioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCategoriaPrecio"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoriaPrecioInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCategoriaPrecio"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoriaPrecioFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoriaPrecioFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CategoriaPrecio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"local_id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"valor_condicion"}},{"kind":"Field","name":{"kind":"Name","value":"oferta"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<CreateCategoriaPrecioMutation, CreateCategoriaPrecioMutationVariables>;
export const UpdateCategoriaPrecioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCategoriaPrecio"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoriaPrecioInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCategoriaPrecio"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoriaPrecioFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoriaPrecioFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CategoriaPrecio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"local_id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"valor_condicion"}},{"kind":"Field","name":{"kind":"Name","value":"oferta"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<UpdateCategoriaPrecioMutation, UpdateCategoriaPrecioMutationVariables>;
export const DeleteCategoriaPrecioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCategoriaPrecio"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCategoriaPrecio"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteCategoriaPrecioMutation, DeleteCategoriaPrecioMutationVariables>;
export const ActivateCategoriaPrecioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivateCategoriaPrecio"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateCategoriaPrecio"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ActivateCategoriaPrecioMutation, ActivateCategoriaPrecioMutationVariables>;
export const ExcelCategoriasPrecioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExcelCategoriasPrecio"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"local_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"param"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excelCategoriasPrecio"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"local_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"local_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"param"},"value":{"kind":"Variable","name":{"kind":"Name","value":"param"}}},{"kind":"Argument","name":{"kind":"Name","value":"eliminados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<ExcelCategoriasPrecioQuery, ExcelCategoriasPrecioQueryVariables>;
export const CategoriasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Categorias"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"param"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limite"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desde"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categorias"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"param"},"value":{"kind":"Variable","name":{"kind":"Name","value":"param"}}},{"kind":"Argument","name":{"kind":"Name","value":"limite"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limite"}}},{"kind":"Argument","name":{"kind":"Name","value":"desde"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desde"}}},{"kind":"Argument","name":{"kind":"Name","value":"eliminados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"filas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoriaFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoriaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Categoria"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"local_id"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<CategoriasQuery, CategoriasQueryVariables>;
export const CreateCategoriaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCategoria"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoriaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCategoria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoriaFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoriaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Categoria"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"local_id"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<CreateCategoriaMutation, CreateCategoriaMutationVariables>;
export const UpdateCategoriaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCategoria"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoriaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCategoria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoriaFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoriaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Categoria"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"local_id"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}}]}}]} as unknown as DocumentNode<UpdateCategoriaMutation, UpdateCategoriaMutationVariables>;
export const DeleteCategoriaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCategoria"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCategoria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteCategoriaMutation, DeleteCategoriaMutationVariables>;
export const ActivateCategoriaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivateCategoria"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateCategoria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ActivateCategoriaMutation, ActivateCategoriaMutationVariables>;
export const ExcelCategoriasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExcelCategorias"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"param"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excelCategorias"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"param"},"value":{"kind":"Variable","name":{"kind":"Name","value":"param"}}},{"kind":"Argument","name":{"kind":"Name","value":"eliminados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<ExcelCategoriasQuery, ExcelCategoriasQueryVariables>;
export const ProductosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Productos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"param"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limite"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desde"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoria_id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"solo_stock"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"param"},"value":{"kind":"Variable","name":{"kind":"Name","value":"param"}}},{"kind":"Argument","name":{"kind":"Name","value":"limite"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limite"}}},{"kind":"Argument","name":{"kind":"Name","value":"desde"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desde"}}},{"kind":"Argument","name":{"kind":"Name","value":"eliminados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}}},{"kind":"Argument","name":{"kind":"Name","value":"categoria_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoria_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"solo_stock"},"value":{"kind":"Variable","name":{"kind":"Name","value":"solo_stock"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"filas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductoFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Producto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"codigo_barras"}},{"kind":"Field","name":{"kind":"Name","value":"codigo_sunat"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"detalle"}},{"kind":"Field","name":{"kind":"Name","value":"medida_id"}},{"kind":"Field","name":{"kind":"Name","value":"categoria_id"}},{"kind":"Field","name":{"kind":"Name","value":"categoria_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"inventario_id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_igv"}},{"kind":"Field","name":{"kind":"Name","value":"valor_unitario"}},{"kind":"Field","name":{"kind":"Name","value":"precio_unitario"}},{"kind":"Field","name":{"kind":"Name","value":"imagen"}},{"kind":"Field","name":{"kind":"Name","value":"icbper"}},{"kind":"Field","name":{"kind":"Name","value":"compras_pcge"}},{"kind":"Field","name":{"kind":"Name","value":"ventas_pcge"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"stock_minimo"}},{"kind":"Field","name":{"kind":"Name","value":"margen_utilidad"}},{"kind":"Field","name":{"kind":"Name","value":"utilidad"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_utilidad"}},{"kind":"Field","name":{"kind":"Name","value":"adquisicion"}},{"kind":"Field","name":{"kind":"Name","value":"es_combo"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"propiedades"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"valor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"precios"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoria_precio_id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"precio"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productos_combos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"producto_id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"cantidad"}}]}}]}}]} as unknown as DocumentNode<ProductosQuery, ProductosQueryVariables>;
export const ProductosBuscarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductosBuscar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"param"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limite"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"param"},"value":{"kind":"Variable","name":{"kind":"Name","value":"param"}}},{"kind":"Argument","name":{"kind":"Name","value":"limite"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limite"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"precio_unitario"}}]}}]}}]}}]} as unknown as DocumentNode<ProductosBuscarQuery, ProductosBuscarQueryVariables>;
export const ProductoByCodigoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductoByCodigo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codigo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codigo_barras"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productoByCodigo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codigo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codigo"}}},{"kind":"Argument","name":{"kind":"Name","value":"codigo_barras"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codigo_barras"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Producto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"codigo_barras"}},{"kind":"Field","name":{"kind":"Name","value":"codigo_sunat"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"detalle"}},{"kind":"Field","name":{"kind":"Name","value":"medida_id"}},{"kind":"Field","name":{"kind":"Name","value":"categoria_id"}},{"kind":"Field","name":{"kind":"Name","value":"categoria_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"inventario_id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_igv"}},{"kind":"Field","name":{"kind":"Name","value":"valor_unitario"}},{"kind":"Field","name":{"kind":"Name","value":"precio_unitario"}},{"kind":"Field","name":{"kind":"Name","value":"imagen"}},{"kind":"Field","name":{"kind":"Name","value":"icbper"}},{"kind":"Field","name":{"kind":"Name","value":"compras_pcge"}},{"kind":"Field","name":{"kind":"Name","value":"ventas_pcge"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"stock_minimo"}},{"kind":"Field","name":{"kind":"Name","value":"margen_utilidad"}},{"kind":"Field","name":{"kind":"Name","value":"utilidad"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_utilidad"}},{"kind":"Field","name":{"kind":"Name","value":"adquisicion"}},{"kind":"Field","name":{"kind":"Name","value":"es_combo"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"propiedades"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"valor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"precios"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoria_precio_id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"precio"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productos_combos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"producto_id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"cantidad"}}]}}]}}]} as unknown as DocumentNode<ProductoByCodigoQuery, ProductoByCodigoQueryVariables>;
export const CreateProductoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProducto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProducto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Producto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"codigo_barras"}},{"kind":"Field","name":{"kind":"Name","value":"codigo_sunat"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"detalle"}},{"kind":"Field","name":{"kind":"Name","value":"medida_id"}},{"kind":"Field","name":{"kind":"Name","value":"categoria_id"}},{"kind":"Field","name":{"kind":"Name","value":"categoria_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"inventario_id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_igv"}},{"kind":"Field","name":{"kind":"Name","value":"valor_unitario"}},{"kind":"Field","name":{"kind":"Name","value":"precio_unitario"}},{"kind":"Field","name":{"kind":"Name","value":"imagen"}},{"kind":"Field","name":{"kind":"Name","value":"icbper"}},{"kind":"Field","name":{"kind":"Name","value":"compras_pcge"}},{"kind":"Field","name":{"kind":"Name","value":"ventas_pcge"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"stock_minimo"}},{"kind":"Field","name":{"kind":"Name","value":"margen_utilidad"}},{"kind":"Field","name":{"kind":"Name","value":"utilidad"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_utilidad"}},{"kind":"Field","name":{"kind":"Name","value":"adquisicion"}},{"kind":"Field","name":{"kind":"Name","value":"es_combo"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"propiedades"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"valor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"precios"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoria_precio_id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"precio"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productos_combos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"producto_id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"cantidad"}}]}}]}}]} as unknown as DocumentNode<CreateProductoMutation, CreateProductoMutationVariables>;
export const UpdateProductoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProducto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProducto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Producto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"codigo_barras"}},{"kind":"Field","name":{"kind":"Name","value":"codigo_sunat"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"detalle"}},{"kind":"Field","name":{"kind":"Name","value":"medida_id"}},{"kind":"Field","name":{"kind":"Name","value":"categoria_id"}},{"kind":"Field","name":{"kind":"Name","value":"categoria_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"inventario_id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_igv"}},{"kind":"Field","name":{"kind":"Name","value":"valor_unitario"}},{"kind":"Field","name":{"kind":"Name","value":"precio_unitario"}},{"kind":"Field","name":{"kind":"Name","value":"imagen"}},{"kind":"Field","name":{"kind":"Name","value":"icbper"}},{"kind":"Field","name":{"kind":"Name","value":"compras_pcge"}},{"kind":"Field","name":{"kind":"Name","value":"ventas_pcge"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"stock_minimo"}},{"kind":"Field","name":{"kind":"Name","value":"margen_utilidad"}},{"kind":"Field","name":{"kind":"Name","value":"utilidad"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_utilidad"}},{"kind":"Field","name":{"kind":"Name","value":"adquisicion"}},{"kind":"Field","name":{"kind":"Name","value":"es_combo"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"propiedades"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"valor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"precios"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoria_precio_id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"precio"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productos_combos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"producto_id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"cantidad"}}]}}]}}]} as unknown as DocumentNode<UpdateProductoMutation, UpdateProductoMutationVariables>;
export const DeletedProductoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletedProducto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedProducto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeletedProductoMutation, DeletedProductoMutationVariables>;
export const ActivarProductoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivarProducto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activarProducto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ActivarProductoMutation, ActivarProductoMutationVariables>;
export const ExcelProductosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExcelProductos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"param"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoria_id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excelproductoslist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"param"},"value":{"kind":"Variable","name":{"kind":"Name","value":"param"}}},{"kind":"Argument","name":{"kind":"Name","value":"categoria_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoria_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"eliminados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<ExcelProductosQuery, ExcelProductosQueryVariables>;
export const CombosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Combos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"param"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limite"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desde"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"combos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"param"},"value":{"kind":"Variable","name":{"kind":"Name","value":"param"}}},{"kind":"Argument","name":{"kind":"Name","value":"limite"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limite"}}},{"kind":"Argument","name":{"kind":"Name","value":"desde"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desde"}}},{"kind":"Argument","name":{"kind":"Name","value":"eliminados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"filas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductoFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Producto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"codigo_barras"}},{"kind":"Field","name":{"kind":"Name","value":"codigo_sunat"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"detalle"}},{"kind":"Field","name":{"kind":"Name","value":"medida_id"}},{"kind":"Field","name":{"kind":"Name","value":"categoria_id"}},{"kind":"Field","name":{"kind":"Name","value":"categoria_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"inventario_id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_igv"}},{"kind":"Field","name":{"kind":"Name","value":"valor_unitario"}},{"kind":"Field","name":{"kind":"Name","value":"precio_unitario"}},{"kind":"Field","name":{"kind":"Name","value":"imagen"}},{"kind":"Field","name":{"kind":"Name","value":"icbper"}},{"kind":"Field","name":{"kind":"Name","value":"compras_pcge"}},{"kind":"Field","name":{"kind":"Name","value":"ventas_pcge"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"stock_minimo"}},{"kind":"Field","name":{"kind":"Name","value":"margen_utilidad"}},{"kind":"Field","name":{"kind":"Name","value":"utilidad"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_utilidad"}},{"kind":"Field","name":{"kind":"Name","value":"adquisicion"}},{"kind":"Field","name":{"kind":"Name","value":"es_combo"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"propiedades"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"valor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"precios"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoria_precio_id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"precio"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productos_combos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"producto_id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"cantidad"}}]}}]}}]} as unknown as DocumentNode<CombosQuery, CombosQueryVariables>;
export const CreateComboDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCombo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ComboInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCombo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Producto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"codigo_barras"}},{"kind":"Field","name":{"kind":"Name","value":"codigo_sunat"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"detalle"}},{"kind":"Field","name":{"kind":"Name","value":"medida_id"}},{"kind":"Field","name":{"kind":"Name","value":"categoria_id"}},{"kind":"Field","name":{"kind":"Name","value":"categoria_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"inventario_id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_igv"}},{"kind":"Field","name":{"kind":"Name","value":"valor_unitario"}},{"kind":"Field","name":{"kind":"Name","value":"precio_unitario"}},{"kind":"Field","name":{"kind":"Name","value":"imagen"}},{"kind":"Field","name":{"kind":"Name","value":"icbper"}},{"kind":"Field","name":{"kind":"Name","value":"compras_pcge"}},{"kind":"Field","name":{"kind":"Name","value":"ventas_pcge"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"stock_minimo"}},{"kind":"Field","name":{"kind":"Name","value":"margen_utilidad"}},{"kind":"Field","name":{"kind":"Name","value":"utilidad"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_utilidad"}},{"kind":"Field","name":{"kind":"Name","value":"adquisicion"}},{"kind":"Field","name":{"kind":"Name","value":"es_combo"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"propiedades"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"valor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"precios"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoria_precio_id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"precio"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productos_combos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"producto_id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"cantidad"}}]}}]}}]} as unknown as DocumentNode<CreateComboMutation, CreateComboMutationVariables>;
export const UpdateComboDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCombo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ComboInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCombo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Producto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"codigo_barras"}},{"kind":"Field","name":{"kind":"Name","value":"codigo_sunat"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"detalle"}},{"kind":"Field","name":{"kind":"Name","value":"medida_id"}},{"kind":"Field","name":{"kind":"Name","value":"categoria_id"}},{"kind":"Field","name":{"kind":"Name","value":"categoria_nombre"}},{"kind":"Field","name":{"kind":"Name","value":"inventario_id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_igv"}},{"kind":"Field","name":{"kind":"Name","value":"valor_unitario"}},{"kind":"Field","name":{"kind":"Name","value":"precio_unitario"}},{"kind":"Field","name":{"kind":"Name","value":"imagen"}},{"kind":"Field","name":{"kind":"Name","value":"icbper"}},{"kind":"Field","name":{"kind":"Name","value":"compras_pcge"}},{"kind":"Field","name":{"kind":"Name","value":"ventas_pcge"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"stock_minimo"}},{"kind":"Field","name":{"kind":"Name","value":"margen_utilidad"}},{"kind":"Field","name":{"kind":"Name","value":"utilidad"}},{"kind":"Field","name":{"kind":"Name","value":"tipo_utilidad"}},{"kind":"Field","name":{"kind":"Name","value":"adquisicion"}},{"kind":"Field","name":{"kind":"Name","value":"es_combo"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"propiedades"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"valor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"precios"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoria_precio_id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"precio"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productos_combos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"producto_id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}},{"kind":"Field","name":{"kind":"Name","value":"cantidad"}}]}}]}}]} as unknown as DocumentNode<UpdateComboMutation, UpdateComboMutationVariables>;
export const ExcelCombosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExcelCombos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"param"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excelCombos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"param"},"value":{"kind":"Variable","name":{"kind":"Name","value":"param"}}},{"kind":"Argument","name":{"kind":"Name","value":"eliminados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eliminados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<ExcelCombosQuery, ExcelCombosQueryVariables>;
export const UpdateStockMinimoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStockMinimo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filas"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StockMinimoInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStockMinimo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filas"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filas"}}}]}]}}]} as unknown as DocumentNode<UpdateStockMinimoMutation, UpdateStockMinimoMutationVariables>;
export const PropiedadesProductoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PropiedadesProducto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"param"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propiedadesProducto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"param"},"value":{"kind":"Variable","name":{"kind":"Name","value":"param"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nombre"}}]}}]}}]} as unknown as DocumentNode<PropiedadesProductoQuery, PropiedadesProductoQueryVariables>;
export const CreatePropiedadProductoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePropiedadProducto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PropiedadProductoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPropiedadProducto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nombre"}}]}}]}}]} as unknown as DocumentNode<CreatePropiedadProductoMutation, CreatePropiedadProductoMutationVariables>;
export const DeleteComboDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCombo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCombo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteComboMutation, DeleteComboMutationVariables>;
export const ActivateComboDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivateCombo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateCombo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ActivateComboMutation, ActivateComboMutationVariables>;
export const PreferenciasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Preferencias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preferencias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PreferenciasFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreferenciasFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PreferenciasTema"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headerFijo"}},{"kind":"Field","name":{"kind":"Name","value":"sidebarFijo"}},{"kind":"Field","name":{"kind":"Name","value":"sidebarCerrado"}},{"kind":"Field","name":{"kind":"Name","value":"footer"}},{"kind":"Field","name":{"kind":"Name","value":"sombras"}},{"kind":"Field","name":{"kind":"Name","value":"esquemaColor"}},{"kind":"Field","name":{"kind":"Name","value":"imagenFondo"}},{"kind":"Field","name":{"kind":"Name","value":"opacidad"}},{"kind":"Field","name":{"kind":"Name","value":"menuMovil"}}]}}]} as unknown as DocumentNode<PreferenciasQuery, PreferenciasQueryVariables>;
export const GuardarPreferenciasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GuardarPreferencias"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PreferenciasTemaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"guardarPreferencias"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PreferenciasFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreferenciasFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PreferenciasTema"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headerFijo"}},{"kind":"Field","name":{"kind":"Name","value":"sidebarFijo"}},{"kind":"Field","name":{"kind":"Name","value":"sidebarCerrado"}},{"kind":"Field","name":{"kind":"Name","value":"footer"}},{"kind":"Field","name":{"kind":"Name","value":"sombras"}},{"kind":"Field","name":{"kind":"Name","value":"esquemaColor"}},{"kind":"Field","name":{"kind":"Name","value":"imagenFondo"}},{"kind":"Field","name":{"kind":"Name","value":"opacidad"}},{"kind":"Field","name":{"kind":"Name","value":"menuMovil"}}]}}]} as unknown as DocumentNode<GuardarPreferenciasMutation, GuardarPreferenciasMutationVariables>;
export const NotificacionesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Notificaciones"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limite"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificaciones"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limite"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limite"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificacionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificacionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notificacion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"mensaje"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"readed_at"}}]}}]} as unknown as DocumentNode<NotificacionesQuery, NotificacionesQueryVariables>;
export const NotificacionesNoLeidasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificacionesNoLeidas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificacionesNoLeidas"}}]}}]} as unknown as DocumentNode<NotificacionesNoLeidasQuery, NotificacionesNoLeidasQueryVariables>;
export const NotificacionNuevaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"NotificacionNueva"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificacionNueva"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificacionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificacionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notificacion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"mensaje"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"readed_at"}}]}}]} as unknown as DocumentNode<NotificacionNuevaSubscription, NotificacionNuevaSubscriptionVariables>;
export const MarcarNotificacionLeidaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarcarNotificacionLeida"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marcarNotificacionLeida"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificacionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificacionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notificacion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"mensaje"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"readed_at"}}]}}]} as unknown as DocumentNode<MarcarNotificacionLeidaMutation, MarcarNotificacionLeidaMutationVariables>;
export const EmpresasUsuarioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmpresasUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"empresasUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"razon_social"}},{"kind":"Field","name":{"kind":"Name","value":"direccion"}},{"kind":"Field","name":{"kind":"Name","value":"periodo"}},{"kind":"Field","name":{"kind":"Name","value":"activa"}},{"kind":"Field","name":{"kind":"Name","value":"soporte"}}]}}]}}]} as unknown as DocumentNode<EmpresasUsuarioQuery, EmpresasUsuarioQueryVariables>;
export const EmpresaLocalesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmpresaLocales"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"empresa"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"razon_social"}},{"kind":"Field","name":{"kind":"Name","value":"periodo"}},{"kind":"Field","name":{"kind":"Name","value":"locales"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nombre_corto"}},{"kind":"Field","name":{"kind":"Name","value":"direccion"}},{"kind":"Field","name":{"kind":"Name","value":"activo"}}]}}]}}]}}]} as unknown as DocumentNode<EmpresaLocalesQuery, EmpresaLocalesQueryVariables>;
export const GetPermissionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GetPermission"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"modulo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getPermission"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"modulo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"modulo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SeleccionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SeleccionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SeleccionResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authorization"}},{"kind":"Field","name":{"kind":"Name","value":"modulo_id"}},{"kind":"Field","name":{"kind":"Name","value":"periodo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"permisos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"otherlocal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"razon_social"}},{"kind":"Field","name":{"kind":"Name","value":"soap_envio"}},{"kind":"Field","name":{"kind":"Name","value":"periodo"}},{"kind":"Field","name":{"kind":"Name","value":"rubro"}},{"kind":"Field","name":{"kind":"Name","value":"uit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"local"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"direccion"}},{"kind":"Field","name":{"kind":"Name","value":"nombre_corto"}}]}}]}}]} as unknown as DocumentNode<GetPermissionMutation, GetPermissionMutationVariables>;
export const SeleccionarEmpresaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SeleccionarEmpresa"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"empresa_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"local_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"periodo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"modulo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seleccionarEmpresa"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"empresa_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"empresa_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"local_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"local_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"periodo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"periodo"}}},{"kind":"Argument","name":{"kind":"Name","value":"modulo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"modulo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SeleccionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SeleccionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SeleccionResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authorization"}},{"kind":"Field","name":{"kind":"Name","value":"modulo_id"}},{"kind":"Field","name":{"kind":"Name","value":"periodo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"permisos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"otherlocal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"razon_social"}},{"kind":"Field","name":{"kind":"Name","value":"soap_envio"}},{"kind":"Field","name":{"kind":"Name","value":"periodo"}},{"kind":"Field","name":{"kind":"Name","value":"rubro"}},{"kind":"Field","name":{"kind":"Name","value":"uit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"local"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"direccion"}},{"kind":"Field","name":{"kind":"Name","value":"nombre_corto"}}]}}]}}]} as unknown as DocumentNode<SeleccionarEmpresaMutation, SeleccionarEmpresaMutationVariables>;
export const ConfiguracionPublicaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConfiguracionPublica"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configuracionPublica"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"chatScriptUrl"}},{"kind":"Field","name":{"kind":"Name","value":"marca"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nombre"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"favicon"}},{"kind":"Field","name":{"kind":"Name","value":"slider"}}]}},{"kind":"Field","name":{"kind":"Name","value":"captcha"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"siteKey"}},{"kind":"Field","name":{"kind":"Name","value":"challengeUrl"}}]}}]}}]}}]} as unknown as DocumentNode<ConfiguracionPublicaQuery, ConfiguracionPublicaQueryVariables>;
export const ParametricosTablaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParametricosTabla"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tabla"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limite"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parametricosbytabla"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tabla"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tabla"}}},{"kind":"Argument","name":{"kind":"Name","value":"limite"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limite"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descripcion"}}]}}]}}]} as unknown as DocumentNode<ParametricosTablaQuery, ParametricosTablaQueryVariables>;