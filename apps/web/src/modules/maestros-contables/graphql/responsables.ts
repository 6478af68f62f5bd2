import { graphql } from '../../../gql';

/** People in charge (/app/responsables). */

export const responsableFieldsFragment = graphql(`
  fragment ResponsableFields on Responsable {
    id documento_id numero nombres cargo email telefono deleted_at
  }
`);

export const responsablesQuery = graphql(`
  query Responsables($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {
    responsables(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {
      total
      filas {
        ...ResponsableFields
      }
    }
  }
`);

export const excelResponsablesQuery = graphql(`
  query ExcelResponsables($param: String, $eliminados: Boolean) {
    excelResponsables(param: $param, eliminados: $eliminados) {
      nombre
      mime
      base64
    }
  }
`);

export const createResponsableMutation = graphql(`
  mutation CreateResponsable($input: ResponsableInput!) {
    createResponsable(input: $input) {
      ...ResponsableFields
    }
  }
`);

export const updateResponsableMutation = graphql(`
  mutation UpdateResponsable($id: String!, $input: ResponsableInput!) {
    updateResponsable(id: $id, input: $input) {
      ...ResponsableFields
    }
  }
`);

export const deleteResponsableMutation = graphql(`
  mutation DeleteResponsable($id: String!) {
    deleteResponsable(id: $id) {
      ...ResponsableFields
    }
  }
`);

export const activateResponsableMutation = graphql(`
  mutation ActivateResponsable($id: String!) {
    activateResponsable(id: $id) {
      ...ResponsableFields
    }
  }
`);
