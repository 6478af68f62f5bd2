import { graphql } from '../../../gql';

/** Pre-designed entries (/contable/asientos_predisenados): the templates and applying one. */

export const asientoPredisenadoFieldsFragment = graphql(`
  fragment AsientoPredisenadoFields on AsientoPredisenado {
    id nombre glosa deleted_at lineas { cuenta lado porcentaje monto glosa }
  }
`);

export const asientosPredisenadosQuery = graphql(`
  query AsientosPredisenados($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {
    asientosPredisenados(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {
      total
      filas {
        ...AsientoPredisenadoFields
      }
    }
  }
`);

export const excelAsientosPredisenadosQuery = graphql(`
  query ExcelAsientosPredisenados($param: String, $eliminados: Boolean) {
    excelAsientosPredisenados(param: $param, eliminados: $eliminados) {
      nombre
      mime
      base64
    }
  }
`);

export const createAsientoPredisenadoMutation = graphql(`
  mutation CreateAsientoPredisenado($input: AsientoPredisenadoInput!) {
    createAsientoPredisenado(input: $input) {
      ...AsientoPredisenadoFields
    }
  }
`);

export const updateAsientoPredisenadoMutation = graphql(`
  mutation UpdateAsientoPredisenado($id: String!, $input: AsientoPredisenadoInput!) {
    updateAsientoPredisenado(id: $id, input: $input) {
      ...AsientoPredisenadoFields
    }
  }
`);

export const deleteAsientoPredisenadoMutation = graphql(`
  mutation DeleteAsientoPredisenado($id: String!) {
    deleteAsientoPredisenado(id: $id) {
      ...AsientoPredisenadoFields
    }
  }
`);

export const activarAsientoPredisenadoMutation = graphql(`
  mutation ActivarAsientoPredisenado($id: String!) {
    activarAsientoPredisenado(id: $id) {
      ...AsientoPredisenadoFields
    }
  }
`);

export const aplicarAsientoPredisenadoMutation = graphql(`
  mutation AplicarAsientoPredisenado($id: String!, $fecha: String!, $importe: String!, $glosa: String) {
    aplicarAsientoPredisenado(id: $id, fecha: $fecha, importe: $importe, glosa: $glosa) {
      id
      cuo
      periodo
    }
  }
`);
