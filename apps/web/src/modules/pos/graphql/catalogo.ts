import { graphql } from '../../../gql';

/** What the room sells: the company's categories and its products and combos (up to the API's page). */

export const productoPosFieldsFragment = graphql(`
  fragment ProductoPosFields on Producto {
    id
    codigo
    codigo_barras
    descripcion
    categoria_id
    precio_unitario
    imagen
    es_combo
  }
`);

export const catalogoPosQuery = graphql(`
  query CatalogoPos {
    categorias(limite: 500) {
      filas {
        id
        codigo
        nombre
      }
    }
    productos(limite: 500, incluir_combos: true) {
      filas {
        ...ProductoPosFields
      }
    }
  }
`);
