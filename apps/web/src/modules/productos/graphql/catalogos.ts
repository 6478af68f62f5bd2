import { graphql } from '../../../gql';

/** SUNAT catalogues and PLE tables served by the maestros module. */

/** A whole small table (catálogo 03, 07, PLE tabla 5). */
export const parametricosTablaQuery = graphql(`
  query ParametricosTabla($tabla: String!, $limite: Int) {
    parametricosbytabla(tabla: $tabla, limite: $limite) {
      codigo
      descripcion
    }
  }
`);

/** A search in a large table (catálogo 25 has 53,000 rows): code prefix or words of the description. */
export const parametricaBuscarQuery = graphql(`
  query ParametricaBuscar($tabla: String!, $param: String!, $limite: Int) {
    parametricaByParam(tabla: $tabla, param: $param, limite: $limite) {
      codigo
      descripcion
    }
  }
`);
