import { graphql } from '../../../gql';

/** Product categories of the session's company (/fac/categorias). */

export const categoriaFieldsFragment = graphql(`
  fragment CategoriaFields on Categoria {
    id
    codigo
    nombre
    local_id
    deleted_at
  }
`);

export const categoriasQuery = graphql(`
  query Categorias($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {
    categorias(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {
      total
      filas {
        ...CategoriaFields
      }
    }
  }
`);

export const createCategoriaMutation = graphql(`
  mutation CreateCategoria($input: CategoriaInput!) {
    createCategoria(input: $input) {
      ...CategoriaFields
    }
  }
`);

export const updateCategoriaMutation = graphql(`
  mutation UpdateCategoria($id: String!, $input: CategoriaInput!) {
    updateCategoria(id: $id, input: $input) {
      ...CategoriaFields
    }
  }
`);

export const deleteCategoriaMutation = graphql(`
  mutation DeleteCategoria($id: String!) {
    deleteCategoria(id: $id) {
      id
    }
  }
`);

export const activateCategoriaMutation = graphql(`
  mutation ActivateCategoria($id: String!) {
    activateCategoria(id: $id) {
      id
    }
  }
`);

export const excelCategoriasQuery = graphql(`
  query ExcelCategorias($param: String, $eliminados: Boolean) {
    excelCategorias(param: $param, eliminados: $eliminados) {
      nombre
      mime
      base64
    }
  }
`);
