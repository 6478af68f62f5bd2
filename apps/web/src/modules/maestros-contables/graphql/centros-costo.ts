import { graphql } from '../../../gql';

/** Cost centres (/app/centro-costos, first tab). */

export const centroCostoFieldsFragment = graphql(`
  fragment CentroCostoFields on CentroCosto {
    id codigo nombre tipo tipo_nombre deleted_at
  }
`);

export const centrosCostoQuery = graphql(`
  query CentrosCosto($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {
    centrosCosto(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {
      total
      filas {
        ...CentroCostoFields
      }
    }
  }
`);

export const excelCentrosCostoQuery = graphql(`
  query ExcelCentrosCosto($param: String, $eliminados: Boolean) {
    excelCentrosCosto(param: $param, eliminados: $eliminados) {
      nombre
      mime
      base64
    }
  }
`);

export const createCentroCostoMutation = graphql(`
  mutation CreateCentroCosto($input: CentroCostoInput!) {
    createCentroCosto(input: $input) {
      ...CentroCostoFields
    }
  }
`);

export const updateCentroCostoMutation = graphql(`
  mutation UpdateCentroCosto($id: String!, $input: CentroCostoInput!) {
    updateCentroCosto(id: $id, input: $input) {
      ...CentroCostoFields
    }
  }
`);

export const deleteCentroCostoMutation = graphql(`
  mutation DeleteCentroCosto($id: String!) {
    deleteCentroCosto(id: $id) {
      ...CentroCostoFields
    }
  }
`);

export const activateCentroCostoMutation = graphql(`
  mutation ActivateCentroCosto($id: String!) {
    activateCentroCosto(id: $id) {
      ...CentroCostoFields
    }
  }
`);
