import { graphql } from '../../../gql';

/** The session company's chart of accounts (/app/pcge). */

export const cuentaPcgeFieldsFragment = graphql(`
  fragment CuentaPcgeFields on CuentaPcge {
    id
    codigo
    denominacion
    nivel
    codigo_padre
    esf
    ern
    erf
    efle
    ecp
    efe
    smvn
    smve
    amarre_debe
    amarre_haber
    deleted_at
  }
`);

export const pcgeQuery = graphql(`
  query Pcge($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {
    pcge(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {
      total
      filas {
        ...CuentaPcgeFields
      }
    }
  }
`);

/** Accounts offered for a destination entry (amarre): code and name only. */
export const pcgeBuscarQuery = graphql(`
  query PcgeBuscar($param: String!, $limite: Int) {
    pcge(param: $param, limite: $limite) {
      filas {
        id
        codigo
        denominacion
      }
    }
  }
`);

export const createCuentaPcgeMutation = graphql(`
  mutation CreateCuentaPcge($input: CuentaPcgeInput!) {
    createCuentaPcge(input: $input) {
      ...CuentaPcgeFields
    }
  }
`);

export const updateCuentaPcgeMutation = graphql(`
  mutation UpdateCuentaPcge($id: String!, $input: CuentaPcgeInput!) {
    updateCuentaPcge(id: $id, input: $input) {
      ...CuentaPcgeFields
    }
  }
`);

export const deleteCuentaPcgeMutation = graphql(`
  mutation DeleteCuentaPcge($id: String!) {
    deleteCuentaPcge(id: $id) {
      ...CuentaPcgeFields
    }
  }
`);

export const activateCuentaPcgeMutation = graphql(`
  mutation ActivateCuentaPcge($id: String!) {
    activateCuentaPcge(id: $id) {
      ...CuentaPcgeFields
    }
  }
`);

export const excelPcgeQuery = graphql(`
  query ExcelPcge($param: String, $eliminados: Boolean) {
    excelPCGE(param: $param, eliminados: $eliminados) {
      nombre
      mime
      base64
    }
  }
`);
