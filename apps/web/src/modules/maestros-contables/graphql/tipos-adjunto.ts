import { graphql } from '../../../gql';

/** Attachment types (/app/tipos-adjuntos). */

export const tipoAdjuntoFieldsFragment = graphql(`
  fragment TipoAdjuntoFields on TipoAdjunto {
    id codigo descripcion tipo_operacion deleted_at
  }
`);

export const tiposAdjuntoQuery = graphql(`
  query TiposAdjunto($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {
    tiposAdjunto(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {
      total
      filas {
        ...TipoAdjuntoFields
      }
    }
  }
`);

export const excelTiposAdjuntoQuery = graphql(`
  query ExcelTiposAdjunto($param: String, $eliminados: Boolean) {
    excelTiposAdjunto(param: $param, eliminados: $eliminados) {
      nombre
      mime
      base64
    }
  }
`);

export const createTipoAdjuntoMutation = graphql(`
  mutation CreateTipoAdjunto($input: TipoAdjuntoInput!) {
    createTipoAdjunto(input: $input) {
      ...TipoAdjuntoFields
    }
  }
`);

export const updateTipoAdjuntoMutation = graphql(`
  mutation UpdateTipoAdjunto($id: String!, $input: TipoAdjuntoInput!) {
    updateTipoAdjunto(id: $id, input: $input) {
      ...TipoAdjuntoFields
    }
  }
`);

export const deleteTipoAdjuntoMutation = graphql(`
  mutation DeleteTipoAdjunto($id: String!) {
    deleteTipoAdjunto(id: $id) {
      ...TipoAdjuntoFields
    }
  }
`);

export const activateTipoAdjuntoMutation = graphql(`
  mutation ActivateTipoAdjunto($id: String!) {
    activateTipoAdjunto(id: $id) {
      ...TipoAdjuntoFields
    }
  }
`);
