import { graphql } from '../../../gql';

/** Carriers the guías de remisión name (/fac/transportistas, first tab). */

export const transportistaFieldsFragment = graphql(`
  fragment TransportistaFields on Transportista {
    id ruc razon_social registro_mtc activo deleted_at
  }
`);

export const transportistasQuery = graphql(`
  query Transportistas($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {
    transportistas(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {
      total
      filas {
        ...TransportistaFields
      }
    }
  }
`);

export const excelTransportistasQuery = graphql(`
  query ExcelTransportistas($param: String, $eliminados: Boolean) {
    excelTransportistas(param: $param, eliminados: $eliminados) {
      nombre
      mime
      base64
    }
  }
`);

export const createTransportistaMutation = graphql(`
  mutation CreateTransportista($input: TransportistaInput!) {
    createTransportista(input: $input) {
      ...TransportistaFields
    }
  }
`);

export const updateTransportistaMutation = graphql(`
  mutation UpdateTransportista($id: String!, $input: TransportistaInput!) {
    updateTransportista(id: $id, input: $input) {
      ...TransportistaFields
    }
  }
`);

export const deleteTransportistaMutation = graphql(`
  mutation DeleteTransportista($id: String!) {
    deleteTransportista(id: $id) {
      ...TransportistaFields
    }
  }
`);

export const activateTransportistaMutation = graphql(`
  mutation ActivateTransportista($id: String!) {
    activateTransportista(id: $id) {
      ...TransportistaFields
    }
  }
`);
