import { graphql } from '../../../gql';

/** Cost-centre distributions (/app/centro-costos, second tab). */

export const amarreCentroCostoFieldsFragment = graphql(`
  fragment AmarreCentroCostoFields on AmarreCentroCosto {
    id codigo nombre deleted_at detalle { centro_costo_id codigo nombre porcentaje }
  }
`);

export const amarresCentroCostoQuery = graphql(`
  query AmarresCentroCosto($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {
    amarresCentroCosto(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {
      total
      filas {
        ...AmarreCentroCostoFields
      }
    }
  }
`);

export const excelAmarresCentroCostoQuery = graphql(`
  query ExcelAmarresCentroCosto($param: String, $eliminados: Boolean) {
    excelAmarresCentroCosto(param: $param, eliminados: $eliminados) {
      nombre
      mime
      base64
    }
  }
`);

export const createAmarreCentroCostoMutation = graphql(`
  mutation CreateAmarreCentroCosto($input: AmarreCentroCostoInput!) {
    createAmarreCentroCosto(input: $input) {
      ...AmarreCentroCostoFields
    }
  }
`);

export const updateAmarreCentroCostoMutation = graphql(`
  mutation UpdateAmarreCentroCosto($id: String!, $input: AmarreCentroCostoInput!) {
    updateAmarreCentroCosto(id: $id, input: $input) {
      ...AmarreCentroCostoFields
    }
  }
`);

export const deleteAmarreCentroCostoMutation = graphql(`
  mutation DeleteAmarreCentroCosto($id: String!) {
    deleteAmarreCentroCosto(id: $id) {
      ...AmarreCentroCostoFields
    }
  }
`);

export const activateAmarreCentroCostoMutation = graphql(`
  mutation ActivateAmarreCentroCosto($id: String!) {
    activateAmarreCentroCosto(id: $id) {
      ...AmarreCentroCostoFields
    }
  }
`);
