import { graphql } from '../../../gql';

/** Price lists of a local of the session's company (/fac/precios and the product's prices). */

export const categoriaPrecioFieldsFragment = graphql(`
  fragment CategoriaPrecioFields on CategoriaPrecio {
    id
    local_id
    codigo
    descripcion
    valor_condicion
    oferta
    deleted_at
  }
`);

export const categoriasPrecioQuery = graphql(`
  query CategoriasPrecio($local_id: String!, $param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {
    categoriasPrecio(local_id: $local_id, param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {
      total
      filas {
        ...CategoriaPrecioFields
      }
    }
  }
`);

export const createCategoriaPrecioMutation = graphql(`
  mutation CreateCategoriaPrecio($input: CategoriaPrecioInput!) {
    createCategoriaPrecio(input: $input) {
      ...CategoriaPrecioFields
    }
  }
`);

export const updateCategoriaPrecioMutation = graphql(`
  mutation UpdateCategoriaPrecio($id: String!, $input: CategoriaPrecioInput!) {
    updateCategoriaPrecio(id: $id, input: $input) {
      ...CategoriaPrecioFields
    }
  }
`);

export const deleteCategoriaPrecioMutation = graphql(`
  mutation DeleteCategoriaPrecio($id: String!) {
    deleteCategoriaPrecio(id: $id) {
      id
    }
  }
`);

export const activateCategoriaPrecioMutation = graphql(`
  mutation ActivateCategoriaPrecio($id: String!) {
    activateCategoriaPrecio(id: $id) {
      id
    }
  }
`);

export const excelCategoriasPrecioQuery = graphql(`
  query ExcelCategoriasPrecio($local_id: String!, $param: String, $eliminados: Boolean) {
    excelCategoriasPrecio(local_id: $local_id, param: $param, eliminados: $eliminados) {
      nombre
      mime
      base64
    }
  }
`);
