import { graphql } from '../../../gql';

export const documentoInternoFieldsFragment = graphql(`
  fragment DocumentoInternoFields on DocumentoInterno {
    id
    tipo
    serie
    numero
    fecha_emision
    fecha_vencimiento
    moneda
    persona_tipo_documento
    persona_numero_documento
    persona_nombre
    importe_total
    estado
    vencida
    motivo_anulacion
    comprobante {
      id
      tipo
      serie
      numero
      estado
    }
  }
`);

export const documentosInternosQuery = graphql(`
  query DocumentosInternos(
    $tipo: String!
    $desde: String
    $hasta: String
    $buscar: String
    $limite: Int
    $pagina: Int
  ) {
    documentosInternos(
      tipo: $tipo
      desde: $desde
      hasta: $hasta
      buscar: $buscar
      limite: $limite
      pagina: $pagina
    ) {
      total
      filas {
        ...DocumentoInternoFields
      }
    }
  }
`);

export const emitirDocumentoInternoMutation = graphql(`
  mutation EmitirDocumentoInterno($input: EmitirDocumentoInternoInput!) {
    emitirDocumentoInterno(input: $input) {
      ...DocumentoInternoFields
    }
  }
`);

export const anularDocumentoInternoMutation = graphql(`
  mutation AnularDocumentoInterno($id: String!, $motivo: String!) {
    anularDocumentoInterno(id: $id, motivo: $motivo) {
      ...DocumentoInternoFields
    }
  }
`);

export const convertirProformaMutation = graphql(`
  mutation ConvertirProforma($id: String!, $tipo: String!, $serie: String) {
    convertirProforma(id: $id, tipo: $tipo, serie: $serie) {
      ...DocumentoInternoFields
    }
  }
`);

export const pdfDocumentoInternoQuery = graphql(`
  query PdfDocumentoInterno($id: String!) {
    pdfDocumentoInterno(id: $id) {
      nombre
      mime
      base64
    }
  }
`);
