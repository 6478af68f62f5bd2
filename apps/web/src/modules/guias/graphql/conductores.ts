import { graphql } from '../../../gql';

/** Drivers (/fac/transportistas, third tab). */

export const conductorFieldsFragment = graphql(`
  fragment ConductorFields on Conductor {
    id tipo_documento numero_documento nombres apellidos licencia
    transportista_id transportista_razon_social deleted_at
  }
`);

export const conductoresQuery = graphql(`
  query Conductores($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {
    conductores(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {
      total
      filas {
        ...ConductorFields
      }
    }
  }
`);

export const excelConductoresQuery = graphql(`
  query ExcelConductores($param: String, $eliminados: Boolean) {
    excelConductores(param: $param, eliminados: $eliminados) {
      nombre
      mime
      base64
    }
  }
`);

export const createConductorMutation = graphql(`
  mutation CreateConductor($input: ConductorInput!) {
    createConductor(input: $input) {
      ...ConductorFields
    }
  }
`);

export const updateConductorMutation = graphql(`
  mutation UpdateConductor($id: String!, $input: ConductorInput!) {
    updateConductor(id: $id, input: $input) {
      ...ConductorFields
    }
  }
`);

export const deleteConductorMutation = graphql(`
  mutation DeleteConductor($id: String!) {
    deleteConductor(id: $id) {
      ...ConductorFields
    }
  }
`);

export const activateConductorMutation = graphql(`
  mutation ActivateConductor($id: String!) {
    activateConductor(id: $id) {
      ...ConductorFields
    }
  }
`);
