import { graphql } from '../../../gql';

/**
 * A search in a SUNAT catalogue too large to load whole (catálogo 25 has 53,000 rows): code prefix or
 * words of the description.
 */
export const parametricaBuscarQuery = graphql(`
  query ParametricaBuscar($tabla: String!, $param: String!, $limite: Int) {
    parametricaByParam(tabla: $tabla, param: $param, limite: $limite) {
      codigo
      descripcion
    }
  }
`);
