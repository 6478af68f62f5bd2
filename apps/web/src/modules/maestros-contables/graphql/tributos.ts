import { graphql } from '../../../gql';

/** Tributos and their PCGE accounts (/app/tributos). */

export const tributoFieldsFragment = graphql(`
  fragment TributoFields on Tributo {
    id tributo_codigo tributo_nombre tributo_descripcion cuenta_id cuenta_codigo cuenta_denominacion deleted_at
  }
`);

export const tributosQuery = graphql(`
  query Tributos($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {
    tributos(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {
      total
      filas {
        ...TributoFields
      }
    }
  }
`);

export const excelTributosQuery = graphql(`
  query ExcelTributos($param: String, $eliminados: Boolean) {
    excelTributos(param: $param, eliminados: $eliminados) {
      nombre
      mime
      base64
    }
  }
`);

export const createTributoMutation = graphql(`
  mutation CreateTributo($input: TributoInput!) {
    createTributo(input: $input) {
      ...TributoFields
    }
  }
`);

export const updateTributoMutation = graphql(`
  mutation UpdateTributo($id: String!, $input: TributoInput!) {
    updateTributo(id: $id, input: $input) {
      ...TributoFields
    }
  }
`);

export const deleteTributoMutation = graphql(`
  mutation DeleteTributo($id: String!) {
    deleteTributo(id: $id) {
      ...TributoFields
    }
  }
`);

export const activateTributoMutation = graphql(`
  mutation ActivateTributo($id: String!) {
    activateTributo(id: $id) {
      ...TributoFields
    }
  }
`);

export const tributosPorDefectoMutation = graphql(`
  mutation TributosPorDefecto {
    tributosPorDefecto {
      ...TributoFields
    }
  }
`);
