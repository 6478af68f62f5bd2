import { graphql } from '../../../gql';

export const comprobanteFieldsFragment = graphql(`
  fragment ComprobanteFields on Comprobante {
    id
    anulado_por_nota
    tipo
    serie
    numero
    fecha_emision
    moneda
    cliente_tipo_documento
    cliente_numero_documento
    cliente_nombre
    operaciones_gravadas
    igv
    importe_total
    documento_afectado
    motivo_baja
    estado
    codigo_sunat
    descripcion_sunat
    notas_sunat {
      codigo
      descripcion
    }
    intentos
    ultimo_error
    tiene_cdr
  }
`);

export const comprobanteQuery = graphql(`
  query Comprobante($id: String!) {
    comprobante(id: $id) {
      ...ComprobanteFields
    }
  }
`);

export const comprobantesQuery = graphql(`
  query Comprobantes(
    $tipo: String
    $desde: String
    $hasta: String
    $param: String
    $limite: Int
    $desde_fila: Int
  ) {
    comprobantes(
      tipo: $tipo
      desde: $desde
      hasta: $hasta
      param: $param
      limite: $limite
      desde_fila: $desde_fila
    ) {
      total
      filas {
        ...ComprobanteFields
      }
    }
  }
`);

export const emitirComprobanteMutation = graphql(`
  mutation EmitirComprobante($input: EmitirComprobanteInput!) {
    emitirComprobante(input: $input) {
      ...ComprobanteFields
    }
  }
`);

export const reenviarComprobanteMutation = graphql(`
  mutation ReenviarComprobante($id: String!) {
    reenviarComprobante(id: $id) {
      ...ComprobanteFields
    }
  }
`);

export const xmlComprobanteQuery = graphql(`
  query XmlComprobante($id: String!) {
    xmlComprobante(id: $id) {
      nombre
      mime
      base64
    }
  }
`);

export const cdrComprobanteQuery = graphql(`
  query CdrComprobante($id: String!) {
    cdrComprobante(id: $id) {
      nombre
      mime
      base64
    }
  }
`);

/** The session local's calculation basis (prices with or without IGV). */
export const calculoLocalQuery = graphql(`
  query CalculoLocal($id: String!) {
    empresa(id: $id) {
      id
      locales {
        id
        calculo_comprobante
      }
    }
  }
`);

export const pdfComprobanteQuery = graphql(`
  query PdfComprobante($id: String!) {
    pdfComprobante(id: $id) {
      nombre
      mime
      base64
    }
  }
`);

/** A document with what a note on it copies: customer, currency and lines. */
export const comprobanteParaNotaQuery = graphql(`
  query ComprobanteParaNota($id: String!) {
    comprobante(id: $id) {
      id
      tipo
      serie
      numero
      estado
      moneda
      cliente_tipo_documento
      cliente_numero_documento
      cliente_nombre
      cliente_direccion
      importe_total
      lineas {
        numero
        codigo
        descripcion
        unidad
        cantidad
        afectacion
        valor_unitario
        precio_unitario
      }
    }
  }
`);

export const contactoComprobanteQuery = graphql(`
  query ContactoComprobante($id: String!) {
    contactoComprobante(id: $id) {
      correo
      telefono
      texto_consulta
    }
  }
`);

export const enviarComprobantePorCorreoMutation = graphql(`
  mutation EnviarComprobantePorCorreo($id: String!, $correo: String) {
    enviarComprobantePorCorreo(id: $id, correo: $correo) {
      para
      adjuntos
    }
  }
`);

export const excelComprobantesQuery = graphql(`
  query ExcelComprobantes($filtro: FiltroComprobantesInput) {
    excelComprobantes(filtro: $filtro) {
      nombre
      mime
      base64
    }
  }
`);

export const descargaMasivaComprobantesQuery = graphql(`
  query DescargaMasivaComprobantes($filtro: FiltroComprobantesInput, $archivos: [ArchivoComprobante!]!) {
    descargaMasivaComprobantes(filtro: $filtro, archivos: $archivos) {
      nombre
      mime
      base64
    }
  }
`);

export const vistaPreviaComprobanteQuery = graphql(`
  query VistaPreviaComprobante($input: EmitirComprobanteInput!) {
    preViewPdfSinValidez(input: $input) {
      nombre
      mime
      base64
    }
  }
`);
