import { graphql } from '../../../gql';

/** The guías de remisión: emission (/fac/guias), list and SUNAT answers (/fac/lisGuias). */

export const guiaFieldsFragment = graphql(`
  fragment GuiaFields on Guia {
    id
    tipo
    serie
    numero
    fecha_emision
    fecha_inicio_traslado
    motivo
    modalidad
    destinatario {
      tipo_documento
      numero_documento
      nombre
    }
    peso {
      bruto
      unidad
    }
    comprobante_id
    estado
    codigo_sunat
    descripcion_sunat
    ultimo_error
  }
`);

export const createGuiaIndividualMutation = graphql(`
  mutation CreateGuiaIndividual($input: GuiaIndividualInput!) {
    createGuiaIndividual(input: $input) {
      ...GuiaFields
    }
  }
`);

export const guiasQuery = graphql(`
  query Guias($limite: Int, $fecha_desde: String, $fecha_hasta: String) {
    guias(limite: $limite, fecha_desde: $fecha_desde, fecha_hasta: $fecha_hasta) {
      ...GuiaFields
    }
    contarGuias(fecha_desde: $fecha_desde, fecha_hasta: $fecha_hasta)
  }
`);

export const guiasByParamQuery = graphql(`
  query GuiasByParam($param: String!, $limite: Int) {
    guiasByParam(param: $param, limite: $limite) {
      ...GuiaFields
    }
  }
`);

export const xmlGuiaQuery = graphql(`
  query XmlGuia($id: String!) {
    guia(id: $id) {
      id
      tipo
      serie
      numero
      xml
    }
  }
`);

export const pdfGuiaQuery = graphql(`
  query PdfGuia($id: String!) {
    pdfGuia(id: $id) {
      nombre
      mime
      base64
    }
  }
`);

export const excelGuiasQuery = graphql(`
  query ExcelGuias($fecha_desde: String, $fecha_hasta: String, $param: String) {
    excelGuias(fecha_desde: $fecha_desde, fecha_hasta: $fecha_hasta, param: $param) {
      nombre
      mime
      base64
    }
  }
`);

export const consultarCdrGuiaMutation = graphql(`
  mutation ConsultarCdrGuia($id: String!) {
    consultarCDRGuia(id_guia: $id) {
      id
      serie
      numero
      estado
      codigo_sunat
      descripcion_sunat
      ultimo_error
    }
  }
`);

export const darBajaGuiaMutation = graphql(`
  mutation DarBajaGuia($id: String!, $motivo: String!) {
    darBajaGuia(id: $id, motivo: $motivo) {
      ...GuiaFields
    }
  }
`);

export const reconstruirGuiaMutation = graphql(`
  mutation ReconstruirGuia($id: String!) {
    reconstruirGuia(id: $id) {
      ...GuiaFields
    }
  }
`);

/** What a guide copies from a sale: the customer, its lines and its number. */
export const comprobanteParaGuiaQuery = graphql(`
  query ComprobanteParaGuia($id: String!) {
    comprobante(id: $id) {
      id
      tipo
      serie
      numero
      cliente_tipo_documento
      cliente_numero_documento
      cliente_nombre
      cliente_direccion
      lineas {
        codigo
        descripcion
        unidad
        cantidad
        afectacion
      }
    }
  }
`);

/** The session local's address and district: where the goods leave from by default. */
export const partidaLocalQuery = graphql(`
  query PartidaLocal($id: String!) {
    empresa(id: $id) {
      id
      ruc
      direccion
      ubigeo
      locales {
        id
        direccion
        ubigeo
        codigo_establecimiento
      }
    }
  }
`);

export const credencialesGreQuery = graphql(`
  query CredencialesGre($empresa_id: String!) {
    credencialesGre(empresa_id: $empresa_id) {
      tiene_gre
      tiene_sol
    }
  }
`);

export const guardarCredencialesGreMutation = graphql(`
  mutation GuardarCredencialesGre($empresa_id: String!, $client_id: String!, $client_secret: String!) {
    guardarCredencialesGre(empresa_id: $empresa_id, client_id: $client_id, client_secret: $client_secret) {
      tiene_gre
      tiene_sol
    }
  }
`);
