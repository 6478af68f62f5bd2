import { graphql } from '../../../gql';

export const tipoCambioQuery = graphql(`
  query TipoCambio($fecha: String!) {
    tipoCambio(fecha: $fecha) {
      fecha
      venta
    }
  }
`);
