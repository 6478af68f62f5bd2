import { graphql } from '../../../gql';

export const correosQuery = graphql(`
  query Correos($limite: Int) {
    correos(limite: $limite) {
      id
      para
      asunto
      transporte
      created_at
      enviado_at
      error
      texto
      html
    }
  }
`);
