import { graphql } from '../../../gql';

export const modulosQuery = graphql(`
  query Modulos {
    modulos {
      id
      codigo
      descripcion
      detalle
    }
  }
`);
