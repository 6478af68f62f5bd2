import { graphql } from '../../../gql';

/** Every account of the libro mayor between two periods: what /repo/mayor shows before one is chosen. */
export const resumenMayorQuery = graphql(`
  query ResumenMayor($desde: String!, $hasta: String!) {
    resumenMayor(periodo_desde: $desde, periodo_hasta: $hasta) {
      periodo_desde
      periodo_hasta
      total_debe
      total_haber
      cuentas {
        cuenta
        denominacion
        saldo_inicial
        debe
        haber
        saldo_final
      }
    }
  }
`);
