import { graphql } from '../../../gql';

/** Asientos varios: the period's entries, registering one and voiding. */

export const asientosVariosQuery = graphql(`
  query AsientosVarios($periodo: String!) {
    asientosVarios(periodo: $periodo, limite: 500) {
      total
      filas {
        id
        cuo
        fecha_contable
        glosa
        moneda
        lineas {
          linea
          cuenta
          glosa
          debe
          haber
          debe_me
          haber_me
          destino
        }
      }
    }
  }
`);

export const registrarAsientoVarioMutation = graphql(`
  mutation RegistrarAsientoVario($input: RegistrarAsientoVarioInput!) {
    registrarAsientoVario(input: $input) {
      id
      cuo
    }
  }
`);

export const anularAsientoVarioMutation = graphql(`
  mutation AnularAsientoVario($id: String!) {
    anularAsientoVario(id: $id) {
      id
    }
  }
`);
